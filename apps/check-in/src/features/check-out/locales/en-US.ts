// The check-out namespace in en-US: the return view's strings (keys every other locale translates).
import type { Translations } from '@rental/i18n';

const strings = {
  title: 'Return your car',
};

export type TemplateStrings = Translations<typeof strings>;

export default strings;
