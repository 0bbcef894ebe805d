// Editorial seasons (spec §4): winter Jan-Mar, spring Apr-Jun, summer Jul-Sep, autumn Oct-Dec.
// The calendar date is taken in UTC so that every build machine agrees on the season of a day.

/** The season names editors write in `{{season:…}}`, in calendar order. */
export const SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;
export type Season = (typeof SEASONS)[number];

/** True when `name` is one of the four season names (exact, lower case). */
export function isSeason(name: string): name is Season {
  return (SEASONS as readonly string[]).includes(name);
}

/** The season a date falls in: months 1-3 winter, 4-6 spring, 7-9 summer, 10-12 autumn (UTC). */
export function seasonOf(date: Date): Season {
  return SEASONS[Math.floor(date.getUTCMonth() / 3)]!;
}
