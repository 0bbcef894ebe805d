// The API calls of the check-in and check-out views that both need (issue 22), through the one typed
// client: whether a visitor is signed in, adding a guest booking to the account, the booking's vehicle
// with its known damages, a damage report, and a photo upload (ADR 018: the file as the raw body).
// Types are the generated ones of the API's OpenAPI document.
import { type ApiClient, ApiError, dataOf, type paths, type Schemas } from '@rental/api-client';
import type { AppContext } from '@rental/remote-apps/react';

/** One damage case of a vehicle. */
export type Damage = Schemas['Damage'];

const path = (number: string) => ({ params: { path: { number } } });

export function readSignedIn(api: ApiClient, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/auth/session', { signal })).then((session) => session.signedIn);
}

/** Adds a booking made as a guest to the signed-in customer's account (201 added, 200 already there). */
export function addBooking(api: ApiClient, reservationNumber: string, lastName: string) {
  return dataOf(api.POST('/v2/users/me/bookings', { body: { reservationNumber, lastName } }));
}

export function readVehicle(api: ApiClient, number: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/bookings/{number}/vehicle', { ...path(number), signal }));
}

/** The damages reported during a booking (by the customer at check-in or check-out, or by the branch). */
export function readReportedDamages(api: ApiClient, number: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/bookings/{number}/damages', { ...path(number), signal }));
}

/** A new damage's report (201; the same clientId again answers the same damage: offline retries). */
export function reportDamage(api: ApiClient, number: string, body: DamageReportBody) {
  return dataOf(api.POST('/v1/bookings/{number}/damages', { ...path(number), body }));
}

/** A damage report as POST /v1/bookings/{number}/damages takes it. */
export type DamageReportBody =
  paths['/v1/bookings/{number}/damages']['post']['requestBody']['content']['application/json'];

/**
 * A photo as the raw request body (ADR 018), sent with fetch itself: the typed client would serialise the
 * body. Answers the upload's id.
 */
export async function uploadPhoto(context: AppContext, photo: Blob, fileName: string): Promise<string> {
  const url = new URL(`${context.apiBaseUrl.replace(/\/$/, '')}/v1/uploads`, location.href);
  url.searchParams.set('fileName', fileName.slice(0, 200));
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: photo,
      credentials: 'same-origin',
      headers: {
        'content-type': photo.type || 'application/octet-stream',
        accept: 'application/json',
        'accept-language': context.acceptLanguage,
        'x-tenant-id': context.tenantId,
      },
    });
  } catch (error) {
    throw new ApiError(0, 'network', `${url.href} could not be reached: ${String(error)}`);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw ApiError.fromResponse(response, answer);
  const id = (answer as { upload?: { id?: unknown } } | null)?.upload?.id;
  if (typeof id !== 'string') throw ApiError.fromResponse(response, answer);
  return id;
}

/** A photo's address: the API sends it relative to the API ('/v1/bookings/…/photos/{id}'). */
export function apiAddress(context: AppContext, path: string): string {
  return `${context.apiBaseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
