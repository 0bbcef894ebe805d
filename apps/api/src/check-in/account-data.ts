// A customer's check-ins in their account's data (issue 22): the export shows them with the full document
// numbers (the customer's own data), and deleting the account deletes them (the booking itself stays,
// anonymised, for the accounts).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { checkIns, reservations } from '../db/schema.ts';

/** The check-ins of the account's bookings, oldest first, with full numbers. */
export async function checkInsExport(db: Db, userId: string): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ checkIn: checkIns, number: reservations.number })
    .from(checkIns)
    .innerJoin(reservations, eq(reservations.id, checkIns.reservationId))
    .where(eq(reservations.userId, userId))
    .orderBy(asc(checkIns.createdAt), asc(checkIns.id));
  return rows.map(({ checkIn: c, number }) => ({
    reservationNumber: number,
    status: c.status,
    dateOfBirth: c.dateOfBirth,
    licence: c.licenceNumber
      ? {
          number: c.licenceNumber,
          country: c.licenceCountry,
          issuedOn: c.licenceIssuedOn,
          expiresOn: c.licenceExpiresOn,
          frontUploadId: c.licenceFrontUploadId,
          backUploadId: c.licenceBackUploadId,
        }
      : null,
    identity: c.identityNumber
      ? {
          type: c.identityType,
          number: c.identityNumber,
          country: c.identityCountry,
          expiresOn: c.identityExpiresOn,
          uploadId: c.identityUploadId,
        }
      : null,
    additionalDrivers: c.additionalDrivers,
    deposit:
      c.depositMinor === null
        ? null
        : { amountMinor: c.depositMinor, currency: c.depositCurrency, atPickup: c.depositAt === 'at-pickup' },
    pickupCode: c.pickupCode,
    completedAt: c.completedAt?.toISOString() ?? null,
    pickedUpAt: c.pickedUpAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  }));
}

/** Deletes the check-ins of the account's bookings (call before the bookings lose their owner). */
export async function deleteCheckIns(tx: Db, userId: string): Promise<void> {
  await tx
    .delete(checkIns)
    .where(
      inArray(
        checkIns.reservationId,
        tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.userId, userId)),
      ),
    );
}
