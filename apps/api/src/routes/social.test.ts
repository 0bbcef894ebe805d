// Social sign-in over real HTTP against the local OpenID provider (ADR 008, issue 14 §4): the whole
// authorization-code flow with PKCE, state and nonce; a first sign-in creates the account, a later one
// signs in to it; a password account is linked only after its password; an unverified e-mail is never
// linked; forged, crossed, replayed and expired callbacks; declined consent; a provider that is down;
// the return path (no open redirect) and the market flag (never on the Land Rover site); an account
// without a password, which sets one, changes its e-mail or deletes itself within 10 minutes of a social
// sign-in, and otherwise signs in again through its provider first.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { loadConfig } from '../config.ts';
import { emailChanges, userIdentities, users } from '../db/schema.ts';
import { type DevOidcProvider, startDevOidcProvider } from '../social/dev-provider.ts';
import { createOidcClients, SocialSignInError } from '../social/oidc.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { PASSWORD_REQUIRED } from '../validation.ts';

const SITE = 'uk.localhost';
const callbackOf = (host: string, brand: string) => `http://${host}/api/v1/auth/social/${brand}/callback`;

let provider: DevOidcProvider;
let api: TestApi;
/** The API's clock runs this far ahead of the real one (sessions grow old without waiting). */
let clockOffsetMs = 0;
beforeAll(async () => {
  provider = await startDevOidcProvider({
    redirectUris: (brand) => [callbackOf(SITE, brand), callbackOf('jlr-de.localhost', brand)],
  });
  api = await startTestApi({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: {
      social: {
        google: provider.providers.google,
        // Apple points at a port nobody listens on: the provider is down.
        apple: { issuer: 'http://127.0.0.1:9/apple', clientId: 'rental-local', clientSecret: 'x'.repeat(32) },
      },
    },
  });
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
});

/** A browser's cookies for the provider (names are unique per brand, so paths can be ignored). */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const cookieNamed = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

/** Starts a flow on the API (as the browser's link does): the flow cookie and the provider's address. */
async function start(
  options: { brand?: string; host?: string; returnTo?: string; reauthenticate?: string } = {},
) {
  const { brand = 'google', host = SITE, returnTo = '/account#/bookings', reauthenticate } = options;
  const intent = reauthenticate === undefined ? '' : '&intent=reauthenticate';
  const res = await fetch(
    `${api.base}/v1/auth/social/${brand}/start?returnTo=${encodeURIComponent(returnTo)}${intent}`,
    {
      // Signing in again is started by the signed-in browser: its session cookie goes along.
      headers: { 'x-forwarded-host': host, ...(reauthenticate ? { cookie: reauthenticate } : {}) },
      redirect: 'manual',
    },
  );
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    flowCookie: cookieNamed(res, 'social_flow'),
  };
}

/** The customer at the provider's test page: signs in as `email` (or declines); returns the callback URL. */
async function atProvider(
  authorizeUrl: string,
  action: { email: string; verified?: boolean } | 'decline',
): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizeUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== provider.origin) return url;
    const res = await fetch(url, { headers: { cookie: jar.header }, redirect: 'manual' });
    jar.take(res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') ?? '', url);
      continue;
    }
    expect(res.status, await res.clone().text()).toBe(200);
    const page = await res.text();
    expect(page).toContain('<label for="email">');
    const form =
      action === 'decline'
        ? new URLSearchParams()
        : new URLSearchParams({
            email: action.email,
            given_name: 'Sam',
            family_name: 'Social',
            ...(action.verified === false ? {} : { email_verified: 'true' }),
          });
    const post = await fetch(new URL(`${url.pathname}/${action === 'decline' ? 'abort' : 'login'}`, url), {
      method: 'POST',
      headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    jar.take(post);
    expect(post.status).toBeGreaterThanOrEqual(300);
    url = new URL(post.headers.get('location') ?? '', url);
  }
  throw new Error('the provider never sent the browser back');
}

