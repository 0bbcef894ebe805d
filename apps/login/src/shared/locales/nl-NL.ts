// The login namespace in nl-NL.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Inloggen',
  greeting: 'Hallo, {{firstName}}',
  account: 'Mijn account',
};

export default login;
