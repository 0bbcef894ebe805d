// Pay-by-link (issue 21): a service agent asks a customer to pay a booking's amount or any amount; the
// customer opens the site's pay page (`/pay#token=…`), sees what it is for and pays on the provider's
// page. A link is paid once: a second authorised payment of it is refunded at once (payments/service.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { paymentLinks, reservations, vehicleGroups } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { money, moneySchema } from '../http.ts';
import { english, type MessageText, msg } from '../i18n/translate.ts';
import { queueMail } from '../mail/queue.ts';
import { isSite } from '../markets.ts';
import {
  type LinkRow,
  linkNotFound,
  linkOfToken,
  linkSecret,
  linkStatus,
  linkToken,
  linkView,
} from '../payments/links.ts';
import { paymentRedirectSchema, returnUrlSchema } from '../payments/schemas.ts';
import { newId, requireProvider, startSession } from '../payments/service.ts';
import { checkReturnUrl, siteOrigin, sitePathPrefix } from '../payments/site-links.ts';
import { requireServiceToken } from '../service-auth.ts';
import { REQUIRED_MESSAGE, reservationNumberSchema } from '../validation.ts';

const DAY_MS = 86_400_000;

const linkSchema = z
  .object({
    /** The link's id. */
    id: z.string(),
    /** What the customer pays for. */
    description: z.string(),
    /** The amount to pay. */
    amount: moneySchema,
    /** open (can be paid), paid, expired or cancelled. */
    status: z.enum(['open', 'paid', 'expired', 'cancelled']),
    /** When it stops working (ISO 8601). */
    expiresAt: z.string(),
    /** When it was paid (ISO 8601), if it was. */
    paidAt: z.string().nullable(),
    /** The booking it pays, if any. */
    reservation: z
      .object({
        /** Reservation number. */
        number: z.string(),
        /** The vehicle, e.g. 'VW Golf or similar'. */
        model: z.string(),
        /** Pickup branch name and branch-local time. */
        pickup: z.object({ branch: z.string(), at: z.string() }),
        /** Return branch name and branch-local time. */
        return: z.object({ branch: z.string(), at: z.string() }),
      })
      .nullable(),
  })
  .meta({ id: 'PaymentLink' });

const tokenParam = z.object({
  /** The link's token, from the pay page's `#token=`. */
  token: z.string().min(1).max(300),
});

