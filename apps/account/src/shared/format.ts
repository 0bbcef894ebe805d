// Formatting in the market's formats (spec §9): @rental/markets' formatters driven by the mount context,
// plus the API's wall-clock times ('YYYY-MM-DDTHH:mm', branch-local, no time zone).
import { createFormatters, type Formatters } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';

export interface AccountFormatters extends Formatters {
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's long date and time, e.g. '7 March 2026, 12:30'. */
  moment(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's numeric date. */
  dayOf(value: string): string;
  /** A wall-clock 'YYYY-MM-DDTHH:mm' as the market's time. */
  timeOf(value: string): string;
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
    locale: context.locale,
    defaultCurrency: context.market.currency,
  });
  return {
    ...base,
    moment: (v) => `${base.nameDate(wallClock(v))}, ${base.time(wallClock(v))}`,
    dayOf: (v) => base.date(wallClock(v)),
    timeOf: (v) => base.time(wallClock(v)),
  };
}
