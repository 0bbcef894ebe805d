// The login namespace in ro-RO.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Autentificare',
  greeting: 'Bună, {{firstName}}',
  account: 'Contul meu',
};

export default login;
