// The mails of issue 22's fleet: the return with the app ('vehicle-returned', with the invoice) and a
// reported damage assessed by the branch ('damage-assessed'), to the booking's driver in the booking's
// language, linking to the booking in the account (invoice and damage cases are shown there).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { money } from '../http.ts';
import { bookingMailTo, queueMail } from '../mail/queue.ts';
import type { ReservationRow } from './access.ts';
import type { DamageRow } from './damages.ts';

/** Queues 'damage-assessed' for an assessed case of a booking (inside the caller's transaction). */
export async function damageAssessedMail(
  deps: Pick<Deps, 'config'>,
  req: FastifyRequest,
  tx: Db,
  booking: ReservationRow,
  damage: DamageRow,
): Promise<void> {
  const to = bookingMailTo(req, deps, booking);
  if (!to || damage.costMinor === null || !damage.currency) return;
  await queueMail(tx, {
    recipient: to.recipient,
    kind: 'damage-assessed',
    locale: to.locale,
    data: {
      firstName: to.firstName,
      number: booking.number,
      description: damage.description,
      cost: money(damage.costMinor, damage.currency),
      explanation: damage.explanation ?? '',
      link: to.link,
    },
  });
}

/** Queues 'vehicle-returned' with the issued invoice (inside the return's transaction). */
export async function vehicleReturnedMail(
  deps: Pick<Deps, 'config'>,
  req: FastifyRequest,
  tx: Db,
  booking: ReservationRow,
  invoice: { number: string; grossMinor: number; currency: string },
  refuelMinor: number | null,
  deposit: 'released' | 'held' | 'none',
): Promise<void> {
  const to = bookingMailTo(req, deps, booking);
  if (!to) return;
  await queueMail(tx, {
    recipient: to.recipient,
    kind: 'vehicle-returned',
    locale: to.locale,
    data: {
      firstName: to.firstName,
      number: booking.number,
      invoiceNumber: invoice.number,
      total: money(invoice.grossMinor, invoice.currency),
      refuel: refuelMinor === null ? null : money(refuelMinor, invoice.currency),
      deposit,
      link: to.link,
    },
  });
}
