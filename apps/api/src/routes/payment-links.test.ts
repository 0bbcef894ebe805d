// Pay-by-link over real HTTP (issue 21): an agent's link (a booking's amount or any amount) is mailed,
// shown, paid once (a second authorised payment refunded at once), and refused when paid, expired,
// cancelled or tampered with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider } from '../payments/fake-provider.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { bookRental } from './test-rentals.ts';

let api: TestApi;
let fake: FakeProvider;
let clockOffsetMs = 0;
const SERVICE_TOKEN = 'service-token-for-the-payment-link-tests-012345';
const service = { authorization: `Bearer ${SERVICE_TOKEN}` };
const RETURN_URL = 'http://de.localhost:4321/pay';

beforeAll(async () => {
  api = await startTestApi({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: { serviceToken: SERVICE_TOKEN },
  });
  fake = api.payments!;
});
afterAll(async () => api?.close());

let seq = 0;
const createLink = (body: Record<string, unknown>, headers: Record<string, string> = service) =>
  api.call('/v1/service/payment-links', { method: 'POST', headers, body });
const anyAmount = (extra: Record<string, unknown> = {}) =>
  createLink({
    amount: { amountMinor: 8750, currency: 'EUR' },
    description: 'Refuelling of your rental',
    email: `lena.${Date.now()}.${seq++}@example.com`,
    siteId: 'de',
    locale: 'de-DE',
    ...extra,
  });
const view = (token: string) => api.call(`/v1/payment-links/${encodeURIComponent(token)}`);
const startPaying = (token: string) =>
  api.call(`/v1/payment-links/${encodeURIComponent(token)}/session`, {
    method: 'POST',
    body: { returnUrl: RETURN_URL },
  });
const readSession = (id: string) => api.call(`/v1/payments/sessions/${id}`);

