// The search form's static first view (issue 16) is the same form, built as HTML: a visitor may type,
// choose and focus there before the app takes over. `readHandoff` reads what they did from that view
// (the container, during the app's first render) so the live form carries on from there.
import { type VehicleType, vehicleTypes } from '../../shared/route.ts';

/** The form's fields, by the suffix of their ids (`${useId()}-${field}`). */
const searchFields = [
  'branch',
  'otherReturn',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'submit',
] as const;
export type SearchField = (typeof searchFields)[number] | `vehicleType-${VehicleType}`;
const fieldSuffix = new RegExp(
  `-(${[...searchFields, ...vehicleTypes.map((type) => `vehicleType-${type}`)].join('|')})$`,
);

/** What the visitor changed in the first view; absent fields kept their built value. */
export interface Handoff {
  branchText?: string;
  otherReturn?: boolean;
  pickupDateText?: string;
  returnDateText?: string;
  pickupTime?: string;
  returnTime?: string;
  vehicleType?: VehicleType;
  /** The focused field and the caret in it. */
  focus?: { field: SearchField; start: number | null; end: number | null };
}

const fieldOf = (element: Element): SearchField | undefined =>
  fieldSuffix.exec(element.id)?.[1] as SearchField | undefined;

/** Reads what the visitor did in the static search form inside `root`. */
export function readHandoff(root: HTMLElement): Handoff {
  const handoff: Handoff = {};
  const form = root.querySelector('form[data-booking-search]');
  if (!form) return handoff;
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input[id], select[id]',
  )) {
    const field = fieldOf(control);
    if (!field) continue;
    if (control instanceof HTMLSelectElement) {
      const chosen = control.selectedOptions[0];
      if (chosen && !chosen.defaultSelected) {
        if (field === 'pickupTime') handoff.pickupTime = control.value;
        if (field === 'returnTime') handoff.returnTime = control.value;
      }
      continue;
    }
    if (control.type === 'checkbox') {
      if (field === 'otherReturn' && control.checked !== control.defaultChecked)
        handoff.otherReturn = control.checked;
      continue;
    }
    if (control.type === 'radio') {
      if (control.checked && !control.defaultChecked) handoff.vehicleType = control.value as VehicleType;
      continue;
    }
    if (control.value === control.defaultValue) continue;
    if (field === 'branch') handoff.branchText = control.value;
    if (field === 'pickupDate') handoff.pickupDateText = control.value;
    if (field === 'returnDate') handoff.returnDateText = control.value;
  }
  const active = root.ownerDocument.activeElement;
  if (active && form.contains(active)) {
    const field = fieldOf(active);
    if (field) {
      const text = active instanceof HTMLInputElement && active.type === 'text' ? active : undefined;
      handoff.focus = { field, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
    }
  }
  return handoff;
}
