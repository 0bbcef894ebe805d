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

/** A stand-in API: signed out until a login with Ada's password. */
function fakeApi() {
  let signedIn = false;
  const calls: string[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path.endsWith('/v2/users/me'))
      return signedIn
        ? json(200, { user: ada })
        : json(401, { error: { code: 'not_signed_in', message: 'no' } });
    if (path.endsWith('/v1/auth/login')) {
      const body = (await request.json()) as { password: string };
      if (body.password !== 'right-password')
        return json(401, { error: { code: 'login_failed', message: 'no' } });
      signedIn = true;
      return json(200, { user: ada });
    }
    if (path.endsWith('/v1/auth/logout')) {
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    return json(404, { error: { code: 'not_found', message: 'no' } });
  });
  return { fetch, calls };
}

async function start(
  hash: string,
  flags: Partial<ReturnType<typeof sampleMountContext>['market']['flags']> = {},
) {
  history.replaceState(null, '', `/account${hash}`);
  const api = fakeApi();
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
      }),
    );
  });
  mounted.push(unmount);
  return { element, unmount, api };
}

describe('account', () => {
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
    expect(screen.getByText('ada@example.com')).toBeTruthy();
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

  it('removes the tabs the market hides from the DOM, and their addresses show the account', async () => {
    await start('#/bookings', {
      hideAccountTabs: ['bookings', 'profiles'],
      isManageBookingsHidden: true,
      isManageSubscriptionsHidden: false,
    });
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    const names = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(names).toEqual(['#/subscriptions', '#/account']);
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

  it('unmounts cleanly', async () => {
    const { element, unmount } = await start('#/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    act(() => unmount());
    mounted.pop();
    expect(element.childNodes).toHaveLength(0);
  });
});
