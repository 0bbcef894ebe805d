// Card payments over real HTTP (issue 21) with the in-memory provider: a card booking waits for the
// payment and is confirmed once (webhook or return, whichever first), stays invisible until then, gets a
// new session on replay; the webhook's signature and replays; cancellation releases or refunds, the
// branch's return captures.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { payments, reservations } from '../db/schema.ts';
import type { FakeCard, FakeProvider } from '../payments/fake-provider.ts';
import {
  type CallResult,
  expectErrorShape,
  futureDate,
  startTestApi,
  type TestApi,
} from '../test-support.ts';

let api: TestApi;
let fake: FakeProvider;
let clockOffsetMs = 0;
const SERVICE_TOKEN = 'service-token-for-the-payment-tests-0123456789';
const RETURN_URL = 'http://de.localhost:4321/booking/checkout';

beforeAll(async () => {
  api = await startTestApi({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: { serviceToken: SERVICE_TOKEN },
  });
  fake = api.payments!;
});
afterAll(async () => api?.close());

let seq = 0;
let branchId: number;
async function offerId(days: readonly [number, number]) {
  branchId ??= (await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport')).body.stations[0].id;
  const r = await api.call(
    `/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${futureDate(days[0])}&returnDate=${futureDate(days[1])}`,
  );
  return r.body.offers.find((o: { group: { minDriverAge: number } }) => o.group.minDriverAge === 18)
    .id as string;
}

async function customer(): Promise<{ cookie: string; email: string }> {
  const email = `karla.${Date.now()}.${seq++}@example.com`;
  const r = await api.call('/v2/users', {
    method: 'POST',
    body: { firstName: 'Karla', lastName: 'Brandt', email, password: 'amber lantern 37' },
  });
  expect(r.status).toBe(201);
  return { cookie: r.headers.get('set-cookie')?.split(';')[0] ?? '', email };
}

type Booking = { status: number; body: CallResult['body']; key: string; request: Record<string, unknown> };
/** Books with "pay now by card" (or replays `again`); the driver's mail is unique per booking. */
async function bookByCard(
  options: { cookie?: string; days?: readonly [number, number]; again?: Booking; language?: string } = {},
): Promise<Booking> {
  const key = options.again?.key ?? `card-${Date.now()}-${seq++}`;
  const request = options.again?.request ?? {
    offerId: await offerId(options.days ?? [20, 23]),
    driver: {
      firstName: 'Karla',
      lastName: 'Brandt',
      email: `karla.driver.${Date.now()}.${seq++}@example.com`,
      phone: '+49 30 1234567',
      birthDate: '1986-03-14',
    },
    payment: { method: 'card', returnUrl: RETURN_URL },
  };
  const r = await api.call('/v1/rentalreservations/create', {
    method: 'POST',
    headers: {
      'idempotency-key': key,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: request,
  });
  return { status: r.status, body: r.body, key, request };
}

const driverOf = (b: Booking) => (b.request.driver as { email: string }).email;
const mailsTo = async (recipient: string) =>
  (await api.call(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.messages as {
    subject: string;
    body: string;
  }[];
const readSession = (id: string, language = 'en') =>
  api.call(`/v1/payments/sessions/${id}`, { headers: { 'accept-language': language } });
const postWebhook = (body: string, signature?: string) =>
  api.call('/v1/payments/webhooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'payment-signature': signature } : {}) },
    raw: body,
  });
const reservationRow = async (number: string) =>
  (await depsOf(api.app).db.select().from(reservations).where(eq(reservations.number, number)))[0]!;
const activities = async (number: string) =>
  (await api.call(`/v1/reservationactivities/reservation/${number}?lastName=Brandt`)).body.activities as {
    type: string;
  }[];
const pay = (b: Booking, card: FakeCard) => fake.complete(b.body.payment.sessionId, card);

describe('payment options', () => {
  it('says online payment is on with a provider', async () => {
    expect((await api.call('/v1/payments/options')).body).toEqual({ onlinePayment: true });
  });

  it('without a provider: off, and a card booking or a session read answers 503 payments_unavailable', async () => {
    const off = await startTestApi({ config: { payments: undefined } });
    try {
      expect((await off.call('/v1/payments/options')).body).toEqual({ onlinePayment: false });
      const saved = api;
      api = off;
      try {
        const b = await bookByCard();
        expect(b.status).toBe(503);
        expect(expectErrorShape(b.body).code).toBe('payments_unavailable');
      } finally {
        api = saved;
      }
      const read = await off.call('/v1/payments/sessions/cs_unknown');
      expect(read.status).toBe(503);
    } finally {
      await off.close();
    }
  });
});

describe('a booking paid by card', () => {
  it('waits for the payment unseen, then is confirmed and mailed once the card is authorised', async () => {
    const { cookie } = await customer();
    const b = await bookByCard({ cookie });
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    expect(b.body.replayed).toBe(false);
    expect(b.body.reservation.status).toBe('awaiting-payment');
    expect(b.body.payment.redirectUrl).toMatch(/^https:\/\/pay\.fake\.test\/pay\/cs_/);
    const number = b.body.reservation.reservationNumber;
    // Manual capture: the amount is only authorised now, charged at the return.
    expect(fake.session(b.body.payment.sessionId)).toMatchObject({
      amount: { valueMinor: b.body.reservation.total.amountMinor, currency: 'EUR' },
      status: 'open',
    });
    // Not a booking yet: not in the account, not found by number, no mail.
    const list = await api.call('/v2/users/me/bookings', { headers: { cookie } });
    expect([...list.body.upcoming, ...list.body.past]).toHaveLength(0);
    expect((await api.call(`/v1/rentalreservations/${number}?lastName=Brandt`)).status).toBe(404);
    expect((await api.call(`/v1/reservationactivities/reservation/${number}?lastName=Brandt`)).status).toBe(
      404,
    );
    const exported = await api.call('/v2/users/me/export', { headers: { cookie } });
    expect(exported.body.bookings).toEqual([]);
    expect(await mailsTo(driverOf(b))).toHaveLength(0);

    pay(b, 'visa');
    const read = await readSession(b.body.payment.sessionId);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      purpose: 'booking',
      status: 'authorised',
      refusalReason: null,
      message: null,
      card: { brand: 'visa', last4: '4242' },
      reservation: {
        reservationNumber: number,
        status: 'confirmed',
        payment: {
          method: 'card',
          status: 'authorised',
          card: { brand: 'visa', last4: '4242' },
          refunded: null,
        },
      },
      linkId: null,
    });
    expect((await api.call('/v2/users/me/export', { headers: { cookie } })).body.bookings).toHaveLength(1);
    const after = await api.call('/v2/users/me/bookings', { headers: { cookie } });
    expect(after.body.upcoming.map((x: { reservationNumber: string }) => x.reservationNumber)).toEqual([
      number,
    ]);
    const mails = await mailsTo(driverOf(b));
    expect(mails.map((m) => m.subject)).toEqual([`Your reservation ${number} is confirmed`]);
    expect((await activities(number)).map((a) => a.type)).toEqual([
      'created',
      'payment_authorised',
      'confirmation_sent',
    ]);
    // Reading it again changes nothing.
    await readSession(b.body.payment.sessionId);
    expect(await mailsTo(driverOf(b))).toHaveLength(1);
    // The same key again: the confirmed reservation, no new session.
    const again = await bookByCard({ again: b, cookie });
    expect(again.status).toBe(200);
    expect(again.body.reservation.status).toBe('confirmed');
    expect(again.body.payment).toBeUndefined();
  });

  it('refused: stays unseen with the reason said in the language; the same key again opens a new session', async () => {
    const { cookie } = await customer();
    const b = await bookByCard({ cookie });
    pay(b, 'declined');
    const read = await readSession(b.body.payment.sessionId);
    expect(read.body).toMatchObject({ status: 'refused', refusalReason: 'declined', card: null });
    expect(read.body.message).toBe(
      'Your card was declined. Nothing was charged: please try another card. You can also pay at pickup.',
    );
    const german = await readSession(b.body.payment.sessionId, 'de-DE');
    expect(german.body.message).toContain('Ihre Karte wurde abgelehnt');
    const number = b.body.reservation.reservationNumber;
    expect((await reservationRow(number)).status).toBe('awaiting-payment');
    const list = await api.call('/v2/users/me/bookings', { headers: { cookie } });
    expect([...list.body.upcoming, ...list.body.past]).toHaveLength(0);
    expect(await mailsTo(driverOf(b))).toHaveLength(0);

    const replay = await bookByCard({ again: b, cookie });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ replayed: true, reservation: { reservationNumber: number } });
    expect(replay.body.payment.sessionId).not.toBe(b.body.payment.sessionId);
    pay(replay, '3ds-fail');
    expect((await readSession(replay.body.payment.sessionId)).body).toMatchObject({
      status: 'refused',
      refusalReason: 'authentication_failed',
    });
    const third = await bookByCard({ again: b, cookie });
    pay(third, 'mastercard');
    const ok = await readSession(third.body.payment.sessionId);
    expect(ok.body).toMatchObject({ status: 'authorised', reservation: { status: 'confirmed' } });
    expect(ok.body.reservation.payment.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(await mailsTo(driverOf(b))).toHaveLength(1);
  });

  it('a card payment is not offered for a return address outside our sites', async () => {
    const b = await bookByCard();
    const request = { ...b.request, payment: { method: 'card', returnUrl: 'https://evil.example/x' } };
    const r = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      headers: { 'idempotency-key': `evil-${seq++}-key` },
      body: request,
    });
    expect(r.status).toBe(422);
    expect(expectErrorShape(r.body).fields).toHaveProperty(['payment.returnUrl']);
  });

  it('a session paid before the replay confirms it instead of opening another', async () => {
    const b = await bookByCard();
    pay(b, 'visa');
    // Neither the notification nor the return arrived; the customer retries the booking.
    const replay = await bookByCard({ again: b });
    expect(replay.status).toBe(200);
    expect(replay.body.reservation.status).toBe('confirmed');
    expect(replay.body.payment).toBeUndefined();
  });
});

