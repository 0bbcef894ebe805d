// The deposit held on the customer's card at check-in (issue 22), by the size of the booked vehicle group:
// the first letter of its ACRISS code (M/N/E/H/C/D small, I/J/S/R/F/G standard and full size,
// P/U/L/W/O/X premium and luxury); commercial vehicles (second letter K: vans, trucks) as the premium
// ones. Amounts are EUR, turned into the booking's currency the way the seeded prices are
// (db/seed/fleet.ts `localPriceMinor`: the exchange rate, rounded to a tidy amount).
import { localPriceMinor } from '../db/seed/fleet.ts';

/** Deposit in EUR by the first letter of the ACRISS code. */
export const DEPOSIT_EUR_BY_SIZE: Readonly<Record<string, number>> = {
  M: 300,
  N: 300,
  E: 300,
  H: 300,
  C: 300,
  D: 300,
  I: 500,
  J: 500,
  S: 500,
  R: 500,
  F: 500,
  G: 500,
  P: 1000,
  U: 1000,
  L: 1000,
  W: 1000,
  O: 1000,
  X: 1000,
};

/** Vans and trucks (ACRISS second letter K). */
export const COMMERCIAL_DEPOSIT_EUR = 1000;
/** A code the table does not know: the standard amount. */
export const DEFAULT_DEPOSIT_EUR = 500;

/** The deposit in EUR for a vehicle group code such as CDMR. */
export function depositEur(groupCode: string): number {
  const code = groupCode.toUpperCase();
  if (code[1] === 'K') return COMMERCIAL_DEPOSIT_EUR;
  return DEPOSIT_EUR_BY_SIZE[code[0] ?? ''] ?? DEFAULT_DEPOSIT_EUR;
}

/** The deposit of a booking: its group's amount in the booking's currency, in minor units. */
export function depositFor(groupCode: string, currency: string): { amountMinor: number; currency: string } {
  return { amountMinor: localPriceMinor(depositEur(groupCode), currency), currency };
}
