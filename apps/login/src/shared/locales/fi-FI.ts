// The login namespace in fi-FI.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Kirjaudu sisään',
  greeting: 'Hei, {{firstName}}',
  account: 'Oma tili',
};

export default login;
