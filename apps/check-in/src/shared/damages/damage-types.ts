// The words of a vehicle damage as the API names them (GET /v1/bookings/{number}/vehicle, POST …/damages):
// the 12 areas of the car outline, the kinds and the states of a damage case, in the order the views list
// them (issue 22).

/** The areas of the car a damage is on, front to back, then what is not a side. */
export const DAMAGE_AREAS = [
  'front',
  'front-left',
  'left',
  'rear-left',
  'rear',
  'rear-right',
  'right',
  'front-right',
  'roof',
  'windscreen',
  'wheels',
  'interior',
] as const;
export type DamageArea = (typeof DAMAGE_AREAS)[number];

/** What kind of damage it is. */
export const DAMAGE_KINDS = ['scratch', 'dent', 'crack', 'chip', 'tyre', 'interior', 'other'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

/** The photos a report may carry at most (the API's limit). */
export const MAX_DAMAGE_PHOTOS = 6;