/** Registers the payment link endpoints. */
export function registerPaymentLinkRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  app.post(
    '/v1/service/payment-links',
    {
      schema: {
        tags: ['service'],
        summary: 'Create a payment link (a booking’s amount, or any amount) and mail it to the customer',
        description:
          "Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. Give `reservationNumber` (its total, unless `amount` is given too) or `amount` with `description`. The mail goes to `email`, else the booking's driver; without either nothing is sent and the agent passes on `url`.",
        security: [{ service: [] }],
        body: z.object({
          /** The booking to pay, 10 digits. */
          reservationNumber: reservationNumberSchema.optional(),
          /** The amount (required without a reservation). */
          amount: z
            .object({
              /** Minor units, e.g. 4990. */
              amountMinor: z.number().int().min(1).max(100_000_000),
              /** ISO 4217, e.g. EUR. */
              currency: z.string().regex(/^[A-Z]{3}$/, { error: english('invalidFormat', {}) }),
            })
            .optional(),
          /** What it is for, shown to the customer (required without a reservation). */
          description: z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(200).optional(),
          /** Where the link is mailed. */
          email: z
            .email({ error: english('invalidEmail', {}) })
            .max(254)
            .optional(),
          /** The site whose pay page opens the link, e.g. 'de'. */
          siteId: z.string().regex(/^[a-z0-9-]{1,20}$/, { error: english('invalidFormat', {}) }),
          /** The customer's language, e.g. 'de-DE' (the pay page's language and the mail's). */
          locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, { error: english('invalidFormat', {}) }),
          /** When the link stops working: ISO 8601, in the future, at most 30 days ahead (default: 72 hours). */
          expiresAt: z.iso.datetime({ offset: true, error: english('invalidFormat', {}) }).optional(),
        }),
        response: {
          201: z.object({
            /** The link's id (cancel it with it). */
            id: z.string(),
            /** The pay page with the token, e.g. https://www.kestrelrent.de/pay#token=… */
            url: z.string(),
            /** The signed token. */
            token: z.string(),
            /** ISO 8601. */
            expiresAt: z.string(),
          }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      requireServiceToken(deps, req);
      const secret = linkSecret(deps);
      const body = req.body;
      const now = deps.now();
      const fields: Record<string, MessageText> = {};
      if (!isSite(body.siteId)) fields.siteId = english('invalidFormat', {});
      if (!body.reservationNumber && !(body.amount && body.description)) {
        const target = msg('paymentLinkTarget');
        if (!body.amount) fields.amount = target;
        if (!body.description) fields.description = target;
      }
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : new Date(now.getTime() + 3 * DAY_MS);
      if (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() > now.getTime() + 30 * DAY_MS)
        fields.expiresAt = msg('paymentLinkExpiry');
      const first = Object.values(fields)[0];
      if (first) throw new ApiError(422, 'payment_link_invalid', first, { fields });

      let booking: typeof reservations.$inferSelect | undefined;
      if (body.reservationNumber) {
        [booking] = await db
          .select()
          .from(reservations)
          .where(eq(reservations.number, body.reservationNumber));
        if (!booking) throw new ApiError(404, 'booking_not_found', msg('bookingNotFound'));
        if (booking.status !== 'confirmed')
          throw new ApiError(409, 'booking_not_payable', msg('paymentLinkBookingClosed'));
      }
      const amount = body.amount ?? money(booking?.totalMinor ?? 0, booking?.currency ?? 'EUR');
      const description = body.description ?? `Reservation ${booking?.number ?? ''}`;
      const id = newId('pl');
      // Whole seconds: the token carries the expiry in seconds.
      const expires = new Date(Math.floor(expiresAt.getTime() / 1000) * 1000);
      const token = linkToken(secret, id, expires);
      const url = `${siteOrigin(deps, body.siteId, req)}${sitePathPrefix(body.siteId, body.locale)}/pay#token=${token}`;
      const driver = booking?.driver as { email?: string; firstName?: string } | undefined;
      const recipient = body.email ?? driver?.email;
      await db.transaction(async (t) => {
        const tx = t as unknown as typeof db;
        await tx.insert(paymentLinks).values({
          id,
          reservationId: booking?.id ?? null,
          amountMinor: amount.amountMinor,
          currency: amount.currency,
          description,
          email: recipient?.toLowerCase() ?? null,
          locale: body.locale,
          siteId: body.siteId,
          createdAt: now,
          expiresAt: expires,
        });
        if (recipient)
          await queueMail(tx, {
            recipient: recipient.toLowerCase(),
            kind: 'payment-link',
            locale: body.locale,
            data: {
              firstName: driver?.firstName ?? null,
              description,
              amount,
              number: booking?.number ?? null,
              link: url,
              expiresAt: expires.toISOString().slice(0, 16),
            },
          });
      });
      deps.mail.kick();
      reply.code(201);
      return { id, url, token, expiresAt: expires.toISOString() };
    },
  );

  app.post(
    '/v1/service/payment-links/:id/cancel',
    {
      schema: {
        tags: ['service'],
        summary: 'Cancel a payment link that has not been paid',
        description:
          'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. 409 `payment_link_paid` once paid; cancelling again keeps the first time.',
        security: [{ service: [] }],
        params: z.object({
          /** The link's id. */
          id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: english('invalidFormat', {}) }),
        }),
        response: {
          200: z.object({ link: linkSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      linkSecret(deps);
      const now = deps.now();
      await db
        .update(paymentLinks)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(paymentLinks.id, req.params.id),
            isNull(paymentLinks.paidAt),
            isNull(paymentLinks.cancelledAt),
          ),
        );
      const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, req.params.id));
      if (!row) throw linkNotFound();
      if (row.paidAt) throw new ApiError(409, 'payment_link_paid', msg('paymentLinkPaid'));
      return { link: await linkView(db, row, now) };
    },
  );

  app.get(
    '/v1/payment-links/:token',
    {
      config: { personal: true },
      schema: {
        tags: ['payments'],
        summary: 'A payment link as its pay page shows it (200 in every state)',
        description:
          'A token that does not verify, or an unknown link, answers 404 `payment_link_not_found`.',
        params: tokenParam,
        response: { 200: linkSchema, 404: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => linkView(db, await linkOfToken(deps, req.params.token), deps.now()),
  );

  /** 409/410 unless the link can be paid now. */
  function payable(row: LinkRow) {
    const status = linkStatus(row, deps.now());
    if (status === 'paid') throw new ApiError(409, 'payment_link_paid', msg('paymentLinkPaid'));
    if (status === 'cancelled')
      throw new ApiError(409, 'payment_link_cancelled', msg('paymentLinkCancelled'));
    if (status === 'expired') throw new ApiError(410, 'payment_link_expired', msg('paymentLinkExpired'));
  }

  app.post(
    '/v1/payment-links/:token/session',
    {
      config: { personal: true },
      schema: {
        tags: ['payments'],
        summary: "Pay a link: a session on the provider's page (captured at once)",
        description:
          '409 `payment_link_paid` or `payment_link_cancelled`, 410 `payment_link_expired`, 404 `payment_link_not_found`.',
        params: tokenParam,
        body: z.object({
          /** Where the provider sends the customer back (the pay page). */
          returnUrl: returnUrlSchema,
        }),
        response: {
          201: paymentRedirectSchema,
          404: errorResponses[400],
          409: errorResponses[400],
          410: errorResponses[400],
          422: errorResponses[400],
          502: errorResponses[500],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      requireProvider(deps);
      const row = await linkOfToken(deps, req.params.token);
      payable(row);
      checkReturnUrl(deps, req.body.returnUrl);
      let description = row.description;
      if (row.reservationId !== null) {
        const [r] = await db
          .select({ number: reservations.number, model: vehicleGroups.model })
          .from(reservations)
          .innerJoin(vehicleGroups, eq(vehicleGroups.code, reservations.groupCode))
          .where(eq(reservations.id, row.reservationId));
        if (r) description = `${row.description} (${r.model}, ${r.number})`;
      }
      const started = await startSession(deps, {
        purpose: 'link',
        userId: null,
        linkId: row.id,
        ...(row.reservationId !== null ? { reservationId: row.reservationId } : {}),
        amountMinor: row.amountMinor,
        currency: row.currency,
        description,
        returnUrl: req.body.returnUrl,
        ...(row.locale ? { locale: row.locale } : {}),
        mode: 'payment',
        captureMethod: 'automatic',
      });
      reply.code(201);
      return { sessionId: started.sessionId, redirectUrl: started.redirectUrl };
    },
  );
}
