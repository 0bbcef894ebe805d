// Damage reports of a booking (issue 22): the customer reports a damage at check-in or check-out (the
// same clientId again answers the same case: the app's offline retries), reads the cases of a booking and
// of all their bookings with their state and cost, and downloads their photos; the branch assesses a case
// (cost, explanation: mail 'damage-assessed') and settles it (the cost captured from the deposit).
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { damageCases, reservations, uploads } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { ownBooking, type ReservationRow, signedIn } from '../fleet/access.ts';
import { rentalStarted } from '../fleet/check-out.ts';
import {
  bookingDamages,
  checkPhotos,
  type DamageRow,
  damageView,
  knownDamages,
  localNowOf,
  numbersOf,
  reportWindowEnd,
} from '../fleet/damages.ts';
import { captureDeposit } from '../fleet/deposit-settlement.ts';
import { damageAssessedMail } from '../fleet/mails.ts';
import {
  assessBody,
  bookingDamageSchema,
  bookingParams,
  damageIdParams,
  damageReportBody,
  damageSchema,
  photoParams,
} from '../fleet/schemas.ts';
import { vehicleOf } from '../fleet/vehicles.ts';
import { msg } from '../i18n/translate.ts';
import { newId } from '../payments/service.ts';
import { requireServiceToken } from '../service-auth.ts';
import { EXTENSION, UPLOAD_TYPES, type UploadType } from '../uploads/sniff.ts';

const bookingErrors = {
  401: errorResponses[400],
  404: errorResponses[400],
  409: errorResponses[400],
  ...errorResponses,
};

const damageNotFound = () => new ApiError(404, 'damage_not_found', msg('fleetDamageNotFound'));
const photoNotFound = () => new ApiError(404, 'photo_not_found', msg('fleetDamagePhotoNotFound'));

/** A unique-constraint violation (PostgreSQL 23505), from PGlite or postgres.js, maybe wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** The answer of a photo download: the image, in the type found in its content. */
const imageResponse = {
  description: 'The photo, with the type found in its content.',
  content: Object.fromEntries(
    UPLOAD_TYPES.filter((t) => t.startsWith('image/')).map((type) => [
      type,
      { schema: z.string().meta({ format: 'binary' }) },
    ]),
  ),
};

