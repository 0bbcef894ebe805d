// The booking namespace in en-AU, from en-GB with Australian terms.
import enUS, { type BookingStrings } from './en-US.ts';

const enAU: BookingStrings = {
  ...enUS,
  search: { ...enUS.search, title: 'Hire a car or van' },
  vehicle: {
    ...enUS.vehicle,
    body: {
      ...enUS.vehicle.body,
      hatchback: 'Hatchback',
      sedan: 'Sedan',
      station_wagon: 'Wagon',
      multiseater: 'People carrier',
      box_truck: 'Box truck',
    },
    fuel: { ...enUS.vehicle.fuel, petrol: 'Petrol' },
  },
  checkout: {
    ...enUS.checkout,
    addressField: { ...enUS.checkout.addressField, postcode: 'Postcode', region: 'State' },
    errors: { ...enUS.checkout.errors, postcode: 'Enter a valid postcode, e.g. {{example}}.' },
  },
};
export default enAU;
