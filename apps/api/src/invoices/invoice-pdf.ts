// The PDF of an invoice (issue 20), made with pdfkit: the words in the invoice's language (copies.ts),
// dates, numbers and money in its market's formats (@rental/markets formatters). The standard PDF font
// writes WinAnsi only, so languages without a copy get English words, and the money's currency layout
// is then the English one of that country ('SAR 1,234.50' rather than Arabic script).
import { createFormatters, findSiteLanguage, getMarket, type MarketProfile, sites } from '@rental/markets';
import PDFDocument from 'pdfkit';
import type { InvoiceLine } from '../db/schema.ts';
import { languageOfTag } from '../i18n/languages.ts';
import { fill, invoiceCopyOf } from './copies.ts';
import type { InvoiceRow } from './issue.ts';

/** What the PDF shows besides the stored invoice. */
export type InvoicePdfFacts = {
  reservationNumber: string;
  /** Branch-local pickup and return, YYYY-MM-DDTHH:mm. */
  pickupAt: string;
  returnAt: string;
  /** The number of the invoice this one replaces, if it is a corrected invoice. */
  correctsNumber: string | null;
  /** The tenant's brand, e.g. 'Kestrel Rent'. */
  brand: string;
  /**
   * A company booking paid by invoice (issue 20): the traveller and cost centre it lists and the payment
   * terms it states. Null for private and agency bookings.
   */
  business?: { traveller: string; costCentre: string | null } | null;
};

export function profileOf(country: string, locale: string): MarketProfile | undefined {
  const market = getMarket(country);
  const own = market ? findSiteLanguage(market.siteId, locale) : undefined;
  return (own ?? sites.flatMap((s) => s.languages).find((l) => l.locale === locale))?.profile;
}

/** WinAnsi holds Latin-1 and these; narrow and thin spaces become spaces, direction marks go. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  return [...text.replace(/[\u2009\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '')]
    .map((c) => ((c.codePointAt(0) ?? 0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?'))
    .join('');
}

/** A wall-clock `YYYY-MM-DD[THH:mm]` as a local Date (the formatters read local fields). */
export function wallClock(value: string): Date {
  const [y, m, d, hh, mm] = value.split(/[-T:]/).map(Number) as number[];
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
}

/**
 * Money in the market's formats for a document in `wordsLocale` (the invoice's language, or English of the
 * market's country where the language has no copy); the formatters for its dates.
 */
export function documentFormats(country: string, locale: string, wordsLocale: string, currency: string) {
  const profile = profileOf(country, locale);
  const format = profile
    ? createFormatters({ formats: profile.formats, locale: wordsLocale, defaultCurrency: currency })
    : undefined;
  const money = (amountMinor: number) =>
    format ? format.money({ amountMinor, currency }) : `${(amountMinor / 100).toFixed(2)} ${currency}`;
  return { format, money };
}

const left = 56;
const amountX = 420;
const amountWidth = 119;

/**
 * An A4 document in the invoices' layout (the invoice, the monthly statement), the brand and `title` at its
 * top and the body's font set; `done` resolves to its bytes once `doc.end()` is called.
 */
