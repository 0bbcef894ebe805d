// The vehicle of a booking (issue 22): assigned on first need, once, in a transaction: a vehicle of the
// pickup branch and the booked group that no other booking holds for overlapping dates, else a new one
// made for the branch (plate in the market's format, model and fuel from the group, odometer in the
// market's unit) with 0–2 known damages made deterministically from its plate, each with a photo kept
// in the upload storage under the owner 'fleet'.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { damageCases, reservations, uploads, vehicleGroups, vehicles } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { newId } from '../payments/service.ts';
import { mileageUnitOf } from '../plus/offers.ts';
import { getBranch } from '../routes/branches.ts';
import { damagePhotoPng, hashOf } from './photo.ts';
import { makePlate } from './plates.ts';
import { DAMAGE_AREAS, type DamageArea, type DamageKind, type Fuel } from './schemas.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

/** The owner of the fleet's own uploads (known damages' photos, the branch's pictures). */
export const FLEET_OWNER = 'fleet';

/** A group's fuel as the fleet tanks it: a hybrid tanks petrol. */
export const fuelOf = (groupFuel: string): Fuel =>
  groupFuel === 'electric' ? 'electric' : groupFuel === 'diesel' ? 'diesel' : 'petrol';

/** Arbitrary number naming the fleet's advisory locks (one per branch), so assignments do not race. */
const ASSIGNMENT_LOCK = 22_001;

/** Keeps one of the fleet's files in the upload storage with its uploads row; answers its id. */
export async function storeFleetUpload(
  deps: Pick<Deps, 'uploads' | 'now'>,
  db: Db,
  data: Buffer,
  contentType: string,
  fileName: string | null,
): Promise<string> {
  const id = randomUUID();
  const storageKey = `${FLEET_OWNER}/${id}`;
  const sha256 = createHash('sha256').update(data).digest('hex');
  await deps.uploads.put(storageKey, data, { contentType, size: data.length, sha256, owner: FLEET_OWNER });
  await db.insert(uploads).values({
    id,
    userId: FLEET_OWNER,
    storageKey,
    contentType,
    sizeBytes: data.length,
    sha256,
    fileName,
    createdAt: deps.now(),
  });
  return id;
}

/** The kinds that fit an area (a windscreen chips or cracks, a wheel's tyre wears, …). */
const KINDS_BY_AREA: Partial<Record<DamageArea, readonly DamageKind[]>> = {
  windscreen: ['chip', 'crack'],
  wheels: ['tyre', 'scratch'],
  interior: ['interior'],
  roof: ['dent', 'scratch'],
};

/** What the branch wrote about a known damage, by kind. */
const DESCRIPTIONS: Record<DamageKind, readonly string[]> = {
  scratch: ['Light scratch, about {n} cm', 'Scratched paint, about {n} cm'],
  dent: ['Small dent, about {n} cm across', 'Shallow dent without paint damage, about {n} cm'],
  crack: ['Crack of about {n} cm at the edge'],
  chip: ['Stone chip, about {n} mm'],
  tyre: ['Scuffed rim, about {n} cm'],
  interior: ['Stain on the seat, about {n} cm', 'Small tear in the upholstery, about {n} cm'],
  other: ['Worn spot, about {n} cm'],
};

/** The known damages a new vehicle comes with: 0–2, chosen by its plate (the same plate, the same ones). */
export function knownDamagesOf(plate: string): { area: DamageArea; kind: DamageKind; description: string }[] {
  const count = hashOf(plate) % 3;
  return Array.from({ length: count }, (_, i) => {
    const h = hashOf(`${plate}:${i}`);
    const area = DAMAGE_AREAS[h % DAMAGE_AREAS.length]!;
    const kinds = KINDS_BY_AREA[area] ?? (['scratch', 'dent'] as const);
    const kind = kinds[(h >>> 8) % kinds.length]!;
    const texts = DESCRIPTIONS[kind];
    const description = texts[(h >>> 12) % texts.length]!.replace('{n}', String(2 + ((h >>> 16) % 9)));
    return { area, kind, description };
  });
}

