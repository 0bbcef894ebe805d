// The return view through the app's mount contract on the return page, the API answered by a stand-in
// fetch with the contract's payloads: each step's checks, the guided photos, a reload in the middle that
// shows everything again (the same store; IndexedDB itself is tested in outbox.test.ts), sending without a
// connection and again once online, a refusal shown on its step, and the states before the steps.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../app/mount.tsx';
import type { CheckOut, CheckOutDone } from './check-out-api.ts';
import { pageStore } from './use-draft.ts';

const NUMBER = '1234567890';

const checkOut = (overrides: Partial<CheckOut> = {}): CheckOut => ({
  reservationNumber: NUMBER,
  status: 'open',
  opensAt: '2026-05-02T12:30',
  returnAt: '2026-05-05T08:30',
  returnBranch: { id: 7, name: 'Boston Logan Airport', address: '1 Harborside Dr, Boston 02128' },
  vehicle: { plate: '7ABC123', model: 'VW Jetta', fuel: 'petrol', odometer: 12_000, unit: 'mi' },
  levelAtPickup: 100,
  result: null,
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The stand-in API: `answer` may answer a call, else the check-out's defaults. */
function stubApi(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  let uploads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost/');
      const method = init?.method ?? 'GET';
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const call = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        body: text ? JSON.parse(text) : init?.body,
      };
      calls.push(call);
      const given = answer(call);
      if (given) return given;
      if (method === 'GET' && call.path === `/v1/bookings/${NUMBER}/check-out`)
        return json({ checkOut: checkOut() });
      if (method === 'POST' && call.path === '/v1/uploads') {
        uploads += 1;
        return json({ upload: { id: `00000000-0000-4000-8000-00000000000${uploads}` } }, 201);
      }
      if (method === 'POST' && call.path === `/v1/bookings/${NUMBER}/damages`)
        return json({ damage: { id: 'dmg_1' } }, 201);
      if (method === 'POST' && call.path === `/v1/bookings/${NUMBER}/check-out`) {
        const body = call.body as { odometer: number; levelPercent: number; photos: Record<string, string> };
        return json(
          {
            checkOut: checkOut({
              status: 'completed',
              result: {
                odometer: body.odometer,
                levelPercent: body.levelPercent,
                returnBranchId: 7,
                photos: body.photos as CheckOutDone['photos'],
                completedAt: '2026-05-05T08:01:00.000Z',
                refuelCharge: { amountMinor: 2_150, currency: 'USD' },
              },
            }),
          },
          201,
        );
      }
      return refusal(404, 'not_found', `no stand-in for ${method} ${call.path}`);
    }),
  );
  return calls;
}

let unmount: (() => void) | undefined;

async function open(hash: string, locale = 'en-US') {
  history.replaceState(null, '', `/check-out${hash}`);
  const element = document.createElement('div');
  document.body.append(element);
  await act(async () => {
    unmount = await mount(element, { ...sampleContext({ app: 'check-in', locale }), view: 'check-out' });
  });
}

/** The page loaded again: the app unmounted and mounted on the same address (the store stays). */
async function reload() {
  act(() => unmount?.());
  document.body.replaceChildren();
  await open(location.hash);
}

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, { type: 'image/jpeg' });
const click = (name: string | RegExp) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

async function answerOdometer(reading = '12480') {
  await screen.findByRole('heading', { level: 3, name: 'Odometer and fuel' });
  fireEvent.change(screen.getByLabelText('Odometer reading (mi)'), { target: { value: reading } });
  await act(async () => fireEvent.click(screen.getByLabelText('6/8')));
  await click('Continue');
}

async function takePhotos() {
  for (const side of ['front', 'right side', 'rear', 'left side']) {
    const input = await screen.findByLabelText(`Photo of the ${side}`);
    await act(async () => fireEvent.change(input, { target: { files: [jpeg(`${side}.jpg`)] } }));
    await waitFor(() => expect(screen.getByAltText(`Photo of the ${side}`)).toBeTruthy());
    await click(side === 'left side' ? 'Continue' : 'Next side');
  }
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
  );
});

