// The login namespace in es-ES.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Iniciar sesión',
  greeting: 'Hola, {{firstName}}',
  account: 'Mi cuenta',
};

export default login;
