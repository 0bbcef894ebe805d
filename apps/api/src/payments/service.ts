// Payments through the provider (issue 21, ADR 020): a payments row per provider session, and one code
// path that applies a session's outcome, shared by the webhook and the customer's return (the session
// read). Every change is a conditional update (`where status = 'pending'`, `where paid_at is null`), so
// a notification and a return racing each other apply the outcome once; money moved twice by mistake (a
// second authorised session of one booking, link or renewal) is given back at once.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { onDepositAuthorised } from '../check-in/complete.ts';
import { checkInLink } from '../check-in/links.ts';
import type { Db } from '../db/client.ts';
import {
  branches,
  paymentEvents,
  paymentLinks,
  paymentRenewals,
  payments,
  reservationActivities,
  reservations,
  storedPaymentMethods,
  vehicleGroups,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { money } from '../http.ts';
import type { ApiLanguage } from '../i18n/languages.ts';
import type { MessageId } from '../i18n/messages/en.ts';
import { msg, translate } from '../i18n/translate.ts';
import { bookingMailTo, queueMail } from '../mail/queue.ts';
import { setAgreementCard } from './agreements.ts';
import {
  type PaymentProvider,
  ProviderError,
  type ProviderPayment,
  type ProviderSession,
  type RefusalReason,
} from './provider.ts';

export type PaymentRow = typeof payments.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;
export type PaymentPurpose = 'booking' | 'link' | 'renewal' | 'method' | 'deposit';

/** Marks a payment that was authorised after another had already paid the same thing (given back). */
const DUPLICATE = 'duplicate';

/** The provider, or 503 `payments_unavailable` when online payment is off. */
export function requireProvider(deps: Pick<Deps, 'payments'>): PaymentProvider {
  if (!deps.payments) throw new ApiError(503, 'payments_unavailable', msg('paymentsUnavailable'));
  return deps.payments;
}

/** A provider call: its failure answers 502 `payment_provider_failed` and changes nothing of ours. */
export async function providerCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ProviderError)
      throw new ApiError(502, 'payment_provider_failed', msg('paymentProviderFailed'));
    throw err;
  }
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** What the customer is told about a refusal, in their language (a booking adds: pay at pickup). */
export function refusalMessage(
  reason: string | null,
  purpose: PaymentPurpose | undefined,
  lang: ApiLanguage,
): string | null {
  const ids: Record<RefusalReason, MessageId> = {
    declined: 'refusalDeclined',
    insufficient_funds: 'refusalInsufficientFunds',
    expired_card: 'refusalExpiredCard',
    authentication_failed: 'refusalAuthenticationFailed',
    cancelled: 'refusalCancelled',
    expired: 'refusalExpired',
  };
  const id = reason && Object.hasOwn(ids, reason) ? ids[reason as RefusalReason] : undefined;
  if (!id) return null;
  const text = translate(msg(id), lang);
  // A booking can still be paid at the counter.
  return purpose === 'booking' ? `${text} ${translate(msg('refusalPayAtPickup'), lang)}` : text;
}

/** Starts a hosted payment page for a new payments row; answers where to send the customer. */
export async function startSession(
  deps: Pick<Deps, 'db' | 'payments' | 'now'>,
  input: {
    purpose: PaymentPurpose;
    userId: string | null;
    reservationId?: number;
    linkId?: string;
    renewalId?: string;
    agreement?: string;
    amountMinor: number;
    currency: string;
    description: string;
    returnUrl: string;
    locale?: string;
    mode: 'payment' | 'setup';
    captureMethod: 'manual' | 'automatic';
    storePaymentMethod?: boolean;
  },
): Promise<{ sessionId: string; redirectUrl: string; paymentId: string }> {
  const provider = requireProvider(deps);
  const id = newId('pay');
  const session = await providerCall(() =>
    provider.createSession({
      mode: input.mode,
      amount: { valueMinor: input.amountMinor, currency: input.currency },
      reference: id,
      returnUrl: input.returnUrl,
      description: input.description,
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.storePaymentMethod ? { storePaymentMethod: true } : {}),
      captureMethod: input.captureMethod,
    }),
  );
  const now = deps.now();
  await deps.db.insert(payments).values({
    id,
    purpose: input.purpose,
    userId: input.userId,
    reservationId: input.reservationId ?? null,
    linkId: input.linkId ?? null,
    renewalId: input.renewalId ?? null,
    agreement: input.agreement ?? null,
    amountMinor: input.amountMinor,
    currency: input.currency,
    status: 'pending',
    providerSessionId: session.id,
    createdAt: now,
    updatedAt: now,
  });
  return { sessionId: session.id, redirectUrl: session.url, paymentId: id };
}

