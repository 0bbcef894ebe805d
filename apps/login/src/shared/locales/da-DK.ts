// The login namespace in da-DK.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Log ind',
  greeting: 'Hej, {{firstName}}',
  account: 'Min konto',
};

export default login;
