// Formatting per market (spec §9): the market package's formatters, driven by the page context's
// formats, plus the booking app's wall-clock date-time strings ('YYYY-MM-DDTHH:mm', branch-local).
// The formatter module is imported by path: @rental/markets' index validates every profile at import,
// which must not ship to the browser (see the report: a './formatters' export would make this clean).
import { createFormatters, type Formatters } from '../../../../packages/markets/src/formatters.ts';
import type { MarketProfile } from '../../../../packages/markets/src/schema.ts';
import { toDate } from './dates.ts';
import type { BookingMarket } from './market.ts';

export type { Formatters };

/** Money from the API: minor units and currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Digits after the decimal point of a currency (ISK, CLP, HUF, COP... have none). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export interface BookingFormatters extends Formatters {
  /** Money from minor units in the market's number format. */
  money(m: Money): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's date. */
  dateOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's time. */
  timeOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's long date and time. */
  longDateTimeOf(value: string): string;
}

/** The formatters of a market. */
export function bookingFormatters(market: BookingMarket): BookingFormatters {
  // createFormatters reads only formats, locale and defaultCurrency of a profile.
  const base = createFormatters({
    formats: market.formats,
    locale: market.locale,
    defaultCurrency: market.currency,
  } as unknown as MarketProfile);
  return {
    ...base,
    money: (m) => base.currency(m.amountMinor / 10 ** currencyDigits(m.currency), m.currency),
    dateOf: (v) => base.date(toDate(v)),
    timeOf: (v) => base.time(toDate(v)),
    longDateTimeOf: (v) => `${base.nameDate(toDate(v))}, ${base.time(toDate(v))}`,
  };
}
