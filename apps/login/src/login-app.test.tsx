import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginApp } from './login-app.tsx';
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

describe('LoginApp', () => {
  it('signed out: a "Sign in" entry that opens the account area’s login through the host', async () => {
    stubSession(new Response('', { status: 401 }));
    const navigate = vi.fn();
    render(<LoginApp context={sampleContext({ app: 'login', navigate })} />);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/account/#/login');
    await act(async () => link.click());
    expect(navigate).toHaveBeenCalledWith('/account/#/login');
  });

  it('signed in: the first name and a link to the account, in the page language', async () => {
    stubSession(new Response(JSON.stringify({ firstName: 'Anna' }), { status: 200 }));
    render(
      <LoginApp
        context={sampleContext({
          app: 'login',
          language: 'de-AT',
          market: { ...sampleContext({ app: 'login' }).market, links: { account: '/account/#/account' } },
        })}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Hallo, Anna, Mein Konto' });
    expect(link.getAttribute('href')).toBe('/account/#/account');
    expect(link.textContent).toContain('A');
  });

  it.each([
    ['fr-FR', 'Se connecter'],
    ['it-IT', 'Accedi'],
    ['nl-BE', 'Aanmelden'],
    ['es-ES', 'Iniciar sesión'],
    ['en-AU', 'Sign in'],
    ['pt-BR', 'Sign in'],
  ])('signed out in %s: %s (API absent)', async (language, name) => {
    stubSession(new TypeError('Failed to fetch'));
    render(<LoginApp context={sampleContext({ app: 'login', language })} />);
    await screen.findByRole('link', { name });
  });
});

describe('mount (the contract)', () => {
  it('renders into the element and the returned unmount empties it', async () => {
    stubSession(new Response('', { status: 401 }));
    const element = document.createElement('div');
    document.body.append(element);
    let unmount!: () => void;
    await act(async () => {
      unmount = await mount(element, sampleContext({ app: 'login' }));
    });
    await vi.waitFor(() => expect(element.querySelector('a')).not.toBeNull());
    act(() => unmount());
    expect(element.childNodes).toHaveLength(0);
  });

  it('refuses a context of another contract version', () => {
    const element = document.createElement('div');
    expect(() => mount(element, { ...sampleContext({ app: 'login' }), contractVersion: 2 })).toThrow(
      /contract 2/,
    );
  });
});
