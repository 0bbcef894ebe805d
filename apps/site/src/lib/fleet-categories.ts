// Which rental groups of the product API make up each fleet category page (spec §2 "fleet categories"),
// by the group's ACRISS code letters and its facts, so a category's "from" price is the lowest price of
// its groups (GET /v1/apps/fleet/list). Pure and browser-safe: the price teasers run it in the page.
import type { FleetCategory } from '@rental/markets';

/** The facts of a group the rules read (a subset of the API's vehicle group). */
export interface GroupFacts {
  /** ACRISS code, e.g. 'CDMR': size letter first. */
  code: string;
  vehicleType: string;
  bodyStyle: string;
  transmission: string;
  fuel: string;
}

const car = (g: GroupFacts) => g.vehicleType === 'car';

export const categoryRules: Record<FleetCategory, (g: GroupFacts) => boolean> = {
  // ACRISS size letters: M mini, E economy, C compact, L luxury, P premium, X special.
  economy: (g) => car(g) && /^[ME]/.test(g.code),
  compact: (g) => car(g) && g.code.startsWith('C'),
  automatic: (g) => car(g) && g.transmission === 'automatic',
  electric: (g) => g.fuel === 'electric',
  suv: (g) => g.bodyStyle === 'suv',
  stationWagon: (g) => g.bodyStyle === 'station_wagon',
  luxury: (g) => car(g) && /^[LP]/.test(g.code),
  sport: (g) => car(g) && g.code.startsWith('X'),
  convertible: (g) => g.bodyStyle === 'convertible',
  van: (g) => g.bodyStyle === 'multiseater' || g.vehicleType === 'van',
  pickupTruck: (g) => g.vehicleType === 'truck',
};

/** The lowest minor-unit price of a category among `groups`, or undefined when none belongs to it. */
export function fromPrice<G extends GroupFacts & { fromPrice: { amountMinor: number; currency: string } }>(
  category: FleetCategory,
  groups: readonly G[],
): { amountMinor: number; currency: string } | undefined {
  let best: { amountMinor: number; currency: string } | undefined;
  for (const g of groups) {
    if (!categoryRules[category](g)) continue;
    if (!best || g.fromPrice.amountMinor < best.amountMinor) best = g.fromPrice;
  }
  return best;
}

/** Whole-unit currency formats and the currency's minor digits, per locale and currency. */
const moneyFormats = new Map<string, { format: Intl.NumberFormat; minorDigits: number }>();

/**
 * A minor-unit amount as the locale writes money, in the locale's own digits (Intl's numbering system).
 * Each locale and currency builds its formats once: an Intl.NumberFormat costs about 2 ms on a mid-range
 * phone, and a fleet page formats a dozen prices (issue 16: it was a 200 ms task at 4× CPU slowdown).
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let known = moneyFormats.get(key);
  if (!known) {
    known = {
      format: new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
      minorDigits:
        new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2,
    };
    moneyFormats.set(key, known);
  }
  return known.format.format(amountMinor / 10 ** known.minorDigits);
}
