// Wall-clock dates of a rental (branch-local, no time zone): 'YYYY-MM-DD' days and 'YYYY-MM-DDTHH:mm'
// moments, the minimum date (spec §5) and the defaults of a search. The rules shared with the API
// (closed days, opening hours, rental length) are @rental/markets/rules.
import { addDays, firstBookableDay } from '@rental/markets/days';
import { isDay } from '@rental/markets/formatters';

export { addDays };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' + 'HH:mm' -> 'YYYY-MM-DDTHH:mm'. */
export function joinDateTime(day: string, time: string): string {
  return `${day}T${time}`;
}

/** A wall-clock string as a local Date (for formatting and arithmetic). */
export function toDate(value: string): Date {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number);
  return new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
}

/** Whether a string is a real 'YYYY-MM-DDTHH:mm' moment. */
export function isDateTime(value: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return m !== null && isDay(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60;
}

/** The later of two 'YYYY-MM-DD' days (ISO days compare as strings). */
export function laterDay(a: string, b: string): string {
  return [a, b].sort()[1]!;
}

/**
 * spec §5: the minimum pickup day. The later of the visitor's day and the API's earliest day (the UTC
 * day), so a visitor west of UTC cannot pick a day the API then refuses.
 */
export function minimumDay(now: Date = new Date()): string {
  return firstBookableDay(now);
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

/** Time slots of a day every `step` minutes: '00:00', '00:15', ... */
export function timeSlots(step = 15): string[] {
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) slots.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return slots;
}
