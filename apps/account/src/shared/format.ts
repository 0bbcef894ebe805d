// Formatting in the market's formats (spec §9): @rental/markets' formatters driven by the mount context,
// plus the API's wall-clock times ('YYYY-MM-DDTHH:mm', branch-local, no time zone).
import { fallbackChain, isSupportedLocale } from '@rental/i18n';
import { createFormatters, type Formatters, formatCard } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';

/** The locale of the app's strings: the page's, else the first translated one of its chain (en-US). */
export function shownLocale(pageLocale: string): string {
  return fallbackChain(pageLocale).find(isSupportedLocale) ?? 'en-US';
}

/** Whether the app's strings are in another language than the page (English on an Arabic page). */
export function isForeign(pageLocale: string): boolean {
  return shownLocale(pageLocale).split('-')[0] !== pageLocale.split('-')[0];
}

/**
 * The locale of the app's dates, money and country names: the page's; on a page in another language,
 * the shown language in the market's country ('en-SA' on the Saudi Arabic page), so month names,
 * currency signs and digits are those of the sentences around them, never Arabic words inside English.
 */
export function formatLocale(context: Pick<AppContext, 'locale' | 'market'>): string {
  if (!isForeign(context.locale)) return context.locale;
  return `${shownLocale(context.locale).split('-')[0]}-${context.market.country}`;
}

export interface AccountFormatters extends Formatters {
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's long date and time, e.g. '7 March 2026, 12:30'. */
  moment(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's numeric date. */
  dayOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's time. */
  timeOf(value: string): string;
  /** A card as the payment provider names it (issue 21): 'Visa •••• 4242'. */
  card(card: { brand: string; last4: string }): string;
}

/** A wall-clock string as a local Date (only for formatting: its fields are the wall clock's). */
function wallClock(value: string): Date {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number);
  return new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

/** The formatters of the page's market. */
export function accountFormatters(context: Pick<AppContext, 'locale' | 'market'>): AccountFormatters {
  const base = createFormatters({
    formats: context.market.formats,
    locale: formatLocale(context),
    defaultCurrency: context.market.currency,
  });
  return {
    ...base,
    moment: (v) => `${base.nameDate(wallClock(v))}, ${base.time(wallClock(v))}`,
    dayOf: (v) => base.date(wallClock(v)),
    timeOf: (v) => base.time(wallClock(v)),
    card: (c) => formatCard(c, { locale: formatLocale(context) }),
  };
}
