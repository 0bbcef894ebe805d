// The login namespace in it-IT.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Accedi',
  greeting: 'Ciao, {{firstName}}',
  account: 'Il mio account',
};

export default login;
