// The invoice under a finished booking's details (issue 20 §5) through the mount contract, the API
// answered by a stand-in fetch: number, date and total in the market's formats, the corrected invoice
// saying which one it replaces, the PDF link, and no invoice asked for before the rental has ended.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const branch = {
  id: 'b1',
  name: 'Boston Logan Airport',
  address: { street: '1 Harborside Dr', city: 'Boston', postcode: '02128', countryCode: 'US' },
};

function booking(timing: 'past' | 'upcoming') {
  return {
    reservationNumber: '1234567890',
    status: 'confirmed',
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

const invoice = (corrects: string | null) => ({
  number: corrects ? 'US-2026-000043' : 'US-2026-000042',
  kind: corrects ? 'corrected' : 'invoice',
  corrects,
  replacedBy: null,
  reservationNumber: '1234567890',
  issuedOn: '2026-05-06',
  locale: 'en-US',
  country: 'US',
  billTo: { name: 'Ada Lovelace', company: null, addressLines: [], vatId: null },
  lines: [],
  vat: [],
  totals: {
    net: { amountMinor: 17_500, currency: 'USD' },
    vat: { amountMinor: 1_400, currency: 'USD' },
    gross: { amountMinor: 18_900, currency: 'USD' },
  },
});

/** Correction requests the stand-in API holds, and the bodies it received. */
let corrections: Array<Record<string, unknown>> = [];
let sentBodies: unknown[] = [];

function fakeApi(timing: 'past' | 'upcoming', answer: () => Response) {
  const calls: string[] = [];
  corrections = [];
  sentBodies = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const url = new URL(request.url);
    const path = url.pathname;
    calls.push(path);
    if (path.endsWith('/v1/uploads') && request.method === 'POST') {
      const name = url.searchParams.get('fileName') ?? '';
      if (name.endsWith('.exe'))
        return json(415, { error: { code: 'upload_type_not_allowed', message: 'Not allowed.' } });
      return json(201, {
        upload: {
          id: `up-${name}`,
          contentType: 'image/png',
          sizeBytes: (await request.arrayBuffer()).byteLength,
          sha256: '0',
          fileName: name,
          createdAt: '2026-05-07T10:00:00Z',
        },
      });
    }
    if (path.endsWith('/corrections') && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      sentBodies.push(body);
      corrections.unshift({
        id: 'c1',
        invoiceNumber: 'US-2026-000042',
        ...body,
        status: 'received',
        correctedInvoiceNumber: null,
        createdAt: '2026-05-07T10:00:00Z',
        updatedAt: '2026-05-07T10:00:00Z',
      });
      return json(201, { correction: corrections[0] });
    }
    if (path.endsWith('/corrections')) return json(200, { corrections });
    if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: true, user: ada });
    if (path.endsWith('/v1/rentalreservations/1234567890')) return json(200, { booking: booking(timing) });
    if (path.endsWith('/v1/bookings/1234567890/invoice')) return answer();
    return json(404, { error: { code: 'not_found', message: 'no' } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const section = async () => screen.findByRole('region', { name: 'Invoice' });

it('shows the invoice of a finished rental with its number, date, total and the PDF', async () => {
  fakeApi('past', () => json(200, { invoice: invoice(null) }));
  await mountAt('/account#/bookings/1234567890');
  const invoiceSection = await section();
  expect(
    await within(invoiceSection).findByText('Invoice US-2026-000042 of 05/06/2026, total $189.00'),
  ).toBeTruthy();
  const pdf = within(invoiceSection).getByRole('link', { name: 'Download the invoice (PDF)' });
  expect(pdf.getAttribute('href')).toBe('/api/v1/bookings/1234567890/invoice.pdf');
  expect(pdf.getAttribute('download')).toBe('US-2026-000042.pdf');
  expect(within(invoiceSection).queryByText(/replaces/)).toBeNull();
});

it('says which invoice a corrected one replaces', async () => {
  fakeApi('past', () => json(200, { invoice: invoice('US-2026-000042') }));
  await mountAt('/account#/bookings/1234567890');
  const invoiceSection = await section();
  expect(
    await within(invoiceSection).findByText('This corrected invoice replaces invoice US-2026-000042.'),
  ).toBeTruthy();
});

it('says when the invoice is not ready yet, and asks for none before the rental has ended', async () => {
  fakeApi('past', () => json(409, { error: { code: 'invoice_not_ready', message: 'Not yet.' } }));
  await mountAt('/account#/bookings/1234567890');
  expect(
    await within(await section()).findByText('The invoice is ready once the rental has ended.'),
  ).toBeTruthy();

  const calls = fakeApi('upcoming', () => json(500, {}));
  await mountAt('/account#/bookings/1234567890');
  await screen.findAllByText(/Fiat 500/);
  expect(calls.some((p) => p.endsWith('/invoice'))).toBe(false);
});

it('asks for a correction with a reason, a message and an attachment, refusing a file that is no photo or PDF', async () => {
  fakeApi('past', () => json(200, { invoice: invoice(null) }));
  await mountAt('/account#/bookings/1234567890');
  const invoiceSection = await section();
  await act(async () => {
    fireEvent.click(await within(invoiceSection).findByRole('button', { name: 'Ask for a correction' }));
  });
  await act(async () => {
    fireEvent.click(within(invoiceSection).getByRole('button', { name: 'Send the request' }));
  });
  const summary = await within(invoiceSection).findByText('Please correct 2 fields:');
  expect(summary.parentElement?.textContent).toContain('What is wrong? Choose what is wrong.');
  expect(sentBodies).toEqual([]);

  fireEvent.click(within(invoiceSection).getByLabelText('The address is wrong'));
  fireEvent.change(within(invoiceSection).getByLabelText(/What should we correct/), {
    target: { value: 'The street is Harborside Drive 1.' },
  });
  const input = within(invoiceSection).getByLabelText('Attachments (optional)') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
  });
  expect(
    await within(invoiceSection).findByText('tool.exe is not a photo (JPEG, PNG, WebP, HEIC) or a PDF file.'),
  ).toBeTruthy();
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['png'], 'letter.png', { type: 'image/png' })] } });
  });
  expect(await within(invoiceSection).findByText('Files attached: 1')).toBeTruthy();
  await act(async () => {
    fireEvent.click(within(invoiceSection).getByRole('button', { name: 'Send the request' }));
  });
  expect(
    await within(invoiceSection).findByText(
      'Thank you: we have received your request and will check the invoice.',
    ),
  ).toBeTruthy();
  expect(sentBodies).toEqual([
    { reason: 'wrong_address', message: 'The street is Harborside Drive 1.', uploadIds: ['up-letter.png'] },
  ]);
  const requests = await within(invoiceSection).findByRole('list', { name: 'Your correction requests' });
  expect(requests.textContent).toContain('The address is wrong: received');
  // One open request at a time: no second form until it is answered.
  expect(within(invoiceSection).queryByRole('button', { name: 'Ask for a correction' })).toBeNull();
});
