// Subscription terms and their dates (spec §4): flexible runs 30 days and renews every 30 days; a 6- or
// 12-month term runs that many calendar months, then renews every 30 days. Pure: dates are YYYY-MM-DD
// calendar days, so the answer is the same on every instance and in every time zone.

/** The term ids, as the tenure options of /v1/subscription/v1.1/subscriptions/offers/country name them. */
export const TERMS = ['flexible', '6_months', '12_months'] as const;
export type Term = (typeof TERMS)[number];

/** spec §4: after the minimum term (and for flexible from the start) a period lasts 30 days. */
export const PERIOD_DAYS = 30;

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return toDate(toMs(date) + days * DAY_MS);
}

/** `date` plus `months` calendar months; the 31st of a shorter month falls on its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toDate(Date.UTC(year, month, Math.min(d, last)));
}

/** Minimum months of a term (flexible: none beyond its first 30 days). */
export function minimumMonths(term: Term): number {
  return term === 'flexible' ? 0 : term === '6_months' ? 6 : 12;
}

/** The first day after the minimum term: where 30-day renewals begin. */
export function minimumTermEnd(term: Term, start: string): string {
  return term === 'flexible' ? addDays(start, PERIOD_DAYS) : addMonths(start, minimumMonths(term));
}

/**
 * The first day of the next period as seen on `today`: the end of the minimum term while it runs (or
 * before the start), else the next 30-day boundary after it. A renewal happens on that day.
 */
export function nextRenewal(term: Term, start: string, today: string): string {
  const end = minimumTermEnd(term, start);
  if (today < end) return end;
  const periods = Math.floor((toMs(today) - toMs(end)) / (PERIOD_DAYS * DAY_MS)) + 1;
  return addDays(end, periods * PERIOD_DAYS);
}

/**
 * Cancelling at term end on `today`: the subscription stays active through the last day of the minimum
 * term or of the current 30-day period.
 */
export function lastDayIfCancelled(term: Term, start: string, today: string): string {
  return addDays(nextRenewal(term, start, today), -1);
}

export type OrderStatus = 'upcoming' | 'active' | 'ending' | 'ended';

/** What an order is on `today`: before its start, running, cancelled but still running, or over. */
export function orderStatus(start: string, endsOn: string | null, today: string): OrderStatus {
  if (endsOn !== null) return today > endsOn ? 'ended' : 'ending';
  return today < start ? 'upcoming' : 'active';
}
