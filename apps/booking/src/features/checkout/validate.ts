// Validation of the checkout form (spec §5, §9 names max 50): one message per field, localised by key,
// pinned by validate.test.ts. Pure, so it runs the same in the browser and in tests; the form's zod
// schema (checkoutSchema) runs it for react-hook-form.
import { latinDigits, parseDay } from '@rental/markets/formatters';
import * as z from 'zod/mini';
import type { AddressTemplate } from '../../shared/api-types.ts';
import type { Draft } from './checkout-draft.ts';

/** A message key of the booking namespace and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export type CheckoutErrors = Record<string, FieldError>;

const emailRe = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Age in whole years on a day ('YYYY-MM-DD'). */
export function ageOn(birthDay: string, day: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface ValidateOptions {
  datePattern: string;
  minDriverAge: number;
  /** Pickup day 'YYYY-MM-DD': the driver's age counts on this day. */
  pickupDay: string;
  template: AddressTemplate | undefined;
}

export function validateCheckout(d: Draft, o: ValidateOptions): CheckoutErrors {
  const e: CheckoutErrors = {};
  const required = (field: string, value: string) => {
    if (value.trim() === '') e[field] = { key: 'checkout.errors.required' };
    return value.trim() !== '';
  };
  for (const field of ['firstName', 'lastName'] as const) {
    if (required(field, d[field]) && d[field].trim().length > 50)
      e[field] = { key: 'checkout.errors.tooLong', values: { max: 50 } };
  }
  if (required('email', d.email) && (!emailRe.test(d.email.trim()) || d.email.trim().length > 254))
    e.email = { key: 'checkout.errors.email' };
  if (required('phone', d.phone)) {
    // Digits as typed on any keyboard (an Arabic one writes ٠-٩, issue 23).
    const digits = latinDigits(d.phone).replace(/[\s()/-]/g, '');
    if (!/^\d{5,15}$/.test(digits)) e.phone = { key: 'checkout.errors.phone' };
  }
  if (required('birthDate', d.birthDate)) {
    const day = parseDay(d.birthDate, o.datePattern);
    if (day === null) e.birthDate = { key: 'checkout.errors.date', values: { pattern: o.datePattern } };
    else {
      const age = ageOn(day, o.pickupDay);
      if (age > 120 || age < 0)
        e.birthDate = { key: 'checkout.errors.date', values: { pattern: o.datePattern } };
      else if (age < o.minDriverAge)
        e.birthDate = { key: 'checkout.errors.tooYoung', values: { age: o.minDriverAge } };
    }
  }
  for (const f of o.template?.fields ?? []) {
    if (f.name === 'country') continue;
    const value = latinDigits(d.address[f.name] ?? '').trim();
    if (value === '') {
      if (f.required) e[`address.${f.name}`] = { key: 'checkout.errors.required' };
      continue;
    }
    if (value.length > f.maxLength)
      e[`address.${f.name}`] = { key: 'checkout.errors.tooLong', values: { max: f.maxLength } };
    else if (f.pattern && !new RegExp(f.pattern, 'i').test(value))
      e[`address.${f.name}`] = {
        key: 'checkout.errors.postcode',
        values: { example: o.template?.postcodeExample ?? '' },
      };
  }
  if (!d.terms) e.terms = { key: 'checkout.errors.terms' };
  return e;
}

/** The checkout form's values: the draft kept across reloads (the card is entered on the provider's page). */
export type CheckoutValues = Omit<Draft, 'idempotencyKey'>;

/**
 * The form's zod schema (react-hook-form's resolver): every problem of validateCheckout at its field's
 * path ('address.postcode'), with the message `translate` gives for its key.
 */
export function checkoutSchema(options: ValidateOptions, translate: (error: FieldError) => string) {
  return z.custom<CheckoutValues>().check(
    z.superRefine((values, ctx) => {
      const errors = validateCheckout({ ...values, idempotencyKey: '' }, options);
      for (const [field, error] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: field.split('.'), message: translate(error), input: values });
      }
    }),
  );
}
