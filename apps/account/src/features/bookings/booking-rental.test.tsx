// A booking's check-in and return links and its damage cases (issue 22) in the booking detail, through the
// account's mount contract with a stand-in API: which link shows for which state of the check-in and the
// return, where it leads, and each damage case with its state, cost, explanation and date.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { cleanUpMounted, json, mountAt } from '../../app/test-support.tsx';
import { rentalPagePath } from './booking-rental.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const branch = {
  id: 'b1',
  name: 'Boston Logan Airport',
  address: { street: '1 Harborside Dr', city: 'Boston', postcode: '02128', countryCode: 'US' },
};

function booking(status: 'confirmed' | 'cancelled', timing: 'upcoming' | 'active' | 'past') {
  return {
    reservationNumber: '1234567890',
    status,
    timing,
    group: { code: 'CDMR', model: 'Fiat 500 or similar' },
    pickup: { at: '2026-05-02T12:30', branch },
    return: { at: '2026-05-05T08:30', branch },
    days: 3,
    protectionCode: 'basic',
    extras: [],
    total: { amountMinor: 18_900, currency: 'USD' },
    canCancel: false,
    canChange: false,
    freeCancellationUntil: '2026-05-01T12:30',
    cancelledAt: null,
    cancellationFeeCharged: null,
    activities: [],
  };
}

const damage = (extra: Record<string, unknown>) => ({
  id: 'dmg_1',
  area: 'rear-left',
  kind: 'scratch',
  description: 'A long scratch on the rear door',
  photos: [],
  reportedAt: '2026-05-05T08:01:00.000Z',
  reportedBy: 'customer',
  stage: 'check-out',
  reservationNumber: '1234567890',
  state: 'reported',
  cost: null,
  explanation: null,
  assessedAt: null,
  settledAt: null,
  ...extra,
});

interface Answers {
  booking: ReturnType<typeof booking>;
  checkOut?: 'not-open' | 'open' | 'completed';
  checkIn?: { status: string; available: boolean };
  damages?: unknown[];
}

function fakeApi(answers: Answers) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: true, user: ada });
      if (path.endsWith('/v1/rentalreservations/1234567890')) return json(200, { booking: answers.booking });
      if (path.endsWith('/v1/bookings/1234567890/check-out') && answers.checkOut)
        return json(200, { checkOut: { reservationNumber: '1234567890', status: answers.checkOut } });
      if (path.endsWith('/v1/bookings/1234567890/check-in') && answers.checkIn)
        return json(200, { checkIn: { reservationNumber: '1234567890', ...answers.checkIn } });
      if (path.endsWith('/v1/bookings/1234567890/damages'))
        return json(200, { damages: answers.damages ?? [] });
      if (path.endsWith('/v1/bookings/1234567890/invoice'))
        return json(409, { error: { code: 'invoice_not_ready', message: 'Not yet.' } });
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
  return calls;
}

const details = () => screen.findByRole('heading', { level: 2, name: /1234567890/ });

it('builds the pages’ addresses under the language’s prefix', () => {
  expect(rentalPagePath('/', 'check-in', '1234567890')).toBe('/check-in#/booking/1234567890');
  expect(rentalPagePath('/fr-be/', 'check-out', '1234567890')).toBe('/fr-be/check-out#/booking/1234567890');
});

