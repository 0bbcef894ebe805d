// Damage cases (issue 22): what a booking's customer sees of them (known damages of the vehicle, the
// ones reported in the booking), the rules of reporting (photos the customer's own images; the window
// closes 7 days after the return) and the rules of a rental's timeline the check-out shares.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { branchTimeZone, localDateTime, shiftLocal } from '../booking-policy.ts';
import type { Db } from '../db/client.ts';
import { damageCases, reservations, uploads } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { money } from '../http.ts';
import { msg } from '../i18n/translate.ts';
import { getBranch } from '../routes/branches.ts';
import type { DamageArea, DamageKind, DamageStage, DamageState, DamageView } from './schemas.ts';

export type DamageRow = typeof damageCases.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

/** Days after the return during which damages can still be reported and the check-out sent. */
export const AFTER_RETURN_DAYS = 7;

/** Upload types a damage or return photo may have (the photo field's types; no PDF). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic']);

/** The download path of a damage photo through a booking, relative to the API. */
export const photoUrl = (number: string, uploadId: string) =>
  `/v1/bookings/${number}/damages/photos/${uploadId}`;

/** A case as the customer sees it; its photos are downloaded through the booking `viewedThrough`. */
export function damageView(
  row: DamageRow,
  reservationNumber: string | null,
  viewedThrough: string,
): DamageView {
  return {
    id: row.id,
    area: row.area as DamageArea,
    kind: row.kind as DamageKind,
    description: row.description,
    photos: row.photoUploadIds.map((id) => ({ id, url: photoUrl(viewedThrough, id) })),
    reportedAt: row.reportedAt.toISOString(),
    reportedBy: row.reportedBy as 'branch' | 'customer',
    stage: row.stage as DamageStage,
    reservationNumber,
    state: row.state as DamageState,
    cost: row.costMinor !== null && row.currency ? money(row.costMinor, row.currency) : null,
    explanation: row.explanation,
    assessedAt: row.assessedAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** The pickup branch's wall-clock time now. */
export async function localNowOf(db: Db, row: ReservationRow, now: Date): Promise<string> {
  const branch = await getBranch(db, row.branchId);
  return localDateTime(now, branchTimeZone(branch));
}

/** The end of the rental in the pickup branch's wall-clock time: when returned, else the booked return. */
export async function rentalEndOf(db: Db, row: ReservationRow): Promise<string> {
  if (!row.returnedAt) return row.returnAt;
  const branch = await getBranch(db, row.branchId);
  return localDateTime(row.returnedAt, branchTimeZone(branch));
}

/** The last moment (branch-local) damages can be reported and the check-out sent: 7 days after the end. */
export async function reportWindowEnd(db: Db, row: ReservationRow): Promise<string> {
  return shiftLocal(await rentalEndOf(db, row), AFTER_RETURN_DAYS * 24);
}

/**
 * The known damages of a booking's vehicle: cases not repaired, reported before the booking's pickup
 * (branch-local), not in this booking; a customer's report of an earlier rental counts once assessed.
 */
export async function knownDamages(db: Db, row: ReservationRow, vehicleId: number): Promise<DamageRow[]> {
  const branch = await getBranch(db, row.branchId);
  const zone = branchTimeZone(branch);
  const cases = await db
    .select()
    .from(damageCases)
    .where(and(eq(damageCases.vehicleId, vehicleId), isNull(damageCases.repairedAt)))
    .orderBy(damageCases.reportedAt, damageCases.id);
  return cases.filter(
    (c) =>
      c.reservationId !== row.id &&
      localDateTime(c.reportedAt, zone) < row.pickupAt &&
      (c.reportedBy === 'branch' || c.state !== 'reported'),
  );
}

/** The cases reported in a booking, newest first. */
export async function bookingDamages(db: Db, reservationId: number): Promise<DamageRow[]> {
  return db
    .select()
    .from(damageCases)
    .where(eq(damageCases.reservationId, reservationId))
    .orderBy(desc(damageCases.reportedAt), desc(damageCases.id));
}

/**
 * Checks photo upload ids: each the customer's own upload (`owner`: their user id, or 'fleet') and an
 * image; the first failure answers 400 naming the field (`{field}.{i}` or the key given).
 */
export async function checkPhotos(db: Db, owner: string, photos: readonly [field: string, id: string][]) {
  if (photos.length === 0) return;
  const rows = await db
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(
      and(
        inArray(
          uploads.id,
          photos.map(([, id]) => id),
        ),
        eq(uploads.userId, owner),
      ),
    );
  const types = new Map(rows.map((r) => [r.id, r.contentType]));
  for (const [field, id] of photos) {
    const type = types.get(id);
    if (type === undefined) {
      const message = msg('fleetPhotoNotFound');
      throw new ApiError(400, 'photo_not_found', message, { fields: { [field]: message } });
    }
    if (!IMAGE_TYPES.has(type)) {
      const message = msg('fleetPhotoNotImage');
      throw new ApiError(400, 'photo_not_image', message, { fields: { [field]: message } });
    }
  }
}

/** The booking number of each reservation id given (for lists of cases across bookings). */
export async function numbersOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: reservations.id, number: reservations.number })
    .from(reservations)
    .where(inArray(reservations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.number]));
}