describe('the provider notifications', () => {
  it('a wrong, missing or old signature is refused with 400 and nothing is applied', async () => {
    const b = await bookByCard();
    const event = pay(b, 'visa');
    const { body, signature } = fake.webhook(event);
    const tampered = body.replace('"authorised"', '"refused"');
    for (const [raw, header] of [
      [tampered, signature],
      [body, undefined],
      [body, 't=1,v1=abc'],
      [body, fake.webhook(event, new Date(Date.now() - 10 * 60_000)).signature],
      [body, signature.replace(/v1=./, (m) => (m.endsWith('0') ? 'v1=1' : 'v1=0'))],
    ] as const) {
      const r = await postWebhook(raw, header);
      expect(r.status).toBe(400);
      expect(expectErrorShape(r.body).code).toBe('webhook_signature_invalid');
    }
    expect((await reservationRow(b.body.reservation.reservationNumber)).status).toBe('awaiting-payment');
    const ok = await postWebhook(body, signature);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ received: true, duplicate: false });
    expect((await reservationRow(b.body.reservation.reservationNumber)).status).toBe('confirmed');
    // The same event again: acknowledged, nothing changes.
    const replay = await postWebhook(body, signature);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await mailsTo(driverOf(b))).toHaveLength(1);
  });

  it('a notification and the return racing each other apply the payment once', async () => {
    const b = await bookByCard();
    const event = pay(b, 'visa');
    const { body, signature } = fake.webhook(event);
    const [hook, read, read2] = await Promise.all([
      postWebhook(body, signature),
      readSession(b.body.payment.sessionId),
      readSession(b.body.payment.sessionId),
    ]);
    expect(hook.status).toBe(200);
    expect(read.body.status).toBe('authorised');
    expect(read2.body.status).toBe('authorised');
    const number = b.body.reservation.reservationNumber;
    expect((await activities(number)).filter((a) => a.type === 'payment_authorised')).toHaveLength(1);
    expect(await mailsTo(driverOf(b))).toHaveLength(1);
  });

  it('a second authorised session of the same booking is released at once', async () => {
    const b = await bookByCard();
    const second = await bookByCard({ again: b });
    pay(b, 'visa');
    pay(second, 'visa');
    await readSession(b.body.payment.sessionId);
    const late = await readSession(second.body.payment.sessionId);
    expect(late.body.status).toBe('cancelled');
    const secondPayment = fake.session(second.body.payment.sessionId)!.paymentId!;
    expect(fake.operations).toContainEqual(
      expect.objectContaining({ kind: 'cancel', paymentId: secondPayment }),
    );
    const view = await api.call(
      `/v1/rentalreservations/${b.body.reservation.reservationNumber}?lastName=Brandt`,
    );
    expect(view.body.booking.payment).toMatchObject({ status: 'authorised' });
  });
});

