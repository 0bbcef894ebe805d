// The check-in namespace in en-US: the check-in view and what the app's views share (sign-in, the
// booking). The keys every other locale translates (a regional variant such as de-CH holds only what
// differs, typed Regional<TemplateStrings>).
import type { Translations } from '@rental/i18n';

const strings = {
  title: 'Online check-in',
  loading: 'Loading…',
};

export type TemplateStrings = Translations<typeof strings>;

export default strings;
