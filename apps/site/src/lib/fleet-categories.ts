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

/**
 * How a locale writes whole amounts of one currency, taken from Intl at build time, so the page formats
 * its price teasers without Intl: a page's first Intl.NumberFormat loads the ICU data, about 190 ms of
 * main thread at 4× CPU slowdown, the fleet pages' longest task (issue 16, Lighthouse of the fleet pages).
 */
export interface MoneyPattern {
  currency: string;
  /** The currency's minor digits (2 for EUR, 0 for JPY, 3 for KWD). */
  minorDigits: number;
  /** The locale's digits 0 to 9 (its numbering system: Latin, Arabic-Indic, …). */
  digits: string[];
  /** The grouping separator ('' when the locale does not group). */
  group: string;
  /** Digits in the last group (3), and in each group before it (3; 2 in Indian grouping). */
  primary: number;
  secondary: number;
  /** Grouping starts at this many digits more than `primary` (1: 1.234; 2: 1234 but 12 345). */
  minimumGrouping: number;
  /** Everything before and after the digits: currency sign, spaces, direction marks. */
  before: string;
  after: string;
}

/** The pattern of `currency` in `locale` (build time: it uses Intl). */
export function moneyPattern(locale: string, currency: string): MoneyPattern {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const parts = format.formatToParts(123456789);
  const first = parts.findIndex((p) => p.type === 'integer');
  const last = parts.findLastIndex((p) => p.type === 'integer');
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const primary = integers.at(-1)?.length ?? 0;
  const digitFormat = new Intl.NumberFormat(locale, {
    numberingSystem: format.resolvedOptions().numberingSystem,
    useGrouping: false,
  });
  const grouped = (n: number) => format.formatToParts(n).some((p) => p.type === 'group');
  let minimumGrouping = 1;
  while (minimumGrouping < 4 && !grouped(10 ** (primary + minimumGrouping - 1))) minimumGrouping++;
  return {
    currency,
    minorDigits:
      new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2,
    digits: Array.from({ length: 10 }, (_, d) => digitFormat.format(d)),
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    primary,
    secondary: integers.length > 2 ? integers.at(-2)!.length : primary,
    minimumGrouping,
    before: parts
      .slice(0, first)
      .map((p) => p.value)
      .join(''),
    after: parts
      .slice(last + 1)
      .map((p) => p.value)
      .join(''),
  };
}

/**
 * A minor-unit amount written with `pattern`, as Intl writes it with maximumFractionDigits 0 (half away
 * from zero); undefined for what the pattern does not cover (another currency, a negative or unsafe amount).
 */
export function formatMoneyWith(
  pattern: MoneyPattern,
  amountMinor: number,
  currency: string,
): string | undefined {
  if (currency !== pattern.currency || !Number.isSafeInteger(amountMinor) || amountMinor < 0)
    return undefined;
  const whole = String(Math.round(amountMinor / 10 ** pattern.minorDigits));
  let grouped = whole;
  if (pattern.group && whole.length >= pattern.primary + pattern.minimumGrouping) {
    const groups = [whole.slice(-pattern.primary)];
    let rest = whole.slice(0, -pattern.primary);
    while (rest.length > pattern.secondary) {
      groups.unshift(rest.slice(-pattern.secondary));
      rest = rest.slice(0, -pattern.secondary);
    }
    groups.unshift(rest);
    grouped = groups.join(pattern.group);
  }
  const digits = grouped.replace(/\d/g, (d) => pattern.digits[Number(d)]!);
  return `${pattern.before}${digits}${pattern.after}`;
}

/** The pattern as the page carries it (a data attribute), and back; undefined for anything else. */
export const encodeMoneyPattern = (pattern: MoneyPattern): string => JSON.stringify(pattern);
export function decodeMoneyPattern(text: string | undefined): MoneyPattern | undefined {
  if (!text) return undefined;
  try {
    const p = JSON.parse(text) as Partial<MoneyPattern>;
    const ok =
      typeof p.currency === 'string' &&
      Number.isInteger(p.minorDigits) &&
      Array.isArray(p.digits) &&
      p.digits.length === 10 &&
      p.digits.every((d) => typeof d === 'string') &&
      typeof p.group === 'string' &&
      Number.isInteger(p.primary) &&
      p.primary! > 0 &&
      Number.isInteger(p.secondary) &&
      p.secondary! > 0 &&
      Number.isInteger(p.minimumGrouping) &&
      typeof p.before === 'string' &&
      typeof p.after === 'string';
    return ok ? (p as MoneyPattern) : undefined;
  } catch {
    return undefined;
  }
}
