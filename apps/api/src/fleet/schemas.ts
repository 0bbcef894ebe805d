// The zod schemas of vehicles, damages and the mobile check-out (issue 22): the source of truth of the
// routes' answers and bodies and of their OpenAPI document.
import { z } from 'zod';
import { moneySchema } from '../http.ts';
import { english } from '../i18n/translate.ts';
import { uploadIdSchema } from '../routes/uploads.ts';
import { REQUIRED_MESSAGE, reservationNumberSchema } from '../validation.ts';

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

export const DAMAGE_KINDS = ['scratch', 'dent', 'crack', 'chip', 'tyre', 'interior', 'other'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export const DAMAGE_STATES = ['reported', 'assessed', 'settled'] as const;
export type DamageState = (typeof DAMAGE_STATES)[number];

export const DAMAGE_STAGES = ['before-rental', 'check-in', 'check-out', 'branch'] as const;
export type DamageStage = (typeof DAMAGE_STAGES)[number];

export const FUELS = ['petrol', 'diesel', 'electric'] as const;
export type Fuel = (typeof FUELS)[number];

/** Most photos one damage report takes. */
export const MAX_DAMAGE_PHOTOS = 6;

/** Text a person typed: trimmed, `min`–`max` characters, no control characters but line breaks. */
const typedText = (min: number, max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .min(min, { error: english('minLength', { min }) })
    .max(max, { error: english('maxLength', { max }) })
    .regex(/^(?:[^\p{Cc}]|\n)*$/u, { error: english('invalidFormat', {}) });

export const vehicleSchema = z
  .object({
    /** Number plate in the market's format, e.g. 'M-KL 4821'. */
    plate: z.string(),
    /** The model, e.g. 'VW Golf'. */
    model: z.string(),
    /** What it tanks: petrol, diesel, or electric (charged). */
    fuel: z.enum(FUELS),
    /** The odometer reading at pickup, in `unit`. */
    odometer: z.number().int(),
    /** Kilometres or miles, as the market measures. */
    unit: z.enum(['km', 'mi']),
  })
  .meta({ id: 'Vehicle' });

export const damagePhotoSchema = z
  .object({
    /** The photo's upload id. */
    id: z.string(),
    /** Where the booking's owner downloads it, relative to the API: /v1/bookings/{number}/damages/photos/{id}. */
    url: z.string(),
  })
  .meta({ id: 'DamagePhoto' });

export const damageSchema = z
  .object({
    /** The case's id, e.g. 'dmg_3kq…'. */
    id: z.string(),
    /** Where on the vehicle (the car outline's 12 areas). */
    area: z.enum(DAMAGE_AREAS),
    /** What kind of damage. */
    kind: z.enum(DAMAGE_KINDS),
    /** What the reporter wrote. */
    description: z.string(),
    /** Its photos. */
    photos: z.array(damagePhotoSchema),
    /** When it was reported (ISO 8601). */
    reportedAt: z.string(),
    /** Who reported it. */
    reportedBy: z.enum(['branch', 'customer']),
    /** When: known before the rental, at check-in, at check-out, or found by the branch. */
    stage: z.enum(DAMAGE_STAGES),
    /** The booking it was reported in; null for a known damage from before. */
    reservationNumber: z.string().nullable(),
    /** reported → assessed (cost known) → settled (paid from the deposit or otherwise). */
    state: z.enum(DAMAGE_STATES),
    /** The assessed cost, once assessed. */
    cost: moneySchema.nullable(),
    /** The branch's explanation of the cost. */
    explanation: z.string().nullable(),
    /** When it was assessed (ISO 8601). */
    assessedAt: z.string().nullable(),
    /** When it was settled (ISO 8601). */
    settledAt: z.string().nullable(),
  })
  .meta({ id: 'Damage' });
export type DamageView = z.infer<typeof damageSchema>;

export const bookingDamageSchema = damageSchema
  .extend({
    /** The booking it was reported in. */
    reservationNumber: z.string(),
  })
  .meta({ id: 'BookingDamage' });

export const bookingParams = z.object({
  /** Reservation number, 10 digits. */
  number: reservationNumberSchema,
});

export const photoParams = bookingParams.extend({
  /** The photo's upload id. */
  uploadId: uploadIdSchema,
});

export const damageIdParams = z.object({
  /** The damage case's id, e.g. 'dmg_3kq…'. */
  id: z.string().regex(/^dmg_[A-Za-z0-9_-]{8,40}$/, { error: english('invalidFormat', {}) }),
});

export const plateParams = z.object({
  /** Number plate as printed, e.g. 'M-KL 4821' (case and repeated spaces do not matter). */
  plate: z
    .string()
    .trim()
    .min(2, { error: english('minLength', { min: 2 }) })
    .max(20, { error: english('maxLength', { max: 20 }) })
    .regex(/^[A-Za-z0-9 -]+$/, { error: english('invalidFormat', {}) }),
});

const photoIds = z
  .array(uploadIdSchema)
  .max(MAX_DAMAGE_PHOTOS, { error: english('maxItems', { max: MAX_DAMAGE_PHOTOS }) });

export const damageReportBody = z.object({
  /** The app's id of this report (a uuid): sending it again answers the same damage (offline retries). */
  clientId: z.uuid({ error: english('invalidFormat', {}) }),
  /** Reported at check-in (before driving off) or at check-out (the return). */
  stage: z.enum(['check-in', 'check-out']),
  /** Where on the vehicle. */
  area: z.enum(DAMAGE_AREAS),
  /** What kind of damage. */
  kind: z.enum(DAMAGE_KINDS),
  /** What it looks like, 3–1,000 characters. */
  description: typedText(3, 1000),
  /** Up to 6 photos: the customer's own image uploads (POST /v1/uploads). */
  photoUploadIds: photoIds.default([]),
});

export const branchDamageBody = z.object({
  /** Where on the vehicle. */
  area: z.enum(DAMAGE_AREAS),
  /** What kind of damage. */
  kind: z.enum(DAMAGE_KINDS),
  /** What it looks like, 3–1,000 characters. */
  description: typedText(3, 1000),
  /** Up to 6 photos uploaded by the fleet (POST /v1/service/uploads). */
  photoUploadIds: photoIds.default([]),
});

export const assessBody = z.object({
  /** The cost of the damage, in the booking's currency. */
  cost: z.object({
    /** Amount in minor units, 0 or more. */
    amountMinor: z
      .number()
      .int()
      .min(0, { error: english('minValue', { min: 0 }) })
      .max(100_000_000, { error: english('maxValue', { max: 100_000_000 }) }),
    /** ISO 4217 currency: the booking's. */
    currency: z.string().regex(/^[A-Z]{3}$/, { error: english('invalidFormat', {}) }),
  }),
  /** Why it costs this, shown to the customer (1–1,000 characters). */
  explanation: typedText(1, 1000),
});

export const checkOutSchema = z
  .object({
    /** Reservation number. */
    reservationNumber: z.string(),
    /** not-open (before the rental started, or after the window), open, or completed (returned with the app). */
    status: z.enum(['not-open', 'open', 'completed']),
    /**
     * Open once the rental started: picked up at the branch (check-in's pickedUpAt) or the pickup time
     * passed; until 7 days after the return time, unless returned.
     */
    opensAt: z.string(),
    /** The booked return time, branch-local YYYY-MM-DDTHH:mm. */
    returnAt: z.string(),
    /** Where the car goes back. */
    returnBranch: z.object({
      /** Branch id. */
      id: z.number().int(),
      /** Branch name. */
      name: z.string(),
      /** Street, postcode and city on one line. */
      address: z.string(),
    }),
    /** The vehicle with its odometer at pickup. */
    vehicle: vehicleSchema,
    /** The level at pickup, percent (100: full tank / full charge). */
    levelAtPickup: z.number().int(),
    /** What was sent at the return, once completed. */
    result: z
      .object({
        /** Odometer at the return. */
        odometer: z.number().int(),
        /** Fuel or charge level at the return, percent. */
        levelPercent: z.number().int(),
        /** Where it was returned. */
        returnBranchId: z.number().int(),
        /** Upload ids of the four sides' photos. */
        photos: z.object({ front: z.string(), rear: z.string(), left: z.string(), right: z.string() }),
        /** When it was returned (ISO 8601). */
        completedAt: z.string(),
        /** The refuelling or recharging charge on the invoice; null when returned as full as taken. */
        refuelCharge: moneySchema.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'CheckOut' });
export type CheckOutView = z.infer<typeof checkOutSchema>;

export const checkOutBody = z.object({
  /** The app's id of this check-out (a uuid): sending it again answers the same result. */
  clientId: z.uuid({ error: english('invalidFormat', {}) }),
  /** The odometer reading, in the vehicle's unit. */
  odometer: z
    .number()
    .int()
    .min(0, { error: english('minValue', { min: 0 }) })
    .max(9_999_999, { error: english('maxValue', { max: 9_999_999 }) }),
  /** Fuel or charge level now, percent (0–100). */
  levelPercent: z
    .number()
    .int()
    .min(0, { error: english('minValue', { min: 0 }) })
    .max(100, { error: english('maxValue', { max: 100 }) }),
  /** The branch the car is returned at: must be the booked return branch. */
  returnBranchId: z
    .number()
    .int()
    .min(1, { error: english('minValue', { min: 1 }) }),
  /** Photos of the four sides: the customer's own image uploads. */
  photos: z.object({
    /** The front. */
    front: uploadIdSchema,
    /** The rear. */
    rear: uploadIdSchema,
    /** The left side. */
    left: uploadIdSchema,
    /** The right side. */
    right: uploadIdSchema,
  }),
  /** The damages reported in this booking that go with the return (POST …/damages first). */
  damageIds: z
    .array(damageIdParams.shape.id)
    .max(20, { error: english('maxItems', { max: 20 }) })
    .optional(),
});
