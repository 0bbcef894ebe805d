// Completing a check-in (issue 22): once the deposit is authorised (the payments' `deposit` purpose, from
// the provider's notification or the customer's return) or left to the counter (no online payment). One
// conditional update moves it from awaiting-deposit to completed, so a notification and a return racing
// each other complete it once; the pickup code, the activity and the mail go with it in the caller's
// transaction.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { branches, checkIns, reservationActivities, reservations } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { money } from '../http.ts';
import { bookingMailTo, queueMail } from '../mail/queue.ts';
import { checkInLink } from './links.ts';
import { newPickupCode } from './pickup-code.ts';

type CheckInRow = typeof checkIns.$inferSelect;

/** A pickup code no check-in has (30^8 codes: a second draw is already a rarity). */
async function freshPickupCode(tx: Db): Promise<string> {
  for (;;) {
    const code = newPickupCode();
    const [taken] = await tx.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.pickupCode, code));
    if (!taken) return code;
  }
}

/**
 * Completes the check-in of a reservation that waits for its deposit: status, pickup code, the activity
 * "Checked in online". Answers the completed row (and whether a mail was queued: kick the outbox after
 * the commit), or no row when it was not waiting (completed already: a second authorisation is a
 * duplicate the caller gives back).
 */
export async function completeCheckIn(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  reservationId: number,
  req: FastifyRequest,
  now: Date,
  depositAtPickup = false,
): Promise<{ checkIn: CheckInRow | undefined; mail: boolean }> {
  const pickupCode = await freshPickupCode(tx);
  const [done] = await tx
    .update(checkIns)
    .set({
      status: 'completed',
      pickupCode,
      completedAt: now,
      updatedAt: now,
      ...(depositAtPickup ? { depositAt: 'at-pickup' } : {}),
    })
    .where(and(eq(checkIns.reservationId, reservationId), eq(checkIns.status, 'awaiting-deposit')))
    .returning();
  if (!done) return { checkIn: undefined, mail: false };
  await tx.insert(reservationActivities).values({
    reservationId,
    type: 'checked_in',
    message: depositAtPickup ? 'Checked in online (deposit at pickup)' : 'Checked in online',
    at: now,
  });
  return { checkIn: done, mail: await mailPickupCode(deps, tx, done, req) };
}

/** The mail `check-in-completed` to the driver: the pickup code, what to bring and the deposit. */
async function mailPickupCode(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  checkIn: CheckInRow,
  req: FastifyRequest,
): Promise<boolean> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, checkIn.reservationId));
  const to = row ? bookingMailTo(req, deps, row) : null;
  if (!row || !to || !checkIn.pickupCode) return false;
  const [branch] = await tx
    .select({ name: branches.name, country: branches.country })
    .from(branches)
    .where(eq(branches.id, row.branchId));
  await queueMail(tx, {
    recipient: to.recipient,
    kind: 'check-in-completed',
    locale: to.locale,
    data: {
      firstName: to.firstName,
      number: row.number,
      code: checkIn.pickupCode,
      pickup: { branch: branch?.name ?? '', at: row.pickupAt },
      deposit: money(checkIn.depositMinor ?? 0, checkIn.depositCurrency ?? row.currency),
      depositAtPickup: checkIn.depositAt === 'at-pickup',
      link: checkInLink(deps, req, {
        number: row.number,
        locale: row.locale,
        country: branch?.country ?? '',
      }),
    },
  });
  return true;
}

/** The `deposit` purpose's authorisation: the check-in completes; `duplicate` when it was complete already. */
export async function onDepositAuthorised(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  payment: { reservationId: number | null },
  req: FastifyRequest,
  now: Date,
): Promise<{ mail: boolean; duplicate: boolean }> {
  if (payment.reservationId === null) return { mail: false, duplicate: false };
  const [booking] = await tx
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, payment.reservationId));
  // A booking cancelled while its customer was on the payment page: the deposit goes back.
  if (booking?.status !== 'confirmed') return { mail: false, duplicate: true };
  const done = await completeCheckIn(deps, tx, payment.reservationId, req, now);
  return { mail: done.mail, duplicate: !done.checkIn };
}
