// The ride API's shapes (issue 18), named from the generated contract (@rental/api-client): never
// written again by hand, so an API change that breaks the app fails its type-check.
import type { paths, Schemas } from '@rental/api-client';

/** Money as the API sends it: `{ amountMinor: 1250, currency: 'EUR' }`. */
export type Money = Schemas['Money'];
/** A place of a ride: the geosuggest label and its coordinates. */
export type RidePlace = Schemas['RidePlace'];
export type Ride = Schemas['Ride'];
export type RideStatus = Ride['status'];
export type VehicleClass = Ride['vehicleClass'];
export type Quote = Schemas['RideQuote'];
export type RideOption = Quote['options'][number];
export type PromoResult = NonNullable<Quote['promo']>;
export type PromoStatus = PromoResult['status'];
export type Receipt = Schemas['RideReceipt'];
/** POST /v1/ride/quotes body; `pickupAt` null = now, else the market's local 'YYYY-MM-DDTHH:mm'. */
export type QuoteRequest = paths['/v1/ride/quotes']['post']['requestBody']['content']['application/json'];
/** POST /v1/ride/rides body. */
export type BookRequest = paths['/v1/ride/rides']['post']['requestBody']['content']['application/json'];
/** Which rides the list asks for: upcoming (soonest first), past (newest first) or all. */
export type RideScope = NonNullable<
  NonNullable<paths['/v1/ride/rides']['get']['parameters']['query']>['scope']
>;

/** Rides that are over: no stream, no cancel. */
export function isOver(status: RideStatus): boolean {
  return status === 'finished' || status === 'cancelled';
}