/** The provider's redirect arriving at the API's callback (through the site proxy, as its host). */
async function callback(url: URL, flowCookie: string | undefined, host = SITE, extraCookie?: string) {
  const cookie = [flowCookie, extraCookie].filter(Boolean).join('; ');
  const res = await fetch(`${api.base}${url.pathname.replace(/^\/api/, '')}${url.search}`, {
    headers: { 'x-forwarded-host': host, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    session: cookieNamed(res, 'sid'),
    linkCookie: cookieNamed(res, 'social_link'),
  };
}

async function signIn(email: string, options: { verified?: boolean; returnTo?: string } = {}) {
  const flow = await start({ returnTo: options.returnTo ?? '/account#/bookings' });
  expect(flow.status).toBe(303);
  const back = await atProvider(flow.location, { email, verified: options.verified ?? true });
  return callback(back, flow.flowCookie);
}

const me = async (session: string | undefined) =>
  (await api.call('/v2/users/me', { headers: { cookie: session ?? '' } })).body;
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

describe('which providers a site offers (spec §6)', () => {
  it('lists the configured providers on a market with enableSocialLogin', async () => {
    const r = await api.call('/v1/auth/social/providers', { headers: { 'x-forwarded-host': SITE } });
    expect(r.body.providers).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'apple', name: 'Apple' },
    ]);
  });

  it('offers none on the Land Rover site, nor on a host that is not one of our sites', async () => {
    for (const host of ['jlr-de.localhost', 'evil.example', '127.0.0.1']) {
      const r = await api.call('/v1/auth/social/providers', { headers: { 'x-forwarded-host': host } });
      expect(r.body.providers, host).toEqual([]);
    }
    const flow = await start({ host: 'jlr-de.localhost' });
    expect(flow.location).toBe('/account#/bookings?social=off&provider=google');
    expect(flow.flowCookie).toBeUndefined();
  });

  it('refuses an unknown provider', async () => {
    const r = await api.call('/v1/auth/social/facebook/start', { headers: { 'x-forwarded-host': SITE } });
    expect(r.status).toBe(400);
  });
});

describe('the authorization-code flow', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, and keeps them behind an HttpOnly cookie', async () => {
    const flow = await start();
    expect(flow.status).toBe(303);
    const url = new URL(flow.location);
    expect(url.origin).toBe(provider.origin);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf(SITE, 'google'));
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const res = await fetch(`${api.base}/v1/auth/social/google/start`, {
      headers: { 'x-forwarded-host': SITE },
      redirect: 'manual',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('social_flow='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/social/);
  });

  it('creates the account on a first sign-in, signs in to it later, and returns to the asked section', async () => {
    const email = unique('first');
    const first = await signIn(email, { returnTo: '/fr-be/account#/profiles' });
    expect(first.status).toBe(303);
    expect(first.location).toBe('/fr-be/account#/profiles');
    const user = (await me(first.session)).user;
    expect(user).toMatchObject({ email, firstName: 'Sam', lastName: 'Social' });

    const again = await signIn(email);
    expect(again.location).toBe('/account#/bookings');
    expect((await me(again.session)).user.id).toBe(user.id);
    const db = depsOf(api.app).db;
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
    // A social-only account has no password to guess: password sign-in fails like a wrong password.
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email, password: 'anything at all 1' },
    });
    expect(login.status).toBe(401);
  });

  it.each([
    ['https://evil.example/account#/bookings'],
    ['//evil.example/account'],
    ['/\\evil.example'],
    ['/help-center'],
  ])('returns to the account page, never to %s', async (returnTo) => {
    const r = await signIn(unique('return'), { returnTo });
    expect(r.status).toBe(303);
    expect(r.location).toBe('/account#/account');
    expect(r.session).toBeDefined();
  });
});

