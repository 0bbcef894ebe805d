// The app through its mount contract in jsdom, the subscription API answered by a stand-in fetch that
// filters and sorts like the real one for the fields used here.
import { sampleContext } from '@rental/remote-apps';
import type { AppContext } from '@rental/remote-apps/react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../shared/subscription-api.ts';
import { mount } from './mount.tsx';
import { offer, usd } from './test-offers.ts';

let more: Offer[] = [];
const offers = [
  offer('golf', 42900),
  offer('transit', 69900, {
    vehicleType: 'van',
    categoryCode: 'L',
    bodyStyle: 'van',
    fuelType: 'E',
    payloadKg: 1100,
    loadingSpaceM3: 6.8,
    branch: { id: 2, name: 'Downtown', city: 'Springfield' },
  }),
  offer('model-y', 59900, { fuelType: 'E', bodyStyle: 'suv', availableFrom: '2026-11-30' }),
];

const branches = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Branch ${i + 1}`,
  kind: 'downtown',
  address: {
    street: 'Main St',
    postcode: '1',
    city: i < 4 ? 'Springfield' : 'Shelbyville',
    countryCode: 'US',
  },
  coordinates: { lat: 0, lng: 0 },
  phone: '+1',
  iata: null,
  openingHours: {},
  closedDates: [],
  vehicleTypes: ['car'],
  subscription: true,
  offerCount: 1,
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let requests: URL[] = [];

function api(input: RequestInfo | URL) {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://x.test');
  requests.push(url);
  const q = url.searchParams;
  if (url.pathname.endsWith('/v2/apps/subscriptionbranches'))
    return json({ countryCode: 'US', branches, cities: ['Springfield', 'Shelbyville'] });
  if (url.pathname.endsWith('/v1/subscription/reviews'))
    return json({
      countryCode: 'US',
      averageRating: 4.5,
      count: 2,
      source: 'maps',
      reviews: [
        {
          branchId: 1,
          author: 'Ann',
          rating: 5,
          text: 'Smooth handover.',
          publishedAt: '2026-11-01T10:00:00Z',
        },
        {
          branchId: 1,
          author: 'Bob',
          rating: 4,
          text: 'Friendly staff.',
          publishedAt: '2026-10-01T10:00:00Z',
        },
      ],
    });
  if (url.pathname.endsWith('/v1/subscription/v1.1/subscriptions/offers/country')) {
    const found = offers.find((o) => o.id === q.get('offerId'));
    if (!found) return json({ error: { code: 'offer_not_found', message: 'No such offer.' } }, 404);
    return json({
      countryCode: 'US',
      offers: [
        {
          ...found,
          tenureOptions: [
            {
              id: 'flexible',
              minimumMonths: 1,
              noticeDays: 30,
              renewal: 'monthly',
              monthlyPrice: usd(49300),
            },
          ],
        },
      ],
    });
  }
  if (url.pathname.endsWith('/v1/rentaloffers/subscriptionoffers')) {
    let list = [...offers, ...more].filter(
      (o) =>
        (!q.get('fuelType') || q.get('fuelType')!.split(',').includes(o.fuelType)) &&
        (!q.get('budget') || o.monthlyPrice.amountMinor <= Number(q.get('budget')) * 100),
    );
    list = [...list].sort((a, b) => a.monthlyPrice.amountMinor - b.monthlyPrice.amountMinor);
    if (q.get('sort') === 'price_desc') list.reverse();
    if (q.get('sort') === 'availability') list.sort((a, b) => a.availableFrom.localeCompare(b.availableFrom));
    return json({
      countryCode: 'US',
      total: list.length,
      page: Number(q.get('page') ?? 1),
      pageSize: Number(q.get('pageSize') ?? 24),
      offers: list.slice(
        (Number(q.get('page') ?? 1) - 1) * Number(q.get('pageSize') ?? 24),
        Number(q.get('page') ?? 1) * Number(q.get('pageSize') ?? 24),
      ),
      filters: { availabilityOptions: [], budgetStep: 100, budgetMax: 700, maxBranches: 6 },
      ...(list.length === 0 ? { message: 'Sorry, no offers found' } : {}),
    });
  }
  return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
}

beforeEach(() => {
  requests = [];
  more = [];
  history.replaceState(null, '', '/subscription');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => api(input)),
  );
});

/** Unmount functions of this test's apps: unmounted after it, so none follows a later test's addresses. */
const unmounts: Array<() => void> = [];

async function mounted(element: HTMLElement, context: AppContext) {
  const unmount = await mount(element, context);
  let done = false;
  const once = () => {
    if (!done) unmount();
    done = true;
  };
  unmounts.push(once);
  return once;
}

afterEach(() => {
  act(() => {
    for (const unmount of unmounts.splice(0)) unmount();
  });
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function start(overrides: Partial<AppContext> = {}, shown = '3 offers') {
  const element = document.createElement('div');
  document.body.append(element);
  const context = sampleContext({ app: 'subscription', ...overrides });
  let unmount!: () => void;
  await act(async () => {
    unmount = await mounted(element, context);
  });
  await screen.findByText(shown);
  return { element, unmount };
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('subscription offers', () => {
  it('shows the offers with price, start fee, van facts, minimum period and loyalty refund', async () => {
    await start();
    expect(titles()).toEqual(['VW GOLF', 'VW MODEL-Y', 'VW TRANSIT']);
    const van = screen.getByRole('article', { name: 'VW TRANSIT' });
    const text = van.textContent ?? '';
    expect(text).toContain('$699.00 per month');
    expect(text).toContain('Start fee $99.00');
    expect(text).toContain('Payload 1,100 kg');
    expect(text).toContain('Loading space 6.8 m³');
    expect(text).toContain('Minimum period 1 month');
    expect(text).toContain('Loyalty refund of $99.00 after 6 months');
    expect(text).toContain('Truck');
    const img = van.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['400', '200']);
    const link = within(van).getByRole('link', { name: 'Choose VW TRANSIT' });
    expect(link.getAttribute('href')).toBe('#/offer/transit');
  });

  it('shows the rating everywhere and the written reviews unless the market hides them', async () => {
    await start();
    const golf = screen.getByRole('article', { name: 'VW GOLF' });
    expect(golf.textContent).toContain('Rated 4.5 out of 5');
    expect(golf.textContent).toContain('Smooth handover.');
    cleanup();
    document.body.replaceChildren();
    const base = sampleContext({ app: 'subscription' });
    await start({
      market: { ...base.market, flags: { ...base.market.flags, shouldHideWrittenReviews: true } },
    });
    const hidden = screen.getByRole('article', { name: 'VW GOLF' });
    expect(hidden.textContent).toContain('Rated 4.5 out of 5');
    expect(hidden.textContent).not.toContain('Smooth handover.');
  });

  it('sorts by the chosen order, keeps it in the address and announces the count politely', async () => {
    await start();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_desc' } });
    });
    await screen.findByText('3 offers');
    expect(location.hash).toBe('#/?sort=price_desc');
    expect(titles()).toEqual(['VW TRANSIT', 'VW MODEL-Y', 'VW GOLF']);
    expect(requests.at(-1)?.searchParams.get('sort')).toBe('price_desc');
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('filters through the address, and Back returns to the previous filters', async () => {
    await start();
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Electric (E)'));
    });
    await screen.findByText('2 offers');
    expect(location.hash).toBe('#/?fuel=E');
    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    await screen.findByText('3 offers');
    expect((screen.getByLabelText('Electric (E)') as HTMLInputElement).checked).toBe(false);
  });

  it('refuses a seventh branch with a message and keeps the six and the other filters', async () => {
    history.replaceState(null, '', '/subscription#/?fuel=E&branches=1,2,3,4,5,6');
    await start({}, '2 offers');
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Branch 7'));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'You can choose up to 6 branches. Remove one before adding Branch 7; your other filters are kept.',
    );
    expect((screen.getByLabelText('Branch 7') as HTMLInputElement).checked).toBe(false);
    expect(location.hash).toBe('#/?fuel=E&branches=1,2,3,4,5,6');
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Branch 6'));
    });
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Branch 7'));
    });
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(location.hash).toBe('#/?fuel=E&branches=1,2,3,4,5,7');
  });

  it('offers budgets in steps of 100 in the market’s currency', async () => {
    await start();
    const budget = screen.getByLabelText('Budget per month') as HTMLSelectElement;
    expect([...budget.options].map((o) => o.textContent)).toEqual([
      'Any',
      'Up to $100',
      'Up to $200',
      'Up to $300',
      'Up to $400',
      'Up to $500',
      'Up to $600',
      'Up to $700',
    ]);
  });

  it('offers no van or truck choices where the market rents none, and asks the API for cars only', async () => {
    const base = sampleContext({ app: 'subscription' });
    await start({ market: { ...base.market, offersVans: false } });
    expect(screen.queryByLabelText('Van')).toBeNull();
    expect(screen.queryByLabelText('Truck')).toBeNull();
    expect(screen.getByLabelText('Special vehicle')).toBeTruthy();
    const asked = requests.filter((u) => u.pathname.endsWith('/subscriptionoffers')).at(-1);
    expect(asked?.searchParams.get('category')).toBe('P,F');
  });

  it('says when nothing matches and "Reset filters" brings the whole list back', async () => {
    history.replaceState(null, '', '/subscription#/?budget=100');
    const element = document.createElement('div');
    document.body.append(element);
    await act(async () => {
      await mounted(element, sampleContext({ app: 'subscription' }));
    });
    expect(await screen.findByRole('heading', { name: 'Sorry, no offers found' })).toBeTruthy();
    expect(screen.getByText('0 offers')).toBeTruthy();
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await act(async () => {
      fireEvent.click(resets.at(-1)!);
    });
    await screen.findByText('3 offers');
    expect(location.hash).toBe('#/');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Subscription offers' }),
    );
  });

  it('shows an offer’s details with a way back to the filtered list', async () => {
    history.replaceState(null, '', '/subscription#/?fuel=E');
    const element = document.createElement('div');
    document.body.append(element);
    await act(async () => {
      await mounted(element, sampleContext({ app: 'subscription' }));
    });
    await screen.findByText('2 offers');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Choose VW TRANSIT' }));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'VW TRANSIT' })).toBeTruthy();
    expect(screen.getByText(/Flexible: 30 days, renewed monthly/).textContent).toContain('$493.00 per month');
    expect(screen.getByRole('link', { name: 'Back to the offers' }).getAttribute('href')).toBe('#/?fuel=E');
  });

  it('reads right to left in Arabic, with its own strings', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    await act(async () => {
      await mounted(element, sampleContext({ app: 'subscription', locale: 'ar-SA' }));
    });
    const root = await vi.waitFor(() => {
      const r = element.querySelector('.subscription[dir]');
      if (!r) throw new Error('not yet');
      return r;
    });
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar-SA');
    expect(await screen.findByRole('heading', { name: 'عروض الاشتراك' })).toBeTruthy();
  });

  it('shows 24 offers first and the next page with "Show more", keeping the ones shown', async () => {
    more = Array.from({ length: 27 }, (_, i) => offer(`extra-${i}`, 80000 + i * 100));
    await start({}, '30 offers');
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    });
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more offers' })).toBeNull();
    expect(requests.filter((u) => u.searchParams.get('page') === '2')).toHaveLength(1);
  });

  it('unmounts cleanly', async () => {
    const { element, unmount } = await start();
    act(() => unmount());
    expect(element.childNodes).toHaveLength(0);
  });
});
