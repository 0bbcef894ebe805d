// Amounts and dates in the market's formats (spec §9): @rental/markets' formatters driven by the mount
// context. An amount is the API's minor units in its own currency; a moment is an ISO instant shown in
// the visitor's time zone; a pickup or return time is the API's branch-local wall clock
// ('YYYY-MM-DDTHH:mm'); a day is 'YYYY-MM-DD'.
import { fallbackChain, isSupportedLocale } from '@rental/i18n';
import { createFormatters, formatCard, type MinorAmount } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';

/** The locale of the app's strings: the page's, else the first translated one of its chain (en-US). */
export function shownLocale(pageLocale: string): string {
  return fallbackChain(pageLocale).find(isSupportedLocale) ?? 'en-US';
}

/**
 * The locale of amounts, dates and country names: the page's; on a page whose language has no strings of
 * its own, the shown language in the market's country, so month names match the sentences around them.
 */
export function formatLocale(context: Pick<AppContext, 'locale' | 'market'>): string {
  const shown = shownLocale(context.locale).split('-')[0];
  return shown === context.locale.split('-')[0] ? context.locale : `${shown}-${context.market.country}`;
}

export interface AppFormatters {
  /** An API amount, e.g. '€123.45' or '123,45 €' as the market writes it. */
  money(amount: MinorAmount): string;
  /** An ISO instant as the market's long date and time, e.g. '7 March 2026, 14:30'. */
  moment(iso: string): string;
  /** A day 'YYYY-MM-DD' or an instant's date, e.g. '7 March 2026'. */
  day(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' (branch-local, no time zone) as long date and time. */
  wallClock(value: string): string;
  /** A whole number with the market's grouping, e.g. '12,345'. */
  whole(value: number): string;
  /** A card as the provider names it, e.g. 'Visa •••• 4242'. */
  card(card: { brand: string; last4: string }): string;
}

/** A wall-clock string or a day as a local Date (only for formatting: its fields are the wall clock's). */
function wallClockDate(value: string): Date {
  const [y, mo, d, h, mi] = value.slice(0, 16).split(/[-T:]/).map(Number);
  return new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

export function appFormatters(context: Pick<AppContext, 'locale' | 'market'>): AppFormatters {
  const base = createFormatters({
    formats: context.market.formats,
    locale: formatLocale(context),
    defaultCurrency: context.market.currency,
  });
  const both = (d: Date) => `${base.nameDate(d)}, ${base.time(d)}`;
  return {
    money: (amount) => base.money(amount),
    moment: (iso) => both(new Date(iso)),
    day: (value) => base.nameDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? wallClockDate(value) : new Date(value)),
    wallClock: (value) => both(wallClockDate(value)),
    whole: (value) => base.number(value, 0),
    card: (card) => formatCard(card, { locale: formatLocale(context) }),
  };
}