describe('refused callbacks: the customer is back on the sign-in form with the reason, and not signed in', () => {
  it('a changed state', async () => {
    const flow = await start();
    const back = await atProvider(flow.location, { email: unique('state') });
    back.searchParams.set('state', 'forged-state-value');
    const r = await callback(back, flow.flowCookie);
    expect(r.location).toBe('/account#/bookings?social=state&provider=google');
    expect(r.session).toBeUndefined();
  });

  it("another browser's callback (crossed flows: login CSRF)", async () => {
    const victim = await start();
    const attacker = await start();
    const attackersCallback = await atProvider(attacker.location, { email: unique('attacker') });
    const r = await callback(attackersCallback, victim.flowCookie);
    expect(r.location).toBe('/account#/bookings?social=state&provider=google');
    expect(r.session).toBeUndefined();
  });

  it('a callback without its flow (expired or never started) and a replayed one', async () => {
    const flow = await start();
    const back = await atProvider(flow.location, { email: unique('replay') });
    expect((await callback(back, undefined)).location).toBe(
      '/account#/account?social=expired&provider=google',
    );
    // The flow was not consumed by the cookie-less request: the real browser completes it once…
    const ok = await callback(back, flow.flowCookie);
    expect(ok.session).toBeDefined();
    // …and a replay of the same callback finds nothing.
    const replay = await callback(back, flow.flowCookie);
    expect(replay.location).toBe('/account#/account?social=expired&provider=google');
    expect(replay.session).toBeUndefined();
  });

  it('declined consent', async () => {
    const flow = await start({ returnTo: '/account#/subscriptions' });
    const back = await atProvider(flow.location, 'decline');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const r = await callback(back, flow.flowCookie);
    expect(r.location).toBe('/account#/subscriptions?social=denied&provider=google');
    expect(r.session).toBeUndefined();
  });

  it('a provider that is down', async () => {
    const flow = await start({ brand: 'apple' });
    expect(flow.location).toBe('/account#/bookings?social=unavailable&provider=apple');
    expect(flow.flowCookie).toBeUndefined();
  });

  it('an e-mail the provider does not vouch for creates no account', async () => {
    const email = unique('unverified');
    const r = await signIn(email, { verified: false });
    expect(r.location).toBe('/account#/bookings?social=unverified&provider=google');
    expect(r.session).toBeUndefined();
    expect(await depsOf(api.app).db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('an e-mail that already has a password account (issue 14 §4)', () => {
  const password = 'harbour lights 42';
  const signUp = async (email: string) => {
    const r = await api.call('/v2/users', {
      method: 'POST',
      body: { firstName: 'Pat', lastName: 'Password', email, password },
    });
    expect(r.status).toBe(201);
    return r.body.user.id as string;
  };
  const identitiesOf = (userId: string) =>
    depsOf(api.app).db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

  it('is never linked when the provider does not vouch for the e-mail', async () => {
    const email = unique('squat');
    const userId = await signUp(email);
    const r = await signIn(email, { verified: false });
    expect(r.location).toBe('/account#/bookings?social=unverified&provider=google');
    expect(r.session).toBeUndefined();
    expect(r.linkCookie).toBeUndefined();
    expect(await identitiesOf(userId)).toHaveLength(0);
  });

  it('is linked only after its password is given, then social sign-in opens it', async () => {
    const email = unique('link');
    const userId = await signUp(email);
    const r = await signIn(email);
    expect(r.location).toBe('/account#/bookings?social=link&provider=google');
    expect(r.session).toBeUndefined();
    expect(r.linkCookie).toBeDefined();
    expect(await identitiesOf(userId)).toHaveLength(0);

    const wrong = await api.call('/v1/auth/login', {
      method: 'POST',
      headers: { cookie: r.linkCookie ?? '' },
      body: { email, password: 'not the password 1' },
    });
    expect(wrong.status).toBe(401);
    expect(await identitiesOf(userId)).toHaveLength(0);

    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      headers: { cookie: r.linkCookie ?? '' },
      body: { email, password },
    });
    expect(login.status).toBe(200);
    expect(await identitiesOf(userId)).toMatchObject([{ provider: 'google', email }]);

    const social = await signIn(email);
    expect(social.location).toBe('/account#/bookings');
    expect((await me(social.session)).user.id).toBe(userId);
  });

  it("a pending link is not given to another account's password sign-in", async () => {
    const email = unique('owner');
    const ownerId = await signUp(email);
    const other = unique('other');
    await signUp(other);
    const r = await signIn(email);
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      headers: { cookie: r.linkCookie ?? '' },
      body: { email: other, password },
    });
    expect(login.status).toBe(200);
    const db = depsOf(api.app).db;
    expect(await identitiesOf(ownerId)).toHaveLength(0);
    expect(
      await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.email, email))),
    ).toHaveLength(0);
  });
});

