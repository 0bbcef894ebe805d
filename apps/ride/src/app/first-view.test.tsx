// The booking view's static first view (ADR 014; not wired into the site yet): what the build would make,
// and the app taking over from what the visitor typed in it, with the focus where it was.

import { sampleContext } from '@rental/remote-apps';
import { clickedFirstViewAttribute, firstViewAttribute } from '@rental/remote-apps/react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerender } from './prerender.tsx';
import { type Api, FakeEventSource, fakeApi, start, unmountAll } from './test-support.ts';

let api: Api;

beforeEach(() => {
  // No hash, and no hashchange event arriving after the mount (which would count as a move in the app).
  history.replaceState(null, '', location.pathname);
  api = fakeApi();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  unmountAll();
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const context = (locale = 'de-DE') => sampleContext({ app: 'ride', view: 'booking', locale });

describe('prerender', () => {
  it('builds the booking form with its strings and styles', () => {
    const view = prerender(context());
    expect(view.html).toContain('Fahrt buchen');
    expect(view.html).toContain('id="ride-pickup"');
    expect(view.html).toContain('Preise anzeigen');
    expect(Object.keys(view.styles).sort()).toEqual(['rental-ui-styles', 'ride-styles']);
  });

  it('has no first view of the home and history views', () => {
    expect(() => prerender({ ...context(), view: 'home' })).toThrow(/booking view/);
  });

  it('takes over what the visitor typed, with the focus where it was', async () => {
    const element = document.createElement('div');
    element.innerHTML = prerender(context('en-US')).html;
    element.setAttribute(firstViewAttribute, '');
    document.body.append(element);
    const typed = element.querySelector<HTMLInputElement>('#ride-pickup')!;
    typed.value = 'Central';
    typed.focus();
    await start({ element });
    const pickup = await screen.findByRole('combobox', { name: 'Pickup' });
    expect(pickup).not.toBe(typed);
    expect((pickup as HTMLInputElement).value).toBe('Central');
    expect(document.activeElement).toBe(pickup);
    // What was typed is searched for; it counts once picked.
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/geosuggest'))?.query.get('query')).toBe('Central'),
    );
    await act(async () => undefined);
  });

  it('presses "See prices" when it was pressed in the static view, and says what is missing', async () => {
    const element = document.createElement('div');
    element.innerHTML = prerender(context('en-US')).html;
    element.setAttribute(firstViewAttribute, '');
    // The host recorded the press on the static button (first-view.ts recordClicks).
    element.setAttribute(clickedFirstViewAttribute, 'ride-see-prices');
    document.body.append(element);
    await start({ element });
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Pickup: Choose a pickup place from the list.');
    expect(api.calls.some((c) => c.path === '/api/v1/ride/quotes')).toBe(false);
  });
});
