// A cancelled booking's deposit (issue 22): an authorisation held for its check-in is released when the
// customer cancels, with an idempotent key, so a retried cancellation never releases twice. (After the
// rental the deposit is released or captured by the return and damage settlement, not here.)
import { and, eq } from 'drizzle-orm';
import type { reservations } from '../db/schema.ts';
import { payments } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { providerCall } from '../payments/service.ts';
import { latestDeposit } from './view.ts';

/** Releases the deposit authorised for a booking's check-in, if any (before the booking is marked cancelled). */
export async function releaseDepositOnCancellation(
  deps: Deps,
  row: typeof reservations.$inferSelect,
): Promise<void> {
  const provider = deps.payments;
  if (!provider) return;
  const p = await latestDeposit(deps.db, row.id);
  if (p?.status !== 'authorised' || !p.providerPaymentId) return;
  const paymentId = p.providerPaymentId;
  await providerCall(() => provider.cancel(paymentId, `cancel:${p.id}:booking-cancelled`));
  await deps.db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: deps.now() })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'authorised')));
}
