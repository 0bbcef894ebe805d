// Subscription orders of a signed-in customer (issue 17, spec §4): a quote with every cost, the order
// (idempotent per Idempotency-Key), the customer's orders with their renewal dates, and cancelling at
// term end. Costs are computed here only; term dates come from subscription/terms.ts.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  branches,
  campaignRegistrations,
  subscriptionCampaigns,
  subscriptionOffers,
  subscriptionOrders,
} from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { english, type MessageText, msg } from '../i18n/translate.ts';
import { idempotencyHeaders, readableNumber, refuseAnotherRequest, requestHashOf } from '../idempotency.ts';
import { agreementPayments } from '../payments/agreement-view.ts';
import { chargeAgreement } from '../payments/renewals.ts';
import { chargeBodySchema } from '../plus/schemas.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';
import {
  costsView,
  type OrderBody,
  orderBodySchema,
  orderSchema,
  orderView,
  quoteSchema,
} from '../subscription/order-schemas.ts';
import {
  benefitOfCampaign,
  type CampaignBenefit,
  MILEAGE_PACKAGES,
  orderCosts,
} from '../subscription/pricing.ts';
import { lastDayIfCancelled, minimumTermEnd, orderStatus } from '../subscription/terms.ts';

type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;
type OfferRow = typeof subscriptionOffers.$inferSelect;
type OrderRow = typeof subscriptionOrders.$inferSelect;

const notFound = () => new ApiError(404, 'subscription_order_not_found', msg('subscriptionOrderNotFound'));

const orderIdParams = z.object({
  orderId: z.string().regex(/^[0-9a-f-]{36}$/, { error: english('invalidFormat', {}) }),
});