describe('creating a payment link', () => {
  it('needs the service token', async () => {
    const r = await createLink({ siteId: 'de', locale: 'de-DE' }, {});
    expect(r.status).toBe(401);
  });

  it('for any amount: the pay page of the site with the token, mailed in the language', async () => {
    const email = `lena.${Date.now()}.${seq++}@example.com`;
    const r = await anyAmount({ email });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.url).toBe(`http://de.localhost:4321/pay#token=${r.body.token}`);
    expect(r.body.token).toMatch(/^pl_[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/);
    // Default expiry: 72 hours.
    expect(Date.parse(r.body.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(Date.parse(r.body.expiresAt) - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    const mails = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Zahlungsaufforderung: Refuelling of your rental');
    expect(mails[0].body).toContain(r.body.url);
    expect(mails[0].body).toContain('87,50');
    const shown = await view(r.body.token);
    expect(shown.body).toEqual({
      id: r.body.id,
      description: 'Refuelling of your rental',
      amount: { amountMinor: 8750, currency: 'EUR' },
      status: 'open',
      expiresAt: r.body.expiresAt,
      paidAt: null,
      reservation: null,
    });
  });

  it("for a booking: its total, the driver mailed, the booking summarised; a language's prefix in the url", async () => {
    const booking = await bookRental(api, { country: 'DE' });
    const r = await createLink({
      reservationNumber: booking.reservationNumber,
      siteId: 'be',
      locale: 'fr-BE',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.url).toMatch(/^http:\/\/be\.localhost:4321\/fr-be\/pay#token=/);
    const shown = await view(r.body.token);
    expect(shown.body).toMatchObject({
      amount: booking.total,
      description: `Reservation ${booking.reservationNumber}`,
      reservation: { number: booking.reservationNumber, model: expect.stringMatching(/ or similar$/) },
    });
    expect(shown.body.reservation.pickup.branch).not.toBe('');
    const mails = (await api.call('/dev/outbox?recipient=ines.driver%40example.com')).body.messages;
    expect(mails[0].subject).toMatch(/^Demande de paiement/);
  });

  it('names the missing field: a reservation, or an amount with a description; an expiry too far', async () => {
    const r = await createLink({ siteId: 'de', locale: 'de-DE', description: 'Something' });
    expect(r.status).toBe(422);
    expect(expectErrorShape(r.body)).toMatchObject({
      code: 'payment_link_invalid',
      fields: { amount: 'Give a reservation number, or an amount with a description.' },
    });
    const far = await anyAmount({ expiresAt: new Date(Date.now() + 31 * 86_400_000).toISOString() });
    expect(far.status).toBe(422);
    expect(expectErrorShape(far.body).fields).toHaveProperty('expiresAt');
    const past = await anyAmount({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(422);
    const unknownBooking = await createLink({
      reservationNumber: '1000000001',
      siteId: 'de',
      locale: 'de-DE',
    });
    expect(unknownBooking.status).toBe(404);
  });
});

describe('paying a link', () => {
  it('is paid once (captured at once); then 409 payment_link_paid', async () => {
    const link = (await anyAmount()).body;
    const s = await startPaying(link.token);
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    expect(fake.session(s.body.sessionId)).toMatchObject({ amount: { valueMinor: 8750, currency: 'EUR' } });
    fake.complete(s.body.sessionId, '3ds-pass');
    const read = await readSession(s.body.sessionId);
    expect(read.body).toMatchObject({
      purpose: 'link',
      status: 'captured',
      linkId: link.id,
      reservation: null,
    });
    const shown = await view(link.token);
    expect(shown.body.status).toBe('paid');
    expect(shown.body.paidAt).not.toBeNull();
    const again = await startPaying(link.token);
    expect(again.status).toBe(409);
    expect(expectErrorShape(again.body).code).toBe('payment_link_paid');
    // An agent cannot cancel it any more.
    const cancel = await api.call(`/v1/service/payment-links/${link.id}/cancel`, {
      method: 'POST',
      headers: service,
    });
    expect(cancel.status).toBe(409);
  });

  it('a refused card leaves it open with the reason, to pay again', async () => {
    const link = (await anyAmount()).body;
    const s = await startPaying(link.token);
    fake.complete(s.body.sessionId, 'insufficient-funds');
    const read = await readSession(s.body.sessionId);
    expect(read.body).toMatchObject({ status: 'refused', refusalReason: 'insufficient_funds' });
    // No "pay at pickup" for a link.
    expect(read.body.message).toBe(
      'The card has insufficient funds. Nothing was charged: please try another card.',
    );
    expect((await view(link.token)).body.status).toBe('open');
    expect((await startPaying(link.token)).status).toBe(201);
  });

  it('a second authorised session of the same link is refunded at once', async () => {
    const link = (await anyAmount()).body;
    const first = (await startPaying(link.token)).body.sessionId;
    const second = (await startPaying(link.token)).body.sessionId;
    fake.complete(first, 'visa');
    fake.complete(second, 'mastercard');
    expect((await readSession(first)).body.status).toBe('captured');
    const late = await readSession(second);
    expect(late.body.status).toBe('cancelled');
    const refunded = fake.payment(fake.session(second)!.paymentId!)!;
    expect(refunded).toMatchObject({ status: 'refunded', refundedMinor: 8750 });
    expect(fake.payment(fake.session(first)!.paymentId!)).toMatchObject({
      status: 'captured',
      refundedMinor: 0,
    });
  });

  it('an expired link answers 410 and shows as expired', async () => {
    const link = (await anyAmount({ expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() })).body;
    clockOffsetMs = 61 * 60_000;
    try {
      expect((await view(link.token)).body.status).toBe('expired');
      const r = await startPaying(link.token);
      expect(r.status).toBe(410);
      expect(expectErrorShape(r.body).code).toBe('payment_link_expired');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('a cancelled link answers 409 payment_link_cancelled, said in the language', async () => {
    const link = (await anyAmount()).body;
    const c = await api.call(`/v1/service/payment-links/${link.id}/cancel`, {
      method: 'POST',
      headers: service,
    });
    expect(c.status).toBe(200);
    expect(c.body.link.status).toBe('cancelled');
    expect((await view(link.token)).body.status).toBe('cancelled');
    const r = await api.call(`/v1/payment-links/${encodeURIComponent(link.token)}/session`, {
      method: 'POST',
      headers: { 'accept-language': 'de-DE' },
      body: { returnUrl: RETURN_URL },
    });
    expect(r.status).toBe(409);
    expect(expectErrorShape(r.body)).toMatchObject({
      code: 'payment_link_cancelled',
      message: expect.stringContaining('storniert'),
    });
  });

  it('a tampered or unknown token answers 404 payment_link_not_found', async () => {
    const link = (await anyAmount()).body;
    const [id, expires, signature] = link.token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      `${id}.${expires}.${flipped}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `pl_unknown.${expires}.${signature}`,
      'not-a-token',
    ]) {
      const r = await view(token);
      expect(r.status, token).toBe(404);
      expect(expectErrorShape(r.body).code).toBe('payment_link_not_found');
      expect((await startPaying(token)).status).toBe(404);
    }
  });

  it('refuses a return address that is not one of our sites', async () => {
    const link = (await anyAmount()).body;
    const r = await api.call(`/v1/payment-links/${encodeURIComponent(link.token)}/session`, {
      method: 'POST',
      body: { returnUrl: 'https://attacker.example/pay' },
    });
    expect(r.status).toBe(422);
    expect(expectErrorShape(r.body).code).toBe('return_url_invalid');
  });
});
