// The check-in's API calls (issue 22), through the one typed client: the booking's check-in, the driver's
// details, the deposit through the payment provider and the result of its session. Types are the
// generated ones of the API's OpenAPI document.
import { type ApiClient, dataOf, type Schemas } from '@rental/api-client';

/** The check-in of a booking. */
export type CheckIn = Schemas['CheckIn'];
/** The body of PUT /v1/bookings/{number}/check-in/details. */
export type DetailsBody = Schemas['CheckInDetailsInputInput'];

const path = (number: string) => ({ params: { path: { number } } });

export function readCheckIn(api: ApiClient, number: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/bookings/{number}/check-in', { ...path(number), signal }));
}

export function saveDetails(api: ApiClient, number: string, body: DetailsBody) {
  return dataOf(api.PUT('/v1/bookings/{number}/check-in/details', { ...path(number), body }));
}

export function startDeposit(api: ApiClient, number: string, returnUrl: string) {
  return dataOf(api.POST('/v1/bookings/{number}/check-in/deposit', { ...path(number), body: { returnUrl } }));
}

export function readSession(api: ApiClient, sessionId: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/payments/sessions/{sessionId}', { params: { path: { sessionId } }, signal }));
}
