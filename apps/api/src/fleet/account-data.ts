// The fleet's part of a customer's account data (issue 22): what the export holds of the damage cases
// and returns of the customer's bookings, and what stays of them when the account is deleted.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { damageCases, reservations, uploads, vehicleReturns, vehicles } from '../db/schema.ts';
import { FLEET_OWNER } from './vehicles.ts';

/** The damage cases and returns of the customer's bookings, for the data export. */
export async function fleetExportOf(db: Db, userId: string) {
  const own = await db
    .select({ id: reservations.id, number: reservations.number })
    .from(reservations)
    .where(eq(reservations.userId, userId));
  if (own.length === 0) return { damages: [], vehicleReturns: [] };
  const numbers = new Map(own.map((r) => [r.id, r.number]));
  const ids = own.map((r) => r.id);
  const cases = await db
    .select({ damage: damageCases, plate: vehicles.plate })
    .from(damageCases)
    .innerJoin(vehicles, eq(vehicles.id, damageCases.vehicleId))
    .where(inArray(damageCases.reservationId, ids))
    .orderBy(damageCases.reportedAt);
  const returns = await db
    .select({ ret: vehicleReturns, plate: vehicles.plate })
    .from(vehicleReturns)
    .innerJoin(vehicles, eq(vehicles.id, vehicleReturns.vehicleId))
    .where(inArray(vehicleReturns.reservationId, ids))
    .orderBy(vehicleReturns.completedAt);
  return {
    damages: cases.map(({ damage: d, plate }) => ({
      id: d.id,
      reservationNumber: numbers.get(d.reservationId!) ?? null,
      vehicle: plate,
      stage: d.stage,
      reportedBy: d.reportedBy,
      area: d.area,
      kind: d.kind,
      description: d.description,
      photoUploadIds: d.photoUploadIds,
      state: d.state,
      cost: d.costMinor === null ? null : { amountMinor: d.costMinor, currency: d.currency },
      explanation: d.explanation,
      reportedAt: d.reportedAt.toISOString(),
      assessedAt: d.assessedAt?.toISOString() ?? null,
      settledAt: d.settledAt?.toISOString() ?? null,
    })),
    vehicleReturns: returns.map(({ ret: r, plate }) => ({
      reservationNumber: numbers.get(r.reservationId) ?? null,
      vehicle: plate,
      odometer: r.odometer,
      odometerAtPickup: r.odometerAtPickup,
      levelPercent: r.levelPercent,
      levelAtPickup: r.levelAtPickup,
      returnBranchId: r.returnBranchId,
      photos: r.photos,
      refuelCharge: r.refuelMinor === null ? null : { amountMinor: r.refuelMinor, currency: r.currency },
      completedAt: r.completedAt.toISOString(),
    })),
  };
}

/**
 * Before an account's uploads are deleted: the damage cases it reported stay with the fleet (a damage of
 * the car is the fleet's record and may still be claimed), without the person: no user link (the booking
 * is anonymised by the deletion itself). Their photos and the return's four photos show the car, not
 * the person: they pass to the fleet's uploads (owner 'fleet') and are not deleted with the account's
 * files; the customer's other uploads are.
 */
export async function keepFleetRecords(db: Db, userId: string): Promise<void> {
  const reported = await db
    .select({ photos: damageCases.photoUploadIds })
    .from(damageCases)
    .where(eq(damageCases.userId, userId));
  const own = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), isNotNull(reservations.vehicleId)));
  const returned = await db
    .select({ photos: vehicleReturns.photos })
    .from(vehicleReturns)
    .where(inArray(vehicleReturns.reservationId, own));
  const photoIds = [
    ...reported.flatMap((r) => r.photos),
    ...returned.flatMap((r) => [r.photos.front, r.photos.rear, r.photos.left, r.photos.right]),
  ];
  await db.transaction(async (tx) => {
    if (photoIds.length > 0)
      await tx
        .update(uploads)
        .set({ userId: FLEET_OWNER, fileName: null })
        .where(and(inArray(uploads.id, photoIds), eq(uploads.userId, userId)));
    await tx.update(damageCases).set({ userId: null }).where(eq(damageCases.userId, userId));
  });
}
