// The check-in's steps (issue 22) and which one the view shows: the address names a step
// ('#/booking/{number}/{step}'), the check-in's state decides whether it can be shown now. Details come
// first; the vehicle and the deposit once the details are saved; a completed check-in only shows its
// pickup code.
import type { CheckIn } from './check-in-api.ts';

export const STEPS = ['details', 'vehicle', 'deposit', 'done'] as const;
export type Step = (typeof STEPS)[number];

const isStep = (value: string | undefined): value is Step =>
  (STEPS as readonly string[]).includes(value ?? '');

/** Whether the details are saved (the deposit can be asked for). */
const detailsSaved = (checkIn: Pick<CheckIn, 'status'>) =>
  checkIn.status === 'awaiting-deposit' || checkIn.status === 'completed';

/** The step to show for the address's step (`requested`) and the check-in's state. */
export function stepOf(requested: string | undefined, checkIn: Pick<CheckIn, 'status' | 'deposit'>): Step {
  if (checkIn.status === 'completed') return 'done';
  if (!detailsSaved(checkIn)) return 'details';
  if (isStep(requested) && requested !== 'done') return requested;
  // Back from the provider with a refused or unconfirmed deposit: the deposit; else the step after the details.
  return checkIn.deposit.status === 'refused' || checkIn.deposit.status === 'pending' ? 'deposit' : 'vehicle';
}

/** Whether the step list links to `step` from the step shown (only back to steps that can be changed). */
export function canRevisit(step: Step, current: Step, checkIn: Pick<CheckIn, 'status'>): boolean {
  if (checkIn.status === 'completed' || step === current || step === 'done') return false;
  return STEPS.indexOf(step) < STEPS.indexOf(current);
}
