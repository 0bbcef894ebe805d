// What the customer has chosen and typed in the funnel so far, kept while the funnel is open (Back and
// Forward between steps lose nothing) and in the tab's session storage (leaving to sign in, a reload),
// and the order body it makes.

import type { FieldValues, UseFormReturn } from '@rental/ui';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { OrderBody } from '../../shared/order-api.ts';
import {
  type DetailsValues,
  EXTRAS,
  type Extra,
  type HandoverValues,
  MILEAGE_PACKAGES,
  type MileagePackage,
  TERMS,
  type Term,
} from './schemas.ts';

export interface Draft {
  term: Term | undefined;
  mileagePackage: MileagePackage;
  extras: Extra[];
  handover: HandoverValues;
  details: DetailsValues;
}

export const emptyDraft = (branchId: string): Draft => ({
  term: undefined,
  mileagePackage: 'included',
  extras: [],
  handover: { type: 'pickup', branchId, street: '', postalCode: '', city: '', startDate: '' },
  details: { firstName: '', lastName: '', phone: '', birthDate: '' },
});

/** Writes every change of a step's form into the draft, so what is typed survives leaving the step. */
export function useKeepTyped<V extends FieldValues>(form: UseFormReturn<V>, keep: (values: V) => void) {
  useEffect(() => {
    const subscription = form.watch((values) => keep(values as V));
    return () => subscription.unsubscribe();
  }, [form, keep]);
}

/**
 * The order body of a draft. `birthDay` is the date of birth as YYYY-MM-DD; before the details step a
 * stand-in customer makes the quote (the costs and the campaign benefit do not depend on who it is).
 */
export function orderBody(offerId: string, draft: Draft, birthDay?: string): OrderBody {
  const h = draft.handover;
  return {
    offerId,
    term: draft.term ?? 'flexible',
    mileagePackage: draft.mileagePackage,
    extras: draft.extras,
    handover:
      h.type === 'pickup'
        ? { type: 'pickup', branchId: Number(h.branchId) }
        : {
            type: 'delivery',
            address: { street: h.street.trim(), postalCode: h.postalCode.trim(), city: h.city.trim() },
          },
    startDate: h.startDate,
    customer: birthDay
      ? {
          firstName: draft.details.firstName.trim(),
          lastName: draft.details.lastName.trim(),
          phone: draft.details.phone.trim(),
          birthDate: birthDay,
        }
      : { firstName: 'Quote', lastName: 'Quote', phone: '+00000000', birthDate: '1950-01-01' },
  };
}

const text = z.string().check(z.maxLength(200));
/** What is kept between page loads: checked when read back, anything else is no draft. */
const storedSchema = z.object({
  passed: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/)),
  draft: z.object({
    term: z.optional(z.enum(TERMS)),
    mileagePackage: z.enum(MILEAGE_PACKAGES),
    extras: z.array(z.enum(EXTRAS)).check(z.maxLength(EXTRAS.length)),
    handover: z.object({
      type: z.enum(['pickup', 'delivery']),
      branchId: text,
      street: text,
      postalCode: text,
      city: text,
      startDate: text,
    }),
    details: z.object({ firstName: text, lastName: text, phone: text, birthDate: text }),
  }),
});
export type StoredFunnel = { passed: number; idempotencyKey: string; draft: Draft };

/**
 * The funnel of an offer kept in this tab's session storage, so the customer who leaves to sign in (or
 * reloads) comes back to the same step with what was chosen and typed; removed once ordered.
 */
export const storedFunnel = {
  key: (offerId: string) => `rental-subscription-funnel:${offerId}`,
  read(offerId: string): StoredFunnel | undefined {
    try {
      const raw = sessionStorage.getItem(this.key(offerId));
      const parsed = raw ? storedSchema.safeParse(JSON.parse(raw)) : undefined;
      return parsed?.success
        ? ({ ...parsed.data, draft: { term: undefined, ...parsed.data.draft } } as StoredFunnel)
        : undefined;
    } catch {
      return undefined;
    }
  },
  write(offerId: string, value: StoredFunnel): void {
    try {
      sessionStorage.setItem(this.key(offerId), JSON.stringify(value));
    } catch {
      // Storage full or turned off: the funnel works on without it.
    }
  },
  remove(offerId: string): void {
    try {
      sessionStorage.removeItem(this.key(offerId));
    } catch {
      // As above.
    }
  },
};
