// Formatting per market (spec §9): the markets' formatters, driven by the mount context's formats, plus
// the booking app's wall-clock date-time strings ('YYYY-MM-DDTHH:mm', branch-local).
import { createFormatters, type Formatters, formatCard, toDigits } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';
import { toDate } from './dates.ts';

export type { Formatters };

export interface BookingFormatters extends Formatters {
  /** The digits of every number the app writes: Intl's numbering system of the page's locale ('arab' in ar-SA). */
  numberingSystem: string;
  /** Text with 0-9 in the view's digits (a typed date shown back, a card's MM/YY hint). */
  digits(text: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's date. */
  dateOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's time. */
  timeOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's long date and time. */
  longDateTimeOf(value: string): string;
  /** The list comma of the page's language and a space: ', ' or the Arabic '، '. */
  comma: string;
  /** A card as the provider names it (issue 21): 'Visa •••• 4242', the last four in the view's digits. */
  card(card: { brand: string; last4: string }): string;
}

/**
 * The formatters of the page's market. Issue 23: one digit system per view, Intl's for the page's locale
 * (Arabic-Indic on the Arabic pages, as the site writes them; 0-9 everywhere else), in numbers, money,
 * dates and times, the calendar and the strings' counts ({{count, number}}).
 */
export function bookingFormatters(context: Pick<AppContext, 'locale' | 'market'>): BookingFormatters {
  const numberingSystem = new Intl.NumberFormat(context.locale).resolvedOptions().numberingSystem;
  // Arabic script writes its own comma (U+060C).
  const comma = /^(?:ar|fa|ur)\b/.test(context.locale) ? '\u060c ' : ', ';
  const base = createFormatters({
    formats: context.market.formats,
    locale: context.locale,
    defaultCurrency: context.market.currency,
    numberingSystem,
  });
  return {
    ...base,
    numberingSystem,
    digits: (text) => toDigits(text, numberingSystem),
    dateOf: (v) => base.date(toDate(v)),
    timeOf: (v) => base.time(toDate(v)),
    longDateTimeOf: (v) => `${base.nameDate(toDate(v))}${comma}${base.time(toDate(v))}`,
    comma,
    card: (c) => formatCard(c, { locale: context.locale, numberingSystem }),
  };
}
