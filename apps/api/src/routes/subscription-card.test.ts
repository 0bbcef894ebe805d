// A running subscription order's stored card (issue 21) over real HTTP: stored through a card check for
// the agreement 'subscription:{id}' (another customer's answers 404), the monthly charge of the service
// token paid once per month, a refused charge opening a renewal and mailing the customer, and the renewal
// paid with a new card that becomes the order's. Runs on PGlite and, with DATABASE_URL, on PostgreSQL
// (npm run test:integration -w @rental/api).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { storedPaymentMethods, subscriptionOrders } from '../db/schema.ts';
import type { FakeCard, FakeProvider } from '../payments/fake-provider.ts';
import { addDays } from '../subscription/terms.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';

const SERVICE_TOKEN = 'service-token-for-the-subscription-card-tests-0123';
let api: TestApi;
let fake: FakeProvider;
beforeAll(async () => {
  api = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
  fake = api.payments!;
});
afterAll(async () => api?.close());

const de = { 'x-forwarded-host': 'de.localhost' };
const service = { authorization: `Bearer ${SERVICE_TOKEN}` };
const RETURN_URL = 'http://de.localhost:4321/account/subscriptions';
const db = () => depsOf(api.app).db;
let seq = 0;

/** A new customer: their session cookie and e-mail. */
async function customer(): Promise<{ cookie: string; email: string }> {
  const email = `subcard.${Date.now()}.${seq++}@example.com`;
  const r = await api.call('/v2/users', {
    method: 'POST',
    body: { firstName: 'Lena', lastName: 'Vogt', email, password: 'lantern orchard 7' },
  });
  expect(r.status).toBe(201);
  return { cookie: r.headers.get('set-cookie')?.split(';')[0] ?? '', email };
}

type Offer = { id: string; availableFrom: string; minDriverAge: number; branch: { id: number } };
let offer: Offer;
let startDate: string;
beforeAll(async () => {
  const r = await api.call('/v1/subscription/v1.1/subscriptions/offers/country?countryCode=DE');
  expect(r.status).toBe(200);
  offer = (r.body.offers as Offer[]).find((o) => o.minDriverAge <= 21)!;
  const soon = addDays(new Date().toISOString().slice(0, 10), 3);
  startDate = offer.availableFrom > soon ? offer.availableFrom : soon;
});

