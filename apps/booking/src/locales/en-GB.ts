// The booking namespace in en-GB: British spelling and terms (postcode, petrol, estate, car hire).
import enUS, { type BookingStrings } from './en-US.ts';

const enGB: BookingStrings = {
  ...enUS,
  search: { ...enUS.search, title: 'Hire a car or van' },
  vehicle: {
    ...enUS.vehicle,
    body: {
      ...enUS.vehicle.body,
      hatchback: 'Hatchback',
      sedan: 'Saloon',
      station_wagon: 'Estate',
      multiseater: 'People carrier',
      box_truck: 'Box lorry',
    },
    fuel: { ...enUS.vehicle.fuel, petrol: 'Petrol' },
  },
  checkout: {
    ...enUS.checkout,
    addressField: { ...enUS.checkout.addressField, postcode: 'Postcode', region: 'County' },
    errors: { ...enUS.checkout.errors, postcode: 'Enter a valid postcode, e.g. {{example}}.' },
  },
};
export default enGB;
