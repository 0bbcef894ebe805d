// Charging a running agreement's stored card (issue 21): a monthly rate of a long-term rental. A refusal,
// or a card that has expired, opens a renewal (or adds an attempt to the open one) and asks the customer
// by mail to renew the card on the renewal page; paying it there stores the new card on the agreement.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentRenewals, payments, storedPaymentMethods, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { money } from '../http.ts';
import { msg } from '../i18n/translate.ts';
import { queueMail } from '../mail/queue.ts';
import { type Agreement, findAgreement } from './agreements.ts';
import type { RefusalReason } from './provider.ts';
import { newId, type PaymentRow, providerCall, requireProvider } from './service.ts';
import { siteOfCountry, siteOrigin, sitePathPrefix } from './site-links.ts';

export type ChargeResult = { status: 'paid' | 'refused'; renewalId?: string };

const outcomeOf = (row: PaymentRow): ChargeResult =>
  row.status === 'captured' || row.status === 'authorised'
    ? { status: 'paid' }
    : { status: 'refused', ...(row.renewalId ? { renewalId: row.renewalId } : {}) };

/** Whether a card's last valid month (expMonth/expYear) is before today's month. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}

/**
 * Charges an agreement's stored card (captured at once). The same idempotency key answers the first
 * charge's outcome and never charges twice. 404 `agreement_not_found`, 409 `payment_method_missing`.
 */
export async function chargeAgreement(
  deps: Deps,
  input: {
    agreement: string;
    amountMinor: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  },
): Promise<ChargeResult> {
  const { db } = deps;
  const found = await findAgreement(db, input.agreement, deps.now());
  if (!found) throw new ApiError(404, 'agreement_not_found', msg('agreementNotFound'));
  const [method] = found.paymentMethodId
    ? await db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.id, found.paymentMethodId))
    : [];
  if (!method) throw new ApiError(409, 'payment_method_missing', msg('paymentMethodMissing'));
  const provider = requireProvider(deps);
  const now = deps.now();
  await db
    .insert(payments)
    .values({
      id: newId('pay'),
      purpose: 'charge',
      userId: found.userId,
      agreement: input.agreement,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'pending',
      idempotencyKey: input.idempotencyKey,
      cardBrand: method.brand,
      cardLast4: method.last4,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
  if (!row) throw new Error('the charge vanished');
  if (row.status !== 'pending') return outcomeOf(row);

  let reason: RefusalReason | undefined;
  if (cardExpired(method, now)) reason = 'expired_card';
  else {
    const charged = await providerCall(() =>
      provider.chargeStoredCard({
        token: method.providerToken,
        amount: { valueMinor: input.amountMinor, currency: input.currency },
        reference: row.id,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      }),
    );
    if (charged.status === 'captured' || charged.status === 'authorised') {
      const [paid] = await db
        .update(payments)
        .set({
          status: charged.status,
          providerPaymentId: charged.id,
          capturedMinor: charged.capturedMinor,
          updatedAt: deps.now(),
        })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
        .returning();
      return paid ? outcomeOf(paid) : outcomeOf(await reread(db, row.id));
    }
    reason = charged.refusalReason ?? 'declined';
    await db.update(payments).set({ providerPaymentId: charged.id }).where(eq(payments.id, row.id));
  }
  const renewalId = await openRenewal(deps, found, row, input, reason);
  return renewalId ? { status: 'refused', renewalId } : outcomeOf(await reread(db, row.id));
}

async function reread(db: Db, id: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('the charge vanished');
  return row;
}

/**
 * Records the refusal on the charge and on the agreement's open renewal (made if there is none), and
 * mails the customer; undefined when another request recorded it first.
 */
async function openRenewal(
  deps: Deps,
  agreement: Agreement,
  charge: PaymentRow,
  input: { amountMinor: number; currency: string; description: string },
  reason: RefusalReason,
): Promise<string | undefined> {
  const now = deps.now();
  const renewalId = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'refused', refusalReason: reason, updatedAt: now })
      .where(and(eq(payments.id, charge.id), eq(payments.status, 'pending')))
      .returning();
    if (!claimed) return undefined;
    const openOne = and(
      eq(paymentRenewals.agreement, agreement.agreement),
      eq(paymentRenewals.status, 'open'),
    );
    let [renewal] = await tx
      .update(paymentRenewals)
      .set({
        attempts: sql`${paymentRenewals.attempts} + 1`,
        amountMinor: sql`${paymentRenewals.amountMinor} + ${input.amountMinor}`,
        description: sql`${paymentRenewals.description} || ' + ' || ${input.description}`,
        lastRefusalReason: reason,
        lastAttemptAt: now,
      })
      .where(openOne)
      .returning();
    if (!renewal)
      [renewal] = await tx
        .insert(paymentRenewals)
        .values({
          id: newId('rn'),
          userId: agreement.userId,
          agreement: agreement.agreement,
          amountMinor: input.amountMinor,
          currency: input.currency,
          description: input.description,
          status: 'open',
          attempts: 1,
          lastRefusalReason: reason,
          lastAttemptAt: now,
          createdAt: now,
        })
        .returning();
    if (!renewal) throw new Error('could not open the renewal');
    await tx.update(payments).set({ renewalId: renewal.id }).where(eq(payments.id, charge.id));
    const [user] = await tx.select().from(users).where(eq(users.id, agreement.userId));
    if (user) {
      const site = siteOfCountry(agreement.country);
      const link = site
        ? `${siteOrigin(deps, site.siteId)}${sitePathPrefix(site.siteId, site.locale)}/pay/renewal`
        : `${deps.config.mail.linkOrigin}/pay/renewal`;
      await queueMail(tx, {
        recipient: user.email,
        kind: 'payment-renewal',
        locale: site?.locale ?? 'en',
        data: {
          firstName: user.firstName,
          description: renewal.description,
          amount: money(renewal.amountMinor, renewal.currency),
          reason,
          link,
        },
      });
    }
    return renewal.id;
  });
  if (renewalId) deps.mail.kick();
  return renewalId;
}
