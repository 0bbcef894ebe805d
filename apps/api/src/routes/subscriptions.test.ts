// Subscriptions over real HTTP: every filter of spec §3, availability options, tenure options, branch
// availability, campaigns with one registration per customer, reviews, and the billboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBSCRIBER_EMAIL } from '../db/seed/demo.ts';
import { getMarket } from '../markets.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import {
  AVAILABILITY_OPTIONS,
  availabilityOf,
  CAMPAIGN_CAUSES,
  CAMPAIGN_ERROR,
  matchesAvailability,
} from './subscriptions.ts';

let api: TestApi;
type Offer = {
  id: string;
  availability: string;
  availableFrom: string;
  minDriverAge: number;
  transmission: string;
  fuelType: string;
  bodyStyle: string;
  categoryCode: string;
  monthlyPrice: { amountMinor: number; currency: string };
  enrollmentFee: { amountMinor: number };
  licenceClass: string;
  branch: { id: number; city: string };
  vehicleType: string;
  payloadKg: number | null;
};
let all: Offer[];

beforeAll(async () => {
  api = await startTestApi();
  all = (await api.call('/v1/rentaloffers/subscriptionoffers?countryCode=DE&pageSize=100')).body.offers;
});
afterAll(async () => api?.close());

const search = async (q: string) =>
  (await api.call(`/v1/rentaloffers/subscriptionoffers?countryCode=DE&pageSize=100&${q}`)).body;

describe('subscription offers', () => {
  it('seeds realistic offers in the market currency', () => {
    expect(all.length).toBeGreaterThan(30);
    for (const o of all) {
      expect(o.monthlyPrice.currency).toBe('EUR');
      expect(o.enrollmentFee.amountMinor).toBeGreaterThan(0);
    }
    expect(all.some((o) => o.vehicleType === 'van' && o.payloadKg)).toBe(true);
  });

  it.each<[string, (o: Offer) => boolean]>([
    ['transmission=automatic', (o) => o.transmission === 'automatic'],
    ['transmission=manual', (o) => o.transmission === 'manual'],
    ['fuelType=E', (o) => o.fuelType === 'E'],
    ['fuelType=C,H', (o) => o.fuelType === 'C' || o.fuelType === 'H'],
    ['vehicleType=suv', (o) => o.bodyStyle === 'suv'],
    [
      'vehicleType=convertible,multiseater',
      (o) => o.bodyStyle === 'convertible' || o.bodyStyle === 'multiseater',
    ],
    ['vehicleType=van', (o) => o.bodyStyle === 'van'],
    [
      'vehicleType=sedan&vehicleType=station_wagon',
      (o) => o.bodyStyle === 'sedan' || o.bodyStyle === 'station_wagon',
    ],
    ['category=P', (o) => o.categoryCode === 'P'],
    ['category=L,F', (o) => o.categoryCode === 'L' || o.categoryCode === 'F'],
    ['driverAge=21', (o) => o.minDriverAge <= 21],
    ['budget=500', (o) => o.monthlyPrice.amountMinor <= 50000],
    ['licenceClass=B', (o) => o.licenceClass === 'B'],
    ['licenceClass=C1', (o) => o.licenceClass === 'C1'],
    ['city=m%C3%BCnchen', (o) => o.branch.city === 'München'],
    ...AVAILABILITY_OPTIONS.map(
      (a) =>
        [`availability=${a}`, (o: Offer) => matchesAvailability(daysFrom(o.availableFrom), a)] as [
          string,
          (o: Offer) => boolean,
        ],
    ),
  ])('%s keeps exactly the matching offers', async (q, predicate) => {
    const body = await search(q);
    const expected = all
      .filter(predicate)
      .map((o) => o.id)
      .sort();
    expect(body.offers.map((o: Offer) => o.id).sort()).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('filters by up to six pickup branches', async () => {
    const ids = [...new Set(all.map((o) => o.branch.id))].slice(0, 2);
    const body = await search(`branchIds=${ids.join(',')}`);
    expect(body.offers.every((o: Offer) => ids.includes(o.branch.id))).toBe(true);
    const seven = await api.call('/v1/rentaloffers/subscriptionoffers?branchIds=1,2,3,4,5,6,7');
    expect(seven.status).toBe(400);
    expect(expectErrorShape(seven.body).fields?.branchIds).toBe('Choose at most 6 branches.');
  });

  it('combines filters and shows the exhausted state', async () => {
    const body = await search('fuelType=E&vehicleType=convertible');
    expect(body.offers).toEqual([]);
    expect(body.message).toBe('Sorry, no offers found');
    expect(body.filters).toMatchObject({
      budgetStep: 100,
      maxBranches: 6,
      availabilityOptions: [...AVAILABILITY_OPTIONS],
    });
  });

  it('sorts and pages', async () => {
    const desc = await search('sort=price_desc');
    const prices = desc.offers.map((o: Offer) => o.monthlyPrice.amountMinor);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const p2 = (await api.call('/v1/rentaloffers/subscriptionoffers?countryCode=DE&pageSize=5&page=2')).body;
    expect(p2.offers.map((o: Offer) => o.id)).toEqual(all.slice(5, 10).map((o) => o.id));
  });

  it.each([
    ['availability=soon', 'availability'],
    ['driverAge=17', 'driverAge'],
    ['fuelType=D', 'fuelType'],
    ['vehicleType=boat', 'vehicleType'],
    ['transmission=cvt', 'transmission'],
    ['budget=-1', 'budget'],
    ['licenceClass=Z', 'licenceClass'],
    ['category=X', 'category'],
  ])('%s → 400 on %s', async (q, field) => {
    const r = await api.call(`/v1/rentaloffers/subscriptionoffers?${q}`);
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).fields).toHaveProperty(field);
  });

  it('puts each number of days into one availability option', () => {
    expect([0, 3, 4, 14, 15, 28, 29, 61, 62, 92, 93].map(availabilityOf)).toEqual([
      'within_days',
      'within_days',
      'under_2_weeks',
      'under_2_weeks',
      'under_4_weeks',
      'under_4_weeks',
      '1_2_months',
      '1_2_months',
      '2_3_months',
      '2_3_months',
      'over_3_months',
    ]);
  });
});

