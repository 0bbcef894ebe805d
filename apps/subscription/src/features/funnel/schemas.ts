// The funnel's forms (issue 17, item 2): one zod schema per step, its messages the app's strings, the
// API's own rules (order-schemas.ts of the API) checked before anything is sent, so a wrong entry gets its
// own message at its field and nothing typed is lost.
import { parseDay } from '@rental/markets/typed-day';
import * as z from 'zod/mini';

export const TERMS = ['flexible', '6_months', '12_months'] as const;
export const MILEAGE_PACKAGES = ['included', 'plus500', 'plus1000', 'plus2000'] as const;
export const EXTRAS = ['additional_driver', 'winter_tyres', 'child_seat', 'zero_deductible'] as const;

export type Term = (typeof TERMS)[number];
export type MileagePackage = (typeof MILEAGE_PACKAGES)[number];
export type Extra = (typeof EXTRAS)[number];

type T = (key: string, options: Record<string, unknown>) => string;

export const termSchema = (t: T) => z.object({ term: z.enum(TERMS, { error: t('funnel.error.term', {}) }) });
export type TermValues = { term: Term };

export const mileageSchema = (t: T) =>
  z.object({ mileagePackage: z.enum(MILEAGE_PACKAGES, { error: t('funnel.error.mileage', {}) }) });
export type MileageValues = { mileagePackage: MileagePackage };

export const extrasSchema = () => z.object({ extras: z.array(z.enum(EXTRAS)) });
export type ExtrasValues = { extras: Extra[] };

export interface HandoverValues {
  type: 'pickup' | 'delivery';
  branchId: string;
  street: string;
  postalCode: string;
  city: string;
  startDate: string;
}

const text = (t: T, max: number) =>
  z.string().check(
    z.refine((v) => v.trim() !== '', { error: t('funnel.error.required', {}) }),
    z.refine((v) => v.trim().length <= max, { error: t('funnel.error.tooLong', { max }) }),
  );

/** Pickup needs a branch, delivery an address; both a start date among the offered ones. */
export const handoverSchema = (t: T, startDates: readonly string[]) =>
  z
    .object({
      type: z.enum(['pickup', 'delivery'], { error: t('funnel.error.handover', {}) }),
      branchId: z.string(),
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
      startDate: z.string(),
    })
    .check((ctx) => {
      const v = ctx.value;
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', input: v, path: [path], message });
      if (v.type === 'pickup' && v.branchId === '') issue('branchId', t('funnel.error.branch', {}));
      if (v.type === 'delivery') {
        for (const [field, max] of [
          ['street', 100],
          ['postalCode', 12],
          ['city', 60],
        ] as const) {
          const result = z.safeParse(text(t, max), v[field]);
          if (!result.success) issue(field, result.error.issues[0]!.message);
        }
      }
      if (!startDates.includes(v.startDate)) issue('startDate', t('funnel.error.startDate', {}));
    });

/** The date of birth as YYYY-MM-DD from what was typed in the market's pattern. */
export const birthDayOf = (text: string, pattern: string) => parseDay(text, pattern) ?? undefined;

export interface DetailsValues {
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
}

/** Whole years between a birth day and a day (both YYYY-MM-DD). */
function ageAt(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The customer: names (max 50), phone with its country prefix, date of birth in the market's pattern, old enough. */
export const detailsSchema = (
  t: T,
  opts: {
    datePattern: string;
    minAge: number;
    startDate: string;
  },
) =>
  z
    .object({
      firstName: text(t, 50),
      lastName: text(t, 50),
      phone: z
        .string()
        .check(
          z.refine((v) => /^\+[0-9][0-9 ()/-]{5,24}$/.test(v.trim()), { error: t('funnel.error.phone', {}) }),
        ),
      birthDate: z.string(),
    })
    .check((ctx) => {
      const v = ctx.value;
      const day = parseDay(v.birthDate, opts.datePattern);
      const issue = (message: string) =>
        ctx.issues.push({ code: 'custom', input: v, path: ['birthDate'], message });
      if (v.birthDate.trim() === '') issue(t('funnel.error.required', {}));
      else if (!day) issue(t('funnel.error.birthDate', { pattern: opts.datePattern }));
      else if (ageAt(day, opts.startDate) < opts.minAge) issue(t('funnel.error.age', { age: opts.minAge }));
    });
