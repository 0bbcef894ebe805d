// The payment sandbox over real HTTP: its API through the API's own client (../sandbox-provider.ts),
// its hosted pages as a browser without JavaScript uses them (form posts, 303 redirects), and its
// notifications received by a local endpoint that verifies them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testCards } from '@rental/testing/payments';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateSessionInput, PaymentProvider, ProviderEvent } from '../provider.ts';
import { ProviderError } from '../provider.ts';
import { createSandboxProvider } from '../sandbox-provider.ts';
import { type PaymentSandbox, startPaymentSandbox } from './server.ts';

const secretKey = 'sk_test_0123456789abcdef0123456789abcdef';
const webhookSecret = 'whsec_test_0123456789abcdef0123456789abcdef';
const year = (new Date().getUTCFullYear() + 2) % 100;
const goodCard = { expiry: `12/${year}`, cvc: '123', holder: 'Test Customer' };

/** A webhook endpoint that verifies and records notifications, answering with `status()` each time. */
async function receiver(provider: () => PaymentProvider) {
  const received: ProviderEvent[] = [];
  const statuses: number[] = [];
  let next: () => number | 'hang' = () => 200;
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      const status = next();
      if (status === 'hang') {
        hanging.push(res);
        return;
      }
      let answer = status;
      if (status === 200) {
        const header = req.headers['payment-signature'];
        try {
          received.push(
            provider().verifyWebhook(body, typeof header === 'string' ? header : undefined, new Date(clock)),
          );
        } catch {
          answer = 400; // as the API answers a notification that does not verify
        }
      }
      statuses.push(answer);
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    statuses,
    answer(fn: () => number | 'hang') {
      next = fn;
    },
    release() {
      for (const res of hanging.splice(0)) res.writeHead(200).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let clock = Date.now();
let sandbox: PaymentSandbox;
let provider: PaymentProvider;
let hooks: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  hooks = await receiver(() => provider);
  sandbox = await startPaymentSandbox({
    port: 0,
    secretKey,
    webhookSecret,
    webhookUrl: hooks.url,
    retryDelaysMs: [20, 40],
    now: () => new Date(clock),
  });
  provider = createSandboxProvider({ url: sandbox.env.PAYMENT_PROVIDER_URL!, secretKey, webhookSecret });
});

afterAll(async () => {
  await sandbox.close();
  await hooks.close();
});

afterEach(async () => {
  hooks.answer(() => 200);
  hooks.release();
  await sandbox.webhooks.idle();
});

function sessionInput(overrides: Partial<CreateSessionInput> = {}): CreateSessionInput {
  return {
    mode: 'payment',
    amount: { valueMinor: 4900, currency: 'EUR' },
    reference: `ref-${Math.random().toString(36).slice(2)}`,
    returnUrl: 'http://de.localhost:4321/checkout?step=pay#/review',
    description: 'Booking 1234567890: VW Golf, 3 days',
    locale: 'de-DE',
    captureMethod: 'manual',
    ...overrides,
  };
}

