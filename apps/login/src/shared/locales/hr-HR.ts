// The login namespace in hr-HR.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Prijava',
  greeting: 'Pozdrav, {{firstName}}',
  account: 'Moj račun',
};

export default login;
