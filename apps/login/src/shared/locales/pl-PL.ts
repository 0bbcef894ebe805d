// The login namespace in pl-PL.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Zaloguj się',
  greeting: 'Cześć, {{firstName}}',
  account: 'Moje konto',
};

export default login;
