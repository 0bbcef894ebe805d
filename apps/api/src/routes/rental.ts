// Rental booking (spec §7): offers for a branch and dates, rental configurations (protections, extras),
// idempotent reservation create, reservation activities, fleet list and fleet locations.
import { randomInt } from 'node:crypto';
import { maxRentalDays, rentalDays } from '@rental/markets/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bookingTerms, branchTimeZone, localDateTime } from '../booking-policy.ts';
import {
  bookingProfileOf,
  bookingProfileSchema,
  bookingTermsOf,
  profileInputSchema,
  type ResolvedProfile,
  resolveProfile,
} from '../business/profile.ts';
import { addonText, type CatalogLanguage, catalogLanguage } from '../catalog-texts.ts';
import { checkInLink } from '../check-in/links.ts';
import type { Db } from '../db/client.ts';
import {
  branches,
  groupPrices,
  rentalAddons,
  reservationActivities,
  reservations,
  vehicleGroups,
} from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { countryCodeSchema, intIdSchema, money, moneySchema, resolveMarket } from '../http.ts';
import { en } from '../i18n/messages/en.ts';
import { type MessageText, msg } from '../i18n/translate.ts';
import { requestHashOf } from '../idempotency.ts';
import { bookingMailTo, mailLocale, queueMail } from '../mail/queue.ts';
import { paymentRedirectSchema, reservationPaymentSchema, returnUrlSchema } from '../payments/schemas.ts';
import {
  paymentViewOf,
  requireProvider,
  settleCancellation,
  settleOpenSessions,
  startSession,
} from '../payments/service.ts';
import { checkReturnUrl } from '../payments/site-links.ts';
import type { ReferenceData } from '../reference-data.ts';
import { currentUser, sha256 } from '../session.ts';
import { REQUIRED_MESSAGE, requiredText, reservationNumberSchema } from '../validation.ts';
import { branchSchema, getBranch, isClosedOn, isOpenAt, knownBranch, toBranch } from './branches.ts';

/** spec §8 texts. */
export const BRANCH_CLOSED = 'The branch is closed on this day. The date has been reset.';
export const NO_OFFERS = 'Sorry, no offers found';
/** spec §9: the longest rental (27 days), the one rule the apps check too (@rental/markets/rules). */
export const MAX_RENTAL_DAYS = maxRentalDays;