it('offers the online check-in for an upcoming booking, and the pickup code once checked in', async () => {
  fakeApi({
    booking: booking('confirmed', 'upcoming'),
    checkOut: 'not-open',
    checkIn: { status: 'not-started', available: true },
  });
  await mountAt('/account#/bookings/1234567890');
  await details();
  const link = await screen.findByRole('link', { name: 'Check in online' });
  expect(link.getAttribute('href')).toBe('/check-in#/booking/1234567890');
  expect(screen.queryByRole('link', { name: 'Return with the app' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Damages' })).toBeNull();

  cleanUpMounted();
  fakeApi({
    booking: booking('confirmed', 'upcoming'),
    checkOut: 'not-open',
    checkIn: { status: 'completed', available: false },
  });
  await mountAt('/account#/bookings/1234567890');
  const done = await screen.findByRole('link', { name: 'Checked in · show pickup code' });
  expect(done.getAttribute('href')).toBe('/check-in#/booking/1234567890');
});

it('offers the return with the app once the rental started, and no check-in', async () => {
  const calls = fakeApi({
    booking: booking('confirmed', 'upcoming'),
    checkOut: 'open',
    checkIn: { status: 'completed', available: false },
  });
  await mountAt('/account#/bookings/1234567890');
  const link = await screen.findByRole('link', { name: 'Return with the app' });
  expect(link.getAttribute('href')).toBe('/check-out#/booking/1234567890');
  expect(screen.queryByRole('link', { name: /Check/ })).toBeNull();
  expect(calls.some((path) => path.endsWith('/check-in'))).toBe(false);
});

it('offers nothing for a cancelled booking or a check-in no longer possible', async () => {
  const calls = fakeApi({ booking: booking('cancelled', 'upcoming') });
  await mountAt('/account#/bookings/1234567890');
  await details();
  await waitFor(() => expect(calls.some((path) => path.endsWith('/damages'))).toBe(true));
  expect(calls.some((path) => path.endsWith('/check-out') || path.endsWith('/check-in'))).toBe(false);
  expect(screen.queryByRole('link', { name: /Check in|Return with/ })).toBeNull();

  cleanUpMounted();
  const later = fakeApi({
    booking: booking('confirmed', 'upcoming'),
    checkOut: 'completed',
    checkIn: { status: 'not-started', available: false },
  });
  await mountAt('/account#/bookings/1234567890');
  await details();
  await waitFor(() => expect(later.some((path) => path.endsWith('/check-in'))).toBe(true));
  expect(screen.queryByRole('link', { name: /Check in|Return with/ })).toBeNull();
});

it('lists the booking’s damage cases with their state, cost and explanation', async () => {
  fakeApi({
    booking: booking('confirmed', 'past'),
    checkOut: 'completed',
    damages: [
      damage({}),
      damage({
        id: 'dmg_2',
        area: 'windscreen',
        kind: 'chip',
        description: 'Chip in the lower left corner',
        state: 'assessed',
        cost: { amountMinor: 12_000, currency: 'USD' },
        explanation: 'Windshield repair with resin.',
        assessedAt: '2026-05-07T10:00:00.000Z',
      }),
    ],
  });
  await mountAt('/account#/bookings/1234567890');
  const section = await screen.findByRole('region', { name: 'Damages' });
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('heading', { level: 4, name: 'Rear left: Scratch' })).toBeTruthy();
  expect(within(items[0]!).getByText('Reported', { selector: 'dd' })).toBeTruthy();
  expect(within(items[0]!).queryByText('Cost')).toBeNull();
  expect(within(items[1]!).getByRole('heading', { level: 4, name: 'Windshield: Stone chip' })).toBeTruthy();
  expect(within(items[1]!).getByText('Assessed', { selector: 'dd' })).toBeTruthy();
  expect(within(items[1]!).getByText('$120.00')).toBeTruthy();
  expect(within(items[1]!).getByText('Windshield repair with resin.')).toBeTruthy();
});

it('speaks the page’s language', async () => {
  const { sampleContext } = await import('@rental/remote-apps');
  fakeApi({
    booking: booking('confirmed', 'past'),
    checkOut: 'completed',
    damages: [damage({ state: 'settled' })],
  });
  await mountAt('/account#/bookings/1234567890', sampleContext({ app: 'account', locale: 'de-DE' }));
  const section = await screen.findByRole('region', { name: 'Schäden' });
  expect(within(section).getByRole('heading', { level: 4, name: 'Hinten links: Kratzer' })).toBeTruthy();
  expect(within(section).getByText('Abgeschlossen')).toBeTruthy();
});
