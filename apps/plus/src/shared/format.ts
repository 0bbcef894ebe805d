// Money, dates and times in the market's formats (spec §9): @rental/markets' formatters driven by the
// mount context. The API's instants (ISO 8601) are shown in the visitor's time zone.
import { createFormatters, type Formatters } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';

export interface PlusFormatters extends Formatters {
  /** An API amount ({ amountMinor, currency }). */
  amount(money: { amountMinor: number; currency: string }): string;
  /** A day 'YYYY-MM-DD' in the market's numeric date. */
  day(isoDay: string): string;
  /** An instant as the market's date. */
  dateOf(iso: string): string;
  /** An instant as the market's time. */
  timeOf(iso: string): string;
  /** A whole number with the market's grouping. */
  whole(n: number): string;
  /** A term in months in the page's language ('24 months', '24 miesiące'). */
  months(n: number): string;
}

export function plusFormatters(context: Pick<AppContext, 'locale' | 'market'>): PlusFormatters {
  const base = createFormatters({
    formats: context.market.formats,
    locale: context.locale,
    defaultCurrency: context.market.currency,
  });
  const months = new Intl.NumberFormat(context.locale, { style: 'unit', unit: 'month', unitDisplay: 'long' });
  return {
    ...base,
    amount: (money) => base.money({ amountMinor: money.amountMinor, currency: money.currency }),
    day: (isoDay) => {
      const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
      return base.date(new Date(y, m - 1, d));
    },
    dateOf: (iso) => base.date(new Date(iso)),
    timeOf: (iso) => base.time(new Date(iso)),
    whole: (n) => base.number(n, 0),
    months: (n) => months.format(n),
  };
}
