// The booking namespace in en-NZ, from en-GB with New Zealand terms.
import enUS, { type BookingStrings } from './en-US.ts';

const enNZ: BookingStrings = {
  ...enUS,
  search: { ...enUS.search, title: 'Hire a car or van' },
  vehicle: {
    ...enUS.vehicle,
    body: {
      ...enUS.vehicle.body,
      hatchback: 'Hatchback',
      sedan: 'Sedan',
      station_wagon: 'Station wagon',
      multiseater: 'People carrier',
      box_truck: 'Box lorry',
    },
    fuel: { ...enUS.vehicle.fuel, petrol: 'Petrol' },
  },
  checkout: {
    ...enUS.checkout,
    addressField: { ...enUS.checkout.addressField, postcode: 'Postcode', region: 'Region' },
    errors: { ...enUS.checkout.errors, postcode: 'Enter a valid postcode, e.g. {{example}}.' },
  },
};
export default enNZ;
