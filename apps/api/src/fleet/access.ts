// Who may see a booking's vehicle, damages and return (issue 22): its owner, signed in. Another
// customer's booking answers the same 404 as an unknown number (numbers must not be enumerable); a guest
// adds the booking to the account first (POST /v2/users/me/bookings).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { reservations } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError, notSignedIn } from '../errors.ts';
import { msg } from '../i18n/translate.ts';
import { currentUser } from '../session.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

export const reservationNotFound = () =>
  new ApiError(404, 'reservation_not_found', msg('reservationNotFound'));

/** The signed-in customer, or 401 `not_signed_in`. */
export async function signedIn(deps: Deps, req: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(deps, req);
  if (!user) throw notSignedIn();
  return user;
}

/**
 * The signed-in customer's booking `number`: 404 `reservation_not_found` for another's or an unknown
 * one, 409 `booking_awaiting_payment` while its card payment is outstanding, 409 `booking_cancelled` for
 * a cancelled one unless `cancelled: 'allow'` (lists of what was reported stay readable).
 */
export async function ownBooking(
  deps: Deps,
  req: FastifyRequest,
  number: string,
  options: { cancelled?: 'allow' | 'refuse' } = {},
): Promise<{ user: SessionUser; row: ReservationRow }> {
  const user = await signedIn(deps, req);
  const [row] = await deps.db.select().from(reservations).where(eq(reservations.number, number));
  if (!row || row.userId !== user.id) throw reservationNotFound();
  if (row.status === 'awaiting-payment')
    throw new ApiError(409, 'booking_awaiting_payment', msg('fleetBookingAwaitingPayment'));
  if (row.status === 'cancelled' && options.cancelled !== 'allow')
    throw new ApiError(409, 'booking_cancelled', msg('fleetBookingCancelled'));
  return { user, row };
}
