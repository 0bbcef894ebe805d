// Formatters driven by a market profile's formats (spec §9): dates, times, numbers, money and
// distances. Patterns come from the profile; Intl supplies only month names and currency layout.
// Browser-safe ('@rental/markets/formatters'): the apps format with it from their mount context.
import { formatDay } from './days.ts';
import type { MarketProfile } from './schema.ts';

export { formatDay };

const KM_PER_MILE = 1.609344;

/** What the formatters read of a market profile (an app passes its mount context's market). */
export interface FormatsOfMarket {
  /** The market's formats (spec §9); patterns as in MarketProfile['formats']. */
  formats: {
    readonly [K in keyof MarketProfile['formats']]: MarketProfile['formats'][K] extends boolean
      ? boolean
      : string;
  };
  /** Locale for month names and currency layout, e.g. 'de-DE'. */
  locale: string;
  /** Currency of `currency()` without one, e.g. 'EUR'. */
  defaultCurrency: string;
  /**
   * The digits every output is written in: 'latn' (0-9, the default) or a view's own, e.g. 'arab' (٠-٩) for
   * an Arabic view that uses Intl's numbering system of its locale throughout (issue 23: one digit system
   * per view). Other than 'latn', AM/PM are the locale's words too ('م'), as the view is in its script.
   */
  numberingSystem?: string;
}

/** Money as the product API sends it: an amount in minor units and its currency. */
export interface MinorAmount {
  /** Amount in minor units (cents), e.g. 12345 for 123.45. */
  amountMinor: number;
  /** ISO 4217 currency, e.g. 'EUR'. */
  currency: string;
}

/** Digits after the decimal point of a currency (ISK, CLP, HUF, COP... have none). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export interface Formatters {
  /** Numeric date, e.g. '07.03.2026' or '03/07/2026'. */
  date(d: Date): string;
  /** Time of day, e.g. '8:30', '14:05' or '12:30 PM'. */
  time(d: Date): string;
  /** Date and time separated by a space. */
  dateTime(d: Date): string;
  /** Long date with the month name, e.g. '7. März 2026' or 'March 7, 2026'. */
  nameDate(d: Date): string;
  /** Number with the market's separators; fractionDigits fixes the decimals (default: up to 2). */
  number(n: number, fractionDigits?: number): string;
  /** Money in major units, the market's currency unless given. */
  currency(amount: number, currency?: string): string;
  /** Money from minor units (an API amount) in the market's number format. */
  money(amount: MinorAmount): string;
  /** A distance given in km, shown in miles where measureOfLength is 'mi'. */
  distance(km: number): string;
  /**
   * A mileage allowance given in km, rounded the way a rental counter states it in the market's unit
   * (issue 23: '125 mi', never '124.3 mi'): to 5 from 50 up, else to whole units.
   */
  allowance(km: number): string;
  /** 0 Sunday, 1 Monday. */
  firstDayOfWeek: 0 | 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Card schemes' own names (never translated); another brand is shown as the provider gives it. */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  maestro: 'Maestro',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** The name of a card brand as the provider gives it ('visa', 'Visa', 'mastercard'). */
export function cardBrandName(brand: string): string {
  const key = brand
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return brandNames[key] ?? brand.trim();
}

/**
 * A card as the payment provider names it (issue 21): 'Visa •••• 4242', the scheme's own name and the
 * last four in the view's digits; on a right-to-left page the dots and digits are isolated left to
 * right, so '•••• ٤٢٤٢' keeps its order. A function of its own, not a formatter: only the apps that show
 * cards carry the brand names.
 */
export function formatCard(
  card: { brand: string; last4: string },
  view: Pick<FormatsOfMarket, 'locale' | 'numberingSystem'>,
): string {
  const digits = `•••• ${toDigits(card.last4, view.numberingSystem)}`;
  const rtl = /^(?:ar|fa|he|ur)\b/.test(view.locale);
  return `${cardBrandName(card.brand)} ${rtl ? `\u2066${digits}\u2069` : digits}`;
}

/**
 * Creates the formatters of one market. Dates are read in the runtime's local time zone: the
 * values shown are wall-clock times (a pickup at 12:30 is 12:30 wherever the page renders).
 */
