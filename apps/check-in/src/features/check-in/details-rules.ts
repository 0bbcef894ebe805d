// The details step's form (issue 22): the driver's date of birth, driving licence, identity document and
// additional drivers as typed (dates in the market's pattern, spec §9), what the form checks itself (each
// answer's shape: required, a real date, a number of 5–20 letters or digits, no date of issue in the future
// and no expiry in the past, which also keeps the expiry after the issue), the
// body of PUT /v1/bookings/{number}/check-in/details, and where the API's refusal of a field shows. The
// rules that depend on the booking (a licence valid until the return, held a year, the driver's age) are
// the API's: it answers them on their field in the page's language, and the form shows that message.
import { formatDay, isDay, parseDay } from '@rental/markets/formatters';
import * as z from 'zod/mini';
import type { CheckIn, DetailsBody } from './check-in-api.ts';

/** Additional drivers a booking may name (the API's limit). */
export const MAX_ADDITIONAL_DRIVERS = 3;

export interface DetailsMessages {
  required: string;
  invalidDate: string;
  documentNumber: string;
  issuedInFuture: string;
  expired: string;
  nameLong: string;
}

const DOCUMENT_NUMBER = /^[A-Za-z0-9 -]{5,20}$/;

/** The photos of the step, by the API field that names their upload. */
export const PHOTO_FIELDS = {
  licenceFront: 'licence.frontUploadId',
  licenceBack: 'licence.backUploadId',
  identity: 'identity.uploadId',
} as const;
export type PhotoKey = keyof typeof PHOTO_FIELDS;

/** The form's schema; `pattern` is the market's numeric date pattern ('DD.MM.YYYY'), `today` 'YYYY-MM-DD'. */
export function detailsSchema(pattern: string, m: DetailsMessages, today: string) {
  const required = z.string().check(z.refine((v) => v.trim() !== '', { error: m.required }));
  const day = z.string().check(
    z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
    z.refine((v) => parseDay(v, pattern) !== null, { error: m.invalidDate }),
  );
  const pastDay = day.check(
    z.refine((v) => (parseDay(v, pattern) ?? '') <= today, { error: m.issuedInFuture }),
  );
  const futureDay = day.check(
    z.refine((v) => (parseDay(v, pattern) ?? '9999') >= today, { error: m.expired }),
  );
  const documentNumber = z.string().check(
    z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
    z.refine((v) => DOCUMENT_NUMBER.test(v.trim()), { error: m.documentNumber }),
  );
  const name = z.string().check(
    z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
    z.refine((v) => v.trim().length <= 100, { error: m.nameLong }),
  );
  return z.object({
    /** The main driver's date of birth. */
    dateOfBirth: pastDay,
    licence: z.object({
      /** The licence number as printed (5–20 letters, digits, spaces or dashes). */
      number: documentNumber,
      /** Issuing country, ISO alpha-2. */
      country: required,
      /** Date of issue (not in the future). */
      issuedOn: pastDay,
      /** Expiry date. */
      expiresOn: futureDay,
    }),
    identity: z.object({
      /** Passport or national identity card. */
      type: z.string().check(z.refine((v) => v === 'passport' || v === 'national-id', { error: m.required })),
      /** The document's number (5–20 letters, digits, spaces or dashes). */
      number: documentNumber,
      /** Issuing country, ISO alpha-2. */
      country: required,
      /** Expiry date. */
      expiresOn: futureDay,
    }),
    additionalDrivers: z.array(
      z.object({
        firstName: name,
        lastName: name,
        dateOfBirth: pastDay,
        licenceNumber: documentNumber,
        licenceCountry: required,
        licenceIssuedOn: pastDay,
        licenceExpiresOn: futureDay,
      }),
    ),
  });
}

export type DetailsValues = z.infer<ReturnType<typeof detailsSchema>>;
export type DriverValues = DetailsValues['additionalDrivers'][number];

