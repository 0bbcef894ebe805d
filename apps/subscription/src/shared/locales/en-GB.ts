// The subscription namespace in British English: only what differs from en-US (en-AU and en-NZ fall
// back to it).
import type { Regional } from '@rental/i18n';
import type { SubscriptionStrings } from './en-US.ts';

const strings: Regional<SubscriptionStrings> = {
  filters: {
    transmissionOption: { manual: 'Manual gearbox' },
    vehicleOption: { sedan: 'Saloon', station_wagon: 'Estate' },
    licence: 'Driving licence categories you hold',
    licenceOption: { B: 'Category B (cars)', C1: 'Category C1 (light lorries)' },
  },
  sort: { availability: 'Soonest available' },
  offer: { category: { L: 'Lorry' } },
  detail: {
    term: {
      '6_months': '6 months, then 30 days’ notice',
      '12_months': '12 months, then 30 days’ notice',
    },
  },
};

export default strings;
