// What the app's tests share: a stand-in API behind `fetch` (session, sign-in, places, quotes, rides,
// receipts; the ride contract of issue 18), a fake EventSource the tests drive, and mounting through the
// mount contract.
import { sampleContext } from '@rental/remote-apps';
import type { AppContext } from '@rental/remote-apps/react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Quote, Receipt, Ride, RideOption, RideStatus } from '../shared/ride-types.ts';
import { mount } from './mount.tsx';

export const places = {
  station: { label: 'Central Station', lat: 40.7527, lng: -73.9772 },
  airport: { label: 'JFK Airport', lat: 40.6413, lng: -73.7781 },
};

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

export function option(
  vehicleClass: RideOption['vehicleClass'],
  price: number,
  extra: Partial<RideOption> = {},
): RideOption {
  const size = { economy: [4, 2], business: [4, 3], van: [7, 6] }[vehicleClass];
  return {
    vehicleClass,
    price: usd(price),
    discount: null,
    total: usd(price),
    seats: size[0]!,
    bags: size[1]!,
    available: true,
    ...extra,
  };
}

export function ride(status: RideStatus, extra: Partial<Ride> = {}): Ride {
  const driver =
    status === 'searching' || status === 'scheduled'
      ? null
      : {
          name: 'Sam Driver',
          vehicle: 'Toyota Prius, grey',
          plate: 'NY 4821',
          rating: 4.9,
        };
  return {
    id: 'ride-1',
    number: 'R-7K3M9Q',
    status,
    vehicleClass: 'economy',
    pickup: places.station,
    destination: places.airport,
    pickupAt: null,
    bookedAt: '2026-11-28T10:00:00Z',
    passengers: 1,
    luggage: 0,
    price: usd(4250),
    discount: null,
    total: usd(4250),
    promoCode: null,
    distanceKm: 24.3,
    durationMinutes: 38,
    driver,
    position: driver ? { lat: 40.7, lng: -73.9 } : null,
    etaMinutes: status === 'on-the-way' ? 4 : status === 'on-board' ? 30 : null,
    statusAt: '2026-11-28T10:01:00Z',
    timeline: [{ status: 'searching', at: '2026-11-28T10:00:00Z' }],
    cancellable: ['scheduled', 'searching', 'driver-assigned', 'on-the-way', 'arrived'].includes(status),
    ...extra,
  };
}

export const receipt: Receipt = {
  number: 'RC-1001',
  rideNumber: 'R-7K3M9Q',
  issuedAt: '2026-11-28T10:45:00Z',
  lines: [
    { label: 'Base fare', amount: usd(350) },
    { label: 'Distance 24.3 km', amount: usd(2900) },
    { label: 'Time 38 min', amount: usd(1000) },
  ],
  total: usd(4250),
  vat: { rate: 8.875, amount: usd(346) },
  paymentMethod: 'Visa •••• 4242',
};

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The stand-in API's state; tests change it. */
export interface Api {
  signedIn: boolean;
  calls: Call[];
  quote: (body: Record<string, unknown>) => { status: number; body: unknown };
  book: (body: Record<string, unknown>) => { status: number; body: unknown };
  rides: Record<'upcoming' | 'past' | 'all', Ride[]>;
  ride: Ride;
  cancel: () => { status: number; body: unknown };
}

export function quoteOf(extra: Partial<Quote> = {}): Quote {
  return {
    quoteId: 'q-1',
    expiresAt: '2026-11-28T10:10:00Z',
    distanceKm: 24.3,
    durationMinutes: 38,
    pickupAt: null,
    options: [option('economy', 4250), option('business', 6890), option('van', 7900)],
    promo: null,
    ...extra,
  };
}