describe('an account made by social sign-in has no password (issue 14)', () => {
  const send = (path: string, session: string | undefined, body: unknown, method = 'POST') =>
    api.call(path, { method, headers: { cookie: session ?? '' }, body });
  const profileOf = async (session: string | undefined) =>
    (await api.call('/v2/users/me/profile', { headers: { cookie: session ?? '' } })).body.profile;
  /** The API's clock this far ahead for the duration of `run`. */
  const later = async (minutes: number, run: () => Promise<void>) => {
    clockOffsetMs = minutes * 60_000;
    try {
      await run();
    } finally {
      clockOffsetMs = 0;
    }
  };
  /** Signs in again through the provider from the browser of `session`, as `email` at the provider. */
  const signInAgain = async (session: string | undefined, email: string) => {
    const flow = await start({ returnTo: '/account#/account', reauthenticate: session ?? '' });
    expect(flow.status).toBe(303);
    const back = await atProvider(flow.location, { email });
    return { authorize: new URL(flow.location), ...(await callback(back, flow.flowCookie, SITE, session)) };
  };

  it('sets its first password without a current one within 10 minutes of the social sign-in; other sessions end', async () => {
    const email = unique('set-password');
    const first = await signIn(email);
    const elsewhere = await signIn(email);
    const profile = await profileOf(first.session);
    expect(profile).toMatchObject({ hasPassword: false, linkedProviders: ['google'] });
    expect(profile.recentSocialSignIn.provider).toBe('google');
    const left = Date.parse(profile.recentSocialSignIn.until) - Date.now();
    expect(left).toBeGreaterThan(9 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);

    const set = await api.call('/v2/users/me/password', {
      method: 'POST',
      headers: { cookie: first.session ?? '' },
      body: { newPassword: 'Quiet-Harbour-2047' },
    });
    expect(set.status).toBe(204);
    const session = set.headers.get('set-cookie')?.split(';')[0];
    expect((await profileOf(session)).hasPassword).toBe(true);
    expect((await api.call('/v2/users/me', { headers: { cookie: elsewhere.session ?? '' } })).status).toBe(
      401,
    );
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email, password: 'Quiet-Harbour-2047' },
    });
    expect(login.status).toBe(200);
    // From now on the password is asked, as of any account that has one.
    const again = await send('/v2/users/me/password', session, { newPassword: 'Another-Harbour-2048' });
    expect(again.status).toBe(400);
    expect(expectErrorShape(again.body).fields?.currentPassword).toBe(PASSWORD_REQUIRED);
  });

  it('refuses a password, e-mail change or deletion once the sign-in is older than 10 minutes, naming the provider', async () => {
    const email = unique('old-session');
    const first = await signIn(email);
    await later(11, async () => {
      expect((await profileOf(first.session)).recentSocialSignIn).toBeNull();
      const attempts: [string, string, unknown][] = [
        ['POST', '/v2/users/me/password', { newPassword: 'Quiet-Harbour-2047' }],
        ['POST', '/v2/users/me/email', { newEmail: unique('new-address') }],
        // A password sent along proves nothing: the account has none.
        ['POST', '/v2/users/me/email', { newEmail: unique('new-address'), password: 'guess-1234' }],
        ['DELETE', '/v2/users/me', {}],
      ];
      for (const [method, path, body] of attempts) {
        const r = await send(path, first.session, body, method);
        expect(r.status, `${method} ${path}`).toBe(403);
        expect(expectErrorShape(r.body)).toMatchObject({
          code: 'reauthentication_required',
          message: 'For your security, sign in again with Google first.',
          details: { providers: ['google'] },
        });
      }
      // Nothing changed: still signed in, no password, no pending address, the account is there.
      const profile = await profileOf(first.session);
      expect(profile).toMatchObject({ email, hasPassword: false, pendingEmail: null });
    });
  });

  it('signs in again through its provider, then changes its e-mail address and deletes itself without a password', async () => {
    const email = unique('reauth');
    const first = await signIn(email);
    const userId = (await me(first.session)).user.id as string;
    await later(11, async () => {
      const again = await signInAgain(first.session, email);
      // The provider is asked to authenticate the customer afresh.
      expect(again.authorize.searchParams.get('prompt')).toBe('login');
      expect(again.authorize.searchParams.get('max_age')).toBe('0');
      expect(again.location).toBe('/account#/account?social=reauthenticated&provider=google');
      expect(again.session).toBeDefined();
      // A new session of the same account replaces the old one.
      expect((await me(again.session)).user.id).toBe(userId);
      expect((await api.call('/v2/users/me', { headers: { cookie: first.session ?? '' } })).status).toBe(401);
      expect((await profileOf(again.session)).recentSocialSignIn.provider).toBe('google');

      const newEmail = unique('reauth-new');
      const change = await send('/v2/users/me/email', again.session, { newEmail });
      expect(change.status).toBe(202);
      const db = depsOf(api.app).db;
      expect(await db.select().from(emailChanges).where(eq(emailChanges.userId, userId))).toMatchObject([
        { newEmail },
      ]);
      const deleted = await send('/v2/users/me', again.session, {}, 'DELETE');
      expect(deleted.status).toBe(204);
      expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
      expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, userId))).toHaveLength(0);
    });
  });

  it('signing in again as another provider account, or with a provider not linked, changes nothing', async () => {
    const email = unique('owner');
    const first = await signIn(email);
    const userId = (await me(first.session)).user.id as string;
    await later(11, async () => {
      const stranger = unique('stranger');
      const other = await signInAgain(first.session, stranger);
      expect(other.location).toBe('/account#/account?social=other-account&provider=google');
      expect(other.session).toBeUndefined();
      // No account was made for the other address, and this browser is still the same account's.
      const db = depsOf(api.app).db;
      expect(await db.select().from(users).where(eq(users.email, stranger))).toHaveLength(0);
      expect((await me(first.session)).user.id).toBe(userId);
      expect((await profileOf(first.session)).recentSocialSignIn).toBeNull();
      // Apple is not linked to this account: refused before the provider is even asked.
      const apple = await start({
        brand: 'apple',
        returnTo: '/account#/account',
        reauthenticate: first.session,
      });
      expect(apple.location).toBe('/account#/account?social=other-account&provider=apple');
      expect(apple.flowCookie).toBeUndefined();
    });
  });

  it('signing in again after this browser signed out meanwhile changes nothing (expired)', async () => {
    const email = unique('signed-out');
    const first = await signIn(email);
    const flow = await start({ returnTo: '/account#/account', reauthenticate: first.session ?? '' });
    await api.call('/v1/auth/logout', { method: 'POST', headers: { cookie: first.session ?? '' } });
    const back = await atProvider(flow.location, { email });
    const r = await callback(back, flow.flowCookie, SITE, first.session);
    expect(r.location).toBe('/account#/account?social=expired&provider=google');
    expect(r.session).toBeUndefined();
  });

  it('a password account still confirms with its password', async () => {
    const email = unique('has-password');
    const signUp = await api.call('/v2/users', {
      method: 'POST',
      body: { firstName: 'Pat', lastName: 'Password', email, password: 'harbour lights 42' },
    });
    const session = signUp.headers.get('set-cookie')?.split(';')[0];
    expect(await profileOf(session)).toMatchObject({
      hasPassword: true,
      linkedProviders: [],
      recentSocialSignIn: null,
    });
    const attempts: [string, string, unknown, string][] = [
      ['POST', '/v2/users/me/password', { newPassword: 'Quiet-Harbour-2047' }, 'currentPassword'],
      ['POST', '/v2/users/me/email', { newEmail: unique('pw-new') }, 'password'],
      ['DELETE', '/v2/users/me', {}, 'password'],
    ];
    for (const [method, path, body, field] of attempts) {
      const r = await send(path, session, body, method);
      expect(r.status, `${method} ${path}`).toBe(400);
      expect(expectErrorShape(r.body).fields?.[field], `${method} ${path}`).toBe(PASSWORD_REQUIRED);
    }
    expect((await profileOf(session)).email).toBe(email);
  });
});

