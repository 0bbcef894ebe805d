// Issuing invoices (issue 20, item 5): a finished rental (confirmed, and the pickup branch's wall clock
// past its return time) gets one invoice, issued on first request and stored as issued. Numbers run per
// market and year (DE-2026-000001) from a counter row incremented in the invoice's own transaction, so a
// number is never reused and a rolled-back issue leaves no gap. A corrected invoice gets the next number
// and points at the one it replaces.
import { rentalDays } from '@rental/markets/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { branchTimeZone, localDateTime } from '../booking-policy.ts';
import { addressLinesOf } from '../business/companies.ts';
import { catalogLanguageOf } from '../catalog-texts.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import {
  businessCompanies,
  type InvoiceBillTo,
  type InvoiceLine,
  invoices,
  reservations,
  vehicleGroups,
  vehicleReturns,
  vehicles,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { languageOfTag } from '../i18n/languages.ts';
import { getMarket } from '../markets.ts';
import { getBranch } from '../routes/branches.ts';
import { addonsFor } from '../routes/rental.ts';
import { fill, invoiceCopyOf } from './copies.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

/** A unique-constraint violation (PostgreSQL 23505), maybe wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** The invoice's locale: the booking's own when the market is served in it, else the market's main one. */
export function invoiceLocale(country: string, bookingLocale: string | null): string {
  const market = getMarket(country);
  if (!market) return 'en-US';
  return bookingLocale && market.locales.includes(bookingLocale) ? bookingLocale : market.locale;
}

/** The VAT part of a gross amount at a rate in tenths of a percent (190 = 19 %), rounded to the minor unit. */
export function splitVat(grossMinor: number, ratePermille: number): { netMinor: number; vatMinor: number } {
  const netMinor = Math.round((grossMinor * 1000) / (1000 + ratePermille));
  return { netMinor, vatMinor: grossMinor - netMinor };
}

/**
 * The lines of a rental: the protection and each extra at the market's prices for the rental's days, the
 * vehicle the rest of the total (so the lines always add up to what the customer paid).
 */
async function linesOf(db: Db, row: ReservationRow, country: string, locale: string): Promise<InvoiceLine[]> {
  const days = rentalDays(row.pickupAt, row.returnAt);
  const addons = await addonsFor(db, country, days, catalogLanguageOf(locale));
  const [group] = await db.select().from(vehicleGroups).where(eq(vehicleGroups.code, row.groupCode));
  const lines: InvoiceLine[] = [];
  const protection = addons.find(
    (a) => a.kind === 'protection' && a.addon.code === (row.protectionCode ?? ''),
  );
  if (protection && protection.addon.price.total.amountMinor > 0)
    lines.push({
      kind: 'protection',
      code: protection.addon.code,
      name: protection.addon.name,
      quantity: 1,
      amountMinor: protection.addon.price.total.amountMinor,
    });
  for (const e of row.extras as { code: string; quantity: number }[]) {
    const extra = addons.find((a) => a.kind === 'extra' && a.addon.code === e.code);
    if (!extra) continue;
    lines.push({
      kind: 'extra',
      code: extra.addon.code,
      name: extra.addon.name,
      quantity: e.quantity,
      amountMinor: extra.addon.price.total.amountMinor * e.quantity,
    });
  }
  const addonsTotal = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  lines.unshift({
    kind: 'rental',
    code: row.groupCode,
    name: group?.model ?? row.groupCode,
    quantity: days,
    amountMinor: Math.max(0, row.totalMinor - addonsTotal),
  });
  const refuel = await refuelLineOf(db, row, locale);
  if (refuel) lines.push(refuel);
  return lines;
}

/**
 * Issue 22: the refuelling (or recharging) line of a rental returned with the app below its level at
 * pickup (fleet/refuel.ts), in the invoice's language; none otherwise.
 */
async function refuelLineOf(db: Db, row: ReservationRow, locale: string): Promise<InvoiceLine | undefined> {
  const [back] = await db
    .select({ ret: vehicleReturns, fuel: vehicles.fuel })
    .from(vehicleReturns)
    .innerJoin(vehicles, eq(vehicles.id, vehicleReturns.vehicleId))
    .where(eq(vehicleReturns.reservationId, row.id));
  if (!back?.ret.refuelMinor) return undefined;
  const { copy } = invoiceCopyOf(languageOfTag(locale) ?? 'en');
  const electric = back.fuel === 'electric';
  const percent = back.ret.levelAtPickup - back.ret.levelPercent;
  return {
    kind: 'refuel',
    code: electric ? 'RECHARGE' : 'REFUEL',
    name: fill(electric ? copy.recharge : copy.refuel, { percent }),
    quantity: percent,
    amountMinor: back.ret.refuelMinor,
  };
}

/** Takes the next number of a market's year inside the caller's transaction. */
async function nextNumber(tx: Db, country: string, year: number): Promise<string> {
  const [row] = rowsOf<{ last: number }>(
    await tx.execute(sql`
      insert into invoice_sequences (country, year, last) values (${country}, ${year}, 1)
      on conflict (country, year) do update set last = invoice_sequences.last + 1
      returning last`),
  );
  return `${country}-${year}-${String(Number(row!.last)).padStart(6, '0')}`;
}

