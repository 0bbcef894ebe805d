// The monthly price of each subscription term (spec §4): the offer's price is the 12-month one; shorter
// commitments cost more. One source for the tenure options and the orders.
import type { Term } from './terms.ts';

const SURCHARGE: Record<Term, number> = { flexible: 1.15, '6_months': 1.06, '12_months': 1 };

/** The monthly price of `term` in minor units, rounded to whole units of the currency. */
export function tenurePriceMinor(monthlyMinor: number, currency: string, term: Term): number {
  const step = currency === 'ISK' || currency === 'CLP' || currency === 'HUF' || currency === 'COP' ? 1 : 100;
  return Math.round((monthlyMinor * SURCHARGE[term]) / step) * step;
}
