// The login namespace in pt-BR.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Entrar',
  greeting: 'Olá, {{firstName}}',
  account: 'Minha conta',
};

export default login;
