// Ride hailing over real HTTP (issue 18): quotes with their checks and prices in the market's currency,
// the first-trip code once per customer (also when two bookings race), booking, ownership, the live
// status stream through to the end and after a reconnect, cancelling, history and receipts. Runs on
// PGlite and, with DATABASE_URL, on PostgreSQL (npm run test:integration -w @rental/api).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { defaultThrottleRules } from '../throttle.ts';

let api: TestApi;
/** The API's clock, moved forward by tests that reach the end of a ride without waiting. */
let clockOffsetMs = 0;
const SPEED = 60;
beforeAll(async () => {
  api = await startTestApi({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: { rideSimulatorSpeed: SPEED },
  });
});
afterAll(async () => api?.close());

const de = { 'x-forwarded-host': 'de.localhost' };
const munichStation = { label: 'München Hauptbahnhof', lat: 48.1402, lng: 11.56 };
const munichCentre = { label: 'Marienplatz, München', lat: 48.1374, lng: 11.5755 };
const munichAirport = { label: 'Flughafen München', lat: 48.3538, lng: 11.7861 };
const newYorkJfk = { label: 'New York JFK Airport', lat: 40.6413, lng: -73.7781 };
const manhattan = { label: 'Times Square, New York', lat: 40.758, lng: -73.9855 };

let seq = 0;
/** A new customer's session cookie. */
async function customer(): Promise<string> {
  const r = await api.call('/v2/users', {
    method: 'POST',
    body: {
      firstName: 'Ravi',
      lastName: 'Menon',
      email: `ravi.${Date.now()}.${seq++}@example.com`,
      password: 'lantern orchard 7',
    },
  });
  expect(r.status).toBe(201);
  return r.headers.get('set-cookie')?.split(';')[0] ?? '';
}

const quote = (body: Record<string, unknown>, headers: Record<string, string> = de) =>
  api.call('/v1/ride/quotes', {
    method: 'POST',
    headers,
    body: {
      pickup: munichStation,
      destination: munichAirport,
      pickupAt: null,
      passengers: 1,
      luggage: 0,
      ...body,
    },
  });

async function bookRide(
  cookie: string,
  extra: Record<string, unknown> = {},
  body: Record<string, unknown> = {},
) {
  const q = await quote(body, { ...de, cookie });
  expect(q.status, JSON.stringify(q.body)).toBe(200);
  return api.call('/v1/ride/rides', {
    method: 'POST',
    headers: { ...de, cookie },
    body: { quoteId: q.body.quoteId, vehicleClass: 'economy', ...extra },
  });
}

