// Request and answer schemas of the digital check-in (issue 22): the check-in as the customer sees it
// (numbers only by their last four), the details the customer confirms, the deposit start, and the
// branch's view of a pickup code. The OpenAPI document and the generated client come from these.
import { z } from 'zod';
import { moneySchema } from '../http.ts';
import { english } from '../i18n/translate.ts';
import { returnUrlSchema } from '../payments/schemas.ts';
import { REQUIRED_MESSAGE, requiredText, reservationNumberSchema } from '../validation.ts';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from './pickup-code.ts';

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export const isoDateSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: english('isoDate', {}) })
  // Zod runs the refinement even when the pattern failed: a malformed text is no date.
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    },
    { error: english('isoDate', {}) },
  );

/** An upload's id (POST /v1/uploads). */
const uploadIdSchema = z.uuid({ error: english('invalidFormat', {}) });

/** A document number: 5–20 letters, digits, spaces or dashes; kept in upper case without outer spaces. */
const documentNumberSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9 -]{5,20}$/, { error: english('documentNumberFormat', {}) })
  .transform((v) => v.toUpperCase());

/** A country as two letters (upper-cased); whether it is an assigned ISO code is a rule (`invalid_country`). */
const countrySchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: english('countryCode', {}) })
  .transform((v) => v.toUpperCase());

/** The check-in's state. */
export const checkInStatusSchema = z
  .enum(['not-started', 'in-progress', 'awaiting-deposit', 'completed'])
  .meta({ id: 'CheckInStatus' });

/** How the deposit stands. */
export const depositStatusSchema = z
  .enum(['not-started', 'pending', 'authorised', 'at-pickup', 'released', 'captured', 'refused'])
  .meta({ id: 'DepositStatus' });

/** A QR code as rows of modules. */
export const qrSchema = z
  .object({
    /** Modules per side (21 for version 1). */
    size: z.number().int(),
    /** `size` strings of `size` characters: '1' a dark module, '0' a light one; no quiet zone. */
    rows: z.array(z.string()),
  })
  .meta({ id: 'QrCode' });

