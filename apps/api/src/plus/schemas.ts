// Request and answer schemas of the long-term rental ("plus", issue 21): offers, quotes, contracts with
// their documents, acceptances and odometer readings.
import { z } from 'zod';
import { countryCodeSchema, moneySchema } from '../http.ts';
import { english } from '../i18n/translate.ts';
import { agreementCardSchema, openRenewalSchema } from '../payments/agreement-view.ts';
import { REQUIRED_MESSAGE } from '../validation.ts';
import { PLUS_DOCUMENTS } from './documents.ts';
import { PLUS_MONTHS } from './pricing.ts';

export const offerIdSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^[a-z]{2}-[a-z0-9]{2,8}$/, { error: english('offerIdFormat', {}) })
  .describe("The offer's id from GET /v1/plus/offers, e.g. de-cdmr");

const monthsSchema = z
  .union(
    PLUS_MONTHS.map((m) => z.literal(m)),
    { error: english('oneOf', { values: PLUS_MONTHS.join(', ') }) },
  )
  .describe('The term in months: 3, 6, 12 or 24');

const mileageSchema = z
  .number({ error: REQUIRED_MESSAGE })
  .int({ error: english('invalidFormat', {}) })
  .min(1, { error: english('invalidFormat', {}) })
  .max(100_000, { error: english('invalidFormat', {}) })
  .describe("Included kilometres (or miles) per month: one of the offer's `mileages`");

const isoDate = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: english('isoDate', {}) })
  // Zod runs the refinement even when the pattern failed: an empty or malformed text is no date (an
  // invalid Date's toISOString would throw and answer 500).
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    },
    { error: english('isoDate', {}) },
  );

/** One long-term rental offer: a vehicle group of the market with its terms and mileage options. */
export const plusOfferSchema = z
  .object({
    /** Id to quote and order with, e.g. de-cdmr. */
    id: z.string(),
    /** The vehicle group, e.g. CDMR. */
    groupCode: z.string(),
    /** The group's example model ("or similar"), e.g. VW Golf. */
    model: z.string(),
    /** Image path on the site, e.g. /cms/fleet/cdmr.png. */
    image: z.string(),
    /** Body style, e.g. hatchback, suv, estate. */
    category: z.string(),
    /** The terms offered, in months. */
    months: z.array(z.number().int()),
    /** Included mileage per month, in the market's unit, cheapest first. */
    mileages: z.array(z.number().int()),
    /** The lowest monthly price (the longest term with the smallest mileage). */
    fromMonthlyPrice: moneySchema,
    /** Each unit driven above the included mileage. */
    excessUnitPrice: moneySchema,
    /** Seats. */
    seats: z.number().int(),
    /** manual or automatic. */
    transmission: z.string(),
    /** petrol, diesel, electric or hybrid. */
    fuel: z.string(),
  })
  .meta({ id: 'PlusOffer' });

export const offersQuerySchema = z.object({
  /** ISO country, e.g. DE; default: the site of the request. */
  country: countryCodeSchema,
});

export const offersResponseSchema = z.object({
  /** The market's currency, e.g. EUR. */
  currency: z.string(),
  /** The market's unit of mileage. */
  mileageUnit: z.enum(['km', 'mi']),
  offers: z.array(plusOfferSchema),
});

/** A choice of offer, term and mileage. */
export const quoteBodySchema = z.object({
  offerId: offerIdSchema,
  months: monthsSchema,
  monthlyMileage: mileageSchema,
});

export const quoteSchema = z
  .object({
    /** Per month. */
    monthlyPrice: moneySchema,
    /** For the whole term. */
    total: moneySchema,
    /** Each unit driven above the included mileage. */
    excessUnitPrice: moneySchema,
  })
  .meta({ id: 'PlusQuote' });

/** What a customer orders: the quote's choices and the first day. */
export const contractBodySchema = quoteBodySchema.extend({
  /** First day, YYYY-MM-DD: from tomorrow to 90 days ahead. */
  startDate: isoDate,
});

export const contractIdParams = z.object({
  id: z.uuid({ error: english('invalidFormat', {}) }),
});

export const documentParams = contractIdParams.extend({
  /** contract or handover-protocol. */
  document: z.enum(PLUS_DOCUMENTS),
});

