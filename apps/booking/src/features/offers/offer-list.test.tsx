// @vitest-environment jsdom
import { createI18n, I18nextProvider } from '@rental/i18n';
import { sampleContext } from '@rental/remote-apps';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider, createBooking } from '../../shared/booking-services.tsx';
import enUS from '../../shared/locales/en-US.ts';
import { defaultFilters, type SearchState } from '../../shared/route.ts';
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
  group: {
    code: 'CDAR',
    vehicleType: 'car',
    categoryCode: 'P',
    bodyStyle: 'sedan',
    model: 'Toyota Corolla or similar',
    seats: 5,
    doors: 4,
    bags: 2,
    transmission: 'automatic',
    fuel: 'hybrid',
    imagePath: '/fleet/car.svg',
    licenceClass: 'B',
    payloadKg: null,
    loadingSpaceM3: null,
    minDriverAge: 21,
  },
};

function renderList() {
  const i18n = createI18n({ locale: 'en-US', namespaces: { booking: { bundled: { 'en-US': enUS } } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <BookingProvider value={createBooking(sampleContext({ app: 'booking', view: 'funnel' }))}>
        <OfferList
          search={search}
          filters={defaultFilters}
          changeSearch={({ heading }) => <h2>{heading}</h2>}
        />
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
    const url = String(vi.mocked(fetch).mock.calls[0]![0]);
    expect(url).toContain('/api/v1/rentaloffers/offers?branchId=5200&pickupDate=2026-12-01T12%3A30');
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
