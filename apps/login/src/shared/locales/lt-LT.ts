// The login namespace in lt-LT.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Prisijungti',
  greeting: 'Sveiki, {{firstName}}',
  account: 'Mano paskyra',
};

export default login;
