// Accounts over real HTTP: spec §5 sign-up messages, login and the session cookie, the current user,
// logout, the password reset through the outbox, and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { relaxedThrottleRules } from '../throttle.ts';
import { REQUIRED_MESSAGE } from '../validation.ts';
import { LOGIN_FAILED, RESET_ACCEPTED, RESET_INVALID, SIGNUP_MESSAGES } from './users.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const valid = {
  firstName: 'Eva',
  lastName: 'Berg',
  email: 'eva.berg@example.com',
  password: 'correct horse 7',
};
const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? '';

describe('sign-up validation (spec §5, §8)', () => {
  it.each([
    ['firstName', undefined, REQUIRED_MESSAGE],
    ['firstName', '', REQUIRED_MESSAGE],
    ['firstName', '   ', REQUIRED_MESSAGE],
    ['firstName', 'x'.repeat(51), SIGNUP_MESSAGES.firstNameMax],
    ['lastName', undefined, REQUIRED_MESSAGE],
    ['lastName', 'x'.repeat(51), SIGNUP_MESSAGES.lastNameMax],
    ['email', undefined, REQUIRED_MESSAGE],
    ['email', '', REQUIRED_MESSAGE],
    ['email', 'eva@', SIGNUP_MESSAGES.email],
    ['email', 'eva.example.com', SIGNUP_MESSAGES.email],
    ['password', undefined, SIGNUP_MESSAGES.passwordRequired],
    ['password', '', SIGNUP_MESSAGES.passwordRequired],
    ['password', 'short7', SIGNUP_MESSAGES.passwordMin],
    ['password', 'x'.repeat(51), SIGNUP_MESSAGES.passwordMax],
    ['password', ' leading space', SIGNUP_MESSAGES.passwordWhitespace],
    ['password', 'trailing space ', SIGNUP_MESSAGES.passwordWhitespace],
  ])('%s = %j → %s', async (field, value, message) => {
    const r = await api.call('/v2/users', { method: 'POST', body: { ...valid, [field]: value } });
    expect(r.status).toBe(400);
    const e = expectErrorShape(r.body);
    expect(e.code).toBe('validation_failed');
    expect(e.fields?.[field]).toBe(message);
  });

  it('accepts the boundaries: names of 50, passwords of 8 and 50', async () => {
    for (const [i, patch] of [
      { firstName: 'x'.repeat(50), lastName: 'y'.repeat(50) },
      { password: 'k7#pQ2!x' },
      { password: 'p'.repeat(50) },
    ].entries()) {
      const r = await api.call('/v2/users', {
        method: 'POST',
        body: { ...valid, ...patch, email: `bound${i}@example.com` },
      });
      expect(r.status, JSON.stringify(patch)).toBe(201);
    }
  });

  it('says "fill in the required fields" when only required fields are missing', async () => {
    const r = await api.call('/v2/users', { method: 'POST', body: {} });
    expect(r.status).toBe(400);
    const e = expectErrorShape(r.body);
    expect(e.message).toBe('Please fill in the required fields.');
    expect(Object.keys(e.fields ?? {}).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });
});

describe('sign-up, login, me, logout', () => {
  it('signs up, signs in with a session cookie, and refuses a second account with the same e-mail', async () => {
    const r = await api.call('/v2/users', {
      method: 'POST',
      body: { ...valid, email: 'Eva.Berg@Example.com' },
    });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ email: 'eva.berg@example.com', firstName: 'Eva', lastName: 'Berg' });
    expect(r.body.user).not.toHaveProperty('passwordHash');
    const me = await api.call('/v2/users/me', { headers: { cookie: cookieOf(r.headers) } });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('eva.berg@example.com');

    const again = await api.call('/v2/users', {
      method: 'POST',
      body: { ...valid, email: 'EVA.BERG@example.com ' },
    });
    expect(again.status).toBe(409);
    const e = expectErrorShape(again.body);
    expect(e.code).toBe('email_exists');
    expect(e.message).toBe(SIGNUP_MESSAGES.emailExists);
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure only outside localhost', async () => {
    const local = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: valid.password },
      headers: { 'x-forwarded-host': 'de.localhost:4321' },
    });
    expect(local.status).toBe(200);
    const c = local.headers.get('set-cookie') ?? '';
    expect(c).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(c).toContain('HttpOnly');
    expect(c).toContain('SameSite=Lax');
    expect(c).not.toContain('Secure');
    const prod = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: valid.password },
      headers: { 'x-forwarded-host': 'www.kestrelrent.de', 'x-forwarded-proto': 'https' },
    });
    expect(prod.headers.get('set-cookie')).toContain('Secure');
  });

  it('answers the session state with 200 either way, never a 401 (issue 23)', async () => {
    const none = await api.call('/v1/auth/session');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ signedIn: false });
    expect(none.headers.get('cache-control')).toBe('no-store');
    const forged = await api.call('/v1/auth/session', { headers: { cookie: 'sid=forged' } });
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ signedIn: false });
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: valid.password },
    });
    const cookie = cookieOf(login.headers);
    const signedIn = await api.call('/v1/auth/session', { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ signedIn: true, user: { email: valid.email } });
    await api.call('/v1/auth/logout', { method: 'POST', headers: { cookie } });
    expect((await api.call('/v1/auth/session', { headers: { cookie } })).body).toEqual({ signedIn: false });
  });

  it('sets a readable signed-in hint beside the session cookie, and clears it with the session (issue 16)', async () => {
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: valid.password },
    });
    const cookies = login.headers.getSetCookie();
    const hint = cookies.find((c) => c.startsWith('signed_in='));
    const sid = cookies.find((c) => c.startsWith('sid='));
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    // Same lifetime as the session.
    expect(/Expires=([^;]+)/.exec(hint!)?.[1]).toBe(/Expires=([^;]+)/.exec(sid!)?.[1]);
    const cookie = `${sid!.split(';')[0]}; signed_in=1`;
    const logout = await api.call('/v1/auth/logout', { method: 'POST', headers: { cookie } });
    expect(logout.headers.getSetCookie().find((c) => c.startsWith('signed_in='))).toMatch(
      /^signed_in=;.*Expires=Thu, 01 Jan 1970/,
    );
    // A hint whose session is gone is cleared by the session check; without a hint nothing is set.
    const stale = await api.call('/v1/auth/session', { headers: { cookie: 'sid=gone; signed_in=1' } });
    expect(stale.body).toEqual({ signedIn: false });
    expect(stale.headers.getSetCookie().find((c) => c.startsWith('signed_in='))).toMatch(/^signed_in=;/);
    const none = await api.call('/v1/auth/session');
    expect(none.headers.getSetCookie()).toEqual([]);
  });

  it('fails login with one generic message, whether or not the user exists', async () => {
    const wrong = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: 'wrong password' },
    });
    const unknown = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'wrong password' },
    });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: { code: 'invalid_credentials', message: LOGIN_FAILED } });
      expect(r.headers.get('set-cookie')).toBeNull();
    }
  });

  it('takes about the same time whether or not the user exists (argon2id runs either way)', async () => {
    const time = async (email: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        await api.call('/v1/auth/login', { method: 'POST', body: { email, password: 'wrong password' } });
        samples.push(performance.now() - t);
      }
      return samples.sort((a, b) => a - b)[2]!;
    };
    const known = await time(valid.email);
    const unknown = await time('nobody-at-all@example.com');
    // Both pay for one argon2id verification; without the dummy hash the unknown case would be ~10x faster.
    expect(unknown).toBeGreaterThan(known * 0.25);
    expect(known).toBeGreaterThan(unknown * 0.25);
  });

  it('validates the login body', async () => {
    const r = await api.call('/v1/auth/login', { method: 'POST', body: { email: 'x' } });
    expect(r.status).toBe(400);
    const e = expectErrorShape(r.body);
    expect(e.fields?.email).toBe(SIGNUP_MESSAGES.email);
    expect(e.fields?.password).toBe(SIGNUP_MESSAGES.passwordRequired);
  });

  it('answers 401 for /me without or with a bad session, and logs out', async () => {
    expect((await api.call('/v2/users/me')).status).toBe(401);
    const bad = await api.call('/v2/users/me', { headers: { cookie: 'sid=forged' } });
    expect(bad.status).toBe(401);
    expect(expectErrorShape(bad.body).code).toBe('not_signed_in');
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: valid.password },
    });
    const cookie = cookieOf(login.headers);
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(200);
    const out = await api.call('/v1/auth/logout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/sid=;/);
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(401);
  });
});