/** Keeps a card the provider stored (its token, never the number) for a customer. */
async function storeCard(tx: Db, userId: string, card: ProviderSession['card'], now: Date) {
  if (!card?.token) return undefined;
  const id = newId('pm');
  await tx.insert(storedPaymentMethods).values({
    id,
    userId,
    providerToken: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    createdAt: now,
  });
  return id;
}

const brandName = (brand: string) =>
  ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' })[brand.toLowerCase()] ?? brand;

/**
 * Applies a provider session's outcome (from a verified notification or read from the provider), once:
 * a notification's id is recorded in the same transaction, so a replayed one changes nothing.
 */
export async function applySession(
  deps: Deps,
  session: ProviderSession,
  ctx: { req: FastifyRequest; event?: { id: string; type: string } },
): Promise<{ duplicateEvent: boolean; payment: PaymentRow | undefined }> {
  const now = deps.now();
  const later: (() => Promise<void>)[] = [];
  let mail = false;
  const result = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (ctx.event) {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ id: ctx.event.id, type: ctx.event.type, receivedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return { duplicateEvent: true, payment: undefined };
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.providerSessionId, session.id));
    if (!payment) return { duplicateEvent: false, payment: undefined };
    const pending = and(eq(payments.id, payment.id), eq(payments.status, 'pending'));
    if (session.status === 'authorised') {
      const captured = session.paymentStatus === 'captured';
      const [updated] = await tx
        .update(payments)
        .set({
          status: captured ? 'captured' : 'authorised',
          providerPaymentId: session.paymentId ?? null,
          capturedMinor: captured ? payment.amountMinor : 0,
          cardBrand: session.card?.brand ?? null,
          cardLast4: session.card?.last4 ?? null,
          refusalReason: null,
          updatedAt: now,
        })
        .where(pending)
        .returning();
      if (updated) {
        const effect = await onAuthorised(deps, tx, updated, session, ctx.req, now);
        mail ||= effect.mail;
        if (effect.duplicate) later.push(() => giveBack(deps, updated, ctx.req));
      }
    } else if (session.status === 'refused' || session.status === 'expired') {
      const reason = session.refusalReason ?? (session.status === 'expired' ? 'expired' : 'declined');
      const [updated] = await tx
        .update(payments)
        .set({ status: session.status, refusalReason: reason, updatedAt: now })
        .where(pending)
        .returning();
      if (updated?.renewalId)
        await tx
          .update(paymentRenewals)
          .set({
            attempts: sql`${paymentRenewals.attempts} + 1`,
            lastRefusalReason: reason,
            lastAttemptAt: now,
          })
          .where(and(eq(paymentRenewals.id, updated.renewalId), eq(paymentRenewals.status, 'open')));
    }
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    return { duplicateEvent: false, payment: current };
  });
  if (mail) deps.mail.kick();
  for (const run of later) await run();
  return result;
}

