// @vitest-environment jsdom
// The confirmation shows the market's customer service (issue 19): phone in its display form as a tel:
// link, and the e-mail address, from the mount context; and who booked (issue 20): the company and its
// payment by invoice, or the agency's number; and (issue 21) the card a booking was paid with.
import { createI18n, I18nextProvider } from '@rental/i18n';
import { sampleContext } from '@rental/remote-apps';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api-types.ts';
import { BookingProvider, createBooking } from '../../shared/booking-services.tsx';
import enUS from '../../shared/locales/en-US.ts';
import { storeReservation } from '../../shared/reservation-store.ts';
import { sampleGroup } from '../../shared/test-fixtures.ts';
import { Confirmation } from './confirmation.tsx';

const branch = { id: 5200, name: 'New York Airport' };
const reservation = {
  reservationNumber: '1234567890',
  group: sampleGroup,
  pickup: { branch, at: '2026-12-01T12:30' },
  return: { branch, at: '2026-12-04T08:30' },
  days: 3,
  total: { amountMinor: 137970, currency: 'USD' },
} as unknown as Reservation;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderConfirmation() {
  const context = sampleContext({ app: 'booking', view: 'funnel' });
  const i18n = createI18n({
    locale: context.locale,
    namespaces: { booking: { bundled: { 'en-US': enUS } } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <BookingProvider value={createBooking(context)}>
        <Confirmation reservationNumber="1234567890" />
      </BookingProvider>
    </I18nextProvider>,
  );
  return context;
}

describe('confirmation', () => {
  it('offers the market customer service by phone and e-mail', async () => {
    storeReservation({ reservation, email: 'ann@example.com', lastName: 'Lee', payment: 'card', addons: [] });
    const context = renderConfirmation();
    const { support } = context.market;
    const line = await screen.findByText(/Questions about your booking\? Our customer service:/);
    expect(line.querySelector(`a[href="tel:${support.phone}"]`)?.textContent).toBe(support.phoneDisplay);
    expect(line.querySelector(`a[href="mailto:${support.mail}"]`)?.textContent).toBe(support.mail);
  });

  it('names the company that booked, its cost centre and the payment by invoice', async () => {
    storeReservation({
      reservation,
      email: 'ann@example.com',
      lastName: 'Lee',
      payment: 'invoice',
      profile: { kind: 'company', name: 'Acme Inc.', agencyCode: null, costCentre: 'SALES · Sales' },
      addons: [],
    });
    renderConfirmation();
    await screen.findByText('Booked as');
    expect(document.querySelector('[data-booking-profile]')?.textContent).toBe('Acme Inc.');
    expect(screen.getByText('SALES · Sales')).toBeTruthy();
    expect(document.querySelector('[data-booking-payment]')?.textContent).toBe(
      'Paid by invoice to Acme Inc.',
    );
    expect(document.querySelector('[data-booking-agency-code]')).toBeNull();
  });

  it('names the agency and its number; a private booking names none', async () => {
    storeReservation({
      reservation,
      email: 'ann@example.com',
      lastName: 'Lee',
      payment: 'pickup',
      profile: { kind: 'agency', name: 'Globe Travel', agencyCode: '12345675', costCentre: null },
      addons: [],
    });
    renderConfirmation();
    await screen.findByText('Booked as');
    expect(document.querySelector('[data-booking-profile]')?.textContent).toBe('Globe Travel');
    expect(document.querySelector('[data-booking-agency-code]')?.textContent).toBe('12345675');
    expect(document.querySelector('[data-booking-payment]')?.textContent).toBe('Pay at pickup');
    cleanup();
    storeReservation({
      reservation,
      email: 'ann@example.com',
      lastName: 'Lee',
      payment: 'pickup',
      addons: [],
    });
    renderConfirmation();
    await screen.findByText('Rental days');
    expect(screen.queryByText('Booked as')).toBeNull();
  });

  it('names the card paid now, charged when the car is returned (issue 21)', async () => {
    storeReservation({
      reservation,
      email: 'ann@example.com',
      lastName: 'Lee',
      payment: 'card',
      card: { brand: 'visa', last4: '4242' },
      addons: [],
    });
    renderConfirmation();
    await screen.findByText('Rental days');
    expect(document.querySelector('[data-booking-payment]')?.textContent).toBe(
      'Paid by Visa •••• 4242, charged when you return the car',
    );
  });
});