/** The online check-in of a booking, as its customer sees it. */
export const checkInSchema = z
  .object({
    /** The booking's number, 10 digits. */
    reservationNumber: z.string(),
    /**
     * not-started (nothing given yet), in-progress (reserved: not answered by this version, details are
     * saved at once), awaiting-deposit (details given, the deposit to authorise) or completed.
     */
    status: checkInStatusSchema,
    /**
     * Check-in is possible for a confirmed booking from its creation until the pickup time (branch-local);
     * false with the reason otherwise (cancelled, past pickup, already picked up).
     */
    available: z.boolean(),
    /** Why it is not available: cancelled, picked-up or too-late; null when available. */
    unavailableReason: z.enum(['cancelled', 'picked-up', 'too-late']).nullable(),
    /** Pickup, branch-local YYYY-MM-DDTHH:mm (as on the booking). */
    pickupAt: z.string(),
    /** Return, branch-local YYYY-MM-DDTHH:mm. */
    returnAt: z.string(),
    /** The main driver as booked (empty strings once anonymised). */
    driver: z.object({
      /** First name. */
      firstName: z.string(),
      /** Last name. */
      lastName: z.string(),
      /** E-mail address. */
      email: z.string(),
      /** Phone with country prefix. */
      phone: z.string(),
      /** Date of birth YYYY-MM-DD: as confirmed at check-in, else as booked; null when unknown. */
      dateOfBirth: z.string().nullable(),
    }),
    /** The driving licence given, or null before the details. */
    licence: z
      .object({
        /** The last four characters of its number. */
        numberLast4: z.string(),
        /** Issuing country, ISO 3166-1 alpha-2. */
        country: z.string(),
        /** Issue date YYYY-MM-DD. */
        issuedOn: z.string(),
        /** Expiry date YYYY-MM-DD. */
        expiresOn: z.string(),
        /** The photo of its front (an upload of the customer). */
        frontUploadId: z.string(),
        /** The photo of its back. */
        backUploadId: z.string(),
      })
      .nullable(),
    /** The identity document given, or null before the details. */
    identity: z
      .object({
        /** passport or national-id. */
        type: z.enum(['passport', 'national-id']),
        /** The last four characters of its number. */
        numberLast4: z.string(),
        /** Issuing country, ISO 3166-1 alpha-2. */
        country: z.string(),
        /** Expiry date YYYY-MM-DD. */
        expiresOn: z.string(),
        /** The photo of the document. */
        uploadId: z.string(),
      })
      .nullable(),
    /** Additional drivers with their licences (numbers by their last four). */
    additionalDrivers: z.array(
      z.object({
        /** First name. */
        firstName: z.string(),
        /** Last name. */
        lastName: z.string(),
        /** Date of birth YYYY-MM-DD. */
        dateOfBirth: z.string(),
        /** The last four characters of the licence number. */
        licenceNumberLast4: z.string(),
        /** Issuing country of the licence. */
        licenceCountry: z.string(),
        /** Licence issue date. */
        licenceIssuedOn: z.string(),
        /** Licence expiry date. */
        licenceExpiresOn: z.string(),
      }),
    ),
    /** The deposit held on a card (authorised, captured only for a damage or charge after the rental). */
    deposit: z.object({
      /** The amount, by the vehicle group (check-in/deposit.ts), in the booking's currency. */
      amount: moneySchema,
      /**
       * not-started, pending (on the provider's page), authorised, at-pickup (taken at the counter: no
       * online payment), released, captured, or refused (see refusalMessage; try again).
       */
      status: depositStatusSchema,
      /** The card it is held on, once authorised. */
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      /** Why the card was refused, in the request's language; null unless refused. */
      refusalMessage: z.string().nullable(),
    }),
    /** The code to show at the branch, once completed: as text and as a QR code encoding the same text. */
    pickupCode: z
      .object({
        /** 8 characters of 23456789ABCDEFGHJKMNPQRSTVWXYZ, e.g. K7M2QX9B. */
        code: z.string(),
        /** The QR code of `code`. */
        qr: qrSchema,
      })
      .nullable(),
    /** When the check-in was completed (ISO 8601). */
    completedAt: z.string().nullable(),
    /** When the branch handed the vehicle over (ISO 8601). */
    pickedUpAt: z.string().nullable(),
  })
  .meta({ id: 'CheckIn' });

/** A driving licence as the customer types it. */
const licenceInputSchema = z
  .object({
    /** The licence number as printed: 5–20 letters, digits, spaces or dashes. */
    number: documentNumberSchema,
    /** Issuing country, ISO 3166-1 alpha-2, e.g. DE. */
    country: countrySchema,
    /** Issue date YYYY-MM-DD (at least a year before pickup, not in the future). */
    issuedOn: isoDateSchema,
    /** Expiry date YYYY-MM-DD (on or after the return day). */
    expiresOn: isoDateSchema,
    /** Photo of the front: an image upload (POST /v1/uploads) of the customer. */
    frontUploadId: uploadIdSchema,
    /** Photo of the back. */
    backUploadId: uploadIdSchema,
  })
  .meta({ id: 'CheckInLicenceInput' });

/** The identity document as the customer types it. */
const identityInputSchema = z
  .object({
    /** passport or national-id. */
    type: z.enum(['passport', 'national-id'], {
      error: english('oneOf', { values: 'passport, national-id' }),
    }),
    /** The document number: 5–20 letters, digits, spaces or dashes. */
    number: documentNumberSchema,
    /** Issuing country, ISO 3166-1 alpha-2. */
    country: countrySchema,
    /** Expiry date YYYY-MM-DD (on or after the return day). */
    expiresOn: isoDateSchema,
    /** Photo of the document: an image upload of the customer. */
    uploadId: uploadIdSchema,
  })
  .meta({ id: 'CheckInIdentityInput' });

