// Rental booking over real HTTP: offers (closed branch, no offers, no branch), configurations,
// idempotent reservations, activities, fleet; and the seeded branches and prices of every market.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededFleet } from '../db/seed/seeded-fleet.ts';
import { listMarkets } from '../markets.ts';
import { expectErrorShape, futureDate, nextWeekday, startTestApi, type TestApi } from '../test-support.ts';
import { BRANCH_CLOSED, NO_OFFERS } from './rental.ts';

let api: TestApi;
type Station = { id: number; kind: string; vehicleTypes: string[]; address: { city: string } };
let de: Station[];
let airport: Station;
let downtown: Station;
let railway: Station;

beforeAll(async () => {
  api = await startTestApi();
  de = (await api.call('/v1/branch/next/stations?countryCode=DE')).body.stations;
  airport = de.find((s) => s.kind === 'airport')!;
  downtown = de.find((s) => s.kind === 'downtown' && s.address.city === 'München')!;
  railway = de.find((s) => s.kind === 'railway')!;
});
afterAll(async () => api?.close());

const offersPath = (q: Record<string, string | number>) =>
  `/v1/rentaloffers/offers?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

describe('seeded branches and fleet', () => {
  it('has branches for every market: airport, downtown, and a railway station only where trains run', async () => {
    const withoutTrains = ['CY', 'GP', 'IS', 'MT'];
    for (const m of listMarkets()) {
      const r = await api.call(`/v1/branch/next/stations?countryCode=${m.country}`);
      expect(r.status, m.country).toBe(200);
      const kinds = new Set(r.body.stations.map((s: Station) => s.kind));
      expect(kinds.has('downtown'), m.country).toBe(true);
      expect(kinds.has('railway'), m.country).toBe(!withoutTrains.includes(m.country));
      expect(kinds.has('airport'), m.country).toBe(true);
      for (const s of r.body.stations) {
        expect(s.address.countryCode).toBe(m.country);
        expect(s.phone.startsWith(m.phonePrefix)).toBe(true);
        expect(Object.keys(s.openingHours).sort()).toEqual(['fri', 'mon', 'sat', 'sun', 'thu', 'tue', 'wed']);
      }
    }
  });

  it("prices the fleet in each market's currency, vans and trucks only where offered", async () => {
    for (const m of listMarkets()) {
      const r = await api.call(`/v1/apps/fleet/list?countryCode=${m.country}`);
      expect(r.status).toBe(200);
      const types = new Set(r.body.groups.map((g: { vehicleType: string }) => g.vehicleType));
      expect(types.has('car')).toBe(true);
      expect(types.has('van'), m.country).toBe(m.offersVans);
      for (const g of r.body.groups) {
        expect(g.fromPrice.currency).toBe(m.currency);
        expect(g.fromPrice.amountMinor).toBeGreaterThan(0);
        expect(g.model).toMatch(/ or similar$/);
        expect(['P', 'L', 'F']).toContain(g.categoryCode);
      }
    }
  });

  it('answers the fleet list as seededFleet computes it without a database (the site build reads that)', async () => {
    for (const m of listMarkets()) {
      const r = await api.call(`/v1/apps/fleet/list?countryCode=${m.country}`);
      const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
      const answered = r.body.groups
        .map(({ fromPrice: _price, ...g }: { fromPrice: unknown; code: string }) => g)
        .sort(byCode);
      expect(seededFleet(m.country).groups.sort(byCode), m.country).toEqual(answered);
    }
  });

  it('gives vans payload and loading space, and codes vans and trucks L', async () => {
    const r = await api.call('/v1/apps/fleet/list?countryCode=GB&vehicleType=van');
    expect(r.body.groups.length).toBeGreaterThan(0);
    for (const g of r.body.groups) {
      expect(g.payloadKg).toBeGreaterThan(0);
      expect(g.loadingSpaceM3).toBeGreaterThan(0);
      expect(g.categoryCode).toBe('L');
    }
  });

  it('lists fleet locations of a group, and 404s an unknown group', async () => {
    const r = await api.call('/v1/apps/fleet/locations?countryCode=DE&groupCode=lkmd');
    expect(r.status).toBe(200);
    expect(r.body.groupCode).toBe('LKMD');
    expect(r.body.stations.length).toBeGreaterThan(0);
    expect(r.body.stations.every((s: Station) => s.vehicleTypes.includes('truck'))).toBe(true);
    const none = await api.call('/v1/apps/fleet/locations?countryCode=NZ&groupCode=LKMD');
    expect(none.status).toBe(404);
    expect(expectErrorShape(none.body).code).toBe('vehicle_group_not_found');
    const bad = await api.call('/v1/apps/fleet/locations?groupCode=12');
    expect(bad.status).toBe(400);
  });
});

describe('offers', () => {
  it('lists priced offers for a branch and dates, cheapest first', async () => {
    const r = await api.call(
      offersPath({ branchId: airport.id, pickupDate: futureDate(10), returnDate: futureDate(13, '08:30') }),
    );
    expect(r.status).toBe(200);
    expect(r.body.days).toBe(3);
    expect(r.body.offers.length).toBeGreaterThan(5);
    const totals = r.body.offers.map(
      (o: { price: { total: { amountMinor: number } } }) => o.price.total.amountMinor,
    );
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    for (const o of r.body.offers) {
      expect(o.price.total.currency).toBe('EUR');
      expect(o.price.total.amountMinor).toBe(o.price.perDay.amountMinor * 3);
      expect(o.group.vehicleType).toBe('car');
    }
    expect(r.body.message).toBeUndefined();
  });

  it('gives a discount per day from 7 days', async () => {
    const short = await api.call(
      offersPath({ branchId: airport.id, pickupDate: futureDate(10), returnDate: futureDate(12) }),
    );
    const long = await api.call(
      offersPath({ branchId: airport.id, pickupDate: futureDate(10), returnDate: futureDate(20) }),
    );
    expect(long.body.offers[0].price.perDay.amountMinor).toBeLessThan(
      short.body.offers[0].price.perDay.amountMinor,
    );
  });

  it("answers the closed-branch case with spec §8's message", async () => {
    const sunday = nextWeekday(0);
    const r = await api.call(
      offersPath({ branchId: downtown.id, pickupDate: sunday, returnDate: futureDate(20, '08:30') }),
    );
    expect(r.status).toBe(422);
    const e = expectErrorShape(r.body);
    expect(e.code).toBe('branch_closed');
    expect(e.message).toBe(BRANCH_CLOSED);
    expect(e.fields?.pickupDate).toBe(BRANCH_CLOSED);
    const ret = await api.call(
      offersPath({ branchId: downtown.id, pickupDate: nextWeekday(1), returnDate: nextWeekday(0, 9) }),
    );
    expect(ret.status).toBe(422);
    expect(expectErrorShape(ret.body).fields?.returnDate).toBe(BRANCH_CLOSED);
  });

  it('refuses a time outside opening hours', async () => {
    const r = await api.call(
      offersPath({
        branchId: downtown.id,
        pickupDate: nextWeekday(2, 2, '05:00'),
        returnDate: futureDate(20),
      }),
    );
    expect(r.status).toBe(422);
    expect(expectErrorShape(r.body).code).toBe('branch_closed_at_time');
  });

  it('answers an empty list with the no-offers message when nothing is available', async () => {
    const r = await api.call(
      offersPath({
        branchId: airport.id,
        pickupDate: futureDate(10),
        returnDate: futureDate(12),
        vehicleType: 'truck',
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.offers).toEqual([]);
    expect(r.body.message).toBe(NO_OFFERS);
    const vans = await api.call(
      offersPath({
        branchId: railway.id,
        pickupDate: futureDate(10),
        returnDate: futureDate(12),
        vehicleType: 'van',
      }),
    );
    expect(vans.body.offers).toEqual([]);
  });

  it("answers an unknown branch with 404 and spec §8's 'No results'", async () => {
    const r = await api.call(
      offersPath({ branchId: 999999, pickupDate: futureDate(10), returnDate: futureDate(12) }),
    );
    expect(r.status).toBe(404);
    expect(expectErrorShape(r.body)).toMatchObject({ code: 'branch_not_found', message: 'No results' });
  });

  it.each([
    [{ pickupDate: futureDate(-1) }, 'pickupDate', /cannot be before/],
    [{ returnDate: futureDate(9) }, 'returnDate', /after the pickup/],
    // spec §9: rentals up to 27 days, the rule of @rental/markets/rules the booking app checks too.
    [{ returnDate: futureDate(38) }, 'returnDate', /at most 27 days/],
    [{ pickupDate: '2026-02-30T10:00' }, 'pickupDate', /not a real date/],
    [{ pickupDate: 'tomorrow' }, 'pickupDate', /YYYY-MM-DDTHH:mm/],
    [{ branchId: 'abc' }, 'branchId', /number/],
    [{ vehicleType: 'boat' }, 'vehicleType', /car, van or truck/],
  ])('%j → 400 on %s', async (patch, field, message) => {
    const r = await api.call(
      offersPath({
        branchId: airport.id,
        pickupDate: futureDate(10),
        returnDate: futureDate(12),
        ...patch,
      } as Record<string, string>),
    );
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).fields?.[field]).toMatch(message);
  });

  it('refuses a return in another country', async () => {
    const at = (await api.call('/v1/branch/next/stations?countryCode=AT')).body.stations[0];
    const r = await api.call(
      offersPath({
        branchId: airport.id,
        returnBranchId: at.id,
        pickupDate: futureDate(10),
        returnDate: futureDate(12),
      }),
    );
    expect(r.status).toBe(422);
    expect(expectErrorShape(r.body).code).toBe('cross_border_return');
  });
});

describe('configurations and reservations', () => {
  let offerId: string;
  const driver = {
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    phone: '+49 30 1234567',
    birthDate: '1990-05-17',
  };
  beforeAll(async () => {
    const r = await api.call(
      offersPath({ branchId: airport.id, pickupDate: futureDate(10), returnDate: futureDate(13) }),
    );
    offerId = r.body.offers.find((o: { group: { minDriverAge: number } }) => o.group.minDriverAge === 18).id;
  });

  it('lists protections and extras priced for the rental days', async () => {
    const r = await api.call(`/v1/rentalconfigurations?offerId=${offerId}`);
    expect(r.status).toBe(200);
    expect(r.body.protections.map((p: { code: string }) => p.code)).toEqual([
      'BASIC',
      'SMART',
      'ALL_INCLUSIVE',
    ]);
    expect(r.body.protections[0].included).toBe(true);
    const seat = r.body.extras.find((e: { code: string }) => e.code === 'CHILD_SEAT');
    expect(seat.price.total.amountMinor).toBe(seat.price.perDay.amountMinor * 3);
  });

  it("names protections and extras in the request's language (issue 23: English on the Arabic pages)", async () => {
    const names = async (headers: Record<string, string>) => {
      const r = await api.call(`/v1/rentalconfigurations?offerId=${offerId}`, { headers });
      expect(r.status).toBe(200);
      expect(r.headers.get('vary')).toMatch(/accept-language/i);
      const all = [...r.body.protections, ...r.body.extras] as {
        code: string;
        name: string;
        description: string;
      }[];
      return Object.fromEntries(all.map((a) => [a.code, `${a.name} | ${a.description}`]));
    };
    // What the apps send: the page's locale, its language, then English (@rental/markets acceptLanguage).
    const german = await names({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.SMART).toMatch(/^Smart-Schutz \| Geringere Selbstbeteiligung/);
    expect(german.CHILD_SEAT).toMatch(/^Kindersitz \|/);
    const arabic = await names({ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(arabic.BASIC).toMatch(/^الحماية الأساسية \|/);
    expect(arabic.CHILD_SEAT).toBe('مقعد أطفال | للأطفال من ٩ إلى ١٨ كغ، يُركَّب عند الطلب.');
    // Weights count, not the order; a language without texts falls back to English.
    expect((await names({ 'accept-language': 'en;q=0.5, fr-FR' })).BASIC).toMatch(/^Protection de base \|/);
    expect((await names({ 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' })).BASIC).toMatch(
      /^Ochrona podstawowa \|/,
    );
    expect((await names({ 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' })).BASIC).toMatch(
      /^Basic protection \|/,
    );
    // Without the header: the language of the site the request came through.
    expect((await names({ 'x-forwarded-host': 'it.localhost:4321' })).BASIC).toMatch(/^Protezione base \|/);
  });

  it('never sells unlimited mileage with an offer that already includes it (issue 23)', async () => {
    const codes = (body: { extras: { code: string }[] }) => body.extras.map((e) => e.code);
    const car = await api.call(`/v1/rentalconfigurations?offerId=${offerId}`);
    expect(car.body.offer.includedKmPerDay).toBeNull();
    expect(codes(car.body)).not.toContain('UNLIMITED_KM');
    expect(codes(car.body)).toContain('CHILD_SEAT');
    const vans = await api.call(
      offersPath({
        branchId: airport.id,
        pickupDate: futureDate(10),
        returnDate: futureDate(13),
        vehicleType: 'van',
      }),
    );
    const van = vans.body.offers[0];
    expect(van.includedKmPerDay).toBe(200);
    const vanConfig = await api.call(`/v1/rentalconfigurations?offerId=${van.id}`);
    expect(codes(vanConfig.body)).toContain('UNLIMITED_KM');
    const forced = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      body: { offerId, protectionCode: 'BASIC', extras: [{ code: 'UNLIMITED_KM', quantity: 1 }], driver },
      headers: { 'idempotency-key': 'unlimited-on-unlimited-1' },
    });
    expect(forced.status).toBe(422);
    expect(expectErrorShape(forced.body).code).toBe('reservation_invalid');
  });

  it('rejects a forged or broken offer id', async () => {
    const r = await api.call('/v1/rentalconfigurations?offerId=not-an-offer');
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).code).toBe('invalid_offer');
    const forged = Buffer.from(
      JSON.stringify([airport.id, airport.id, 'ZZZZ', futureDate(10), futureDate(12)]),
    ).toString('base64url');
    const f = await api.call(`/v1/rentalconfigurations?offerId=${forged}`);
    expect(f.status).toBe(404);
    expect(expectErrorShape(f.body).code).toBe('offer_not_found');
  });

  it('creates a reservation once per idempotency key', async () => {
    const body = { offerId, protectionCode: 'SMART', extras: [{ code: 'CHILD_SEAT', quantity: 2 }], driver };
    const headers = { 'idempotency-key': 'test-key-0001' };
    const first = await api.call('/v1/rentalreservations/create', { method: 'POST', body, headers });
    expect(first.status).toBe(201);
    expect(first.body.replayed).toBe(false);
    const res = first.body.reservation;
    expect(res.reservationNumber).toMatch(/^\d{10}$/);
    expect(res.status).toBe('confirmed');
    const config = (await api.call(`/v1/rentalconfigurations?offerId=${offerId}`)).body;
    const smart = config.protections.find((p: { code: string }) => p.code === 'SMART').price.total
      .amountMinor;
    const seat = config.extras.find((e: { code: string }) => e.code === 'CHILD_SEAT').price.total.amountMinor;
    expect(res.total.amountMinor).toBe(config.offer.price.total.amountMinor + smart + 2 * seat);

    const again = await api.call('/v1/rentalreservations/create', { method: 'POST', body, headers });
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.reservation.reservationNumber).toBe(res.reservationNumber);

    const changed = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      body: { ...body, protectionCode: 'BASIC' },
      headers,
    });
    expect(changed.status).toBe(422);
    expect(expectErrorShape(changed.body).code).toBe('idempotency_key_reused');

    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        api.call('/v1/rentalreservations/create', {
          method: 'POST',
          body,
          headers: { 'idempotency-key': 'parallel-key-1' },
        }),
      ),
    );
    const numbers = new Set(parallel.map((p) => p.body.reservation?.reservationNumber));
    expect(numbers.size).toBe(1);
    expect(parallel.filter((p) => p.status === 201)).toHaveLength(1);
  });

  it('requires an idempotency key and validates the driver', async () => {
    const missing = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      body: { offerId, driver },
    });
    expect(missing.status).toBe(400);
    expect(expectErrorShape(missing.body).fields?.['idempotency-key']).toMatch(/Idempotency-Key/);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...driver, firstName: '' }, 'driver.firstName', /required/],
      [{ ...driver, lastName: 'x'.repeat(51) }, 'driver.lastName', /50 characters/],
      [{ ...driver, email: 'nope' }, 'driver.email', /valid e-mail/],
      [{ ...driver, phone: '030 123' }, 'driver.phone', /country prefix/],
      [{ ...driver, birthDate: '17.05.1990' }, 'driver.birthDate', /YYYY-MM-DD/],
    ];
    for (const [d, field, message] of cases) {
      const r = await api.call('/v1/rentalreservations/create', {
        method: 'POST',
        body: { offerId, driver: d },
        headers: { 'idempotency-key': `validate-${field}` },
      });
      expect(r.status, field).toBe(400);
      expect(expectErrorShape(r.body).fields?.[field], field).toMatch(message);
    }
  });

  it('refuses a too-young driver, an unknown protection and an unknown extra', async () => {
    const young = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const r = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      body: {
        offerId,
        driver: { ...driver, birthDate: young },
        protectionCode: 'GOLD',
        extras: [{ code: 'JETPACK' }],
      },
      headers: { 'idempotency-key': 'young-driver-1' },
    });
    expect(r.status).toBe(422);
    const e = expectErrorShape(r.body);
    expect(e.code).toBe('reservation_invalid');
    expect(e.fields?.['driver.birthDate']).toMatch(/at least 18/);
    expect(e.fields?.protectionCode).toMatch(/GOLD/);
    expect(e.fields?.['extras.0.code']).toMatch(/JETPACK/);
  });

  it('shows activities to the driver and lets them cancel', async () => {
    const created = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      body: { offerId, driver },
      headers: { 'idempotency-key': 'activities-key-1' },
    });
    const number = created.body.reservation.reservationNumber;
    const noName = await api.call(`/v1/reservationactivities/reservation/${number}`);
    expect(noName.status).toBe(404);
    const wrong = await api.call(`/v1/reservationactivities/reservation/${number}?lastName=Smith`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(noName.body);
    const ok = await api.call(`/v1/reservationactivities/reservation/${number}?lastName=lopez`);
    expect(ok.status).toBe(200);
    expect(ok.body.activities.map((a: { type: string }) => a.type)).toEqual(['created', 'confirmation_sent']);
    const cancel = await api.call(`/v1/reservationactivities/reservation/${number}`, {
      method: 'POST',
      body: { type: 'cancel', lastName: 'López' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    expect(cancel.body.activities.at(-1).type).toBe('cancelled');
    const twice = await api.call(`/v1/reservationactivities/reservation/${number}`, {
      method: 'POST',
      body: { type: 'cancel', lastName: 'López' },
    });
    expect(twice.status).toBe(409);
    const bad = await api.call('/v1/reservationactivities/reservation/12');
    expect(bad.status).toBe(400);
  });

  it('mails the confirmation through the outbox', async () => {
    const r = await api.call('/dev/outbox?recipient=ana@example.com');
    expect(r.body.messages.some((m: { subject: string }) => m.subject.startsWith('Your reservation'))).toBe(
      true,
    );
  });
});