/** Posts a form the way the browser does, without following the redirect. */
function post(url: string, form: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

function payWith(sessionUrl: string, cardNumber: string, overrides: Partial<typeof goodCard> = {}) {
  return post(sessionUrl, { card_number: cardNumber, ...goodCard, ...overrides });
}

function eventsOf(sessionId: string) {
  return sandbox.store.events.filter((e) => e.session?.id === sessionId);
}

describe('payment sandbox API', () => {
  it('answers 401 without the secret key, and with another one', async () => {
    const url = `${sandbox.apiUrl}/v1/sessions`;
    expect((await fetch(url, { method: 'POST', body: '{}' })).status).toBe(401);
    const wrong = await fetch(url, {
      method: 'POST',
      body: '{}',
      headers: { authorization: `Bearer ${secretKey}x` },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: 'unauthorized', message: 'Send the secret key as Authorization: Bearer {key}.' },
    });
    const other = createSandboxProvider({ url: sandbox.apiUrl, secretKey: 'x'.repeat(40), webhookSecret });
    await expect(other.getSession('cs_x')).rejects.toMatchObject({ name: 'ProviderError', status: 401 });
  });

  it('opens a session on its public origin, open for 30 minutes, and reads it back', async () => {
    const session = await provider.createSession(sessionInput());
    expect(session).toMatchObject({
      status: 'open',
      mode: 'payment',
      amount: { valueMinor: 4900, currency: 'EUR' },
    });
    expect(session.id).toMatch(/^cs_[A-Za-z0-9]+$/);
    expect(session.url).toBe(`http://localhost:${new URL(sandbox.apiUrl).port}/pay/${session.id}`);
    expect(Date.parse(session.expiresAt) - clock).toBe(30 * 60 * 1000);
    expect(await provider.getSession(session.id)).toEqual(session);
    expect(sandbox.url).toBe(`http://localhost:${new URL(sandbox.apiUrl).port}`);
  });

  it.each([
    [{ returnUrl: 'javascript:alert(1)' }, /returnUrl: must be an http\(s\) URL/],
    [{ amount: { valueMinor: 0, currency: 'EUR' } }, /amount.valueMinor: must be above 0 for a payment/],
    [{ mode: 'setup' as const }, /amount.valueMinor: must be 0 for a setup session/],
    [{ amount: { valueMinor: 100, currency: 'eur' } }, /amount.currency: must be an ISO 4217 code/],
    [{ locale: 'not a locale' }, /locale: must be a BCP 47 language tag/],
  ])('refuses a session with %j, naming the field', async (overrides, message) => {
    const error = await provider.createSession(sessionInput(overrides)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(400);
    expect((error as Error).message).toMatch(message);
  });

  it('answers 404 for an unknown session or payment', async () => {
    await expect(provider.getSession('cs_nothing')).rejects.toMatchObject({ status: 404 });
    await expect(provider.cancel('pay_nothing', 'k-404')).rejects.toMatchObject({ status: 404 });
  });
});

describe('hosted card page', () => {
  it('shows the amount in the session locale, the merchant and the description, with an accessible form', async () => {
    const session = await provider.createSession(sessionInput());
    const res = await fetch(session.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://de.localhost:4321",
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Test payment page (sandbox)');
    expect(html).toContain('<h1>Pay Kestrel</h1>');
    expect(html).toContain('Booking 1234567890: VW Golf, 3 days');
    expect(html).toContain('<span lang="de-DE">49,00\u00a0€</span>');
    expect(html).not.toMatch(/<script/i);
    for (const [id, autocomplete] of [
      ['card_number', 'cc-number'],
      ['expiry', 'cc-exp'],
      ['cvc', 'cc-csc'],
      ['holder', 'cc-name'],
    ]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toMatch(
        new RegExp(`<input id="${id}" name="${id}" type="text" [^>]*autocomplete="${autocomplete}"`),
      );
    }
    expect(html).toMatch(/<input id="card_number"[^>]*inputmode="numeric"/);
  });

  it('formats amounts for other locales and zero-decimal currencies', async () => {
    const session = await provider.createSession(
      sessionInput({ locale: 'ja-JP', amount: { valueMinor: 12000, currency: 'JPY' } }),
    );
    expect(await (await fetch(session.url)).text()).toContain('<span lang="ja-JP">￥12,000</span>');
  });

  it('says what is wrong at each field and in a summary, keeps what was typed but the CVC, and changes nothing', async () => {
    const session = await provider.createSession(sessionInput());
    const res = await post(session.url, {
      card_number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      holder: '',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<title>Error: Pay Kestrel');
    expect(html).toContain('role="alert"');
    for (const [field, message] of [
      ['card_number', 'Enter a valid card number: 12 to 19 digits, as printed on the card.'],
      ['expiry', 'This card has expired: the expiry date is in the past.'],
      ['cvc', 'Enter the 3 or 4 digit security code.'],
      ['holder', 'Enter the name as it appears on the card.'],
    ]) {
      expect(html).toContain(`<li><a href="#${field}">${message}</a></li>`);
      expect(html).toContain(`id="${field}-error"`);
      expect(html).toMatch(
        new RegExp(`<input id="${field}"[^>]*aria-describedby="[^"]*${field}-error"[^>]*aria-invalid="true"`),
      );
    }
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(html).toMatch(/<input id="cvc"[^>]*value=""/);
    expect((await provider.getSession(session.id)).status).toBe('open');
    expect(eventsOf(session.id)).toEqual([]);
  });

  it('asks for the expiry as MM/YY', async () => {
    const session = await provider.createSession(sessionInput());
    const html = await (await payWith(session.url, testCards.visa, { expiry: '2030-12' })).text();
    expect(html).toContain('Enter the expiry date as MM/YY, for example 04/29.');
  });

  it.each([
    ['visa', 'authorised', undefined, 'visa', '4242'],
    ['mastercard', 'authorised', undefined, 'mastercard', '4444'],
    ['declined', 'refused', 'declined', undefined, undefined],
    ['insufficientFunds', 'refused', 'insufficient_funds', undefined, undefined],
    ['expiredCard', 'refused', 'expired_card', undefined, undefined],
    ['declinesLater', 'authorised', undefined, 'visa', '0341'],
  ] as const)(
    '%s: %s %s, then back to the shop with payment_session before the hash',
    async (card, status, reason, brand, last4) => {
      const session = await provider.createSession(sessionInput());
      const res = await payWith(session.url, testCards[card]);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(
        `http://de.localhost:4321/checkout?step=pay&payment_session=${session.id}#/review`,
      );
      const after = await provider.getSession(session.id);
      expect(after.status).toBe(status);
      expect(after.refusalReason).toBe(reason);
      expect(after.card?.brand).toBe(brand);
      expect(after.card?.last4).toBe(last4);
      if (status === 'authorised') {
        expect(after.paymentStatus).toBe('authorised');
        expect(after.card?.token).toBeUndefined();
      }
      expect(eventsOf(session.id).map((e) => e.type)).toEqual([`session.${status}`]);
    },
  );

  it('authorises any other number that passes Luhn', async () => {
    const session = await provider.createSession(sessionInput());
    await payWith(session.url, '6011 1111 1111 1117');
    expect(await provider.getSession(session.id)).toMatchObject({
      status: 'authorised',
      card: { brand: 'discover', last4: '1117', expMonth: 12, expYear: 2000 + year },
    });
  });

  it('3-D Secure: the challenge page, then authorised when completed', async () => {
    const session = await provider.createSession(sessionInput());
    const res = await payWith(session.url, testCards.threeDSecure);
    expect(res.status).toBe(303);
    const challengeUrl = new URL(res.headers.get('location') ?? '', session.url).href;
    expect(challengeUrl).toBe(session.url.replace('/pay/', '/challenge/'));
    const page = await (await fetch(challengeUrl)).text();
    expect(page).toContain('Complete authentication');
    expect(page).toContain('Fail authentication');
    // Still open while the customer decides; the card page sends them back to the challenge.
    expect((await provider.getSession(session.id)).status).toBe('open');
    expect((await fetch(session.url, { redirect: 'manual' })).headers.get('location')).toBe(
      `/challenge/${session.id}`,
    );
    const done = await post(challengeUrl, { outcome: 'complete' });
    expect(done.headers.get('location')).toContain(`payment_session=${session.id}`);
    expect(await provider.getSession(session.id)).toMatchObject({
      status: 'authorised',
      card: { last4: '3220' },
    });
  });

  it('3-D Secure: refused authentication_failed when failed', async () => {
    const session = await provider.createSession(sessionInput());
    await payWith(session.url, testCards.threeDSecure);
    await post(session.url.replace('/pay/', '/challenge/'), { outcome: 'fail' });
    expect(await provider.getSession(session.id)).toMatchObject({
      status: 'refused',
      refusalReason: 'authentication_failed',
    });
  });

  it('"Cancel payment" refuses the session as cancelled and goes back', async () => {
    const session = await provider.createSession(sessionInput());
    const res = await post(`${session.url}/cancel`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`payment_session=${session.id}`);
    expect(await provider.getSession(session.id)).toMatchObject({
      status: 'refused',
      refusalReason: 'cancelled',
    });
  });

  it('sends a finished session straight back, and a second card changes nothing', async () => {
    const session = await provider.createSession(sessionInput());
    await payWith(session.url, testCards.declined);
    const again = await fetch(session.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain(`payment_session=${session.id}`);
    await payWith(session.url, testCards.visa);
    expect(await provider.getSession(session.id)).toMatchObject({
      status: 'refused',
      refusalReason: 'declined',
    });
  });

  it('expires a session after 30 minutes: status expired, the page sends the customer back', async () => {
    const session = await provider.createSession(sessionInput());
    clock += 30 * 60 * 1000;
    try {
      expect(await provider.getSession(session.id)).toMatchObject({
        status: 'expired',
        refusalReason: 'expired',
      });
      expect((await fetch(session.url, { redirect: 'manual' })).status).toBe(303);
      expect(eventsOf(session.id).map((e) => e.type)).toEqual(['session.expired']);
    } finally {
      clock -= 30 * 60 * 1000;
    }
  });

  it('answers 404 with a page for an unknown session', async () => {
    const res = await fetch(`${sandbox.url}/pay/cs_unknown`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Payment not found');
  });
});

describe('payments: capture, cancel, refund, stored cards, idempotency', () => {
  async function authorised(overrides: Partial<CreateSessionInput> = {}, card: string = testCards.visa) {
    const session = await provider.createSession(sessionInput(overrides));
    await payWith(session.url, card);
    return provider.getSession(session.id);
  }

  it('automatic capture: captured at once', async () => {
    const session = await authorised({ captureMethod: 'automatic' });
    expect(session.paymentStatus).toBe('captured');
    const refund = await provider.refund(session.paymentId!, { valueMinor: 4900, currency: 'EUR' }, 'r-auto');
    expect(refund).toMatchObject({ status: 'refunded', capturedMinor: 4900, refundedMinor: 4900 });
  });

  it('manual capture: authorised until captured, then refunded in parts', async () => {
    const session = await authorised();
    const id = session.paymentId!;
    await expect(
      provider.refund(id, { valueMinor: 100, currency: 'EUR' }, 'r-too-early'),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('payment_not_refundable'),
    });
    await expect(
      provider.capture(id, { valueMinor: 5000, currency: 'EUR' }, 'c-too-much'),
    ).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      provider.capture(id, { valueMinor: 100, currency: 'USD' }, 'c-currency'),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('currency_mismatch'),
    });
    expect(await provider.capture(id, { valueMinor: 3000, currency: 'EUR' }, 'c-1')).toMatchObject({
      id,
      status: 'captured',
      capturedMinor: 3000,
      reference: session.reference,
    });
    expect(await provider.refund(id, { valueMinor: 1000, currency: 'EUR' }, 'r-1')).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 1000,
    });
    await expect(provider.refund(id, { valueMinor: 2001, currency: 'EUR' }, 'r-2')).rejects.toMatchObject({
      status: 422,
    });
    expect(await provider.refund(id, { valueMinor: 2000, currency: 'EUR' }, 'r-3')).toMatchObject({
      status: 'refunded',
      refundedMinor: 3000,
    });
    await expect(provider.cancel(id, 'x-1')).rejects.toMatchObject({ status: 409 });
  });

  it('cancel releases an authorisation, which can then not be captured', async () => {
    const session = await authorised();
    expect(await provider.cancel(session.paymentId!, 'x-cancel')).toMatchObject({
      status: 'cancelled',
      capturedMinor: 0,
    });
    await expect(
      provider.capture(session.paymentId!, { valueMinor: 100, currency: 'EUR' }, 'c-after-cancel'),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('the same Idempotency-Key gives the same answer with no second effect; another request with it is refused', async () => {
    const session = await authorised({ captureMethod: 'automatic' });
    const id = session.paymentId!;
    const first = await provider.refund(id, { valueMinor: 900, currency: 'EUR' }, `refund:${id}:1`);
    const again = await provider.refund(id, { valueMinor: 900, currency: 'EUR' }, `refund:${id}:1`);
    expect(again).toEqual(first);
    expect(first.refundedMinor).toBe(900);
    expect(
      sandbox.store.events.filter((e) => e.type === 'payment.refunded' && e.payment?.id === id),
    ).toHaveLength(1);
    await expect(
      provider.refund(id, { valueMinor: 500, currency: 'EUR' }, `refund:${id}:1`),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('idempotency_key_reused'),
    });
    // An error answer is kept for its key too: the same failing call is not tried again.
    await expect(
      provider.capture(id, { valueMinor: 1, currency: 'EUR' }, `capture:${id}`),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      provider.capture(id, { valueMinor: 1, currency: 'EUR' }, `capture:${id}`),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('refuses a money-moving call without an Idempotency-Key', async () => {
    const session = await authorised();
    const res = await fetch(`${sandbox.apiUrl}/v1/payments/${session.paymentId}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'idempotency_key_missing' } });
  });

  it('stores the card when asked, and charges it later (captured at once), once per key', async () => {
    const session = await authorised(
      { storePaymentMethod: true, captureMethod: 'automatic' },
      testCards.mastercard,
    );
    const token = session.card?.token ?? '';
    expect(token).toMatch(/^pm_/);
    const input = {
      token,
      amount: { valueMinor: 29900, currency: 'EUR' },
      reference: 'plus-1',
      description: 'Plus, January',
    };
    const charge = await provider.chargeStoredCard({ ...input, idempotencyKey: 'plus:1:2027-01' });
    expect(charge).toMatchObject({ status: 'captured', capturedMinor: 29900, reference: 'plus-1' });
    expect(await provider.chargeStoredCard({ ...input, idempotencyKey: 'plus:1:2027-01' })).toEqual(charge);
    const next = await provider.chargeStoredCard({ ...input, idempotencyKey: 'plus:1:2027-02' });
    expect(next.id).not.toBe(charge.id);
  });

  it('a setup session stores the card for an amount of 0', async () => {
    const session = await authorised({ mode: 'setup', amount: { valueMinor: 0, currency: 'EUR' } });
    expect(session).toMatchObject({
      status: 'authorised',
      paymentStatus: 'authorised',
      card: { brand: 'visa' },
    });
    expect(session.card?.token).toMatch(/^pm_/);
    expect(session.paymentId).toMatch(/^pay_/);
  });

  it('the 0341 card is stored, then every later charge is refused declined', async () => {
    const session = await authorised(
      { mode: 'setup', amount: { valueMinor: 0, currency: 'EUR' } },
      testCards.declinesLater,
    );
    const token = session.card?.token ?? '';
    for (const key of ['later-1', 'later-2']) {
      const charge = await provider.chargeStoredCard({
        token,
        amount: { valueMinor: 5000, currency: 'EUR' },
        reference: 'renewal',
        description: 'Monthly rate',
        idempotencyKey: key,
      });
      expect(charge).toMatchObject({ status: 'refused', refusalReason: 'declined', capturedMinor: 0 });
    }
  });

  it('a stored card past its expiry is refused expired_card; an unknown token is a 404', async () => {
    const session = await authorised({ mode: 'setup', amount: { valueMinor: 0, currency: 'EUR' } });
    const charge = { amount: { valueMinor: 5000, currency: 'EUR' }, reference: 'r', description: 'd' };
    clock += 4 * 366 * 24 * 3600 * 1000;
    try {
      expect(
        await provider.chargeStoredCard({
          ...charge,
          token: session.card?.token ?? '',
          idempotencyKey: 'exp-1',
        }),
      ).toMatchObject({ status: 'refused', refusalReason: 'expired_card' });
    } finally {
      clock -= 4 * 366 * 24 * 3600 * 1000;
    }
    await expect(
      provider.chargeStoredCard({ ...charge, token: 'pm_unknown', idempotencyKey: 'exp-2' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('notifications', () => {
  it('signs every event so that the provider client verifies it, and delivers it to the webhook URL', async () => {
    const session = await provider.createSession(sessionInput({ captureMethod: 'automatic' }));
    await payWith(session.url, testCards.visa);
    await sandbox.webhooks.idle();
    const event = hooks.received.find((e) => e.session?.id === session.id);
    expect(event).toMatchObject({
      type: 'session.authorised',
      session: { status: 'authorised', paymentStatus: 'captured' },
    });
    expect(event?.id).toMatch(/^evt_/);
  });

  it('tries again after a failure, three tries in all', async () => {
    let calls = 0;
    hooks.answer(() => (++calls < 3 ? 503 : 200));
    const session = await provider.createSession(sessionInput());
    await payWith(session.url, testCards.declined);
    await sandbox.webhooks.idle();
    const eventId = eventsOf(session.id)[0]?.id;
    expect(sandbox.webhooks.attempts.filter((a) => a.eventId === eventId).map((a) => a.outcome)).toEqual([
      503, 503, 200,
    ]);
    expect(hooks.received.filter((e) => e.id === eventId)).toHaveLength(1);
  });

  it('gives up after three failed tries', async () => {
    hooks.answer(() => 500);
    const session = await provider.createSession(sessionInput());
    await post(`${session.url}/cancel`, {});
    await sandbox.webhooks.idle();
    const eventId = eventsOf(session.id)[0]?.id;
    expect(sandbox.webhooks.attempts.filter((a) => a.eventId === eventId).map((a) => a.outcome)).toEqual([
      500, 500, 500,
    ]);
  });

  it('retries a network error too', async () => {
    const dead = await startPaymentSandbox({
      port: 0,
      secretKey,
      webhookSecret,
      webhookUrl: 'http://127.0.0.1:1/nothing-listens-here',
      retryDelaysMs: [5, 5],
    });
    try {
      const client = createSandboxProvider({ url: dead.apiUrl, secretKey, webhookSecret });
      const session = await client.createSession(sessionInput());
      await post(`${session.url}/cancel`, {});
      await dead.webhooks.idle();
      expect(dead.webhooks.attempts).toHaveLength(3);
      expect(dead.webhooks.attempts.every((a) => typeof a.outcome === 'string')).toBe(true);
      // Pointed at a listening endpoint afterwards (a test's API starts after its sandbox), it delivers.
      dead.webhooks.setUrl(hooks.url);
      const next = await client.createSession(sessionInput());
      await post(`${next.url}/cancel`, {});
      await dead.webhooks.idle();
      expect(hooks.received.map((e) => e.session?.id)).toContain(next.id);
    } finally {
      await dead.close();
    }
  });

  it('never holds up the redirect: the customer is back while the endpoint has not answered', async () => {
    hooks.answer(() => 'hang');
    const session = await provider.createSession(sessionInput());
    const res = await payWith(session.url, testCards.visa);
    expect(res.status).toBe(303);
    expect(sandbox.webhooks.attempts.filter((a) => a.eventId === eventsOf(session.id)[0]?.id)).toEqual([]);
  });
});