/** A customer's new subscription order (no card yet). */
async function newOrder() {
  const c = await customer();
  const r = await api.call('/v1/subscription/orders', {
    method: 'POST',
    headers: { ...de, cookie: c.cookie, 'idempotency-key': `subcard-key-${Date.now()}-${seq++}` },
    body: {
      offerId: offer.id,
      term: '12_months',
      mileagePackage: 'plus500',
      extras: [],
      handover: { type: 'pickup', branchId: offer.branch.id },
      startDate,
      customer: { firstName: 'Lena', lastName: 'Vogt', phone: '+49 30 1234567', birthDate: '1985-04-02' },
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const id = r.body.order.id as string;
  return { ...c, id, agreement: `subscription:${id}`, order: r.body.order };
}

async function storeCard(cookie: string, agreement: string, card: FakeCard) {
  const s = await api.call('/v1/payments/methods/session', {
    method: 'POST',
    headers: { cookie },
    body: { agreement, returnUrl: RETURN_URL },
  });
  expect(s.status, JSON.stringify(s.body)).toBe(201);
  fake.complete(s.body.sessionId, card);
  return api.call(`/v1/payments/sessions/${s.body.sessionId}`, { headers: { cookie } });
}

const orderRow = async (id: string) =>
  (await db().select().from(subscriptionOrders).where(eq(subscriptionOrders.id, id)))[0]!;
const methodOf = async (id: string) =>
  (await db().select().from(storedPaymentMethods).where(eq(storedPaymentMethods.id, id)))[0]!;
const charge = (id: string, period: string, headers: Record<string, string> = service) =>
  api.call(`/v1/service/subscription/orders/${id}/charge`, { method: 'POST', headers, body: { period } });
const view = async (id: string, cookie: string) =>
  (await api.call(`/v1/subscription/orders/${id}`, { headers: { cookie } })).body.order;

describe('a card for a subscription order', () => {
  it('a card check stores the card on the order, shown in its view', async () => {
    const o = await newOrder();
    expect(o.order).toMatchObject({ paymentMethod: null, openRenewal: null });
    const read = await storeCard(o.cookie, o.agreement, '3ds-pass');
    expect(read.body).toMatchObject({ purpose: 'method', status: 'authorised', card: { brand: 'visa' } });
    const row = await orderRow(o.id);
    expect(await methodOf(row.paymentMethodId!)).toMatchObject({ brand: 'visa', last4: '3220' });
    expect((await view(o.id, o.cookie)).paymentMethod).toEqual({
      brand: 'visa',
      last4: '3220',
      expMonth: expect.any(Number),
      expYear: expect.any(Number),
    });
    const list = await api.call('/v1/subscription/orders', { headers: { cookie: o.cookie } });
    expect(list.body.orders[0].paymentMethod).toMatchObject({ last4: '3220' });
  });

  it("another customer's subscription answers 404; a malformed agreement 400", async () => {
    const o = await newOrder();
    const other = await customer();
    const r = await api.call('/v1/payments/methods/session', {
      method: 'POST',
      headers: { cookie: other.cookie },
      body: { agreement: o.agreement, returnUrl: RETURN_URL },
    });
    expect(r.status).toBe(404);
    expect(expectErrorShape(r.body).code).toBe('agreement_not_found');
    const malformed = await api.call('/v1/payments/methods/session', {
      method: 'POST',
      headers: { cookie: o.cookie },
      body: { agreement: 'subscriptions:x', returnUrl: RETURN_URL },
    });
    expect(malformed.status).toBe(400);
    expect((await orderRow(o.id)).paymentMethodId).toBeNull();
  });
});

describe('subscription monthly charge (service)', () => {
  it('charges the monthly total to the stored card once per month, whatever the retries', async () => {
    const o = await newOrder();
    const period = startDate.slice(0, 7);
    const missing = await charge(o.id, period);
    expect(missing.status).toBe(409);
    expect(expectErrorShape(missing.body).code).toBe('payment_method_missing');
    await storeCard(o.cookie, o.agreement, 'visa');
    expect((await charge(o.id, period, {})).status).toBe(401);
    const first = await charge(o.id, period);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ status: 'paid', renewalId: null });
    expect((await charge(o.id, period)).body).toEqual({ status: 'paid', renewalId: null });
    const charges = fake.operations.filter((op) => op.key === `subscription:${o.id}:${period}`);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amountMinor).toBe(o.order.costs.monthlyTotal.amountMinor);
    const malformed = await charge(o.id, '2027-13');
    expect(malformed.status).toBe(400);
    expect((await charge('00000000-0000-0000-0000-000000000000', period)).status).toBe(404);
  });

  it('a refused card opens a renewal and mails it; paid with a new card, that card is the order’s', async () => {
    const o = await newOrder();
    await storeCard(o.cookie, o.agreement, 'renewal-declined');
    const oldMethod = (await orderRow(o.id)).paymentMethodId!;
    const period = startDate.slice(0, 7);
    const refused = await charge(o.id, period);
    expect(refused.body).toEqual({ status: 'refused', renewalId: expect.stringMatching(/^rn_/) });
    const mails = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(o.email)}`)).body.messages;
    const renewalMail = mails.find((m: { subject: string }) =>
      m.subject.includes(`Monthly subscription rate ${period} (${o.order.number})`),
    );
    expect(renewalMail?.body).toContain('http://de.localhost:4321/pay/renewal');
    expect((await view(o.id, o.cookie)).openRenewal).toMatchObject({
      id: refused.body.renewalId,
      amount: o.order.costs.monthlyTotal,
      lastRefusalReason: 'declined',
    });

    const s = await api.call(`/v1/payments/renewals/${refused.body.renewalId}/session`, {
      method: 'POST',
      headers: { cookie: o.cookie },
      body: { returnUrl: RETURN_URL },
    });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    fake.complete(s.body.sessionId, 'mastercard');
    const paid = await api.call(`/v1/payments/sessions/${s.body.sessionId}`, {
      headers: { cookie: o.cookie },
    });
    expect(paid.body).toMatchObject({ purpose: 'renewal', status: 'captured' });
    const newMethod = (await orderRow(o.id)).paymentMethodId!;
    expect(newMethod).not.toBe(oldMethod);
    expect(await methodOf(newMethod)).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const after = await view(o.id, o.cookie);
    expect(after).toMatchObject({ openRenewal: null, paymentMethod: { brand: 'mastercard', last4: '4444' } });
    // The next month goes to the new card.
    const next = addDays(`${period}-01`, 40).slice(0, 7);
    expect((await charge(o.id, next)).body).toEqual({ status: 'paid', renewalId: null });
  });

  it('an ended order is not charged', async () => {
    const o = await newOrder();
    await storeCard(o.cookie, o.agreement, 'visa');
    await db()
      .update(subscriptionOrders)
      .set({ cancelledAt: new Date(), endsOn: '2020-01-31' })
      .where(eq(subscriptionOrders.id, o.id));
    const r = await charge(o.id, startDate.slice(0, 7));
    expect(r.status).toBe(409);
    expect(expectErrorShape(r.body).code).toBe('subscription_ended');
  });
});