/** Registers the damage endpoints. */
export function registerDamageRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  /** A case by id for the service, with its booking (null for the fleet's own). */
  async function caseOf(id: string): Promise<{ damage: DamageRow; booking: ReservationRow | undefined }> {
    const [damage] = await db.select().from(damageCases).where(eq(damageCases.id, id));
    if (!damage) throw damageNotFound();
    const [booking] =
      damage.reservationId === null
        ? []
        : await db.select().from(reservations).where(eq(reservations.id, damage.reservationId));
    return { damage, booking };
  }

  const serviceView = (damage: DamageRow, booking: ReservationRow | undefined) =>
    damageView(damage, booking?.number ?? null, booking?.number ?? '');

  app.post(
    '/v1/bookings/:number/damages',
    {
      config: { personal: true },
      schema: {
        tags: ['damages'],
        summary:
          "Report a damage of the booking's vehicle at check-in or check-out (the same clientId again: the same damage)",
        description:
          "Photos: the customer's own image uploads (400 `photo_not_found`, `photo_not_image` naming the field). 201 with the new case; 200 with the case already reported under this clientId. 409 `damage_report_closed` from 7 days after the return; `check_out_not_open` for a check-out report before the rental started; `booking_cancelled`, `booking_awaiting_payment`.",
        security: [{ session: [] }],
        params: bookingParams,
        body: damageReportBody,
        response: {
          200: z.object({ damage: damageSchema }),
          201: z.object({ damage: damageSchema }),
          ...crossOriginResponse,
          ...bookingErrors,
        },
      },
    },
    async (req, reply) => {
      const { user, row } = await ownBooking(deps, req, req.params.number);
      const body = req.body;
      const sameClient = and(eq(damageCases.reservationId, row.id), eq(damageCases.clientId, body.clientId));
      const replay = async () => {
        const [earlier] = await db.select().from(damageCases).where(sameClient);
        return earlier
          ? reply.code(200).send({ damage: damageView(earlier, row.number, row.number) })
          : undefined;
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const localNow = await localNowOf(db, row, deps.now());
      const closesAt = await reportWindowEnd(db, row);
      if (localNow >= closesAt)
        throw new ApiError(
          409,
          'damage_report_closed',
          msg('fleetDamageReportClosed', { date: closesAt.replace('T', ' ') }),
        );
      if (body.stage === 'check-out' && !(await rentalStarted(db, row, localNow)))
        throw new ApiError(
          409,
          'check_out_not_open',
          msg('fleetCheckOutNotOpen', { date: row.pickupAt.replace('T', ' ') }),
          {
            details: { opensAt: row.pickupAt },
          },
        );
      await checkPhotos(
        db,
        user.id,
        body.photoUploadIds.map((id, i) => [`photoUploadIds.${i}`, id] as [string, string]),
      );
      const vehicle = await vehicleOf(deps, row);
      let inserted: DamageRow | undefined;
      try {
        [inserted] = await db
          .insert(damageCases)
          .values({
            id: newId('dmg'),
            vehicleId: vehicle.id,
            reservationId: row.id,
            userId: user.id,
            clientId: body.clientId,
            stage: body.stage,
            reportedBy: 'customer',
            area: body.area,
            kind: body.kind,
            description: body.description,
            photoUploadIds: body.photoUploadIds,
            state: 'reported',
            costMinor: null,
            currency: null,
            explanation: null,
            reportedAt: deps.now(),
            assessedAt: null,
            settledAt: null,
            repairedAt: null,
          })
          .returning();
      } catch (error) {
        // The same report sent twice at once: the first one stands.
        if (!isUniqueViolation(error)) throw error;
        const raced = await replay();
        if (raced) return raced;
        throw error;
      }
      return reply.code(201).send({ damage: damageView(inserted!, row.number, row.number) });
    },
  );

  app.get(
    '/v1/bookings/:number/damages',
    {
      config: { personal: true },
      schema: {
        tags: ['damages'],
        summary:
          "The damages reported during one of the signed-in customer's bookings, newest first, with their state",
        security: [{ session: [] }],
        params: bookingParams,
        response: { 200: z.object({ damages: z.array(damageSchema) }), ...bookingErrors },
      },
    },
    async (req) => {
      const { row } = await ownBooking(deps, req, req.params.number, { cancelled: 'allow' });
      const cases = await bookingDamages(db, row.id);
      return { damages: cases.map((c) => damageView(c, row.number, row.number)) };
    },
  );

  app.get(
    '/v1/users/me/damages',
    {
      config: { personal: true },
      schema: {
        tags: ['damages'],
        summary:
          "Every damage case reported in the signed-in customer's bookings, newest first (the account's list)",
        security: [{ session: [] }],
        response: {
          200: z.object({ damages: z.array(bookingDamageSchema) }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(deps, req);
      const own = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.userId, user.id), ne(reservations.status, 'awaiting-payment')));
      if (own.length === 0) return { damages: [] };
      const cases = await db
        .select()
        .from(damageCases)
        .where(
          inArray(
            damageCases.reservationId,
            own.map((r) => r.id),
          ),
        )
        .orderBy(desc(damageCases.reportedAt), desc(damageCases.id))
        .limit(200);
      const numbers = await numbersOf(
        db,
        cases.map((c) => c.reservationId!),
      );
      return {
        damages: cases.map((c) => {
          const number = numbers.get(c.reservationId!) ?? '';
          return { ...damageView(c, number, number), reservationNumber: number };
        }),
      };
    },
  );

  /** Whether an upload is a photo of a damage the booking shows (its known damages and its own reports). */
  async function isBookingPhoto(row: ReservationRow, uploadId: string): Promise<boolean> {
    const own = await bookingDamages(db, row.id);
    if (own.some((c) => c.photoUploadIds.includes(uploadId))) return true;
    if (row.vehicleId === null) return false;
    const known = await knownDamages(db, row, row.vehicleId);
    return known.some((c) => c.photoUploadIds.includes(uploadId));
  }

  app.get(
    '/v1/bookings/:number/damages/photos/:uploadId',
    {
      config: { personal: true },
      schema: {
        tags: ['damages'],
        summary:
          "A photo of a damage of the booking's vehicle (known, or reported in the booking), as an attachment",
        security: [{ session: [] }],
        params: photoParams,
        response: { 200: imageResponse, ...bookingErrors },
      },
    },
    async (req: FastifyRequest<{ Params: z.infer<typeof photoParams> }>, reply) => {
      const { row } = await ownBooking(deps, req, req.params.number, { cancelled: 'allow' });
      const { uploadId } = req.params;
      if (!(await isBookingPhoto(row, uploadId))) throw photoNotFound();
      const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
      const file = upload ? await deps.uploads.get(upload.storageKey) : undefined;
      if (!upload || !file || !upload.contentType.startsWith('image/')) throw photoNotFound();
      const type = upload.contentType as UploadType;
      return reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="damage-${upload.id}.${EXTENSION[type]}"`)
        .send(file.data as unknown as string);
    },
  );

  app.post(
    '/v1/service/damages/:id/assess',
    {
      schema: {
        tags: ['service'],
        summary:
          'The branch assesses a damage case: its cost and why (Authorization: Bearer {API_SERVICE_TOKEN}); the customer is mailed',
        description:
          "Possible until the case is settled (409 `damage_settled`); assessing again replaces cost and explanation. The cost is in the booking's currency (400 `damage_currency`).",
        security: [{ service: [] }],
        params: damageIdParams,
        body: assessBody,
        response: {
          200: z.object({ damage: damageSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const { damage, booking } = await caseOf(req.params.id);
      if (damage.state === 'settled') throw new ApiError(409, 'damage_settled', msg('fleetDamageSettled'));
      const { cost, explanation } = req.body;
      if (booking && cost.currency !== booking.currency) {
        const message = msg('fleetDamageCurrency', { currency: booking.currency });
        throw new ApiError(400, 'damage_currency', message, { fields: { 'cost.currency': message } });
      }
      const updated = await db.transaction(async (tx) => {
        const [u] = await tx
          .update(damageCases)
          .set({
            state: 'assessed',
            costMinor: cost.amountMinor,
            currency: cost.currency,
            explanation,
            assessedAt: deps.now(),
          })
          .where(and(eq(damageCases.id, damage.id), ne(damageCases.state, 'settled')))
          .returning();
        if (!u) throw new ApiError(409, 'damage_settled', msg('fleetDamageSettled'));
        if (booking) await damageAssessedMail(deps, req, tx, booking, u);
        return u;
      });
      deps.mail.kick();
      return { damage: serviceView(updated, booking) };
    },
  );

  app.post(
    '/v1/service/damages/:id/settle',
    {
      schema: {
        tags: ['service'],
        summary:
          "The branch settles an assessed damage case (Authorization: Bearer {API_SERVICE_TOKEN}): its cost is taken from the booking's deposit",
        description:
          "Once every damage reported in the booking is settled, their total cost is captured from the booking's authorised deposit up to its amount and the rest released (fleet/deposit-settlement.ts). A cost above the deposit is not charged here: the back office sends a payment link for the difference (POST /v1/service/payment-links). Settling again answers the settled case (409 `damage_not_assessed` before an assessment).",
        security: [{ service: [] }],
        params: damageIdParams,
        response: {
          200: z.object({ damage: damageSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const { damage, booking } = await caseOf(req.params.id);
      if (damage.state === 'reported')
        throw new ApiError(409, 'damage_not_assessed', msg('fleetDamageNotAssessed'));
      if (booking) {
        // The deposit is settled once, when the booking's last open case is settled: every case's cost.
        const cases = await bookingDamages(db, booking.id);
        const open = cases.filter((c) => c.id !== damage.id && c.state !== 'settled');
        if (open.length === 0 && damage.state !== 'settled') {
          const total = cases.reduce((sum, c) => sum + (c.costMinor ?? 0), 0);
          await captureDeposit(deps, booking.id, total);
        }
      }
      const [settled] = await db
        .update(damageCases)
        .set({ state: 'settled', settledAt: deps.now() })
        .where(and(eq(damageCases.id, damage.id), eq(damageCases.state, 'assessed')))
        .returning();
      const [current] = settled
        ? [settled]
        : await db.select().from(damageCases).where(eq(damageCases.id, damage.id));
      return { damage: serviceView(current!, booking) };
    },
  );
}
