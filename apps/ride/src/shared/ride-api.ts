// The ride calls (issue 18: /v1/ride/quotes, /rides, /rides/{id}, /cancel, /receipt) on the generated API
// client, in the page's market; failures are the client's ApiError. The live status is an EventSource on
// `eventsUrl` (same origin, so the session cookie goes with it).
import { type ApiClient, dataOf } from '@rental/api-client';
import type { BookRequest, QuoteRequest, RideScope } from './ride-types.ts';

export type RideApi = ReturnType<typeof createRideApi>;

interface Target {
  /** Base of the API on the page's own origin, e.g. '/api'. */
  apiBaseUrl: string;
  /** ISO country of the market, e.g. 'DE' (the quote's market). */
  country: string;
}

export function createRideApi(api: ApiClient, target: Target) {
  const base = target.apiBaseUrl.replace(/\/+$/, '');
  const query = /^[A-Za-z]{2}$/.test(target.country) ? { countryCode: target.country.toUpperCase() } : {};
  const ride = (rideId: string) => ({ params: { path: { rideId } } });
  return {
    quote: (body: QuoteRequest, signal?: AbortSignal) =>
      dataOf(api.POST('/v1/ride/quotes', { params: { query }, body, signal })),
    book: (body: BookRequest) => dataOf(api.POST('/v1/ride/rides', { body })).then((r) => r.ride),
    rides: (scope: RideScope, signal?: AbortSignal) =>
      dataOf(api.GET('/v1/ride/rides', { params: { query: { scope } }, signal })).then((r) => r.rides),
    ride: (id: string, signal?: AbortSignal) =>
      dataOf(api.GET('/v1/ride/rides/{rideId}', { ...ride(id), signal })).then((r) => r.ride),
    cancel: (id: string) => dataOf(api.POST('/v1/ride/rides/{rideId}/cancel', ride(id))).then((r) => r.ride),
    receipt: (id: string, signal?: AbortSignal) =>
      dataOf(api.GET('/v1/ride/rides/{rideId}/receipt', { ...ride(id), signal })).then((r) => r.receipt),
    /** The ride's event stream: `ride` events whose data is the Ride. */
    eventsUrl: (id: string) => `${base}/v1/ride/rides/${encodeURIComponent(id)}/events`,
  };
}
