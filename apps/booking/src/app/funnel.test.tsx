// @vitest-environment jsdom
// Issue 21: the return from the payment provider lands on the checkout that sent the customer there,
// even when the return address lost the funnel's hash (the checkout kept it before leaving).
import { createI18n, I18nextProvider } from '@rental/i18n';
import { sampleContext } from '@rental/remote-apps';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider, createBooking } from '../shared/booking-services.tsx';
import enUS from '../shared/locales/en-US.ts';
import { storePendingPayment } from '../shared/reservation-store.ts';
import { routeHash } from '../shared/route.ts';
import { FunnelView } from './funnel.tsx';

const checkoutHash = routeHash({
  step: 'checkout',
  offerId: 'offer-1',
  search: {
    branchId: 5200,
    branchName: 'New York Airport',
    pickup: '2026-12-01T12:30',
    return: '2026-12-04T08:30',
    vehicleType: 'car',
  },
});

function renderFunnel() {
  const context = sampleContext({ app: 'booking', view: 'funnel' });
  const i18n = createI18n({
    locale: context.locale,
    namespaces: { booking: { bundled: { 'en-US': enUS } } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <BookingProvider value={createBooking(context)}>
        <FunnelView />
      </BookingProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('funnel: back from the payment provider', () => {
  it('puts the checkout’s hash back when the return lost it, and checks the payment there', async () => {
    // The API never answers: the check stays in progress.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    storePendingPayment({
      offerId: 'offer-1',
      checkoutHash,
      email: 'a@example.com',
      lastName: 'Doe',
      addons: [],
    });
    history.replaceState(null, '', '/services?payment_session=cs_1');
    renderFunnel();
    expect((await screen.findByRole('status')).textContent).toBe('Checking your payment…');
    expect(window.location.hash).toBe(checkoutHash);
    expect(window.location.search).toBe('?payment_session=cs_1');
  });

  it('leaves an address without a payment session alone', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    storePendingPayment({
      offerId: 'offer-1',
      checkoutHash,
      email: 'a@example.com',
      lastName: 'Doe',
      addons: [],
    });
    history.replaceState(null, '', '/services#/offers');
    renderFunnel();
    expect(window.location.hash).toBe('#/offers');
    expect(screen.queryByText('Checking your payment…')).toBeNull();
  });
});
