// @vitest-environment jsdom
// The account page's static first view (issue 16): the signed-out sign-in as the build makes it, and the
// app taking over from what the visitor typed there, in one commit, with the focus and caret in place.
import { findSiteLanguage } from '@rental/markets';
import { type AppContext, buildMountContext, fixedExperiments } from '@rental/remote-apps';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';
import { prerender } from './prerender.tsx';

/** The account view's context on a real site language, as the site builds it. */
const context = (siteId = 'de', locale = 'de-DE'): AppContext => {
  const lang = findSiteLanguage(siteId, locale);
  if (!lang) throw new Error(`no ${siteId} ${locale}`);
  return {
    ...buildMountContext({ profile: lang.profile, fallbackText: 'Nicht geladen.' }),
    app: 'account',
    version: '',
    view: 'account',
    experimentClientIds: {},
    experiments: fixedExperiments(),
    navigate: vi.fn(),
  };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

/** The container with the first view in it, as the page has it. */
function page(ctx: AppContext, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('div');
  element.id = 'account-container';
  element.setAttribute('data-first-view', '');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = prerender(ctx).html;
  document.body.append(element);
  return element;
}

describe('prerender', () => {
  it('builds the signed-out account page: introduction, tabs and the sign-in form, in the page language', () => {
    const view = prerender(context());
    expect(view.html).toContain('Anmelden');
    expect(view.html).toContain('id="sign-in-email"');
    expect(view.html).toContain('id="sign-in-password"');
    expect(view.html).toMatch(/<nav[^>]*class="account__nav"/);
    expect(view.routes).toEqual(['#/account']);
    expect(view.signedOut).toBe(true);
    expect(Object.keys(view.styles).sort()).toEqual(['account-styles', 'rental-ui-styles']);
  });

  it('has nothing that submits: no submit button (Enter sends nothing), no social buttons before the API says', () => {
    const { html } = prerender(context('com', 'en-US'));
    expect(html).not.toMatch(/type="submit"/);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Sign in<\/button>/);
    expect(html).not.toMatch(/Google|Apple|Facebook/);
  });

  it('speaks Arabic on Arabic pages', () => {
    const { html } = prerender(context('sa', 'ar-SA'));
    expect(html).toMatch(/[\u0600-\u06ff]/);
  });

  it('has no first view of other views', () => {
    expect(() => prerender({ ...context(), view: 'settings' })).toThrow(/account view/);
  });
});

describe('taking over the first view', () => {
  it('carries on with what the visitor typed, the focus and the caret, with no loading line in between', async () => {
    // The API does not answer yet: the form must not wait for it.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const element = page(context());
    const staticEmail = element.querySelector<HTMLInputElement>('#sign-in-email')!;
    staticEmail.value = 'ada@example.com';
    const staticPassword = element.querySelector<HTMLInputElement>('#sign-in-password')!;
    staticPassword.focus();
    staticPassword.value = 'secret-pass';
    staticPassword.setSelectionRange(3, 3);
    let unmount!: () => void;
    await act(async () => {
      unmount = await mount(element, context());
    });
    try {
      expect(element.hasAttribute('data-first-view')).toBe(false);
      expect(element.textContent).not.toContain('Wird geladen');
      const email = element.querySelector<HTMLInputElement>('#sign-in-email')!;
      const password = element.querySelector<HTMLInputElement>('#sign-in-password')!;
      expect(email).not.toBe(staticEmail);
      expect(email.value).toBe('ada@example.com');
      expect(password.value).toBe('secret-pass');
      expect(document.activeElement).toBe(password);
      expect([password.selectionStart, password.selectionEnd]).toEqual([3, 3]);
      // Live, the form submits.
      expect(element.querySelector('button[type="submit"]')).not.toBeNull();
    } finally {
      act(() => unmount());
    }
  });

  it('"Sign in" pressed while the app was on its way is sent as it takes over, once', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const path = new URL(request.url).pathname;
      calls.push({ path, body: request.method === 'POST' ? await request.clone().json() : undefined });
      if (path.endsWith('/v1/auth/login'))
        return json(401, { error: { code: 'login_failed', message: 'no' } });
      if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: false });
      return new Promise(() => {});
    });
    const element = page(context());
    element.querySelector<HTMLInputElement>('#sign-in-email')!.value = 'ada@example.com';
    element.querySelector<HTMLInputElement>('#sign-in-password')!.value = 'wrong-pass';
    // The host recorded the click on the static button (first-view.ts recordClicks).
    element.setAttribute('data-first-view-clicked', 'sign-in-submit');
    let unmount!: () => void;
    await act(async () => {
      unmount = await mount(element, context());
    });
    try {
      await vi.waitFor(() =>
        expect(calls.filter((c) => c.path.endsWith('/v1/auth/login'))).toEqual([
          { path: '/api/v1/auth/login', body: { email: 'ada@example.com', password: 'wrong-pass' } },
        ]),
      );
      expect(element.hasAttribute('data-first-view-clicked')).toBe(false);
      await vi.waitFor(() => expect(element.querySelector('[role="alert"], .ui-notice')).not.toBeNull());
    } finally {
      act(() => unmount());
    }
  });

  it('a stale first view (the visitor may be signed in) is not taken for signed out: the session decides', async () => {
    const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', createdAt: '' };
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      if (url.endsWith('/v1/auth/session')) {
        await answered;
        return json(200, { signedIn: true, user: ada });
      }
      return new Promise(() => {});
    });
    const element = page(context(), { 'data-first-view-stale': '' });
    let unmount!: () => void;
    await act(async () => {
      unmount = await mount(element, context());
    });
    try {
      expect(element.hasAttribute('data-first-view-stale')).toBe(false);
      // Until the API answers, the loading line: never the sign-in form of a signed-out guess.
      expect(element.querySelector('#sign-in-email')).toBeNull();
      expect(element.textContent).toContain('Wird geladen');
      await act(async () => answer());
      await vi.waitFor(() => expect(element.textContent).toContain('Ada'));
      expect(element.querySelector('#sign-in-email')).toBeNull();
    } finally {
      act(() => unmount());
    }
  });
});
