// How a booking is paid (issue 21) in the signed-in booking detail and in manage booking, through the
// mount contract with the API answered by a stand-in fetch: the card and its state (reserved until the
// car is returned, charged), at pickup, and after a cancellation the refund to the card.
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const branch = {
  id: 'b1',
  name: 'Boston Logan Airport',
  address: { street: '1 Harborside Dr', city: 'Boston', postcode: '02128', countryCode: 'US' },
};
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const visa = { brand: 'visa', last4: '4242' };

function booking(payment: unknown, over: Record<string, unknown> = {}) {
  return {
    reservationNumber: '1234567890',
    status: 'confirmed',
    timing: 'upcoming',
    group: { code: 'CDMR', model: 'Fiat 500 or similar' },
    pickup: { at: '2026-12-02T12:30', branch },
    return: { at: '2026-12-05T08:30', branch },
    days: 3,
    protectionCode: 'basic',
    extras: [],
    total: usd(18_900),
    canCancel: true,
    canChange: false,
    freeCancellationUntil: '2026-12-01T12:30',
    cancelledAt: null,
    cancellationFeeCharged: null,
    activities: [],
    payment,
    ...over,
  };
}

function signedInApi(detail: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: true, user: ada });
      if (path.endsWith('/v1/rentalreservations/1234567890')) return json(200, { booking: detail });
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
}

const paymentLine = () => document.querySelector('[data-field="payment"]');

it.each([
  [
    { method: 'card', status: 'authorised', card: visa, refunded: null },
    'Visa •••• 4242, charged when the car is returned',
  ],
  [
    { method: 'card', status: 'captured', card: { brand: 'mastercard', last4: '4444' }, refunded: null },
    'Charged to Mastercard •••• 4444',
  ],
  [{ method: 'at-pickup', status: null, card: null, refunded: null }, 'Pay at pickup'],
])('the booking detail names how it is paid: %j', async (payment, shown) => {
  signedInApi(booking(payment));
  await mountAt('/account#/bookings/1234567890');
  await screen.findAllByText(/Fiat 500/);
  expect(paymentLine()?.textContent).toBe(shown);
  expect(document.querySelector('[data-field="refund"]')).toBeNull();
});

it('a cancelled booking paid by card shows the refund to the card', async () => {
  signedInApi(
    booking(
      { method: 'card', status: 'partially-refunded', card: visa, refunded: usd(13_900) },
      {
        status: 'cancelled',
        canCancel: false,
        cancelledAt: '2026-11-29T10:00:00Z',
        cancellationFeeCharged: usd(5_000),
      },
    ),
  );
  await mountAt('/account#/bookings/1234567890');
  await screen.findAllByText(/Fiat 500/);
  expect(document.querySelector('[data-field="refund"]')?.textContent).toBe(
    'Refund of $139.00 to Visa •••• 4242',
  );
});

it('manage booking shows the card, and the refund once cancelled', async () => {
  const view = (status: string, payment: unknown) => ({
    reservationNumber: '1234567890',
    status,
    activities: [{ type: 'created', message: 'Reservation created', at: '2026-11-25T10:00:00.000Z' }],
    payment,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: false });
      if (path.endsWith('/v1/reservationactivities/reservation/1234567890'))
        return request.method === 'POST'
          ? json(
              200,
              view('cancelled', { method: 'card', status: 'refunded', card: visa, refunded: usd(18_900) }),
            )
          : json(
              200,
              view('confirmed', { method: 'card', status: 'authorised', card: visa, refunded: null }),
            );
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
  await mountAt('/account#/manage-my-booking-info');
  fireEvent.change(await screen.findByLabelText('Reservation number'), { target: { value: '1234567890' } });
  fireEvent.change(screen.getByLabelText("Driver's last name"), { target: { value: 'Lovelace' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find booking' }));
  await screen.findByRole('heading', { name: 'Reservation 1234567890' });
  expect(paymentLine()?.textContent).toBe('Visa •••• 4242, charged when the car is returned');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel booking' }));
  expect(await screen.findByText('Refund of $189.00 to Visa •••• 4242')).toBeTruthy();
});
