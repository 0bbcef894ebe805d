// The login namespace in de-DE.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Anmelden',
  greeting: 'Hallo, {{firstName}}',
  account: 'Mein Konto',
};

export default login;
