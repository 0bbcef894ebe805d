// Booking for a business customer (issue 20, item 9): the profile a reservation is made under. A
// company's traveller or admin books at the company rate (companyRateMinor of the list total), paid by
// invoice; a travel agency's agent or admin books for a customer at the list price, paid at pickup, with
// the agency's code on the booking.
import { companyRateMinor } from '@rental/markets/business';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  businessCompanies,
  businessCostCentres,
  businessMemberships,
  type reservations,
} from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { english, msg } from '../i18n/translate.ts';
import { COMPANY_KINDS, type CompanyRow } from './companies.ts';

type ReservationRow = typeof reservations.$inferSelect;

export const PAYMENTS = ['at-pickup', 'invoice'] as const;
export type Payment = (typeof PAYMENTS)[number];

/** The optional `profile` of a reservation request. */
export const profileInputSchema = z.object({
  /** The company or agency to book for (the customer must be its member, and it approved). */
  companyId: z.uuid({ error: english('invalidFormat', {}) }),
  /** One of the company's cost centres to charge the booking to. */
  costCentreId: z.uuid({ error: english('invalidFormat', {}) }).optional(),
});

export const bookingProfileSchema = z
  .object({
    /** company (company rate, paid by invoice) or agency (booked by a travel agent, paid at pickup). */
    kind: z.enum(COMPANY_KINDS),
    /** The company's or agency's id. */
    companyId: z.string(),
    /** Its name. */
    companyName: z.string(),
    /** The agency's IATA/TIDS code (agency bookings). */
    agencyCode: z.string().nullable(),
    /** The cost centre charged, if any. */
    costCentre: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
    /** at-pickup or invoice. */
    payment: z.enum(PAYMENTS),
    /** The company rate applied, in percent off the list price (company bookings). */
    discountPercent: z.number().int().nullable(),
  })
  .meta({ id: 'BookingProfile' });

export type BookingProfile = z.infer<typeof bookingProfileSchema>;

/** A profile the customer may book with: the approved company, their role and the cost centre. */
export type ResolvedProfile = {
  company: CompanyRow;
  costCentre: { id: string; code: string; name: string } | null;
};

const notAllowed = () =>
  new ApiError(403, 'profile_not_allowed', msg('profileNotAllowed'), {
    fields: { 'profile.companyId': msg('profileNotAllowed') },
  });

/**
 * Checks the profile of a reservation request: 403 `profile_not_allowed` unless the signed-in customer
 * is a member of the approved company or agency (travellers and admins of a company, agents and admins
 * of an agency); 422 `reservation_invalid` for a cost centre the company does not have.
 */
export async function resolveProfile(
  db: Db,
  userId: string | undefined,
  input: z.infer<typeof profileInputSchema>,
): Promise<ResolvedProfile> {
  if (!userId) throw notAllowed();
  const [found] = await db
    .select({ company: businessCompanies, role: businessMemberships.role })
    .from(businessMemberships)
    .innerJoin(businessCompanies, eq(businessCompanies.id, businessMemberships.companyId))
    .where(and(eq(businessMemberships.companyId, input.companyId), eq(businessMemberships.userId, userId)));
  if (found?.company.status !== 'approved') throw notAllowed();
  let costCentre: ResolvedProfile['costCentre'] = null;
  if (input.costCentreId) {
    const [row] = await db
      .select()
      .from(businessCostCentres)
      .where(
        and(
          eq(businessCostCentres.id, input.costCentreId),
          eq(businessCostCentres.companyId, found.company.id),
          isNull(businessCostCentres.deletedAt),
        ),
      );
    if (!row)
      throw new ApiError(422, 'reservation_invalid', msg('costCentreNotFound'), {
        fields: { 'profile.costCentreId': msg('costCentreNotFound') },
      });
    costCentre = { id: row.id, code: row.code, name: row.name };
  }
  return { company: found.company, costCentre };
}

/** What a reservation stores for its profile, and the total it charges for a list total. */
export function bookingTermsOf(profile: ResolvedProfile | undefined, listTotalMinor: number) {
  if (!profile)
    return {
      totalMinor: listTotalMinor,
      values: {
        companyId: null,
        costCentreId: null,
        payment: 'at-pickup' as Payment,
        discountPercent: null,
        agencyCode: null,
      },
    };
  const { company, costCentre } = profile;
  if (company.kind === 'agency')
    return {
      totalMinor: listTotalMinor,
      values: {
        companyId: company.id,
        costCentreId: costCentre?.id ?? null,
        payment: 'at-pickup' as Payment,
        discountPercent: null,
        agencyCode: company.agencyCode,
      },
    };
  const discountPercent = company.discountPercent ?? 0;
  return {
    totalMinor: companyRateMinor(listTotalMinor, discountPercent),
    values: {
      companyId: company.id,
      costCentreId: costCentre?.id ?? null,
      payment: 'invoice' as Payment,
      discountPercent,
      agencyCode: null,
    },
  };
}

/** The profile of a stored reservation (null for a private booking). */
export async function bookingProfileOf(db: Db, row: ReservationRow): Promise<BookingProfile | null> {
  if (!row.companyId) return null;
  const [company] = await db.select().from(businessCompanies).where(eq(businessCompanies.id, row.companyId));
  const [centre] = row.costCentreId
    ? await db.select().from(businessCostCentres).where(eq(businessCostCentres.id, row.costCentreId))
    : [];
  return {
    kind: (company?.kind ?? 'company') as BookingProfile['kind'],
    companyId: row.companyId,
    companyName: company?.name ?? '',
    agencyCode: row.agencyCode,
    costCentre: centre ? { id: centre.id, code: centre.code, name: centre.name } : null,
    payment: row.payment as Payment,
    discountPercent: row.discountPercent,
  };
}
