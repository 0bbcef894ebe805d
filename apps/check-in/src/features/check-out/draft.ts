// A return in progress on the phone (issue 22 §2, §4): every answer as it is given — the odometer as
// typed, the fuel or charge level, the four sides' photos and the new damages' photos as Blobs, the
// confirmed location — with what the outbox already sent (upload ids, damage ids), so nothing is asked
// for or sent twice. Kept in IndexedDB under the booking number (draft-store.ts); pure rules here.
import type { DamageArea, DamageKind } from '../../shared/damages/index.ts';
import type { CheckOut, CheckOutDone } from './check-out-api.ts';

/** The sides of the car, in the order the customer walks round it (front, right, rear, left). */
export const sides = ['front', 'right', 'rear', 'left'] as const;
export type Side = (typeof sides)[number];

/** The view's steps, each a hash step '#/booking/{number}/{step}'. */
export const steps = ['odometer', 'photos', 'damages', 'location', 'summary'] as const;
export type Step = (typeof steps)[number];

export function isStep(value: string | undefined): value is Step {
  return (steps as readonly string[]).includes(value ?? '');
}

/** A new damage the customer reports at the return, not sent yet or sent (then `damageIds` has it). */
export interface DraftDamage {
  /** Our id of the report: the API answers the same damage to the same clientId (offline retries). */
  clientId: string;
  area: DamageArea;
  kind: DamageKind;
  description: string;
  photos: Blob[];
}

/** Why the outbox stopped: the API refused something (a 4xx); shown on its step and field. */
export interface Refusal {
  step: Step;
  /** The field the message belongs to (a control id of the step), null for the step as a whole. */
  field: string | null;
  code: string;
  message: string;
}

export interface Draft {
  /** The booking number (the store's key). */
  number: string;
  /** The check-out as the API last showed it: the steps need vehicle and branch without a connection. */
  checkOut: CheckOut | null;
  /** The odometer reading as typed. */
  odometer: string;
  /** Fuel or charge level, percent; null until chosen. */
  levelPercent: number | null;
  photos: Partial<Record<Side, Blob>>;
  damages: DraftDamage[];
  /** The damages step was answered (reporting one is optional). */
  damagesChecked: boolean;
  locationConfirmed: boolean;
  /** Our id of the check-out: the API answers the same result to it again (offline retries). */
  clientId: string;
  /** When the customer pressed send: the outbox sends on load and when the phone is back online. */
  queuedAt: string | null;
  /** Upload ids by photo key (photoKey()), kept as each upload succeeds. */
  uploads: Record<string, string>;
  /** Damage ids ('dmg_…') by the report's clientId, kept as each report succeeds. */
  damageIds: Record<string, string>;
  refusal: Refusal | null;
  /** The API's answer once the car is returned. */
  result: CheckOutDone | null;
}

/** A fresh draft for a booking. */
export function newDraft(number: string, clientId: string): Draft {
  return {
    number,
    checkOut: null,
    odometer: '',
    levelPercent: null,
    photos: {},
    damages: [],
    damagesChecked: false,
    locationConfirmed: false,
    clientId,
    queuedAt: null,
    uploads: {},
    damageIds: {},
    refusal: null,
    result: null,
  };
}

/** The key of a photo's upload id: a side's, or the `index`th photo of a damage report. */
export function photoKey(photo: { side: Side } | { damage: string; index: number }): string {
  return 'side' in photo ? `side:${photo.side}` : `damage:${photo.damage}:${photo.index}`;
}

/** The draft with a side's photo replaced: a new photo is uploaded again. */
export function withSidePhoto(draft: Draft, side: Side, photo: Blob | null): Draft {
  const photos = { ...draft.photos };
  if (photo) photos[side] = photo;
  else delete photos[side];
  const { [photoKey({ side })]: _, ...uploads } = draft.uploads;
  return { ...draft, photos, uploads, refusal: refusalWithout(draft.refusal, `photo-${side}`) };
}

/** A refusal cleared once the customer changed what it was about. */
function refusalWithout(refusal: Refusal | null, field: string): Refusal | null {
  return refusal && refusal.field === field ? null : refusal;
}

/** The levels to choose from: eighths of a tank for fuel, tens of percent for a battery. */
export function levelChoices(
  fuel: CheckOut['vehicle']['fuel'],
): Array<{ percent: number; eighths?: number }> {
  if (fuel === 'electric') return Array.from({ length: 11 }, (_, i) => ({ percent: i * 10 }));
  return Array.from({ length: 9 }, (_, i) => ({ percent: Math.round((i * 100) / 8), eighths: i }));
}

/** What is wrong with the odometer step's answers: message keys by field, empty when none. */
export function odometerProblems(
  draft: Pick<Draft, 'odometer' | 'levelPercent'>,
  vehicle: Pick<CheckOut['vehicle'], 'odometer'>,
): { odometer?: 'odometerRequired' | 'odometerWhole' | 'odometerBelow'; level?: 'levelRequired' } {
  const problems: ReturnType<typeof odometerProblems> = {};
  const typed = draft.odometer.trim().replace(/[\s.,'’]/g, '');
  if (typed === '') problems.odometer = 'odometerRequired';
  else if (!/^\d{1,7}$/.test(typed)) problems.odometer = 'odometerWhole';
  else if (Number(typed) < vehicle.odometer) problems.odometer = 'odometerBelow';
  if (draft.levelPercent === null) problems.level = 'levelRequired';
  return problems;
}

/** The odometer as the API takes it (digits of the typed reading; group separators dropped). */
export function odometerValue(typed: string): number {
  return Number(typed.trim().replace(/[\s.,'’]/g, ''));
}

/** Whether a step's answers are complete. */
export function stepDone(draft: Draft, step: Step): boolean {
  switch (step) {
    case 'odometer':
      return (
        draft.checkOut !== null && Object.keys(odometerProblems(draft, draft.checkOut.vehicle)).length === 0
      );
    case 'photos':
      return sides.every((side) => draft.photos[side] !== undefined);
    case 'damages':
      // Reporting a damage is optional: the step is done once the customer went past it.
      return draft.damagesChecked;
    case 'location':
      return draft.locationConfirmed;
    case 'summary':
      return steps.slice(0, -1).every((s) => stepDone(draft, s as Step));
  }
}

/** The step to show for an address: the one asked for once every step before it is done, else the first one missing. */
export function reachableStep(draft: Draft, asked: string | undefined): Step {
  const wanted = isStep(asked) ? asked : 'odometer';
  for (const step of steps) {
    if (step === wanted) return step;
    if (!stepDone(draft, step)) return step;
  }
  return wanted;
}
