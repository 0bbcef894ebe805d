// The plus app through its mount contract in jsdom, the API answered by a stand-in fetch: offers priced by
// the API, the order (sign-in for a visitor, the Idempotency-Key, the contract's address), the contract's
// acceptance (the API's refusal on the name field, then who accepted it, when and which version), and the
// mileage update (the photo uploaded as the raw body, the projection before sending, the refusal below
// the last reading on its field, the unusual jump confirmed in a dialog).
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

const CONTRACT_ID = '0b6c2f7e-7d1a-4c1e-9a57-3c7f1f0a9b11';
const offer = {
  id: 'de-cdmr',
  groupCode: 'CDMR',
  model: 'VW Golf',
  image: '/cms/fleet/cdmr.png',
  category: 'hatchback',
  months: [3, 6, 12, 24],
  mileages: [1000, 1500, 2000, 2500],
  fromMonthlyPrice: eur(50000),
  excessUnitPrice: eur(29),
  seats: 5,
  transmission: 'manual',
  fuel: 'petrol',
};

function contract(extra: Record<string, unknown> = {}) {
  return {
    id: CONTRACT_ID,
    number: 'P-7K3M9Q',
    status: 'pending-acceptance',
    offerId: 'de-cdmr',
    groupCode: 'CDMR',
    model: 'VW Golf',
    image: '/cms/fleet/cdmr.png',
    months: 6,
    monthlyMileage: 1500,
    mileageUnit: 'km',
    startDate: '2026-12-07',
    endDate: '2027-06-06',
    monthlyPrice: eur(60400),
    total: eur(362400),
    excessUnitPrice: eur(29),
    paymentMethod: null,
    handover: null,
    readings: [] as { odometer: number; readAt: string; jumpConfirmed: boolean }[],
    mileage: { allowedSoFar: 0, driven: 0, projectedExcessUnits: 0, projectedExcess: eur(0) },
    acceptances: [],
    documents: [
      { document: 'contract', version: 'contract-2026-11', available: true },
      { document: 'handover-protocol', version: 'handover-2026-11', available: false },
    ],
    openRenewal: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    ...extra,
  };
}

interface Sent {
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
}
let sent: Sent[] = [];
/** Files sent as a request's raw body (the photo upload). */
let rawBodies: File[] = [];
let signedIn = true;
let current: ReturnType<typeof contract>;