/** The original invoice of a rental, if issued. */
export async function originalInvoiceOf(db: Db, reservationId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.reservationId, reservationId), isNull(invoices.correctsInvoiceId)));
  return row;
}

/** The invoice in force of a rental: the original, or the last correction that replaced it. */
export async function currentInvoiceOf(db: Db, original: InvoiceRow): Promise<InvoiceRow> {
  let current = original;
  for (let hops = 0; current.supersededById !== null && hops < 100; hops++) {
    const [next] = await db.select().from(invoices).where(eq(invoices.id, current.supersededById));
    if (!next) break;
    current = next;
  }
  return current;
}

/**
 * Who a rental's invoice is made out to: the driver; for a company booking paid by invoice (issue 20),
 * the company with its billing address and VAT or business number, the traveller named under it.
 */
async function billToOf(db: Db, row: ReservationRow): Promise<InvoiceBillTo> {
  const driver = row.driver as { firstName?: string; lastName?: string };
  const name = `${driver.firstName ?? ''} ${driver.lastName ?? ''}`.trim();
  const [company] =
    row.companyId && row.payment === 'invoice'
      ? await db.select().from(businessCompanies).where(eq(businessCompanies.id, row.companyId))
      : [];
  if (!company) return { name, company: null, addressLines: [], vatId: null };
  return {
    name,
    company: company.name,
    addressLines: addressLinesOf(company.billingAddress),
    vatId: company.registration?.number ?? null,
  };
}

/**
 * Issues a finished rental's invoice, or answers the one already issued (also when two requests race).
 * `db`: the caller's transaction (the return with the app issues it in its own, issue 22).
 */
export async function issueInvoice(deps: Deps, row: ReservationRow, db: Db = deps.db): Promise<InvoiceRow> {
  const existing = await originalInvoiceOf(db, row.id);
  if (existing) return existing;
  const branch = await getBranch(db, row.branchId);
  const country = branch.country;
  const locale = invoiceLocale(country, row.locale);
  const issuedOn = localDateTime(deps.now(), branchTimeZone(branch)).slice(0, 10);
  const lines = await linesOf(db, row, country, locale);
  const grossMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const ratePermille = Math.round((getMarket(country)?.vatRatePercent ?? 0) * 10);
  const { netMinor, vatMinor } = splitVat(grossMinor, ratePermille);
  const billTo = await billToOf(db, row);
  try {
    return await db.transaction(async (tx) => {
      const number = await nextNumber(tx as unknown as Db, country, Number(issuedOn.slice(0, 4)));
      const [inserted] = await tx
        .insert(invoices)
        .values({
          number,
          reservationId: row.id,
          country,
          locale,
          currency: row.currency,
          issuedOn,
          issuedAt: deps.now(),
          billTo,
          lines,
          vatRatePermille: ratePermille,
          netMinor,
          vatMinor,
          grossMinor,
          correctsInvoiceId: null,
          supersededById: null,
        })
        .returning();
      return inserted!;
    });
  } catch (error) {
    // Issued by a request that came at the same time: its invoice (and its number) stand.
    if (!isUniqueViolation(error)) throw error;
    const raced = await originalInvoiceOf(db, row.id);
    if (!raced) throw error;
    return raced;
  }
}

/**
 * Issues the corrected invoice replacing `old`: the same rental lines and totals, the corrected
 * recipient, a new number of the market's current year. Returns undefined when `old` was already
 * replaced (by this or another request).
 */
export async function issueCorrectedInvoice(
  deps: Deps,
  old: InvoiceRow,
  billTo: InvoiceBillTo,
): Promise<InvoiceRow | undefined> {
  const [row] = await deps.db.select().from(reservations).where(eq(reservations.id, old.reservationId));
  const branch = row ? await getBranch(deps.db, row.branchId) : undefined;
  const issuedOn = localDateTime(deps.now(), branch ? branchTimeZone(branch) : 'UTC').slice(0, 10);
  try {
    return await deps.db.transaction(async (tx) => {
      const number = await nextNumber(tx as unknown as Db, old.country, Number(issuedOn.slice(0, 4)));
      const [inserted] = await tx
        .insert(invoices)
        .values({
          number,
          reservationId: old.reservationId,
          country: old.country,
          locale: old.locale,
          currency: old.currency,
          issuedOn,
          issuedAt: deps.now(),
          billTo,
          lines: old.lines,
          vatRatePermille: old.vatRatePermille,
          netMinor: old.netMinor,
          vatMinor: old.vatMinor,
          grossMinor: old.grossMinor,
          correctsInvoiceId: old.id,
          supersededById: null,
        })
        .returning();
      const replaced = await tx
        .update(invoices)
        .set({ supersededById: inserted!.id })
        .where(and(eq(invoices.id, old.id), isNull(invoices.supersededById)))
        .returning({ id: invoices.id });
      // Replaced meanwhile: roll back, number included.
      if (replaced.length === 0) throw Object.assign(new Error('already replaced'), { code: '23505' });
      return inserted!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
