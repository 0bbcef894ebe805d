// The login namespace in ar-SA (Modern Standard Arabic; ar-EG falls back to it). The first name sits between
// the Unicode isolates U+2068 (its own direction) and U+2069, as <bdi> does in markup.
import type { Translations } from '@rental/i18n';
import type { LoginStrings } from './en-US.ts';

const login: Translations<LoginStrings> = {
  signIn: 'تسجيل الدخول',
  greeting: 'مرحبًا، \u2068{{firstName}}\u2069',
  account: 'حسابي',
};

export default login;