function quote(months: number, mileage: number) {
  const monthly = 60000 - months * 100 + (mileage - 1000) * 10;
  return { quote: { monthlyPrice: eur(monthly), total: eur(monthly * months), excessUnitPrice: eur(29) } };
}

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, '');
  const isJson = request.headers.get('content-type')?.includes('json');
  const body = isJson ? await request.clone().json() : await request.clone().arrayBuffer();
  sent.push({
    path: path === '/v1/uploads' ? `${path}${url.search}` : path,
    method: request.method,
    headers: request.headers,
    body,
  });
  if (path === '/v1/plus/offers') return json({ currency: 'EUR', mileageUnit: 'km', offers: [offer] });
  if (path === '/v1/plus/quote') {
    const b = body as { months: number; monthlyMileage: number };
    return json(quote(b.months, b.monthlyMileage));
  }
  if (!signedIn) return error(401, 'not_signed_in', 'Please sign in.');
  if (path === '/v1/plus/contracts' && request.method === 'GET') return json({ contracts: [current] });
  if (path === '/v1/plus/contracts' && request.method === 'POST') {
    current = contract({ startDate: (body as { startDate: string }).startDate });
    return json({ contract: current, replayed: false }, 201);
  }
  if (path === `/v1/plus/contracts/${CONTRACT_ID}`) return json({ contract: current });
  if (path === `/v1/plus/contracts/${CONTRACT_ID}/documents/contract`)
    return json({
      document: 'contract',
      version: 'contract-2026-11',
      title: 'Long-term rental contract P-7K3M9Q',
      sections: [{ heading: 'Parties', text: 'Between the rental company and Ines Okafor.' }],
    });
  if (path === `/v1/plus/contracts/${CONTRACT_ID}/acceptances`) {
    const b = body as { typedName: string; version: string };
    if (b.typedName !== 'Ines Okafor')
      return error(422, 'typed_name_mismatch', 'Type your full name as it is on your account: Ines Okafor.', {
        typedName: 'Type your full name as it is on your account: Ines Okafor.',
      });
    current = contract({
      status: 'pending-payment-method',
      acceptances: [
        {
          document: 'contract',
          version: b.version,
          typedName: b.typedName,
          acceptedAt: '2026-11-29T14:05:00.000Z',
        },
      ],
    });
    return json({ contract: current }, 201);
  }
  if (path === '/v1/uploads' && url.searchParams.get('fileName') === 'odometer.jpg')
    return json(
      {
        upload: {
          id: '9d1f0c3a-1111-4222-8333-444455556666',
          contentType: 'image/jpeg',
          sizeBytes: (body as ArrayBuffer).byteLength,
          sha256: '0',
          fileName: url.searchParams.get('fileName'),
          createdAt: '2026-11-29T15:00:00Z',
        },
      },
      201,
    );
  if (path === `/v1/plus/contracts/${CONTRACT_ID}/readings/preview`) {
    const b = body as { odometer: number };
    if (b.odometer < 12_000)
      return error(422, 'reading_below_last', 'The odometer cannot be below the last reading of 12000 km.', {
        odometer: 'The odometer cannot be below the last reading of 12000 km.',
      });
    return json({
      mileage: {
        allowedSoFar: 50,
        driven: b.odometer - 12_000,
        projectedExcessUnits: 4500,
        projectedExcess: eur(130500),
      },
      unusual: b.odometer - 12_000 > 1000,
    });
  }
  if (path === `/v1/plus/contracts/${CONTRACT_ID}/readings`) {
    const b = body as { odometer: number; confirmUnusual?: boolean };
    if (b.odometer < 12_000)
      return error(422, 'reading_below_last', 'The odometer cannot be below the last reading of 12000 km.', {
        odometer: 'The odometer cannot be below the last reading of 12000 km.',
      });
    if (b.odometer - 12_000 > 1000 && !b.confirmUnusual)
      return error(
        409,
        'reading_unusual',
        '2000 km over 1 day(s) is more than three times the 50 km allowed.',
      );
    current = {
      ...current,
      readings: [
        { odometer: b.odometer, readAt: '2026-11-29T15:01:00.000Z', jumpConfirmed: !!b.confirmUnusual },
      ],
      mileage: {
        allowedSoFar: 50,
        driven: b.odometer - 12_000,
        projectedExcessUnits: 0,
        projectedExcess: eur(0),
      },
    };
    return json({ mileage: current.mileage, contract: current }, 201);
  }
  if (path === '/v1/payments/methods/session')
    return json({ sessionId: 'cs_new', redirectUrl: 'http://127.0.0.1:9/pay/cs_new' }, 201);
  if (path === '/v1/payments/sessions/cs_ok' || path === '/v1/payments/sessions/cs_refused') {
    const ok = path.endsWith('cs_ok');
    if (ok)
      current = contract({
        ...current,
        status: 'active',
        paymentMethod: { brand: 'visa', last4: '3220', expMonth: 12, expYear: 2030 },
      });
    return json({
      sessionId: ok ? 'cs_ok' : 'cs_refused',
      purpose: 'method',
      status: ok ? 'authorised' : 'refused',
      refusalReason: ok ? null : 'declined',
      message: ok ? null : 'Your card was declined.',
      amount: eur(0),
      card: ok ? { brand: 'visa', last4: '3220' } : null,
      reservation: null,
      linkId: null,
      renewalId: null,
      contractId: CONTRACT_ID,
    });
  }
  return error(404, 'not_found', `no stand-in for ${request.method} ${path}`);
}