export function createFormatters(profile: FormatsOfMarket): Formatters {
  const { formats, locale, defaultCurrency } = profile;
  const own = profile.numberingSystem !== undefined && profile.numberingSystem !== 'latn';
  const inDigits = (text: string) => toDigits(text, profile.numberingSystem);
  const dayPeriod = own
    ? new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' })
    : undefined;
  const decimal = formats.decimalSeperator;
  // The group separator is the other one of ',' and '.', so '1.234,50' and '1,234.50'.
  const group = decimal === ',' ? '.' : ',';
  const monthFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });

  const monthName = (d: Date) =>
    monthFormat.formatToParts(d).find((part) => part.type === 'month')?.value ?? String(d.getMonth() + 1);

  const tokens: Record<string, (d: Date) => string> = {
    YYYY: (d) => String(d.getFullYear()),
    MMMM: monthName,
    MM: (d) => pad(d.getMonth() + 1),
    DD: (d) => pad(d.getDate()),
    D: (d) => String(d.getDate()),
    HH: (d) => pad(d.getHours()),
    H: (d) => String(d.getHours()),
    h: (d) => String(d.getHours() % 12 || 12),
    mm: (d) => pad(d.getMinutes()),
    A: (d) =>
      dayPeriod
        ? (dayPeriod
            .formatToParts(Date.UTC(2000, 0, 1, d.getHours()))
            .find((part) => part.type === 'dayPeriod')?.value ?? (d.getHours() < 12 ? 'AM' : 'PM'))
        : d.getHours() < 12
          ? 'AM'
          : 'PM',
  };
  const tokenRe = /\[([^\]]*)\]|YYYY|MMMM|MM|DD|D|HH|H|h|mm|A/g;
  const apply = (pattern: string, d: Date) =>
    inDigits(
      pattern.replace(
        tokenRe,
        (match, literal: string | undefined) => literal ?? tokens[match]?.(d) ?? match,
      ),
    );

  const withSeparators = (parts: Intl.NumberFormatPart[]) =>
    inDigits(
      parts
        .map((part) => (part.type === 'decimal' ? decimal : part.type === 'group' ? group : part.value))
        .join(''),
    );

  const number = (n: number, fractionDigits?: number) =>
    withSeparators(
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: fractionDigits ?? 0,
        maximumFractionDigits: fractionDigits ?? 2,
      }).formatToParts(n),
    );

  const currency = (amount: number, code = defaultCurrency) =>
    // The locale places the symbol; the profile's separators win (spec §9) and digits stay Latin.
    withSeparators(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        numberingSystem: 'latn',
        useGrouping: 'always',
      }).formatToParts(amount),
    );
  // 'km' or 'mi'; in a view of the locale's own script, the locale's word for it ('كم').
  const unit = own
    ? (new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: formats.measureOfLength === 'mi' ? 'mile' : 'kilometer',
      })
        .formatToParts(1)
        .find((part) => part.type === 'unit')?.value ?? formats.measureOfLength)
    : formats.measureOfLength === 'mi'
      ? 'mi'
      : 'km';
  const date = (d: Date) => apply(formats.date, d);
  const time = (d: Date) => apply(formats.time, d);
  return {
    date,
    time,
    dateTime: (d) => `${date(d)} ${time(d)}`,
    nameDate: (d) => apply(formats.nameDate, d),
    number,
    currency,
    money: (m) => currency(m.amountMinor / 10 ** currencyDigits(m.currency), m.currency),
    distance: (km) => {
      if (formats.measureOfLength === 'mi')
        return `${number(Math.round((km / KM_PER_MILE) * 10) / 10)} ${unit}`;
      return `${number(Math.round(km * 10) / 10)} ${unit}`;
    },
    allowance: (km) => {
      const value = formats.measureOfLength === 'mi' ? km / KM_PER_MILE : km;
      const rounded = value >= 50 ? Math.round(value / 5) * 5 : Math.round(value);
      return `${number(rounded, 0)} ${unit}`;
    },
    firstDayOfWeek: formats.isFirstDaySunday ? 0 : 1,
  };
}

const digitSets = new Map<string, string[]>();

/** The text with its 0-9 in a numbering system's digits ('07.03' in 'arab' -> '٠٧.٠٣'); 'latn' or none: as it is. */
export function toDigits(text: string, numberingSystem: string | undefined): string {
  if (numberingSystem === undefined || numberingSystem === 'latn') return text;
  let digits = digitSets.get(numberingSystem);
  if (!digits) {
    const format = new Intl.NumberFormat('en', { numberingSystem, useGrouping: false });
    digits = Array.from({ length: 10 }, (_, i) => format.format(i));
    digitSets.set(numberingSystem, digits);
  }
  return text.replace(/[0-9]/g, (d) => digits[Number(d)]!);
}

export { isDay, latinDigits, parseDay } from './typed-day.ts';
