// Digital check-in (issue 22): a signed-in customer confirms the driver's documents for an upcoming
// booking of theirs (rules in check-in/rules.ts), has the deposit authorised on a card through the
// payment provider (or left to the counter without one) and gets a pickup code; the branch reads the
// code and records the pickup (service token). Another customer's booking is as unknown as none.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { completeCheckIn } from '../check-in/complete.ts';
import { depositFor } from '../check-in/deposit.ts';
import { detailsFailures, type RentalDates } from '../check-in/rules.ts';
import {
  bookingNumberParams,
  type CheckInDetailsBody,
  checkInDetailsBodySchema,
  checkInSchema,
  depositBodySchema,
  depositStartSchema,
  pickupCodeParams,
  pickupCodeViewSchema,
  pickupResultSchema,
} from '../check-in/schemas.ts';
import {
  type AdditionalDriverRecord,
  branchNow,
  checkInOf,
  checkInView,
  depositView,
  latestDeposit,
  unavailableReason,
} from '../check-in/view.ts';
import type { Db } from '../db/client.ts';
import { checkIns, reservationActivities, reservations, uploads } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { messageLanguage } from '../i18n/languages.ts';
import { type MessageText, msg } from '../i18n/translate.ts';
import { mailLocale } from '../mail/queue.ts';
import { applySession, startSession } from '../payments/service.ts';
import { checkReturnUrl } from '../payments/site-links.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';

type ReservationRow = typeof reservations.$inferSelect;

