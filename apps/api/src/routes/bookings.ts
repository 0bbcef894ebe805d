// Managing a booking (issue 14): the signed-in customer's bookings, a booking's detail, cancelling with
// the fee quoted first, changing dates and times (re-priced, then confirmed), and adding a guest booking
// to the account. The same detail, cancel and change serve a guest who gives the number and the
// driver's last name (spec §7 "manage booking"), throttled per reservation number.
import { companyRateMinor } from '@rental/markets/business';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { reservationActivities, reservations, vehicleGroups } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { releaseDeposit } from '../fleet/deposit-settlement.ts';
import { money, moneySchema } from '../http.ts';
import { english, type MessageText, msg } from '../i18n/translate.ts';
import { bookingMailTo, queueMail } from '../mail/queue.ts';
import { captureOnReturn, settleCancellation } from '../payments/service.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';
import { REQUIRED_MESSAGE, reservationNumberSchema } from '../validation.ts';
import {
  checkTrip,
  dateTimeSchema,
  findOwnReservation,
  offersFor,
  priceWithAddons,
  reservationSchema,
  reservationView,
  termsOf,
} from './rental.ts';

type ReservationRow = typeof reservations.$inferSelect;
type Driver = { firstName: string; lastName: string; email: string; phone: string };

export const NOT_SIGNED_IN = 'Please log in to continue.';
export const NOT_CANCELLABLE = 'This booking can no longer be cancelled.';
export const NOT_CHANGEABLE = 'This booking can no longer be changed.';
export const FEE_CHANGED = 'The cancellation fee has changed. Please check it and confirm again.';
export const PRICE_CHANGED = 'The price of the new dates has changed. Please check it and confirm again.';
export const SAME_DATES = 'Choose dates or times that differ from the current booking.';
export const NOT_AVAILABLE = 'This vehicle is not available for the new dates. Please choose other dates.';

export const bookingSchema = reservationSchema
  .extend({
    /** upcoming (before pickup), active (between pickup and return) or past. */
    timing: z.enum(['upcoming', 'active', 'past']),
    /** Branch-local time (YYYY-MM-DDTHH:mm) until which cancelling is free. */
    freeCancellationUntil: z.string(),
    /** Whether the booking can still be cancelled. */
    canCancel: z.boolean(),
    /** What cancelling now costs (0 within the free period). */
    cancellationFee: moneySchema,
    /** Whether the dates and times can still be changed. */
    canChange: z.boolean(),
    /** When it was cancelled (ISO 8601), if it was. */
    cancelledAt: z.string().nullable(),
    /** The fee charged for the cancellation, if it was cancelled. */
    cancellationFeeCharged: moneySchema.nullable(),
    /** When the branch recorded the vehicle as returned (ISO 8601), if it has. */
    returnedAt: z.string().nullable(),
  })
  .meta({ id: 'Booking' });

const bookingDetailSchema = bookingSchema
  .extend({
    /** Main driver (empty strings once anonymised). */
    driver: z.object({
      /** First name. */
      firstName: z.string(),
      /** Last name. */
      lastName: z.string(),
      /** E-mail address. */
      email: z.string(),
      /** Phone number with prefix. */
      phone: z.string(),
    }),
    /** What happened to the booking, oldest first. */
    activities: z.array(
      z.object({
        /** created, confirmation_sent, changed, cancelled. */
        type: z.string(),
        /** What happened. */
        message: z.string(),
        /** When (ISO 8601). */
        at: z.string(),
      }),
    ),
  })
  .meta({ id: 'BookingDetail' });

const idParam = z.object({
  /** Reservation number, 10 digits. */
  id: reservationNumberSchema,
});

const lastNameSchema = z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(50);

const moneyInput = z.object({
  /** Amount in minor units. */
  amountMinor: z.number().int().min(0).max(1_000_000_000),
  /** ISO 4217 currency. */
  currency: z.string().regex(/^[A-Z]{3}$/),
});

