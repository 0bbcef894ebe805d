// The login namespace in sl-SI.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Prijava',
  greeting: 'Pozdravljeni, {{firstName}}',
  account: 'Moj račun',
};

export default login;
