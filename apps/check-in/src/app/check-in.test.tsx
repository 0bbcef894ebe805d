// The check-in page through the app's mount contract in jsdom, the API answered by a stand-in fetch with
// the contract's payloads (issue 22): signed out, the booking number, adding a guest booking, the details
// with their checks and the API's refusal on its field, the vehicle's known damages, the deposit's trip to
// the provider and back, and the pickup code.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckIn } from '../features/check-in/check-in-api.ts';
import type { Damage } from '../shared/booking-api.ts';
import { type Call, json, refusal, stubApi } from '../shared/test-support.tsx';
import { mount } from './mount.tsx';

vi.mock(import('../features/check-in/payment-return.ts'), async (original) => ({
  ...(await original()),
  goToProvider: vi.fn(),
}));
const { goToProvider } = await import('../features/check-in/payment-return.ts');

const NUMBER = '4711000042';

const checkIn = (overrides: Partial<CheckIn> = {}): CheckIn => ({
  reservationNumber: NUMBER,
  status: 'not-started',
  available: true,
  unavailableReason: null,
  pickupAt: '2030-03-12T09:00',
  returnAt: '2030-03-15T18:00',
  driver: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+15550100',
    dateOfBirth: null,
  },
  licence: null,
  identity: null,
  additionalDrivers: [],
  deposit: {
    amount: { amountMinor: 30_000, currency: 'USD' },
    status: 'not-started',
    card: null,
    refusalMessage: null,
  },
  pickupCode: null,
  completedAt: null,
  pickedUpAt: null,
  ...overrides,
});

const saved = (overrides: Partial<CheckIn> = {}) =>
  checkIn({
    status: 'awaiting-deposit',
    driver: { ...checkIn().driver, dateOfBirth: '1990-12-10' },
    licence: {
      numberLast4: '4321',
      country: 'US',
      issuedOn: '2015-06-01',
      expiresOn: '2034-06-01',
      frontUploadId: 'u-front',
      backUploadId: 'u-back',
    },
    identity: {
      type: 'passport',
      numberLast4: '9876',
      country: 'US',
      expiresOn: '2033-01-01',
      uploadId: 'u-id',
    },
    ...overrides,
  });

const knownDamage: Damage = {
  id: 'dmg_1',
  area: 'rear-left',
  kind: 'scratch',
  description: 'Scratch above the rear wheel',
  photos: [{ id: 'p1', url: `/v1/bookings/${NUMBER}/damages/photos/p1` }],
  reportedAt: '2030-01-10T10:00:00.000Z',
  reportedBy: 'branch',
  stage: 'branch',
  reservationNumber: null,
  state: 'settled',
  cost: null,
  explanation: null,
  assessedAt: null,
  settledAt: null,
};

let calls: Call[] = [];
const mounted: Array<() => void> = [];

async function start(hash: string, search = '') {
  history.replaceState(null, '', `/check-in${search}${hash}`);
  const element = document.createElement('div');
  document.body.append(element);
  await act(async () => {
    mounted.push(await mount(element, { ...sampleContext({ app: 'check-in' }), view: 'check-in' }));
  });
  return element;
}

const signedIn = (call: Call) =>
  call.path === '/v1/auth/session' ? json({ signedIn: true, user: null }) : undefined;

beforeEach(() => {
  vi.mocked(goToProvider).mockReset();
});
afterEach(() => {
  // An app left mounted would follow the next test's address changes.
  for (const unmount of mounted.splice(0)) act(() => unmount());
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
const photo = (label: string, file: File) =>
  act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }));

