// The ride API's shapes (/work ride contract of issue 18), written here only until the API's OpenAPI
// document has the /v1/ride paths: then these names become aliases of the generated `Schemas` and
// nothing else in the app changes.
import type { MinorAmount } from '@rental/markets/formatters';

/** Money as the API sends it: `{ amountMinor: 1250, currency: 'EUR' }`. */
export type Money = MinorAmount;

/** A place of a ride: the geosuggest label and its coordinates. */
export interface RidePlace {
  label: string;
  lat: number;
  lng: number;
}

export type VehicleClass = 'economy' | 'business' | 'van';

export type RideStatus =
  | 'scheduled'
  | 'searching'
  | 'driver-assigned'
  | 'on-the-way'
  | 'arrived'
  | 'on-board'
  | 'finished'
  | 'cancelled';

/** POST /v1/ride/quotes body; `pickupAt` null = now, else the market's local 'YYYY-MM-DDTHH:mm'. */
export interface QuoteRequest {
  pickup: RidePlace;
  destination: RidePlace;
  pickupAt: string | null;
  passengers: number;
  luggage: number;
  promoCode?: string;
}

export interface RideOption {
  vehicleClass: VehicleClass;
  price: Money;
  discount: Money | null;
  total: Money;
  seats: number;
  bags: number;
  available: boolean;
  unavailableReason?: string;
}

export type PromoStatus = 'applied' | 'unknown' | 'used' | 'sign-in-required';

export interface PromoResult {
  code: string;
  status: PromoStatus;
  message: string;
}

export interface Quote {
  quoteId: string;
  expiresAt: string;
  distanceKm: number;
  durationMinutes: number;
  pickupAt: string | null;
  options: RideOption[];
  promo: PromoResult | null;
}

export interface Driver {
  name: string;
  vehicle: string;
  plate: string;
  rating: number;
}

export interface Ride {
  id: string;
  number: string;
  status: RideStatus;
  vehicleClass: VehicleClass;
  pickup: RidePlace;
  destination: RidePlace;
  pickupAt: string | null;
  bookedAt: string;
  passengers: number;
  luggage: number;
  price: Money;
  discount: Money | null;
  total: Money;
  promoCode: string | null;
  distanceKm: number;
  durationMinutes: number;
  driver: Driver | null;
  position: { lat: number; lng: number } | null;
  etaMinutes: number | null;
  statusAt: string;
  timeline: { status: RideStatus; at: string }[];
  cancellable: boolean;
}

export interface Receipt {
  number: string;
  rideNumber: string;
  issuedAt: string;
  lines: { label: string; amount: Money }[];
  total: Money;
  vat: { rate: number; amount: Money };
  paymentMethod: string;
}

/** Rides that are over: no stream, no cancel. */
export function isOver(status: RideStatus): boolean {
  return status === 'finished' || status === 'cancelled';
}
