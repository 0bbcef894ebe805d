// The app through its mount contract in jsdom, the API answered by a stand-in fetch.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function start(locale = 'en-US') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ countryCode: 'US', market: { countryCode: 'US' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const element = document.createElement('div');
  document.body.append(element);
  let unmount!: () => void;
  await act(async () => {
    unmount = await mount(element, sampleContext({ app: 'plus', locale }));
  });
  return { element, unmount };
}

describe('plus', () => {
  it('shows the market from the mount context and the API’s answer', async () => {
    await start();
    expect(await screen.findByRole('heading', { name: 'Hello from plus' })).toBeTruthy();
    expect(await screen.findByText('The API sees you in US.')).toBeTruthy();
  });

  it('checks its form with its zod schema and names the field in the summary', async () => {
    await start();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your name: This field cannot be left empty.',
    );
  });

  it('unmounts cleanly', async () => {
    const { element, unmount } = await start();
    await screen.findByRole('heading', { name: 'Hello from plus' });
    act(() => unmount());
    expect(element.childNodes).toHaveLength(0);
  });
});
