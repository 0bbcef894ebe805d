// What the customer has chosen and typed in the funnel so far, kept while the funnel is open (Back and
// Forward between steps lose nothing), and the order body it makes.

import type { FieldValues, UseFormReturn } from '@rental/ui';
import { useEffect } from 'react';
import type { OrderBody } from '../../shared/order-api.ts';
import type { DetailsValues, Extra, HandoverValues, MileagePackage, Term } from './schemas.ts';

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
