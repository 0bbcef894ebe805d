// Online payment (issue 21, ADR 020): whether it is on, the provider's signed notifications (raw body),
// the customer's return (the session read, authoritative from the provider), a card stored for a running
// agreement, and the renewals of charges that failed.
import { and, desc, eq, gte, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paymentRenewals, payments, reservations } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { money, moneySchema } from '../http.ts';
import { messageLanguage } from '../i18n/languages.ts';
import { english, msg } from '../i18n/translate.ts';
import { mailLocale } from '../mail/queue.ts';
import { agreementOf, agreementSchema } from '../payments/agreements.ts';
import { WebhookSignatureError } from '../payments/provider.ts';
import { cardSchema, paymentRedirectSchema, returnUrlSchema } from '../payments/schemas.ts';
import {
  applyPaymentEvent,
  applySession,
  type PaymentRow,
  providerCall,
  refusalMessage,
  requireProvider,
  startSession,
} from '../payments/service.ts';
import { SIGNATURE_HEADER } from '../payments/signature.ts';
import { checkReturnUrl } from '../payments/site-links.ts';
import { currentUser } from '../session.ts';
import { reservationSchema, reservationView } from './rental.ts';

const sessionStatus = z.enum(['pending', 'authorised', 'captured', 'refused', 'expired', 'cancelled']);

const sessionResultSchema = z
  .object({
    /** The provider's session id. */
    sessionId: z.string(),
    /** What it pays: a booking, a payment link, a renewal, a card stored for an agreement, or a check-in's deposit. */
    purpose: z.enum(['booking', 'link', 'renewal', 'method', 'deposit']),
    /** pending (not finished yet), authorised, captured, refused, expired or cancelled. */
    status: sessionStatus,
    /** declined, insufficient_funds, expired_card, authentication_failed, cancelled, expired (refused only). */
    refusalReason: z.string().nullable(),
    /** The refusal said in the request's language, e.g. "Your card was declined. Nothing was charged: …". */
    message: z.string().nullable(),
    /** The amount of the session (0 for a card check). */
    amount: moneySchema,
    /** The card, once authorised. */
    card: cardSchema.nullable(),
    /** The booking it pays (purpose booking), as the create answer shows it. */
    reservation: reservationSchema.nullable(),
    /** The payment link it pays (purpose link). */
    linkId: z.string().nullable(),
    /** The renewal it pays (purpose renewal). */
    renewalId: z.string().nullable(),
    /** The long-term contract id of the agreement (purposes renewal and method). */
    contractId: z.string().nullable(),
  })
  .meta({ id: 'PaymentSessionResult' });

const renewalSchema = z
  .object({
    /** The renewal's id. */
    id: z.string(),
    /** The agreement whose charge failed, e.g. 'plus-contract:pc_…'. */
    agreement: z.string(),
    /** What the charge was for, e.g. 'Monthly rate 2026-12'. */
    description: z.string(),
    /** The outstanding amount. */
    amount: moneySchema,
    /** open (to pay) or paid. */
    status: z.enum(['open', 'paid']),
    /** How many charges have failed so far. */
    attempts: z.number().int(),
    /** Why the last one failed (declined, insufficient_funds, expired_card, …). */
    lastRefusalReason: z.string().nullable(),
    /** That reason said in the request's language. */
    message: z.string().nullable(),
    /** ISO 8601. */
    createdAt: z.string(),
    /** ISO 8601, once paid. */
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'PaymentRenewal' });

