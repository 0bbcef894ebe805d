// What the app-level tests share: the app mounted at an address through the mount contract, cleaned up
// after each test, and JSON answers for the stand-in fetch.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mount } from './mount.tsx';

const mounted: Array<() => void> = [];

afterEach(() => {
  for (const unmount of mounted.splice(0)) act(() => unmount());
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
  signedInHint(false);
});

/**
 * The API's readable signed-in hint cookie, as a sign-in sets it and a sign-out or a 401 clears it: the
 * app asks for the session only when it is there (issue 23). A stand-in API that signs in sets it.
 */
export function signedInHint(on: boolean): void {
  document.cookie = on ? 'signed_in=1; path=/' : 'signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
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