/** What an authorisation does for its purpose; `duplicate` when the thing was already paid. */
async function onAuthorised(
  deps: Deps,
  tx: Db,
  p: PaymentRow,
  session: ProviderSession,
  req: FastifyRequest,
  now: Date,
): Promise<{ mail: boolean; duplicate: boolean }> {
  const markDuplicate = async () => {
    await tx.update(payments).set({ refusalReason: DUPLICATE }).where(eq(payments.id, p.id));
    return { mail: false, duplicate: true };
  };
  if (p.purpose === 'booking' && p.reservationId !== null) {
    const [row] = await tx
      .update(reservations)
      .set({ status: 'confirmed' })
      .where(and(eq(reservations.id, p.reservationId), eq(reservations.status, 'awaiting-payment')))
      .returning();
    if (!row) return markDuplicate();
    return { mail: await confirmBooking(deps, tx, row, p, req, now), duplicate: false };
  }
  if (p.purpose === 'link' && p.linkId) {
    const [paid] = await tx
      .update(paymentLinks)
      .set({ paidAt: now })
      .where(and(eq(paymentLinks.id, p.linkId), isNull(paymentLinks.paidAt)))
      .returning();
    return paid ? { mail: false, duplicate: false } : markDuplicate();
  }
  if (p.purpose === 'renewal' && p.renewalId) {
    const [renewal] = await tx
      .update(paymentRenewals)
      .set({ status: 'paid', paidAt: now, lastAttemptAt: now })
      .where(and(eq(paymentRenewals.id, p.renewalId), eq(paymentRenewals.status, 'open')))
      .returning();
    if (!renewal) return markDuplicate();
    const method = await storeCard(tx, renewal.userId, session.card, now);
    if (method) await setAgreementCard(tx, renewal.agreement, method);
    return { mail: false, duplicate: false };
  }
  // Issue 22: a check-in's deposit completes it (check-in/complete.ts).
  if (p.purpose === 'deposit') {
    const effect = await onDepositAuthorised(deps, tx, p, req, now);
    return effect.duplicate ? markDuplicate() : effect;
  }
  if (p.purpose === 'method' && p.agreement && p.userId) {
    const method = await storeCard(tx, p.userId, session.card, now);
    if (method) await setAgreementCard(tx, p.agreement, method);
  }
  return { mail: false, duplicate: false };
}

/** A card-paid booking becomes confirmed: its activities and the confirmation mail, as a booking without card. */
async function confirmBooking(
  deps: Deps,
  tx: Db,
  row: ReservationRow,
  p: PaymentRow,
  req: FastifyRequest,
  now: Date,
): Promise<boolean> {
  const driver = row.driver as { email: string };
  await tx.insert(reservationActivities).values([
    { reservationId: row.id, type: 'created', message: 'Reservation created', at: now },
    {
      reservationId: row.id,
      type: 'payment_authorised',
      message: `Card payment authorised: ${brandName(p.cardBrand ?? '')} •••• ${p.cardLast4 ?? ''}, ${p.amountMinor} ${p.currency} (minor units), charged at return`,
      at: now,
    },
    {
      reservationId: row.id,
      type: 'confirmation_sent',
      message: `Confirmation sent to ${driver.email}`,
      at: now,
    },
  ]);
  const to = bookingMailTo(req, deps, row);
  if (!to) return false;
  const [group] = await tx.select().from(vehicleGroups).where(eq(vehicleGroups.code, row.groupCode));
  const named = await tx
    .select({ id: branches.id, name: branches.name, country: branches.country })
    .from(branches)
    .where(inArray(branches.id, [row.branchId, row.returnBranchId]));
  const name = (id: number) => named.find((b) => b.id === id)?.name ?? '';
  const country = named.find((b) => b.id === row.branchId)?.country ?? '';
  await queueMail(tx, {
    recipient: to.recipient,
    kind: 'booking-confirmed',
    locale: to.locale,
    data: {
      firstName: to.firstName,
      number: row.number,
      model: group?.model ?? row.groupCode,
      pickup: { branch: name(row.branchId), at: row.pickupAt },
      return: { branch: name(row.returnBranchId), at: row.returnAt },
      total: money(row.totalMinor, row.currency),
      link: to.link,
      checkInLink: checkInLink(deps, req, { number: row.number, locale: row.locale, country }),
    },
  });
  return true;
}

