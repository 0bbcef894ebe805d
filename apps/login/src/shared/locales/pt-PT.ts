// The login namespace in pt-PT.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Iniciar sessão',
  greeting: 'Olá, {{firstName}}',
  account: 'A minha conta',
};

export default login;
