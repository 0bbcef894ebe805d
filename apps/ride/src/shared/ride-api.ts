// The ride API calls (issue 18 contract: /v1/ride/quotes, /rides, /rides/{id}, /cancel, /receipt and the
// event stream). Until the generated client has the /v1/ride paths, they go through this one small
// wrapper with the client's headers (Accept-Language, x-tenant-id, same-origin cookie), its timeout and
// its ApiError; the places, the session and the sign-in already use the generated client.
import { ApiError, type ApiTarget, defaultTimeoutMs } from '@rental/api-client';
import type { Quote, QuoteRequest, Receipt, Ride, VehicleClass } from './ride-types.ts';

/** Which rides the list asks for: upcoming (soonest first), past (newest first) or all. */
export type RideScope = 'upcoming' | 'past' | 'all';

export type RideApi = ReturnType<typeof createRideApi>;

export function createRideApi(target: ApiTarget, timeoutMs = defaultTimeoutMs) {
  const base = target.apiBaseUrl.replace(/\/+$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signals = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'accept-language': target.acceptLanguage,
          'x-tenant-id': target.tenantId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: signals,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(0, 'timeout', `${path} did not answer in ${timeoutMs} ms`);
      throw new ApiError(0, 'network', `${path} could not be reached: ${String(error)}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw ApiError.fromResponse(response, json);
    if (json === undefined || json === null)
      throw new ApiError(
        response.status,
        'invalid_response',
        `${path} answered without a body`,
        {},
        'invalid-answer',
      );
    return json as T;
  }
  const ride = (id: string) => `/v1/ride/rides/${encodeURIComponent(id)}`;
  return {
    quote: (body: QuoteRequest, signal?: AbortSignal) => call<Quote>('POST', '/v1/ride/quotes', body, signal),
    book: (body: { quoteId: string; vehicleClass: VehicleClass; promoCode?: string }) =>
      call<{ ride: Ride }>('POST', '/v1/ride/rides', body).then((r) => r.ride),
    rides: (scope: RideScope, signal?: AbortSignal) =>
      call<{ rides: Ride[] }>('GET', `/v1/ride/rides?scope=${scope}`, undefined, signal).then((r) => r.rides),
    ride: (id: string, signal?: AbortSignal) =>
      call<{ ride: Ride }>('GET', ride(id), undefined, signal).then((r) => r.ride),
    cancel: (id: string) => call<{ ride: Ride }>('POST', `${ride(id)}/cancel`, {}).then((r) => r.ride),
    receipt: (id: string, signal?: AbortSignal) =>
      call<{ receipt: Receipt }>('GET', `${ride(id)}/receipt`, undefined, signal).then((r) => r.receipt),
    /** The ride's event stream (EventSource; same origin, so the session cookie goes with it). */
    eventsUrl: (id: string) => `${base}${ride(id)}/events`,
  };
}
