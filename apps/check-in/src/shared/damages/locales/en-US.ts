// The damages namespace in en-US: the vehicle's known damages and a damage report, shared by the
// check-in and check-out views (keys every other locale translates).
import type { Translations } from '@rental/i18n';

const strings = {
  title: 'Damages',
};

export type TemplateStrings = Translations<typeof strings>;

export default strings;
