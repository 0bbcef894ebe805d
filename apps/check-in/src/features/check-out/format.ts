// Amounts, readings and dates of the return in the market's formats (spec §9), from the mount context:
// an amount is the API's minor units, an odometer a whole number with the market's group separator and
// the vehicle's unit, a pickup or return time the branch's wall clock ('YYYY-MM-DDTHH:mm').
import { fallbackChain, isSupportedLocale } from '@rental/i18n';
import { createFormatters, type MinorAmount } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';

export interface ReturnFormatters {
  /** An API amount, e.g. '€21.50' or '21,50 €'. */
  money(amount: MinorAmount): string;
  /** A reading with its unit, e.g. '12,345 km' or '12.345 km'. */
  reading(value: number, unit: string): string;
  /** A wall clock as long date and time, e.g. '7 March 2026, 14:30'. */
  wallClock(value: string): string;
  /** A percentage, e.g. '75 %' or '75%' as the page's language writes it. */
  percent(value: number): string;
}

/** The locale of numbers and dates: the page's, or the shown language in the market's country. */
function formatLocale(context: Pick<AppContext, 'locale' | 'market'>): string {
  const shown = (fallbackChain(context.locale).find(isSupportedLocale) ?? 'en-US').split('-')[0];
  return shown === context.locale.split('-')[0] ? context.locale : `${shown}-${context.market.country}`;
}

function wallClockDate(value: string): Date {
  const [y, mo, d, h, mi] = value.slice(0, 16).split(/[-T:]/).map(Number);
  return new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

export function returnFormatters(context: Pick<AppContext, 'locale' | 'market'>): ReturnFormatters {
  const locale = formatLocale(context);
  const base = createFormatters({
    formats: context.market.formats,
    locale,
    defaultCurrency: context.market.currency,
  });
  // Made on first use (the first Intl object of a page is costly: docs/testing.md, ICU start-up).
  let percent: Intl.NumberFormat | undefined;
  return {
    money: (amount) => base.money(amount),
    reading: (value, unit) => `${base.number(value, 0)} ${unit}`,
    wallClock: (value) => {
      const date = wallClockDate(value);
      return `${base.nameDate(date)}, ${base.time(date)}`;
    },
    percent: (value) => {
      percent ??= new Intl.NumberFormat(locale, { style: 'percent' });
      return percent.format(value / 100);
    },
  };
}
