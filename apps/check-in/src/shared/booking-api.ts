// The API calls of the check-in and check-out views that both need (issue 22), through the one typed
// client: whether a visitor is signed in, adding a guest booking to the account, the booking's vehicle
// with its known damages, a damage report, and a photo upload (ADR 018: the file as the raw body).
// CONTRACT-TYPES: the shapes below follow contract22 until the generated client has the API's schemas.
import { type ApiClient, ApiError, dataOf } from '@rental/api-client';
import type { AppContext } from '@rental/remote-apps/react';
import type { DamageArea, DamageKind } from './damages/damage-types.ts';

/** An amount as the API sends it. */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** The vehicle of a booking. */
export interface Vehicle {
  plate: string;
  model: string;
  fuel: 'petrol' | 'diesel' | 'electric';
  odometer: number;
  unit: 'km' | 'mi';
}

/** One damage case of a vehicle. */
export interface Damage {
  id: string;
  area: DamageArea;
  kind: DamageKind;
  description: string;
  photos: Array<{ id: string; url: string }>;
  reportedAt: string;
  reportedBy: 'branch' | 'customer';
  stage: 'before-rental' | 'check-in' | 'check-out' | 'branch';
  reservationNumber: string | null;
  state: 'reported' | 'assessed' | 'settled';
  cost: Money | null;
  explanation: string | null;
  assessedAt: string | null;
  settledAt: string | null;
}

/** A damage report as POST /v1/bookings/{number}/damages takes it. */
export interface DamageReportBody {
  clientId: string;
  stage: 'check-in' | 'check-out';
  area: DamageArea;
  kind: DamageKind;
  description: string;
  photoUploadIds: string[];
}

// The client's paths are generated from the API; these routes arrive with issue 22's API branches.
type Call = Promise<{ data?: unknown; error?: unknown; response: Response }>;
interface Untyped {
  GET(path: string, init: object): Call;
  POST(path: string, init: object): Call;
  PUT(path: string, init: object): Call;
}
export const untyped = (api: ApiClient) => api as unknown as Untyped;

export function readSignedIn(api: ApiClient, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/auth/session', { signal })).then((session) => session.signedIn);
}

/** Adds a booking made as a guest to the signed-in customer's account (201 added, 200 already there). */
export function addBooking(api: ApiClient, reservationNumber: string, lastName: string) {
  return dataOf(api.POST('/v2/users/me/bookings', { body: { reservationNumber, lastName } }));
}

export function readVehicle(api: ApiClient, number: string, signal?: AbortSignal) {
  return dataOf(
    untyped(api).GET('/v1/bookings/{number}/vehicle', { params: { path: { number } }, signal }),
  ) as Promise<{ vehicle: Vehicle; knownDamages: Damage[] }>;
}

export function reportDamage(api: ApiClient, number: string, body: DamageReportBody) {
  return dataOf(
    untyped(api).POST('/v1/bookings/{number}/damages', { params: { path: { number } }, body }),
  ) as Promise<{ damage: Damage }>;
}

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
