// The app through its mount contract in jsdom: the container's view picks the check-in or the check-out.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function start(view: string, locale = 'en-US') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ signedIn: false, user: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const element = document.createElement('div');
  document.body.append(element);
  let unmount!: () => void;
  await act(async () => {
    unmount = await mount(element, { ...sampleContext({ app: 'check-in', locale }), view });
  });
  return { element, unmount };
}

describe('check-in app', () => {
  it('shows the check-in on the check-in page', async () => {
    await start('check-in');
    // Signed out: the check-in's sign-in invitation.
    expect(await screen.findByRole('heading', { level: 2, name: 'Please sign in' })).toBeTruthy();
  });

  it('shows the return on the check-out page, in the page’s language', async () => {
    await start('check-out', 'de-DE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Fahrzeug zurückgeben' })).toBeTruthy();
  });
});
