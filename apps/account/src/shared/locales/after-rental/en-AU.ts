// The account's after-rental strings in en-AU: only what differs from its parent locale.
import type { Regional } from '@rental/i18n';
import type { AfterRentalStrings } from './en-US.ts';

const strings: Regional<AfterRentalStrings> = {
  lost: {
    categories: { jewellery: 'Jewellery or watch' },
    locations: { boot: 'Boot', glovebox: 'Glovebox' },
    descriptionHint: 'Colour, brand, anything that helps us recognise it.',
  },
};

export default strings;
