// The mobile check-out (issue 22): when the return with the app is open, what it shows, and the return
// itself: the readings checked against the pickup, then in one transaction the return row, the booking
// returned (`reservations.returned_at`, which the invoices read), the vehicle's odometer, the activity,
// the final invoice with any refuelling line, and the mail with the invoice link. The deposit is released
// after the commit when no damage was reported in the booking (else held until the branch settles).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { shiftLocal } from '../booking-policy.ts';
import type { Db } from '../db/client.ts';
import {
  checkIns,
  reservationActivities,
  reservations,
  vehicleGroups,
  vehicleReturns,
  vehicles,
} from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { money } from '../http.ts';
import { msg } from '../i18n/translate.ts';
import { type InvoiceRow, issueInvoice } from '../invoices/issue.ts';
import { getBranch } from '../routes/branches.ts';
import type { ReservationRow } from './access.ts';
import { AFTER_RETURN_DAYS, bookingDamages, localNowOf } from './damages.ts';
import { LEVEL_AT_PICKUP, refuelChargeMinor } from './refuel.ts';
import type { CheckOutView, Fuel } from './schemas.ts';
import { type VehicleRow, vehicleOf } from './vehicles.ts';

type ReturnRow = typeof vehicleReturns.$inferSelect;

/** The most a car is plausibly driven per rental day: 2,000 km, or 1,250 mi. */
export const MAX_PER_DAY = { km: 2000, mi: 1250 } as const;

/**
 * Whether the rental has started, at the pickup branch's wall-clock time `localNow`: the branch recorded
 * the pickup (the check-in's `picked_up_at`, POST /v1/service/bookings/{number}/pickup), which may be
 * before the booked time, or the pickup time passed.
 */
export async function rentalStarted(db: Db, reservation: ReservationRow, localNow: string): Promise<boolean> {
  if (localNow >= reservation.pickupAt) return true;
  const [checkIn] = await db
    .select({ pickedUpAt: checkIns.pickedUpAt })
    .from(checkIns)
    .where(eq(checkIns.reservationId, reservation.id));
  return checkIn?.pickedUpAt != null;
}

/** Days of rental so far (whole days begun, at least 1) at `localNow`: the odometer's plausible range. */
export function rentalDaysSoFar(pickupAt: string, localNow: string): number {
  const minutes = (Date.parse(`${localNow}:00Z`) - Date.parse(`${pickupAt}:00Z`)) / 60_000;
  return Math.max(1, Math.ceil(minutes / (24 * 60)));
}

/** The odometer rules of a return: not below the pickup reading, not more than 2,000 km a day above it. */
export function checkOdometer(reading: number, atPickup: number, unit: 'km' | 'mi', days: number): void {
  if (reading < atPickup) {
    const message = msg('fleetOdometerBelowPickup', { odometer: atPickup, unit });
    throw new ApiError(400, 'odometer_below_pickup', message, { fields: { odometer: message } });
  }
  const max = MAX_PER_DAY[unit] * days;
  if (reading - atPickup > max) {
    const message = msg('fleetOdometerImplausible', { odometer: atPickup, unit, max, days });
    throw new ApiError(400, 'odometer_implausible', message, { fields: { odometer: message } });
  }
}

export async function returnOf(db: Db, reservationId: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(vehicleReturns).where(eq(vehicleReturns.reservationId, reservationId));
  return row;
}

/** Where the check-out stands now: completed with the app, open, or not (yet, or any more). */
export async function checkOutStatus(
  deps: Deps,
  row: ReservationRow,
  done: ReturnRow | undefined,
): Promise<{ status: CheckOutView['status']; localNow: string; closesAt: string }> {
  const localNow = await localNowOf(deps.db, row, deps.now());
  const closesAt = shiftLocal(row.returnAt, AFTER_RETURN_DAYS * 24);
  if (done) return { status: 'completed', localNow, closesAt };
  const open =
    row.status === 'confirmed' &&
    row.returnedAt === null &&
    localNow < closesAt &&
    (await rentalStarted(deps.db, row, localNow));
  return { status: open ? 'open' : 'not-open', localNow, closesAt };
}

