// The API with the real payment sandbox over HTTP (issue 21, ADR 020): the customer pays on the sandbox's
// hosted page (its form, as a browser posts it), the sandbox's signed notification reaches the webhook and
// is verified by the sandbox provider's verifyWebhook; a stored card charged later is refused.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { plusContracts, reservations, users } from '../db/schema.ts';
import { chargeAgreement } from '../payments/renewals.ts';
import { type PaymentSandbox, startPaymentSandbox } from '../payments/sandbox/server.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { futureDate, startTestApi, type TestApi } from '../test-support.ts';
import { signUp } from './test-rentals.ts';

let sandbox: PaymentSandbox;
let api: TestApi;
const secret = () => randomBytes(32).toString('base64url');
const RETURN_URL = 'http://de.localhost:4321/booking/checkout?step=pay';
const card = {
  expiry: `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`,
  cvc: '123',
  holder: 'Karla Brandt',
};

beforeAll(async () => {
  const secretKey = secret();
  const webhookSecret = secret();
  sandbox = await startPaymentSandbox({
    port: 0,
    host: '127.0.0.1',
    secretKey,
    webhookSecret,
    retryDelaysMs: [50, 50],
  });
  api = await startTestApi({
    paymentProvider: createSandboxProvider({ url: sandbox.apiUrl, secretKey, webhookSecret }),
    config: {
      payments: { provider: 'sandbox', url: sandbox.apiUrl, secretKey, webhookSecret, linkSecret: secret() },
    },
  });
  sandbox.webhooks.setUrl(`${api.base}/v1/payments/webhooks`);
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

/** Fills the hosted page's form like a browser; answers where the customer is sent back. */
async function payOnPage(url: string, cardNumber: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: cardNumber, ...card }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

let seq = 0;
async function bookByCard() {
  const branchId = (await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport')).body.stations[0]
    .id;
  const offers = await api.call(
    `/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${futureDate(20)}&returnDate=${futureDate(22)}`,
  );
  const offerId = offers.body.offers.find(
    (o: { group: { minDriverAge: number } }) => o.group.minDriverAge === 18,
  ).id;
  const r = await api.call('/v1/rentalreservations/create', {
    method: 'POST',
    headers: { 'idempotency-key': `sandbox-${Date.now()}-${seq++}` },
    body: {
      offerId,
      driver: {
        firstName: 'Karla',
        lastName: 'Brandt',
        email: `karla.sandbox.${Date.now()}.${seq++}@example.com`,
        phone: '+49 30 1234567',
        birthDate: '1986-03-14',
      },
      payment: { method: 'card', returnUrl: RETURN_URL },
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

const statusOf = async (number: string) =>
  (await depsOf(api.app).db.select().from(reservations).where(eq(reservations.number, number)))[0]?.status;

describe('paying on the sandbox', () => {
  it("the sandbox's notification confirms the booking (verified over the raw body); the return then reads it", async () => {
    const b = await bookByCard();
    const back = await payOnPage(b.payment.redirectUrl, '4242424242424242');
    expect(back).toBe(
      `http://de.localhost:4321/booking/checkout?step=pay&payment_session=${b.payment.sessionId}`,
    );
    await sandbox.webhooks.idle();
    expect(await statusOf(b.reservation.reservationNumber)).toBe('confirmed');
    // Every notification was accepted at the first try (a bad signature would answer 400).
    expect(sandbox.webhooks.attempts.length).toBeGreaterThan(0);
    expect(sandbox.webhooks.attempts.filter((a) => a.outcome !== 200)).toEqual([]);
    const read = await api.call(`/v1/payments/sessions/${b.payment.sessionId}`);
    expect(read.body).toMatchObject({ status: 'authorised', card: { brand: 'visa', last4: '4242' } });
  });

  it('a declined card: the booking waits, the return says why', async () => {
    const b = await bookByCard();
    await payOnPage(b.payment.redirectUrl, '4000000000000002');
    await sandbox.webhooks.idle();
    const read = await api.call(`/v1/payments/sessions/${b.payment.sessionId}`);
    expect(read.body).toMatchObject({ status: 'refused', refusalReason: 'declined' });
    expect(await statusOf(b.reservation.reservationNumber)).toBe('awaiting-payment');
  });

  it('a card stored with 4000 0000 0000 0341 is refused when the contract is charged', async () => {
    const cookie = await signUp(api, 'Halvorsen');
    const me = await api.call('/v2/users/me', { headers: { cookie } });
    const db = depsOf(api.app).db;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, me.body.email ?? me.body.user?.email));
    const id = `pc_sbx${Date.now()}`;
    await db.insert(plusContracts).values({
      id,
      number: `P-S${Date.now()}`,
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
    const s = await api.call('/v1/payments/methods/session', {
      method: 'POST',
      headers: { cookie },
      body: { agreement: `plus-contract:${id}`, returnUrl: 'http://de.localhost:4321/plus' },
    });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    await payOnPage(s.body.redirectUrl, '4000000000000341');
    const read = await api.call(`/v1/payments/sessions/${s.body.sessionId}`);
    expect(read.body).toMatchObject({ purpose: 'method', card: { last4: '0341' } });
    const [contract] = await db.select().from(plusContracts).where(eq(plusContracts.id, id));
    expect(contract).toMatchObject({ status: 'active' });
    const charged = await chargeAgreement(depsOf(api.app), {
      agreement: `plus-contract:${id}`,
      amountMinor: 64900,
      currency: 'EUR',
      description: 'Monthly rate 2027-02',
      idempotencyKey: `plus:${id}:2027-02`,
    });
    expect(charged).toMatchObject({ status: 'refused', renewalId: expect.stringMatching(/^rn_/) });
  });
});