describe('the ID token checks (openid-client against the local provider)', () => {
  const clients = () => createOidcClients({ google: provider.providers.google }, { allowHttp: true });
  const outcomeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (err: unknown) => (err instanceof SocialSignInError ? err.outcome : `unexpected ${String(err)}`),
    );

  it('refuses a nonce other than the one sent, a wrong PKCE verifier and a used code', async () => {
    const oidc = clients();
    const redirect = callbackOf(SITE, 'google');
    const runs = await Promise.all(
      [0, 1].map(async () => {
        const started = await oidc.start('google', redirect);
        return { ...started, back: await atProvider(started.url.href, { email: unique('nonce') }) };
      }),
    );
    const [a, b] = runs as [(typeof runs)[0], (typeof runs)[0]];
    expect(await outcomeOf(oidc.finish('google', a.back, { ...a.checks, nonce: b.checks.nonce }))).toBe(
      'failed',
    );
    expect(
      await outcomeOf(oidc.finish('google', b.back, { ...b.checks, codeVerifier: a.checks.codeVerifier })),
    ).toBe('failed');
    // The two codes were spent by the refused exchanges: single use.
    expect(await outcomeOf(oidc.finish('google', a.back, a.checks))).toBe('failed');
  });

  it('reports a provider that stops answering between start and callback as unavailable', async () => {
    const own = await startDevOidcProvider({ redirectUris: (brand) => [callbackOf(SITE, brand)] });
    const oidc = createOidcClients({ google: own.providers.google }, { allowHttp: true });
    const started = await oidc.start('google', callbackOf(SITE, 'google'));
    const saved = provider;
    provider = own;
    const back = await atProvider(started.url.href, { email: unique('down') }).finally(() => {
      provider = saved;
    });
    await own.close();
    expect(await outcomeOf(oidc.finish('google', back, started.checks))).toBe('unavailable');
  });

  it('refuses http issuers unless allowed (production)', async () => {
    const oidc = createOidcClients({ google: provider.providers.google }, { allowHttp: false });
    expect(await outcomeOf(oidc.start('google', callbackOf(SITE, 'google')))).not.toBe('accepted');
  });
});