afterEach(async () => {
  act(() => unmount?.());
  await (await pageStore()).delete(NUMBER);
  unmount = undefined;
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the return view', () => {
  it('checks the odometer and the level before the photos, then moves the focus to the next step', async () => {
    stubApi();
    await open(`#/booking/${NUMBER}`);
    await screen.findByRole('heading', { level: 3, name: 'Odometer and fuel' });
    // The address names the first step.
    expect(location.hash).toBe(`#/booking/${NUMBER}/odometer`);
    expect(screen.getByText('At pickup: 12,000 mi.')).toBeTruthy();
    await click('Continue');
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Odometer reading (mi): Enter the odometer reading.', 'Fuel level: Choose the fuel level.']);
    fireEvent.change(screen.getByLabelText('Odometer reading (mi)'), { target: { value: '11999' } });
    await click('Continue');
    expect(
      screen.getAllByText('The reading cannot be below 12,000 mi, the reading at pickup.').length,
    ).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Odometer reading (mi)'), { target: { value: '12,480' } });
    await act(async () => fireEvent.click(screen.getByLabelText('Full')));
    await click('Continue');
    const photos = await screen.findByRole('heading', { level: 3, name: 'Photos of the car' });
    expect(document.activeElement).toBe(photos);
    expect(location.hash).toBe(`#/booking/${NUMBER}/photos`);
  });

  it('guides the four photos side by side with a drawing and the progress', async () => {
    stubApi();
    await open(`#/booking/${NUMBER}`);
    await answerOdometer();
    expect(screen.getByRole('heading', { level: 4, name: 'Photo 1 of 4: Front' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Drawing of the car from above, the front marked' })).toBeTruthy();
    await click('Next side');
    expect(screen.getAllByText('Take a photo of the front.').length).toBeGreaterThan(0);
    const input = screen.getByLabelText('Photo of the front');
    await act(async () => fireEvent.change(input, { target: { files: [jpeg('front.jpg')] } }));
    await waitFor(() => expect(screen.getByText('1 of 4 photos taken')).toBeTruthy());
    await click('Next side');
    const right = screen.getByRole('heading', { level: 4, name: 'Photo 2 of 4: Right side' });
    expect(document.activeElement).toBe(right);
    expect(
      screen.getByRole('img', { name: 'Drawing of the car from above, the right side marked' }),
    ).toBeTruthy();
    await click('Previous side');
    expect(screen.getByAltText('Photo of the front')).toBeTruthy();
  });

  it('shows everything again after a reload, and a step that is not reached yet is not shown', async () => {
    stubApi();
    await open(`#/booking/${NUMBER}/summary`);
    // Nothing answered: the summary's address leads to the first step.
    await screen.findByRole('heading', { level: 3, name: 'Odometer and fuel' });
    expect(location.hash).toBe(`#/booking/${NUMBER}/odometer`);
    await answerOdometer('12480');
    await takePhotos();
    await screen.findByRole('heading', { level: 3, name: 'New damage' });
    await reload();
    expect(await screen.findByRole('heading', { level: 3, name: 'New damage' })).toBeTruthy();
    history.replaceState(null, '', `/check-out#/booking/${NUMBER}/odometer`);
    await reload();
    expect(((await screen.findByLabelText('Odometer reading (mi)')) as HTMLInputElement).value).toBe('12480');
    expect((screen.getByLabelText('6/8') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the return on the phone without a connection and sends it once back online', async () => {
    const calls = stubApi();
    await open(`#/booking/${NUMBER}`);
    await answerOdometer();
    await takePhotos();
    // A new damage with a photo, kept for the outbox.
    await click('Report a damage');
    fireEvent.change(screen.getByLabelText('Where is the damage?'), { target: { value: 'rear-left' } });
    fireEvent.change(screen.getByLabelText('What kind of damage is it?'), { target: { value: 'scratch' } });
    fireEvent.change(screen.getByLabelText('Describe the damage'), {
      target: { value: 'Long scratch on the rear door' },
    });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Photo 1'), { target: { files: [jpeg('damage.jpg')] } }),
    );
    await click('Add this damage');
    const reported = await screen.findByRole('region', { name: 'Damages you report' });
    expect(within(reported).getByText('Rear left · Scratch')).toBeTruthy();
    expect(within(reported).getByText('1 photo')).toBeTruthy();
    await click('Continue');
    await screen.findByText('Boston Logan Airport');
    await click('I am returning the car here');
    await screen.findByRole('heading', { level: 3, name: 'Check and send' });
    expect(screen.getByText('12,480 mi · Fuel level: 6/8')).toBeTruthy();
    expect(screen.getByText('Rear left · Scratch')).toBeTruthy();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await act(async () => window.dispatchEvent(new Event('offline')));
    await click('Return the car');
    expect(
      await screen.findByText('Saved on this phone. We will send it when you are back online.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    await act(async () => window.dispatchEvent(new Event('online')));
    const returned = await screen.findByRole('heading', { level: 3, name: 'Returned' });
    expect(document.activeElement).toBe(returned);
    expect(screen.getByText('Refueling charge: $21.50. It is on your invoice.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See your booking and invoice in your account' }).getAttribute('href'),
    ).toMatch(new RegExp(`#/bookings/${NUMBER}$`));
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual([
      '/v1/uploads',
      '/v1/uploads',
      '/v1/uploads',
      '/v1/uploads',
      '/v1/uploads',
      `/v1/bookings/${NUMBER}/damages`,
      `/v1/bookings/${NUMBER}/check-out`,
    ]);
    const report = calls.find((c) => c.path.endsWith('/damages'))?.body as Record<string, unknown>;
    expect(report).toMatchObject({
      stage: 'check-out',
      area: 'rear-left',
      kind: 'scratch',
      description: 'Long scratch on the rear door',
      photoUploadIds: ['00000000-0000-4000-8000-000000000005'],
    });
    const sent = calls.find((c) => c.path.endsWith('/check-out') && c.method === 'POST')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      odometer: 12_480,
      levelPercent: 75,
      returnBranchId: 7,
      damageIds: ['dmg_1'],
    });
    expect(
      screen.getByText('We will look at the damage you reported and tell you the result by e-mail.'),
    ).toBeTruthy();
  });

  it('shows a refusal on the step and field it is about, with nothing lost', async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path.endsWith('/check-out')
        ? refusal(400, 'odometer_implausible', 'That is more than 1,250 mi per rental day.', {
            odometer: 'That is more than 1,250 mi per rental day.',
          })
        : undefined,
    );
    await open(`#/booking/${NUMBER}`);
    await answerOdometer('99999');
    await takePhotos();
    await click('Continue');
    await click('I am returning the car here');
    await click('Return the car');
    await waitFor(() => expect(location.hash).toBe(`#/booking/${NUMBER}/odometer`));
    const field = screen.getByLabelText('Odometer reading (mi)') as HTMLInputElement;
    expect(field.value).toBe('99999');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('That is more than 1,250 mi per rental day.').length).toBeGreaterThan(0);
  });

  it('opens on the result of a booking already returned', async () => {
    stubApi((call) =>
      call.method === 'GET' && call.path.endsWith('/check-out')
        ? json({
            checkOut: checkOut({
              status: 'completed',
              result: {
                odometer: 12_400,
                levelPercent: 100,
                returnBranchId: 7,
                photos: { front: 'a', rear: 'b', left: 'c', right: 'd' },
                completedAt: '2026-05-05T08:01:00.000Z',
                refuelCharge: null,
              },
            }),
          })
        : undefined,
    );
    await open(`#/booking/${NUMBER}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Returned' })).toBeTruthy();
    expect(screen.getByText('No refueling charge.')).toBeTruthy();
  });

  it('says when the return opens, before the rental started', async () => {
    stubApi((call) =>
      call.method === 'GET' && call.path.endsWith('/check-out')
        ? json({ checkOut: checkOut({ status: 'not-open' }) })
        : undefined,
    );
    await open(`#/booking/${NUMBER}`);
    expect(await screen.findByText('The return opens when your rental starts')).toBeTruthy();
    expect(screen.getByText(/^You can return the car with the app from May 2, 2026/)).toBeTruthy();
  });

  it('invites a signed-out visitor to sign in and come back', async () => {
    stubApi(() => refusal(401, 'not_signed_in', 'Please sign in.'));
    await open(`#/booking/${NUMBER}/photos`);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toContain(
      `#/login?return=${encodeURIComponent(`/check-out#/booking/${NUMBER}/photos`)}`,
    );
  });

  it('adds a booking that is not in the account with the last name, then goes on', async () => {
    let added = false;
    const calls = stubApi((call) => {
      if (call.path === '/v2/users/me/bookings') {
        if ((call.body as { lastName: string }).lastName !== 'Lovelace')
          return refusal(404, 'reservation_not_found', 'No booking with this number and last name.');
        added = true;
        return json({ booking: {} }, 201);
      }
      if (!added && call.path.endsWith('/check-out'))
        return refusal(404, 'reservation_not_found', 'No booking with this number.');
      return undefined;
    });
    await open(`#/booking/${NUMBER}`);
    await screen.findByRole('heading', { level: 3, name: 'Add this booking to your account' });
    await click('Add the booking');
    expect(screen.getByText('Enter the driver’s last name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Driver’s last name'), { target: { value: 'Byron' } });
    await click('Add the booking');
    expect(await screen.findByText('No booking with this number and last name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Driver’s last name'), { target: { value: 'Lovelace' } });
    await click('Add the booking');
    expect(await screen.findByRole('heading', { level: 3, name: 'Odometer and fuel' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v2/users/me/bookings').at(-1)?.body).toEqual({
      reservationNumber: NUMBER,
      lastName: 'Lovelace',
    });
  });

  it('asks for the booking number when the address has none', async () => {
    stubApi();
    await open('');
    await screen.findByRole('heading', { level: 3, name: 'Which booking are you returning?' });
    fireEvent.change(screen.getByLabelText('Booking number'), { target: { value: '12345' } });
    await click('Continue');
    expect(screen.getByText('Enter the 10-digit booking number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Booking number'), { target: { value: NUMBER } });
    await click('Continue');
    expect(await screen.findByRole('heading', { level: 3, name: 'Odometer and fuel' })).toBeTruthy();
  });

  it('speaks the page’s language', async () => {
    stubApi();
    await open(`#/booking/${NUMBER}`, 'de-DE');
    expect(await screen.findByRole('heading', { level: 3, name: 'Kilometerstand und Tank' })).toBeTruthy();
    // Numbers in the market's format (the sample market is the US one), the words in German.
    expect(screen.getByText('Bei Abholung: 12,000 mi.')).toBeTruthy();
  });
});
