// The booking namespace in en-NZ: New Zealand terms; the other keys fall back to en-GB.
import type { Regional } from '@rental/i18n';
import type { BookingStrings } from './en-US.ts';

const booking: Regional<BookingStrings> = {
  vehicle: {
    body: {
      sedan: 'Sedan',
      station_wagon: 'Station wagon',
    },
  },
  checkout: {
    addressField: {
      region: 'Region',
    },
  },
};

export default booking;
