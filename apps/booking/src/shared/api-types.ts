// The product API payloads the booking app reads (apps/api routes branches.ts and rental.ts),
// validated at the boundary with zod/mini (the same schemas at a fraction of the bytes).
import * as z from 'zod/mini';

const money = z.object({
  /** Amount in minor units. */
  amountMinor: z.number(),
  /** ISO 4217 currency. */
  currency: z.string(),
});

const interval = z.object({ open: z.string(), close: z.string() });

export const branchSchema = z.object({
  /** Branch id. */
  id: z.number(),
  /** Display name. */
  name: z.string(),
  /** airport, railway or downtown. */
  kind: z.string(),
  /** Postal address. */
  address: z.object({ street: z.string(), postcode: z.string(), city: z.string(), countryCode: z.string() }),
  /** Opening hours per weekday (mon..sun); empty = closed. */
  openingHours: z.record(z.string(), z.array(interval)),
  /** Recurring closed days 'MM-DD'. */
  closedDates: z.array(z.string()),
  /** Vehicle types rented here. */
  vehicleTypes: z.array(z.string()),
  /** Phone of the branch. */
  phone: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

export const stationsSchema = z.object({ stations: z.array(branchSchema) });
export const stationSchema = z.object({ station: branchSchema });

export const suggestionSchema = z.object({
  /** 'city' groups branches of a city; 'branch' is one branch. */
  type: z.enum(['city', 'branch']),
  /** Text to show. */
  label: z.string(),
  /** City. */
  city: z.string(),
  /** Country code. */
  countryCode: z.string(),
  /** Branch id (branch suggestions). */
  branchId: z.optional(z.number()),
  /** airport, railway or downtown (branch suggestions). */
  kind: z.optional(z.string()),
  /** Branches in the city (city suggestions). */
  branchCount: z.optional(z.number()),
  /** Centre for a map or a nearby search. */
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const geosuggestSchema = z.object({ suggestions: z.array(suggestionSchema) });

export const geoipSchema = z.object({
  countryCode: z.string(),
  market: z.object({ countryCode: z.string() }),
});

export const vehicleGroupSchema = z.object({
  /** ACRISS-style code. */
  code: z.string(),
  /** car, van or truck. */
  vehicleType: z.string(),
  /** P car, L truck, F special (spec §3). */
  categoryCode: z.string(),
  /** Body style, e.g. suv. */
  bodyStyle: z.string(),
  /** Example model, 'VW Golf or similar'. */
  model: z.string(),
  seats: z.number(),
  doors: z.number(),
  /** Suitcases. */
  bags: z.number(),
  /** manual or automatic. */
  transmission: z.string(),
  /** petrol, diesel, electric or hybrid. */
  fuel: z.string(),
  /** Payload in kg (vans and trucks). */
  payloadKg: z.nullable(z.number()),
  /** Loading space in m³ (vans and trucks). */
  loadingSpaceM3: z.nullable(z.number()),
  /** Minimum driver age. */
  minDriverAge: z.number(),
});
export type VehicleGroup = z.infer<typeof vehicleGroupSchema>;

export const offerSchema = z.object({
  /** Opaque id to configure and book. */
  id: z.string(),
  group: vehicleGroupSchema,
  /** Rental days charged. */
  days: z.number(),
  price: z.object({ perDay: money, total: money }),
  /** Kilometres included per day; null = unlimited. */
  includedKmPerDay: z.nullable(z.number()),
});
export type Offer = z.infer<typeof offerSchema>;

export const offersSchema = z.object({
  pickupBranch: branchSchema,
  returnBranch: branchSchema,
  days: z.number(),
  offers: z.array(offerSchema),
});
export type OffersResult = z.infer<typeof offersSchema>;

export const addonSchema = z.object({
  /** Code to book it. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.object({ perDay: money, total: money }),
  /** Deductible (protections). */
  deductible: z.nullable(money),
  /** Included in the base price. */
  included: z.boolean(),
});
export type Addon = z.infer<typeof addonSchema>;

export const configurationSchema = z.object({
  offer: offerSchema,
  protections: z.array(addonSchema),
  extras: z.array(addonSchema),
});
export type Configuration = z.infer<typeof configurationSchema>;

export const addressTemplateSchema = z.object({
  countryCode: z.string(),
  /** Lines of field names (street, postcode, city, region, country). */
  lines: z.array(z.array(z.string())),
  fields: z.array(
    z.object({
      name: z.string(),
      required: z.boolean(),
      maxLength: z.number(),
      pattern: z.nullable(z.string()),
    }),
  ),
  postcodeExample: z.nullable(z.string()),
  /** Dialling prefix, e.g. '+49'. */
  phonePrefix: z.string(),
});
export type AddressTemplate = z.infer<typeof addressTemplateSchema>;

export const reservationSchema = z.object({
  /** 10-digit reservation number. */
  reservationNumber: z.string(),
  status: z.string(),
  pickup: z.object({ branch: branchSchema, at: z.string() }),
  return: z.object({ branch: branchSchema, at: z.string() }),
  group: vehicleGroupSchema,
  days: z.number(),
  protectionCode: z.string(),
  extras: z.array(z.object({ code: z.string(), quantity: z.number() })),
  /** Total to pay at pickup. */
  total: money,
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const createReservationSchema = z.object({ reservation: reservationSchema });