const sessionIdParam = z.object({
  /** The provider's session id. */
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: english('invalidFormat', {}) }),
});
const renewalIdParam = z.object({
  /** The renewal's id. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: english('invalidFormat', {}) }),
});

/** A header's one value (a repeated header is not a signature). */
const signatureOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const contractOf = (agreement: string | null) =>
  agreement?.startsWith('plus-contract:') ? agreement.slice('plus-contract:'.length) : null;

/** Registers the payment endpoints. */
export function registerPaymentRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  const signedIn = async (req: FastifyRequest) => {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  };

  app.get(
    '/v1/payments/options',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether customers can pay online by card (a payment provider is configured)',
        response: {
          200: z.object({
            /** true: offer "Pay now by card"; false: only pay at pickup (or by invoice). */
            onlinePayment: z.boolean(),
          }),
          ...errorResponses,
        },
      },
    },
    async () => ({ onlinePayment: deps.payments !== undefined }),
  );

  // The provider's notifications: the signature covers the raw body, so this scope keeps it as text.
  app.register(async (scope) => {
    const raw = scope as unknown as App;
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/v1/payments/webhooks',
      {
        schema: {
          tags: ['payments'],
          summary: "The payment provider's notifications (signed; applied once each)",
          description:
            'Called by the provider, never by a browser. `Payment-Signature: t={unix},v1={hex HMAC-SHA256}` over the raw body; a bad or old signature answers 400 `webhook_signature_invalid` and nothing is applied. An event id seen before answers `duplicate: true` and changes nothing.',
          headers: z.object({
            /** t={unix seconds},v1={hex HMAC-SHA256(webhook secret, "{t}.{raw body}")}. */
            'payment-signature': z.string().max(500).optional(),
          }),
          response: {
            200: z.object({
              /** Always true. */
              received: z.literal(true),
              /** true: this event id was applied before; nothing changed. */
              duplicate: z.boolean(),
            }),
            ...errorResponses,
          },
        },
      },
      async (req) => {
        const provider = requireProvider(deps);
        const body = typeof req.body === 'string' ? req.body : '';
        let event: ReturnType<typeof provider.verifyWebhook>;
        try {
          event = provider.verifyWebhook(body, signatureOf(req.headers[SIGNATURE_HEADER]), deps.now());
        } catch (err) {
          if (err instanceof WebhookSignatureError || err instanceof SyntaxError) {
            req.log.warn({ reason: err.message }, 'payment notification refused');
            throw new ApiError(400, 'webhook_signature_invalid', msg('webhookSignatureInvalid'));
          }
          throw err;
        }
        const id = { id: event.id, type: event.type };
        if (event.session) {
          const { duplicateEvent } = await applySession(deps, event.session, { req, event: id });
          return { received: true as const, duplicate: duplicateEvent };
        }
        if (event.payment) {
          const { duplicateEvent } = await applyPaymentEvent(deps, event.payment, id);
          return { received: true as const, duplicate: duplicateEvent };
        }
        return { received: true as const, duplicate: false };
      },
    );
  });

  async function sessionResult(req: FastifyRequest, p: PaymentRow) {
    const lang = messageLanguage(req);
    const status: z.infer<typeof sessionStatus> =
      p.status === 'refunded' ? 'cancelled' : (p.status as z.infer<typeof sessionStatus>);
    let reservation = null;
    if (p.purpose === 'booking' && p.reservationId !== null) {
      const [row] = await db.select().from(reservations).where(eq(reservations.id, p.reservationId));
      if (row) reservation = await reservationView(db, row);
    }
    const refused = p.status === 'refused' || p.status === 'expired';
    return {
      sessionId: p.providerSessionId ?? '',
      purpose: p.purpose as 'booking' | 'link' | 'renewal' | 'method' | 'deposit',
      status,
      refusalReason: refused ? p.refusalReason : null,
      message: refused ? refusalMessage(p.refusalReason, p.purpose as 'booking', lang) : null,
      amount: money(p.amountMinor, p.currency),
      card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
      reservation,
      linkId: p.linkId,
      renewalId: p.renewalId,
      contractId: contractOf(p.agreement),
    };
  }

  app.get(
    '/v1/payments/sessions/:sessionId',
    {
      config: { personal: true },
      schema: {
        tags: ['payments'],
        summary: "The outcome of a payment session, as the customer comes back from the provider's page",
        description:
          'Asks the provider (authoritative) and applies the outcome exactly as its notification would (once, whichever comes first): a card booking is confirmed, a link or renewal paid, a card stored.',
        params: sessionIdParam,
        response: {
          200: sessionResultSchema,
          404: errorResponses[400],
          502: errorResponses[500],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const provider = requireProvider(deps);
      const find = async () =>
        (await db.select().from(payments).where(eq(payments.providerSessionId, req.params.sessionId)))[0];
      let p = await find();
      if (!p) throw new ApiError(404, 'payment_session_not_found', msg('paymentSessionNotFound'));
      if (p.status === 'pending') {
        const session = await providerCall(() => provider.getSession(req.params.sessionId));
        await applySession(deps, session, { req });
        p = (await find()) ?? p;
      }
      return sessionResult(req, p);
    },
  );

  app.post(
    '/v1/payments/methods/session',
    {
      config: { personal: true },
      schema: {
        tags: ['payments'],
        summary: 'Store a card for a running agreement (a long-term contract): a card check on the provider',
        description:
          "Authorised: the card is stored (the provider's token) and set on the agreement; a contract waiting for its card becomes active.",
        security: [{ session: [] }],
        body: z.object({
          /** The agreement, e.g. 'plus-contract:pc_…'; another customer's answers 404. */
          agreement: agreementSchema,
          /** Where the provider sends the customer back (a page of our sites). */
          returnUrl: returnUrlSchema,
        }),
        response: {
          201: paymentRedirectSchema,
          401: errorResponses[400],
          404: errorResponses[400],
          422: errorResponses[400],
          502: errorResponses[500],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      requireProvider(deps);
      checkReturnUrl(deps, req.body.returnUrl);
      const agreement = await agreementOf(db, req.body.agreement, user.id);
      const started = await startSession(deps, {
        purpose: 'method',
        userId: user.id,
        agreement: agreement.agreement,
        amountMinor: 0,
        currency: agreement.currency,
        description: 'Card for your long-term rental',
        returnUrl: req.body.returnUrl,
        locale: mailLocale(req),
        mode: 'setup',
        captureMethod: 'automatic',
        storePaymentMethod: true,
      });
      reply.code(201);
      return { sessionId: started.sessionId, redirectUrl: started.redirectUrl };
    },
  );

  function renewalView(req: FastifyRequest, r: typeof paymentRenewals.$inferSelect) {
    return {
      id: r.id,
      agreement: r.agreement,
      description: r.description,
      amount: money(r.amountMinor, r.currency),
      status: r.status as 'open' | 'paid',
      attempts: r.attempts,
      lastRefusalReason: r.lastRefusalReason,
      message:
        r.status === 'open' ? refusalMessage(r.lastRefusalReason, 'renewal', messageLanguage(req)) : null,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
    };
  }

  async function ownRenewal(req: FastifyRequest, id: string) {
    const user = await signedIn(req);
    const [row] = await db
      .select()
      .from(paymentRenewals)
      .where(and(eq(paymentRenewals.id, id), eq(paymentRenewals.userId, user.id)));
    if (!row) throw new ApiError(404, 'renewal_not_found', msg('renewalNotFound'));
    return { user, row };
  }

  app.get(
    '/v1/payments/renewals',
    {
      config: { personal: true },
      schema: {
        tags: ['payments'],
        summary: "The signed-in customer's renewals: open ones, and those paid in the last 30 days",
        security: [{ session: [] }],
        response: {
          200: z.object({ renewals: z.array(renewalSchema) }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const since = new Date(deps.now().getTime() - 30 * 86_400_000);
      const rows = await db
        .select()
        .from(paymentRenewals)
        .where(
          and(
            eq(paymentRenewals.userId, user.id),
            or(eq(paymentRenewals.status, 'open'), gte(paymentRenewals.paidAt, since)),
          ),
        )
        .orderBy(desc(paymentRenewals.createdAt));
      return { renewals: rows.map((r) => renewalView(req, r)) };
    },
  );

  app.get(
    '/v1/payments/renewals/:id',
    {
      config: { personal: true },
      schema: {
        tags: ['payments'],
        summary: 'One renewal of the signed-in customer (another customer’s answers 404)',
        security: [{ session: [] }],
        params: renewalIdParam,
        response: {
          200: z.object({ renewal: renewalSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => ({ renewal: renewalView(req, (await ownRenewal(req, req.params.id)).row) }),
  );

  app.post(
    '/v1/payments/renewals/:id/session',
    {
      config: { personal: true },
      schema: {
        tags: ['payments'],
        summary: 'Pay an open renewal with a new card (stored on the agreement for the next charges)',
        description: '409 `renewal_paid` when it is paid already. Captured at once.',
        security: [{ session: [] }],
        params: renewalIdParam,
        body: z.object({
          /** Where the provider sends the customer back (a page of our sites). */
          returnUrl: returnUrlSchema,
        }),
        response: {
          201: paymentRedirectSchema,
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          502: errorResponses[500],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { user, row } = await ownRenewal(req, req.params.id);
      requireProvider(deps);
      if (row.status === 'paid') throw new ApiError(409, 'renewal_paid', msg('renewalPaid'));
      checkReturnUrl(deps, req.body.returnUrl);
      const started = await startSession(deps, {
        purpose: 'renewal',
        userId: user.id,
        renewalId: row.id,
        agreement: row.agreement,
        amountMinor: row.amountMinor,
        currency: row.currency,
        description: row.description,
        returnUrl: req.body.returnUrl,
        locale: mailLocale(req),
        mode: 'payment',
        captureMethod: 'automatic',
        storePaymentMethod: true,
      });
      reply.code(201);
      return { sessionId: started.sessionId, redirectUrl: started.redirectUrl };
    },
  );
}
