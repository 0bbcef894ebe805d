// The booking namespace in nl-BE: nl-NL with the polite 'u' form used on the Belgian site.

import type { BookingStrings } from './en-US.ts';
import nlNL from './nl-NL.ts';

const nlBE: BookingStrings = {
  ...nlNL,
  search: { ...nlNL.search, formTitle: 'Uw zoekopdracht' },
  offers: { ...nlNL.offers, title: 'Kies uw voertuig' },
  errors: {
    ...nlNL.errors,
    network: 'We kunnen onze servers niet bereiken. Controleer uw verbinding en probeer het opnieuw.',
  },
  checkout: {
    ...nlNL.checkout,
    loading: 'Uw huuropties worden geladen…',
    payAtPickupHint: 'U betaalt bij het kantoor wanneer u het voertuig ophaalt.',
    summary: 'Uw boeking',
  },
  confirmation: {
    ...nlNL.confirmation,
    title: 'Uw boeking is bevestigd',
    summaryElsewhere: 'De details van deze boeking staan in uw account.',
  },
};
export default nlBE;
