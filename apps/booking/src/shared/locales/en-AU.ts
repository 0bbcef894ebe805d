// The booking namespace in en-AU: Australian terms; the other keys fall back to en-GB.
import type { Regional } from '@rental/i18n';
import type { BookingStrings } from './en-US.ts';

const booking: Regional<BookingStrings> = {
  vehicle: {
    body: {
      sedan: 'Sedan',
      station_wagon: 'Wagon',
      box_truck: 'Box truck',
    },
  },
  checkout: {
    addressField: {
      region: 'State',
    },
  },
};

export default booking;
