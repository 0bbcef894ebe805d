// Wall-clock dates of a rental (branch-local, no time zone): 'YYYY-MM-DD' days and 'YYYY-MM-DDTHH:mm'
// moments, the minimum date (spec §5), closed days (spec §4) and the rental length (spec §9).
import type { Branch } from './api-types.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** spec §9: flexible rentals from minutes up to 27 days. */
export const MAX_RENTAL_DAYS = 27;

/** A 'YYYY-MM-DD' day of a local Date. */
export function dayOf(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DD' + 'HH:mm' -> 'YYYY-MM-DDTHH:mm'. */
export function joinDateTime(day: string, time: string): string {
  return `${day}T${time}`;
}

/** A wall-clock string as a local Date (for formatting and arithmetic). */
export function toDate(value: string): Date {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number);
  return new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

/** Adds days to a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const d = toDate(`${day}T12:00`);
  d.setDate(d.getDate() + days);
  return dayOf(d);
}

/** Whether a string is a real 'YYYY-MM-DD' day. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayOf(toDate(`${value}T12:00`)) === value;
}

/** Whether a string is a real 'YYYY-MM-DDTHH:mm' moment. */
export function isDateTime(value: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return m !== null && isDay(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60;
}

/**
 * spec §5: the minimum pickup day. The later of the visitor's day and the UTC day, because the API
 * checks against the UTC day and a visitor west of UTC must not pick a day it then refuses.
 */
export function minimumDay(now: Date = new Date()): string {
  const local = dayOf(now);
  const utc = now.toISOString().slice(0, 10);
  return laterDay(local, utc);
}

/** Default pickup and return from the market's initialDate: pickup tomorrow, return three days later. */
export function defaultTrip(
  initial: { pickup: { hour: number; minute: number }; return: { hour: number; minute: number } },
  now: Date = new Date(),
): { pickup: string; return: string } {
  const pickupDay = addDays(minimumDay(now), 1);
  const returnDay = addDays(pickupDay, 3);
  return {
    pickup: joinDateTime(pickupDay, `${pad(initial.pickup.hour)}:${pad(initial.pickup.minute)}`),
    return: joinDateTime(returnDay, `${pad(initial.return.hour)}:${pad(initial.return.minute)}`),
  };
}

/** The later of two 'YYYY-MM-DD' days (ISO days compare as strings). */
export function laterDay(a: string, b: string): string {
  return [a, b].sort()[1]!;
}

const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** spec §4: whether a branch is closed on a day (no opening hours that weekday, or a holiday). */
export function isClosedOn(branch: Pick<Branch, 'openingHours' | 'closedDates'>, day: string): boolean {
  const weekday = weekdays[toDate(`${day}T12:00`).getDay()]!;
  const hours = branch.openingHours[weekday] ?? [];
  return hours.length === 0 || branch.closedDates.includes(day.slice(5));
}

/** Whether a branch is open at a 'HH:mm' time on a day. */
export function isOpenAt(branch: Pick<Branch, 'openingHours'>, day: string, time: string): boolean {
  const weekday = weekdays[toDate(`${day}T12:00`).getDay()]!;
  return (branch.openingHours[weekday] ?? []).some((i) => time >= i.open && time <= i.close);
}

/** Rental length in minutes between two moments. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 60_000);
}

/** Time slots of a day every `step` minutes: '00:00', '00:15', ... */
export function timeSlots(step = 15): string[] {
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) slots.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return slots;
}

/**
 * Parses a day typed in the market's numeric date pattern ('DD.MM.YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY',
 * also with one-digit day or month); null when it is not a real day.
 */
export function parseDay(text: string, pattern: string): string | null {
  const order = pattern.match(/YYYY|MM|M|DD|D/g) ?? [];
  const parts = text.trim().split(/[./\-\s]+/);
  if (parts.length !== 3 || order.length !== 3) return null;
  let y = 0;
  let mo = 0;
  let d = 0;
  for (let i = 0; i < 3; i++) {
    const part = parts[i]!;
    if (!/^\d{1,4}$/.test(part)) return null;
    const token = order[i]!;
    if (token === 'YYYY') {
      if (part.length !== 4) return null;
      y = Number(part);
    } else if (token.startsWith('M')) mo = Number(part);
    else d = Number(part);
  }
  const day = `${String(y).padStart(4, '0')}-${pad(mo)}-${pad(d)}`;
  return isDay(day) ? day : null;
}
