// The sandbox's HTTP API as zod schemas: what it accepts (validated at its boundary) and what it answers
// (validated again by the API's client in ../sandbox-provider.ts, which trusts no provider blindly).
// The shapes are the PaymentProvider interface's (../provider.ts); the checks below pin that they match.
import { z } from 'zod';
import type {
  CreateSessionInput,
  ProviderAmount,
  ProviderEvent,
  ProviderPayment,
  ProviderSession,
} from '../provider.ts';

const refusalReason = z.enum([
  'declined',
  'insufficient_funds',
  'expired_card',
  'authentication_failed',
  'cancelled',
  'expired',
]);

/** An amount in minor units of an ISO 4217 currency: `{ valueMinor: 4900, currency: 'EUR' }`. */
export const amountSchema = z.object({
  /** Minor units (cents), e.g. 4900 for €49.00. */
  valueMinor: z.number().int().min(0).max(100_000_000_00),
  /** ISO 4217 code in capitals, e.g. 'EUR'. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code in capitals, e.g. EUR'),
});

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** `POST /v1/sessions`. */
export const createSessionSchema = z
  .object({
    /** 'payment' takes the amount; 'setup' checks and stores a card (amount 0). */
    mode: z.enum(['payment', 'setup']),
    amount: amountSchema,
    /** The merchant's reference, e.g. the payments row's id; echoed in the session and notifications. */
    reference: z.string().min(1).max(200),
    /** Where the hosted page sends the customer back (http or https). */
    returnUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000),
    /** Shown on the hosted page, e.g. 'Booking 1234567890: VW Golf, 3 days'. */
    description: z.string().min(1).max(500),
    /** The customer's language, e.g. 'de-DE': amounts on the hosted page are formatted for it. */
    locale: z.string().max(35).refine(isLocale, 'must be a BCP 47 language tag, e.g. de-DE').optional(),
    /** Store the card for later merchant-initiated charges (always for 'setup'). */
    storePaymentMethod: z.boolean().optional(),
    /** 'manual': authorise now, capture later; 'automatic': captured at once. */
    captureMethod: z.enum(['manual', 'automatic']),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'payment' && input.amount.valueMinor === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['amount', 'valueMinor'],
        message: 'must be above 0 for a payment',
      });
    if (input.mode === 'setup' && input.amount.valueMinor !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['amount', 'valueMinor'],
        message: 'must be 0 for a setup session',
      });
  });

/** `POST /v1/payments/:id/capture` and `/refunds`. */
export const amountBodySchema = z.object({ amount: amountSchema });

/** `POST /v1/payments`: a merchant-initiated charge of a stored card. */
export const chargeStoredSchema = z.object({
  /** The stored card's token, 'pm_…'. */
  token: z.string().regex(/^pm_[A-Za-z0-9]{1,64}$/, "must be a stored card's token (pm_…)"),
  amount: amountSchema.refine((a) => a.valueMinor > 0, 'must be above 0'),
  reference: z.string().min(1).max(200),
  description: z.string().min(1).max(500),
});

/** The one Idempotency-Key header of every money-moving call: 1 to 255 visible ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);

const cardSchema = z.object({
  token: z.string().optional(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});

export const sessionSchema = z.object({
  id: z.string().startsWith('cs_'),
  url: z.url(),
  status: z.enum(['open', 'authorised', 'refused', 'expired']),
  reference: z.string(),
  amount: amountSchema,
  mode: z.enum(['payment', 'setup']),
  paymentId: z.string().optional(),
  paymentStatus: z.enum(['authorised', 'captured']).optional(),
  refusalReason: refusalReason.optional(),
  card: cardSchema.optional(),
  expiresAt: z.iso.datetime(),
});

export const paymentSchema = z.object({
  id: z.string().startsWith('pay_'),
  status: z.enum(['authorised', 'captured', 'refused', 'cancelled', 'refunded', 'partially_refunded']),
  amount: amountSchema,
  capturedMinor: z.number().int().min(0),
  refundedMinor: z.number().int().min(0),
  refusalReason: refusalReason.optional(),
  reference: z.string(),
});

export const eventSchema = z.object({
  id: z.string().startsWith('evt_'),
  type: z.enum([
    'session.authorised',
    'session.refused',
    'session.expired',
    'payment.captured',
    'payment.cancelled',
    'payment.refunded',
    'payment.refused',
  ]),
  createdAt: z.iso.datetime(),
  session: sessionSchema.optional(),
  payment: paymentSchema.optional(),
});

/** An error answer: `{ error: { code, message } }`, like the product API's. */
export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

// The wire shapes are the interface's, both ways: a change to one without the other fails the type-check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<z.infer<typeof amountSchema>, ProviderAmount>,
  Same<z.infer<typeof createSessionSchema>, CreateSessionInput>,
  Same<z.infer<typeof sessionSchema>, ProviderSession>,
  Same<z.infer<typeof paymentSchema>, ProviderPayment>,
  Same<z.infer<typeof eventSchema>, ProviderEvent>,
] = [true, true, true, true, true];
void checks;
