// Invoices and invoice corrections over real HTTP (issue 20, items 5 and 6): a finished rental's invoice
// (sequential number per market and year, lines, VAT by the market's rate) as JSON and as a PDF whose text
// is read back with pdf.js, for the German and the UK market; owner-only access; a correction request
// with the customer's uploads, moved on by the back office with the service token, issuing a new invoice
// that names the old one.
import { pdfText as textOfPdf } from '@rental/testing/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { bookRental, newCustomer, signIn, testFiles, uploadFile } from './test-rentals.ts';

/** pdf.js's copies of the 14 standard PDF fonts (it asks for them to read text set in Helvetica). */
const SERVICE_TOKEN = 'service-token-for-the-invoice-tests-0123456789';
let api: TestApi;
/** The API's clock: moved past the rentals' return once they are booked. */
let clockOffsetMs = 0;
const DAY = 86_400_000;

let owner: string;
let stranger: string;
let german: { reservationNumber: string; total: { amountMinor: number; currency: string } };
let germanGuest: { reservationNumber: string; total: { amountMinor: number; currency: string } };
let british: { reservationNumber: string; total: { amountMinor: number; currency: string } };
let upcoming: { reservationNumber: string };
let racedA: { reservationNumber: string };
let racedB: { reservationNumber: string };
let cancelled: { reservationNumber: string };

beforeAll(async () => {
  api = await startTestApi({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: { serviceToken: SERVICE_TOKEN },
  });
  const ownerAccount = await newCustomer(api);
  const strangerAccount = await newCustomer(api);
  owner = ownerAccount.cookie;
  german = await bookRental(api, { country: 'DE', cookie: owner, locale: 'de-DE' });
  germanGuest = await bookRental(api, { country: 'DE', lastName: 'Müller-Lüdenscheidt', locale: 'de-DE' });
  british = await bookRental(api, { country: 'GB', cookie: owner, locale: 'en-GB' });
  upcoming = await bookRental(api, { country: 'DE', cookie: owner, days: [60, 62] });
  racedA = await bookRental(api, { country: 'FR', lastName: 'Durand', locale: 'fr-FR' });
  racedB = await bookRental(api, { country: 'FR', lastName: 'Durand', locale: 'fr-FR' });
  cancelled = await bookRental(api, { country: 'DE', cookie: owner, days: [25, 26] });
  const cancel = await api.call(`/v1/rentalreservations/${cancelled.reservationNumber}/cancel`, {
    method: 'POST',
    headers: { cookie: owner },
    body: { expectedFee: { amountMinor: 0, currency: 'EUR' } },
  });
  expect(cancel.status).toBe(200);
  // Thirty days on: the first rentals have ended, the one 60 days out has not begun (and the sessions
  // have ended: sign in again).
  clockOffsetMs = 30 * DAY;
  owner = await signIn(api, ownerAccount.email);
  stranger = await signIn(api, strangerAccount.email);
});
afterAll(async () => api?.close());

const invoiceOf = (reservationNumber: string, init: { cookie?: string; lastName?: string } = {}) =>
  api.call(
    `/v1/bookings/${reservationNumber}/invoice${init.lastName ? `?lastName=${encodeURIComponent(init.lastName)}` : ''}`,
    { headers: init.cookie ? { cookie: init.cookie } : {} },
  );