/**
 * Gives back a payment made for something already paid: an authorisation is released, a capture refunded
 * (idempotent keys: a retry never gives back twice). A provider failure is logged and leaves the row
 * marked, for the back office.
 */
async function giveBack(deps: Deps, p: PaymentRow, req: FastifyRequest): Promise<void> {
  const provider = requireProvider(deps);
  if (!p.providerPaymentId) return;
  const paymentId = p.providerPaymentId;
  try {
    if (p.status === 'authorised') {
      await provider.cancel(paymentId, `cancel:${p.id}:duplicate`);
      await deps.db
        .update(payments)
        .set({ status: 'cancelled', updatedAt: deps.now() })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'authorised')));
    } else if (p.status === 'captured') {
      const done = await provider.refund(
        paymentId,
        { valueMinor: p.capturedMinor, currency: p.currency },
        `refund:${p.id}:duplicate`,
      );
      await deps.db
        .update(payments)
        .set({ status: 'refunded', refundedMinor: done.refundedMinor, updatedAt: deps.now() })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'captured')));
    }
  } catch (err) {
    req.log.error({ err, payment: p.id }, 'giving back a duplicate payment failed');
  }
}

/** Applies a payment notification (capture, release, refund) to the payment it names, never backwards. */
export async function applyPaymentEvent(
  deps: Deps,
  payment: ProviderPayment,
  event: { id: string; type: string },
): Promise<{ duplicateEvent: boolean }> {
  const now = deps.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { duplicateEvent: true };
    const ours = eq(payments.providerPaymentId, payment.id);
    if (payment.status === 'captured')
      await tx
        .update(payments)
        .set({ status: 'captured', capturedMinor: payment.capturedMinor, updatedAt: now })
        .where(and(ours, eq(payments.status, 'authorised')));
    else if (payment.status === 'cancelled')
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(ours, eq(payments.status, 'authorised')));
    else if (payment.status === 'refunded' || payment.status === 'partially_refunded')
      await tx
        .update(payments)
        .set({
          status: 'refunded',
          refundedMinor: sql`greatest(${payments.refundedMinor}, ${payment.refundedMinor})`,
          updatedAt: now,
        })
        .where(and(ours, inArray(payments.status, ['captured', 'refunded'])));
    return { duplicateEvent: false };
  });
}

/** The payment that paid a reservation (the latest one that was authorised and not a duplicate). */
export async function bookingPayment(db: Db, reservationId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.purpose, 'booking'),
        inArray(payments.status, ['authorised', 'captured', 'cancelled', 'refunded']),
        isNull(payments.refusalReason),
      ),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  return row;
}

/** How a booking is paid, as reservation and booking views show it. */
export type PaymentView = {
  method: 'at-pickup' | 'invoice' | 'card';
  status: 'authorised' | 'captured' | 'refunded' | 'partially-refunded' | null;
  card: { brand: string; last4: string } | null;
  refunded: { amountMinor: number; currency: string } | null;
};

export async function paymentViewOf(db: Db, row: ReservationRow): Promise<PaymentView> {
  const method = row.payment as PaymentView['method'];
  if (method !== 'card') return { method, status: null, card: null, refunded: null };
  const p = await bookingPayment(db, row.id);
  if (!p) return { method, status: null, card: null, refunded: null };
  const card = p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null;
  const back = (minor: number, partly: boolean) => ({
    method,
    status: partly ? ('partially-refunded' as const) : ('refunded' as const),
    card,
    refunded: money(minor, p.currency),
  });
  switch (p.status) {
    case 'authorised':
      return { method, status: 'authorised', card, refunded: null };
    case 'captured':
      return { method, status: 'captured', card, refunded: null };
    // Released: what was not captured (the cancellation fee) went back to the card.
    case 'cancelled':
      return back(p.amountMinor - p.capturedMinor, p.capturedMinor > 0);
    default:
      return back(p.refundedMinor, p.refundedMinor < p.capturedMinor);
  }
}

