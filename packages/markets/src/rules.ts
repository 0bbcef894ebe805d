// Rules the product API and the apps share (spec §4, §5, §9), in one browser-safe module: no zod, no
// market data, nothing validated at import. Imported as `@rental/markets/rules` by apps/api (which
// enforces them) and by the apps (which check them before calling, so a visitor sees the same answer).

/** spec §9: flexible rentals last from minutes up to 27 days. */
export const maxRentalDays = 27;

/** A weekday key of a branch's opening hours. */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** One opening interval of a day, wall-clock 'HH:mm' in the branch's own time. */
export interface OpeningInterval {
  /** Opening time, e.g. '08:00'. */
  open: string;
  /** Closing time, e.g. '18:00' (a return or pickup at exactly this time is allowed). */
  close: string;
}

/** Opening hours per weekday; a missing or empty day is closed. */
export type OpeningHours = Partial<Record<Weekday, readonly OpeningInterval[]>>;

/** What the opening-hour rules read of a branch. */
export interface BranchHours {
  /** Opening intervals per weekday. */
  openingHours: OpeningHours;
  /** Recurring closed days as 'MM-DD', e.g. '12-25'. */
  closedDates: readonly string[];
}

const weekdays: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The weekday of a branch-local calendar day 'YYYY-MM-DD'. Pure calendar arithmetic (the day is a
 * wall-clock date of the branch, not an instant), so the API server and any browser in any time zone agree.
 */
export function weekdayOf(day: string): Weekday {
  const [y = 1970, m = 1, d = 1] = day.slice(0, 10).split('-').map(Number);
  return weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** spec §4: a branch is closed on a day without opening hours that weekday, or on a recurring closed day. */
export function isClosedOn(branch: BranchHours, day: string): boolean {
  const hours = branch.openingHours[weekdayOf(day)] ?? [];
  return hours.length === 0 || branch.closedDates.includes(day.slice(5, 10));
}

/** Whether a branch is open at a wall-clock 'HH:mm' on a day (interval ends included). */
export function isOpenAt(branch: Pick<BranchHours, 'openingHours'>, day: string, time: string): boolean {
  return (branch.openingHours[weekdayOf(day)] ?? []).some((i) => time >= i.open && time <= i.close);
}

/** Minutes between two wall-clock moments 'YYYY-MM-DDTHH:mm' (both in the same branch-local clock). */
export function rentalMinutes(pickup: string, ret: string): number {
  return Math.round((Date.parse(`${ret}:00Z`) - Date.parse(`${pickup}:00Z`)) / 60_000);
}

/** Charged rental days: every started 24 hours counts, at least one. */
export function rentalDays(pickup: string, ret: string): number {
  return Math.max(1, Math.ceil(rentalMinutes(pickup, ret) / (24 * 60)));
}

/** spec §9: whether a rental is longer than the maximum rental length. */
export function isRentalTooLong(pickup: string, ret: string): boolean {
  return rentalMinutes(pickup, ret) > maxRentalDays * 24 * 60;
}

export { earliestPickupDay } from './days.ts';

/** spec §3 "Help contact": the topics a customer picks from, per help center. */
export const contactTopics = {
  rent: ['booking', 'payment', 'invoice', 'damage', 'account', 'lost-and-found', 'other'],
  ride: ['ride', 'payment', 'lost-item', 'driver-feedback', 'account', 'other'],
} as const;

/** A help center that has a contact form. */
export type ContactBookingType = keyof typeof contactTopics;

/** The help-contact fields' limits, checked by the API and, before sending, by the help-center app. */
export const contactLimits = {
  /** Full name, characters after trimming. */
  nameMax: 100,
  /** The question, characters after trimming. */
  messageMax: 2000,
  /** E-mail address, characters. */
  emailMax: 254,
  /**
   * A phone number as typed: digits with spaces, brackets, '/' or '-', an optional leading '+'. Digits of
   * any script (Arabic-Indic ٠-٩ as a Saudi visitor's keyboard types them): stored as 0-9 (latinDigits).
   */
  phonePattern: /^\+?\p{Nd}[\p{Nd} ()/-]{3,24}$/u,
  /** A rental agreement number: 9 or 10 digits. */
  agreementPattern: /^\d{9,10}$/,
  /** A booking / reservation id: 6 to 16 letters or digits. */
  reservationPattern: /^[A-Za-z0-9]{6,16}$/,
} as const;

/** spec §5, §9: a help search is 3 to 100 characters (after trimming). */
export const helpSearchLength = { min: 3, max: 100 } as const;