/** Reads a ride's event stream until it ends (or `until` says stop); the events' ids and rides. */
async function readStream(
  path: string,
  cookie: string,
  options: { lastEventId?: string; until?: (ride: { status: string }) => boolean; timeoutMs?: number } = {},
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 25_000);
  const res = await fetch(`${api.base}${path}`, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: Array<{
    id: number;
    ride: { status: string; position: unknown; timeline: { status: string }[] };
  }> = [];
  let retry: string | undefined;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((l) => !l.startsWith(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
        );
        if (fields.retry) retry = fields.retry;
        if (fields.event === 'ride') {
          const ride = JSON.parse(fields.data ?? 'null');
          events.push({ id: Number(fields.id), ride });
          if (options.until?.(ride)) {
            controller.abort();
            return { res, events, retry };
          }
        }
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return { res, events, retry };
}

describe('ride quotes', () => {
  it('prices the three classes in the market currency, fixed before booking', async () => {
    const r = await quote({});
    expect(r.status).toBe(200);
    expect(r.body.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.distanceKm).toBeGreaterThan(30);
    expect(r.body.options.map((o: { vehicleClass: string }) => o.vehicleClass)).toEqual([
      'economy',
      'business',
      'van',
    ]);
    for (const o of r.body.options) {
      expect(o.price.currency).toBe('EUR');
      expect(o.total).toEqual(o.price);
      expect(o.available).toBe(true);
    }
    const [economy, business, van] = r.body.options.map(
      (o: { price: { amountMinor: number } }) => o.price.amountMinor,
    );
    expect(economy).toBeLessThan(business);
    expect(business).toBeLessThan(van);
    const us = await quote(
      { pickup: newYorkJfk, destination: manhattan },
      { 'x-forwarded-host': 'com.localhost' },
    );
    expect(us.status).toBe(200);
    expect(us.body.options[0].price.currency).toBe('USD');
  });

  it('says which classes a party does not fit, in the request language', async () => {
    const r = await quote({ passengers: 5, luggage: 3 }, { ...de, 'accept-language': 'de-DE' });
    expect(r.status).toBe(200);
    const byClass = Object.fromEntries(
      r.body.options.map((o: { vehicleClass: string }) => [o.vehicleClass, o]),
    );
    expect(byClass.economy.available).toBe(false);
    expect(byClass.economy.unavailableReason).toBe('Platz für 4 Personen und 2 Gepäckstücke.');
    expect(byClass.business.available).toBe(false);
    expect(byClass.van.available).toBe(true);
  });

  it.each([
    ['the same place twice', { destination: { ...munichStation, label: 'Hbf' } }, 'destination'],
    ['a destination too far', { destination: { label: 'Berlin', lat: 52.52, lng: 13.405 } }, 'destination'],
    ['a time in the past', { pickupAt: '2020-01-01T10:00' }, 'pickupAt'],
    ['a time too far ahead', { pickupAt: '2099-01-01T10:00' }, 'pickupAt'],
    ['a malformed time', { pickupAt: 'tomorrow' }, 'pickupAt'],
    ['too many passengers', { passengers: 9 }, 'passengers'],
  ])('refuses %s, naming the field', async (_what, body, field) => {
    const r = await quote(body);
    expect(r.status).toBe(400);
    expect(Object.keys(expectErrorShape(r.body).fields ?? {})).toContain(field);
  });

  it('checks the first-trip code: unknown, for a signed-in first ride, and conditional signed out', async () => {
    const unknown = await quote({ promoCode: 'NOPE123' });
    expect(unknown.body.promo).toMatchObject({ code: 'NOPE123', status: 'unknown' });
    expect(unknown.body.options[0].discount).toBeNull();
    const signedOut = await quote({ promoCode: 'firstride' });
    expect(signedOut.body.promo).toMatchObject({ code: 'FIRSTRIDE', status: 'sign-in-required' });
    const cookie = await customer();
    const applied = await quote({ promoCode: ' FirstRide ' }, { ...de, cookie });
    expect(applied.body.promo).toMatchObject({ code: 'FIRSTRIDE', status: 'applied' });
    const economy = applied.body.options[0];
    expect(economy.discount).toEqual({ amountMinor: 1500, currency: 'EUR' });
    expect(economy.total.amountMinor).toBe(economy.price.amountMinor - 1500);
  });

  it('limits quotes per address (each one is stored for ten minutes)', async () => {
    const limited = await startTestApi({ throttle: { ride: defaultThrottleRules.ride } });
    try {
      const body = {
        pickup: munichStation,
        destination: munichAirport,
        pickupAt: null,
        passengers: 1,
        luggage: 0,
      };
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await limited.call('/v1/ride/quotes', { method: 'POST', headers: de, body })).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is not offered on the subscription-only tenant', async () => {
    const r = await quote({}, { 'x-forwarded-host': 'jlr-de.localhost' });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('ride_not_offered');
  });
});

describe('booking a ride', () => {
  it('needs a signed-in customer', async () => {
    const q = await quote({});
    const r = await api.call('/v1/ride/rides', {
      method: 'POST',
      headers: de,
      body: { quoteId: q.body.quoteId, vehicleClass: 'economy' },
    });
    expect(r.status).toBe(401);
  });

  it('books once per quote, with the first-trip code the first time only, and gives it back on cancel', async () => {
    const cookie = await customer();
    const q = await quote({ promoCode: 'FIRSTRIDE' }, { ...de, cookie });
    const body = { quoteId: q.body.quoteId, vehicleClass: 'economy', promoCode: 'FIRSTRIDE' };
    const first = await api.call('/v1/ride/rides', { method: 'POST', headers: { ...de, cookie }, body });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const ride = first.body.ride;
    expect(ride.number).toMatch(/^R-[2-9A-Z]{6}$/);
    expect(ride.discount).toEqual({ amountMinor: 1500, currency: 'EUR' });
    expect(ride.promoCode).toBe('FIRSTRIDE');
    expect(['searching', 'driver-assigned']).toContain(ride.status);
    // The same quote again is the same ride (a retried request books nothing twice).
    const again = await api.call('/v1/ride/rides', { method: 'POST', headers: { ...de, cookie }, body });
    expect(again.status).toBe(200);
    expect(again.body.ride.id).toBe(ride.id);
    // The code is used: the next quote says so, and booking with it is refused with nothing booked.
    const used = await quote({ promoCode: 'FIRSTRIDE' }, { ...de, cookie });
    expect(used.body.promo.status).toBe('used');
    const refused = await bookRide(cookie, { promoCode: 'FIRSTRIDE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('promo_used');
    const list = await api.call('/v1/ride/rides', { headers: { cookie } });
    expect(list.body.rides).toHaveLength(1);
    // Cancelling the ride that used it gives the code back.
    const cancelled = await api.call(`/v1/ride/rides/${ride.id}/cancel`, {
      method: 'POST',
      headers: { ...de, cookie },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.ride.status).toBe('cancelled');
    expect((await quote({ promoCode: 'FIRSTRIDE' }, { ...de, cookie })).body.promo.status).toBe('applied');
  });

  it('gives the first-trip code to one of two bookings racing with it', async () => {
    const cookie = await customer();
    const quotes = await Promise.all([1, 2].map(() => quote({}, { ...de, cookie })));
    const answers = await Promise.all(
      quotes.map((q) =>
        api.call('/v1/ride/rides', {
          method: 'POST',
          headers: { ...de, cookie },
          body: { quoteId: q.body.quoteId, vehicleClass: 'economy', promoCode: 'FIRSTRIDE' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const list = await api.call('/v1/ride/rides', { headers: { cookie } });
    expect(list.body.rides.filter((r: { discount: unknown }) => r.discount !== null)).toHaveLength(1);
  });

  it('refuses a class the party does not fit, and an expired or unknown quote', async () => {
    const cookie = await customer();
    const q = await quote({ passengers: 6 }, { ...de, cookie });
    const full = await api.call('/v1/ride/rides', {
      method: 'POST',
      headers: { ...de, cookie },
      body: { quoteId: q.body.quoteId, vehicleClass: 'economy' },
    });
    expect(full.status).toBe(400);
    expect(full.body.error.fields.vehicleClass).toBeTruthy();
    const unknown = await api.call('/v1/ride/rides', {
      method: 'POST',
      headers: { ...de, cookie },
      body: { quoteId: '00000000-0000-4000-8000-000000000000', vehicleClass: 'economy' },
    });
    expect(unknown.status).toBe(400);
    const old = await quote({}, { ...de, cookie });
    clockOffsetMs = 11 * 60_000;
    try {
      const expired = await api.call('/v1/ride/rides', {
        method: 'POST',
        headers: { ...de, cookie },
        body: { quoteId: old.body.quoteId, vehicleClass: 'van' },
      });
      expect(expired.status).toBe(410);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('keeps every ride to its customer: another one gets 404 everywhere', async () => {
    const owner = await customer();
    const other = await customer();
    const { body } = await bookRide(owner);
    const id = body.ride.id;
    for (const [path, method] of [
      [`/v1/ride/rides/${id}`, 'GET'],
      [`/v1/ride/rides/${id}/events`, 'GET'],
      [`/v1/ride/rides/${id}/cancel`, 'POST'],
      [`/v1/ride/rides/${id}/receipt`, 'GET'],
    ] as const) {
      const r = await api.call(path, { method, headers: { ...de, cookie: other } });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error.code).toBe('ride_not_found');
    }
    expect((await api.call(`/v1/ride/rides/${id}`)).status).toBe(401);
  });
});

describe('a ride, live', () => {
  it('streams every status in order through to finished, with the driver moving, then ends', async () => {
    const cookie = await customer();
    const { body } = await bookRide(cookie, {}, { pickup: munichStation, destination: munichCentre });
    const stream = await readStream(`/v1/ride/rides/${body.ride.id}/events`, cookie);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.retry).toBe('2000');
    const statuses = stream.events.map((e) => e.ride.status).filter((s, i, all) => s !== all[i - 1]);
    expect(statuses.at(-1)).toBe('finished');
    const order = ['searching', 'driver-assigned', 'on-the-way', 'arrived', 'on-board', 'finished'];
    expect(statuses.filter((s) => order.includes(s))).toEqual(order.filter((s) => statuses.includes(s)));
    expect(statuses).toEqual(expect.arrayContaining(['on-the-way', 'on-board', 'finished']));
    const last = stream.events.at(-1)!.ride;
    expect(last.timeline.map((t) => t.status)).toEqual(order);
    const onTheWay = new Set(
      stream.events.filter((e) => e.ride.status === 'on-the-way').map((e) => JSON.stringify(e.ride.position)),
    );
    expect(onTheWay.size).toBeGreaterThan(1);
    const ids = stream.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    // Finished: the receipt, with VAT included, and the ride in the past rides.
    const receipt = await api.call(`/v1/ride/rides/${body.ride.id}/receipt`, {
      headers: { cookie, 'accept-language': 'de-DE' },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.body.receipt.lines[0].label).toBe('Festpreis');
    expect(receipt.body.receipt.total).toEqual(body.ride.total);
    expect(receipt.body.receipt.vat.rate).toBe(7);
    expect(receipt.body.receipt.vat.amount.amountMinor).toBeGreaterThan(0);
    const past = await api.call('/v1/ride/rides?scope=past', { headers: { cookie } });
    expect(past.body.rides.map((r: { id: string }) => r.id)).toEqual([body.ride.id]);
    expect((await api.call('/v1/ride/rides?scope=upcoming', { headers: { cookie } })).body.rides).toEqual([]);
  }, 40_000);

  it('sends the current state at once after a reconnect with Last-Event-ID', async () => {
    const cookie = await customer();
    const { body } = await bookRide(cookie);
    const path = `/v1/ride/rides/${body.ride.id}/events`;
    const before = await readStream(path, cookie, { until: (r) => r.status === 'on-the-way' });
    const lastId = before.events.at(-1)!.id;
    const after = await readStream(path, cookie, { lastEventId: String(lastId), until: () => true });
    expect(after.events).toHaveLength(1);
    expect(after.events[0]!.id).toBeGreaterThan(lastId);
    expect(['on-the-way', 'arrived', 'on-board', 'finished']).toContain(after.events[0]!.ride.status);
  }, 40_000);

  it('cancels before pickup, not once on board; no receipt before the end', async () => {
    const cookie = await customer();
    const early = (await bookRide(cookie)).body.ride;
    expect((await api.call(`/v1/ride/rides/${early.id}/receipt`, { headers: { cookie } })).status).toBe(409);
    const cancelled = await api.call(`/v1/ride/rides/${early.id}/cancel`, {
      method: 'POST',
      headers: { ...de, cookie },
    });
    expect(cancelled.body.ride).toMatchObject({ status: 'cancelled', cancellable: false, driver: null });
    const stream = await readStream(`/v1/ride/rides/${early.id}/events`, cookie);
    expect(stream.events.map((e) => e.ride.status)).toEqual(['cancelled']);
    const late = (await bookRide(cookie)).body.ride;
    await readStream(`/v1/ride/rides/${late.id}/events`, cookie, { until: (r) => r.status === 'on-board' });
    const refused = await api.call(`/v1/ride/rides/${late.id}/cancel`, {
      method: 'POST',
      headers: { ...de, cookie },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_cancellable');
  }, 40_000);

  it('ends its open streams when the API closes (a shutdown never waits on a watching customer)', async () => {
    const other = await startTestApi({ config: { rideSimulatorSpeed: 1 } });
    try {
      const signUp = await other.call('/v2/users', {
        method: 'POST',
        body: {
          firstName: 'Ola',
          lastName: 'Nordmann',
          email: `ola.${Date.now()}@example.com`,
          password: 'lantern orchard 7',
        },
      });
      const cookie = signUp.headers.get('set-cookie')?.split(';')[0] ?? '';
      const q = await other.call('/v1/ride/quotes', {
        method: 'POST',
        headers: de,
        body: {
          pickup: munichStation,
          destination: munichAirport,
          pickupAt: null,
          passengers: 1,
          luggage: 0,
        },
      });
      const booked = await other.call('/v1/ride/rides', {
        method: 'POST',
        headers: { ...de, cookie },
        body: { quoteId: q.body.quoteId, vehicleClass: 'economy' },
      });
      const res = await fetch(`${other.base}/v1/ride/rides/${booked.body.ride.id}/events`, {
        headers: { cookie },
      });
      const reader = res.body!.getReader();
      await reader.read();
      const started = Date.now();
      await other.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      // The stream ended with the API.
      for (;;) if ((await reader.read()).done) break;
    } finally {
      await other.close().catch(() => {});
    }
  });

  it('holds a ride booked for later as scheduled, listed among the upcoming rides', async () => {
    const cookie = await customer();
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await bookRide(cookie, {}, { pickupAt: `${later}T09:30` });
    expect(status).toBe(201);
    expect(body.ride).toMatchObject({
      status: 'scheduled',
      pickupAt: `${later}T09:30`,
      driver: null,
      cancellable: true,
    });
    const upcoming = await api.call('/v1/ride/rides?scope=upcoming', { headers: { cookie } });
    expect(upcoming.body.rides.map((r: { id: string }) => r.id)).toEqual([body.ride.id]);
  });
});
