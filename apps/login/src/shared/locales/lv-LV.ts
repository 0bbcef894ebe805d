// The login namespace in lv-LV.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'Pieslēgties',
  greeting: 'Sveiki, {{firstName}}',
  account: 'Mans konts',
};

export default login;
