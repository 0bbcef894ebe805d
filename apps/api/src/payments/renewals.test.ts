// Stored cards and renewals (issue 21): a card stored for a long-term contract through a card check, the
// contract's charge refused (a renewal opened, the customer mailed), the renewal paid with a new card
// that replaces the old one on the contract, and another customer's agreement or renewal unseen.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { plusContracts, storedPaymentMethods, users } from '../db/schema.ts';
import { signUp } from '../routes/test-rentals.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import type { FakeCard, FakeProvider } from './fake-provider.ts';
import { chargeAgreement } from './renewals.ts';

let api: TestApi;
let fake: FakeProvider;
const RETURN_URL = 'http://de.localhost:4321/plus#/contracts';

beforeAll(async () => {
  api = await startTestApi();
  fake = api.payments!;
});
afterAll(async () => api?.close());

let seq = 0;
const db = () => depsOf(api.app).db;

/** A signed-up customer and a contract of theirs waiting for its card (as src/plus leaves it). */
async function customerWithContract() {
  const cookie = await signUp(api, 'Halvorsen');
  const me = await api.call('/v2/users/me', { headers: { cookie } });
  const [user] = await db()
    .select()
    .from(users)
    .where(eq(users.email, me.body.email ?? me.body.user?.email));
  const id = `pc_test${Date.now()}${seq++}`;
  await db()
    .insert(plusContracts)
    .values({
      id,
      number: `P-T${Date.now()}${seq++}`,
      userId: user!.id,
      idempotencyKey: `k-${id}`,
      requestHash: 'h',
      offerId: 'offer',
      country: 'DE',
      currency: 'EUR',
      groupCode: 'CDMR',
      model: 'VW Golf',
      months: 6,
      monthlyMileage: 1500,
      monthlyPriceMinor: 64900,
      excessUnitPriceMinor: 25,
      mileageUnit: 'km',
      startDate: '2027-01-01',
      endDate: '2027-06-30',
      status: 'pending-payment-method',
      createdAt: new Date(),
    });
  return { cookie, email: user!.email, contractId: id, agreement: `plus-contract:${id}` };
}

const contract = async (id: string) =>
  (await db().select().from(plusContracts).where(eq(plusContracts.id, id)))[0]!;
const methodOf = async (id: string) =>
  (await db().select().from(storedPaymentMethods).where(eq(storedPaymentMethods.id, id)))[0]!;

async function storeCard(cookie: string, agreement: string, card: FakeCard) {
  const s = await api.call('/v1/payments/methods/session', {
    method: 'POST',
    headers: { cookie },
    body: { agreement, returnUrl: RETURN_URL },
  });
  expect(s.status, JSON.stringify(s.body)).toBe(201);
  fake.complete(s.body.sessionId, card);
  return api.call(`/v1/payments/sessions/${s.body.sessionId}`);
}

const charge = (agreement: string, key: string, amountMinor = 64900) =>
  chargeAgreement(depsOf(api.app), {
    agreement,
    amountMinor,
    currency: 'EUR',
    description: 'Monthly rate 2027-02',
    idempotencyKey: key,
  });

describe('a card for a long-term contract', () => {
  it('a card check stores the card on the contract, which becomes active', async () => {
    const c = await customerWithContract();
    const read = await storeCard(c.cookie, c.agreement, '3ds-pass');
    expect(read.body).toMatchObject({
      purpose: 'method',
      // A card check takes nothing: authorised, never captured.
      status: 'authorised',
      amount: { amountMinor: 0, currency: 'EUR' },
      contractId: c.contractId,
      card: { brand: 'visa', last4: '3220' },
    });
    const row = await contract(c.contractId);
    expect(row.status).toBe('active');
    const method = await methodOf(row.paymentMethodId!);
    expect(method).toMatchObject({ brand: 'visa', last4: '3220' });
    expect(method.providerToken).toMatch(/^pm_/);
    // A charge of it is paid.
    expect(await charge(c.agreement, `plus:${c.contractId}:2027-02`)).toEqual({ status: 'paid' });
  });

  it("another customer's agreement answers 404, and a refused card check stores nothing", async () => {
    const c = await customerWithContract();
    const other = await signUp(api, 'Moreau');
    const r = await api.call('/v1/payments/methods/session', {
      method: 'POST',
      headers: { cookie: other },
      body: { agreement: c.agreement, returnUrl: RETURN_URL },
    });
    expect(r.status).toBe(404);
    expect(expectErrorShape(r.body).code).toBe('agreement_not_found');
    const signedOut = await api.call('/v1/payments/methods/session', {
      method: 'POST',
      body: { agreement: c.agreement, returnUrl: RETURN_URL },
    });
    expect(signedOut.status).toBe(401);
    const refused = await storeCard(c.cookie, c.agreement, 'declined');
    expect(refused.body).toMatchObject({ status: 'refused', refusalReason: 'declined' });
    expect(await contract(c.contractId)).toMatchObject({
      status: 'pending-payment-method',
      paymentMethodId: null,
    });
  });
});

