// What the app-level tests share: the app mounted at an address through the mount contract (cleaned up
// after each test by src/test-setup.ts), and JSON answers for the stand-in fetch.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { mount } from './mount.tsx';

const mounted: Array<() => void> = [];

/** Unmounts what {@link mountAt} mounted and resets the document, the address and stubbed globals. */
export function cleanUpMounted(): void {
  for (const unmount of mounted.splice(0)) act(() => unmount());
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
}

/** A JSON answer of the stand-in API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Mounts the account app at `address` (e.g. '/account#/bookings') with the sample mount context. */
export async function mountAt(address: string, context = sampleContext({ app: 'account' })): Promise<void> {
  history.replaceState(null, '', address);
  const element = document.createElement('div');
  document.body.append(element);
  await act(async () => {
    mounted.push(await mount(element, context));
  });
}
