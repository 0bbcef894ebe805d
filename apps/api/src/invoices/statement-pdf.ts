// A company's monthly statement (issue 20, business customers): the invoices in force issued in one
// month for its bookings, each with its traveller and totals, and the month's net, VAT and gross — in
// the language and formats of the company's market, made with pdfkit like the invoice (invoice-pdf.ts).
import { createFormatters } from '@rental/markets';
import PDFDocument from 'pdfkit';
import { languageOfTag } from '../i18n/languages.ts';
import { fill, invoiceCopyOf } from './copies.ts';
import { profileOf, wallClock, winAnsi } from './invoice-pdf.ts';

/** One invoice line of the statement. */
export type StatementEntry = {
  number: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  bookingNumber: string;
  traveller: string;
  costCentre: string | null;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
};

export type StatementFacts = {
  brand: string;
  country: string;
  /** The market's locale, e.g. 'de-DE'. */
  locale: string;
  currency: string;
  /** YYYY-MM. */
  month: string;
  company: { name: string; addressLines: string[]; vatId: string | null };
  entries: StatementEntry[];
};

/** Renders the statement as a PDF document. */
export async function renderStatementPdf(facts: StatementFacts): Promise<Buffer> {
  const language = languageOfTag(facts.locale) ?? 'en';
  const { copy, own } = invoiceCopyOf(language);
  const wordsLocale = own ? facts.locale : `en-${facts.country}`;
  const profile = profileOf(facts.country, facts.locale);
  const format = profile
    ? createFormatters({ formats: profile.formats, locale: wordsLocale, defaultCurrency: facts.currency })
    : undefined;
  const money = (amountMinor: number) =>
    format
      ? format.money({ amountMinor, currency: facts.currency })
      : `${(amountMinor / 100).toFixed(2)} ${facts.currency}`;
  const day = (value: string) => (format ? format.date(wallClock(value)) : value);
  let monthName: string;
  try {
    monthName = new Intl.DateTimeFormat(wordsLocale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${facts.month}-01T00:00:00Z`));
  } catch {
    monthName = facts.month;
  }

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: facts.locale,
    info: { Title: `${copy.statement} ${facts.month}`, Author: facts.brand, Subject: copy.statement },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string) => winAnsi(value);
  const left = 56;
  const amountX = 420;
  const amountWidth = 119;

  doc.font('Helvetica-Bold').fontSize(11).text(text(facts.brand), left, 56);
  doc.font('Helvetica-Bold').fontSize(22).text(text(copy.statement), left, 90);
  doc.moveDown(0.6).font('Helvetica').fontSize(10);
  doc.text(text(fill(copy.period, { month: monthName })));
  doc.text(text(fill(copy.invoiceCount, { count: facts.entries.length })));

  doc.moveDown(1).font('Helvetica-Bold').text(text(copy.billTo));
  doc.font('Helvetica');
  for (const line of [facts.company.name, ...facts.company.addressLines]) if (line) doc.text(text(line));
  if (facts.company.vatId) doc.text(text(`${copy.vatId}: ${facts.company.vatId}`));

  doc.moveDown(1.2);
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(text(label), left, y, { width: amountX - left - 10 });
    const after = doc.y;
    doc.text(text(amount), amountX, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
    doc.x = left;
  };
  row(copy.description, copy.amount, true);
  doc
    .moveTo(left, doc.y)
    .lineTo(amountX + amountWidth, doc.y)
    .stroke();
  doc.y += 6;
  if (facts.entries.length === 0) row(copy.noInvoices, '');
  for (const e of facts.entries) {
    const centre = e.costCentre ? ` · ${copy.costCentre}: ${e.costCentre}` : '';
    row(
      `${e.number} · ${day(e.issuedOn)} · ${copy.reservation}: ${e.bookingNumber}\n${copy.traveller}: ${e.traveller}${centre}`,
      money(e.grossMinor),
    );
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(amountX + amountWidth, doc.y)
    .stroke();
  doc.y += 6;
  const sum = (pick: (e: StatementEntry) => number) => facts.entries.reduce((s, e) => s + pick(e), 0);
  row(copy.net, money(sum((e) => e.netMinor)));
  row(fill(copy.vat, { rate: '' }).trim(), money(sum((e) => e.vatMinor)));
  row(copy.gross, money(sum((e) => e.grossMinor)), true);

  doc.moveDown(1.5).font('Helvetica').fontSize(9);
  doc.text(text(copy.paidByInvoice), left);
  doc.end();
  return done;
}
