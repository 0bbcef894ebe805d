// The booking namespace in nl-BE: only where Belgian usage differs (the polite 'u'); the other keys fall back to nl-NL.
import type { Regional } from '@rental/i18n';
import type { BookingStrings } from './en-US.ts';

const booking: Regional<BookingStrings> = {
  search: {
    formTitle: 'Uw zoekopdracht',
  },
  errors: {
    network: 'We kunnen onze servers niet bereiken. Controleer uw verbinding en probeer het opnieuw.',
  },
  offers: {
    title: 'Kies uw voertuig',
  },
  checkout: {
    loading: 'Uw huuropties worden geladen…',
    payAtPickupHint: 'U betaalt bij het kantoor wanneer u het voertuig ophaalt.',
    summary: 'Uw boeking',
  },
  confirmation: {
    title: 'Uw boeking is bevestigd',
  },
};

export default booking;
