// Ride quotes (issue 18 §1, spec §9): a fixed price per vehicle class before booking, from the distance
// between pickup and destination and the trip's expected time, in the market's currency; the first-trip
// code takes 15 of that currency off, never more than the price.
import { rideFirstTripAmount } from '@rental/markets/ride';
import { currencyDigits, eurRates } from '../db/seed/fleet.ts';

export const VEHICLE_CLASSES = ['economy', 'business', 'van'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** A class's capacity and its tariff in EUR (converted with the demo rates). */
export const CLASSES: Record<
  VehicleClass,
  { seats: number; bags: number; base: number; perKm: number; perMinute: number; minimum: number }
> = {
  economy: { seats: 4, bags: 2, base: 3.5, perKm: 1.35, perMinute: 0.3, minimum: 9 },
  business: { seats: 4, bags: 3, base: 6, perKm: 2.1, perMinute: 0.45, minimum: 16 },
  van: { seats: 7, bags: 6, base: 7, perKm: 2.4, perMinute: 0.5, minimum: 19 },
};

/** Roads are longer than the straight line between two points. */
const ROAD_FACTOR = 1.3;
/** Average speed through a city, km/h. */
const AVERAGE_KMH = 32;
/** The longest ride quoted, km by road. */
export const MAX_RIDE_KM = 150;

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The trip by road: distance (one decimal) and minutes (at least 3). */
export function trip(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const distanceKm = Math.round(haversineKm(a, b) * ROAD_FACTOR * 10) / 10;
  const durationMinutes = Math.max(3, Math.round((distanceKm / AVERAGE_KMH) * 60 + 2));
  return { distanceKm, durationMinutes };
}

/** The fixed price of a class for a trip, in minor units of `currency` (whole units: a fare looks like one). */
export function fareMinor(
  vehicleClass: VehicleClass,
  distanceKm: number,
  minutes: number,
  currency: string,
): number {
  const c = CLASSES[vehicleClass];
  const eur = Math.max(c.minimum, c.base + c.perKm * distanceKm + c.perMinute * minutes);
  const major = Math.ceil(eur * (eurRates[currency] ?? 1));
  return major * 10 ** currencyDigits(currency);
}

/** The first-trip discount in minor units of `currency`, at most the price. */
export function firstTripDiscountMinor(priceMinor: number, currency: string): number {
  return Math.min(priceMinor, rideFirstTripAmount * 10 ** currencyDigits(currency));
}

/** spec §9-style VAT rates on passenger transport by country (reduced rates where they apply), percent. */
const VAT_RATES: Record<string, number> = {
  DE: 7,
  AT: 10,
  CH: 8.1,
  FR: 10,
  IT: 10,
  ES: 10,
  PT: 6,
  NL: 9,
  BE: 6,
  LU: 3,
  GB: 0,
  IE: 0,
  DK: 25,
  SE: 6,
  NO: 12,
  FI: 14,
  IS: 0,
  PL: 8,
  HU: 5,
  RO: 9,
  HR: 13,
  SI: 9.5,
  EE: 13,
  LV: 12,
  LT: 9,
  CY: 5,
  MT: 0,
  GR: 13,
  US: 0,
  CA: 13,
  AU: 10,
  NZ: 15,
  AE: 5,
  SA: 15,
  MX: 16,
  BR: 0,
  AR: 21,
  CL: 19,
  CO: 19,
  CR: 13,
  SG: 9,
  MA: 14,
  EG: 14,
  TR: 20,
  GP: 8.5,
  PA: 7,
};

/** The VAT rate (percent) included in a ride's price in `country`; 0 where rides carry none. */
export function vatRate(country: string): number {
  return VAT_RATES[country] ?? 0;
}

/** The VAT included in a gross amount at `rate` percent, in minor units. */
export function includedVat(grossMinor: number, rate: number): number {
  return Math.round(grossMinor - grossMinor / (1 + rate / 100));
}