describe('the local provider', () => {
  it('never runs with NODE_ENV=production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startDevOidcProvider({ redirectUris: () => [] })).rejects.toThrow(
        /never runs with NODE_ENV=production/,
      );
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
  });
});

describe('provider configuration (validated at start)', () => {
  it('takes a provider when its issuer, client id and secret are all set', () => {
    const c = loadConfig({
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'client-1.apps.example',
      OIDC_GOOGLE_CLIENT_SECRET: 's'.repeat(24),
    });
    expect(c.social).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'client-1.apps.example',
        clientSecret: 's'.repeat(24),
      },
    });
    expect(loadConfig({}).social).toEqual({});
  });

  it('stops the start on a partial provider, a bad issuer, a short secret, or http in production', () => {
    expect(() => loadConfig({ OIDC_APPLE_ISSUER: 'https://appleid.apple.com' })).toThrow(
      /OIDC_APPLE_\*: set OIDC_APPLE_ISSUER, OIDC_APPLE_CLIENT_ID and OIDC_APPLE_CLIENT_SECRET together/,
    );
    expect(() =>
      loadConfig({
        OIDC_GOOGLE_ISSUER: 'accounts.google.com',
        OIDC_GOOGLE_CLIENT_ID: 'a',
        OIDC_GOOGLE_CLIENT_SECRET: 's'.repeat(20),
      }),
    ).toThrow(/OIDC_GOOGLE_ISSUER: must be the issuer URL/);
    expect(() =>
      loadConfig({
        OIDC_GOOGLE_ISSUER: 'https://a.example',
        OIDC_GOOGLE_CLIENT_ID: 'a',
        OIDC_GOOGLE_CLIENT_SECRET: 'short',
      }),
    ).toThrow(/OIDC_GOOGLE_CLIENT_SECRET: must be the client secret/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example:587',
        OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4325/google',
        OIDC_GOOGLE_CLIENT_ID: 'a',
        OIDC_GOOGLE_CLIENT_SECRET: 's'.repeat(20),
      }),
    ).toThrow(/OIDC_GOOGLE_ISSUER: must be https with NODE_ENV=production/);
  });
});
