// The login app through its root and its mount contract in jsdom, the API answered by a stand-in fetch.
import { sampleContext } from '@rental/remote-apps';
import { announceSessionChange } from '@rental/remote-apps/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { mount } from './mount.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubSession(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );
}
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const signedIn = (firstName: string) =>
  answer({ signedIn: true, user: { id: '1', email: 'a@example.com', firstName, lastName: 'K' } });
const signedOut = () => answer({ signedIn: false });

describe('login app', () => {
  it('signed out: a "Sign in" entry that opens the account area’s login through the host', async () => {
    stubSession(signedOut());
    const navigate = vi.fn();
    render(<App context={sampleContext({ app: 'login', navigate })} />);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/account#/login');
    await act(async () => link.click());
    expect(navigate).toHaveBeenCalledWith('/account#/login');
  });

  it('signed in: the first name and a link to the account, in the page’s locale', async () => {
    stubSession(signedIn('Anna'));
    const context = sampleContext({ app: 'login', locale: 'de-AT' });
    render(
      <App
        context={{ ...context, market: { ...context.market, links: { account: '/account#/account' } } }}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Hallo, Anna, Mein Konto' });
    expect(link.getAttribute('href')).toBe('/account#/account');
    expect(link.textContent).toContain('A');
  });

  it('issue 14: a sign-in in another app of the page shows the first name without a reload', async () => {
    stubSession(signedOut());
    render(<App context={sampleContext({ app: 'login' })} />);
    await screen.findByRole('link', { name: 'Sign in' });
    stubSession(signedIn('Ada'));
    await act(async () => announceSessionChange());
    expect(await screen.findByRole('link', { name: /Ada/ })).toBeTruthy();
  });

  it.each([
    ['fr-FR', 'Se connecter'],
    ['it-IT', 'Accedi'],
    ['nl-BE', 'Aanmelden'],
    ['nl-NL', 'Inloggen'],
    ['de-CH', 'Anmelden'],
    ['es-ES', 'Iniciar sesión'],
    ['en-AU', 'Sign in'],
    ['cs-CZ', 'Sign in'],
    ['pt-BR', 'Entrar'],
    ['pl-PL', 'Zaloguj się'],
  ])('signed out in %s: %s (API absent)', async (locale, name) => {
    stubSession(new TypeError('Failed to fetch'));
    render(<App context={sampleContext({ app: 'login', locale })} />);
    await screen.findByRole('link', { name });
  });
});

describe('mount (the contract)', () => {
  it('adds its style sheet once, renders into the element, and the returned unmount empties it', async () => {
    stubSession(signedOut());
    const element = document.createElement('div');
    document.body.append(element);
    let unmount!: () => void;
    await act(async () => {
      unmount = await mount(element, sampleContext({ app: 'login' }));
    });
    await vi.waitFor(() => expect(element.querySelector('a')).not.toBeNull());
    expect(document.querySelectorAll('#login-styles')).toHaveLength(1);
    act(() => unmount());
    expect(element.childNodes).toHaveLength(0);
  });

  it('refuses a context of another contract version', () => {
    const element = document.createElement('div');
    expect(() => mount(element, { ...sampleContext({ app: 'login' }), contractVersion: 1 })).toThrow(
      /contract 1/,
    );
  });
});
