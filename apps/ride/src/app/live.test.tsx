// "Where is my ride" through the mount contract: the ride loaded, then live from its event stream
// through every status (each announced politely), the driver's dot following the stream, a dropped
// connection and the way back, the cancel with its confirmation, the scheduled ride and the receipt.
import { axeViolations } from '@rental/ui/axe';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RideStatus } from '../shared/ride-types.ts';
import { type Api, FakeEventSource, fakeApi, ride, start, unmountAll } from './test-support.ts';

let api: Api;

beforeEach(() => {
  window.location.hash = '#/rides/ride-1';
  FakeEventSource.instances = [];
  api = fakeApi();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  unmountAll();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
  window.location.hash = '';
});

const statusText = () => document.querySelector('.ride__status')?.textContent ?? '';

describe('live ride', () => {
  it('follows the ride through every status, announcing each change', async () => {
    const { element } = await start();
    expect(await screen.findByRole('heading', { name: 'Ride R-7K3M9Q' })).toBeTruthy();
    const region = document.querySelector('.ride__status')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(statusText()).toBe('We are finding a driver for you.');
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/v1/ride/rides/ride-1/events');
    const steps: [RideStatus, string][] = [
      ['driver-assigned', 'Sam Driver will pick you up.'],
      ['on-the-way', 'Sam Driver is on the way and arrives in 4 minutes.'],
      ['arrived', 'Sam Driver has arrived at the pickup point.'],
      ['on-board', 'You are on your way. Arrival in about 30 minutes.'],
    ];
    for (const [next, text] of steps) {
      source.send(ride(next));
      expect(statusText()).toBe(text);
      expect(
        screen.getByRole('list', { name: 'Progress of your ride' }).querySelector('[aria-current="step"]')
          ?.textContent,
      ).toContain(
        {
          'driver-assigned': 'Driver assigned',
          'on-the-way': 'On the way',
          arrived: 'Arrived',
          'on-board': 'On board',
        }[next as 'arrived'],
      );
    }
    const driver = screen.getByRole('region', { name: 'Your driver' });
    expect(driver.textContent).toContain('Sam Driver');
    expect(driver.textContent).toContain('NY 4821');
    expect(driver.textContent).toContain('Rating 4.9 of 5');
    expect(await axeViolations(element)).toEqual([]);
    // The driver's dot moves with the streamed position.
    const dot = () => element.querySelector('[data-marker="driver"]')!;
    const before = [dot().getAttribute('cx'), dot().getAttribute('cy')];
    source.send(ride('on-board', { position: { lat: 40.66, lng: -73.8 } }));
    expect([dot().getAttribute('cx'), dot().getAttribute('cy')]).not.toEqual(before);
    expect(screen.getByRole('img', { name: /Route from Central Station to JFK Airport/ })).toBeTruthy();
    // Finished: the stream is closed, the receipt and "Book again" show.
    source.send(ride('finished', { cancellable: false }));
    expect(statusText()).toBe('You have arrived. Thank you for riding with us.');
    expect(source.closed).toBe(true);
    const receipt = await screen.findByRole('region', { name: 'Receipt RC-1001' });
    expect(within(receipt).getByRole('row', { name: /Base fare/ }).textContent).toContain('$3.50');
    expect(within(receipt).getByRole('row', { name: /Included VAT/ }).textContent).toContain('$3.46');
    expect(within(receipt).getByRole('row', { name: /Total/ }).textContent).toContain('$42.50');
    const again = screen.getByRole('link', { name: 'Book again' });
    expect(again.getAttribute('href')).toMatch(
      /^#\/book\?from=40\.7527%2C-73\.9772&fromLabel=Central\+Station/,
    );
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).toBeNull();
    expect(await axeViolations(element)).toEqual([]);
  });

  it('says it is reconnecting when the connection drops, and is current again after', async () => {
    await start();
    await screen.findByRole('heading', { name: 'Ride R-7K3M9Q' });
    const source = FakeEventSource.latest();
    source.open();
    source.drop(0);
    const note = screen.getByText('Connection lost. Reconnecting…');
    expect(note.getAttribute('aria-live')).toBe('polite');
    // The browser reconnected; the server sends the current state at once.
    source.send(ride('on-the-way'));
    expect(screen.queryByText('Connection lost. Reconnecting…')).toBeNull();
    expect(statusText()).toBe('Sam Driver is on the way and arrives in 4 minutes.');
  });

  it('makes a new source, after a delay, when the browser gave up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await start();
    await screen.findByRole('heading', { name: 'Ride R-7K3M9Q' });
    const first = FakeEventSource.latest();
    first.drop(2);
    expect(first.closed).toBe(true);
    expect(screen.getByText('Connection lost. Reconnecting…')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    const second = FakeEventSource.latest();
    // Failing again waits longer (2 s).
    second.drop(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    const third = FakeEventSource.latest();
    expect(FakeEventSource.instances).toHaveLength(3);
    third.send(ride('arrived'));
    expect(screen.queryByText('Connection lost. Reconnecting…')).toBeNull();
    expect(statusText()).toBe('Sam Driver has arrived at the pickup point.');
  });

  it('cancels before pickup after a confirmation', async () => {
    api.ride = ride('driver-assigned');
    const changed = vi.fn();
    window.addEventListener('ride:changed', changed);
    await start();
    await screen.findByRole('heading', { name: 'Ride R-7K3M9Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel ride' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this ride?' });
    expect(api.calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the ride' }));
    expect(await screen.findByText('This ride is cancelled. Nothing will be charged.')).toBeTruthy();
    expect(statusText()).toBe('This ride is cancelled.');
    expect(api.calls.filter((c) => c.path === '/api/v1/ride/rides/ride-1/cancel')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The stream closes as the cancelled state commits: after the message shows, under load a tick later.
    await vi.waitFor(() => expect(FakeEventSource.latest().closed).toBe(true));
    expect(changed).toHaveBeenCalled();
    window.removeEventListener('ride:changed', changed);
  });

  it('says when a cancel is too late', async () => {
    api.ride = ride('arrived');
    api.cancel = () => ({ status: 409, body: { error: { code: 'not_cancellable', message: 'On board.' } } });
    await start();
    await screen.findByRole('heading', { name: 'Ride R-7K3M9Q' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel ride' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the ride' }));
    expect(await within(dialog).findByText('This ride can no longer be cancelled.')).toBeTruthy();
  });

  it('shows a ride booked for later with its time in the market’s clock', async () => {
    api.ride = ride('scheduled', { pickupAt: '2026-12-01T21:30' });
    await start();
    expect(await screen.findByText(/Your ride is booked for December 1, 2026, 9:30 PM\./)).toBeTruthy();
  });

  it('signed out, offers the sign-in in place of the ride', async () => {
    api.signedIn = false;
    await start();
    expect(await screen.findByRole('heading', { name: 'Your ride' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('a ride that is not the customer’s is not found, with a way back to booking', async () => {
    window.location.hash = '#/rides/other';
    await start();
    expect(await screen.findByRole('heading', { name: 'Ride not available' })).toBeTruthy();
    expect(screen.getByText('We could not find this ride.')).toBeTruthy();
  });
});
