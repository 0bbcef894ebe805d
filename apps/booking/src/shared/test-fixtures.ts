// What the booking app's component tests share: the vehicle group of the stand-in API's one offer
// (New York Airport, a Toyota Corolla or similar), as the offer list, the checkout and the confirmation get it;
// the offer's rental configuration and an address template without fields for the checkout's tests.

/** The stand-in offer's vehicle group (API VehicleGroup). */
export const sampleGroup = {
  code: 'CDAR',
  vehicleType: 'car',
  categoryCode: 'P',
  bodyStyle: 'sedan',
  model: 'Toyota Corolla or similar',
  seats: 5,
  doors: 4,
  bags: 2,
  transmission: 'automatic',
  fuel: 'hybrid',
  imagePath: '/cms/fleet/cdar.png',
  licenceClass: 'B',
  payloadKg: null,
  loadingSpaceM3: null,
  minDriverAge: 21,
};

/** US dollars in minor units (API Money). */
export const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

/** The stand-in offer's rental configuration: 3 days, one included protection, no extras. */
export const sampleConfiguration = {
  offer: {
    id: 'offer-1',
    days: 3,
    includedKmPerDay: null,
    price: { perDay: usd(45990), total: usd(137970) },
    group: sampleGroup,
  },
  protections: [
    {
      code: 'BASIC',
      name: 'Basic protection',
      description: 'Collision damage waiver.',
      included: true,
      deductible: usd(100000),
      price: { perDay: usd(0), total: usd(0) },
    },
  ],
  extras: [],
};

/** The US address template with no address fields to fill (validate.test.ts pins the address). */
export const sampleTemplate = {
  countryCode: 'US',
  countries: ['US'],
  lines: [],
  fields: [],
  postcodeExample: '10001',
  phonePrefix: '+1',
};