export const acceptanceBodySchema = z.object({
  /** contract or handover-protocol. */
  document: z.enum(PLUS_DOCUMENTS),
  /** The version shown (GET …/documents/:document), e.g. contract-2026-11. */
  version: z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE }).max(60),
  /** The account holder's full name, typed by them (case and surrounding spaces do not matter). */
  typedName: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(120),
  /** The customer ticked "I accept". */
  accepted: z.literal(true, { error: REQUIRED_MESSAGE }),
});

const odometerSchema = z
  .number({ error: REQUIRED_MESSAGE })
  .int({ error: english('invalidFormat', {}) })
  .min(0, { error: english('invalidFormat', {}) })
  .max(2_000_000, { error: english('invalidFormat', {}) })
  .describe("The odometer, in the contract's unit");

export const readingBodySchema = z.object({
  odometer: odometerSchema,
  /** The photo of the odometer: an image the customer uploaded (POST /v1/uploads). */
  photoUploadId: z.uuid({ error: english('invalidFormat', {}) }),
  /** The customer confirmed an unusual jump (answered 409 reading_unusual without it). */
  confirmUnusual: z.boolean().optional(),
});

export const previewBodySchema = z.object({ odometer: odometerSchema });

export const handoverBodySchema = z.object({ odometer: odometerSchema });

export const chargeBodySchema = z.object({
  /** The month charged, YYYY-MM, within the contract's term. */
  period: z
    .string({ error: REQUIRED_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: english('statementMonthFormat', {}) }),
});

export const plusMileageSchema = z
  .object({
    /** Units the contract allows from the handover until now, pro rata by day. */
    allowedSoFar: z.number().int(),
    /** Units driven since the handover. */
    driven: z.number().int(),
    /** Units above the whole allowance if driving goes on at the same daily rate. */
    projectedExcessUnits: z.number().int(),
    /** What the projected excess would cost. */
    projectedExcess: moneySchema,
  })
  .meta({ id: 'PlusMileage' });

export const contractSchema = z
  .object({
    id: z.string(),
    /** What the customer reads, e.g. P-7K3M9Q. */
    number: z.string(),
    /** pending-acceptance → pending-payment-method → active → ended (or cancelled). */
    status: z.enum(['pending-acceptance', 'pending-payment-method', 'active', 'ended', 'cancelled']),
    offerId: z.string(),
    groupCode: z.string(),
    model: z.string(),
    /** Image path on the site. */
    image: z.string(),
    months: z.number().int(),
    monthlyMileage: z.number().int(),
    mileageUnit: z.enum(['km', 'mi']),
    /** YYYY-MM-DD. */
    startDate: z.string(),
    /** Last day, YYYY-MM-DD. */
    endDate: z.string(),
    monthlyPrice: moneySchema,
    total: moneySchema,
    excessUnitPrice: moneySchema,
    /** The card the monthly price is charged to. */
    paymentMethod: agreementCardSchema,
    /** Recorded by the branch. */
    handover: z.object({ odometer: z.number().int(), at: z.string() }).nullable(),
    /** The customer's odometer readings, latest first. */
    readings: z.array(
      z.object({ odometer: z.number().int(), readAt: z.string(), jumpConfirmed: z.boolean() }),
    ),
    mileage: plusMileageSchema,
    acceptances: z.array(
      z.object({
        document: z.enum(PLUS_DOCUMENTS),
        version: z.string(),
        typedName: z.string(),
        /** ISO 8601. */
        acceptedAt: z.string(),
      }),
    ),
    /** The documents and whether each can be read yet (the handover protocol once the branch recorded it). */
    documents: z.array(
      z.object({ document: z.enum(PLUS_DOCUMENTS), version: z.string(), available: z.boolean() }),
    ),
    /** A monthly charge that failed and waits for a renewed card (pay it at /pay/renewal). */
    openRenewal: openRenewalSchema,
    /** ISO 8601. */
    createdAt: z.string(),
  })
  .meta({ id: 'PlusContract' });

export const documentSchema = z
  .object({
    document: z.enum(PLUS_DOCUMENTS),
    version: z.string(),
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  })
  .meta({ id: 'PlusDocument' });
