// The home and history views through the mount contract: the two mounts of the ride page (booking and
// home) working together (rebook fills the form that is already there), the session followed across the
// page, the history signed out, empty and with rides, and the Arabic page laid out right to left.
import { axeViolations } from '@rental/ui/axe';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Api, FakeEventSource, fakeApi, places, ride, start, unmountAll } from './test-support.ts';

let api: Api;

beforeEach(() => {
  window.location.hash = '';
  FakeEventSource.instances = [];
  api = fakeApi();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  unmountAll();
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  window.location.hash = '';
});

const finished = ride('finished', {
  id: 'ride-0',
  number: 'R-OLD111',
  bookedAt: '2026-11-20T08:00:00Z',
  cancellable: false,
});
const upcoming = ride('scheduled', {
  id: 'ride-2',
  number: 'R-NEXT22',
  pickupAt: '2026-12-02T07:15',
  bookedAt: '2026-11-28T09:00:00Z',
});

describe('home', () => {
  it('lists upcoming and recent rides, and rebook fills the booking form already on the page', async () => {
    api.rides = { upcoming: [upcoming], past: [finished], all: [upcoming, finished] };
    const booking = document.createElement('div');
    const home = document.createElement('div');
    document.body.append(booking, home);
    await start({ view: 'booking', element: booking });
    await start({ view: 'home', element: home });
    await within(booking).findByRole('heading', { name: 'Book a ride' });
    const upcomingList = await within(home).findByRole('list', { name: 'Upcoming' });
    expect(upcomingList.textContent).toContain('Scheduled');
    expect(upcomingList.textContent).toContain('December 2, 2026, 7:15 AM');
    expect(upcomingList.textContent).toContain('Central Station');
    expect(upcomingList.textContent).toContain('$42.50');
    const recent = within(home).getByRole('list', { name: 'Recent' });
    expect(within(recent).getByRole('link', { name: 'Receipt of ride R-OLD111' }).getAttribute('href')).toBe(
      '#/rides/ride-0',
    );
    expect(await axeViolations(home)).toEqual([]);
    // Something entered in the form stays when the places are filled in.
    fireEvent.click(within(booking).getByRole('button', { name: 'One passenger more' }));
    fireEvent.click(within(recent).getByRole('link', { name: 'Book ride R-OLD111 again' }));
    await waitFor(() =>
      expect((within(booking).getByRole('combobox', { name: 'Pickup' }) as HTMLInputElement).value).toBe(
        places.station.label,
      ),
    );
    expect((within(booking).getByRole('combobox', { name: 'Destination' }) as HTMLInputElement).value).toBe(
      places.airport.label,
    );
    expect(
      within(booking).getByRole('group', { name: 'Passengers' }).querySelector('output')?.textContent,
    ).toBe('2');
    // The places count as chosen: prices can be asked at once.
    fireEvent.click(within(booking).getByRole('button', { name: 'See prices' }));
    await within(booking).findByRole('radio', { name: /Economy/ });
    expect(api.calls.find((c) => c.path === '/api/v1/ride/quotes')?.body).toMatchObject({
      pickup: places.station,
      destination: places.airport,
      passengers: 2,
    });
    // Opening a ride of the list shows it in the booking container.
    api.ride = finished;
    fireEvent.click(within(recent).getByRole('link', { name: 'Receipt of ride R-OLD111' }));
    expect(await within(booking).findByRole('heading', { name: 'Ride R-OLD111' })).toBeTruthy();
    expect(await within(booking).findByRole('region', { name: 'Receipt RC-1001' })).toBeTruthy();
    // The home stays the home.
    expect(within(home).getByRole('heading', { name: 'Your rides' })).toBeTruthy();
  });

  it('signed out, introduces the service and signs in; follows a sign-in elsewhere on the page', async () => {
    api.signedIn = false;
    const { element } = await start({ view: 'home' });
    expect(await screen.findByText(/Book a ride at a fixed price/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeTruthy();
    expect(await axeViolations(element)).toEqual([]);
    api.signedIn = true;
    act(() => {
      window.dispatchEvent(new Event('remote-app:session-changed'));
    });
    expect(await screen.findByText('No upcoming rides.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sign in' })).toBeNull();
  });

  it('reads the rides again when the booking form booked one', async () => {
    await start({ view: 'home' });
    expect(await screen.findByText('No upcoming rides.')).toBeTruthy();
    api.rides = { ...api.rides, upcoming: [upcoming] };
    act(() => {
      window.dispatchEvent(new Event('ride:changed'));
    });
    expect(await screen.findByRole('link', { name: 'Open ride R-NEXT22' })).toBeTruthy();
  });
});

describe('history', () => {
  it('signed out, offers the inline sign-in and shows the rides once signed in', async () => {
    api.signedIn = false;
    api.rides = { upcoming: [], past: [finished], all: [finished, upcoming] };
    const { element } = await start({ view: 'history' });
    expect(await screen.findByRole('heading', { name: 'Your rides' })).toBeTruthy();
    const signIn = screen.getByRole('region', { name: 'Sign in' });
    expect(await axeViolations(element)).toEqual([]);
    fireEvent.change(within(signIn).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(within(signIn).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    const list = await screen.findByRole('list', { name: 'Your rides' });
    // Newest first.
    const links = within(list)
      .getAllByRole('link', { name: /^(Open|Receipt)/ })
      .map((a) => a.textContent);
    expect(links).toEqual(['Open ride R-NEXT22', 'Receipt of ride R-OLD111']);
    // Rebook from the history leads to the ride page.
    expect(within(list).getAllByRole('link', { name: /again/ })[0]!.getAttribute('href')).toMatch(
      /^\/ride#\/book\?/,
    );
    expect(await axeViolations(element)).toEqual([]);
  });

  it('empty, leads to the ride page', async () => {
    const { element } = await start({ view: 'history' });
    const link = await screen.findByRole('link', { name: 'Book your first ride' });
    expect(link.getAttribute('href')).toBe('/ride');
    expect(screen.getByText('You have not taken a ride yet.')).toBeTruthy();
    expect(await axeViolations(element)).toEqual([]);
  });

  it('opens a ride with its receipt in place', async () => {
    api.ride = finished;
    window.location.hash = '#/rides/ride-0';
    await start({ view: 'history' });
    expect(await screen.findByRole('region', { name: 'Receipt RC-1001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book again' }).getAttribute('href')).toMatch(/^\/ride#\/book\?/);
  });
});

describe('right to left', () => {
  it('renders the booking view in Arabic, right to left', async () => {
    const { element } = await start({ locale: 'ar-SA' });
    const heading = await screen.findByRole('heading', { level: 2 });
    const root = element.querySelector('.ride')!;
    await waitFor(() => expect(root.getAttribute('lang')).toBe('ar-SA'));
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(heading.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(await axeViolations(element)).toEqual([]);
  });
});