/** A new vehicle of the branch and group, with its known damages. */
async function newVehicle(deps: Deps, tx: Db, row: ReservationRow): Promise<VehicleRow> {
  const branch = await getBranch(tx, row.branchId);
  const [group] = await tx.select().from(vehicleGroups).where(eq(vehicleGroups.code, row.groupCode));
  let plate = makePlate(branch.country, branch.city, randomInt);
  for (let tries = 0; tries < 20; tries++) {
    const [taken] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plate, plate));
    if (!taken) break;
    plate = makePlate(branch.country, branch.city, randomInt);
  }
  const unit = mileageUnitOf(branch.country);
  const h = hashOf(plate);
  // A fleet car has done 5,000–60,000 km (in miles where the market counts miles).
  const km = 5_000 + (h % 55_000);
  const now = deps.now();
  const [vehicle] = await tx
    .insert(vehicles)
    .values({
      plate,
      branchId: branch.id,
      country: branch.country,
      groupCode: row.groupCode,
      model: group?.model ?? row.groupCode,
      fuel: fuelOf(group?.fuel ?? 'petrol'),
      odometer: unit === 'mi' ? Math.round(km / 1.609) : km,
      unit,
      createdAt: now,
    })
    .returning();
  const known = knownDamagesOf(plate);
  for (const [i, damage] of known.entries()) {
    const photo = await storeFleetUpload(
      deps,
      tx,
      damagePhotoPng(`${plate}:${i}`),
      'image/png',
      `damage-${i + 1}.png`,
    );
    // Recorded when the car joined the fleet, before any of its rentals.
    const reportedAt = new Date(now.getTime() - (30 + ((h >>> (i * 4)) % 200)) * 86_400_000);
    await tx.insert(damageCases).values({
      id: newId('dmg'),
      vehicleId: vehicle!.id,
      reservationId: null,
      userId: null,
      clientId: null,
      stage: 'before-rental',
      reportedBy: 'branch',
      area: damage.area,
      kind: damage.kind,
      description: damage.description,
      photoUploadIds: [photo],
      state: 'settled',
      costMinor: null,
      currency: null,
      explanation: null,
      reportedAt,
      assessedAt: reportedAt,
      settledAt: reportedAt,
      repairedAt: null,
    });
  }
  return vehicle!;
}

/**
 * The booking's vehicle, assigned now if it has none: a vehicle of the pickup branch and group free for
 * the booking's dates (the first by id), else a new one. One transaction under the branch's advisory lock,
 * so two bookings assigned at once never get the same vehicle, and a booking keeps the one it got.
 */
export async function vehicleOf(deps: Deps, row: ReservationRow): Promise<VehicleRow> {
  if (row.vehicleId !== null) {
    const [vehicle] = await deps.db.select().from(vehicles).where(eq(vehicles.id, row.vehicleId));
    if (vehicle) return vehicle;
  }
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK}, ${row.branchId})`);
    const [fresh] = await tx
      .select({ vehicleId: reservations.vehicleId })
      .from(reservations)
      .where(eq(reservations.id, row.id));
    if (fresh?.vehicleId) {
      const [held] = await tx.select().from(vehicles).where(eq(vehicles.id, fresh.vehicleId));
      if (held) return held;
    }
    const candidates = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.branchId, row.branchId), eq(vehicles.groupCode, row.groupCode)))
      .orderBy(vehicles.id);
    let chosen: VehicleRow | undefined;
    if (candidates.length > 0) {
      // Held: another booking of the vehicle, not cancelled nor returned, whose dates overlap (branch-local
      // wall-clock times of the same branch compare as text).
      const held = await tx
        .select({ vehicleId: reservations.vehicleId })
        .from(reservations)
        .where(
          and(
            inArray(
              reservations.vehicleId,
              candidates.map((c) => c.id),
            ),
            ne(reservations.id, row.id),
            ne(reservations.status, 'cancelled'),
            isNull(reservations.returnedAt),
            lt(reservations.pickupAt, row.returnAt),
            gt(reservations.returnAt, row.pickupAt),
          ),
        );
      const busy = new Set(held.map((h) => h.vehicleId));
      chosen = candidates.find((c) => !busy.has(c.id));
    }
    chosen ??= await newVehicle(deps, tx, row);
    await tx
      .update(reservations)
      .set({ vehicleId: chosen.id })
      .where(and(eq(reservations.id, row.id), isNull(reservations.vehicleId)));
    return chosen;
  });
}