/**
 * Settles a card-paid booking's money when it is cancelled with a fee: an authorisation captures the fee
 * (if any) and releases the rest; a capture is refunded but for the fee. Runs before the booking is
 * marked cancelled, with idempotent keys, so a retry after a failure never moves money twice.
 */
export async function settleCancellation(deps: Deps, row: ReservationRow, feeMinor: number): Promise<void> {
  if (row.payment !== 'card') return;
  const p = await bookingPayment(deps.db, row.id);
  if (!p?.providerPaymentId) return;
  const provider = requireProvider(deps);
  const paymentId = p.providerPaymentId;
  const fee = Math.min(feeMinor, p.amountMinor);
  if (p.status === 'authorised') {
    if (fee > 0)
      await providerCall(() =>
        provider.capture(
          paymentId,
          { valueMinor: fee, currency: p.currency },
          `capture:${p.id}:cancellation-fee`,
        ),
      );
    try {
      await provider.cancel(paymentId, `cancel:${p.id}:cancellation`);
    } catch (err) {
      // After a partial capture some providers release the rest themselves and refuse the cancel.
      if (!(err instanceof ProviderError) || fee === 0)
        throw err instanceof ProviderError
          ? new ApiError(502, 'payment_provider_failed', msg('paymentProviderFailed'))
          : err;
    }
    await deps.db
      .update(payments)
      .set({ status: 'cancelled', capturedMinor: fee, updatedAt: deps.now() })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'authorised')));
  } else if (p.status === 'captured') {
    const amount = p.capturedMinor - p.refundedMinor - fee;
    if (amount <= 0) return;
    const done = await providerCall(() =>
      provider.refund(paymentId, { valueMinor: amount, currency: p.currency }, `refund:${p.id}:cancellation`),
    );
    await deps.db
      .update(payments)
      .set({ status: 'refunded', refundedMinor: done.refundedMinor, updatedAt: deps.now() })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'captured')));
  }
}

/**
 * The branch's return: a card-paid booking's total is captured (once), at most what was authorised: a date
 * change that made it cheaper captures less (the rest is released), one that made it dearer leaves the
 * difference to the counter.
 */
export async function captureOnReturn(deps: Deps, row: ReservationRow): Promise<void> {
  if (row.payment !== 'card') return;
  const p = await bookingPayment(deps.db, row.id);
  if (p?.status !== 'authorised' || !p.providerPaymentId) return;
  const provider = requireProvider(deps);
  const paymentId = p.providerPaymentId;
  const done = await providerCall(() =>
    provider.capture(
      paymentId,
      { valueMinor: Math.min(row.totalMinor, p.amountMinor), currency: p.currency },
      `capture:${p.id}:return`,
    ),
  );
  await deps.db
    .update(payments)
    .set({ status: 'captured', capturedMinor: done.capturedMinor, updatedAt: deps.now() })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'authorised')));
}

/**
 * Before a card booking gets another payment session: its open sessions are asked of the provider and
 * applied (a payment whose notification has not arrived yet confirms it). Answers the reservation when it
 * is confirmed now.
 */
export async function settleOpenSessions(
  deps: Deps,
  req: FastifyRequest,
  row: ReservationRow,
): Promise<ReservationRow | undefined> {
  const provider = requireProvider(deps);
  const open = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, row.id), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(5);
  for (const p of open) {
    if (!p.providerSessionId) continue;
    const id = p.providerSessionId;
    const session = await providerCall(() => provider.getSession(id));
    await applySession(deps, session, { req });
  }
  const [now] = await deps.db.select().from(reservations).where(eq(reservations.id, row.id));
  return now?.status === 'confirmed' ? now : undefined;
}