function daysFrom(date: string): number {
  const today = new Date().toISOString().slice(0, 10);
  return Math.max(
    0,
    Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000),
  );
}

describe('branches, availability, tenure', () => {
  it('lists subscription branches with offer counts and cities', async () => {
    const r = await api.call('/v2/apps/subscriptionbranches?countryCode=DE');
    expect(r.status).toBe(200);
    expect(r.body.branches.length).toBeGreaterThan(2);
    expect(r.body.branches.every((b: { subscription: boolean }) => b.subscription)).toBe(true);
    expect(r.body.cities).toContain('München');
    const none = await api.call('/v2/apps/subscriptionbranches?countryCode=NZ');
    expect(none.body.branches).toEqual([]);
  });

  it('gives branch availability, optionally for one model', async () => {
    const r = await api.call(
      '/v1/subscription/subscriptions/offers/country?countryCode=DE&make=Tesla&model=Model%203',
    );
    expect(r.status).toBe(200);
    const total = r.body.branches.reduce((s: number, b: { offerCount: number }) => s + b.offerCount, 0);
    expect(total).toBe(all.filter((o) => o.id.includes('tesla-model-3')).length);
    for (const b of r.body.branches)
      if (b.offerCount > 0) expect(b.earliestAvailableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives tenure options: flexible 30 days, 6 or 12 months then 30 days', async () => {
    const id = all[0]!.id;
    const r = await api.call(
      `/v1/subscription/v1.1/subscriptions/offers/country?countryCode=DE&offerId=${id}`,
    );
    expect(r.status).toBe(200);
    const t = r.body.offers[0].tenureOptions;
    expect(t.map((x: { id: string; minimumMonths: number }) => [x.id, x.minimumMonths])).toEqual([
      ['flexible', 1],
      ['6_months', 6],
      ['12_months', 12],
    ]);
    expect(t.every((x: { noticeDays: number }) => x.noticeDays === 30)).toBe(true);
    expect(t[0].monthlyPrice.amountMinor).toBeGreaterThan(t[2].monthlyPrice.amountMinor);
    expect(r.body.offers[0].loyaltyRefund.afterMonths).toBe(6);
    const missing = await api.call(
      '/v1/subscription/v1.1/subscriptions/offers/country?countryCode=DE&offerId=no-such-offer',
    );
    expect(missing.status).toBe(404);
  });
});

describe('campaigns', () => {
  it('lists the running campaigns', async () => {
    const r = await api.call('/v1/subscription/subscriptioncampaigns?countryCode=DE');
    expect(r.status).toBe(200);
    expect(r.body.campaigns.length).toBe(2);
  });

  /** A guest registers, then follows the link mailed to the address (issue 15). */
  async function registerAsGuest(path: string, body: { email: string; firstName: string; lastName: string }) {
    const pending = await api.call(path, { method: 'POST', body });
    expect(pending.status).toBe(202);
    expect(pending.body.registration.status).toBe('pending');
    const recipient = body.email.toLowerCase();
    const mail = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.messages[0];
    const token = /campaign-confirm\?token=([\w-]+)/.exec(mail.body)?.[1];
    return api.call('/v1/subscription/subscriptioncampaigns/registrations/confirm', {
      method: 'POST',
      body: { token },
    });
  }

  it('registers once per customer, with the spec causes on error', async () => {
    const path = '/v1/subscription/subscriptioncampaigns/de-no-enrollment-fee/registrations';
    const body = { email: 'Lena@Example.com', firstName: 'Lena', lastName: 'Vogel' };
    const ok = await registerAsGuest(path, body);
    expect(ok.status).toBe(201);
    expect(ok.body.registration).toMatchObject({ status: 'confirmed', email: 'lena@example.com' });
    expect(ok.body.registration.message).toContain('lena@example.com');

    const again = await registerAsGuest(
      '/v1/subscription/subscriptioncampaigns/de-first-month-half-price/registrations',
      body,
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'campaign_registration_failed',
      message: CAMPAIGN_ERROR,
      details: { cause: 'open_registration', reason: CAMPAIGN_CAUSES.open_registration },
    });

    const subscriber = await registerAsGuest(path, { ...body, email: DEMO_SUBSCRIBER_EMAIL });
    expect(subscriber.status).toBe(409);
    expect(subscriber.body.error.details.cause).toBe('active_subscription');
  });

  it('mails the guest a link in their language to the page they registered on, and says until when', async () => {
    const path = '/v1/subscription/subscriptioncampaigns/at-no-enrollment-fee/registrations';
    const pending = await api.call(path, {
      method: 'POST',
      body: { email: 'link@example.com', firstName: 'Lia', lastName: 'N', page: '/de-at/subscription' },
      headers: { 'accept-language': 'de-AT' },
    });
    expect(pending.status).toBe(202);
    const hours = (Date.parse(pending.body.registration.confirmBy) - Date.now()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
    const mail = (await api.call('/dev/outbox?recipient=link%40example.com')).body.messages[0];
    expect(mail.subject).toMatch(/^Bestätigen Sie Ihre Anmeldung: /);
    expect(mail.body).toMatch(/https?:\/\/[^/\s]+\/de-at\/subscription#\/campaign-confirm\?token=[\w-]{40,}/);
    const pages = ['//evil.example/x', 'https://evil.example/', '/subscription#/x', 'javascript:x'];
    for (const [i, page] of pages.entries()) {
      const email = `page${i}@example.com`;
      await api.call(path, { method: 'POST', body: { email, firstName: 'P', lastName: 'N', page } });
      const sent = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages[0];
      expect(sent.body).toMatch(/https?:\/\/[^/\s]+\/subscription#\/campaign-confirm\?token=/);
      expect(sent.body).not.toContain('evil.example');
    }
  });

  it('confirms a link once, and refuses a made-up one', async () => {
    const path = '/v1/subscription/subscriptioncampaigns/at-no-enrollment-fee/registrations';
    const pending = await api.call(path, {
      method: 'POST',
      body: { email: 'once@example.com', firstName: 'O', lastName: 'N' },
    });
    expect(pending.status).toBe(202);
    const mail = (await api.call('/dev/outbox?recipient=once%40example.com')).body.messages[0];
    const token = /campaign-confirm\?token=([\w-]+)/.exec(mail.body)?.[1];
    const confirm = () =>
      api.call('/v1/subscription/subscriptioncampaigns/registrations/confirm', {
        method: 'POST',
        body: { token },
      });
    expect((await confirm()).status).toBe(201);
    const twice = await confirm();
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe('invalid_confirmation_token');
    const madeUp = await api.call('/v1/subscription/subscriptioncampaigns/registrations/confirm', {
      method: 'POST',
      body: { token: 'made-up-token-value' },
    });
    expect(madeUp.status).toBe(400);
  });

  it('uses the signed-in e-mail, and validates', async () => {
    const signUp = await api.call('/v2/users', {
      method: 'POST',
      body: { firstName: 'Kai', lastName: 'Roth', email: 'kai@example.com', password: 'long enough 1' },
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
    const r = await api.call('/v1/subscription/subscriptioncampaigns/at-no-enrollment-fee/registrations', {
      method: 'POST',
      body: { firstName: 'Kai', lastName: 'Roth' },
      headers: { cookie },
    });
    expect(r.status).toBe(201);
    expect(r.body.registration.email).toBe('kai@example.com');
    const noEmail = await api.call(
      '/v1/subscription/subscriptioncampaigns/at-no-enrollment-fee/registrations',
      {
        method: 'POST',
        body: { firstName: 'A', lastName: 'B' },
      },
    );
    expect(noEmail.status).toBe(400);
    const unknown = await api.call('/v1/subscription/subscriptioncampaigns/nope/registrations', {
      method: 'POST',
      body: { email: 'x@example.com', firstName: 'A', lastName: 'B' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('reviews and billboard', () => {
  it('gives reviews with an average rating', async () => {
    const r = await api.call('/v1/subscription/reviews?countryCode=DE&limit=3');
    expect(r.status).toBe(200);
    expect(r.body.reviews).toHaveLength(3);
    expect(r.body.averageRating).toBeGreaterThanOrEqual(1);
    expect(r.body.averageRating).toBeLessThanOrEqual(5);
    expect(r.body.source).toBe('maps');
  });

  it('gives the billboard campaign, the truck variant, or null', async () => {
    const cars = await api.call('/v2/apps/campaign/?countryCode=DE');
    expect(cars.status).toBe(200);
    expect(cars.body.campaign.images).toMatchObject({
      desktop: { width: 1600, height: 640 },
      mobile: { width: 375, height: 400 },
    });
    const trucks = await api.call('/v2/apps/campaign?trucks=true&countryCode=DE');
    expect(trucks.body.campaign.title).not.toBe(cars.body.campaign.title);
    expect(trucks.body.campaign.cta.url).toBe(getMarket('DE')!.truckPath);
    expect(trucks.body.campaign.cta.url).toMatch(/transporter/);
    // Demo texts are in the market's language.
    expect(cars.body.campaign.title).toBe('Mehr fahren, weniger zahlen');
    const fr = await api.call('/v2/apps/campaign?countryCode=FR');
    expect(fr.body.campaign.cta.label).toBe('Trouver une voiture');
    const gb = await api.call('/v2/apps/campaign?countryCode=GB');
    expect(gb.body.campaign.cta.label).toBe('Find your car');
    const none = await api.call('/v2/apps/campaign?trucks=true&countryCode=NZ');
    expect(none.body.campaign).toBeNull();
    const bad = await api.call('/v2/apps/campaign?trucks=maybe');
    expect(bad.status).toBe(400);
  });
});
