// The guest lookup (#/manage-my-booking-info) takes the reservation number as the customer reads it on an
// Arabic confirmation (issue 23): Arabic-Indic or Persian digits, spaces; it asks the API in 0-9.
import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

it('normalises Arabic-Indic and Persian digits to 0-9 before it validates and asks', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const url = new URL(request.url);
      if (url.pathname.includes('/v1/reservationactivities/reservation/')) {
        asked.push(`${url.pathname.split('/').pop()} ${url.searchParams.get('lastName')}`);
        return json(200, {
          reservationNumber: '1234567890',
          status: 'confirmed',
          activities: [{ type: 'created', message: 'Reservation created', at: '2026-11-25T10:00:00.000Z' }],
        });
      }
      if (url.pathname.endsWith('/v1/auth/session')) return json(200, { signedIn: false });
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
  await mountAt('/account#/manage-my-booking-info');
  await screen.findByRole('heading', { name: 'Manage booking' });
  const number = screen.getByLabelText('Reservation number');
  const lastName = screen.getByLabelText("Driver's last name");
  const submit = screen.getByRole('button', { name: 'Find booking' });

  fireEvent.change(number, { target: { value: '١٢٣٤٥٦٧٨٩' } });
  fireEvent.change(lastName, { target: { value: 'Haddad' } });
  fireEvent.click(submit);
  expect((await screen.findAllByText('A reservation number has 10 digits.')).length).toBeGreaterThan(0);
  expect(asked).toEqual([]);

  fireEvent.change(number, { target: { value: '١٢٣ ٤٥٦ ۷۸۹۰' } });
  fireEvent.click(submit);
  expect(await screen.findByRole('heading', { name: 'Reservation 1234567890' })).toBeTruthy();
  expect(asked).toEqual(['1234567890 Haddad']);
});