export function startDocument(o: { locale: string; title: string; reference: string; brand: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: o.locale,
    info: { Title: `${o.title} ${o.reference}`, Author: o.brand, Subject: o.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(11).text(winAnsi(o.brand), left, 56);
  doc.font('Helvetica-Bold').fontSize(22).text(winAnsi(o.title), left, 90);
  doc.moveDown(0.6).font('Helvetica').fontSize(10);
  return { doc, done };
}

type Doc = PDFKit.PDFDocument;

/** The recipient: a heading, the name and address lines given, and the VAT id's line if there is one. */
export function billToBlock(
  doc: Doc,
  heading: string,
  lines: ReadonlyArray<string | null>,
  vat: string | null,
) {
  doc.moveDown(1).font('Helvetica-Bold').text(winAnsi(heading));
  doc.font('Helvetica');
  for (const line of lines) if (line) doc.text(winAnsi(line));
  if (vat) doc.text(winAnsi(vat));
  doc.moveDown(1.2);
}

/** A row of the amounts' table: the label on the left, the amount aligned right. */
export function amountRow(doc: Doc, label: string, amount: string, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(winAnsi(label), left, y, { width: amountX - left - 10 });
  const after = doc.y;
  doc.text(winAnsi(amount), amountX, y, { width: amountWidth, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
  doc.x = left;
}

/** The rule under the table's heading and above its totals. */
export function tableRule(doc: Doc) {
  doc
    .moveTo(left, doc.y)
    .lineTo(amountX + amountWidth, doc.y)
    .stroke();
  doc.y += 6;
}

/** The small print at the foot of the document, line by line (`{ bold }` for a line in bold). */
export function smallPrint(doc: Doc, lines: ReadonlyArray<string | { bold: string } | null>) {
  doc.moveDown(1.5).font('Helvetica').fontSize(9);
  for (const line of lines) {
    if (typeof line === 'string') doc.text(winAnsi(line), left);
    else if (line) doc.font('Helvetica-Bold').text(winAnsi(line.bold), left).font('Helvetica');
  }
}

/** Renders the invoice as a PDF document. */
export async function renderInvoicePdf(invoice: InvoiceRow, facts: InvoicePdfFacts): Promise<Buffer> {
  const language = languageOfTag(invoice.locale) ?? 'en';
  const { copy, own } = invoiceCopyOf(language);
  const { format, money } = documentFormats(
    invoice.country,
    invoice.locale,
    own ? invoice.locale : `en-${invoice.country}`,
    invoice.currency,
  );
  const day = (value: string) => (format ? format.date(wallClock(value)) : value.slice(0, 10));
  const dayTime = (value: string) => (format ? format.dateTime(wallClock(value)) : value.replace('T', ' '));
  const rate = `${format ? format.number(invoice.vatRatePermille / 10) : invoice.vatRatePermille / 10} %`;
  const lineText = (line: InvoiceLine) =>
    line.kind === 'rental'
      ? `${fill(copy.rental, { model: line.name })} (${fill(copy.days, { days: line.quantity })})`
      : line.kind === 'protection'
        ? fill(copy.protection, { name: line.name })
        : line.name;

  const title = invoice.correctsInvoiceId === null ? copy.invoice : copy.correctedInvoice;
  const { doc, done } = startDocument({
    locale: invoice.locale,
    title,
    reference: invoice.number,
    brand: facts.brand,
  });
  const text = (value: string) => winAnsi(value);
  doc.text(text(`${copy.number}: ${invoice.number}`));
  doc.text(text(`${copy.date}: ${day(invoice.issuedOn)}`));
  doc.text(text(`${copy.reservation}: ${facts.reservationNumber}`));
  doc.text(text(`${copy.rentalPeriod}: ${dayTime(facts.pickupAt)} - ${dayTime(facts.returnAt)}`));
  if (facts.business) {
    doc.text(text(`${copy.traveller}: ${facts.business.traveller}`));
    if (facts.business.costCentre) doc.text(text(`${copy.costCentre}: ${facts.business.costCentre}`));
  }
  if (facts.correctsNumber) {
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(text(fill(copy.corrects, { number: facts.correctsNumber })));
    doc.font('Helvetica');
  }

  const bill = invoice.billTo;
  billToBlock(
    doc,
    copy.billTo,
    [bill.company, bill.name, ...bill.addressLines],
    bill.vatId ? `${copy.vatId}: ${bill.vatId}` : null,
  );
  const row = (label: string, amount: string, bold = false) => amountRow(doc, label, amount, bold);
  row(copy.description, copy.amount, true);
  tableRule(doc);
  for (const line of invoice.lines)
    row(`${lineText(line)}${line.kind === 'extra' ? ` x ${line.quantity}` : ''}`, money(line.amountMinor));
  tableRule(doc);
  row(copy.net, money(invoice.netMinor));
  row(fill(copy.vat, { rate }), money(invoice.vatMinor));
  row(copy.gross, money(invoice.grossMinor), true);

  smallPrint(doc, [facts.business ? { bold: copy.paidByInvoice } : null, copy.pricesIncludeVat, copy.thanks]);
  doc.end();
  return done;
}
