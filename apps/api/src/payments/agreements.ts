// The running agreements a stored card pays (issue 21): a long-term rental contract, named
// 'plus-contract:{id}'. Payments read and update only the contract's owner, status and card; the contract
// itself belongs to src/plus (its country and currency are read for the mail and the card check). ('subscription:{id}' is not wired yet: subscriptions are paid at pickup.)
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { plusContracts } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { english, msg } from '../i18n/translate.ts';

/** An agreement reference, e.g. 'plus-contract:pc_7K3M9Q'. */
export const agreementSchema = z
  .string()
  .regex(/^plus-contract:[A-Za-z0-9_-]{1,64}$/, { error: english('invalidFormat', {}) });

/** What payments need of an agreement. */
export type Agreement = {
  agreement: string;
  userId: string;
  status: string;
  paymentMethodId: string | null;
  /** The market's country (the renewal mail's site and language). */
  country: string;
  /** The agreement's currency (a card check for it is made in it). */
  currency: string;
};

const notFound = () => new ApiError(404, 'agreement_not_found', msg('agreementNotFound'));

function contractId(agreement: string): string | undefined {
  const m = /^plus-contract:([A-Za-z0-9_-]{1,64})$/.exec(agreement);
  return m?.[1];
}

/** The agreement whatever its owner (a service call charging it), or undefined. */
export async function findAgreement(db: Db, agreement: string): Promise<Agreement | undefined> {
  const id = contractId(agreement);
  if (!id) return undefined;
  const [row] = await db
    .select({
      userId: plusContracts.userId,
      status: plusContracts.status,
      paymentMethodId: plusContracts.paymentMethodId,
      country: plusContracts.country,
      currency: plusContracts.currency,
    })
    .from(plusContracts)
    .where(eq(plusContracts.id, id));
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
 * ('pending-payment-method') becomes active.
 */
export async function setAgreementCard(tx: Db, agreement: string, storedMethodId: string): Promise<void> {
  const id = contractId(agreement);
  if (!id) throw notFound();
  await tx
    .update(plusContracts)
    .set({
      paymentMethodId: storedMethodId,
      status: sql`case when ${plusContracts.status} = 'pending-payment-method' then 'active' else ${plusContracts.status} end`,
    })
    .where(and(eq(plusContracts.id, id)));
}
