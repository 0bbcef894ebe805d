// The check-in as its customer sees it (issue 22): the row's details with numbers cut to their last four,
// whether check-in is still open, and the deposit's state read from its latest payment.
import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { branchTimeZone, localDateTime } from '../booking-policy.ts';
import type { Db } from '../db/client.ts';
import { checkIns, payments, type reservations } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { money } from '../http.ts';
import type { ApiLanguage } from '../i18n/languages.ts';
import { refusalMessage } from '../payments/service.ts';
import { getBranch } from '../routes/branches.ts';
import { depositFor } from './deposit.ts';
import { qrRows } from './pickup-code.ts';
import type { checkInSchema, depositStatusSchema } from './schemas.ts';

export type CheckInRow = typeof checkIns.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;
export type CheckInView = z.infer<typeof checkInSchema>;
type DepositStatus = z.infer<typeof depositStatusSchema>;

/** An additional driver as stored (full licence number: the customer's own data). */
export type AdditionalDriverRecord = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  licenceNumber: string;
  licenceCountry: string;
  licenceIssuedOn: string;
  licenceExpiresOn: string;
};

/** The last four characters of a document number, without spaces and dashes. */
export const last4 = (number: string | null) => (number ?? '').replace(/[\s-]/g, '').slice(-4);

/** The check-in row of a reservation, if any. */
export async function checkInOf(db: Db, reservationId: number): Promise<CheckInRow | undefined> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.reservationId, reservationId));
  return row;
}

/** The pickup branch's wall-clock time now, YYYY-MM-DDTHH:mm. */
export async function branchNow(deps: Pick<Deps, 'db' | 'now'>, row: ReservationRow): Promise<string> {
  const branch = await getBranch(deps.db, row.branchId);
  return localDateTime(deps.now(), branchTimeZone(branch));
}

/** Why check-in is closed for a booking, or null while it is open (confirmed, before pickup, not picked up). */
export function unavailableReason(
  row: Pick<ReservationRow, 'status' | 'pickupAt'>,
  checkIn: Pick<CheckInRow, 'pickedUpAt'> | undefined,
  localNow: string,
): 'cancelled' | 'picked-up' | 'too-late' | null {
  if (row.status === 'cancelled') return 'cancelled';
  if (checkIn?.pickedUpAt) return 'picked-up';
  if (localNow >= row.pickupAt) return 'too-late';
  return null;
}

/** The latest deposit payment of a reservation (never one given back as a duplicate). */
export async function latestDeposit(db: Db, reservationId: number) {
  const [p] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.purpose, 'deposit'),
        or(isNull(payments.refusalReason), ne(payments.refusalReason, 'duplicate')),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return p;
}

const paymentDepositStatus: Record<string, DepositStatus> = {
  pending: 'pending',
  authorised: 'authorised',
  captured: 'captured',
  cancelled: 'released',
  refunded: 'released',
  refused: 'refused',
  expired: 'refused',
};

/** The deposit's amount and state: the latest payment's, else at-pickup or not-started. */
export async function depositView(
  db: Db,
  row: ReservationRow,
  checkIn: CheckInRow | undefined,
  lang: ApiLanguage,
): Promise<CheckInView['deposit']> {
  const amount =
    checkIn?.depositMinor != null && checkIn.depositCurrency
      ? money(checkIn.depositMinor, checkIn.depositCurrency)
      : depositFor(row.groupCode, row.currency);
  if (checkIn?.depositAt === 'at-pickup')
    return { amount, status: 'at-pickup', card: null, refusalMessage: null };
  const p = await latestDeposit(db, row.id);
  if (!p) return { amount, status: 'not-started', card: null, refusalMessage: null };
  const status = paymentDepositStatus[p.status] ?? 'pending';
  return {
    amount: money(p.amountMinor, p.currency),
    status,
    card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    refusalMessage: status === 'refused' ? refusalMessage(p.refusalReason, 'deposit', lang) : null,
  };
}

/** The check-in of a booking as its customer sees it. */
export async function checkInView(
  deps: Pick<Deps, 'db' | 'now'>,
  row: ReservationRow,
  checkIn: CheckInRow | undefined,
  lang: ApiLanguage,
): Promise<CheckInView> {
  const driver = (row.driver ?? {}) as {
    firstName?: string;
    lastName?: string;
    email?: string;
    phone?: string;
    birthDate?: string;
  };
  const reason = unavailableReason(row, checkIn, await branchNow(deps, row));
  const withDetails = checkIn?.licenceNumber != null;
  const status: CheckInView['status'] =
    checkIn?.status === 'completed' || checkIn?.status === 'awaiting-deposit'
      ? checkIn.status
      : 'not-started';
  const extra = (checkIn?.additionalDrivers ?? []) as AdditionalDriverRecord[];
  return {
    reservationNumber: row.number,
    status,
    available: reason === null,
    unavailableReason: reason,
    pickupAt: row.pickupAt,
    returnAt: row.returnAt,
    driver: {
      firstName: driver.firstName ?? '',
      lastName: driver.lastName ?? '',
      email: driver.email ?? '',
      phone: driver.phone ?? '',
      dateOfBirth: checkIn?.dateOfBirth ?? driver.birthDate ?? null,
    },
    licence:
      withDetails && checkIn
        ? {
            numberLast4: last4(checkIn.licenceNumber),
            country: checkIn.licenceCountry ?? '',
            issuedOn: checkIn.licenceIssuedOn ?? '',
            expiresOn: checkIn.licenceExpiresOn ?? '',
            frontUploadId: checkIn.licenceFrontUploadId ?? '',
            backUploadId: checkIn.licenceBackUploadId ?? '',
          }
        : null,
    identity:
      withDetails && checkIn
        ? {
            type: checkIn.identityType === 'national-id' ? 'national-id' : 'passport',
            numberLast4: last4(checkIn.identityNumber),
            country: checkIn.identityCountry ?? '',
            expiresOn: checkIn.identityExpiresOn ?? '',
            uploadId: checkIn.identityUploadId ?? '',
          }
        : null,
    additionalDrivers: extra.map((d) => ({
      firstName: d.firstName,
      lastName: d.lastName,
      dateOfBirth: d.dateOfBirth,
      licenceNumberLast4: last4(d.licenceNumber),
      licenceCountry: d.licenceCountry,
      licenceIssuedOn: d.licenceIssuedOn,
      licenceExpiresOn: d.licenceExpiresOn,
    })),
    deposit: await depositView(deps.db, row, checkIn, lang),
    pickupCode: checkIn?.pickupCode ? { code: checkIn.pickupCode, qr: qrRows(checkIn.pickupCode) } : null,
    completedAt: checkIn?.completedAt?.toISOString() ?? null,
    pickedUpAt: checkIn?.pickedUpAt?.toISOString() ?? null,
  };
}