function ageAt(birthDate: string, at: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = at.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A unique-constraint violation (PostgreSQL 23505), from PGlite or postgres.js, maybe wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

export function registerSubscriptionOrderRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const today = () => deps.now().toISOString().slice(0, 10);

  /** The order as answered, with the card its monthly payments use and a renewal open after a refusal. */
  async function viewOf(row: OrderRow, day: string) {
    return orderView(row, day, await agreementPayments(db, `subscription:${row.id}`, row.paymentMethodId));
  }

  async function signedIn(req: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  }

  /**
   * The offer and the checks of the choices that need it, each failing field named; the pickup
   * branch's name.
   */
  async function checkedOffer(body: OrderBody): Promise<{ offer: OfferRow; branchName: string | null }> {
    const [offer] = await db.select().from(subscriptionOffers).where(eq(subscriptionOffers.id, body.offerId));
    if (!offer)
      throw new ApiError(404, 'offer_not_found', msg('subscriptionOfferNotFound'), {
        fields: { offerId: msg('subscriptionOfferNotFound') },
      });
    const fields: Record<string, MessageText> = {};
    // Only days the offer is available, from today on.
    const from = offer.availableFrom > today() ? offer.availableFrom : today();
    if (body.startDate < from || body.startDate > offer.availableTo)
      fields.startDate = msg('subscriptionStartDate', { from, to: offer.availableTo });
    else if (ageAt(body.customer.birthDate, body.startDate) < offer.minDriverAge)
      fields['customer.birthDate'] = msg('driverMinAge', { age: offer.minDriverAge });
    let branchName: string | null = null;
    if (body.handover.type === 'pickup') {
      // The offer's branches: every subscription branch of its country with the same car.
      const rows = await db
        .select({ id: branches.id, name: branches.name })
        .from(subscriptionOffers)
        .innerJoin(branches, eq(branches.id, subscriptionOffers.branchId))
        .where(
          and(
            eq(subscriptionOffers.country, offer.country),
            eq(subscriptionOffers.make, offer.make),
            eq(subscriptionOffers.model, offer.model),
          ),
        );
      const branch = rows.find((b) => b.id === (body.handover as { branchId: number }).branchId);
      if (!branch) fields['handover.branchId'] = msg('subscriptionBranch');
      else branchName = branch.name;
    }
    if (Object.keys(fields).length > 0)
      throw new ApiError(422, 'order_invalid', Object.values(fields)[0]!, { fields });
    return { offer, branchName };
  }

  /** The customer's confirmed campaign registration in the offer's market whose benefit is still unused and valid. */
  async function campaignOf(
    user: SessionUser,
    country: string,
  ): Promise<{ registrationId: number; campaignId: string; benefit: CampaignBenefit } | null> {
    const [row] = await db
      .select({ registration: campaignRegistrations, campaign: subscriptionCampaigns })
      .from(campaignRegistrations)
      .innerJoin(subscriptionCampaigns, eq(subscriptionCampaigns.id, campaignRegistrations.campaignId))
      .where(and(eq(campaignRegistrations.email, user.email), eq(campaignRegistrations.status, 'confirmed')));
    if (!row || row.campaign.country !== country) return null;
    // spec §4: the benefit expires after the grace period.
    const expires = row.registration.createdAt.getTime() + row.campaign.gracePeriodDays * 86_400_000;
    if (expires < deps.now().getTime()) return null;
    const benefit = benefitOfCampaign(row.campaign.id);
    if (!benefit) return null;
    // Once: an order that took it keeps it, also when cancelled.
    const [used] = await db
      .select({ id: subscriptionOrders.id })
      .from(subscriptionOrders)
      .where(eq(subscriptionOrders.campaignRegistrationId, row.registration.id));
    if (used) return null;
    return { registrationId: row.registration.id, campaignId: row.campaign.id, benefit };
  }

  async function quoteOf(user: SessionUser | undefined, body: OrderBody) {
    const { offer, branchName } = await checkedOffer(body);
    // A visitor's summary has no campaign benefit: it is the signed-in customer's registration.
    const campaign = user ? await campaignOf(user, offer.country) : null;
    const costs = orderCosts(
      offer,
      {
        term: body.term,
        mileagePackage: body.mileagePackage,
        extras: body.extras,
        delivery: body.handover.type === 'delivery',
      },
      campaign?.benefit ?? null,
    );
    return { offer, branchName, campaign, costs };
  }

  app.post(
    '/v1/subscription/orders/quote',
    {
      config: { throttle: 'subscriptionOrder', personal: true },
      schema: {
        tags: ['subscription'],
        summary:
          'Every cost of a subscription order, without ordering (a visitor gets it without a campaign benefit)',
        body: orderBodySchema,
        response: {
          200: z.object({ quote: quoteSchema }),
          404: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await currentUser(deps, req);
      const body = req.body;
      const { offer, campaign, costs } = await quoteOf(user, body);
      return {
        quote: {
          offerId: offer.id,
          vehicle: { make: offer.make, model: offer.model, imagePath: offer.imagePath },
          term: body.term,
          mileagePackage: body.mileagePackage,
          kmPerMonth: offer.includedKmPerMonth + MILEAGE_PACKAGES[body.mileagePackage].extraKm,
          extras: [...new Set(body.extras)],
          startDate: body.startDate,
          minimumTermEndsOn: minimumTermEnd(body.term, body.startDate),
          costs: costsView(costs),
          campaign: campaign ? { campaignId: campaign.campaignId, benefit: campaign.benefit } : null,
        },
      };
    },
  );

  app.post(
    '/v1/subscription/orders',
    {
      config: { throttle: 'subscriptionOrder', personal: true },
      schema: {
        tags: ['subscription'],
        summary:
          'Order a subscription as the signed-in customer (the same Idempotency-Key gives the same order)',
        description:
          'Costs are computed by the server, with the benefit of a confirmed campaign registration that has not expired (once per registration). A retry with the same key and body answers 200 with the order; the same key with another body 422.',
        headers: idempotencyHeaders,
        body: orderBodySchema,
        response: {
          200: z.object({ order: orderSchema, replayed: z.literal(true) }),
          201: z.object({ order: orderSchema, replayed: z.literal(false) }),
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const key = req.headers['idempotency-key'];
      const body = req.body;
      const requestHash = requestHashOf(body);
      const sameKey = and(eq(subscriptionOrders.userId, user.id), eq(subscriptionOrders.idempotencyKey, key));
      const replay = async () => {
        const [existing] = await db.select().from(subscriptionOrders).where(sameKey);
        if (!existing) return undefined;
        refuseAnotherRequest(existing, requestHash);
        return reply.code(200).send({ order: await viewOf(existing, today()), replayed: true as const });
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const { offer, branchName, campaign, costs } = await quoteOf(user, body);
      const row: typeof subscriptionOrders.$inferInsert = {
        id: randomUUID(),
        number: readableNumber('S'),
        userId: user.id,
        idempotencyKey: key,
        requestHash,
        offerId: offer.id,
        country: offer.country,
        make: offer.make,
        model: offer.model,
        imagePath: offer.imagePath,
        term: body.term,
        mileagePackage: body.mileagePackage,
        extras: [...new Set(body.extras)],
        handover:
          body.handover.type === 'pickup'
            ? { type: 'pickup', branchId: body.handover.branchId, branchName: branchName ?? '' }
            : { type: 'delivery', address: body.handover.address },
        startDate: body.startDate,
        customer: body.customer,
        currency: costs.currency,
        monthly: costs.monthly,
        monthlyTotalMinor: costs.monthlyTotalMinor,
        startFeeMinor: costs.startFeeMinor,
        deliveryFeeMinor: costs.deliveryFeeMinor,
        campaignDiscountMinor: costs.campaignDiscountMinor,
        campaignRegistrationId: campaign?.registrationId ?? null,
        campaignId: campaign?.campaignId ?? null,
        campaignBenefit: campaign?.benefit ?? null,
        loyaltyRefundMinor: costs.loyaltyRefundMinor,
        orderedAt: deps.now(),
        cancelledAt: null,
        endsOn: null,
      };
      try {
        await db.insert(subscriptionOrders).values(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key raced on another instance: answer its order.
        const raced = await replay();
        if (raced) return raced;
        // Two orders raced for one campaign benefit: the other took it; the customer sees the new costs.
        throw new ApiError(409, 'campaign_benefit_used', msg('subscriptionBenefitUsed'));
      }
      const [stored] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, row.id));
      return reply.code(201).send({ order: await viewOf(stored!, today()), replayed: false as const });
    },
  );

  app.get(
    '/v1/subscription/orders',
    {
      config: { personal: true },
      schema: {
        tags: ['subscription'],
        summary: "The signed-in customer's subscription orders, newest first, with status and renewal dates",
        response: { 200: z.object({ orders: z.array(orderSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const rows = await db
        .select()
        .from(subscriptionOrders)
        .where(eq(subscriptionOrders.userId, user.id))
        .orderBy(desc(subscriptionOrders.orderedAt))
        .limit(200);
      const day = today();
      return { orders: await Promise.all(rows.map((r) => viewOf(r, day))) };
    },
  );

  async function ownOrder(req: FastifyRequest, orderId: string): Promise<OrderRow> {
    const user = await signedIn(req);
    const [row] = await db
      .select()
      .from(subscriptionOrders)
      .where(and(eq(subscriptionOrders.id, orderId), eq(subscriptionOrders.userId, user.id)));
    // Another customer's order is as unknown as no order.
    if (!row) throw notFound();
    return row;
  }

  app.get(
    '/v1/subscription/orders/:orderId',
    {
      config: { personal: true },
      schema: {
        tags: ['subscription'],
        summary: "One of the signed-in customer's subscription orders",
        params: orderIdParams,
        response: { 200: z.object({ order: orderSchema }), ...errorResponses },
      },
    },
    async (req) => ({ order: await viewOf(await ownOrder(req, req.params.orderId), today()) }),
  );

  app.post(
    '/v1/subscription/orders/:orderId/cancel',
    {
      config: { personal: true },
      schema: {
        tags: ['subscription'],
        summary:
          'Cancel at term end: the order runs until the last day of the minimum term or the current 30-day period (endsOn)',
        params: orderIdParams,
        response: {
          200: z.object({ order: orderSchema }),
          409: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await ownOrder(req, req.params.orderId);
      const day = today();
      const alreadyCancelled = (endsOn: string | null) =>
        new ApiError(409, 'already_cancelled', msg('subscriptionAlreadyCancelled', { date: endsOn ?? '' }));
      if (row.cancelledAt) throw alreadyCancelled(row.endsOn);
      const from = day < row.startDate ? row.startDate : day;
      const endsOn = lastDayIfCancelled(row.term as OrderBody['term'], row.startDate, from);
      // Conditional on not being cancelled yet: two cancels at once end it once.
      const [updated] = await db
        .update(subscriptionOrders)
        .set({ cancelledAt: deps.now(), endsOn })
        .where(and(eq(subscriptionOrders.id, row.id), isNull(subscriptionOrders.cancelledAt)))
        .returning();
      if (!updated) {
        const [raced] = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, row.id));
        throw alreadyCancelled(raced?.endsOn ?? null);
      }
      return { order: await viewOf(updated, day) };
    },
  );

  app.post(
    '/v1/service/subscription/orders/:orderId/charge',
    {
      schema: {
        tags: ['service'],
        summary:
          'Charge a month of a running subscription order to its stored card (Authorization: Bearer {API_SERVICE_TOKEN}); once per month: a retry charges nothing more',
        description:
          'The idempotency key subscription:{id}:{period} makes a repeated call answer the same charge. A refused or expired card opens a renewal (the customer is mailed a link to /pay/renewal) and answers status refused with its id. 409 payment_method_missing while the order has no card, subscription_ended once it has ended.',
        params: orderIdParams,
        body: chargeBodySchema,
        response: {
          200: z.object({
            /** paid, or refused (a renewal is open). */
            status: z.enum(['paid', 'refused']),
            /** The renewal opened (or added to) when refused. */
            renewalId: z.string().nullable(),
          }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [row] = await db
        .select()
        .from(subscriptionOrders)
        .where(eq(subscriptionOrders.id, req.params.orderId));
      if (!row) throw notFound();
      if (orderStatus(row.startDate, row.endsOn, today()) === 'ended')
        throw new ApiError(409, 'subscription_ended', msg('subscriptionEnded'));
      const { period } = req.body;
      const result = await chargeAgreement(deps, {
        agreement: `subscription:${row.id}`,
        amountMinor: row.monthlyTotalMinor,
        currency: row.currency,
        description: `Monthly subscription rate ${period} (${row.number})`,
        idempotencyKey: `subscription:${row.id}:${period}`,
      });
      return { status: result.status, renewalId: result.renewalId ?? null };
    },
  );
}
