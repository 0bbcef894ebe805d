// The booking's deposit after the rental (issue 22, ADR 020): the check-in authorises it (a payments row
// with purpose 'deposit', manual capture); the return releases it when no damage was reported in the
// booking, else it stays authorised until the branch settles the damages: then their cost is captured
// up to the deposit's amount and the rest released. A cost above the deposit is not charged here: the
// back office sends the customer a payment link for the difference (POST /v1/service/payment-links).
// Every provider call carries an idempotency key of the payment, so a retry never moves money twice.
import { and, eq } from 'drizzle-orm';
import { latestDeposit } from '../check-in/view.ts';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { msg } from '../i18n/translate.ts';
import { ProviderError } from '../payments/provider.ts';
import { type PaymentRow, providerCall, requireProvider } from '../payments/service.ts';

/**
 * The deposit of a booking once it was authorised (held, or since settled): the check-in's latest deposit
 * payment (`latestDeposit`, never a duplicate given back), if it got that far.
 */
export async function depositOf(db: Db, reservationId: number): Promise<PaymentRow | undefined> {
  const p = await latestDeposit(db, reservationId);
  return p && ['authorised', 'captured', 'cancelled'].includes(p.status) ? p : undefined;
}

/** What happened to the deposit. */
export type DepositOutcome = { status: 'none' | 'held' | 'released' | 'captured'; capturedMinor: number };

/**
 * Releases the booking's authorised deposit (nothing captured); a deposit already settled stays as it is.
 * `why` makes the provider's idempotency key: the return ('deposit-release') or the booking cancelled.
 */
export async function releaseDeposit(
  deps: Pick<Deps, 'db' | 'payments' | 'now'>,
  reservationId: number,
  why: 'deposit-release' | 'booking-cancelled' = 'deposit-release',
): Promise<DepositOutcome> {
  const p = await depositOf(deps.db, reservationId);
  if (!p) return { status: 'none', capturedMinor: 0 };
  if (p.status !== 'authorised' || !p.providerPaymentId) return settledOutcome(p);
  const provider = requireProvider(deps);
  const paymentId = p.providerPaymentId;
  await providerCall(() => provider.cancel(paymentId, `cancel:${p.id}:${why}`));
  await deps.db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: deps.now() })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'authorised')));
  return { status: 'released', capturedMinor: 0 };
}

/**
 * Settles the deposit for damages costing `costMinor` in total: captures up to the deposit's amount and
 * releases the rest; answers what was captured. A deposit already settled answers what it was settled at.
 */
export async function captureDeposit(
  deps: Pick<Deps, 'db' | 'payments' | 'now'>,
  reservationId: number,
  costMinor: number,
): Promise<DepositOutcome> {
  const p = await depositOf(deps.db, reservationId);
  if (!p) return { status: 'none', capturedMinor: 0 };
  if (p.status !== 'authorised' || !p.providerPaymentId) return settledOutcome(p);
  const provider = requireProvider(deps);
  const paymentId = p.providerPaymentId;
  const amount = Math.min(Math.max(0, costMinor), p.amountMinor);
  if (amount > 0)
    await providerCall(() =>
      provider.capture(paymentId, { valueMinor: amount, currency: p.currency }, `capture:${p.id}:damage`),
    );
  if (amount < p.amountMinor) {
    try {
      await provider.cancel(paymentId, `cancel:${p.id}:damage-rest`);
    } catch (err) {
      // After a partial capture some providers release the rest themselves and refuse the cancel.
      if (!(err instanceof ProviderError) || amount === 0)
        throw err instanceof ProviderError
          ? new ApiError(502, 'payment_provider_failed', msg('paymentProviderFailed'))
          : err;
    }
  }
  await deps.db
    .update(payments)
    .set({ status: amount > 0 ? 'captured' : 'cancelled', capturedMinor: amount, updatedAt: deps.now() })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'authorised')));
  return { status: amount > 0 ? 'captured' : 'released', capturedMinor: amount };
}

function settledOutcome(p: PaymentRow): DepositOutcome {
  if (p.status === 'authorised') return { status: 'held', capturedMinor: 0 };
  return p.capturedMinor > 0
    ? { status: 'captured', capturedMinor: p.capturedMinor }
    : { status: 'released', capturedMinor: 0 };
}
