// The subscription namespace in Swiss German: only the Swiss words that differ from de-DE.
import type { Regional } from '@rental/i18n';
import type { SubscriptionStrings } from './en-US.ts';

const strings: Regional<SubscriptionStrings> = {
  filters: {
    transmissionOption: { manual: 'Handschaltung' },
    vehicleOption: { van: 'Lieferwagen' },
    city: 'Abholort (Ort)',
  },
  offer: { category: { L: 'Lastwagen' } },
};

export default strings;
