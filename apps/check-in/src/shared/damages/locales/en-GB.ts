// The damages namespace in en-GB (and the English of regions that spell the British way): only the words
// that differ from en-US; every other key falls back to it.
import type { Regional } from '@rental/i18n';
import type { TemplateStrings } from './en-US.ts';

const strings: Regional<TemplateStrings> = {
  areas: { windscreen: 'Windscreen', wheels: 'Wheels and tyres' },
  kinds: { chip: 'Stone chip', tyre: 'Tyre damage' },
};

export default strings;
