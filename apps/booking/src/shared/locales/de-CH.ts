// The booking namespace in de-CH: only where Swiss usage differs from de-DE ('ss' for 'ß'); the other keys fall back to de-DE.
import type { Regional } from '@rental/i18n';
import type { BookingStrings } from './en-US.ts';

const booking: Regional<BookingStrings> = {
  checkout: {
    title: 'Buchung abschliessen',
    addressField: {
      street: 'Strasse und Hausnummer',
    },
  },
};

export default booking;
