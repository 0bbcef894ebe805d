// What a running agreement's view shows of its payments (issue 21): the stored card its charges use and
// the renewal open after a refusal. One helper for the plus contract and the subscription order views.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { paymentRenewals, storedPaymentMethods } from '../db/schema.ts';
import { money, moneySchema } from '../http.ts';

/** The stored card later charges use, or null until one is added. */
export const agreementCardSchema = z
  .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
  .nullable();

/** The renewal open after a refused charge (the customer renews the card on /pay/renewal), or null. */
export const openRenewalSchema = z
  .object({ id: z.string(), amount: moneySchema, lastRefusalReason: z.string().nullable() })
  .nullable();

export type AgreementPayments = {
  paymentMethod: z.infer<typeof agreementCardSchema>;
  openRenewal: z.infer<typeof openRenewalSchema>;
};

/** The card and open renewal of an agreement, e.g. 'subscription:{id}'. */
export async function agreementPayments(
  db: Db,
  agreement: string,
  paymentMethodId: string | null,
): Promise<AgreementPayments> {
  const [method, renewal] = await Promise.all([
    paymentMethodId
      ? db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.id, paymentMethodId))
      : Promise.resolve([]),
    db
      .select()
      .from(paymentRenewals)
      .where(and(eq(paymentRenewals.agreement, agreement), eq(paymentRenewals.status, 'open'))),
  ]);
  const card = method[0];
  const open = renewal[0];
  return {
    paymentMethod: card
      ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
      : null,
    openRenewal: open
      ? {
          id: open.id,
          amount: money(open.amountMinor, open.currency),
          lastRefusalReason: open.lastRefusalReason,
        }
      : null,
  };
}
