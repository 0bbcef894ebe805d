// A company's monthly statement (issue 20, business customers): the invoices in force issued in one
// month for its bookings, each with its traveller and totals, and the month's net, VAT and gross — in
// the language and formats of the company's market, made with pdfkit like the invoice (invoice-pdf.ts).
import { languageOfTag } from '../i18n/languages.ts';
import { fill, invoiceCopyOf } from './copies.ts';
import {
  amountRow,
  billToBlock,
  documentFormats,
  smallPrint,
  startDocument,
  tableRule,
  wallClock,
  winAnsi,
} from './invoice-pdf.ts';

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
  const { format, money } = documentFormats(facts.country, facts.locale, wordsLocale, facts.currency);
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

  const { doc, done } = startDocument({
    locale: facts.locale,
    title: copy.statement,
    reference: facts.month,
    brand: facts.brand,
  });
  const text = (value: string) => winAnsi(value);
  doc.text(text(fill(copy.period, { month: monthName })));
  doc.text(text(fill(copy.invoiceCount, { count: facts.entries.length })));

  billToBlock(
    doc,
    copy.billTo,
    [facts.company.name, ...facts.company.addressLines],
    facts.company.vatId ? `${copy.vatId}: ${facts.company.vatId}` : null,
  );
  const row = (label: string, amount: string, bold = false) => amountRow(doc, label, amount, bold);
  row(copy.description, copy.amount, true);
  tableRule(doc);
  if (facts.entries.length === 0) row(copy.noInvoices, '');
  for (const e of facts.entries) {
    const centre = e.costCentre ? ` · ${copy.costCentre}: ${e.costCentre}` : '';
    row(
      `${e.number} · ${day(e.issuedOn)} · ${copy.reservation}: ${e.bookingNumber}\n${copy.traveller}: ${e.traveller}${centre}`,
      money(e.grossMinor),
    );
  }
  tableRule(doc);
  const sum = (pick: (e: StatementEntry) => number) => facts.entries.reduce((s, e) => s + pick(e), 0);
  row(copy.net, money(sum((e) => e.netMinor)));
  row(fill(copy.vat, { rate: '' }).trim(), money(sum((e) => e.vatMinor)));
  row(copy.gross, money(sum((e) => e.grossMinor)), true);

  smallPrint(doc, [copy.paidByInvoice]);
  doc.end();
  return done;
}
