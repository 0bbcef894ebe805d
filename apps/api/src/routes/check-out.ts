// The mobile check-out (issue 22): the customer returns the car with the app once the rental started:
// odometer, fuel or charge level, four photos, the booked return branch, the damages reported. The same
// clientId again answers the same result (the app's offline outbox retries). Rules and effects:
// fleet/check-out.ts; the deposit: fleet/deposit-settlement.ts.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reservations } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { ownBooking } from '../fleet/access.ts';
import {
  checkOdometer,
  checkOutStatus,
  checkOutView,
  completeReturn,
  damageReported,
  rentalDaysSoFar,
  returnOf,
} from '../fleet/check-out.ts';
import { bookingDamages, checkPhotos } from '../fleet/damages.ts';
import { depositOf, releaseDeposit } from '../fleet/deposit-settlement.ts';
import { vehicleReturnedMail } from '../fleet/mails.ts';
import { bookingParams, checkOutBody, checkOutSchema } from '../fleet/schemas.ts';
import { vehicleOf } from '../fleet/vehicles.ts';
import { msg } from '../i18n/translate.ts';
import { captureOnReturn } from '../payments/service.ts';
import { getBranch } from './branches.ts';

const bookingErrors = {
  401: errorResponses[400],
  404: errorResponses[400],
  409: errorResponses[400],
  ...errorResponses,
};

/** Registers the check-out endpoints. */
export function registerCheckOutRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  app.get(
    '/v1/bookings/:number/check-out',
    {
      config: { personal: true },
      schema: {
        tags: ['check-out'],
        summary:
          "The return with the app of one of the signed-in customer's bookings: whether it is open, the vehicle, the return branch, the result",
        security: [{ session: [] }],
        params: bookingParams,
        response: { 200: z.object({ checkOut: checkOutSchema }), ...bookingErrors },
      },
    },
    async (req) => {
      const { row } = await ownBooking(deps, req, req.params.number);
      return { checkOut: await checkOutView(deps, row) };
    },
  );

  app.post(
    '/v1/bookings/:number/check-out',
    {
      config: { personal: true },
      schema: {
        tags: ['check-out'],
        summary:
          'Return the car with the app: readings, four photos, the return branch (the same clientId again: the same result)',
        description:
          'Once the rental started and until 7 days after the return time (409 `check_out_not_open`). 400 `return_branch_mismatch` (not the booked return branch), `odometer_below_pickup`, `odometer_implausible` (more than 2,000 km or 1,250 mi per rental day), `photo_not_found`, `photo_not_image`, `damage_not_found`, each naming its field. 409 `booking_returned` for another clientId after the return. Effects: the booking is returned, the invoice issued with a refuelling or recharging line when the level is below the pickup level (fleet/refuel.ts), the deposit released when no damage was reported in the booking (else held until settled), a mail with the invoice link.',
        security: [{ session: [] }],
        params: bookingParams,
        body: checkOutBody,
        response: {
          200: z.object({ checkOut: checkOutSchema }),
          201: z.object({ checkOut: checkOutSchema }),
          ...crossOriginResponse,
          ...bookingErrors,
        },
      },
    },
    async (req, reply) => {
      const { user, row } = await ownBooking(deps, req, req.params.number);
      const body = req.body;
      const returned = () => new ApiError(409, 'booking_returned', msg('fleetBookingReturned'));
      /**
       * After the return: its own retry gets the result. The money follows the committed return and is
       * asked again by a retry when the provider failed (each step is idempotent): a card-paid booking's
       * authorisation is captured as at the counter, the deposit released when no damage was reported.
       */
      const answerDone = async (clientId: string, created: boolean) => {
        if (clientId !== body.clientId) throw returned();
        const [current] = await db.select().from(reservations).where(eq(reservations.id, row.id));
        await captureOnReturn(deps, current ?? row);
        if (!(await damageReported(db, row.id))) await releaseDeposit(deps, row.id);
        return reply.code(created ? 201 : 200).send({ checkOut: await checkOutView(deps, current ?? row) });
      };
      const done = await returnOf(db, row.id);
      if (done) return answerDone(done.clientId, false);
      if (row.returnedAt) throw returned();
      const { status, closesAt, localNow } = await checkOutStatus(deps, row, undefined);
      if (status !== 'open') {
        const message =
          localNow >= closesAt
            ? msg('fleetCheckOutClosed', { date: row.returnAt.replace('T', ' ') })
            : msg('fleetCheckOutNotOpen', { date: row.pickupAt.replace('T', ' ') });
        throw new ApiError(409, 'check_out_not_open', message, { details: { opensAt: row.pickupAt } });
      }
      if (body.returnBranchId !== row.returnBranchId) {
        const branch = await getBranch(db, row.returnBranchId);
        const message = msg('fleetReturnBranchMismatch', { name: branch.name });
        throw new ApiError(400, 'return_branch_mismatch', message, { fields: { returnBranchId: message } });
      }
      await checkPhotos(db, user.id, [
        ['photos.front', body.photos.front],
        ['photos.rear', body.photos.rear],
        ['photos.left', body.photos.left],
        ['photos.right', body.photos.right],
      ]);
      const damageIds = body.damageIds ?? [];
      if (damageIds.length > 0) {
        const reported = new Set((await bookingDamages(db, row.id)).map((d) => d.id));
        const missing = damageIds.findIndex((id) => !reported.has(id));
        if (missing >= 0) {
          const message = msg('fleetDamageNotFound');
          throw new ApiError(400, 'damage_not_found', message, {
            fields: { [`damageIds.${missing}`]: message },
          });
        }
      }
      const vehicle = await vehicleOf(deps, row);
      checkOdometer(
        body.odometer,
        vehicle.odometer,
        vehicle.unit as 'km' | 'mi',
        rentalDaysSoFar(row.pickupAt, localNow),
      );
      const deposit = await depositOf(db, row.id);
      const held = await damageReported(db, row.id);
      const depositState = deposit?.status !== 'authorised' ? 'none' : held ? 'held' : 'released';
      const { ret, created } = await completeReturn(
        deps,
        row,
        vehicle,
        { ...body, damageIds },
        (tx, updated, invoice, refuelMinor) =>
          vehicleReturnedMail(deps, req, tx, updated, invoice, refuelMinor, depositState),
      );
      deps.mail.kick();
      return answerDone(ret.clientId, created);
    },
  );
}
