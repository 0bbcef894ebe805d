// What a long-term rental ("plus", issue 21, spec §9: longer than 27 days) costs: a monthly price derived
// from the vehicle group's day price in the market (group_prices, the rental price table), cheaper for
// longer terms, dearer for more included mileage, and a price per unit driven above it. Pure: the routes
// read the day price and call these; a client sends choices, never amounts.
import { currencyDigits } from '../db/seed/fleet.ts';

/** The terms a contract can run, in months. */
export const PLUS_MONTHS = [3, 6, 12, 24] as const;
export type PlusMonths = (typeof PLUS_MONTHS)[number];

/** The unit mileage is counted in: the market's measureOfLength. */
export type MileageUnit = 'km' | 'mi';

/** Included mileage per month, cheapest first: round figures of each unit (600 mi ≈ 1000 km). */
export const MILEAGE_OPTIONS: Readonly<Record<MileageUnit, readonly number[]>> = {
  km: [1000, 1500, 2000, 2500],
  mi: [600, 900, 1200, 1500],
};

/**
 * A month of long-term rental costs this many day prices of the group (30 days at 40 %): the vehicle is
 * out for a month with one handover, no daily turnover.
 */
export const DAY_PRICES_PER_MONTH = 12;

/** Off the monthly price for committing longer. */
export const TERM_DISCOUNT: Readonly<Record<PlusMonths, number>> = { 3: 0, 6: 0.05, 12: 0.1, 24: 0.15 };

/** Each mileage option above the smallest adds this share of the base monthly price. */
export const MILEAGE_STEP_SURCHARGE = 0.08;

/** A kilometre above the allowance costs this share of the group's day price (a mile: × 1.609). */
export const EXCESS_KM_SHARE_OF_DAY_PRICE = 0.006;
const KM_PER_MILE = 1.609344;

/** The group's price in the market, as in group_prices. */
export type DayPrice = { dayPriceMinor: number; currency: string };

export type PlusPrice = {
  /** Per month, rounded to whole units of the currency. */
  monthlyPriceMinor: number;
  /** The monthly price times the months. */
  totalMinor: number;
  /** Each unit driven above the included mileage. */
  excessUnitPriceMinor: number;
};

export function isPlusMonths(months: number): months is PlusMonths {
  return (PLUS_MONTHS as readonly number[]).includes(months);
}

export function isMileageOption(unit: MileageUnit, monthlyMileage: number): boolean {
  return MILEAGE_OPTIONS[unit].includes(monthlyMileage);
}

/** Whole units of the currency (100 cents, 1 króna). */
const wholeUnit = (currency: string) => 10 ** currencyDigits(currency);

/** The price of each unit driven above the allowance, in minor units (at least one). */
export function excessUnitPriceMinor(price: DayPrice, unit: MileageUnit): number {
  const perKm = price.dayPriceMinor * EXCESS_KM_SHARE_OF_DAY_PRICE;
  return Math.max(1, Math.round(unit === 'mi' ? perKm * KM_PER_MILE : perKm));
}

/**
 * The price of a contract. Throws a RangeError for a term or mileage that is not offered: the routes check
 * the choices first and answer 422 naming the field.
 */
export function plusPrice(
  price: DayPrice,
  choice: { months: number; monthlyMileage: number; unit: MileageUnit },
): PlusPrice {
  if (!isPlusMonths(choice.months)) throw new RangeError(`No plus term of ${choice.months} months`);
  const step = MILEAGE_OPTIONS[choice.unit].indexOf(choice.monthlyMileage);
  if (step < 0) throw new RangeError(`No mileage option of ${choice.monthlyMileage} ${choice.unit}`);
  const base = price.dayPriceMinor * DAY_PRICES_PER_MONTH;
  const monthly = base * (1 - TERM_DISCOUNT[choice.months]) * (1 + step * MILEAGE_STEP_SURCHARGE);
  const whole = wholeUnit(price.currency);
  const monthlyPriceMinor = Math.max(whole, Math.round(monthly / whole) * whole);
  return {
    monthlyPriceMinor,
    totalMinor: monthlyPriceMinor * choice.months,
    excessUnitPriceMinor: excessUnitPriceMinor(price, choice.unit),
  };
}

/** The lowest monthly price of a group: the longest term with the smallest mileage. */
export function fromMonthlyPriceMinor(price: DayPrice, unit: MileageUnit): number {
  return plusPrice(price, {
    months: Math.max(...PLUS_MONTHS),
    monthlyMileage: MILEAGE_OPTIONS[unit][0]!,
    unit,
  }).monthlyPriceMinor;
}
