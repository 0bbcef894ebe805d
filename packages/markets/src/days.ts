// Calendar days ('YYYY-MM-DD', wall clock, no time zone): the arithmetic, the first bookable day and the
// numeric day format, on their own and without dependencies. The booking app computes with them, and the
// page's host loader writes first views' days with them (ADR 014), so this module stays small.

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A 'YYYY-MM-DD' day of a local Date. */
export function dayOf(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** Adds days to a 'YYYY-MM-DD' day (at noon, so daylight-saving changes never skip or repeat one). */
export function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d, 12);
  date.setDate(date.getDate() + days);
  return dayOf(date);
}

/**
 * spec §5: the earliest pickup day the API accepts, the UTC calendar day of `now`. An app also refuses
 * days before the visitor's own day, so it shows the later of the two (`firstBookableDay`).
 */
export function earliestPickupDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The first day a visitor can pick: the later of their local day and the API's earliest day, so a visitor
 * west of UTC cannot pick a day the API then refuses.
 */
export function firstBookableDay(now: Date): string {
  const local = dayOf(now);
  const api = earliestPickupDay(now);
  return local > api ? local : api;
}

/** A 'YYYY-MM-DD' day in a market's numeric date pattern: ('2026-03-07', 'DD.MM.YYYY') -> '07.03.2026'. */
export function formatDay(day: string, pattern: string): string {
  const [y = '', m = '', d = ''] = day.split('-');
  const tokens: Record<string, string> = {
    YYYY: y,
    MM: m,
    M: String(Number(m)),
    DD: d,
    D: String(Number(d)),
  };
  return pattern.replace(/YYYY|MM|M|DD|D/g, (token) => tokens[token] ?? token);
}