describe('cancelling and returning a card booking', () => {
  it('cancelled in the free period: the whole authorisation is released, and the answer shows it', async () => {
    const b = await bookByCard();
    pay(b, 'visa');
    await readSession(b.body.payment.sessionId);
    const number = b.body.reservation.reservationNumber;
    const total = b.body.reservation.total;
    const r = await api.call(`/v1/rentalreservations/${number}/cancel`, {
      method: 'POST',
      body: { expectedFee: { amountMinor: 0, currency: 'EUR' }, lastName: 'Brandt' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.booking.payment).toEqual({
      method: 'card',
      status: 'refunded',
      card: { brand: 'visa', last4: '4242' },
      refunded: total,
    });
    const paymentId = fake.session(b.body.payment.sessionId)!.paymentId!;
    expect(fake.operations.filter((o) => o.paymentId === paymentId).map((o) => o.kind)).toEqual(['cancel']);
  });

  it("manage booking's lookup shows the card, and after the guest cancels, the released amount", async () => {
    const b = await bookByCard();
    pay(b, 'visa');
    await readSession(b.body.payment.sessionId);
    const number = b.body.reservation.reservationNumber;
    const lookup = await api.call(`/v1/reservationactivities/reservation/${number}?lastName=Brandt`);
    expect(lookup.status).toBe(200);
    expect(lookup.body.payment).toEqual({
      method: 'card',
      status: 'authorised',
      card: { brand: 'visa', last4: '4242' },
      refunded: null,
    });
    const cancelled = await api.call(`/v1/reservationactivities/reservation/${number}`, {
      method: 'POST',
      body: { type: 'cancel', lastName: 'Brandt' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.payment).toMatchObject({ status: 'refunded', refunded: b.body.reservation.total });
  });

  it('cancelled after the free period: the fee is captured and the rest released', async () => {
    const b = await bookByCard({ days: [4, 7] });
    pay(b, 'visa');
    await readSession(b.body.payment.sessionId);
    const number = b.body.reservation.reservationNumber;
    const total = b.body.reservation.total.amountMinor;
    clockOffsetMs = Date.parse(`${futureDate(4)}:00Z`) - 46 * 3_600_000 - Date.now();
    try {
      const fee = (await api.call(`/v1/rentalreservations/${number}/cancellation?lastName=Brandt`)).body.quote
        .fee;
      expect(fee.amountMinor).toBeGreaterThan(0);
      const r = await api.call(`/v1/rentalreservations/${number}/cancel`, {
        method: 'POST',
        body: { expectedFee: fee, lastName: 'Brandt' },
      });
      expect(r.status).toBe(200);
      expect(r.body.booking.payment).toMatchObject({
        status: 'partially-refunded',
        refunded: { amountMinor: total - fee.amountMinor, currency: 'EUR' },
      });
      const paymentId = fake.session(b.body.payment.sessionId)!.paymentId!;
      const ops = fake.operations.filter((o) => o.paymentId === paymentId);
      expect(ops.map((o) => [o.kind, o.amountMinor])).toEqual([
        ['capture', fee.amountMinor],
        ['cancel', total - fee.amountMinor],
      ]);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('a captured payment is refunded when the booking is cancelled', async () => {
    const b = await bookByCard();
    pay(b, 'visa');
    await readSession(b.body.payment.sessionId);
    const paymentId = fake.session(b.body.payment.sessionId)!.paymentId!;
    const total = b.body.reservation.total;
    // Captured at the provider (e.g. from its dashboard): its notification updates our payment.
    const captured = await fake.capture(
      paymentId,
      { valueMinor: total.amountMinor, currency: 'EUR' },
      'dash-1',
    );
    const event = {
      id: `evt_capture_${seq++}`,
      type: 'payment.captured' as const,
      createdAt: new Date().toISOString(),
      payment: captured,
    };
    const { body, signature } = fake.webhook(event);
    expect((await postWebhook(body, signature)).status).toBe(200);
    const number = b.body.reservation.reservationNumber;
    const before = await api.call(`/v1/rentalreservations/${number}?lastName=Brandt`);
    expect(before.body.booking.payment.status).toBe('captured');
    const r = await api.call(`/v1/rentalreservations/${number}/cancel`, {
      method: 'POST',
      body: { expectedFee: { amountMinor: 0, currency: 'EUR' }, lastName: 'Brandt' },
    });
    expect(r.status).toBe(200);
    expect(r.body.booking.payment).toMatchObject({ status: 'refunded', refunded: total });
    expect(fake.operations).toContainEqual({
      kind: 'refund',
      paymentId,
      amountMinor: total.amountMinor,
      key: expect.stringMatching(/^refund:pay_.+:cancellation$/),
    });
  });

  it("the branch's return captures the authorised amount, once", async () => {
    const b = await bookByCard();
    pay(b, 'visa');
    await readSession(b.body.payment.sessionId);
    const number = b.body.reservation.reservationNumber;
    const returned = () =>
      api.call(`/v1/service/bookings/${number}/return`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
        body: {},
      });
    const r = await returned();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.booking.payment).toMatchObject({ method: 'card', status: 'captured' });
    await returned();
    const paymentId = fake.session(b.body.payment.sessionId)!.paymentId!;
    expect(fake.operations.filter((o) => o.paymentId === paymentId)).toEqual([
      expect.objectContaining({ kind: 'capture', amountMinor: b.body.reservation.total.amountMinor }),
    ]);
    const [row] = await depsOf(api.app)
      .db.select()
      .from(payments)
      .where(eq(payments.providerSessionId, b.body.payment.sessionId));
    expect(row).toMatchObject({ status: 'captured', capturedMinor: b.body.reservation.total.amountMinor });
  });

  it('a booking waiting for its payment cannot be returned', async () => {
    const b = await bookByCard();
    const r = await api.call(`/v1/service/bookings/${b.body.reservation.reservationNumber}/return`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVICE_TOKEN}` },
      body: {},
    });
    expect(r.status).toBe(404);
  });

  it('a booking paid at pickup says so', async () => {
    const b = await bookByCard();
    const request = { ...b.request };
    delete request.payment;
    const r = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      headers: { 'idempotency-key': `pickup-${seq++}-key` },
      body: request,
    });
    expect(r.status).toBe(201);
    expect(r.body.payment).toBeUndefined();
    expect(r.body.reservation).toMatchObject({
      status: 'confirmed',
      payment: { method: 'at-pickup', status: null, card: null, refunded: null },
    });
  });
});

describe('session reads', () => {
  it('an unknown session answers 404', async () => {
    const r = await readSession('cs_does_not_exist');
    expect(r.status).toBe(404);
    expect(expectErrorShape(r.body).code).toBe('payment_session_not_found');
  });

  it('a provider that does not answer gives 502 and changes nothing', async () => {
    const b = await bookByCard();
    pay(b, 'visa');
    fake.failNext();
    const r = await readSession(b.body.payment.sessionId);
    expect(r.status).toBe(502);
    expect(expectErrorShape(r.body).code).toBe('payment_provider_failed');
    expect((await reservationRow(b.body.reservation.reservationNumber)).status).toBe('awaiting-payment');
    expect((await readSession(b.body.payment.sessionId)).body.status).toBe('authorised');
  });
});
