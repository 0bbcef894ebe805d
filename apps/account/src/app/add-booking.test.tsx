// Adding a booking made without signing in to the account (#/bookings, issue 14 §6) through the mount
// contract, the API answered by a stand-in fetch: the form checks number and name as the guest lookup does,
// a 201 adds the booking and the list reads it again, a 404 says why and keeps what was typed.
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const branch = { id: 'b1', name: 'Boston Logan Airport' };
/** Rania Haddad's guest booking, which Ada made for her without signing in. */
const guestBooking = {
  reservationNumber: '1234567890',
  status: 'confirmed',
  timing: 'upcoming',
  group: { code: 'CDMR', model: 'Fiat 500 or similar' },
  pickup: { at: '2030-05-02T12:30', branch },
  return: { at: '2030-05-05T08:30', branch },
  total: { amountMinor: 18_900, currency: 'USD' },
};

/** A stand-in API: Ada signed in, her account empty until she adds the guest booking. */
function fakeApi() {
  const owned: (typeof guestBooking)[] = [];
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: true, user: ada });
    if (path.endsWith('/v2/users/me/bookings') && request.method === 'GET')
      return json(200, { upcoming: owned, past: [] });
    if (path.endsWith('/v2/users/me/bookings') && request.method === 'POST') {
      const body = (await request.json()) as { reservationNumber: string; lastName: string };
      bodies.push(body);
      if (body.reservationNumber !== guestBooking.reservationNumber || body.lastName !== 'Haddad')
        return json(404, {
          error: {
            code: 'reservation_not_found',
            message: 'We could not find a reservation with this number and last name.',
          },
        });
      owned.push(guestBooking);
      return json(201, { booking: { ...guestBooking, activities: [] } });
    }
    return json(404, { error: { code: 'not_found', message: 'no' } });
  });
  return { fetch, calls, bodies };
}

it('checks the fields, says which booking it cannot find, then adds one and lists it', async () => {
  const api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  await mountAt('/account#/bookings');
  expect(await screen.findByText('You have no bookings yet.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Add a booking to your account' })).toBeTruthy();
  // The hint to the guest section stays where the market shows it.
  expect(screen.getByRole('link', { name: 'Manage a booking' })).toBeTruthy();
  const number = screen.getByLabelText('Reservation number') as HTMLInputElement;
  const lastName = screen.getByLabelText("Driver's last name") as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Add booking' });

  // Checked as a field is left, then all on submit with the summary.
  fireEvent.change(number, { target: { value: '12345' } });
  fireEvent.blur(number);
  expect(await screen.findByText('A reservation number has 10 digits.')).toBeTruthy();
  fireEvent.click(submit);
  const summary = await screen.findByRole('alert');
  expect(summary.textContent).toContain('Please correct 2 fields:');
  expect(summary.textContent).toContain('Reservation number: A reservation number has 10 digits.');
  expect(summary.textContent).toContain("Driver's last name: This field cannot be left empty.");
  expect(api.bodies).toEqual([]);

  // Not found (or another account's): the specific message, and what was typed stays.
  fireEvent.change(number, { target: { value: '1234567899' } });
  fireEvent.change(lastName, { target: { value: 'Haddad' } });
  fireEvent.click(submit);
  const notFound =
    'We could not find a booking with this number and last name, or it belongs to another account.';
  expect(await screen.findByText(notFound)).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(notFound);
  expect(number.value).toBe('1234567899');
  expect(lastName.value).toBe('Haddad');

  // As read on an Arabic confirmation: sent in 0-9; added, announced, the form cleared, the list read again.
  const listReads = () => api.calls.filter((c) => c === 'GET /api/v2/users/me/bookings').length;
  const readsBefore = listReads();
  fireEvent.change(number, { target: { value: '١٢٣ ٤٥٦ ٧٨٩٠' } });
  fireEvent.click(submit);
  expect(
    await screen.findByRole('link', { name: 'Fiat 500, reservation 1234567890' }, { timeout: 3000 }),
  ).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Booking 1234567890 added to your account.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Upcoming' })).toBeTruthy();
  expect(number.value).toBe('');
  expect(lastName.value).toBe('');
  expect(api.bodies.at(-1)).toEqual({ reservationNumber: '1234567890', lastName: 'Haddad' });
  expect(listReads()).toBe(readsBefore + 1);
});
