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

/** Renders the invoice as a PDF document. */
export async function renderInvoicePdf(invoice: InvoiceRow, facts: InvoicePdfFacts): Promise<Buffer> {
  const language = languageOfTag(invoice.locale) ?? 'en';
  const { copy, own } = invoiceCopyOf(language);
  const profile = profileOf(invoice.country, invoice.locale);
  const format = profile
    ? createFormatters({
        formats: profile.formats,
        locale: own ? invoice.locale : `en-${invoice.country}`,
        defaultCurrency: invoice.currency,
      })
    : undefined;
  const money = (amountMinor: number) =>
    format
      ? format.money({ amountMinor, currency: invoice.currency })
      : `${(amountMinor / 100).toFixed(2)} ${invoice.currency}`;
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
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: invoice.locale,
    info: { Title: `${title} ${invoice.number}`, Author: facts.brand, Subject: title },
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
  doc.font('Helvetica-Bold').fontSize(22).text(text(title), left, 90);
  doc.moveDown(0.6).font('Helvetica').fontSize(10);
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

  doc.moveDown(1).font('Helvetica-Bold').text(text(copy.billTo));
  doc.font('Helvetica');
  const bill = invoice.billTo;
  for (const line of [bill.company, bill.name, ...bill.addressLines]) if (line) doc.text(text(line));
  if (bill.vatId) doc.text(text(`${copy.vatId}: ${bill.vatId}`));

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
  for (const line of invoice.lines)
    row(`${lineText(line)}${line.kind === 'extra' ? ` x ${line.quantity}` : ''}`, money(line.amountMinor));
  doc
    .moveTo(left, doc.y)
    .lineTo(amountX + amountWidth, doc.y)
    .stroke();
  doc.y += 6;
  row(copy.net, money(invoice.netMinor));
  row(fill(copy.vat, { rate }), money(invoice.vatMinor));
  row(copy.gross, money(invoice.grossMinor), true);

  doc.moveDown(1.5).font('Helvetica').fontSize(9);
  if (facts.business) doc.font('Helvetica-Bold').text(text(copy.paidByInvoice), left).font('Helvetica');
  doc.text(text(copy.pricesIncludeVat), left);
  doc.text(text(copy.thanks), left);
  doc.end();
  return done;
}
