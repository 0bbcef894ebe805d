// Formatting per market (spec §9): the markets' formatters, driven by the mount context's formats, plus
// the booking app's wall-clock date-time strings ('YYYY-MM-DDTHH:mm', branch-local).
import { createFormatters, type Formatters } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';
import { toDate } from './dates.ts';

export type { Formatters };

export interface BookingFormatters extends Formatters {
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's date. */
  dateOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's time. */
  timeOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's long date and time. */
  longDateTimeOf(value: string): string;
}

/** The formatters of the page's market. */
export function bookingFormatters(context: Pick<AppContext, 'locale' | 'market'>): BookingFormatters {
  const base = createFormatters({
    formats: context.market.formats,
    locale: context.locale,
    defaultCurrency: context.market.currency,
  });
  return {
    ...base,
    dateOf: (v) => base.date(toDate(v)),
    timeOf: (v) => base.time(toDate(v)),
    longDateTimeOf: (v) => `${base.nameDate(toDate(v))}, ${base.time(toDate(v))}`,
  };
}
