// The login namespace in fr-FR.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Se connecter',
  greeting: 'Bonjour, {{firstName}}',
  account: 'Mon compte',
};

export default login;
