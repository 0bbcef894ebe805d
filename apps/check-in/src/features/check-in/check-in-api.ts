// The check-in's API calls (issue 22): the booking's check-in, the driver's details, the deposit through
// the payment provider and the result of its session, and the damages reported during this booking.
// CONTRACT-TYPES: the shapes below follow contract22 until the generated client has the API's schemas.
import { type ApiClient, dataOf } from '@rental/api-client';
import { type Damage, type Money, untyped } from '../../shared/booking-api.ts';

export interface CheckIn {
  reservationNumber: string;
  status: 'not-started' | 'in-progress' | 'awaiting-deposit' | 'completed';
  available: boolean;
  unavailableReason: 'cancelled' | 'picked-up' | 'too-late' | null;
  pickupAt: string;
  returnAt: string;
  driver: { firstName: string; lastName: string; email: string; phone: string; dateOfBirth: string | null };
  licence: {
    numberLast4: string;
    country: string;
    issuedOn: string;
    expiresOn: string;
    frontUploadId: string;
    backUploadId: string;
  } | null;
  identity: {
    type: 'passport' | 'national-id';
    numberLast4: string;
    country: string;
    expiresOn: string;
    uploadId: string;
  } | null;
  additionalDrivers: Array<{
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    licenceNumberLast4: string;
    licenceCountry: string;
    licenceIssuedOn: string;
    licenceExpiresOn: string;
  }>;
  deposit: {
    amount: Money;
    status: 'not-started' | 'pending' | 'authorised' | 'at-pickup' | 'released' | 'captured' | 'refused';
    card: { brand: string; last4: string } | null;
    refusalMessage: string | null;
  };
  pickupCode: { code: string; qr: { size: number; rows: string[] } } | null;
  completedAt: string | null;
  pickedUpAt: string | null;
}

export interface DetailsBody {
  dateOfBirth: string;
  licence: {
    number: string;
    country: string;
    issuedOn: string;
    expiresOn: string;
    frontUploadId: string;
    backUploadId: string;
  };
  identity: {
    type: 'passport' | 'national-id';
    number: string;
    country: string;
    expiresOn: string;
    uploadId: string;
  };
  additionalDrivers: Array<{
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    licenceNumber: string;
    licenceCountry: string;
    licenceIssuedOn: string;
    licenceExpiresOn: string;
  }>;
}

const path = (number: string) => ({ params: { path: { number } } });

export function readCheckIn(api: ApiClient, number: string, signal?: AbortSignal) {
  return dataOf(untyped(api).GET('/v1/bookings/{number}/check-in', { ...path(number), signal })) as Promise<{
    checkIn: CheckIn;
  }>;
}

export function saveDetails(api: ApiClient, number: string, body: DetailsBody) {
  return dataOf(
    untyped(api).PUT('/v1/bookings/{number}/check-in/details', { ...path(number), body }),
  ) as Promise<{
    checkIn: CheckIn;
  }>;
}

export function startDeposit(api: ApiClient, number: string, returnUrl: string) {
  return dataOf(
    untyped(api).POST('/v1/bookings/{number}/check-in/deposit', { ...path(number), body: { returnUrl } }),
  ) as Promise<{ redirectUrl: string | null; checkIn: CheckIn }>;
}

export function readSession(api: ApiClient, sessionId: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/payments/sessions/{sessionId}', { params: { path: { sessionId } }, signal }));
}

export function readReportedDamages(api: ApiClient, number: string, signal?: AbortSignal) {
  return dataOf(untyped(api).GET('/v1/bookings/{number}/damages', { ...path(number), signal })) as Promise<{
    damages: Damage[];
  }>;
}