/** An additional driver with their licence. */
const additionalDriverInputSchema = z
  .object({
    /** First name, max 50. */
    firstName: requiredText(50),
    /** Last name, max 50. */
    lastName: requiredText(50),
    /** Date of birth YYYY-MM-DD (18 or older at pickup). */
    dateOfBirth: isoDateSchema,
    /** Licence number: 5–20 letters, digits, spaces or dashes. */
    licenceNumber: documentNumberSchema,
    /** Licence's issuing country, ISO 3166-1 alpha-2. */
    licenceCountry: countrySchema,
    /** Licence issue date YYYY-MM-DD. */
    licenceIssuedOn: isoDateSchema,
    /** Licence expiry date YYYY-MM-DD. */
    licenceExpiresOn: isoDateSchema,
  })
  .meta({ id: 'CheckInAdditionalDriverInput' });

/** The details of PUT …/check-in/details. */
export const checkInDetailsBodySchema = z
  .object({
    /** The main driver's date of birth YYYY-MM-DD (18 or older at pickup). */
    dateOfBirth: isoDateSchema,
    /** The main driver's driving licence. */
    licence: licenceInputSchema,
    /** The main driver's identity document. */
    identity: identityInputSchema,
    /** Up to 3 additional drivers (default none). */
    additionalDrivers: z
      .array(additionalDriverInputSchema)
      .max(3, { error: english('maxItems', { max: 3 }) })
      .default([]),
  })
  .meta({ id: 'CheckInDetailsInput' });
export type CheckInDetailsBody = z.infer<typeof checkInDetailsBodySchema>;

/** The body of POST …/check-in/deposit. */
export const depositBodySchema = z
  .object({
    /** Where the provider sends the customer back: the check-in page of our site (http(s)). */
    returnUrl: returnUrlSchema,
  })
  .meta({ id: 'CheckInDepositInput' });

/** The answer of POST …/check-in/deposit. */
export const depositStartSchema = z
  .object({
    /** The provider's page to send the browser to; null when the deposit is taken at pickup (check-in completed). */
    redirectUrl: z.string().nullable(),
    /** The check-in as it is now. */
    checkIn: checkInSchema,
  })
  .meta({ id: 'CheckInDepositStart' });

/** A booking number in the path. */
export const bookingNumberParams = z.object({
  /** Reservation number, 10 digits. */
  number: reservationNumberSchema,
});

/** A pickup code in the path (upper or lower case). */
export const pickupCodeParams = z.object({
  /** The 8-character pickup code, e.g. K7M2QX9B. */
  code: z
    .string()
    .regex(
      new RegExp(`^[${PICKUP_CODE_ALPHABET}${PICKUP_CODE_ALPHABET.toLowerCase()}]{${PICKUP_CODE_LENGTH}}$`),
      {
        error: english('invalidFormat', {}),
      },
    )
    .transform((v) => v.toUpperCase()),
});

/** What the branch's scanner reads for a pickup code. */
export const pickupCodeViewSchema = z
  .object({
    /** The booking's number. */
    reservationNumber: z.string(),
    /** The main driver's name, to compare with the licence. */
    driver: z.object({ firstName: z.string(), lastName: z.string() }),
    /** The booked vehicle group, e.g. CDMR. */
    groupCode: z.string(),
    /** Pickup, branch-local YYYY-MM-DDTHH:mm. */
    pickupAt: z.string(),
    /** The pickup branch's id. */
    branchId: z.number().int(),
    /** The licence checked online: its country and expiry. */
    licence: z.object({ country: z.string(), expiresOn: z.string() }),
    /** The deposit: its status and amount (at-pickup: take it at the counter). */
    deposit: z.object({ status: depositStatusSchema, amount: moneySchema }),
    /** When the vehicle was handed over (ISO 8601), if it was. */
    pickedUpAt: z.string().nullable(),
  })
  .meta({ id: 'PickupCodeCheckIn' });

/** The answer of the branch's pickup. */
export const pickupResultSchema = z
  .object({
    /** The booking's number. */
    reservationNumber: z.string(),
    /** When the vehicle was handed over (ISO 8601; the first time when recorded again). */
    pickedUpAt: z.string(),
  })
  .meta({ id: 'PickupResult' });