const changeBody = z.object({
  /** New pickup, branch-local YYYY-MM-DDTHH:mm. */
  pickupDate: dateTimeSchema('pickup'),
  /** New return, branch-local YYYY-MM-DDTHH:mm. */
  returnDate: dateTimeSchema('return'),
  /** Driver's last name, unless signed in as the owner. */
  lastName: lastNameSchema.optional(),
});

const changeQuoteSchema = z
  .object({
    /** Reservation number. */
    reservationNumber: z.string(),
    /** New pickup (branch-local). */
    pickupDate: z.string(),
    /** New return (branch-local). */
    returnDate: z.string(),
    /** Rental days charged for the new dates. */
    days: z.number().int(),
    /** Total of the booking now. */
    currentTotal: moneySchema,
    /** Total for the new dates (same vehicle group, protection and extras). */
    newTotal: moneySchema,
    /** newTotal minus currentTotal (negative: cheaper). */
    difference: moneySchema,
  })
  .meta({ id: 'BookingChangeQuote' });

const cancellationQuoteSchema = z
  .object({
    /** Reservation number. */
    reservationNumber: z.string(),
    /** Whether it can be cancelled now. */
    canCancel: z.boolean(),
    /** Branch-local time until which cancelling is free. */
    freeCancellationUntil: z.string(),
    /** Fee if cancelled now. */
    fee: moneySchema,
  })
  .meta({ id: 'CancellationQuote' });

const notSignedIn = () => new ApiError(401, 'not_signed_in', NOT_SIGNED_IN);

/** Registers the booking-management endpoints. */
/** A booking as the account shows it: the reservation with its timing and cancellation terms now. */
export async function bookingView(deps: Deps, row: ReservationRow) {
  const view = await reservationView(deps.db, row);
  const { terms } = await termsOf(deps, row);
  return {
    ...view,
    timing: terms.timing,
    freeCancellationUntil: terms.freeCancellationUntil,
    canCancel: terms.canCancel,
    cancellationFee: money(terms.cancellationFeeMinor, row.currency),
    canChange: terms.canChange,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationFeeCharged:
      row.cancellationFeeMinor === null ? null : money(row.cancellationFeeMinor, row.currency),
    returnedAt: row.returnedAt?.toISOString() ?? null,
  };
}

