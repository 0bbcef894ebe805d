// The login namespace in et-EE.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Logi sisse',
  greeting: 'Tere, {{firstName}}',
  account: 'Minu konto',
};

export default login;
