// The check-out's API calls (issue 22), through the one typed client: the booking's check-out (vehicle,
// return branch, level at pickup, the result once returned), a photo upload (the raw body, ADR 018), a
// damage report and the check-out itself, each with our clientId so a retry after a lost answer gets the
// same result. The outbox (outbox.ts) sends through `apiTransport`; tests give it a stand-in.
import { type ApiClient, dataOf, type Schemas } from '@rental/api-client';
import type { DamageArea, DamageKind } from '../../shared/damages/index.ts';

/** The return of a booking as the API shows it. */
export type CheckOut = Schemas['CheckOut'];
/** The result of a completed check-out. */
export type CheckOutDone = NonNullable<CheckOut['result']>;

/** A damage report as the API takes it. */
export interface DamageReport {
  clientId: string;
  area: DamageArea;
  kind: DamageKind;
  description: string;
  photoUploadIds: string[];
}

/** The check-out as the API takes it. */
export interface CheckOutBody {
  clientId: string;
  odometer: number;
  levelPercent: number;
  returnBranchId: number;
  photos: { front: string; rear: string; left: string; right: string };
  damageIds: string[];
}

/** What the outbox sends through. */
export interface Transport {
  /** Uploads a photo; its upload id. */
  upload(photo: Blob, fileName: string): Promise<string>;
  /** Reports a damage of the booking; its id. */
  reportDamage(number: string, report: DamageReport): Promise<string>;
  /** Returns the car; the check-out with its result. */
  checkOut(number: string, body: CheckOutBody): Promise<CheckOut>;
}

export function readCheckOut(api: ApiClient, number: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/bookings/{number}/check-out', { params: { path: { number } }, signal })).then(
    (answer) => answer.checkOut,
  );
}

/** The outbox's transport over the API client. */
export function apiTransport(api: ApiClient): Transport {
  return {
    async upload(photo, fileName) {
      const answer = await dataOf(
        api.POST('/v1/uploads', {
          params: { query: { fileName } },
          // The photo is the raw body (ADR 018); the client passes anything but text on as its bytes.
          body: photo as unknown as string,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { 'content-type': photo.type || 'application/octet-stream' },
        }),
      );
      return answer.upload.id;
    },
    async reportDamage(number, report) {
      const answer = await dataOf(
        api.POST('/v1/bookings/{number}/damages', {
          params: { path: { number } },
          body: { ...report, stage: 'check-out' },
        }),
      );
      return answer.damage.id;
    },
    async checkOut(number, body) {
      const answer = await dataOf(
        api.POST('/v1/bookings/{number}/check-out', { params: { path: { number } }, body }),
      );
      return answer.checkOut;
    },
  };
}