/** An empty additional driver, licensed in `country`. */
export const emptyDriver = (country: string): DriverValues => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  licenceNumber: '',
  licenceCountry: country,
  licenceIssuedOn: '',
  licenceExpiresOn: '',
});

/**
 * The form's first values: what the check-in already holds (dates in the market's pattern; the numbers are
 * only known by their last four, so they are typed again), else the market's country.
 */
export function valuesOf(checkIn: CheckIn, pattern: string, country: string): DetailsValues {
  const typed = (d: string | null | undefined) => (d && isDay(d) ? formatDay(d, pattern) : '');
  const { licence, identity } = checkIn;
  return {
    dateOfBirth: typed(checkIn.driver.dateOfBirth),
    licence: {
      number: '',
      country: licence?.country ?? country,
      issuedOn: typed(licence?.issuedOn),
      expiresOn: typed(licence?.expiresOn),
    },
    identity: {
      type: identity?.type ?? '',
      number: '',
      country: identity?.country ?? country,
      expiresOn: typed(identity?.expiresOn),
    },
    additionalDrivers: checkIn.additionalDrivers.map((d) => ({
      firstName: d.firstName,
      lastName: d.lastName,
      dateOfBirth: typed(d.dateOfBirth),
      licenceNumber: '',
      licenceCountry: d.licenceCountry,
      licenceIssuedOn: typed(d.licenceIssuedOn),
      licenceExpiresOn: typed(d.licenceExpiresOn),
    })),
  };
}

/** The API's body of valid form values and the photos' upload ids. */
export function bodyOf(v: DetailsValues, pattern: string, uploads: Record<PhotoKey, string>): DetailsBody {
  const day = (typed: string) => parseDay(typed, pattern) ?? '';
  const number = (typed: string) => typed.trim().toUpperCase();
  return {
    dateOfBirth: day(v.dateOfBirth),
    licence: {
      number: number(v.licence.number),
      country: v.licence.country,
      issuedOn: day(v.licence.issuedOn),
      expiresOn: day(v.licence.expiresOn),
      frontUploadId: uploads.licenceFront,
      backUploadId: uploads.licenceBack,
    },
    identity: {
      type: v.identity.type as 'passport' | 'national-id',
      number: number(v.identity.number),
      country: v.identity.country,
      expiresOn: day(v.identity.expiresOn),
      uploadId: uploads.identity,
    },
    additionalDrivers: v.additionalDrivers.map((d) => ({
      firstName: d.firstName.trim(),
      lastName: d.lastName.trim(),
      dateOfBirth: day(d.dateOfBirth),
      licenceNumber: number(d.licenceNumber),
      licenceCountry: d.licenceCountry,
      licenceIssuedOn: day(d.licenceIssuedOn),
      licenceExpiresOn: day(d.licenceExpiresOn),
    })),
  };
}

const FORM_FIELDS = new Set([
  'dateOfBirth',
  'licence.number',
  'licence.country',
  'licence.issuedOn',
  'licence.expiresOn',
  'identity.type',
  'identity.number',
  'identity.country',
  'identity.expiresOn',
]);
const DRIVER_FIELDS = new Set(Object.keys(emptyDriver('')));

/**
 * Where the API's message for a field path shows: a form field (same path: the form mirrors the body), a
 * photo, or nowhere (null: the step shows the message above the form).
 */
export function placeOf(apiPath: string, drivers: number): { field: string } | { photo: PhotoKey } | null {
  for (const [key, path] of Object.entries(PHOTO_FIELDS))
    if (apiPath === path) return { photo: key as PhotoKey };
  if (FORM_FIELDS.has(apiPath)) return { field: apiPath };
  const driver = /^additionalDrivers\.(\d+)\.([A-Za-z]+)$/.exec(apiPath);
  if (driver && Number(driver[1]) < drivers && DRIVER_FIELDS.has(driver[2]!)) return { field: apiPath };
  return null;
}

/** The control id of a form field's path: 'licence.expiresOn' → 'check-in-licence-expires-on'. */
export function idOf(path: string): string {
  return `check-in-${path.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
