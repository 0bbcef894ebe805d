// The account app through its mount contract in jsdom, the API answered by a stand-in fetch.
import { sampleContext, sampleMountContext } from '@rental/remote-apps';
import { sessionChangedEvent } from '@rental/remote-apps/session';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';

const mounted: Array<() => void> = [];

afterEach(() => {
  for (const unmount of mounted.splice(0)) act(() => unmount());
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Ada's profile as a password account has it. */
const adaProfile = {
  ...ada,
  phone: null,
  marketingConsent: false,
  marketingConsentAt: null,
  pendingEmail: null,
  hasPassword: true,
  linkedProviders: [] as string[],
  recentSocialSignIn: null as { provider: string; until: string } | null,
};

interface FakeOptions {
  /** Signed in from the start. */
  signedIn?: boolean;
  /** The profile's fields that differ from Ada's password account. */
  profile?: Partial<typeof adaProfile>;
}

/** A stand-in API: signed out until a login with Ada's password. */
function fakeApi(options: FakeOptions = {}) {
  let signedIn = options.signedIn ?? false;
  const calls: string[] = [];
  /** Bodies of the requests that sent one, by "METHOD path". */
  const bodies = new Map<string, unknown>();
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    if (text) bodies.set(`${request.method} ${path}`, JSON.parse(text));
    if (path.endsWith('/v1/auth/session'))
      return json(200, signedIn ? { signedIn: true, user: ada } : { signedIn: false });
    if (path.endsWith('/v1/auth/login')) {
      const body = (await request.json()) as { password: string };
      if (body.password !== 'right-password')
        return json(401, { error: { code: 'login_failed', message: 'no' } });
      signedIn = true;
      return json(200, { user: ada });
    }
    if (path.endsWith('/v1/auth/social/providers'))
      return json(200, {
        providers: [
          { id: 'google', name: 'Google' },
          { id: 'apple', name: 'Apple' },
        ],
      });
    if (path.endsWith('/v2/users/me/profile') && signedIn)
      return json(200, { profile: { ...adaProfile, ...options.profile } });
    if (path.endsWith('/v2/users/me/password') && signedIn) return new Response(null, { status: 204 });
    if (path.endsWith('/v2/users/me/profiles/private') && signedIn)
      return json(200, { privateProfile: { driverLicence: null, address: null, paymentPreference: null } });
    if (path.endsWith('/v1/config/addresstemplates'))
      return json(200, {
        countryCode: 'US',
        lines: [['street'], ['city', 'region', 'postcode'], ['country']],
        fields: [],
        postcodeExample: '10001',
        phonePrefix: '+1',
        countries: ['DE', 'US'],
      });
    if (path.endsWith('/v1/auth/logout')) {
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    return json(404, { error: { code: 'not_found', message: 'no' } });
  });
  return { fetch, calls, bodies };
}

async function start(
  hash: string,
  flags: Partial<ReturnType<typeof sampleMountContext>['market']['flags']> = {},
  options: FakeOptions & {
    locale?: string;
    view?: string;
    path?: string;
    navigate?: (url: string, options?: { replace?: boolean }) => void;
  } = {},
) {
  history.replaceState(null, '', `${options.path ?? '/account'}${hash}`);
  const api = fakeApi(options);
  vi.stubGlobal('fetch', api.fetch);
  const base = sampleMountContext();
  const element = document.createElement('div');
  document.body.append(element);
  let unmount!: () => void;
  await act(async () => {
    unmount = await mount(
      element,
      sampleContext({
        app: 'account',
        market: { ...base.market, flags: { ...base.market.flags, ...flags } },
        ...(options.locale ? { locale: options.locale, acceptLanguage: options.locale } : {}),
        ...(options.view ? { view: options.view } : {}),
        ...(options.navigate ? { navigate: options.navigate } : {}),
      }),
    );
  });
  mounted.push(unmount);
  return { element, unmount, api };
}

describe('account', () => {
  it('signed out: the sign-in form, and no request the browser would log as an error (issue 23)', async () => {
    const { api } = await start('#/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    const statuses = await Promise.all(api.fetch.mock.results.map(async (r) => (await r.value).status));
    expect(api.calls).toContain('GET /api/v1/auth/session');
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
  });

  it('signed out, a protected section shows the sign-in form and then itself after sign-in', async () => {
    const { api } = await start('#/profiles');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    const announced = vi.fn();
    window.addEventListener(sessionChangedEvent, announced);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The e-mail address or password is incorrect.',
    );
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Profiles' })).toBeTruthy();
    // The private profile: the account's details and the form of licence, address and payment.
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Home address' })).toBeTruthy();
    expect(location.hash).toBe('#/profiles');
    expect(announced).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Account settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(announced).toHaveBeenCalledTimes(2);
    window.removeEventListener(sessionChangedEvent, announced);
    expect(api.calls).toContain('POST /api/v1/auth/login');
    expect(api.calls).toContain('POST /api/v1/auth/logout');
  });

  it('goes on to the page that sent the customer to sign in, through sign-up too, and to nowhere else (issue 17)', async () => {
    const step = '/subscription#/offer/7/order/details';
    const navigate = vi.fn();
    await start(`#/login?return=${encodeURIComponent(step)}`, {}, { navigate });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    // The social providers and the sign-up link carry the address on.
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const back = `/account#/login?return=${encodeURIComponent(step)}`;
    expect(new URL(google.getAttribute('href')!, location.href).searchParams.get('returnTo')).toBe(back);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `#/sign-up?return=${encodeURIComponent(step)}`,
    );
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(step, { replace: true }));
  });

  it.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'signed in with the return address %s, stays on the account',
    async (raw) => {
      const navigate = vi.fn();
      await start(`#/login?return=${encodeURIComponent(raw)}`, {}, { signedIn: true, navigate });
      await vi.waitFor(() => expect(location.hash).toBe('#/account'));
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('offers social sign-in returning to the asked section, and says why the last attempt failed', async () => {
    await start('#/bookings?social=denied&provider=google');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(
      `/api/v1/auth/social/google/start?returnTo=${encodeURIComponent('/account#/bookings')}`,
    );
    expect(google.hasAttribute('data-astro-reload')).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Or continue with' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'You cancelled the sign-in with Google. Nothing has changed: sign in with your e-mail address, or try again.',
    );
  });

  it('asks for the password of an existing account to link a provider', async () => {
    await start('#/account?social=link&provider=apple');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Sign in with your password once to link Apple',
    );
  });

  it('shows no social sign-in where the market turns it off, and does not even ask the API', async () => {
    const { api } = await start('#/login', { enableSocialLogin: false });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
    expect(api.calls).not.toContain('GET /api/v1/auth/social/providers');
  });

  it('removes the tabs the market hides from the DOM, and their addresses show the account', async () => {
    await start('#/bookings', {
      hideAccountTabs: ['bookings', 'businessHub', 'profiles'],
      isManageBookingsHidden: true,
      isManageSubscriptionsHidden: false,
    });
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    const names = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(names).toEqual(['#/lost-and-found', '#/subscriptions', '#/account']);
    // #/bookings is hidden here: the account section (its sign-in, signed out) is shown instead.
    expect(screen.getByRole('link', { name: 'Account settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('checks sign-up fields as they are left, with one message per rule', async () => {
    await start('#/sign-up');
    const first = await screen.findByLabelText('First name');
    fireEvent.focus(first);
    fireEvent.blur(first);
    expect(await screen.findByText('This field cannot be left empty.')).toBeTruthy();
    const email = screen.getByLabelText('E-mail address');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: ' spaced-password' } });
    fireEvent.blur(password);
    expect(await screen.findByText("Your password can't start or end with a space.")).toBeTruthy();
  });

  it('follows Back and Forward between sections', async () => {
    await start('#/subscriptions');
    await screen.findByRole('heading', { name: 'Sign in' });
    await act(async () => {
      history.pushState(null, '', '/account#/sign-up');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    await act(async () => {
      history.replaceState(null, '', '/account#/manage-my-booking-info');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Manage booking' })).toBeTruthy();
  });

  it('introduces the page by the session: an invitation signed out, a welcome signed in (never "Sign in" then)', async () => {
    await start('#/profiles');
    const intro = () => document.querySelector('.account__intro')?.textContent;
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(intro()).toBe('Sign in, or create an account if you are new here.');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Profiles' });
    expect(intro()).toBe('Welcome back, Ada: you are signed in.');
    expect(document.body.textContent).not.toMatch(/Sign in,|Sign in to/);
    // The name is the customer's own text, isolated from the sentence's direction.
    expect(document.querySelector('.account__intro bdi')?.textContent).toBe('Ada');
  });

  it('speaks French on a French page', async () => {
    await start('#/account', {}, { signedIn: true, locale: 'fr-FR' });
    await screen.findByRole('heading', { name: 'Paramètres du compte' });
    expect(document.querySelector('.account__intro')?.textContent).toBe(
      'Bon retour parmi nous, Ada. Votre session est ouverte.',
    );
  });

  it('an account without a password sets one without the current one while its social sign-in is recent', async () => {
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    const { api } = await start(
      '#/account',
      {},
      {
        signedIn: true,
        profile: {
          hasPassword: false,
          linkedProviders: ['google'],
          recentSocialSignIn: { provider: 'google', until },
        },
      },
    );
    expect(
      await screen.findByText(/You sign in with Google\. Your account has no password yet/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Quiet-Harbour-2047' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText(
        'Your password has been set. You can now also sign in with your e-mail address and password.',
      ),
    ).toBeTruthy();
    expect(api.bodies.get('POST /api/v2/users/me/password')).toEqual({ newPassword: 'Quiet-Harbour-2047' });
    // From now on the account confirms changes with its password.
    expect(screen.getAllByLabelText('Current password').length).toBeGreaterThan(0);
  });

  it('an account without a password whose social sign-in is old signs in again with its provider first', async () => {
    await start(
      '#/account',
      {},
      {
        signedIn: true,
        profile: { hasPassword: false, linkedProviders: ['google'], recentSocialSignIn: null },
      },
    );
    const again = await screen.findAllByRole('link', { name: 'Sign in again with Google' });
    // One for the e-mail address, one for the password.
    expect(again).toHaveLength(2);
    expect(again[0]?.getAttribute('href')).toBe(
      `/api/v1/auth/social/google/start?returnTo=${encodeURIComponent('/account#/account')}&intent=reauthenticate`,
    );
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Delete your account for good?' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in again with Google' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Delete my account for good' })).toBeNull();
  });

  it('says so after signing in again with the provider', async () => {
    await start('#/account?social=reauthenticated&provider=google', {}, { signedIn: true });
    expect(
      await screen.findByText(/^You have signed in again with Google\. For the next 10 minutes/),
    ).toBeTruthy();
  });

  it('customer settings on a ride page: the settings without tabs, hash or page title (issue 18 §5)', async () => {
    const titles = vi.fn();
    document.addEventListener('remote-app:title', titles);
    try {
      const { element } = await start('#/rides/r1', {}, { signedIn: true, view: 'settings', path: '/ride' });
      expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Name and phone' })).toBeTruthy();
      // No account tabs: neither manage-bookings nor subscriptions is offered on ride pages (spec §6).
      expect(element.querySelector('nav')).toBeNull();
      expect(element.textContent).not.toMatch(/Manage booking|Subscriptions|My bookings/);
      // The hash is the ride app's there: the settings leave it as it is.
      expect(location.hash).toBe('#/rides/r1');
      expect(titles).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('remote-app:title', titles);
    }
  });

  it("customer settings signed out: the way to the account page's sign-in, no form of its own", async () => {
    const { element } = await start('', {}, { view: 'settings', path: '/ride' });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toMatch(/^\/account#\/login$/);
    expect(element.querySelector('form')).toBeNull();
    expect(location.hash).toBe('');
  });

  it('unmounts cleanly', async () => {
    const { element, unmount } = await start('#/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    act(() => unmount());
    mounted.pop();
    expect(element.childNodes).toHaveLength(0);
  });
});