/** The check-out of a booking as the app shows it. */
export async function checkOutView(deps: Deps, row: ReservationRow): Promise<CheckOutView> {
  const vehicle = await vehicleOf(deps, row);
  const done = await returnOf(deps.db, row.id);
  const { status } = await checkOutStatus(deps, row, done);
  const branch = await getBranch(deps.db, row.returnBranchId);
  return {
    reservationNumber: row.number,
    status,
    opensAt: row.pickupAt,
    returnAt: row.returnAt,
    returnBranch: {
      id: branch.id,
      name: branch.name,
      address: `${branch.street}, ${branch.postcode} ${branch.city}`,
    },
    vehicle: {
      plate: vehicle.plate,
      model: vehicle.model,
      fuel: vehicle.fuel as Fuel,
      odometer: done ? done.odometerAtPickup : vehicle.odometer,
      unit: vehicle.unit as 'km' | 'mi',
    },
    levelAtPickup: done?.levelAtPickup ?? LEVEL_AT_PICKUP,
    result: done
      ? {
          odometer: done.odometer,
          levelPercent: done.levelPercent,
          returnBranchId: done.returnBranchId,
          photos: done.photos,
          completedAt: done.completedAt.toISOString(),
          refuelCharge: done.refuelMinor === null ? null : money(done.refuelMinor, done.currency),
        }
      : null,
  };
}

/** What the customer sends at the return (validated by the route's schema and the checks before). */
export type CheckOutInput = {
  clientId: string;
  odometer: number;
  levelPercent: number;
  returnBranchId: number;
  photos: { front: string; rear: string; left: string; right: string };
  damageIds: string[];
};

/**
 * Records the return in one transaction (see the module comment). Answers the return row, and whether
 * this call made it (false: another request with the same booking made it first; the caller compares
 * client ids).
 */
export async function completeReturn(
  deps: Deps,
  row: ReservationRow,
  vehicle: VehicleRow,
  input: CheckOutInput,
  mail: (tx: Db, updated: ReservationRow, invoice: InvoiceRow, refuelMinor: number | null) => Promise<void>,
): Promise<{ ret: ReturnRow; created: boolean }> {
  const [group] = await deps.db.select().from(vehicleGroups).where(eq(vehicleGroups.code, row.groupCode));
  const refuelMinor = refuelChargeMinor({
    levelAtPickup: LEVEL_AT_PICKUP,
    levelPercent: input.levelPercent,
    fuel: vehicle.fuel as Fuel,
    group: group ?? { vehicleType: 'car', bodyStyle: 'other' },
    currency: row.currency,
  });
  const now = deps.now();
  const made = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [ret] = await tx
      .insert(vehicleReturns)
      .values({
        reservationId: row.id,
        vehicleId: vehicle.id,
        clientId: input.clientId,
        odometer: input.odometer,
        odometerAtPickup: vehicle.odometer,
        levelPercent: input.levelPercent,
        levelAtPickup: LEVEL_AT_PICKUP,
        returnBranchId: input.returnBranchId,
        photos: input.photos,
        damageIds: input.damageIds,
        refuelMinor,
        currency: row.currency,
        completedAt: now,
      })
      .onConflictDoNothing({ target: vehicleReturns.reservationId })
      .returning();
    if (!ret) return undefined;
    const [updated] = await tx
      .update(reservations)
      .set({ returnedAt: now })
      .where(and(eq(reservations.id, row.id), isNull(reservations.returnedAt)))
      // Returned at the counter meanwhile: nothing of this return stands.
      .returning();
    if (!updated) throw new ApiError(409, 'booking_returned', msg('fleetBookingReturned'));
    await tx
      .update(vehicles)
      .set({ odometer: sql`greatest(${vehicles.odometer}, ${input.odometer})` })
      .where(eq(vehicles.id, vehicle.id));
    await tx.insert(reservationActivities).values({
      reservationId: row.id,
      type: 'returned',
      message: 'Returned with the app',
      at: now,
    });
    const invoice = await issueInvoice(deps, updated, tx);
    await mail(tx, updated, invoice, refuelMinor);
    return ret;
  });
  if (made) return { ret: made, created: true };
  const earlier = await returnOf(deps.db, row.id);
  if (!earlier) throw new ApiError(409, 'booking_returned', msg('fleetBookingReturned'));
  return { ret: earlier, created: false };
}

/** Whether a damage was reported in the booking (then the deposit is held until the branch settles). */
export async function damageReported(db: Db, reservationId: number): Promise<boolean> {
  return (await bookingDamages(db, reservationId)).length > 0;
}
