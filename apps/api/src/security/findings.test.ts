// Regression tests of the attacks of issue 15, each as the attacker sent it: development endpoints,
// throttling per account, reset tokens, weak passwords, forged offer ids, broken Unicode, campaign
// registration, idempotency keys, the Origin check, no-store, and sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBSCRIBER_EMAIL } from '../db/seed/demo.ts';
import { type CallInit, expectErrorShape, futureDate, startTestApi, type TestApi } from '../test-support.ts';
import { defaultThrottleRules } from '../throttle.ts';

/** The clock of the API under test; tests move it forward to let blocks and sessions expire. */
let clock = Date.now();
let api: TestApi;
let airportId: number;
let offer: { id: string; group: { code: string } };

beforeAll(async () => {
  api = await startTestApi({ now: () => new Date(clock), throttle: defaultThrottleRules });
  const stations = (await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport')).body.stations;
  airportId = stations[0].id;
  const offers = await api.call(
    `/v1/rentaloffers/offers?branchId=${airportId}&pickupDate=${futureDate(10)}&returnDate=${futureDate(13)}`,
  );
  offer = offers.body.offers.find((o: { group: { minDriverAge: number } }) => o.group.minDriverAge === 18);
});
afterAll(async () => api?.close());

let addressCounter = 0;
/** A fresh client address (the proxy's x-forwarded-for, trusted from loopback), so tests never share limits. */
const newAddress = () => {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};
let emailCounter = 0;
const newEmail = (name = 'customer') => `${name}.${Date.now()}.${++emailCounter}@example.com`;
const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? '';

const from = (address: string, init: CallInit = {}): CallInit => ({
  ...init,
  headers: { 'x-forwarded-for': address, ...(init.headers as Record<string, string> | undefined) },
});

async function signUp(password = 'a long passphrase 7') {
  const email = newEmail();
  const r = await api.call(
    '/v2/users',
    from(newAddress(), { method: 'POST', body: { firstName: 'Mia', lastName: 'Lind', email, password } }),
  );
  expect(r.status).toBe(201);
  return { email, password, cookie: cookieOf(r.headers) };
}

const driver = (email = newEmail('driver')) => ({
  firstName: 'Ana',
  lastName: 'Quintero',
  email,
  phone: '+49 30 1234567',
  birthDate: '1990-05-17',
});

async function book(init: CallInit = {}, key = `key-${Date.now()}-${Math.random().toString(36).slice(2)}`) {
  const body = { offerId: offer.id, driver: driver() };
  const r = await api.call(
    '/v1/rentalreservations/create',
    from(newAddress(), {
      method: 'POST',
      body,
      ...init,
      headers: { 'idempotency-key': key, ...(init.headers as Record<string, string> | undefined) },
    }),
  );
  expect(r.status).toBe(201);
  return { number: r.body.reservation.reservationNumber as string, body, key };
}

describe('development endpoints', () => {
  it('do not exist without the explicit development flag, whatever NODE_ENV says', async () => {
    const plain = await startTestApi({
      seed: false,
      config: { nodeEnv: 'development', devEndpoints: false },
    });
    try {
      expect((await plain.call('/dev/outbox')).status).toBe(404);
      expect((await plain.call('/dev/help-contacts')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answer only a loopback client, whatever the Host header says', async () => {
    for (const path of ['/dev/outbox', '/dev/help-contacts']) {
      const remote = await api.call(
        path,
        from('203.0.113.9', { headers: { 'x-forwarded-host': 'de.localhost:4321' } }),
      );
      expect(remote.status, path).toBe(404);
      expect((await api.call(path, { headers: { 'x-forwarded-host': 'de.localhost:4321' } })).status).toBe(
        200,
      );
    }
  });
});

describe('throttling per account and per address, with an increasing delay', () => {
  it('50 wrong passwords for one account from 5 addresses, then the right one: refused', async () => {
    const { email, password } = await signUp();
    for (let a = 0; a < 5; a++) {
      const address = newAddress();
      for (let i = 0; i < 10; i++)
        await api.call(
          '/v1/auth/login',
          from(address, { method: 'POST', body: { email, password: `wrong ${i}!x` } }),
        );
    }
    const right = await api.call(
      '/v1/auth/login',
      from(newAddress(), { method: 'POST', body: { email, password } }),
    );
    expect(right.status).toBe(429);
    expect(expectErrorShape(right.body).code).toBe('rate_limited');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('lets the owner in after the delay, and makes the next delay longer', async () => {
    const { email, password } = await signUp();
    const attempt = (pw: string) =>
      api.call('/v1/auth/login', from(newAddress(), { method: 'POST', body: { email, password: pw } }));
    let first: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i < 10 && !first; i++) {
      const r = await attempt(`wrong ${i}!x`);
      if (r.status === 429) first = r;
    }
    expect(first?.status).toBe(429);
    const firstDelay = Number(first?.headers.get('retry-after'));
    clock += (firstDelay + 1) * 1000;
    const second = await attempt('still wrong!');
    expect([401, 429]).toContain(second.status);
    const blocked = second.status === 429 ? second : await attempt('wrong again!');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(firstDelay);
    clock += (Number(blocked.headers.get('retry-after')) + 1) * 1000;
    expect((await attempt(password)).status).toBe(200);
  });

  it('limits sign-up and password-reset requests per e-mail address across addresses', async () => {
    const email = newEmail('target');
    const signUps: number[] = [];
    const resets: number[] = [];
    for (let i = 0; i < 12; i++) {
      const body = { firstName: 'A', lastName: 'B', email, password: `unguessable ${i} phrase` };
      signUps.push((await api.call('/v2/users', from(newAddress(), { method: 'POST', body }))).status);
      resets.push(
        (
          await api.call(
            '/v2/users/me/password/reset',
            from(newAddress(), { method: 'POST', body: { email } }),
          )
        ).status,
      );
    }
    expect(signUps).toContain(429);
    expect(resets).toContain(429);
  });

  it('limits reservation look-ups and cancellations by number and last name', async () => {
    const { number } = await book();
    const lookups: number[] = [];
    const cancels: number[] = [];
    for (let i = 0; i < 12; i++) {
      lookups.push(
        (
          await api.call(
            `/v1/reservationactivities/reservation/${number}?lastName=Guess${i}`,
            from(newAddress()),
          )
        ).status,
      );
    }
    const other = await book();
    for (let i = 0; i < 12; i++) {
      cancels.push(
        (
          await api.call(
            `/v1/reservationactivities/reservation/${other.number}`,
            from(newAddress(), { method: 'POST', body: { type: 'cancel', lastName: `Guess${i}` } }),
          )
        ).status,
      );
    }
    expect(lookups.slice(0, 3)).toEqual([404, 404, 404]);
    expect(lookups).toContain(429);
    expect(cancels).toContain(429);
    // Unknown numbers from one address: throttled per address too.
    const address = newAddress();
    const guesses: number[] = [];
    for (let i = 0; i < 40; i++)
      guesses.push(
        (
          await api.call(
            `/v1/reservationactivities/reservation/${String(1_000_000_000 + i)}?lastName=X`,
            from(address),
          )
        ).status,
      );
    expect(guesses).toContain(429);
  });

  it('limits the manage-booking endpoints of issue 14 by reservation number, from however many addresses', async () => {
    for (const [method, path, body] of [
      ['GET', (n: string, i: number) => `/v1/rentalreservations/${n}?lastName=Guess${i}`, undefined],
      [
        'POST',
        (n: string) => `/v1/rentalreservations/${n}/changes/quote`,
        (i: number) => ({
          pickupDate: '2099-01-01T10:00',
          returnDate: '2099-01-02T10:00',
          lastName: `Guess${i}`,
        }),
      ],
    ] as const) {
      const { number } = await book();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push(
          (await api.call(path(number, i), from(newAddress(), { method, body: body?.(i) }))).status,
        );
      expect(statuses.slice(0, 5), path(number, 0)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5), path(number, 0)).toEqual([429, 429, 429]);
      // Blocked for the right name too until the block ends.
      const right = await api.call(
        `/v1/rentalreservations/${number}?lastName=${driver().lastName}`,
        from(newAddress()),
      );
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('limits votes', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (
          await api.call(
            '/v1/knowledge-article/booking-type/rent/articles/how-to-change-a-booking/votes',
            from(address, { method: 'POST', body: { helpful: i % 2 === 0 } }),
          )
        ).status,
      );
    expect(statuses[0]).toBe(201);
    expect(statuses).toContain(429);
  });

  it('limits the contact form per sender across addresses', async () => {
    const email = newEmail('sender');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await api.call(
            '/v1/knowledge-article/booking-type/rent/contact?countryCode=DE',
            from(newAddress(), {
              method: 'POST',
              body: {
                topic: 'booking',
                name: 'Ana Quintero',
                phoneNumber: '030 1234567',
                email,
                message: `Message number ${i} about my booking.`,
              },
            }),
          )
        ).status,
      );
    expect(statuses[0]).toBe(201);
    expect(statuses).toContain(429);
  });
});

describe('password reset', () => {
  const requestToken = async (email: string) => {
    await api.call('/v2/users/me/password/reset', from(newAddress(), { method: 'POST', body: { email } }));
    const mail = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages[0];
    return /[?&]token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
  };
  const confirm = (token: string, password: string) =>
    api.call(
      '/v2/users/me/password/reset/confirm',
      from(newAddress(), { method: 'POST', body: { token, password } }),
    );

  it('an older token dies when a newer one is used', async () => {
    const { email } = await signUp();
    const older = await requestToken(email);
    const newer = await requestToken(email);
    expect(older).not.toBe(newer);
    expect((await confirm(newer, 'first new phrase 1')).status).toBe(204);
    const replay = await confirm(older, 'second new phrase 2');
    expect(replay.status).toBe(400);
    expect(expectErrorShape(replay.body).code).toBe('invalid_reset_token');
  });

  it('every token dies when the password is changed', async () => {
    const { email, password, cookie } = await signUp();
    const token = await requestToken(email);
    const changed = await api.call(
      '/v2/users/me/password',
      from(newAddress(), {
        method: 'POST',
        headers: { cookie },
        body: { currentPassword: password, newPassword: 'a changed phrase 9' },
      }),
    );
    expect(changed.status).toBe(204);
    expect((await confirm(token, 'attacker phrase 3')).status).toBe(400);
  });
});

describe('passwords', () => {
  it.each([
    ['12345678', 'common'],
    ['password', 'common'],
    ['iloveyou2', 'common'],
    ['Qwertyuiop', 'common'],
    ['{email}', 'personal'],
    ['Mia Lind 2024', 'personal'],
    ['xx-lindgren-xx', 'personal'],
  ])('sign-up refuses %j (%s)', async (pattern, kind) => {
    const email = newEmail('lindgren');
    const password = pattern.replace('{email}', email);
    const r = await api.call(
      '/v2/users',
      from(newAddress(), {
        method: 'POST',
        body: {
          firstName: 'Mia',
          lastName: pattern.includes('lindgren') ? 'Lindgren' : 'Lind',
          email,
          password,
        },
      }),
    );
    expect(r.status).toBe(400);
    const error = expectErrorShape(r.body);
    expect(error.fields?.password).toMatch(kind === 'common' ? /too common/ : /e-mail address or name/);
  });

  it('reset and change refuse them too', async () => {
    const { email, password, cookie } = await signUp();
    const change = await api.call(
      '/v2/users/me/password',
      from(newAddress(), {
        method: 'POST',
        headers: { cookie },
        body: { currentPassword: password, newPassword: email },
      }),
    );
    expect(change.status).toBe(400);
    expect(expectErrorShape(change.body).fields?.newPassword).toMatch(/e-mail address or name/);
    await api.call('/v2/users/me/password/reset', from(newAddress(), { method: 'POST', body: { email } }));
    const mail = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages[0];
    const token = /[?&]token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    const reset = await api.call(
      '/v2/users/me/password/reset/confirm',
      from(newAddress(), { method: 'POST', body: { token, password: 'baseball1' } }),
    );
    expect(reset.status).toBe(400);
    expect(expectErrorShape(reset.body).fields?.password).toMatch(/too common/);
  });
});

describe('offer ids are re-validated in full', () => {
  const forge = (pickup: string, ret: string) =>
    Buffer.from(JSON.stringify([airportId, airportId, offer.group.code, pickup, ret])).toString('base64url');

  it.each([
    ['a day that does not exist', '2027-02-31T12:30', '2027-03-04T12:30'],
    ['a minute of 60', futureDate(10), `${futureDate(12).slice(0, 10)}T10:60`],
    ['an hour of 24', futureDate(10), `${futureDate(12).slice(0, 10)}T24:00`],
    ['a rental over the maximum length', futureDate(10), futureDate(150)],
  ])('refuses %s', async (_name, pickup, ret) => {
    const id = forge(pickup, ret);
    const config = await api.call(`/v1/rentalconfigurations?offerId=${id}`);
    expect(config.status).toBe(400);
    expectErrorShape(config.body);
    const create = await api.call(
      '/v1/rentalreservations/create',
      from(newAddress(), {
        method: 'POST',
        headers: { 'idempotency-key': `forged-${Math.random().toString(36).slice(2)}` },
        body: { offerId: id, driver: driver() },
      }),
    );
    expect(create.status).toBe(400);
  });
});

describe('text that is not well-formed Unicode', () => {
  it('is refused with 400 before it is stored', async () => {
    const raw = JSON.stringify({ offerId: offer.id, driver: { ...driver(), firstName: 'Ana\uD800' } });
    const r = await api.call(
      '/v1/rentalreservations/create',
      from(newAddress(), {
        method: 'POST',
        headers: { 'idempotency-key': 'lone-surrogate-1', 'content-type': 'application/json' },
        raw,
      }),
    );
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).code).toBe('invalid_characters');
    const q = await api.call('/v1/branch/next/stations/geosuggest?query=%ED%A0%80abc');
    expect(q.status).toBeLessThan(500);
  });
});

describe('campaign registration', () => {
  const path = '/v1/subscription/subscriptioncampaigns/de-no-enrollment-fee/registrations';

  it('a guest cannot register (and so block) somebody else: a confirmation link goes to the address', async () => {
    const email = newEmail('victim');
    const r = await api.call(
      path,
      from(newAddress(), { method: 'POST', body: { email, firstName: 'V', lastName: 'W' } }),
    );
    expect(r.status).toBe(202);
    expect(r.body.registration.status).toBe('pending');
    // The owner can still register for another campaign: nothing was stored against the address.
    const owner = await api.call(
      '/v1/subscription/subscriptioncampaigns/de-first-month-half-price/registrations',
      from(newAddress(), { method: 'POST', body: { email, firstName: 'V', lastName: 'W' } }),
    );
    expect(owner.status).toBe(202);
    const mail = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages[0];
    const token = /[?&]token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    const confirmed = await api.call(
      '/v1/subscription/subscriptioncampaigns/registrations/confirm',
      from(newAddress(), { method: 'POST', body: { token } }),
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.registration).toMatchObject({ status: 'confirmed', email });
  });

  it('tells a guest nothing about whether an address has a subscription', async () => {
    const answer = async (email: string) => {
      const r = await api.call(
        path,
        from(newAddress(), { method: 'POST', body: { email, firstName: 'S', lastName: 'T' } }),
      );
      return { status: r.status, body: JSON.stringify(r.body).replaceAll(email, '{email}') };
    };
    const subscriber = await answer(DEMO_SUBSCRIBER_EMAIL);
    expect(subscriber).toEqual(await answer(newEmail('stranger')));
    expect(subscriber.status).toBe(202);
  });

  it('registers a signed-in customer at once', async () => {
    const { cookie, email } = await signUp();
    const r = await api.call(
      path,
      from(newAddress(), {
        method: 'POST',
        headers: { cookie },
        body: { firstName: 'Mia', lastName: 'Lind' },
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body.registration).toMatchObject({ status: 'confirmed', email });
  });
});

describe('idempotency keys', () => {
  it("replaying another customer's key never returns their reservation", async () => {
    const a = await signUp();
    const b = await signUp();
    const mine = await book({ headers: { cookie: a.cookie } }, 'shared-key-000001');
    const r = await api.call(
      '/v1/rentalreservations/create',
      from(newAddress(), {
        method: 'POST',
        headers: { cookie: b.cookie, 'idempotency-key': 'shared-key-000001' },
        body: mine.body,
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body.reservation.reservationNumber).not.toBe(mine.number);
    const replay = await api.call(
      '/v1/rentalreservations/create',
      from(newAddress(), {
        method: 'POST',
        headers: { cookie: a.cookie, 'idempotency-key': 'shared-key-000001' },
        body: mine.body,
      }),
    );
    expect(replay.status).toBe(200);
    expect(replay.body.reservation.reservationNumber).toBe(mine.number);
  });
});

describe('cookie-authenticated state changes', () => {
  it('refuses another origin (Origin or Fetch Metadata), accepts the same origin', async () => {
    const { cookie } = await signUp();
    const crossOrigin = await api.call('/v1/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://evil.example', 'x-forwarded-host': 'de.localhost:4321' },
    });
    expect(crossOrigin.status).toBe(403);
    expect(expectErrorShape(crossOrigin.body).code).toBe('cross_origin_request');
    const crossSite = await api.call('/v1/auth/logout', {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(200);
    const sameOrigin = await api.call('/v1/auth/logout', {
      method: 'POST',
      headers: {
        cookie,
        origin: 'http://de.localhost:4321',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-host': 'de.localhost:4321',
      },
    });
    expect(sameOrigin.status).toBe(204);
  });
});

describe('personal answers', () => {
  it('are never stored by a cache', async () => {
    const { cookie, email, password } = await signUp();
    expect((await api.call('/v2/users/me', { headers: { cookie } })).headers.get('cache-control')).toBe(
      'no-store',
    );
    const login = await api.call(
      '/v1/auth/login',
      from(newAddress(), { method: 'POST', body: { email, password } }),
    );
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { number, body } = await book();
    const activities = await api.call(
      `/v1/reservationactivities/reservation/${number}?lastName=${body.driver.lastName}`,
      from(newAddress()),
    );
    expect(activities.status).toBe(200);
    expect(activities.headers.get('cache-control')).toBe('no-store');
  });
});

describe('sessions', () => {
  it('end after an idle hour, and are kept alive by use', async () => {
    const { cookie } = await signUp();
    clock += 50 * 60_000;
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(200);
    clock += 50 * 60_000;
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(200);
    clock += 61 * 60_000;
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(401);
  });

  it('rotate on login and on a password change', async () => {
    const { cookie, email, password } = await signUp();
    const login = await api.call(
      '/v1/auth/login',
      from(newAddress(), { method: 'POST', headers: { cookie }, body: { email, password } }),
    );
    const second = cookieOf(login.headers);
    expect(second).not.toBe(cookie);
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(401);
    const changed = await api.call(
      '/v2/users/me/password',
      from(newAddress(), {
        method: 'POST',
        headers: { cookie: second },
        body: { currentPassword: password, newPassword: 'rotated phrase 55' },
      }),
    );
    expect(changed.status).toBe(204);
    const third = cookieOf(changed.headers);
    expect(third).toMatch(/^sid=/);
    expect((await api.call('/v2/users/me', { headers: { cookie: second } })).status).toBe(401);
    expect((await api.call('/v2/users/me', { headers: { cookie: third } })).status).toBe(200);
  });
});