describe('check-in page', () => {
  it('invites a signed-out visitor to sign in and come back to this booking', async () => {
    calls = stubApi((call) =>
      call.path === '/v1/auth/session' ? json({ signedIn: false, user: null }) : undefined,
    );
    await start(`#/booking/${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Please sign in' })).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const back = new URLSearchParams(signIn.getAttribute('href')!.split('?')[1]).get('return');
    expect(back).toBe(`/check-in#/booking/${NUMBER}`);
    expect(calls.some((c) => c.path.includes('/check-in'))).toBe(false);
  });

  it('asks for the booking number when the address has none', async () => {
    calls = stubApi(
      (call) =>
        signedIn(call) ?? (call.path.endsWith('/check-in') ? json({ checkIn: checkIn() }) : undefined),
    );
    await start('#/');
    await screen.findByRole('heading', { level: 2, name: 'Which booking?' });
    type('Booking number', '4711 00004');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('link', { name: /Booking number: A booking number has 10 digits/ })).toBeTruthy();
    type('Booking number', '4711 000042');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(location.hash).toBe(`#/booking/${NUMBER}/details`);
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeTruthy();
  });

  it('adds a booking that is not in the account by the driver’s last name, then goes on', async () => {
    let added = false;
    calls = stubApi((call) => {
      if (call.path === `/v1/bookings/${NUMBER}/check-in`)
        return added
          ? json({ checkIn: checkIn() })
          : refusal(404, 'reservation_not_found', 'We found no booking with this number.');
      if (call.path === '/v2/users/me/bookings') {
        if ((call.body as { lastName: string }).lastName !== 'Lovelace')
          return refusal(404, 'reservation_not_found', 'No booking');
        added = true;
        return json({ booking: { reservationNumber: NUMBER } }, 201);
      }
      return signedIn(call);
    });
    await start(`#/booking/${NUMBER}`);
    await screen.findByRole('heading', { name: 'Add this booking to your account' });
    type('Driver’s last name', 'Byron');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add the booking' })));
    await waitFor(() =>
      expect(document.getElementById('check-in-last-name-error')?.textContent).toMatch(
        /^We found no booking 4711000042 with this last name/,
      ),
    );
    type('Driver’s last name', 'Lovelace');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add the booking' })));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v2/users/me/bookings').map((c) => c.body)).toEqual([
      { reservationNumber: NUMBER, lastName: 'Byron' },
      { reservationNumber: NUMBER, lastName: 'Lovelace' },
    ]);
  });

  it('checks the details, uploads each photo once, shows the API’s refusal on its field, then goes to the car', async () => {
    let puts = 0;
    let uploads = 0;
    calls = stubApi((call) => {
      if (call.path === `/v1/bookings/${NUMBER}/check-in`) return json({ checkIn: checkIn() });
      if (call.path === '/v1/uploads') return json({ upload: { id: `u${++uploads}` } }, 201);
      if (call.path === `/v1/bookings/${NUMBER}/check-in/details`) {
        puts++;
        if (puts === 1)
          return refusal(400, 'licence_expired', 'Refused', {
            'licence.expiresOn':
              'Your driving licence expires on March 14, 2030, before the end of your rental on March 15, 2030. Please use a licence that is valid until then.',
          });
        return json({ checkIn: saved() });
      }
      if (call.path === `/v1/bookings/${NUMBER}/vehicle`)
        return json({
          vehicle: { plate: 'KES 4711', model: 'VW Golf', fuel: 'petrol', odometer: 12345, unit: 'mi' },
          knownDamages: [knownDamage],
        });
      if (call.path === `/v1/bookings/${NUMBER}/damages`) return json({ damages: [] });
      return signedIn(call);
    });
    await start(`#/booking/${NUMBER}/details`);
    await screen.findByRole('heading', { name: 'Step 1 of 4: Your details' });
    expect(
      screen.getByRole('navigation', { name: 'Check-in steps' }).querySelector('[aria-current="step"]')
        ?.textContent,
    ).toBe('Your details');
    // Nothing given: every field and photo is named in the summary, which takes the focus.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const problems = within(summary)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(problems).toContain('Date of birth: Please fill in this field.');
    expect(problems).toContain('Photo of the front of the license: Please add this photo.');
    expect(problems).toContain('Photo of the ID: Please add this photo.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(document.getElementById('check-in-date-of-birth')!, { target: { value: '12/10/1990' } });
    fireEvent.change(document.getElementById('check-in-licence-number')!, {
      target: { value: 'b072 rrt-55' },
    });
    fireEvent.change(document.getElementById('check-in-licence-issued-on')!, {
      target: { value: '06/01/2015' },
    });
    type('Expiration date of the license', '3/14/2030');
    await photo('Photo of the front of the license', jpeg('front.jpg'));
    await photo('Photo of the back of the license', jpeg('back.jpg'));
    fireEvent.change(screen.getByLabelText('Type of ID'), { target: { value: 'passport' } });
    type('ID number', 'X1234567');
    type('Expiration date of the ID', '01/01/2033');
    await photo('Photo of the ID', jpeg('passport.jpg'));
    // An additional driver, with an expired licence.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a driver' })));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    type('First name', 'Charles');
    type('Last name', 'Babbage');
    const driver = screen.getByRole('group', { name: 'Additional driver 1' });
    fireEvent.change(within(driver).getByLabelText(/^Date of birth/), { target: { value: '12/26/1991' } });
    fireEvent.change(within(driver).getByLabelText('License number'), { target: { value: 'D-99887766' } });
    fireEvent.change(within(driver).getByLabelText(/^Date of issue/), { target: { value: '01/01/2020' } });
    fireEvent.change(within(driver).getByLabelText(/^Expiration date/), { target: { value: '01/01/2019' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    expect(
      within(await screen.findByRole('alert'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Additional driver 1, Expiration date: This document has expired. Please use one that is still valid.',
    ]);
    fireEvent.change(within(driver).getByLabelText(/^Expiration date/), { target: { value: '01/01/2031' } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    const licenceExpiry = document.getElementById('check-in-licence-expires-on')!;
    await waitFor(() => expect(licenceExpiry.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('check-in-licence-expires-on-error')?.textContent).toMatch(
      /^Your driving licence expires on March 14, 2030, before the end of your rental/,
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      dateOfBirth: '1990-12-10',
      licence: {
        number: 'B072 RRT-55',
        country: 'US',
        issuedOn: '2015-06-01',
        expiresOn: '2030-03-14',
        frontUploadId: 'u1',
        backUploadId: 'u2',
      },
      identity: {
        type: 'passport',
        number: 'X1234567',
        country: 'US',
        expiresOn: '2033-01-01',
        uploadId: 'u3',
      },
      additionalDrivers: [
        {
          firstName: 'Charles',
          lastName: 'Babbage',
          dateOfBirth: '1991-12-26',
          licenceNumber: 'D-99887766',
          licenceCountry: 'US',
          licenceIssuedOn: '2020-01-01',
          licenceExpiresOn: '2031-01-01',
        },
      ],
    });

    // A valid licence: accepted, without uploading the same photos again.
    type('Expiration date of the license', '06/01/2034');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' })));
    const heading = await screen.findByRole('heading', { name: 'Step 2 of 4: Your car' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(location.hash).toBe(`#/booking/${NUMBER}/vehicle`);
    expect(uploads).toBe(3);
    expect(
      (calls.filter((c) => c.method === 'PUT')[1]!.body as { licence: { expiresOn: string } }).licence
        .expiresOn,
    ).toBe('2034-06-01');
    // The car and its known damage with its photo.
    expect(await screen.findByText('KES 4711')).toBeTruthy();
    expect(screen.getByText('12,345 mi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rear left, damage marked' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of 1: Scratch, Rear left' }).getAttribute('src')).toBe(
      `/api/v1/bookings/${NUMBER}/damages/photos/p1`,
    );
  }, 30_000);

  it('reports a new damage at the vehicle step with its photo', async () => {
    calls = stubApi((call) => {
      if (call.path === `/v1/bookings/${NUMBER}/check-in`) return json({ checkIn: saved() });
      if (call.path === `/v1/bookings/${NUMBER}/vehicle`)
        return json({
          vehicle: { plate: 'KES 4711', model: 'VW Golf', fuel: 'electric', odometer: 800, unit: 'km' },
          knownDamages: [],
        });
      if (call.path === '/v1/uploads') return json({ upload: { id: 'u-dmg' } }, 201);
      if (call.path === `/v1/bookings/${NUMBER}/damages` && call.method === 'GET')
        return json({ damages: [] });
      if (call.path === `/v1/bookings/${NUMBER}/damages`) {
        const body = call.body as { area: Damage['area']; kind: Damage['kind']; description: string };
        return json(
          {
            damage: {
              ...knownDamage,
              id: 'dmg_9',
              ...body,
              photos: [{ id: 'u-dmg', url: `/v1/bookings/${NUMBER}/damages/photos/u-dmg` }],
              reportedBy: 'customer',
              stage: 'check-in',
              reservationNumber: NUMBER,
              state: 'reported',
            },
          },
          201,
        );
      }
      return signedIn(call);
    });
    await start(`#/booking/${NUMBER}/vehicle`);
    expect(await screen.findByText('This car has no known damage.')).toBeTruthy();
    const open = screen.getByRole('button', { name: 'Report a damage' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(open));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Roof' }), { key: ' ' });
    fireEvent.change(screen.getByLabelText('What kind of damage is it?'), { target: { value: 'dent' } });
    type('Describe the damage', 'Hail dent in the middle of the roof');
    await photo('Photo 1', jpeg('roof.jpg'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the report' })));
    expect(await screen.findByRole('heading', { name: 'Damages you reported' })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/damages'))!;
    expect(post.body).toMatchObject({
      stage: 'check-in',
      area: 'roof',
      kind: 'dent',
      description: 'Hail dent in the middle of the roof',
      photoUploadIds: ['u-dmg'],
    });
    expect((post.body as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('heading', { level: 4, name: 'Roof: Dent' })).toBeTruthy();
  });

  it('sends the customer to the provider for the deposit, with this step as the way back', async () => {
    calls = stubApi((call) => {
      if (call.path === `/v1/bookings/${NUMBER}/check-in`) return json({ checkIn: saved() });
      if (call.path === `/v1/bookings/${NUMBER}/check-in/deposit`)
        return json({
          redirectUrl: 'http://localhost:4735/pay/cs_1',
          checkIn: saved({ deposit: { ...saved().deposit, status: 'pending' } }),
        });
      return signedIn(call);
    });
    await start(`#/booking/${NUMBER}/deposit`);
    await screen.findByRole('heading', { name: 'Step 3 of 4: Deposit' });
    expect(screen.getByText(/We hold \$300\.00 on your card/)).toBeTruthy();
    // Earlier steps can be revisited from the list.
    expect(screen.getByRole('link', { name: 'Your details' }).getAttribute('href')).toBe(
      `#/booking/${NUMBER}/details`,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hold $300.00 on my card' })));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('http://localhost:4735/pay/cs_1'));
    expect(calls.find((c) => c.path.endsWith('/deposit'))?.body).toEqual({
      returnUrl: `http://localhost:3000/check-in#/booking/${NUMBER}/deposit`.replace(
        'http://localhost:3000',
        location.origin,
      ),
    });
  });

  it('back from the provider with a refused card: the reason and the button to try again', async () => {
    calls = stubApi((call) => {
      if (call.path === '/v1/payments/sessions/cs_7') return json({ sessionId: 'cs_7', status: 'refused' });
      if (call.path === `/v1/bookings/${NUMBER}/check-in`)
        return json({
          checkIn: saved({
            deposit: {
              ...saved().deposit,
              status: 'refused',
              refusalMessage: 'Your bank declined the card. Please use another card.',
            },
          }),
        });
      return signedIn(call);
    });
    await start(`#/booking/${NUMBER}/deposit`, '?payment_session=cs_7');
    const heading = await screen.findByRole('heading', { name: 'Step 3 of 4: Deposit' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Your bank declined the card. Please use another card.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again: hold $300.00' })).toBeTruthy();
    expect(calls.map((c) => c.path).indexOf('/v1/payments/sessions/cs_7')).toBeLessThan(
      calls.map((c) => c.path).indexOf(`/v1/bookings/${NUMBER}/check-in`),
    );
    expect(location.search).toBe('');
  });

  it('back from the provider with the deposit held: the pickup code as text and as a QR code', async () => {
    const rows = ['1110', '1010', '0111', '0001'];
    calls = stubApi((call) => {
      if (call.path === '/v1/payments/sessions/cs_8')
        return json({ sessionId: 'cs_8', status: 'authorised' });
      if (call.path === `/v1/bookings/${NUMBER}/check-in`)
        return json({
          checkIn: saved({
            status: 'completed',
            completedAt: '2030-03-01T10:00:00.000Z',
            deposit: { ...saved().deposit, status: 'authorised', card: { brand: 'visa', last4: '4242' } },
            pickupCode: { code: 'K7M4QX9P', qr: { size: 4, rows } },
          }),
        });
      return signedIn(call);
    });
    await start(`#/booking/${NUMBER}/deposit`, '?payment_session=cs_8');
    const heading = await screen.findByRole('heading', { name: 'You are checked in' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(location.hash).toBe(`#/booking/${NUMBER}/done`);
    expect(screen.getByText('K7M4QX9P')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR code of your pickup code K7M4QX9P' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(
      'M4 4h3v1h-3zM4 5h1v1h-1zM6 5h1v1h-1zM5 6h3v1h-3zM7 7h1v1h-1z',
    );
    expect(screen.getByText('$300.00 held on Visa •••• 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return the car with the app' }).getAttribute('href')).toBe(
      `/check-out#/booking/${NUMBER}`,
    );
    // No step list: nothing to go back to.
    expect(screen.queryByRole('link', { name: 'Your details' })).toBeNull();
  });

  it('says why a booking cannot be checked in', async () => {
    calls = stubApi((call) =>
      call.path === `/v1/bookings/${NUMBER}/check-in`
        ? json({ checkIn: checkIn({ available: false, unavailableReason: 'cancelled' }) })
        : signedIn(call),
    );
    await start(`#/booking/${NUMBER}`);
    expect(await screen.findByRole('heading', { name: 'Online check-in is not available' })).toBeTruthy();
    expect(screen.getByText('This booking is cancelled, so there is nothing to check in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });
});
