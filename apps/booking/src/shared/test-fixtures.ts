// What the booking app's component tests share: the vehicle group of the stand-in API's one offer
// (New York Airport, a Toyota Corolla or similar), as the offer list, the checkout and the confirmation get it.

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
