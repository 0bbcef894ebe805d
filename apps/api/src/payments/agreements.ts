// The running agreements a stored card pays (issue 21), two kinds named here only: a long-term rental
// contract 'plus-contract:{id}' and a car subscription order 'subscription:{orderId}'. Payments read and
// update only the agreement's owner, status and card; the contract belongs to src/plus and the order to
// src/subscription (their country and currency are read for the mail and the card check).
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { plusContracts, subscriptionOrders } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { english, msg } from '../i18n/translate.ts';
import { orderStatus } from '../subscription/terms.ts';

/** The agreement kinds and their ids: 'plus-contract:pc_7K3M9Q', 'subscription:{uuid}'. */
const AGREEMENT_PATTERN = /^(plus-contract|subscription):([A-Za-z0-9_-]{1,64})$/;

/** An agreement reference, e.g. 'plus-contract:pc_7K3M9Q' or 'subscription:{orderId}'. */
export const agreementSchema = z.string().regex(AGREEMENT_PATTERN, { error: english('invalidFormat', {}) });

/** What payments need of an agreement. */
export type Agreement = {
  agreement: string;
  userId: string;
  /** A contract's status, or a subscription order's (upcoming, active, ending, ended). */
  status: string;
  paymentMethodId: string | null;
  /** The market's country (the renewal mail's site and language). */
  country: string;
  /** The agreement's currency (a card check for it is made in it). */
  currency: string;
};

const notFound = () => new ApiError(404, 'agreement_not_found', msg('agreementNotFound'));

function parse(agreement: string): { kind: 'plus-contract' | 'subscription'; id: string } | undefined {
  const m = AGREEMENT_PATTERN.exec(agreement);
  return m ? { kind: m[1] as 'plus-contract' | 'subscription', id: m[2]! } : undefined;
}

/** The agreement whatever its owner (a service call charging it), or undefined. */
export async function findAgreement(
  db: Db,
  agreement: string,
  now: Date = new Date(),
): Promise<Agreement | undefined> {
  const ref = parse(agreement);
  if (!ref) return undefined;
  if (ref.kind === 'subscription') {
    const [row] = await db
      .select({
        userId: subscriptionOrders.userId,
        startDate: subscriptionOrders.startDate,
        endsOn: subscriptionOrders.endsOn,
        paymentMethodId: subscriptionOrders.paymentMethodId,
        country: subscriptionOrders.country,
        currency: subscriptionOrders.currency,
      })
      .from(subscriptionOrders)
      .where(eq(subscriptionOrders.id, ref.id));
    if (!row) return undefined;
    const { startDate, endsOn, ...rest } = row;
    // A cancelled order whose last day has passed is 'ended': nothing more is charged.
    return { agreement, status: orderStatus(startDate, endsOn, now.toISOString().slice(0, 10)), ...rest };
  }
  const [row] = await db
    .select({
      userId: plusContracts.userId,
      status: plusContracts.status,
      paymentMethodId: plusContracts.paymentMethodId,
      country: plusContracts.country,
      currency: plusContracts.currency,
    })
    .from(plusContracts)
    .where(eq(plusContracts.id, ref.id));
  return row ? { agreement, ...row } : undefined;
}

/** The signed-in customer's agreement; another's (or an unknown one) answers 404 `agreement_not_found`. */
export async function agreementOf(db: Db, agreement: string, userId: string): Promise<Agreement> {
  const found = await findAgreement(db, agreement);
  if (!found || found.userId !== userId) throw notFound();
  return found;
}

/**
 * Puts a stored card on an agreement: later charges use it. A contract waiting for its card
 * ('pending-payment-method') becomes active; a subscription order only gets the card.
 */
export async function setAgreementCard(tx: Db, agreement: string, storedMethodId: string): Promise<void> {
  const ref = parse(agreement);
  if (!ref) throw notFound();
  if (ref.kind === 'subscription') {
    await tx
      .update(subscriptionOrders)
      .set({ paymentMethodId: storedMethodId })
      .where(eq(subscriptionOrders.id, ref.id));
    return;
  }
  await tx
    .update(plusContracts)
    .set({
      paymentMethodId: storedMethodId,
      status: sql`case when ${plusContracts.status} = 'pending-payment-method' then 'active' else ${plusContracts.status} end`,
    })
    .where(and(eq(plusContracts.id, ref.id)));
}
