// @vitest-environment jsdom
// Issue 21: the return from the payment provider lands on the checkout that sent the customer there,
// even when the return address lost the funnel's hash (the checkout kept it before leaving). Issue 25:
// reaching the checkout is the experiments' conversion, reported once per app.
import { createI18n, I18nextProvider } from '@rental/i18n';
import { type AppContext, fixedExperiments, sampleContext } from '@rental/remote-apps';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider, createBooking } from '../shared/booking-services.tsx';
import enUS from '../shared/locales/en-US.ts';
import { storePendingPayment } from '../shared/reservation-store.ts';
import { defaultFilters, routeHash } from '../shared/route.ts';
import { FunnelView } from './funnel.tsx';

const search = {
  branchId: 5200,
  branchName: 'New York Airport',
  pickup: '2026-12-01T12:30',
  return: '2026-12-04T08:30',
  vehicleType: 'car',
} as const;
const checkoutHash = routeHash({ step: 'checkout', offerId: 'offer-1', search });

function renderFunnel(context: AppContext = sampleContext({ app: 'booking', view: 'funnel' })) {
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

describe('funnel: the checkout goal (issue 25)', () => {
  /** Moves the funnel to another step as a link or Back would. */
  const goToHash = (hash: string) =>
    act(() => {
      history.pushState(null, '', hash);
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });

  it('is tracked once the checkout is reached, and not again on coming back to it', async () => {
    // The API never answers: the steps stay loading, which is all this needs.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const track = vi.fn();
    history.replaceState(
      null,
      '',
      `/services${routeHash({ step: 'offers', search, filters: defaultFilters })}`,
    );
    renderFunnel(sampleContext({ app: 'booking', view: 'funnel', experiments: fixedExperiments({ track }) }));
    expect(await screen.findByText('Loading offers…')).toBeTruthy();
    expect(track).not.toHaveBeenCalled();

    await goToHash(checkoutHash);
    expect(await screen.findByText('Loading your rental options…')).toBeTruthy();
    expect(track.mock.calls).toEqual([['checkout']]);

    await goToHash(routeHash({ step: 'offers', search, filters: defaultFilters }));
    await goToHash(routeHash({ step: 'checkout', offerId: 'offer-2', search }));
    expect(track.mock.calls).toEqual([['checkout']]);
  });
});
