// The login namespace in sv-SE.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Logga in',
  greeting: 'Hej, {{firstName}}',
  account: 'Mitt konto',
};

export default login;
