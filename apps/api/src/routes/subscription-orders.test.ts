// Subscription orders over real HTTP (issue 17): every field's error named, costs computed by the server,
// the campaign benefit once and only while it has not expired, ownership (another customer's order is
// unknown), renewal dates from the term, cancelling at term end, idempotency. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL (npm run test:integration -w @rental/api).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../subscription/terms.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';

let api: TestApi;
/** The API's clock, moved forward by the test of an expired campaign benefit. */
let clockOffsetMs = 0;
beforeAll(async () => {
  api = await startTestApi({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => api?.close());

const de = { 'x-forwarded-host': 'de.localhost' };
const PASSWORD = 'lantern orchard 7';
let seq = 0;

/** A new customer: their session cookie and e-mail. */
async function customer(): Promise<{ cookie: string; email: string }> {
  const email = `sub.${Date.now()}.${seq++}@example.com`;
  const r = await api.call('/v2/users', {
    method: 'POST',
    body: { firstName: 'Lena', lastName: 'Vogt', email, password: PASSWORD },
  });
  expect(r.status).toBe(201);
  return { cookie: r.headers.get('set-cookie')?.split(';')[0] ?? '', email };
}

type Offer = {
  id: string;
  availableFrom: string;
  availableTo: string;
  minDriverAge: number;
  branch: { id: number };
  enrollmentFee: { amountMinor: number; currency: string };
  tenureOptions: { id: string; monthlyPrice: { amountMinor: number } }[];
  orderOptions: {
    mileagePackages: { id: string; monthlyPrice: { amountMinor: number } }[];
    extras: { id: string; monthlyPrice: { amountMinor: number } }[];
    deliveryFee: { amountMinor: number };
  };
};
let offer: Offer;
let startDate: string;
beforeAll(async () => {
  const r = await api.call('/v1/subscription/v1.1/subscriptions/offers/country?countryCode=DE');
  expect(r.status).toBe(200);
  offer = (r.body.offers as Offer[]).find((o) => o.minDriverAge <= 21)!;
  const soon = addDays(new Date().toISOString().slice(0, 10), 3);
  startDate = offer.availableFrom > soon ? offer.availableFrom : soon;
});

const body = (extra: Record<string, unknown> = {}) => ({
  offerId: offer.id,
  term: '12_months',
  mileagePackage: 'plus500',
  extras: ['winter_tyres'],
  handover: { type: 'pickup', branchId: offer.branch.id },
  startDate,
  customer: { firstName: 'Lena', lastName: 'Vogt', phone: '+49 30 1234567', birthDate: '1985-04-02' },
  ...extra,
});

let keySeq = 0;
const order = (
  cookie: string,
  payload: Record<string, unknown> = body(),
  key = `order-key-${Date.now()}-${keySeq++}`,
) =>
  api.call('/v1/subscription/orders', {
    method: 'POST',
    headers: { ...de, cookie, 'idempotency-key': key },
    body: payload,
  });
const quote = (cookie: string, payload: Record<string, unknown> = body()) =>
  api.call('/v1/subscription/orders/quote', { method: 'POST', headers: { ...de, cookie }, body: payload });

describe('subscription orders', () => {
  it('orders and lists for a signed-in customer only; a visitor gets the quote without a campaign benefit', async () => {
    const r = await api.call('/v1/subscription/orders', {
      method: 'POST',
      headers: { ...de, 'idempotency-key': 'visitor-key-1' },
      body: body(),
    });
    expect(r.status).toBe(401);
    expect(expectErrorShape(r.body).code).toBe('not_signed_in');
    expect((await api.call('/v1/subscription/orders', { headers: de })).status).toBe(401);
    const visitor = await api.call('/v1/subscription/orders/quote', {
      method: 'POST',
      headers: de,
      body: body(),
    });
    expect(visitor.status).toBe(200);
    expect(visitor.body.quote.campaign).toBeNull();
    expect(visitor.body.quote.costs.startFee).toEqual(offer.enrollmentFee);
  });

  it('names every field it refuses', async () => {
    const { cookie } = await customer();
    const shapeErrors = await quote(cookie, {
      ...body(),
      term: '3_months',
      mileagePackage: 'unlimited',
      extras: ['jetpack'],
      startDate: '2027-02-30',
      customer: { firstName: '', lastName: 'Vogt', phone: '030 123', birthDate: '1985-04-02' },
    });
    expect(shapeErrors.status).toBe(400);
    const fields = expectErrorShape(shapeErrors.body).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(
      ['customer.firstName', 'customer.phone', 'extras.0', 'mileagePackage', 'startDate', 'term'].sort(),
    );

    const tooEarly = await quote(cookie, body({ startDate: addDays(offer.availableFrom, -400) }));
    expect(tooEarly.status).toBe(422);
    expect(Object.keys(expectErrorShape(tooEarly.body).fields ?? {})).toEqual(['startDate']);
    expect(tooEarly.body.error.fields.startDate).toContain(offer.availableTo);
    const tooLate = await quote(cookie, body({ startDate: addDays(offer.availableTo, 1) }));
    expect(Object.keys(expectErrorShape(tooLate.body).fields ?? {})).toEqual(['startDate']);

    // An unknown handover type says which there are, in the request's language (found by the OpenAPI fuzz).
    const boat = await quote(cookie, body({ handover: { type: 'boat' } }));
    expect(boat.status).toBe(400);
    expect(Object.keys(expectErrorShape(boat.body).fields ?? {})).toEqual(['handover.type']);
    expect(boat.body.error.fields['handover.type']).toBe('Must be one of: pickup, delivery.');
    const boatDe = await api.call('/v1/subscription/orders/quote', {
      method: 'POST',
      headers: { ...de, cookie, 'accept-language': 'de-DE' },
      body: body({ handover: { type: 'boat' } }),
    });
    expect(boatDe.body.error.fields['handover.type']).toBe(
      'Muss einer der folgenden Werte sein: pickup, delivery.',
    );

    const otherBranch = await quote(cookie, body({ handover: { type: 'pickup', branchId: 999_999 } }));
    expect(otherBranch.status).toBe(422);
    expect(Object.keys(expectErrorShape(otherBranch.body).fields ?? {})).toEqual(['handover.branchId']);

    const young = await quote(
      cookie,
      body({
        customer: {
          firstName: 'Lena',
          lastName: 'Vogt',
          phone: '+49 30 1234567',
          birthDate: addDays(startDate, -365 * 17),
        },
      }),
    );
    expect(Object.keys(expectErrorShape(young.body).fields ?? {})).toEqual(['customer.birthDate']);

    const noOffer = await quote(cookie, body({ offerId: 'no-such-offer' }));
    expect(noOffer.status).toBe(404);
    expect(Object.keys(expectErrorShape(noOffer.body).fields ?? {})).toEqual(['offerId']);

    // In the request's language.
    const german = await api.call('/v1/subscription/orders/quote', {
      method: 'POST',
      headers: { ...de, cookie, 'accept-language': 'de-DE' },
      body: body({ startDate: addDays(offer.availableTo, 1) }),
    });
    expect(german.body.error.fields.startDate).toMatch(/^Wählen Sie ein Startdatum/);
  });

  it('computes every cost on the server for the quote, and orders the same', async () => {
    const { cookie } = await customer();
    const q = await quote(
      cookie,
      body({
        handover: {
          type: 'delivery',
          address: { street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin' },
        },
      }),
    );
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const costs = q.body.quote.costs;
    const twelve = offer.tenureOptions.find((t) => t.id === '12_months')!.monthlyPrice.amountMinor;
    expect(costs.monthly.map((l: { code: string }) => l.code)).toEqual([
      'term:12_months',
      'mileage:plus500',
      'extra:winter_tyres',
    ]);
    expect(costs.monthly[0].amount.amountMinor).toBe(twelve);
    // The offer's order options say the same prices (GET …/v1.1/subscriptions/offers/country).
    const options = offer.orderOptions;
    expect(costs.monthly[1].amount.amountMinor).toBe(4900);
    expect(options.mileagePackages.find((p) => p.id === 'plus500')!.monthlyPrice.amountMinor).toBe(4900);
    expect(costs.monthly[2].amount.amountMinor).toBe(2500);
    expect(options.extras.find((e) => e.id === 'winter_tyres')!.monthlyPrice.amountMinor).toBe(2500);
    expect(options.deliveryFee.amountMinor).toBe(14900);
    expect(costs.monthlyTotal.amountMinor).toBe(twelve + 4900 + 2500);
    expect(costs.startFee).toEqual(offer.enrollmentFee);
    expect(costs.deliveryFee.amountMinor).toBe(14900);
    expect(costs.campaignDiscount).toBeNull();
    expect(costs.firstPayment.amountMinor).toBe(
      twelve + 4900 + 2500 + offer.enrollmentFee.amountMinor + 14900,
    );
    expect(costs.loyaltyRefund).toEqual({ afterMonths: 6, amount: offer.enrollmentFee });
    expect(q.body.quote.minimumTermEndsOn).toBe(addMonths(startDate, 12));

    const flexible = await quote(cookie, body({ term: 'flexible', mileagePackage: 'included', extras: [] }));
    const flexPrice = offer.tenureOptions.find((t) => t.id === 'flexible')!.monthlyPrice.amountMinor;
    expect(flexible.body.quote.costs.monthlyTotal.amountMinor).toBe(flexPrice);
    expect(flexible.body.quote.minimumTermEndsOn).toBe(addDays(startDate, 30));
    // Nothing was stored.
    expect((await api.call('/v1/subscription/orders', { headers: { ...de, cookie } })).body.orders).toEqual(
      [],
    );
  });

  it('stores a 12-month order with its renewal date; its owner lists it, another customer gets 404', async () => {
    const owner = await customer();
    const other = await customer();
    const created = await order(owner.cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const o = created.body.order;
    expect(o).toMatchObject({
      status: 'upcoming',
      term: '12_months',
      startDate,
      nextRenewalOn: addMonths(startDate, 12),
      minimumTermEndsOn: addMonths(startDate, 12),
      endsOn: null,
      endsOnIfCancelledToday: addDays(addMonths(startDate, 12), -1),
      handover: { type: 'pickup', branchId: offer.branch.id },
    });
    expect(o.number).toMatch(/^S-[2-9A-Z]{6}$/);

    const list = await api.call('/v1/subscription/orders', { headers: { ...de, cookie: owner.cookie } });
    expect(list.body.orders.map((x: { id: string }) => x.id)).toEqual([o.id]);
    expect(
      (await api.call(`/v1/subscription/orders/${o.id}`, { headers: { cookie: owner.cookie } })).body.order,
    ).toEqual(o);

    const unknown = await api.call('/v1/subscription/orders/00000000-0000-4000-8000-000000000000', {
      headers: { cookie: other.cookie },
    });
    expect(unknown.status).toBe(404);
    for (const path of [`/v1/subscription/orders/${o.id}`, `/v1/subscription/orders/${o.id}/cancel`]) {
      const r = await api.call(path, {
        method: path.endsWith('cancel') ? 'POST' : 'GET',
        headers: { cookie: other.cookie },
      });
      expect(r.status, path).toBe(404);
      expect(r.body).toEqual(unknown.body);
    }
    expect(
      (await api.call('/v1/subscription/orders', { headers: { cookie: other.cookie } })).body.orders,
    ).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the same order, and refuses the key for another order', async () => {
    const { cookie } = await customer();
    const key = `retry-${Date.now()}`;
    const first = await order(cookie, body(), key);
    expect(first.status).toBe(201);
    const again = await order(cookie, body(), key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, order: { id: first.body.order.id } });
    const different = await order(cookie, body({ term: '6_months' }), key);
    expect(different.status).toBe(422);
    expect(expectErrorShape(different.body).code).toBe('idempotency_key_reused');
    // The key is the customer's own: another customer's same key is a new order.
    const other = await customer();
    const theirs = await order(other.cookie, body(), key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.order.id).not.toBe(first.body.order.id);
    const missing = await api.call('/v1/subscription/orders', {
      method: 'POST',
      headers: { ...de, cookie },
      body: body(),
    });
    expect(missing.status).toBe(400);
  });

  it('applies a confirmed campaign benefit once, and not after it expired', async () => {
    const c = await customer();
    const reg = await api.call('/v1/subscription/subscriptioncampaigns/de-no-enrollment-fee/registrations', {
      method: 'POST',
      headers: { ...de, cookie: c.cookie },
      body: { firstName: 'Lena', lastName: 'Vogt' },
    });
    expect(reg.status).toBe(201);
    const q = await quote(c.cookie);
    expect(q.body.quote.campaign).toEqual({ campaignId: 'de-no-enrollment-fee', benefit: 'no_start_fee' });
    expect(q.body.quote.costs.campaignDiscount).toEqual(offer.enrollmentFee);
    expect(q.body.quote.costs.loyaltyRefund).toBeNull();
    const first = await order(c.cookie);
    expect(first.status).toBe(201);
    expect(first.body.order.costs.campaignDiscount).toEqual(offer.enrollmentFee);
    expect(first.body.order.costs.firstPayment.amountMinor).toBe(
      first.body.order.costs.monthlyTotal.amountMinor,
    );
    const second = await order(c.cookie);
    expect(second.status).toBe(201);
    expect(second.body.order.campaign).toBeNull();
    expect(second.body.order.costs.campaignDiscount).toBeNull();

    // The half-price benefit has a grace period of 14 days.
    const late = await customer();
    const lateReg = await api.call(
      '/v1/subscription/subscriptioncampaigns/de-first-month-half-price/registrations',
      {
        method: 'POST',
        headers: { ...de, cookie: late.cookie },
        body: { firstName: 'Lena', lastName: 'Vogt' },
      },
    );
    expect(lateReg.status).toBe(201);
    const within = await quote(late.cookie);
    expect(within.body.quote.costs.campaignDiscount.amountMinor).toBe(
      Math.round(within.body.quote.costs.monthlyTotal.amountMinor / 2),
    );
    clockOffsetMs = 15 * 86_400_000;
    try {
      const login = await api.call('/v1/auth/login', {
        method: 'POST',
        body: { email: late.email, password: PASSWORD },
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const later = await quote(cookie, body({ startDate: addDays(startDate, 15) }));
      expect(later.status, JSON.stringify(later.body)).toBe(200);
      expect(later.body.quote.campaign).toBeNull();
      expect(later.body.quote.costs.campaignDiscount).toBeNull();
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('gives the benefit to one of two orders racing for it', async () => {
    const c = await customer();
    const reg = await api.call('/v1/subscription/subscriptioncampaigns/de-no-enrollment-fee/registrations', {
      method: 'POST',
      headers: { ...de, cookie: c.cookie },
      body: { firstName: 'Lena', lastName: 'Vogt' },
    });
    expect(reg.status).toBe(201);
    const answers = await Promise.all([order(c.cookie), order(c.cookie), order(c.cookie)]);
    const withBenefit = answers.filter((a) => a.status === 201 && a.body.order.campaign !== null);
    expect(withBenefit).toHaveLength(1);
    for (const a of answers.filter((x) => !withBenefit.includes(x))) {
      // Either it came after the benefit was taken (no discount), or it raced for it and is told so.
      if (a.status === 201) expect(a.body.order.costs.campaignDiscount).toBeNull();
      else expect(expectErrorShape(a.body).code).toBe('campaign_benefit_used');
    }
  });

  it('cancels at term end: active until the end of the minimum term, and only once', async () => {
    const { cookie } = await customer();
    const created = await order(cookie);
    const id = created.body.order.id;
    const cancel = () =>
      api.call(`/v1/subscription/orders/${id}/cancel`, { method: 'POST', headers: { ...de, cookie } });
    const r = await cancel();
    expect(r.status).toBe(200);
    const endsOn = addDays(addMonths(startDate, 12), -1);
    expect(r.body.order).toMatchObject({
      status: 'ending',
      endsOn,
      nextRenewalOn: null,
      endsOnIfCancelledToday: null,
    });
    expect(r.body.order.cancelledAt).toEqual(expect.any(String));
    const twice = await cancel();
    expect(twice.status).toBe(409);
    expect(expectErrorShape(twice.body).code).toBe('already_cancelled');
    expect(twice.body.error.message).toContain(endsOn);
    const listed = await api.call('/v1/subscription/orders', { headers: { cookie } });
    expect(listed.body.orders[0]).toMatchObject({ id, status: 'ending', endsOn });
  });
});
