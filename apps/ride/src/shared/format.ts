// How the ride app writes times, places and money (spec §9: the market's date and time patterns, its
// 12/24-hour clock; money through Intl in the page's locale with the market's separators).
import type { Formatters } from '@rental/markets/formatters';
import type { Money } from './ride-types.ts';

/** A market-local 'YYYY-MM-DDTHH:mm' as a Date of the same wall-clock time. */
export function localDate(value: string): Date {
  const [day = '', time = '00:00'] = value.split('T');
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min);
}

/** 'YYYY-MM-DD' of a Date (local). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' slots of a day, every `step` minutes. */
export function timeSlots(step = 15): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const slots: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) slots.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return slots;
}

/** A time slot ('14:30') in the market's clock ('2:30 PM' or '14:30'). */
export function slotText(fmt: Formatters, slot: string): string {
  return fmt.time(localDate(`2000-01-01T${slot}`));
}

/** A ride's pickup time in the market's formats. */
export function pickupText(fmt: Formatters, pickupAt: string): string {
  const d = localDate(pickupAt);
  return `${fmt.nameDate(d)}, ${fmt.time(d)}`;
}

/** An ISO timestamp of the API in the market's formats. */
export function instantText(fmt: Formatters, iso: string): string {
  const d = new Date(iso);
  return `${fmt.nameDate(d)}, ${fmt.time(d)}`;
}

/** A negative amount ('−15.00 €'), for discounts. */
export function minus(fmt: Formatters, money: Money): string {
  return `−${fmt.money({ ...money, amountMinor: Math.abs(money.amountMinor) })}`;
}
