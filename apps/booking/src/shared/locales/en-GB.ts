// The booking namespace in en-GB: British spelling and terms (postcode, petrol, estate, car hire); the other keys fall back to en-US.
import type { Regional } from '@rental/i18n';
import type { BookingStrings } from './en-US.ts';

const booking: Regional<BookingStrings> = {
  search: {
    title: 'Hire a car or van',
  },
  vehicle: {
    body: {
      sedan: 'Saloon',
      station_wagon: 'Estate',
      multiseater: 'People carrier',
      box_truck: 'Box lorry',
    },
    fuel: {
      petrol: 'Petrol',
    },
  },
  checkout: {
    profile: {
      costCentre: 'Cost centre',
      noCostCentre: 'No cost centre',
    },
    addressField: {
      postcode: 'Postcode',
      region: 'County',
    },
    errors: {
      postcode: 'Enter a valid postcode, e.g. {{example}}.',
    },
  },
  confirmation: {
    costCentre: 'Cost centre',
  },
};

export default booking;