describe('a charge that fails, and its renewal', () => {
  it('refused: a renewal is opened and mailed; the same key never charges twice', async () => {
    const c = await customerWithContract();
    await storeCard(c.cookie, c.agreement, 'renewal-declined');
    const oldMethod = (await contract(c.contractId)).paymentMethodId!;
    const key = `plus:${c.contractId}:2027-02`;
    const first = await charge(c.agreement, key);
    expect(first.status).toBe('refused');
    expect(first.renewalId).toMatch(/^rn_/);
    expect(await charge(c.agreement, key)).toEqual(first);
    expect(fake.operations.filter((o) => o.key === key)).toHaveLength(1);
    const mails = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(c.email)}`)).body.messages;
    const renewalMail = mails.find((m: { subject: string }) => m.subject.includes('Monthly rate 2027-02'));
    expect(renewalMail.body).toContain('http://de.localhost:4321/pay/renewal');

    const list = await api.call('/v1/payments/renewals', { headers: { cookie: c.cookie } });
    expect(list.body.renewals).toEqual([
      expect.objectContaining({
        id: first.renewalId,
        agreement: c.agreement,
        amount: { amountMinor: 64900, currency: 'EUR' },
        status: 'open',
        attempts: 1,
        lastRefusalReason: 'declined',
        message: 'Your card was declined. Nothing was charged: please try another card.',
        paidAt: null,
      }),
    ]);
    // The next month fails too: one open renewal, a second attempt, the amounts added.
    const next = await charge(c.agreement, `plus:${c.contractId}:2027-03`);
    expect(next.renewalId).toBe(first.renewalId);
    const one = await api.call(`/v1/payments/renewals/${first.renewalId}`, { headers: { cookie: c.cookie } });
    expect(one.body.renewal).toMatchObject({ attempts: 2, amount: { amountMinor: 129800, currency: 'EUR' } });

    // Another customer sees none of it.
    const other = await signUp(api, 'Moreau');
    expect(
      (await api.call(`/v1/payments/renewals/${first.renewalId}`, { headers: { cookie: other } })).status,
    ).toBe(404);
    const foreign = await api.call(`/v1/payments/renewals/${first.renewalId}/session`, {
      method: 'POST',
      headers: { cookie: other },
      body: { returnUrl: RETURN_URL },
    });
    expect(foreign.status).toBe(404);
    expect(expectErrorShape(foreign.body).code).toBe('renewal_not_found');
    expect((await api.call('/v1/payments/renewals', { headers: { cookie: other } })).body.renewals).toEqual(
      [],
    );

    // A refused renewal payment counts an attempt.
    const pay = async (card: FakeCard) => {
      const s = await api.call(`/v1/payments/renewals/${first.renewalId}/session`, {
        method: 'POST',
        headers: { cookie: c.cookie },
        body: { returnUrl: RETURN_URL },
      });
      expect(s.status, JSON.stringify(s.body)).toBe(201);
      expect(fake.session(s.body.sessionId)?.amount.valueMinor).toBe(129800);
      fake.complete(s.body.sessionId, card);
      return api.call(`/v1/payments/sessions/${s.body.sessionId}`);
    };
    expect((await pay('expired-card')).body).toMatchObject({ status: 'refused', renewalId: first.renewalId });
    const afterRefusal = await api.call(`/v1/payments/renewals/${first.renewalId}`, {
      headers: { cookie: c.cookie },
    });
    expect(afterRefusal.body.renewal).toMatchObject({ attempts: 3, lastRefusalReason: 'expired_card' });

    // Paid with a new card: the renewal is paid and the new card is the contract's.
    const paid = await pay('mastercard');
    expect(paid.body).toMatchObject({ purpose: 'renewal', status: 'captured', contractId: c.contractId });
    const done = await api.call(`/v1/payments/renewals/${first.renewalId}`, {
      headers: { cookie: c.cookie },
    });
    expect(done.body.renewal).toMatchObject({ status: 'paid', message: null });
    expect(done.body.renewal.paidAt).not.toBeNull();
    const newMethod = (await contract(c.contractId)).paymentMethodId!;
    expect(newMethod).not.toBe(oldMethod);
    expect(await methodOf(newMethod)).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const again = await api.call(`/v1/payments/renewals/${first.renewalId}/session`, {
      method: 'POST',
      headers: { cookie: c.cookie },
      body: { returnUrl: RETURN_URL },
    });
    expect(again.status).toBe(409);
    expect(expectErrorShape(again.body).code).toBe('renewal_paid');
    // The next charge goes to the new card.
    expect(await charge(c.agreement, `plus:${c.contractId}:2027-04`)).toEqual({ status: 'paid' });
  });

  it('a stored card past its expiry is not charged: a renewal says the card expired', async () => {
    const c = await customerWithContract();
    await storeCard(c.cookie, c.agreement, 'visa');
    const methodId = (await contract(c.contractId)).paymentMethodId!;
    await db()
      .update(storedPaymentMethods)
      .set({ expMonth: 1, expYear: new Date().getUTCFullYear() - 1 })
      .where(eq(storedPaymentMethods.id, methodId));
    const key = `plus:${c.contractId}:2027-05`;
    const r = await charge(c.agreement, key);
    expect(r.status).toBe('refused');
    expect(fake.operations.filter((o) => o.key === key)).toHaveLength(0);
    const renewal = await api.call(`/v1/payments/renewals/${r.renewalId}`, { headers: { cookie: c.cookie } });
    expect(renewal.body.renewal.lastRefusalReason).toBe('expired_card');
  });

  it('an agreement without a card cannot be charged', async () => {
    const c = await customerWithContract();
    await expect(charge(c.agreement, `plus:${c.contractId}:x`)).rejects.toMatchObject({
      statusCode: 409,
      code: 'payment_method_missing',
    });
    await expect(charge('plus-contract:pc_nope', 'k-nope')).rejects.toMatchObject({ statusCode: 404 });
  });
});