/** Whether `YYYY-MM-DDTHH:mm` names a real minute (no 31 February, no minute 60, no hour 24). */
export function isRealDateTime(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v)) return false;
  const ms = Date.parse(`${v}:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(v);
}

export const dateTimeSchema = (field: 'pickup' | 'return') =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
      error: en[field === 'pickup' ? 'pickupFormat' : 'returnFormat'],
    })
    .refine(isRealDateTime, { error: en[field === 'pickup' ? 'pickupNotReal' : 'returnNotReal'] });

const vehicleTypeSchema = z.enum(['car', 'van', 'truck'], { error: 'vehicleType must be car, van or truck' });

/** A vehicle group as shown in offers and the fleet. */
export const vehicleGroupSchema = z
  .object({
    /** ACRISS-style group code, e.g. 'CDMR'. */
    code: z.string(),
    /** car, van or truck. */
    vehicleType: z.string(),
    /** spec §3: P car, L truck (vans and trucks), F special. */
    categoryCode: z.enum(['P', 'L', 'F']),
    /** hatchback, sedan, station_wagon, suv, multiseater, convertible, van, box_truck. */
    bodyStyle: z.string(),
    /** Example model, e.g. 'VW Golf or similar'. */
    model: z.string(),
    /** Seats. */
    seats: z.number().int(),
    /** Doors. */
    doors: z.number().int(),
    /** Suitcases. */
    bags: z.number().int(),
    /** manual or automatic. */
    transmission: z.string(),
    /** petrol, diesel, electric or hybrid. */
    fuel: z.string(),
    /** Payload in kg (vans and trucks). */
    payloadKg: z.number().nullable(),
    /** Loading space in m³ (vans and trucks). */
    loadingSpaceM3: z.number().nullable(),
    /** Minimum driver age. */
    minDriverAge: z.number().int(),
    /** Driving licence class needed, e.g. B or C1. */
    licenceClass: z.string(),
    /** Picture path. */
    imagePath: z.string(),
  })
  .meta({ id: 'VehicleGroup' });

type GroupRow = typeof vehicleGroups.$inferSelect;
export function toGroup(g: GroupRow): z.infer<typeof vehicleGroupSchema> {
  return { ...g, categoryCode: g.categoryCode as 'P' | 'L' | 'F', model: `${g.model} or similar` };
}

// The API's views of the reference rows, made once per row: the rows of a reference snapshot are frozen
// and live as long as the snapshot (ADR 012), so an offer search builds none of them per request.
const groupViews = new WeakMap<GroupRow, z.infer<typeof vehicleGroupSchema>>();
const branchViews = new WeakMap<Checked['pickupBranch'], ReturnType<typeof toBranch>>();
function groupView(g: GroupRow) {
  let view = groupViews.get(g);
  if (!view) {
    view = Object.freeze(toGroup(g));
    groupViews.set(g, view);
  }
  return view;
}
function branchView(b: Checked['pickupBranch']) {
  let view = branchViews.get(b);
  if (!view) {
    view = Object.freeze(toBranch(b));
    branchViews.set(b, view);
  }
  return view;
}

/**
 * The facts an offer id stands for. The id is not signed: a client can write any id, so every fact is
 * validated here exactly as a search validates it, and checkTrip re-checks the trip (issue 15).
 */
/** The extra that lifts the mileage limit (seed: fleet.ts). */
const UNLIMITED_MILEAGE_CODE = 'UNLIMITED_KM';

/**
 * Whether an add-on is an extra this offer may be sold: never unlimited mileage on an offer that already
 * includes it (includedKmPerDay null; issue 23).
 */
function isSellableExtra(
  a: { kind: string; addon: { code: string } },
  offer: { includedKmPerDay: number | null },
): boolean {
  return a.kind === 'extra' && !(offer.includedKmPerDay === null && a.addon.code === UNLIMITED_MILEAGE_CODE);
}

const offerKeySchema = z.tuple([
  z.number().int().positive().max(2_147_483_647),
  z.number().int().positive().max(2_147_483_647),
  z.string().regex(/^[A-Z]{4}$/),
  z.string().refine(isRealDateTime),
  z.string().refine(isRealDateTime),
]);
type OfferKey = z.infer<typeof offerKeySchema>;

function encodeOfferId(key: OfferKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeOfferId(id: string): OfferKey {
  try {
    const parsed = offerKeySchema.safeParse(JSON.parse(Buffer.from(id, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  throw new ApiError(400, 'invalid_offer', 'This offer is not valid. Please search again.', {
    fields: { offerId: 'This offer is not valid. Please search again.' },
  });
}

/** Per-day price after the long-rental discount (10% from 7 days). */
function discounted(dayMinor: number, days: number, currency: string): number {
  const factor = days >= 7 ? 0.9 : 1;
  const digits = currency === 'ISK' || currency === 'CLP' || currency === 'HUF' || currency === 'COP' ? 0 : 2;
  const unit = 10 ** digits;
  return Math.round((dayMinor * factor) / unit) * unit;
}

const offerSchema = z
  .object({
    /** Opaque id to fetch configurations and to book. */
    id: z.string(),
    /** The vehicle group. */
    group: vehicleGroupSchema,
    /** Rental days charged. */
    days: z.number().int(),
    /** Price per day and total, base rate with basic protection. */
    price: z.object({ perDay: moneySchema, total: moneySchema }),
    /** Kilometres included per day (unlimited: null). */
    includedKmPerDay: z.number().int().nullable(),
  })
  .meta({ id: 'RentalOffer' });

export type Checked = {
  pickupBranch: typeof branches.$inferSelect;
  returnBranch: typeof branches.$inferSelect;
  days: number;
};

/** Validates dates and branches of a search or booking; throws the spec's errors. */
export async function checkTrip(
  reference: ReferenceData,
  now: Date,
  q: { branchId: number; returnBranchId?: number | undefined; pickupDate: string; returnDate: string },
): Promise<Checked> {
  const today = now.toISOString().slice(0, 10);
  // spec §5: the pickup date cannot be before the minimum date (today).
  if (q.pickupDate.slice(0, 10) < today)
    throw new ApiError(400, 'validation_failed', msg('pickupBefore', { date: today }), {
      fields: { pickupDate: msg('pickupBefore', { date: today }) },
    });
  if (q.returnDate <= q.pickupDate)
    throw new ApiError(400, 'validation_failed', 'The return must be after the pickup.', {
      fields: { returnDate: 'The return must be after the pickup.' },
    });
  const days = rentalDays(q.pickupDate, q.returnDate);
  if (!Number.isFinite(days) || days > MAX_RENTAL_DAYS)
    throw new ApiError(400, 'validation_failed', msg('maxRentalDays', { days: MAX_RENTAL_DAYS }), {
      fields: { returnDate: msg('maxRentalDays', { days: MAX_RENTAL_DAYS }) },
    });
  const known = await reference.get();
  const pickupBranch = knownBranch(known.branch(q.branchId), q.branchId);
  const returnBranch =
    q.returnBranchId && q.returnBranchId !== q.branchId
      ? knownBranch(known.branch(q.returnBranchId), q.returnBranchId)
      : pickupBranch;
  if (returnBranch.country !== pickupBranch.country)
    throw new ApiError(422, 'cross_border_return', 'The vehicle must be returned in the country of pickup.', {
      fields: { returnBranchId: 'The vehicle must be returned in the country of pickup.' },
    });
  for (const [field, branch, at] of [
    ['pickupDate', pickupBranch, q.pickupDate],
    ['returnDate', returnBranch, q.returnDate],
  ] as const) {
    const date = at.slice(0, 10);
    if (isClosedOn(branch, date))
      throw new ApiError(422, 'branch_closed', BRANCH_CLOSED, {
        fields: { [field]: BRANCH_CLOSED },
        details: { branchId: branch.id, date },
      });
    const time = at.slice(11, 16);
    if (!isOpenAt(branch, date, time))
      throw new ApiError(
        422,
        'branch_closed_at_time',
        'The branch is not open at this time. Please choose another time.',
        {
          fields: { [field]: 'The branch is not open at this time. Please choose another time.' },
          details: { branchId: branch.id, date, openingHours: branch.openingHours },
        },
      );
  }
  return { pickupBranch, returnBranch, days };
}

/** Offers of a vehicle type for a checked trip (reference data in memory: no query). */
export async function offersFor(
  reference: ReferenceData,
  trip: Checked,
  key: { pickupDate: string; returnDate: string },
  vehicleType: string,
  groupCode?: string,
) {
  if (!(trip.pickupBranch.vehicleTypes as string[]).includes(vehicleType)) return [];
  const rows = (await reference.get())
    .pricedGroups(trip.pickupBranch.country, vehicleType)
    .filter(({ group }) => !groupCode || group.code === groupCode);
  return rows.map(({ group, price }) => {
    const perDay = discounted(price.dayPriceMinor, trip.days, price.currency);
    return {
      id: encodeOfferId([
        trip.pickupBranch.id,
        trip.returnBranch.id,
        group.code,
        key.pickupDate,
        key.returnDate,
      ]),
      group: groupView(group),
      days: trip.days,
      price: { perDay: money(perDay, price.currency), total: money(perDay * trip.days, price.currency) },
      includedKmPerDay: group.vehicleType === 'car' ? null : 200,
    };
  });
}

/** Loads an offer from its id, re-checking dates and branches. */
async function loadOffer(reference: ReferenceData, now: Date, offerId: string) {
  const [branchId, returnBranchId, groupCode, pickupDate, returnDate] = decodeOfferId(offerId);
  const trip = await checkTrip(reference, now, { branchId, returnBranchId, pickupDate, returnDate });
  const group = (await reference.get()).group(groupCode);
  const offer = group
    ? (await offersFor(reference, trip, { pickupDate, returnDate }, group.vehicleType, groupCode))[0]
    : undefined;
  if (!offer || !group)
    throw new ApiError(404, 'offer_not_found', 'This offer is no longer available. Please search again.');
  return { offer, group, trip, pickupDate, returnDate };
}

const addonSchema = z
  .object({
    /** Code to book it, e.g. 'SMART' or 'CHILD_SEAT'. */
    code: z.string(),
    /** Name. */
    name: z.string(),
    /** What it covers. */
    description: z.string(),
    /** Price per day and for the whole rental (capped where a cap applies). */
    price: z.object({ perDay: moneySchema, total: moneySchema }),
    /** Deductible with this protection (protections only). */
    deductible: moneySchema.nullable(),
    /** Whether it is included in the base price. */
    included: z.boolean(),
  })
  .meta({ id: 'RentalAddon' });

/**
 * A market's protections and extras priced for a rental's days, named in `language` (the request's,
 * catalog-texts.ts; without one, or for an add-on the catalogue does not know, the seeded market text).
 */
export async function addonsFor(db: Db, country: string, days: number, language?: CatalogLanguage) {
  const rows = await db
    .select()
    .from(rentalAddons)
    .where(eq(rentalAddons.country, country))
    .orderBy(asc(rentalAddons.dayPriceMinor));
  return rows.map((a) => {
    const total =
      a.maxPriceMinor === null ? a.dayPriceMinor * days : Math.min(a.maxPriceMinor, a.dayPriceMinor * days);
    return {
      kind: a.kind,
      addon: {
        code: a.code,
        ...((language && addonText(a.code, language)) ?? { name: a.name, description: a.description }),
        price: { perDay: money(a.dayPriceMinor, a.currency), total: money(total, a.currency) },
        deductible: a.deductibleMinor === null ? null : money(a.deductibleMinor, a.currency),
        included: a.dayPriceMinor === 0,
      },
    };
  });
}

export const reservationSchema = z
  .object({
    /** Reservation number to quote, 10 digits. */
    reservationNumber: z.string(),
    /** confirmed or cancelled; awaiting-payment while a card payment is open (shown only to the create call). */
    status: z.string(),
    /** Pickup branch and time. */
    pickup: z.object({ branch: branchSchema, at: z.string() }),
    /** Return branch and time. */
    return: z.object({ branch: branchSchema, at: z.string() }),
    /** The vehicle group. */
    group: vehicleGroupSchema,
    /** Rental days charged. */
    days: z.number().int(),
    /** Chosen protection code. */
    protectionCode: z.string(),
    /** Chosen extras. */
    extras: z.array(z.object({ code: z.string(), quantity: z.number().int() })),
    /** Total to pay (at pickup, or by invoice for a company booking). */
    total: moneySchema,
    /** When it was created (ISO 8601). */
    createdAt: z.string(),
    /** The business customer it was booked for (company rate or travel agency), or null for a private booking. */
    profile: bookingProfileSchema.nullable(),
    /** How it is paid: at pickup, by invoice, or by card online (with the card and any refund). */
    payment: reservationPaymentSchema,
  })
  .meta({ id: 'Reservation' });

const driverSchema = z.object({
  /** First name, max 50 (spec §9). */
  firstName: requiredText(50, "First name can't be longer than 50 characters."),
  /** Last name, max 50. */
  lastName: requiredText(50, "Last name can't be longer than 50 characters."),
  /** E-mail for the confirmation. */
  email: z.email({ error: 'Please enter a valid e-mail address.' }).max(254),
  /** Phone number with country prefix, e.g. +49 30 1234567. */
  phone: z
    .string()
    .trim()
    .regex(/^\+[0-9][0-9 ()/-]{5,24}$/, {
      error: 'Please enter a phone number with its country prefix, e.g. +49 30 1234567.',
    }),
  /** Date of birth, YYYY-MM-DD: the driver must be old enough for the vehicle group. */
  birthDate: z
    .string({ error: REQUIRED_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the date of birth as YYYY-MM-DD.' }),
});

const createBodySchema = z.object({
  /** Offer id from the offer search. */
  offerId: z.string().min(1, { error: REQUIRED_MESSAGE }).max(400),
  /** Protection code (default BASIC). */
  protectionCode: z.string().max(40).default('BASIC'),
  /** Extras with quantities. */
  extras: z
    .array(z.object({ code: z.string().max(40), quantity: z.number().int().min(1).max(3).default(1) }))
    .max(10)
    .default([]),
  /** Main driver. */
  driver: driverSchema,
  /** Flight number for airport pickups (optional). */
  flightNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}\d{1,4}$/i, { error: 'Enter a flight number such as LH2024.' })
    .optional(),
  /**
   * Book for a business customer the signed-in customer belongs to: a company (its rate, paid by invoice)
   * or a travel agency (for a customer, who is the driver; paid at pickup). 403 `profile_not_allowed`
   * otherwise.
   */
  profile: profileInputSchema.optional(),
  /**
   * Pay now by card (issue 21): the reservation waits for the payment (`awaiting-payment`) and the answer
   * carries the provider's page to send the customer to; without it, the booking is paid at pickup (or by
   * invoice). 503 `payments_unavailable` when online payment is off.
   */
  payment: z
    .object({
      /** The only online method: card. */
      method: z.literal('card'),
      /** Where the provider sends the customer back (the checkout page of our site, http(s)). */
      returnUrl: returnUrlSchema,
    })
    .optional(),
});

function ageAt(birthDate: string, at: string): number {
  const b = new Date(`${birthDate}T00:00:00Z`);
  const a = new Date(`${at.slice(0, 10)}T00:00:00Z`);
  let age = a.getUTCFullYear() - b.getUTCFullYear();
  if (
    a.getUTCMonth() < b.getUTCMonth() ||
    (a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() < b.getUTCDate())
  )
    age--;
  return age;
}

/**
 * The total of an offer with its protection and extras, priced for the trip's days (create and date
 * changes price the same way). Unknown codes are reported in `fields`.
 */
export async function priceWithAddons(
  db: Db,
  trip: Checked,
  offer: { price: { total: { amountMinor: number } }; includedKmPerDay: number | null },
  protectionCode: string,
  extras: { code: string; quantity: number }[],
  fields: Record<string, MessageText>,
): Promise<number> {
  const addons = await addonsFor(db, trip.pickupBranch.country, trip.days);
  const protection = addons.find((a) => a.kind === 'protection' && a.addon.code === protectionCode);
  if (!protection) fields.protectionCode = msg('unknownProtection', { code: protectionCode });
  let total = offer.price.total.amountMinor + (protection?.addon.price.total.amountMinor ?? 0);
  extras.forEach((e, i) => {
    const extra = addons.find((a) => isSellableExtra(a, offer) && a.addon.code === e.code);
    if (!extra) fields[`extras.${i}.code`] = msg('unknownExtra', { code: e.code });
    else total += extra.addon.price.total.amountMinor * e.quantity;
  });
  return total;
}

/** A reservation as the customer sees it. */
export async function reservationView(db: Db, row: typeof reservations.$inferSelect) {
  const [group] = await db.select().from(vehicleGroups).where(eq(vehicleGroups.code, row.groupCode));
  const pickupBranch = await getBranch(db, row.branchId);
  const returnBranch =
    row.returnBranchId === row.branchId ? pickupBranch : await getBranch(db, row.returnBranchId);
  return {
    reservationNumber: row.number,
    status: row.status,
    pickup: { branch: toBranch(pickupBranch), at: row.pickupAt },
    return: { branch: toBranch(returnBranch), at: row.returnAt },
    group: toGroup(group!),
    days: rentalDays(row.pickupAt, row.returnAt),
    protectionCode: row.protectionCode ?? 'BASIC',
    extras: row.extras as { code: string; quantity: number }[],
    total: money(row.totalMinor, row.currency),
    createdAt: row.createdAt.toISOString(),
    profile: await bookingProfileOf(db, row),
    payment: await paymentViewOf(db, row),
  };
}

/**
 * The reservation a request may see: the signed-in owner's, or any whose driver's last name is given
 * (a guest managing a booking). Unknown number and wrong name answer the same 404; guesses are
 * throttled per reservation number.
 */
export async function findOwnReservation(
  deps: Deps,
  req: Parameters<typeof currentUser>[1],
  number: string,
  lastName: string | undefined,
): Promise<typeof reservations.$inferSelect> {
  const user = await currentUser(deps, req);
  // Guessing last names for a known number is limited per number, from however many addresses.
  const guessKey = `reservation:${number}`;
  if (!user) await deps.throttle.hit(guessKey, deps.throttleRules.reservation.subject);
  const [row] = await deps.db.select().from(reservations).where(eq(reservations.number, number));
  const driverLast = (row?.driver as { lastName?: string } | undefined)?.lastName ?? '';
  // A booking still waiting for its card payment does not exist for anyone but the create call (issue 21).
  const owner =
    row &&
    row.status !== 'awaiting-payment' &&
    ((user && row.userId === user.id) ||
      (lastName !== undefined &&
        driverLast.localeCompare(lastName, undefined, { sensitivity: 'base' }) === 0));
  // Same answer for unknown number and wrong name: reservation numbers must not be enumerable.
  if (!row || !owner) {
    if (user) await deps.throttle.hit(guessKey, deps.throttleRules.reservation.subject);
    throw new ApiError(
      404,
      'reservation_not_found',
      'We could not find a reservation with this number and last name.',
    );
  }
  if (!user) await deps.throttle.clear(guessKey);
  return row;
}

/** The pickup branch's wall-clock time now, and the booking's cancellation and change terms then. */
export async function termsOf(deps: Deps, row: typeof reservations.$inferSelect) {
  const branch = await getBranch(deps.db, row.branchId);
  const localNow = localDateTime(deps.now(), branchTimeZone(branch));
  const days = rentalDays(row.pickupAt, row.returnAt);
  return { localNow, terms: bookingTerms({ ...row, days }, localNow) };
}

/** Registers the rental endpoints. */
export function registerRentalRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  /** A payment session (manual capture: charged at return) for a card booking waiting for its payment. */
  async function bookingSession(
    row: typeof reservations.$inferSelect,
    returnUrl: string,
    req: FastifyRequest,
  ): Promise<{ sessionId: string; redirectUrl: string }> {
    const started = await startSession(deps, {
      purpose: 'booking',
      userId: row.userId,
      reservationId: row.id,
      amountMinor: row.totalMinor,
      currency: row.currency,
      description: `Reservation ${row.number}`,
      returnUrl,
      locale: row.locale ?? mailLocale(req),
      mode: 'payment',
      captureMethod: 'manual',
    });
    return { sessionId: started.sessionId, redirectUrl: started.redirectUrl };
  }

  app.get(
    '/v1/rentaloffers/offers',
    {
      schema: {
        tags: ['rental'],
        summary: 'Offers for a branch, dates and vehicle type; an empty list when nothing is available',
        querystring: z.object({
          /** Pickup branch id. */
          branchId: intIdSchema,
          /** Return branch id (default: the pickup branch). */
          returnBranchId: intIdSchema.optional(),
          /** Pickup, branch-local time, YYYY-MM-DDTHH:mm. */
          pickupDate: dateTimeSchema('pickup'),
          /** Return, branch-local time, YYYY-MM-DDTHH:mm. */
          returnDate: dateTimeSchema('return'),
          /** car (default), van or truck. */
          vehicleType: vehicleTypeSchema.default('car'),
        }),
        response: {
          200: z.object({
            pickupBranch: branchSchema,
            returnBranch: branchSchema,
            days: z.number().int(),
            offers: z.array(offerSchema),
            /** spec §8 'Sorry, no offers found' when the list is empty. */
            message: z.string().optional(),
          }),
          404: errorResponses[400],
          422: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const q = req.query;
      const trip = await checkTrip(deps.reference, deps.now(), q);
      const offers = await offersFor(deps.reference, trip, q, q.vehicleType);
      return {
        pickupBranch: branchView(trip.pickupBranch),
        returnBranch: branchView(trip.returnBranch),
        days: trip.days,
        offers,
        ...(offers.length === 0 ? { message: NO_OFFERS } : {}),
      };
    },
  );

  app.get(
    '/v1/rentalconfigurations',
    {
      schema: {
        tags: ['rental'],
        summary: 'Protections and extras for an offer, priced for its days',
        querystring: z.object({ offerId: z.string().min(1, { error: REQUIRED_MESSAGE }).max(400) }),
        response: {
          200: z.object({
            offer: offerSchema,
            protections: z.array(addonSchema),
            extras: z.array(addonSchema),
          }),
          404: errorResponses[400],
          422: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { offer, trip } = await loadOffer(deps.reference, deps.now(), req.query.offerId);
      // Names in the request's language (issue 23: English names on the Arabic pages).
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
      const addons = await addonsFor(db, trip.pickupBranch.country, trip.days, catalogLanguage(req));
      return {
        offer,
        protections: addons.filter((a) => a.kind === 'protection').map((a) => a.addon),
        extras: addons.filter((a) => isSellableExtra(a, offer)).map((a) => a.addon),
      };
    },
  );

  app.post(
    '/v1/rentalreservations/create',
    {
      config: { personal: true },
      schema: {
        tags: ['rental'],
        summary: 'Book an offer. Idempotent: the same Idempotency-Key and body answer the same reservation',
        description:
          "Keys belong to the signed-in customer, or for a guest to the driver's e-mail address: another customer's key never answers their reservation. With `payment` (card) the reservation is `awaiting-payment` until the provider authorises the card (then confirmed and mailed); the same key and body again while it is not paid answer a new payment session for the same reservation.",
        headers: z.object({
          /** Client-chosen key, 8 to 100 letters, digits, '-' or '_'; retries reuse it. */
          'idempotency-key': z
            .string({ error: 'Send an Idempotency-Key header so a retried request cannot book twice.' })
            .regex(/^[A-Za-z0-9_-]{8,100}$/, {
              error: 'The Idempotency-Key must be 8 to 100 letters, digits, - or _.',
            }),
        }),
        body: createBodySchema,
        response: {
          200: z.object({
            reservation: reservationSchema,
            replayed: z.literal(true),
            /** A card booking not paid yet: a new session on the provider's page for the same reservation. */
            payment: paymentRedirectSchema.optional(),
          }),
          201: z.object({
            reservation: reservationSchema,
            replayed: z.literal(false),
            /** A card booking: send the customer to `redirectUrl`; back with `?payment_session={sessionId}`. */
            payment: paymentRedirectSchema.optional(),
          }),
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          502: errorResponses[500],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const body = req.body;
      const requestHash = requestHashOf(body);
      const user = await currentUser(deps, req);
      // Issue 15: a key is looked up within its owner's keys only (the account, else the driver's e-mail).
      const scope = user ? `user:${user.id}` : `guest:${sha256(body.driver.email.toLowerCase())}`;
      const sameKey = and(eq(reservations.idempotencyScope, scope), eq(reservations.idempotencyKey, key));
      const replay = async () => {
        const [existing] = await db.select().from(reservations).where(sameKey);
        if (!existing) return undefined;
        if (existing.requestHash !== requestHash)
          throw new ApiError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for a different booking.',
          );
        reply.code(200);
        if (existing.status === 'awaiting-payment' && body.payment) {
          // Paid meanwhile (the notification not here yet)? Ask the provider before another session.
          const confirmed = await settleOpenSessions(deps, req, existing);
          if (confirmed)
            return { reservation: await reservationView(db, confirmed), replayed: true as const };
          return {
            reservation: await reservationView(db, existing),
            replayed: true as const,
            payment: await bookingSession(existing, body.payment.returnUrl, req),
          };
        }
        return { reservation: await reservationView(db, existing), replayed: true as const };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const now = deps.now();
      const { offer, group, trip, pickupDate, returnDate } = await loadOffer(
        deps.reference,
        now,
        body.offerId,
      );
      const fields: Record<string, MessageText> = {};
      const age = ageAt(body.driver.birthDate, pickupDate);
      if (Number.isNaN(age) || age > 120 || age < 0)
        fields['driver.birthDate'] = 'Enter a real date of birth.';
      else if (age < group.minDriverAge)
        fields['driver.birthDate'] = msg('driverMinAge', { age: group.minDriverAge });
      const listTotal = await priceWithAddons(db, trip, offer, body.protectionCode, body.extras, fields);
      if (Object.keys(fields).length > 0)
        throw new ApiError(422, 'reservation_invalid', Object.values(fields)[0]!, { fields });
      // Issue 20: a business profile sets the rate, the payment and what the booking records.
      const profile: ResolvedProfile | undefined = body.profile
        ? await resolveProfile(db, user?.id, body.profile)
        : undefined;
      const business = bookingTermsOf(profile, listTotal);
      const total = business.totalMinor;
      const byCard = body.payment !== undefined;
      if (body.payment) {
        requireProvider(deps);
        checkReturnUrl(deps, body.payment.returnUrl, 'payment.returnUrl');
        if (business.values.payment === 'invoice')
          throw new ApiError(422, 'card_payment_not_allowed', msg('cardPaymentInvoiceBooking'), {
            fields: { payment: msg('cardPaymentInvoiceBooking') },
          });
      }

      // The booking's mails (this confirmation, later changes and cancellation) are in this language.
      const locale = mailLocale(req);
      const row = await db.transaction(async (tx) => {
        for (let attempt = 0; attempt < 5; attempt++) {
          const number = String(randomInt(1_000_000_000, 9_999_999_999));
          const [inserted] = await tx
            .insert(reservations)
            .values({
              number,
              idempotencyKey: key,
              idempotencyScope: scope,
              requestHash,
              branchId: trip.pickupBranch.id,
              returnBranchId: trip.returnBranch.id,
              groupCode: group.code,
              pickupAt: pickupDate,
              returnAt: returnDate,
              protectionCode: body.protectionCode,
              extras: body.extras,
              driver: body.driver,
              totalMinor: total,
              currency: offer.price.total.currency,
              status: byCard ? 'awaiting-payment' : 'confirmed',
              userId: user?.id ?? null,
              locale,
              ...business.values,
              ...(byCard ? { payment: 'card' } : {}),
            })
            .onConflictDoNothing()
            .returning();
          // A card booking is confirmed, and mailed, once the provider authorises the card.
          if (inserted && byCard) return inserted;
          if (inserted) {
            await tx.insert(reservationActivities).values([
              { reservationId: inserted.id, type: 'created', message: 'Reservation created', at: now },
              {
                reservationId: inserted.id,
                type: 'confirmation_sent',
                message: `Confirmation sent to ${body.driver.email}`,
                at: now,
              },
            ]);
            const to = bookingMailTo(req, deps, inserted);
            if (to)
              await queueMail(tx as unknown as Db, {
                recipient: to.recipient,
                kind: 'booking-confirmed',
                locale: to.locale,
                data: {
                  firstName: to.firstName,
                  number,
                  model: group.model,
                  pickup: { branch: trip.pickupBranch.name, at: pickupDate },
                  return: { branch: trip.returnBranch.name, at: returnDate },
                  total: money(total, offer.price.total.currency),
                  link: to.link,
                  checkInLink: checkInLink(deps, req, {
                    number,
                    locale,
                    country: trip.pickupBranch.country,
                  }),
                },
              });
            return inserted;
          }
          // A conflict on the idempotency key means a concurrent identical request won: answer its result.
          const [same] = await tx.select().from(reservations).where(sameKey);
          if (same) return undefined;
        }
        throw new Error('could not allocate a reservation number');
      });
      if (!row) {
        const concurrent = await replay();
        if (concurrent) return concurrent;
        throw new Error('reservation vanished');
      }
      reply.code(201);
      if (body.payment)
        return {
          reservation: await reservationView(db, row),
          replayed: false as const,
          payment: await bookingSession(row, body.payment.returnUrl, req),
        };
      deps.mail.kick();
      return { reservation: await reservationView(db, row), replayed: false as const };
    },
  );

  const activitiesResponse = z.object({
    reservationNumber: z.string(),
    status: z.string(),
    activities: z.array(
      z.object({
        /** created, confirmation_sent, cancelled, ... */
        type: z.string(),
        /** What happened. */
        message: z.string(),
        /** When (ISO 8601). */
        at: z.string(),
      }),
    ),
    /** How it is paid (issue 21): manage booking shows the card and, after a cancellation, the refund. */
    payment: reservationPaymentSchema,
  });

  async function activitiesOf(row: typeof reservations.$inferSelect) {
    const list = await db
      .select()
      .from(reservationActivities)
      .where(eq(reservationActivities.reservationId, row.id))
      .orderBy(asc(reservationActivities.at), asc(reservationActivities.id));
    return {
      reservationNumber: row.number,
      status: row.status,
      activities: list.map((a) => ({ type: a.type, message: a.message, at: a.at.toISOString() })),
      payment: await paymentViewOf(db, row),
    };
  }

  const numberParam = z.object({
    id: reservationNumberSchema,
  });

  app.get(
    '/v1/reservationactivities/reservation/:id',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['rental'],
        summary: "A reservation's activities; the driver's last name (or the owner's session) proves access",
        params: numberParam,
        querystring: z.object({ lastName: z.string().trim().min(1).max(50).optional() }),
        response: { 200: activitiesResponse, 404: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => activitiesOf(await findOwnReservation(deps, req, req.params.id, req.query.lastName)),
  );

  app.post(
    '/v1/reservationactivities/reservation/:id',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['rental'],
        summary: 'Add an activity to a reservation: cancel it',
        params: numberParam,
        body: z.object({
          /** The only customer activity: cancel. */
          type: z.literal('cancel', { error: en.activityType }),
          /** Driver's last name, unless signed in as the owner. */
          lastName: z.string().trim().min(1).max(50).optional(),
        }),
        response: {
          200: activitiesResponse,
          404: errorResponses[400],
          409: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await findOwnReservation(deps, req, req.params.id, req.body.lastName);
      if (row.status === 'cancelled')
        throw new ApiError(409, 'already_cancelled', 'This reservation is already cancelled.');
      // This activity cannot show a fee first: after the free period the customer cancels through
      // POST /v1/rentalreservations/{id}/cancel, which confirms the quoted fee (issue 14).
      const { terms } = await termsOf(deps, row);
      if (!terms.canCancel)
        throw new ApiError(409, 'not_cancellable', 'This booking can no longer be cancelled.');
      if (terms.cancellationFeeMinor > 0)
        throw new ApiError(
          409,
          'cancellation_fee_applies',
          'Cancelling now costs a fee. Please look at the fee and confirm the cancellation.',
          { details: { fee: money(terms.cancellationFeeMinor, row.currency) } },
        );
      // A card booking's authorisation is released (or its capture refunded) first, idempotently.
      await settleCancellation(deps, row, 0);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await tx
          .update(reservations)
          .set({ status: 'cancelled', cancelledAt: now, cancellationFeeMinor: 0 })
          .where(eq(reservations.id, row.id));
        await tx.insert(reservationActivities).values({
          reservationId: row.id,
          type: 'cancelled',
          message: 'Reservation cancelled by the customer',
          at: now,
        });
        const to = bookingMailTo(req, deps, row);
        if (to)
          await queueMail(tx as unknown as Db, {
            recipient: to.recipient,
            kind: 'booking-cancelled',
            locale: to.locale,
            data: { firstName: to.firstName, number: row.number, fee: money(0, row.currency), link: to.link },
          });
      });
      deps.mail.kick();
      return activitiesOf({ ...row, status: 'cancelled' });
    },
  );

  app.get(
    '/v1/apps/fleet/list',
    {
      schema: {
        tags: ['fleet'],
        summary: "The market's fleet with 'from' prices per day",
        querystring: z.object({ countryCode: countryCodeSchema, vehicleType: vehicleTypeSchema.optional() }),
        response: {
          200: z.object({
            countryCode: z.string(),
            groups: z.array(
              vehicleGroupSchema.extend({ /** Lowest price per day. */ fromPrice: moneySchema }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const rows = await db
        .select({ group: vehicleGroups, price: groupPrices })
        .from(vehicleGroups)
        .innerJoin(
          groupPrices,
          and(eq(groupPrices.groupCode, vehicleGroups.code), eq(groupPrices.country, market.country)),
        )
        .where(req.query.vehicleType ? eq(vehicleGroups.vehicleType, req.query.vehicleType) : undefined)
        .orderBy(asc(vehicleGroups.vehicleType), asc(groupPrices.dayPriceMinor));
      return {
        countryCode: market.country,
        groups: rows.map(({ group, price }) => ({
          ...toGroup(group),
          fromPrice: money(discounted(price.dayPriceMinor, 7, price.currency), price.currency),
        })),
      };
    },
  );

  app.get(
    '/v1/apps/fleet/locations',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Branches renting a vehicle group (or a vehicle type)',
        querystring: z.object({
          countryCode: countryCodeSchema,
          /** Vehicle group code, e.g. CDMR. */
          groupCode: z
            .string()
            .regex(/^[A-Za-z]{4}$/, { error: 'A group code has four letters, e.g. CDMR.' })
            .transform((v) => v.toUpperCase())
            .optional(),
          vehicleType: vehicleTypeSchema.optional(),
        }),
        response: {
          200: z.object({
            countryCode: z.string(),
            groupCode: z.string().nullable(),
            stations: z.array(branchSchema),
          }),
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      let vehicleType = req.query.vehicleType;
      if (req.query.groupCode) {
        const [row] = await db
          .select({ group: vehicleGroups })
          .from(vehicleGroups)
          .innerJoin(
            groupPrices,
            and(eq(groupPrices.groupCode, vehicleGroups.code), eq(groupPrices.country, market.country)),
          )
          .where(eq(vehicleGroups.code, req.query.groupCode));
        if (!row)
          throw new ApiError(
            404,
            'vehicle_group_not_found',
            msg('vehicleGroupNotFound', { code: req.query.groupCode }),
          );
        vehicleType = row.group.vehicleType as typeof vehicleType;
      }
      const rows = await db
        .select()
        .from(branches)
        .where(eq(branches.country, market.country))
        .orderBy(asc(branches.id));
      return {
        countryCode: market.country,
        groupCode: req.query.groupCode ?? null,
        stations: rows
          .filter((r) => !vehicleType || (r.vehicleTypes as string[]).includes(vehicleType))
          .map((r) => toBranch(r)),
      };
    },
  );
}