async function pdfText(
  path: string,
  cookie?: string,
): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${api.base}${path}`, { headers: cookie ? { cookie } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, type: res.headers.get('content-type'), text: '' };
  const text = await textOfPdf(bytes);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    text,
  };
}

/** Money as the market writes it, independently of the API's formatter. */
const euros = (minor: number) =>
  `${Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(minor % 100).padStart(2, '0')} €`;
const pounds = (minor: number) =>
  `£${Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(minor % 100).padStart(2, '0')}`;

describe('the invoice of a finished rental', () => {
  it('is issued once, with a sequential number of the market and year, lines and 19 % VAT in Germany', async () => {
    const first = await invoiceOf(german.reservationNumber, { cookie: owner });
    expect(first.status).toBe(200);
    const invoice = first.body.invoice;
    const year = invoice.issuedOn.slice(0, 4);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      corrects: null,
      replacedBy: null,
      reservationNumber: german.reservationNumber,
      locale: 'de-DE',
      country: 'DE',
      billTo: { name: 'Ines Okafor', company: null, addressLines: [], vatId: null },
    });
    expect(invoice.number).toMatch(new RegExp(`^DE-${year}-\\d{6}$`));
    const gross = german.total.amountMinor;
    expect(invoice.totals.gross).toEqual({ amountMinor: gross, currency: 'EUR' });
    expect(invoice.totals.net.amountMinor).toBe(Math.round(gross / 1.19));
    expect(invoice.totals.vat.amountMinor).toBe(gross - Math.round(gross / 1.19));
    expect(invoice.vat).toEqual([{ ratePercent: 19, net: invoice.totals.net, vat: invoice.totals.vat }]);
    expect(invoice.lines[0]).toMatchObject({ kind: 'rental', quantity: 3 });
    expect(invoice.lines.map((l: { kind: string }) => l.kind)).toContain('protection');
    const sum = invoice.lines.reduce(
      (s: number, l: { amount: { amountMinor: number } }) => s + l.amount.amountMinor,
      0,
    );
    expect(sum).toBe(gross);

    // Stored once: the same number again; the next rental of the market gets the next number.
    expect((await invoiceOf(german.reservationNumber, { cookie: owner })).body.invoice).toEqual(invoice);
    const next = await invoiceOf(germanGuest.reservationNumber, { lastName: 'müller-lüdenscheidt' });
    expect(next.status).toBe(200);
    const sequence = (n: string) => Number(n.slice(-6));
    expect(next.body.invoice.number.slice(0, 7)).toBe(`DE-${year}`);
    expect(sequence(next.body.invoice.number)).toBe(sequence(invoice.number) + 1);
  });

  it('is a German PDF with the number, a German date, euro amounts and the VAT line', async () => {
    const { invoice } = (await invoiceOf(german.reservationNumber, { cookie: owner })).body;
    const pdf = await pdfText(`/v1/bookings/${german.reservationNumber}/invoice.pdf`, owner);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const [y, m, d] = invoice.issuedOn.split('-');
    expect(pdf.text).toContain('Rechnung');
    expect(pdf.text).toContain(`Rechnungsnummer: ${invoice.number}`);
    expect(pdf.text).toContain(`Rechnungsdatum: ${d}.${m}.${y}`);
    expect(pdf.text).toContain(`Reservierungsnummer: ${german.reservationNumber}`);
    expect(pdf.text).toContain('MwSt. 19 %');
    expect(pdf.text).toContain(euros(invoice.totals.vat.amountMinor));
    expect(pdf.text).toContain(euros(invoice.totals.gross.amountMinor));
    expect(pdf.text).toContain('Fahrzeugmiete');
  });

  it('is a UK PDF in English with a British date, pounds and 20 % VAT', async () => {
    const r = await invoiceOf(british.reservationNumber, { cookie: owner });
    expect(r.status).toBe(200);
    const { invoice } = r.body;
    expect(invoice).toMatchObject({ country: 'GB', locale: 'en-GB' });
    expect(invoice.number).toMatch(/^GB-\d{4}-\d{6}$/);
    expect(invoice.vat[0].ratePercent).toBe(20);
    const gross = british.total.amountMinor;
    expect(invoice.totals.net.amountMinor).toBe(Math.round(gross / 1.2));
    const pdf = await pdfText(`/v1/bookings/${british.reservationNumber}/invoice.pdf`, owner);
    const [y, m, d] = invoice.issuedOn.split('-');
    expect(pdf.text).toContain(`Invoice number: ${invoice.number}`);
    expect(pdf.text).toContain(`Invoice date: ${d}/${m}/${y}`);
    expect(pdf.text).toContain('VAT 20 %');
    expect(pdf.text).toContain(pounds(invoice.totals.vat.amountMinor));
    expect(pdf.text).toContain(pounds(gross));
  });

  it('is issued once when several requests ask at the same time, and the next number follows it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => invoiceOf(racedA.reservationNumber, { lastName: 'Durand' })),
    );
    const numbers = new Set(answers.map((a) => a.body.invoice?.number));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(numbers.size).toBe(1);
    const [first] = [...numbers] as string[];
    expect(first).toMatch(/^FR-\d{4}-\d{6}$/);
    const next = await invoiceOf(racedB.reservationNumber, { lastName: 'Durand' });
    expect(Number(next.body.invoice.number.slice(-6))).toBe(Number(first!.slice(-6)) + 1);
    // French words, French formats, 20 % VAT.
    const pdf = await pdfText(`/v1/bookings/${racedA.reservationNumber}/invoice.pdf?lastName=Durand`);
    expect(pdf.text).toContain(`Numéro de facture : ${first}`.replace(' :', ':'));
    expect(pdf.text).toContain('TVA 20 %');
  });

  it('is not there before the rental has ended, nor for a cancelled booking', async () => {
    const early = await invoiceOf(upcoming.reservationNumber, { cookie: owner });
    expect(early.status).toBe(409);
    expect(expectErrorShape(early.body)).toMatchObject({
      code: 'invoice_not_ready',
      message: 'The invoice is ready once the rental has ended.',
    });
    const gone = await invoiceOf(cancelled.reservationNumber, { cookie: owner });
    expect(gone.status).toBe(409);
    expect(expectErrorShape(gone.body).code).toBe('invoice_not_available');
  });

  it("is the owner's only: another customer, a wrong last name and an unknown number get the same 404", async () => {
    const unknown = await invoiceOf('0000000001', { cookie: stranger });
    expect(unknown.status).toBe(404);
    for (const r of [
      await invoiceOf(german.reservationNumber, { cookie: stranger }),
      await invoiceOf(german.reservationNumber, { lastName: 'Someone' }),
      await invoiceOf(german.reservationNumber),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual(unknown.body);
    }
    const pdf = await fetch(`${api.base}/v1/bookings/${german.reservationNumber}/invoice.pdf`, {
      headers: { cookie: stranger },
    });
    expect(pdf.status).toBe(404);
    const { invoice } = (await invoiceOf(german.reservationNumber, { cookie: owner })).body;
    const byNumber = await api.call(`/v1/invoices/${invoice.number}`, { headers: { cookie: stranger } });
    expect(byNumber.status).toBe(404);
    expect(expectErrorShape(byNumber.body).code).toBe('invoice_not_found');
    expect((await api.call(`/v1/invoices/${invoice.number}`)).status).toBe(401);
    expect((await api.call(`/v1/invoices/${invoice.number}`, { headers: { cookie: owner } })).body).toEqual({
      invoice,
    });
  });
});

describe('correcting an invoice', () => {
  const service = (correctionId: string, body: unknown, token: string | null = SERVICE_TOKEN) =>
    api.call(`/v1/service/invoice-corrections/${correctionId}/status`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });

  it('goes from received through in review to corrected: a new invoice that names the old one', async () => {
    const { invoice } = (await invoiceOf(british.reservationNumber, { cookie: owner })).body;
    const scan = await uploadFile(api, owner, testFiles.pdf, { type: 'application/pdf' });
    const strangersFile = await uploadFile(api, stranger, testFiles.png, { type: 'image/png' });
    const path = `/v1/invoices/${invoice.number}/corrections`;
    const body = { reason: 'company_details', message: 'Please bill Okafor Ltd, VAT GB123456789.' };

    const notMine = await api.call(path, {
      method: 'POST',
      headers: { cookie: owner },
      body: { ...body, uploadIds: [strangersFile.body.upload.id] },
    });
    expect(notMine.status).toBe(422);
    expect(expectErrorShape(notMine.body)).toMatchObject({
      code: 'correction_uploads_not_yours',
      fields: { uploadIds: 'Attach only files that you have uploaded yourself.' },
    });
    const ofStranger = await api.call(path, { method: 'POST', headers: { cookie: stranger }, body });
    expect(ofStranger.status).toBe(404);

    const asked = await api.call(path, {
      method: 'POST',
      headers: { cookie: owner },
      body: { ...body, uploadIds: [scan.body.upload.id] },
    });
    expect(asked.status).toBe(201);
    const correction = asked.body.correction;
    expect(correction).toMatchObject({
      invoiceNumber: invoice.number,
      reason: 'company_details',
      uploadIds: [scan.body.upload.id],
      status: 'received',
      correctedInvoiceNumber: null,
    });
    const again = await api.call(path, { method: 'POST', headers: { cookie: owner }, body });
    expect(again.status).toBe(409);
    expect(expectErrorShape(again.body).code).toBe('correction_open');

    // The back office: no token, a wrong token, then in review.
    for (const token of [null, 'x'.repeat(40)]) {
      const refused = await service(correction.id, { status: 'in_review' }, token);
      expect(refused.status).toBe(401);
      expect(expectErrorShape(refused.body).code).toBe('service_unauthorized');
    }
    expect((await service(correction.id, { status: 'in_review' })).body.correction.status).toBe('in_review');
    const read = await api.call(`/v1/invoice-corrections/${correction.id}`, { headers: { cookie: owner } });
    expect(read.body.correction.status).toBe('in_review');
    expect(
      (await api.call(`/v1/invoice-corrections/${correction.id}`, { headers: { cookie: stranger } })).status,
    ).toBe(404);

    const corrected = await service(correction.id, {
      status: 'corrected',
      note: 'Company and VAT id added.',
      billTo: {
        company: 'Okafor Ltd',
        vatId: 'GB123456789',
        addressLines: ['1 Harbour Street', 'London E1 6AN'],
      },
    });
    expect(corrected.status).toBe(200);
    const newNumber = corrected.body.correction.correctedInvoiceNumber as string;
    expect(corrected.body.correction).toMatchObject({
      status: 'corrected',
      resolutionNote: 'Company and VAT id added.',
    });
    expect(newNumber).toMatch(/^GB-\d{4}-\d{6}$/);
    expect(Number(newNumber.slice(-6))).toBe(Number(invoice.number.slice(-6)) + 1);

    // The booking's invoice is now the corrected one; the old one says what replaced it.
    const current = (await invoiceOf(british.reservationNumber, { cookie: owner })).body.invoice;
    expect(current).toMatchObject({
      number: newNumber,
      kind: 'corrected',
      corrects: invoice.number,
      billTo: { company: 'Okafor Ltd', vatId: 'GB123456789', name: 'Ines Okafor' },
      totals: invoice.totals,
    });
    const old = await api.call(`/v1/invoices/${invoice.number}`, { headers: { cookie: owner } });
    expect(old.body.invoice.replacedBy).toBe(newNumber);
    const pdf = await pdfText(`/v1/invoices/${newNumber}/pdf`, owner);
    expect(pdf.text).toContain('Corrected invoice');
    expect(pdf.text).toContain(`This invoice corrects and replaces invoice ${invoice.number}.`);
    expect(pdf.text).toContain('Okafor Ltd');
    expect(pdf.text).toContain('VAT ID: GB123456789');

    const closed = await service(correction.id, { status: 'rejected', note: 'Too late.' });
    expect(closed.status).toBe(409);
    expect(expectErrorShape(closed.body).code).toBe('correction_closed');
    const onOld = await api.call(path, { method: 'POST', headers: { cookie: owner }, body });
    expect(onOld.status).toBe(409);
    expect(expectErrorShape(onOld.body)).toMatchObject({
      code: 'invoice_superseded',
      message: `This invoice was replaced by invoice ${newNumber}.`,
    });
    const listed = await api.call(path, { headers: { cookie: owner } });
    expect(listed.body.corrections.map((c: { id: string }) => c.id)).toEqual([correction.id]);
  });

  it('can be rejected with a note the customer reads', async () => {
    const { invoice } = (await invoiceOf(german.reservationNumber, { cookie: owner })).body;
    const asked = await api.call(`/v1/invoices/${invoice.number}/corrections`, {
      method: 'POST',
      headers: { cookie: owner },
      body: { reason: 'disputed_item', message: 'I did not book a child seat.' },
    });
    expect(asked.status).toBe(201);
    const rejected = await service(asked.body.correction.id, {
      status: 'rejected',
      note: 'The seat was booked.',
    });
    expect(rejected.status).toBe(200);
    const read = await api.call(`/v1/invoice-corrections/${asked.body.correction.id}`, {
      headers: { cookie: owner },
    });
    expect(read.body.correction).toMatchObject({
      status: 'rejected',
      resolutionNote: 'The seat was booked.',
      correctedInvoiceNumber: null,
    });
    expect((await invoiceOf(german.reservationNumber, { cookie: owner })).body.invoice.number).toBe(
      invoice.number,
    );
  });

  it('validates the request at the boundary', async () => {
    const { invoice } = (await invoiceOf(german.reservationNumber, { cookie: owner })).body;
    const path = `/v1/invoices/${invoice.number}/corrections`;
    const cases = [
      [{ reason: 'other', message: 'x' }, 'reason'],
      [{ reason: 'vat_id', message: '' }, 'message'],
      [{ reason: 'vat_id', message: 'x'.repeat(2001) }, 'message'],
      [{ reason: 'vat_id', message: 'bell\u0007' }, 'message'],
      [{ reason: 'vat_id', message: 'x', uploadIds: ['../../etc/passwd'] }, 'uploadIds.0'],
      [
        { reason: 'vat_id', message: 'x', uploadIds: Array.from({ length: 6 }, () => crypto.randomUUID()) },
        'uploadIds',
      ],
    ] as const;
    for (const [body, field] of cases) {
      const r = await api.call(path, { method: 'POST', headers: { cookie: owner }, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(expectErrorShape(r.body).fields ?? {})).toContain(field);
    }
    expect(
      (await api.call('/v1/invoices/not-a-number/corrections', { headers: { cookie: owner } })).status,
    ).toBe(400);
  });
});