export function registerBookingRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const bookingOf = (row: ReservationRow) => bookingView(deps, row);

  async function detailOf(row: ReservationRow) {
    const d = row.driver as Driver;
    const list = await db
      .select()
      .from(reservationActivities)
      .where(eq(reservationActivities.reservationId, row.id))
      .orderBy(asc(reservationActivities.at), asc(reservationActivities.id));
    return {
      ...(await bookingOf(row)),
      driver: { firstName: d.firstName, lastName: d.lastName, email: d.email, phone: d.phone },
      activities: list.map((a) => ({ type: a.type, message: a.message, at: a.at.toISOString() })),
    };
  }

  /** Re-prices the booking for new dates: same branches, vehicle group, protection and extras. */
  async function quoteChange(row: ReservationRow, pickupDate: string, returnDate: string) {
    const { localNow, terms } = await termsOf(deps, row);
    if (!terms.canChange) throw new ApiError(409, 'not_changeable', NOT_CHANGEABLE);
    if (pickupDate === row.pickupAt && returnDate === row.returnAt)
      throw new ApiError(400, 'validation_failed', SAME_DATES, { fields: { pickupDate: SAME_DATES } });
    if (pickupDate <= localNow)
      throw new ApiError(400, 'validation_failed', 'The pickup must be in the future.', {
        fields: { pickupDate: 'The pickup must be in the future.' },
      });
    const trip = await checkTrip(deps.reference, deps.now(), {
      branchId: row.branchId,
      returnBranchId: row.returnBranchId,
      pickupDate,
      returnDate,
    });
    const [group] = await db.select().from(vehicleGroups).where(eq(vehicleGroups.code, row.groupCode));
    const offer = group
      ? (await offersFor(deps.reference, trip, { pickupDate, returnDate }, group.vehicleType, group.code))[0]
      : undefined;
    if (!offer) throw new ApiError(409, 'not_available', NOT_AVAILABLE);
    const fields: Record<string, MessageText> = {};
    const listTotal = await priceWithAddons(
      db,
      trip,
      offer,
      row.protectionCode ?? 'BASIC',
      row.extras as { code: string; quantity: number }[],
      fields,
    );
    // A company booking keeps the company rate it was booked at (issue 20).
    const total =
      row.payment === 'invoice' && row.discountPercent !== null
        ? companyRateMinor(listTotal, row.discountPercent)
        : listTotal;
    return {
      reservationNumber: row.number,
      pickupDate,
      returnDate,
      days: trip.days,
      currentTotal: money(row.totalMinor, row.currency),
      newTotal: money(total, row.currency),
      difference: money(total - row.totalMinor, row.currency),
    };
  }

  const own = (req: FastifyRequest, id: string, lastName: string | undefined) =>
    findOwnReservation(deps, req, id, lastName);

  app.get(
    '/v2/users/me/bookings',
    {
      config: { personal: true },
      schema: {
        tags: ['bookings'],
        summary:
          "The signed-in customer's bookings: upcoming (soonest first) and past or cancelled (latest first)",
        security: [{ session: [] }],
        response: {
          200: z.object({ upcoming: z.array(bookingSchema), past: z.array(bookingSchema) }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await currentUser(deps, req);
      if (!user) throw notSignedIn();
      const rows = await db
        .select()
        .from(reservations)
        // A booking waiting for its card payment is not a booking yet (issue 21).
        .where(and(eq(reservations.userId, user.id), ne(reservations.status, 'awaiting-payment')))
        .orderBy(asc(reservations.pickupAt));
      const all = await Promise.all(rows.map(bookingOf));
      const upcoming = all.filter((b) => b.status === 'confirmed' && b.timing !== 'past');
      const past = all.filter((b) => !upcoming.includes(b)).reverse();
      return { upcoming, past };
    },
  );

  app.post(
    '/v2/users/me/bookings',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['bookings'],
        summary:
          "Add a guest booking to the signed-in customer's account with its number and the driver's last name",
        description:
          'A booking that already belongs to another account answers the same 404 as a wrong number or name.',
        security: [{ session: [] }],
        body: z.object({
          /** Reservation number, 10 digits. */
          reservationNumber: reservationNumberSchema,
          /** Driver's last name as booked. */
          lastName: lastNameSchema,
        }),
        response: {
          200: z.object({ booking: bookingDetailSchema }),
          201: z.object({ booking: bookingDetailSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await currentUser(deps, req);
      if (!user) throw notSignedIn();
      const row = await own(req, req.body.reservationNumber, req.body.lastName);
      if (row.userId === user.id) return { booking: await detailOf(row) };
      if (row.userId !== null) {
        await deps.throttle.hit(`reservation:${row.number}`, deps.throttleRules.reservation.subject);
        throw new ApiError(
          404,
          'reservation_not_found',
          'We could not find a reservation with this number and last name.',
        );
      }
      const [claimed] = await db
        .update(reservations)
        .set({ userId: user.id })
        .where(and(eq(reservations.id, row.id)))
        .returning();
      reply.code(201);
      return { booking: await detailOf(claimed!) };
    },
  );

  app.get(
    '/v1/rentalreservations/:id',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['bookings'],
        summary: "A booking's detail; the owner's session or the driver's last name proves access",
        params: idParam,
        querystring: z.object({
          /** Driver's last name, unless signed in as the owner. */ lastName: lastNameSchema.optional(),
        }),
        response: {
          200: z.object({ booking: bookingDetailSchema }),
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => ({ booking: await detailOf(await own(req, req.params.id, req.query.lastName)) }),
  );

  app.get(
    '/v1/rentalreservations/:id/cancellation',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling the booking costs now (show it before the customer confirms)',
        params: idParam,
        querystring: z.object({
          /** Driver's last name, unless signed in as the owner. */ lastName: lastNameSchema.optional(),
        }),
        response: {
          200: z.object({ quote: cancellationQuoteSchema }),
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await own(req, req.params.id, req.query.lastName);
      const { terms } = await termsOf(deps, row);
      return {
        quote: {
          reservationNumber: row.number,
          canCancel: terms.canCancel,
          freeCancellationUntil: terms.freeCancellationUntil,
          fee: money(terms.cancellationFeeMinor, row.currency),
        },
      };
    },
  );

  app.post(
    '/v1/rentalreservations/:id/cancel',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['bookings'],
        summary: 'Cancel the booking, confirming the fee of the cancellation quote',
        description:
          '409 fee_changed (details.fee) when the fee is no longer the one confirmed, e.g. the free period ended meanwhile; 409 not_cancellable when it is cancelled already or picked up.',
        params: idParam,
        body: z.object({
          /** The fee the customer saw in the quote and accepts. */
          expectedFee: moneyInput,
          /** Driver's last name, unless signed in as the owner. */
          lastName: lastNameSchema.optional(),
        }),
        response: {
          200: z.object({ booking: bookingDetailSchema }),
          404: errorResponses[400],
          409: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await own(req, req.params.id, req.body.lastName);
      const updated = await cancelBooking(req, row, req.body.expectedFee);
      return { booking: await detailOf(updated) };
    },
  );

  /** Cancels with the fee the customer accepted (the quote's fee). */
  async function cancelBooking(
    req: FastifyRequest,
    row: ReservationRow,
    accepted: { amountMinor: number; currency: string },
  ) {
    const { terms } = await termsOf(deps, row);
    if (!terms.canCancel) throw new ApiError(409, 'not_cancellable', NOT_CANCELLABLE);
    const fee = money(terms.cancellationFeeMinor, row.currency);
    if (accepted.amountMinor !== fee.amountMinor || accepted.currency !== fee.currency)
      throw new ApiError(409, 'fee_changed', FEE_CHANGED, { details: { fee } });
    // A card booking's money first (idempotent provider keys): the fee captured and the rest released,
    // or the capture refunded but for the fee (issue 21).
    await settleCancellation(deps, row, fee.amountMinor);
    // Issue 22: a deposit held for the online check-in goes back too.
    if (deps.payments) await releaseDeposit(deps, row.id, 'booking-cancelled');
    const now = deps.now();
    const updated = await db.transaction(async (tx) => {
      const [u] = await tx
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: now, cancellationFeeMinor: fee.amountMinor })
        .where(and(eq(reservations.id, row.id), eq(reservations.status, 'confirmed')))
        .returning();
      if (!u) throw new ApiError(409, 'not_cancellable', NOT_CANCELLABLE);
      await tx.insert(reservationActivities).values({
        reservationId: row.id,
        type: 'cancelled',
        message:
          fee.amountMinor > 0
            ? `Reservation cancelled by the customer; cancellation fee ${fee.amountMinor} ${fee.currency} (minor units)`
            : 'Reservation cancelled by the customer',
        at: now,
      });
      const to = bookingMailTo(req, deps, u);
      if (to)
        await queueMail(tx as unknown as Db, {
          recipient: to.recipient,
          kind: 'booking-cancelled',
          locale: to.locale,
          data: { firstName: to.firstName, number: u.number, fee, link: to.link },
        });
      return u;
    });
    deps.mail.kick();
    return updated;
  }

  app.post(
    '/v1/rentalreservations/:id/changes/quote',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['bookings'],
        summary: 'Price new dates and times for the booking (same branches, vehicle, protection and extras)',
        params: idParam,
        body: changeBody,
        response: {
          200: z.object({ quote: changeQuoteSchema }),
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await own(req, req.params.id, req.body.lastName);
      return { quote: await quoteChange(row, req.body.pickupDate, req.body.returnDate) };
    },
  );

  app.post(
    '/v1/rentalreservations/:id/changes',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['bookings'],
        summary: 'Change the dates and times, confirming the new total of the quote',
        description: '409 price_changed (details.quote) when the new total is no longer the one confirmed.',
        params: idParam,
        body: changeBody.extend({
          /** The new total the customer saw in the quote and accepts. */
          expectedTotal: moneyInput,
        }),
        response: {
          200: z.object({ booking: bookingDetailSchema }),
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await own(req, req.params.id, req.body.lastName);
      const quote = await quoteChange(row, req.body.pickupDate, req.body.returnDate);
      const e = req.body.expectedTotal;
      if (e.amountMinor !== quote.newTotal.amountMinor || e.currency !== quote.newTotal.currency)
        throw new ApiError(409, 'price_changed', PRICE_CHANGED, { details: { quote } });
      const now = deps.now();
      const updated = await db.transaction(async (tx) => {
        const [u] = await tx
          .update(reservations)
          .set({
            pickupAt: quote.pickupDate,
            returnAt: quote.returnDate,
            totalMinor: quote.newTotal.amountMinor,
          })
          .where(
            and(
              eq(reservations.id, row.id),
              eq(reservations.status, 'confirmed'),
              eq(reservations.pickupAt, row.pickupAt),
              eq(reservations.returnAt, row.returnAt),
            ),
          )
          .returning();
        // Changed or cancelled by another request since the quote: the customer must look again.
        if (!u) throw new ApiError(409, 'not_changeable', NOT_CHANGEABLE);
        await tx.insert(reservationActivities).values({
          reservationId: row.id,
          type: 'changed',
          message: `Dates changed to ${quote.pickupDate.replace('T', ' ')} – ${quote.returnDate.replace('T', ' ')}`,
          at: now,
        });
        const to = bookingMailTo(req, deps, u);
        if (to)
          await queueMail(tx as unknown as Db, {
            recipient: to.recipient,
            kind: 'booking-changed',
            locale: to.locale,
            data: {
              firstName: to.firstName,
              number: u.number,
              pickupAt: u.pickupAt,
              returnAt: u.returnAt,
              total: money(u.totalMinor, u.currency),
              link: to.link,
            },
          });
        return u;
      });
      deps.mail.kick();
      return { booking: await detailOf(updated) };
    },
  );

  app.post(
    '/v1/service/bookings/:number/return',
    {
      schema: {
        tags: ['service'],
        summary: "The branch's system: the vehicle of a booking was returned at the counter",
        description:
          "Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. A card-paid booking's authorised amount is captured. A returned booking counts as finished for its invoice (otherwise it is finished once the pickup branch's local time is past the return time). Recording it again keeps the first time; a cancelled booking answers 409 `return_cancelled`.",
        security: [{ service: [] }],
        params: z.object({
          /** Reservation number, 10 digits. */
          number: reservationNumberSchema,
        }),
        body: z
          .object({
            /** When it was returned (ISO 8601 with offset; default now). */
            returnedAt: z.iso.datetime({ offset: true, error: english('invalidFormat', {}) }).optional(),
          })
          .default({}),
        response: {
          200: z.object({ booking: bookingSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [row] = await db.select().from(reservations).where(eq(reservations.number, req.params.number));
      if (!row || row.status === 'awaiting-payment')
        throw new ApiError(404, 'booking_not_found', msg('bookingNotFound'));
      if (row.status === 'cancelled') throw new ApiError(409, 'return_cancelled', msg('returnCancelled'));
      // A card booking's authorisation is captured at the return (once, whichever call gets there).
      await captureOnReturn(deps, row);
      if (row.returnedAt) return { booking: await bookingOf(row) };
      const returnedAt = req.body.returnedAt ? new Date(req.body.returnedAt) : deps.now();
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(reservations)
          .set({ returnedAt })
          .where(and(eq(reservations.id, row.id), isNull(reservations.returnedAt)))
          .returning();
        if (changed)
          await tx.insert(reservationActivities).values({
            reservationId: row.id,
            type: 'returned',
            message: 'Vehicle returned at the branch',
            at: returnedAt,
          });
        return changed;
      });
      const [current] = updated
        ? [updated]
        : await db.select().from(reservations).where(eq(reservations.id, row.id));
      return { booking: await bookingOf(current!) };
    },
  );
}