/** The photo types a document photo may have (what the uploads accept as images). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic']);

const bookingNotFound = () =>
  new ApiError(
    404,
    'reservation_not_found',
    'We could not find a reservation with this number and last name.',
  );
const cancelled = () => new ApiError(409, 'booking_cancelled', msg('checkInBookingCancelled'));
const completed = () => new ApiError(409, 'check_in_completed', msg('checkInCompleted'));
const closed = () => new ApiError(409, 'check_in_closed', msg('checkInClosed'));

const customerErrors = {
  401: errorResponses[400],
  404: errorResponses[400],
  409: errorResponses[400],
  ...errorResponses,
} as const;

/** Registers the check-in endpoints. */
export function registerCheckInRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  /** The signed-in customer's booking of this number (401 signed out; 404 another's, as an unknown one). */
  async function ownBooking(req: FastifyRequest, number: string): Promise<ReservationRow> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    const [row] = await db.select().from(reservations).where(eq(reservations.number, number));
    if (!row || row.userId !== user.id) {
      // Numbers must not be enumerable: misses count against the number like the booking lookups'.
      await deps.throttle.hit(`reservation:${number}`, deps.throttleRules.reservation.subject);
      throw bookingNotFound();
    }
    if (row.status === 'awaiting-payment')
      throw new ApiError(409, 'booking_awaiting_payment', msg('checkInAwaitingPayment'));
    return row;
  }

  /** A deposit session still open is asked of the provider (its notification may not have come yet). */
  async function settlePendingDeposit(req: FastifyRequest, row: ReservationRow): Promise<void> {
    const p = await latestDeposit(db, row.id);
    if (!deps.payments || p?.status !== 'pending' || !p.providerSessionId) return;
    const provider = deps.payments;
    const sessionId = p.providerSessionId;
    try {
      await applySession(deps, await provider.getSession(sessionId), { req });
    } catch (err) {
      // The check-in still answers with the deposit pending; the return or the notification applies it.
      req.log.warn({ err, payment: p.id }, 'reading a pending deposit session failed');
    }
  }

  const view = async (req: FastifyRequest, row: ReservationRow) =>
    checkInView(deps, row, await checkInOf(db, row.id), messageLanguage(req));

  /** 400 naming each photo that is not the customer's own image upload. */
  async function checkPhotos(userId: string, photos: Record<string, string>): Promise<void> {
    const fields: Record<string, MessageText> = {};
    let code = '';
    for (const [field, id] of Object.entries(photos)) {
      const [upload] = await db
        .select({ contentType: uploads.contentType })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
      // Another customer's upload is as unknown as none.
      if (!upload) {
        fields[field] = msg('checkInPhotoNotFound');
        code ||= 'photo_not_found';
      } else if (!PHOTO_TYPES.has(upload.contentType)) {
        fields[field] = msg('checkInPhotoNotImage');
        code ||= 'photo_not_image';
      }
    }
    const first = Object.values(fields)[0];
    if (first) throw new ApiError(400, code, first, { fields });
  }

  /** 400 with the first refused rule's code and message, and every refused field. */
  function checkRules(body: CheckInDetailsBody, rental: RentalDates): void {
    const failures = detailsFailures(body, rental);
    const [first] = failures;
    if (!first) return;
    const fields: Record<string, MessageText> = {};
    for (const f of failures) fields[f.field] ??= f.message;
    throw new ApiError(400, first.code, first.message, { fields });
  }

  app.get(
    '/v1/bookings/:number/check-in',
    {
      config: { personal: true },
      schema: {
        tags: ['check-in'],
        summary: "The online check-in of one of the signed-in customer's bookings",
        description:
          'Another customer’s booking answers the same 404 `reservation_not_found` as an unknown number; a booking still waiting for its card payment 409 `booking_awaiting_payment`. A deposit session still open is read from the provider first.',
        security: [{ session: [] }],
        params: bookingNumberParams,
        response: { 200: z.object({ checkIn: checkInSchema }), ...customerErrors },
      },
    },
    async (req) => {
      const row = await ownBooking(req, req.params.number);
      await settlePendingDeposit(req, row);
      return { checkIn: await view(req, row) };
    },
  );

  app.put(
    '/v1/bookings/:number/check-in/details',
    {
      config: { personal: true },
      schema: {
        tags: ['check-in'],
        summary:
          "Confirm the driver's date of birth, driving licence, identity document and additional drivers (may be repeated until the check-in is completed)",
        description:
          'Rules (400, the code of the first refusal, `fields` naming every refused field by its path such as `licence.expiresOn` or `additionalDrivers.0.licenceIssuedOn`): `licence_expired` (before the return day), `licence_not_yet_valid` (issued after today), `licence_too_recent` (held less than a year at pickup), `licence_dates_order`, `identity_expired` (before the return day), `driver_too_young` (under 18 at pickup), `invalid_country`; photos that are not the customer’s own uploads `photo_not_found`, not images `photo_not_image`. 409: `booking_cancelled`, `check_in_closed` (pickup time passed or picked up), `check_in_completed`. The check-in then awaits its deposit.',
        security: [{ session: [] }],
        params: bookingNumberParams,
        body: checkInDetailsBodySchema,
        response: { 200: z.object({ checkIn: checkInSchema }), ...crossOriginResponse, ...customerErrors },
      },
    },
    async (req) => {
      const row = await ownBooking(req, req.params.number);
      if (row.status === 'cancelled') throw cancelled();
      const existing = await checkInOf(db, row.id);
      if (existing?.status === 'completed') throw completed();
      const localNow = await branchNow(deps, row);
      if (unavailableReason(row, existing, localNow)) throw closed();
      const body = req.body;
      checkRules(body, {
        today: localNow.slice(0, 10),
        pickupDate: row.pickupAt.slice(0, 10),
        returnDate: row.returnAt.slice(0, 10),
      });
      await checkPhotos(row.userId ?? '', {
        'licence.frontUploadId': body.licence.frontUploadId,
        'licence.backUploadId': body.licence.backUploadId,
        'identity.uploadId': body.identity.uploadId,
      });
      const deposit = depositFor(row.groupCode, row.currency);
      const now = deps.now();
      const details = {
        status: 'awaiting-deposit',
        dateOfBirth: body.dateOfBirth,
        licenceNumber: body.licence.number,
        licenceCountry: body.licence.country,
        licenceIssuedOn: body.licence.issuedOn,
        licenceExpiresOn: body.licence.expiresOn,
        licenceFrontUploadId: body.licence.frontUploadId,
        licenceBackUploadId: body.licence.backUploadId,
        identityType: body.identity.type,
        identityNumber: body.identity.number,
        identityCountry: body.identity.country,
        identityExpiresOn: body.identity.expiresOn,
        identityUploadId: body.identity.uploadId,
        additionalDrivers: body.additionalDrivers satisfies AdditionalDriverRecord[],
        depositMinor: deposit.amountMinor,
        depositCurrency: deposit.currency,
        updatedAt: now,
      };
      const [saved] = await db
        .insert(checkIns)
        .values({ reservationId: row.id, createdAt: now, ...details })
        .onConflictDoUpdate({
          target: checkIns.reservationId,
          set: details,
          // Completed in the meantime (its deposit authorised): kept as it is.
          setWhere: ne(checkIns.status, 'completed'),
        })
        .returning();
      if (!saved) throw completed();
      return { checkIn: await view(req, row) };
    },
  );

  app.post(
    '/v1/bookings/:number/check-in/deposit',
    {
      config: { personal: true },
      schema: {
        tags: ['check-in'],
        summary:
          "Authorise the check-in's deposit on a card: a payment session on the provider (manual capture), or, without online payment, the deposit at pickup and the check-in completed at once",
        description:
          'The customer pays on `redirectUrl` and comes back to `returnUrl` with `?payment_session={id}`; GET /v1/payments/sessions/{id} (or this check-in) applies the outcome: authorised completes the check-in with its pickup code; refused leaves it awaiting-deposit with `deposit.refusalMessage`. Without a payment provider `redirectUrl` is null and the deposit is taken at the counter. 409: `check_in_details_missing`, `check_in_completed`, `check_in_closed`, `booking_cancelled`; 422 `return_url_invalid`.',
        security: [{ session: [] }],
        params: bookingNumberParams,
        body: depositBodySchema,
        response: {
          200: depositStartSchema,
          422: errorResponses[400],
          502: errorResponses[500],
          ...crossOriginResponse,
          ...customerErrors,
        },
      },
    },
    async (req) => {
      const row = await ownBooking(req, req.params.number);
      if (row.status === 'cancelled') throw cancelled();
      const checkIn = await checkInOf(db, row.id);
      if (checkIn?.status === 'completed') throw completed();
      if (unavailableReason(row, checkIn, await branchNow(deps, row))) throw closed();
      if (checkIn?.status !== 'awaiting-deposit' || checkIn.depositMinor === null || !checkIn.depositCurrency)
        throw new ApiError(409, 'check_in_details_missing', msg('checkInDetailsMissing'));
      if (!deps.payments) {
        const done = await db.transaction(async (t) =>
          completeCheckIn(deps, t as unknown as Db, row.id, req, deps.now(), true),
        );
        if (done.mail) deps.mail.kick();
        return { redirectUrl: null, checkIn: await view(req, row) };
      }
      checkReturnUrl(deps, req.body.returnUrl);
      const started = await startSession(deps, {
        purpose: 'deposit',
        userId: row.userId,
        reservationId: row.id,
        amountMinor: checkIn.depositMinor,
        currency: checkIn.depositCurrency,
        description: `Deposit for reservation ${row.number}`,
        returnUrl: req.body.returnUrl,
        locale: mailLocale(req),
        mode: 'payment',
        captureMethod: 'manual',
      });
      return { redirectUrl: started.redirectUrl, checkIn: await view(req, row) };
    },
  );

  app.get(
    '/v1/service/pickup-codes/:code',
    {
      schema: {
        tags: ['service'],
        summary:
          "The branch's scanner reads a pickup code (Authorization: Bearer {API_SERVICE_TOKEN}): the booking, driver, licence and deposit to check at the counter",
        description:
          'An unknown code answers 404 `pickup_code_not_found`, the code of a booking cancelled since 409 `booking_cancelled`. Lower case is read as upper case.',
        security: [{ service: [] }],
        params: pickupCodeParams,
        response: {
          200: pickupCodeViewSchema,
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [found] = await db
        .select({ checkIn: checkIns, reservation: reservations })
        .from(checkIns)
        .innerJoin(reservations, eq(reservations.id, checkIns.reservationId))
        .where(eq(checkIns.pickupCode, req.params.code));
      if (!found) throw new ApiError(404, 'pickup_code_not_found', msg('pickupCodeNotFound'));
      const { checkIn, reservation } = found;
      // The code of a booking cancelled after its check-in hands nothing over.
      if (reservation.status === 'cancelled') throw cancelled();
      const driver = (reservation.driver ?? {}) as { firstName?: string; lastName?: string };
      const deposit = await depositView(db, reservation, checkIn, messageLanguage(req));
      return {
        reservationNumber: reservation.number,
        driver: { firstName: driver.firstName ?? '', lastName: driver.lastName ?? '' },
        groupCode: reservation.groupCode,
        pickupAt: reservation.pickupAt,
        branchId: reservation.branchId,
        licence: { country: checkIn.licenceCountry ?? '', expiresOn: checkIn.licenceExpiresOn ?? '' },
        deposit: { status: deposit.status, amount: deposit.amount },
        pickedUpAt: checkIn.pickedUpAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/v1/service/bookings/:number/pickup',
    {
      schema: {
        tags: ['service'],
        summary:
          "The branch's system: the vehicle of a booking was handed over (Authorization: Bearer {API_SERVICE_TOKEN}); with or without online check-in",
        description:
          'Recording it again keeps the first time. A booking without online check-in gets a check-in row with status not-started. Unknown (or waiting for payment): 404 `booking_not_found`; cancelled: 409 `booking_cancelled`. The rental has then begun (check-out opens).',
        security: [{ service: [] }],
        params: bookingNumberParams,
        response: {
          200: pickupResultSchema,
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
      if (row.status === 'cancelled') throw cancelled();
      const now = deps.now();
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(checkIns)
          .values({
            reservationId: row.id,
            status: 'not-started',
            pickedUpAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        const [updated] = created
          ? [created]
          : await tx
              .update(checkIns)
              .set({ pickedUpAt: now, updatedAt: now })
              .where(and(eq(checkIns.reservationId, row.id), isNull(checkIns.pickedUpAt)))
              .returning();
        if (updated)
          await tx.insert(reservationActivities).values({
            reservationId: row.id,
            type: 'picked_up',
            message: 'Vehicle picked up at the branch',
            at: now,
          });
      });
      const checkIn = await checkInOf(db, row.id);
      return { reservationNumber: row.number, pickedUpAt: (checkIn?.pickedUpAt ?? now).toISOString() };
    },
  );
}
