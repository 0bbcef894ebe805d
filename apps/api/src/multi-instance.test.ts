// Two API instances on one database, as behind a load balancer (issue 15): they start together and
// migrate and seed once, and a session, a throttle counter, an idempotency key and a reset token made
// on one are known to the other. On PostgreSQL (test:integration) each instance has its own connection
// pool, exactly as two processes would; on PGlite both use the one embedded database. Then one instance
// drains: not ready at once, its request in flight still answered, the other one unaffected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { lifecycleOf, shutdown } from './lifecycle.ts';
import {
  type CallInit,
  expectErrorShape,
  freshPostgresDatabase,
  futureDate,
  startTestApi,
  type TestApi,
} from './test-support.ts';
import { relaxedThrottleRules } from './throttle.ts';

let a: TestApi;
let b: TestApi;
let shared: Database | undefined;
let dropPostgres: (() => Promise<void>) | undefined;
const open = relaxedThrottleRules();
const throttle = {
  login: {
    address: open.login.address,
    subject: { limit: 3, windowSeconds: 900, blockSeconds: 60, maxBlockSeconds: 3600 },
  },
};

beforeAll(async () => {
  const postgres = await freshPostgresDatabase();
  if (postgres) {
    dropPostgres = postgres.drop;
    // Started at the same moment on an empty database: the migration lock makes one of them wait.
    [a, b] = await Promise.all([
      startTestApi({ databaseUrl: postgres.url, throttle }),
      startTestApi({ databaseUrl: postgres.url, throttle }),
    ]);
  } else {
    shared = await openDatabase({ dataDir: 'memory://' });
    a = await startTestApi({ database: shared, throttle });
    b = await startTestApi({ database: shared, throttle });
  }
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await shared?.close();
  await dropPostgres?.();
});

const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? '';
let counter = 0;
const newEmail = () => `twin.${Date.now()}.${++counter}@example.com`;
const post = (body: unknown, init: CallInit = {}): CallInit => ({ ...init, method: 'POST', body });

async function signUp(api: TestApi) {
  const email = newEmail();
  const password = 'two instances 42';
  const r = await api.call('/v2/users', post({ firstName: 'Tia', lastName: 'Moss', email, password }));
  expect(r.status).toBe(201);
  return { email, password, cookie: cookieOf(r.headers) };
}

describe('two instances on one database', () => {
  it('migrated and seeded it once, and both are ready', async () => {
    for (const api of [a, b]) {
      expect((await api.call('/health/ready')).body).toEqual({ status: 'ready' });
      const stations = await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport');
      expect(stations.status).toBe(200);
    }
    const fromA = (await a.call('/v1/branch/next/stations?countryCode=DE')).body.stations;
    const fromB = (await b.call('/v1/branch/next/stations?countryCode=DE')).body.stations;
    expect(fromB).toEqual(fromA);
    // Seeded once: every branch id appears once.
    expect(new Set(fromA.map((s: { id: number }) => s.id)).size).toBe(fromA.length);
  });

  it('a session made on one is valid on the other, and ends on both', async () => {
    const { cookie } = await signUp(a);
    expect((await b.call('/v2/users/me', { headers: { cookie } })).status).toBe(200);
    expect((await b.call('/v1/auth/logout', post(undefined, { headers: { cookie } }))).status).toBe(204);
    expect((await a.call('/v2/users/me', { headers: { cookie } })).status).toBe(401);
  });

  it('counts throttled attempts across both', async () => {
    const { email, password } = await signUp(a);
    const attempt = (api: TestApi, pw: string) => api.call('/v1/auth/login', post({ email, password: pw }));
    expect((await attempt(a, 'wrong one 1')).status).toBe(401);
    expect((await attempt(b, 'wrong one 2')).status).toBe(401);
    expect((await attempt(a, 'wrong one 3')).status).toBe(401);
    const fourth = await attempt(b, 'wrong one 4');
    expect(fourth.status).toBe(429);
    expect(expectErrorShape(fourth.body).code).toBe('rate_limited');
    expect((await attempt(a, password)).status).toBe(429);
  });

  it('answers an idempotent create replayed on the other with the same reservation', async () => {
    const branch = (await a.call('/v1/branch/next/stations?countryCode=DE&kind=airport')).body.stations[0];
    const offers = await a.call(
      `/v1/rentaloffers/offers?branchId=${branch.id}&pickupDate=${futureDate(12)}&returnDate=${futureDate(15)}`,
    );
    const offer = offers.body.offers.find(
      (o: { group: { minDriverAge: number } }) => o.group.minDriverAge === 18,
    );
    const body = {
      offerId: offer.id,
      driver: {
        firstName: 'Tia',
        lastName: 'Moss',
        email: newEmail(),
        phone: '+49 30 7654321',
        birthDate: '1988-02-29',
      },
    };
    const headers = { 'idempotency-key': `twin-key-${Date.now()}` };
    const first = await a.call('/v1/rentalreservations/create', post(body, { headers }));
    expect(first.status).toBe(201);
    const replay = await b.call('/v1/rentalreservations/create', post(body, { headers }));
    expect(replay.status).toBe(200);
    expect(replay.body.replayed).toBe(true);
    expect(replay.body.reservation.reservationNumber).toBe(first.body.reservation.reservationNumber);

    // Sent to both at the same moment: one reservation.
    const together = { 'idempotency-key': `twin-race-${Date.now()}` };
    const both = await Promise.all([
      a.call('/v1/rentalreservations/create', post(body, { headers: together })),
      b.call('/v1/rentalreservations/create', post(body, { headers: together })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]?.body.reservation.reservationNumber).toBe(both[1]?.body.reservation.reservationNumber);
  });

  it('accepts a reset token mailed by one on the other, once', async () => {
    const { email } = await signUp(a);
    await a.call('/v2/users/me/password/reset', post({ email }));
    const mail = (await b.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages[0];
    const token = /token=([\w-]+)/.exec(mail.body)?.[1];
    const confirm = (api: TestApi) =>
      api.call('/v2/users/me/password/reset/confirm', post({ token, password: 'another phrase 77' }));
    expect((await confirm(b)).status).toBe(204);
    expect((await confirm(a)).status).toBe(400);
  });
});

describe('graceful shutdown of one instance', () => {
  it('reports not ready, finishes the request in flight, closes, and leaves the other serving', async () => {
    const { email, password } = await signUp(a);
    const login = a.call('/v1/auth/login', post({ email, password }));
    const state = lifecycleOf(a.app);
    const deadline = Date.now() + 10_000;
    while (state.inFlight === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    expect(state.inFlight).toBeGreaterThan(0);
    const stopping = shutdown(a.app, { drainDelayMs: 400 });
    const ready = await a.call('/health/ready');
    expect(ready.status).toBe(503);
    expect(expectErrorShape(ready.body).code).toBe('shutting_down');
    expect((await a.call('/health/live')).status).toBe(200);
    expect((await b.call('/health/ready')).status).toBe(200);
    const answered = await login;
    expect(answered.status).toBe(200);
    await stopping;
    await expect(fetch(`${a.base}/health/live`)).rejects.toThrow();
    expect((await b.call('/v2/users/me', { headers: { cookie: cookieOf(answered.headers) } })).status).toBe(
      200,
    );
  });
});
