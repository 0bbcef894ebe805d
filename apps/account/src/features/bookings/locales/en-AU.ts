// The account's rental strings in en-AU: only what differs from its parent locale.
import type { Regional } from '@rental/i18n';
import type { RentalStrings } from './en-US.ts';

const strings: Regional<RentalStrings> = {
  rental: {
    areas: { windscreen: 'Windscreen', wheels: 'Wheels and tyres' },
    kinds: { tyre: 'Tyre damage' },
  },
};

export default strings;