export function fakeApi(): Api {
  const api: Api = {
    signedIn: true,
    calls: [],
    quote: () => ({ status: 200, body: quoteOf() }),
    book: () => ({ status: 201, body: { ride: ride('searching') } }),
    rides: { upcoming: [], past: [], all: [] },
    ride: ride('searching'),
    cancel: () => ({ status: 200, body: { ride: ride('cancelled') } }),
  };
  const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
  const answer = (method: string, path: string, query: URLSearchParams, body: Record<string, unknown>) => {
    if (path === '/api/v1/auth/session')
      return { status: 200, body: api.signedIn ? { signedIn: true, user } : { signedIn: false } };
    if (path === '/api/v1/auth/login') {
      if (body.password !== 'secret')
        return { status: 401, body: { error: { code: 'invalid_credentials', message: 'Wrong.' } } };
      api.signedIn = true;
      return { status: 200, body: { user } };
    }
    if (path === '/api/v1/auth/social/providers')
      return {
        status: 200,
        body: {
          providers: [
            { id: 'google', name: 'Google' },
            { id: 'apple', name: 'Apple' },
          ],
        },
      };
    if (path === '/api/v1/branch/next/stations/geosuggest') {
      const q = (query.get('query') ?? '').toLowerCase();
      const all = [places.station, places.airport].filter((p) => p.label.toLowerCase().includes(q));
      return {
        status: 200,
        body: {
          suggestions: all.map((p) => ({
            type: 'city',
            label: p.label,
            city: 'New York',
            countryCode: 'US',
            coordinates: { lat: p.lat, lng: p.lng },
          })),
        },
      };
    }
    if (path === '/api/v1/ride/quotes' && method === 'POST') return api.quote(body);
    if (path === '/api/v1/ride/rides' && method === 'POST') {
      if (!api.signedIn)
        return { status: 401, body: { error: { code: 'not_signed_in', message: 'Sign in.' } } };
      return api.book(body);
    }
    if (path === '/api/v1/ride/rides' && method === 'GET') {
      const scope = (query.get('scope') ?? 'all') as 'all';
      return { status: 200, body: { rides: api.rides[scope] } };
    }
    const rideMatch = /^\/api\/v1\/ride\/rides\/([^/]+)(\/receipt|\/cancel)?$/.exec(path);
    if (rideMatch) {
      if (!api.signedIn)
        return { status: 401, body: { error: { code: 'not_signed_in', message: 'Sign in.' } } };
      if (rideMatch[1] !== api.ride.id)
        return { status: 404, body: { error: { code: 'not_found', message: 'No such ride.' } } };
      if (rideMatch[2] === '/receipt') return { status: 200, body: { receipt } };
      if (rideMatch[2] === '/cancel') return api.cancel();
      return { status: 200, body: { ride: api.ride } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: `No ${path}` } } };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body =
        typeof init.body === 'string' && init.body !== ''
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : {};
      api.calls.push({ method, path: url.pathname, query: url.searchParams, body });
      const result = answer(method, url.pathname, url.searchParams, body);
      return new Response(JSON.stringify(result.body), {
        status: result.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return api;
}

/** A fake EventSource: the tests open it, send rides, drop and close it. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly url: string;
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Set<(event: Event) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = 2;
    this.closed = true;
  }
  private fire(type: string, event: Event) {
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
  open() {
    this.readyState = 1;
    act(() => this.fire('open', new Event('open')));
  }
  send(r: Ride) {
    this.readyState = 1;
    act(() => this.fire('ride', new MessageEvent('ride', { data: JSON.stringify(r) })));
  }
  /** A dropped connection: the browser retries (CONNECTING) or gives up (CLOSED). */
  drop(state: 0 | 2 = 0) {
    this.readyState = state;
    act(() => this.fire('error', new Event('error')));
  }
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }
}

const mounted: Array<() => void> = [];

/** Unmounts every app the test mounted (before the next test's DOM). */
export function unmountAll(): void {
  for (const unmount of mounted.splice(0)) act(() => unmount());
}

export async function start(
  options: {
    view?: 'booking' | 'home' | 'history';
    locale?: string;
    element?: HTMLElement;
    market?: Partial<AppContext['market']>;
  } = {},
) {
  const element = options.element ?? document.createElement('div');
  if (!element.isConnected) document.body.append(element);
  const context = sampleContext({
    app: 'ride',
    view: options.view ?? 'booking',
    locale: options.locale ?? 'en-US',
  });
  context.market = {
    ...context.market,
    links: { ...context.market.links, ride: '/ride', rideHistory: '/ride/app/us/rides' },
    ...options.market,
  };
  let unmount!: () => void;
  await act(async () => {
    unmount = await mount(element, context);
  });
  mounted.push(unmount);
  return { element, unmount };
}
