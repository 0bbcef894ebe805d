// The login namespace in is-IS.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Skrá inn',
  greeting: 'Hæ, {{firstName}}',
  account: 'Mínar síður',
};

export default login;