beforeEach(() => {
  sent = [];
  rawBodies = [];
  signedIn = true;
  current = contract();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      if (init?.body instanceof File) rawBodies.push(init.body);
      return answer(input instanceof Request ? input : new Request(new URL(input, location.href), init));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

async function start(hash = '', locale = 'en-US', search = '') {
  history.replaceState(null, '', `/plus${search}${hash}`);
  const element = document.createElement('div');
  document.body.append(element);
  let unmount!: () => void;
  await act(async () => {
    unmount = await mount(element, sampleContext({ app: 'plus', locale }));
  });
  return { element, unmount };
}

describe('plus offers', () => {
  it('shows each offer with the price of the chosen term and mileage from the API', async () => {
    await start();
    const card = (await screen.findByRole('article', {
      name: 'VW Golf or similar Manual transmission',
    })) as HTMLElement;
    expect(within(card).getByRole('radio', { name: '24 months' })).toHaveProperty('checked', true);
    // The first choice is the offer's "from" price: nothing asked of the API for it.
    const from = within(card)
      .getByText(/^from .* a month$/)
      .textContent!.replace(/^from /, '');
    expect(within(card).getByText(from, { selector: '.plus-offer__monthly' })).toBeTruthy();
    expect(sent.some((s) => s.path === '/v1/plus/quote')).toBe(false);
    expect(await within(card).findByText(/a month$/, { selector: '.plus-offer__monthly' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('radio', { name: '6 months' }));
    fireEvent.change(within(card).getByRole('combobox', { name: 'Mileage per month' }), {
      target: { value: '2500' },
    });
    await waitFor(() =>
      expect(
        sent.some(
          (s) =>
            s.path === '/v1/plus/quote' &&
            JSON.stringify(s.body) ===
              JSON.stringify({ offerId: 'de-cdmr', months: 6, monthlyMileage: 2500 }),
        ),
      ).toBe(true),
    );
    const order = within(card).getByRole('link', { name: 'Order' });
    expect(order.getAttribute('href')).toBe('#/order/de-cdmr?months=6&mileage=2500');
  });
});

describe('plus order', () => {
  it('asks a visitor to sign in and come back to the order', async () => {
    signedIn = false;
    await start('#/order/de-cdmr?months=6&mileage=1500');
    const link = await screen.findByRole('link', { name: 'Sign in to order' });
    expect(link.getAttribute('href')).toBe(
      `/account#/login?${new URLSearchParams({ return: '/plus#/order/de-cdmr?months=6&mileage=1500' })}`,
    );
    expect(screen.queryByRole('button', { name: 'Order and read the contract' })).toBeNull();
  });

  it('orders with one Idempotency-Key and goes to the contract', async () => {
    await start('#/order/de-cdmr?months=6&mileage=1500');
    const date = await screen.findByRole('textbox', { name: /Start date/ });
    fireEvent.change(date, { target: { value: '2026-12-07' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Order and read the contract' }));
    });
    const posted = sent.find((s) => s.path === '/v1/plus/contracts' && s.method === 'POST')!;
    expect(posted.body).toEqual({
      offerId: 'de-cdmr',
      months: 6,
      monthlyMileage: 1500,
      startDate: '2026-12-07',
    });
    expect(posted.headers.get('idempotency-key')).toMatch(/^plus-[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { name: 'Contract P-7K3M9Q' })).toBeTruthy();
    expect(location.hash).toBe(`#/contracts/${CONTRACT_ID}`);
  });
});

describe('plus contract acceptance', () => {
  it('shows the API’s refusal on the name field, then who accepted, when and which version', async () => {
    await start(`#/contracts/${CONTRACT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Long-term rental contract P-7K3M9Q' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Steps of your contract' });
    expect(
      within(steps)
        .getByText(/Accept the contract/)
        .closest('li')
        ?.getAttribute('aria-current'),
    ).toBe('step');

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Tick the box to accept the document.');

    fireEvent.change(screen.getByRole('textbox', { name: /Your full name/ }), {
      target: { value: 'Ines Okafur' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this document and accept it.' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    const name = screen.getByRole('textbox', { name: /Your full name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(
      'Type your full name as it is on your account: Ines Okafor.',
    );

    fireEvent.change(name, { target: { value: 'Ines Okafor' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    await waitFor(() =>
      expect(sent.filter((s) => s.path.endsWith('/acceptances')).map((s) => s.body)).toHaveLength(2),
    );
    const accepted = await screen.findByText(/^Accepted by Ines Okafor on /);
    const at = new Date('2026-11-29T14:05:00.000Z');
    const time = `${at.getHours() % 12 || 12}:${String(at.getMinutes()).padStart(2, '0')} ${at.getHours() < 12 ? 'AM' : 'PM'}`;
    expect(accepted.textContent).toBe(
      `Accepted by Ines Okafor on 11/29/2026 at ${time} (version contract-2026-11).`,
    );
    expect(screen.getByText('Waiting for your card')).toBeTruthy();
  });
});

describe('plus mileage update', () => {
  beforeEach(() => {
    current = contract({
      status: 'active',
      handover: { odometer: 12_000, at: '2026-11-29T09:00:00.000Z' },
      paymentMethod: { brand: 'visa', last4: '3220', expMonth: 12, expYear: 2030 },
      acceptances: [
        {
          document: 'contract',
          version: 'contract-2026-11',
          typedName: 'Ines Okafor',
          acceptedAt: '2026-11-29T08:00:00.000Z',
        },
        {
          document: 'handover-protocol',
          version: 'handover-2026-11',
          typedName: 'Ines Okafor',
          acceptedAt: '2026-11-29T09:30:00.000Z',
        },
      ],
      documents: [
        { document: 'contract', version: 'contract-2026-11', available: true },
        { document: 'handover-protocol', version: 'handover-2026-11', available: true },
      ],
      openRenewal: { id: 'ren_1', amount: eur(60400), lastRefusalReason: 'declined' },
    });
  });

  it('refuses a reading below the last on its field and projects the excess before sending', async () => {
    await start(`#/contracts/${CONTRACT_ID}`);
    expect(await screen.findByText('Visa ending in 3220, valid until 12/2030')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew card and pay' }).getAttribute('href')).toBe(
      '/pay/renewal',
    );
    const odometer = screen.getByRole('textbox', { name: /Odometer \(km\)/ });
    fireEvent.change(odometer, { target: { value: '11000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check the reading' }));
    });
    await waitFor(() =>
      expect(document.getElementById(`${odometer.id}-error`)?.textContent).toBe(
        'The odometer cannot be below the last reading of 12000 km.',
      ),
    );
    fireEvent.change(odometer, { target: { value: '12300' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check the reading' }));
    });
    expect(
      await screen.findByText(
        'At this rate you would drive 4,500 km above your allowance by the end: about €1,305.00.',
      ),
    ).toBeTruthy();
  });

  it('uploads the photo as the raw body and asks to confirm an unusual jump', async () => {
    await start(`#/contracts/${CONTRACT_ID}`);
    const odometer = await screen.findByRole('textbox', { name: /Odometer \(km\)/ });
    fireEvent.change(odometer, { target: { value: '14000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the reading' }));
    });
    await waitFor(() =>
      expect(document.getElementById('plus-photo-error')?.textContent).toBe('Add a photo of the odometer.'),
    );
    // The error summary links the message to the file input.
    expect(screen.getByRole('link', { name: /Add a photo of the odometer\./ }).getAttribute('href')).toBe(
      '#plus-photo',
    );
    expect(sent.some((s) => s.path.endsWith('/readings'))).toBe(false);

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'odometer.jpg', {
      type: 'image/jpeg',
    });
    const input = screen.getByLabelText('Photo of the odometer') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    fireEvent.change(input, { target: { files: [file] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the reading' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Is this reading right?' });
    expect(dialog.textContent).toContain('2000 km over 1 day(s)');
    const upload = sent.find((s) => s.path === '/v1/uploads?fileName=odometer.jpg')!;
    expect(upload.headers.get('content-type')).toBe('image/jpeg');
    expect(upload.method).toBe('POST');
    // The File itself is the body (ADR 018), not a serialisation of it.
    expect(rawBodies).toEqual([file]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, it is right' }));
    });
    const readings = sent.filter((s) => s.path.endsWith('/readings'));
    expect(readings.map((r) => r.body)).toEqual([
      { odometer: 14000, photoUploadId: '9d1f0c3a-1111-4222-8333-444455556666' },
      { odometer: 14000, photoUploadId: '9d1f0c3a-1111-4222-8333-444455556666', confirmUnusual: true },
    ]);
    // The same upload is named again: one upload for both.
    expect(sent.filter((s) => s.path.startsWith('/v1/uploads'))).toHaveLength(1);
    expect(await screen.findByText('Thank you: your reading of 14,000 km is saved.')).toBeTruthy();
    expect(screen.getByText(/^14,000 km on /)).toBeTruthy();
  });
});

describe('plus card step', () => {
  const accepted = [
    {
      document: 'contract',
      version: 'contract-2026-11',
      typedName: 'Ines Okafor',
      acceptedAt: '2026-11-29T08:00:00.000Z',
    },
  ];

  it('opens a setup session for the contract, coming back to the same route', async () => {
    current = contract({ status: 'pending-payment-method', acceptances: accepted });
    await start(`#/contracts/${CONTRACT_ID}`);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    });
    const posted = sent.find((s) => s.path === '/v1/payments/methods/session')!;
    expect(posted.body).toEqual({
      agreement: `plus-contract:${CONTRACT_ID}`,
      returnUrl: `${location.origin}/plus#/contracts/${CONTRACT_ID}`,
    });
  });

  it('says the result of the session it came back with and drops it from the address', async () => {
    current = contract({ status: 'pending-payment-method', acceptances: accepted });
    await start(`#/contracts/${CONTRACT_ID}`, 'en-US', '?payment_session=cs_ok');
    expect(await screen.findByText('Your card is saved for this contract.')).toBeTruthy();
    expect(location.search).toBe('');
    expect(location.hash).toBe(`#/contracts/${CONTRACT_ID}`);
    expect(await screen.findByText('Visa ending in 3220, valid until 12/2030')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use another card' })).toBeTruthy();
  });

  it('says why a card was refused', async () => {
    current = contract({ status: 'pending-payment-method', acceptances: accepted });
    await start(`#/contracts/${CONTRACT_ID}`, 'en-US', '?payment_session=cs_refused');
    expect(await screen.findByText('Your card was not saved: Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });
});

describe('plus strings', () => {
  it('speaks the page’s language', async () => {
    await start('', 'de-DE');
    expect(await screen.findByRole('heading', { name: 'Langzeitmiete: Angebote' })).toBeTruthy();
  });
});