describe('password reset', () => {
  const latestToken = async (email: string) => {
    const r = await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`);
    const mail = r.body.messages.find((m: { subject: string }) => m.subject === 'Reset your password');
    return /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  };

  it('answers the same for known and unknown e-mails and mails a token only to real accounts', async () => {
    const known = await api.call('/v2/users/me/password/reset', {
      method: 'POST',
      body: { email: valid.email },
    });
    const unknown = await api.call('/v2/users/me/password/reset', {
      method: 'POST',
      body: { email: 'ghost@example.com' },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: RESET_ACCEPTED });
    expect(unknown.body).toEqual(known.body);
    expect(await latestToken(valid.email)).toBeTruthy();
    expect(await latestToken('ghost@example.com')).toBeUndefined();
  });

  it('sets a new password with the token once, and ends old sessions', async () => {
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: valid.password },
    });
    const oldCookie = cookieOf(login.headers);
    await api.call('/v2/users/me/password/reset', { method: 'POST', body: { email: valid.email } });
    const token = await latestToken(valid.email);
    const weak = await api.call('/v2/users/me/password/reset/confirm', {
      method: 'POST',
      body: { token, password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(expectErrorShape(weak.body).fields?.password).toBe(SIGNUP_MESSAGES.passwordMin);
    const ok = await api.call('/v2/users/me/password/reset/confirm', {
      method: 'POST',
      body: { token, password: 'new secret 42' },
    });
    expect(ok.status).toBe(204);
    expect((await api.call('/v2/users/me', { headers: { cookie: oldCookie } })).status).toBe(401);
    const reuse = await api.call('/v2/users/me/password/reset/confirm', {
      method: 'POST',
      body: { token, password: 'another one 42' },
    });
    expect(reuse.status).toBe(400);
    expect(expectErrorShape(reuse.body).message).toBe(RESET_INVALID);
    const oldPw = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: valid.password },
    });
    expect(oldPw.status).toBe(401);
    const newPw = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: valid.email, password: 'new secret 42' },
    });
    expect(newPw.status).toBe(200);
  });

  it('shows the outbox only to a client on this machine', async () => {
    const r = await api.call('/dev/outbox', { headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(r.status).toBe(404);
    expect((await api.call('/dev/outbox')).status).toBe(200);
  });

  it('rejects a made-up token and an invalid e-mail', async () => {
    const r = await api.call('/v2/users/me/password/reset/confirm', {
      method: 'POST',
      body: { token: 'made-up-token-value', password: 'new secret 42' },
    });
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).code).toBe('invalid_reset_token');
    const e = await api.call('/v2/users/me/password/reset', { method: 'POST', body: { email: 'nope' } });
    expect(e.status).toBe(400);
  });
});

describe('rate limits', () => {
  let limited: TestApi;
  beforeAll(async () => {
    const open = relaxedThrottleRules().login.subject;
    const perAddress = (limit: number) => ({
      address: { limit, windowSeconds: 60, blockSeconds: 60, maxBlockSeconds: 3600 },
      subject: open,
    });
    limited = await startTestApi({
      seed: false,
      throttle: { login: perAddress(3), signup: perAddress(2), reset: perAddress(2), contact: perAddress(2) },
    });
  });
  afterAll(async () => limited?.close());

  it.each([
    ['/v1/auth/login', { email: 'a@example.com', password: 'whatever1' }, 3],
    ['/v2/users', { email: 'bad' }, 2],
    ['/v2/users/me/password/reset', { email: 'a@example.com' }, 2],
    ['/v1/knowledge-article/booking-type/rent/contact', {}, 2],
  ])('%s allows %j %i times a minute, then 429', async (path, body, max) => {
    for (let i = 0; i < max; i++) {
      const r = await limited.call(path, { method: 'POST', body });
      expect(r.status).not.toBe(429);
    }
    const r = await limited.call(path, { method: 'POST', body });
    expect(r.status).toBe(429);
    expect(expectErrorShape(r.body).code).toBe('rate_limited');
    expect(r.headers.get('retry-after')).toBeTruthy();
  });
});
