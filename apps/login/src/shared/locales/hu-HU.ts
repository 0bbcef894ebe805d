// The login namespace in hu-HU.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Bejelentkezés',
  greeting: 'Üdv, {{firstName}}',
  account: 'Fiókom',
};

export default login;
