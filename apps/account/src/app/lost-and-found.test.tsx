// Lost and found (issue 20 §7) through the mount contract, the API answered by a stand-in fetch: a guest
// reports an item with the booking's number and last name (each field checked, only the chosen way of
// contact asked for), gets the report number and looks its state up; a signed-in customer sees their
// reports listed with their state.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };

function fakeApi(signedIn: boolean) {
  const sent: unknown[] = [];
  const reports: Array<Record<string, unknown>> = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.endsWith('/v1/auth/session'))
      return json(200, signedIn ? { signedIn: true, user: ada } : { signedIn: false });
    if (path.endsWith('/v1/lost-and-found/reports') && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      if (body.lastName !== 'Haddad')
        return json(404, { error: { code: 'reservation_not_found', message: 'Not found.' } });
      const report = {
        reference: 'LF-7K3M9Q2W',
        reservationNumber: body.reservationNumber,
        category: body.category,
        location: body.location,
        description: body.description,
        contact: { email: null, phone: null, ...(body.contact as object) },
        status: 'received',
        createdAt: '2026-05-07T10:00:00Z',
        updatedAt: '2026-05-07T10:00:00Z',
      };
      reports.unshift(report);
      return json(201, { report });
    }
    if (path.endsWith('/v1/lost-and-found/reports')) return json(200, { reports });
    if (
      path.endsWith('/v1/lost-and-found/reports/LF-7K3M9Q2W') &&
      url.searchParams.get('lastName') === 'Haddad'
    )
      return json(200, { report: { ...reports[0], status: 'searching' } });
    return json(404, { error: { code: 'lost_report_not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent };
}

/** The report form (the check form has a last name field too). */
const reportForm = () => screen.getByRole('form', { name: 'Report a lost item' });
const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(within(reportForm()).getByLabelText(label), { target: { value } });
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

it('a guest reports a lost item with the booking number and last name, then looks its state up', async () => {
  const api = fakeApi(false);
  await mountAt('/account#/lost-and-found');
  expect(await screen.findByRole('heading', { name: 'Lost and found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Lost and found' }).getAttribute('aria-current')).toBe('page');
  await press('Send the report');
  const summary = await screen.findByText('Please correct 6 fields:');
  expect(summary.parentElement?.textContent).toContain('What did you leave? Choose what you left.');
  expect(summary.parentElement?.textContent).toContain('E-mail address: This field cannot be left empty.');

  fill('Reservation number', '1234567890');
  fill("Driver's last name", 'Haddad');
  fill('What did you leave?', 'glasses');
  fill('Where in the vehicle?', 'glovebox');
  fill('Describe the item', 'Black sunglasses in a brown case.');
  // By phone: the phone number is asked for instead of the e-mail address, with its prefix.
  fireEvent.click(within(reportForm()).getByLabelText('By phone'));
  expect(within(reportForm()).queryByLabelText('E-mail address')).toBeNull();
  fill('Phone number', '555 0100');
  await press('Send the report');
  expect(
    await screen.findByText('Enter the phone number with its country prefix, e.g. +1 555 0100.', {
      selector: '.ui-field-error, .ui-field-error *, a',
    }),
  ).toBeTruthy();
  fill('Phone number', '+1 555 0100');
  await press('Send the report');
  expect(
    await screen.findByText('Thank you. Your report number is LF-7K3M9Q2W: keep it to check the state.'),
  ).toBeTruthy();
  expect(api.sent.at(-1)).toEqual({
    reservationNumber: '1234567890',
    lastName: 'Haddad',
    category: 'glasses',
    location: 'glovebox',
    description: 'Black sunglasses in a brown case.',
    contact: { preference: 'phone', phone: '+1 555 0100' },
  });

  const check = screen.getByRole('form', { name: 'Check a report' });
  fireEvent.change(within(check).getByLabelText('Report number'), { target: { value: 'lf-7k3m9q2w' } });
  fireEvent.change(within(check).getByLabelText("Driver's last name"), { target: { value: 'Haddad' } });
  await act(async () => {
    fireEvent.click(within(check).getByRole('button', { name: 'Check' }));
  });
  expect(await within(check).findByText('Report LF-7K3M9Q2W: we are searching')).toBeTruthy();
  fireEvent.change(within(check).getByLabelText("Driver's last name"), { target: { value: 'Other' } });
  await act(async () => {
    fireEvent.click(within(check).getByRole('button', { name: 'Check' }));
  });
  expect(
    await within(check).findByText('We could not find a report with this number and last name.'),
  ).toBeTruthy();
});

it('a wrong last name gets the same answer as an unknown booking, and nothing typed is lost', async () => {
  fakeApi(false);
  await mountAt('/account#/lost-and-found');
  await screen.findByRole('heading', { name: 'Lost and found' });
  fill('Reservation number', '1234567890');
  fill("Driver's last name", 'Smith');
  fill('What did you leave?', 'keys');
  fill('Where in the vehicle?', 'unknown');
  fill('Describe the item', 'A key ring with two keys.');
  fill('E-mail address', 'rania@example.com');
  await press('Send the report');
  expect(
    await screen.findByText('We could not find a reservation with this number and last name.'),
  ).toBeTruthy();
  expect((within(reportForm()).getByLabelText('Describe the item') as HTMLTextAreaElement).value).toBe(
    'A key ring with two keys.',
  );
});

it('a signed-in customer sees their reports with their state, the e-mail address filled in', async () => {
  fakeApi(true);
  await mountAt('/account#/lost-and-found');
  await screen.findByRole('heading', { name: 'Lost and found' });
  expect((within(reportForm()).getByLabelText('E-mail address') as HTMLInputElement).value).toBe(
    'ada@example.com',
  );
  fill('Reservation number', '1234567890');
  fill("Driver's last name", 'Haddad');
  fill('What did you leave?', 'phone');
  fill('Where in the vehicle?', 'door_pocket');
  fill('Describe the item', 'A blue phone.');
  await press('Send the report');
  const yours = await screen.findByRole('region', { name: 'Your reports' });
  expect(yours.textContent).toContain('LF-7K3M9Q2W, booking 1234567890, Phone: received');
  expect(screen.queryByRole('form', { name: 'Check a report' })).toBeNull();
});
