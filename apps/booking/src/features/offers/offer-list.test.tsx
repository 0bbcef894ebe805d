// @vitest-environment jsdom
import { createI18n, I18nextProvider } from '@rental/i18n';
import { fixedExperiments, sampleContext } from '@rental/remote-apps';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider, createBooking } from '../../shared/booking-services.tsx';
import arSA from '../../shared/locales/ar-SA.ts';
import enUS from '../../shared/locales/en-US.ts';
import { defaultFilters, type OfferFilters, type SearchState } from '../../shared/route.ts';
import { sampleGroup } from '../../shared/test-fixtures.ts';
import { OfferList } from './offer-list.tsx';

const search: SearchState = {
  branchId: 5200,
  branchName: 'New York Airport',
  pickup: '2026-12-01T12:30',
  return: '2026-12-04T08:30',
  vehicleType: 'car',
};

const branch = {
  id: 5200,
  name: 'New York Airport',
  kind: 'airport',
  address: { street: 'Terminal Road 1', postcode: '10001', city: 'New York', countryCode: 'US' },
  openingHours: {},
  closedDates: [],
  vehicleTypes: ['car'],
  phone: '+1 1',
};

const offer = {
  id: 'abc',
  days: 3,
  includedKmPerDay: null,
  price: { perDay: { amountMinor: 4599, currency: 'USD' }, total: { amountMinor: 137970, currency: 'USD' } },
  group: sampleGroup,
};

const us = sampleContext({ app: 'booking', view: 'funnel' });
// The Arabic page of the sa site: 12-hour clock, DD.MM.YYYY, riyals (spec §9 formats of its profile).
const saudiArabic = sampleContext({
  app: 'booking',
  view: 'funnel',
  locale: 'ar-SA',
  market: {
    ...us.market,
    siteId: 'sa',
    country: 'SA',
    currency: 'SAR',
    formats: { ...us.market.formats, date: 'DD.MM.YYYY', nameDate: 'D MMMM YYYY', measureOfLength: 'km' },
  },
});

function renderList(context = us, filters: OfferFilters = defaultFilters) {
  const i18n = createI18n({
    locale: context.locale,
    namespaces: { booking: { bundled: { 'en-US': enUS, 'ar-SA': arSA } } },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <BookingProvider value={createBooking(context)}>
        <OfferList search={search} filters={filters} changeSearch={({ heading }) => <h2>{heading}</h2>} />
      </BookingProvider>
    </I18nextProvider>,
  );
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('offer list', () => {
  it('shows each offer with its facts and prices in the market format', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(200, { pickupBranch: branch, returnBranch: branch, days: 3, offers: [offer] })),
    );
    renderList();
    expect(screen.getByRole('status').textContent).toContain('Loading offers');
    const card = await screen.findByRole('article', { name: 'Toyota Corolla or similar' });
    expect(card.textContent).toContain('$1,379.70');
    expect(card.textContent).toContain('$45.99 per day');
    expect(card.textContent).toContain('5 seats');
    expect(card.textContent).toContain('Automatic');
    expect(card.textContent).toContain('Unlimited mileage');
    // The vehicle's picture: sized (no layout shift), named, the first card's loaded at once.
    const image = card.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/cms/fleet/cdar.png');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '400']);
    expect(image.getAttribute('alt')).toBe('Toyota Corolla, side view');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(card.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/cms/fleet/cdar-400.avif 400w, /cms/fleet/cdar-800.avif 800w',
    );
    expect(screen.getByText('December 1, 2026, 12:30 PM – December 4, 2026, 8:30 AM')).toBeTruthy();
    const url = String(vi.mocked(fetch).mock.calls[0]![0]);
    expect(url).toContain('/api/v1/rentaloffers/offers?branchId=5200&pickupDate=2026-12-01T12%3A30');
  });

  it('in Arabic: one digit system (Arabic-Indic) in prices, counts, dates and facts; Latin names isolated (issue 23)', async () => {
    const second = {
      ...offer,
      id: 'def',
      group: { ...offer.group, code: 'CDMR', imagePath: '/cms/fleet/cdmr.png' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        json(200, { pickupBranch: branch, returnBranch: branch, days: 3, offers: [offer, second] }),
      ),
    );
    renderList(saudiArabic);
    const cards = await screen.findAllByRole('article');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/[0-9]/);
    expect(cards[0]!.textContent).toContain('٥ مقاعد');
    expect(cards[0]!.textContent).toContain('لمدة ٣ أيام');
    expect(screen.getByText('عرضان')).toBeTruthy();
    expect(screen.getByText('من ١ ديسمبر ٢٠٢٦، ١٢:٣٠ م إلى ٤ ديسمبر ٢٠٢٦، ٨:٣٠ ص')).toBeTruthy();
    expect(document.querySelector('.bk-summary bdi')?.textContent).toBe('New York Airport');
    // Below the first card, images wait until they near the screen.
    expect(cards[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it("says 'Sorry, no offers found' and offers to change the search", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(200, { pickupBranch: branch, returnBranch: branch, days: 3, offers: [] })),
    );
    renderList();
    expect(await screen.findByText('Sorry, no offers found')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Change search' }).at(-1)!);
    expect(screen.getByRole('heading', { name: 'Change search' })).toBeTruthy();
  });

  it('shows a server failure with a retry that calls again', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => json(503, { error: { code: 'unavailable', message: 'down' } }))
      .mockImplementation(() =>
        json(200, { pickupBranch: branch, returnBranch: branch, days: 3, offers: [offer] }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Toyota Corolla or similar' })).toBeTruthy(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('offer list: the booking-offer-filters flag (issue 25)', () => {
  // Two offers whose recommended order (sedan before SUV) is not their price order.
  const suv = {
    ...offer,
    id: 'suv',
    price: { perDay: { amountMinor: 3999, currency: 'USD' }, total: { amountMinor: 11997, currency: 'USD' } },
    group: { ...offer.group, code: 'IFAR', bodyStyle: 'suv', model: 'Ford Escape or similar' },
  };
  // What an address can hold: an SUV filter and the price order.
  const fromAddress: OfferFilters = { ...defaultFilters, body: 'suv', sort: 'price' };
  const models = () => screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

  const withFlags = (flags: readonly string[]) =>
    sampleContext({ app: 'booking', view: 'funnel', experiments: fixedExperiments({ flags }) });

  it('off: no filters or sort, the address’s filters ignored, the recommended order, the rest unchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(200, { pickupBranch: branch, returnBranch: branch, days: 3, offers: [suv, offer] })),
    );
    renderList(withFlags([]), fromAddress);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('group', { name: 'Filter and sort' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Vehicle type' })).toBeNull();
    expect(models()).toEqual(['Toyota Corolla or similar', 'Ford Escape or similar']);
    expect(screen.getByText('2 offers')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Select' })).toHaveLength(2);
  });

  it('on: the filters and sort, applied from the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(200, { pickupBranch: branch, returnBranch: branch, days: 3, offers: [suv, offer] })),
    );
    renderList(withFlags(['booking-offer-filters']), fromAddress);
    await screen.findAllByRole('article');
    expect(screen.getByRole('group', { name: 'Filter and sort' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price');
    expect(models()).toEqual(['Ford Escape or similar']);
    expect(screen.getByText('1 offer')).toBeTruthy();
  });
});
