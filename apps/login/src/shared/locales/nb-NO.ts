// The login namespace in nb-NO.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Logg inn',
  greeting: 'Hei, {{firstName}}',
  account: 'Min konto',
};

export default login;
