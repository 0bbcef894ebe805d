// Business customers (issue 20): the company rows as the API shows them, and who may see and manage
// them. A customer who is not a member of a company gets the same 404 as for a company that does not
// exist, so company ids cannot be probed.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { businessCompanies, businessCostCentres, businessMemberships } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { msg } from '../i18n/translate.ts';

export type CompanyRow = typeof businessCompanies.$inferSelect;
export type MembershipRole = 'admin' | 'traveller' | 'agent';

export const COMPANY_KINDS = ['company', 'agency'] as const;
export const COMPANY_STATUSES = ['received', 'approved', 'rejected'] as const;
export const MEMBERSHIP_ROLES = ['admin', 'traveller', 'agent'] as const;
/** The company rate when the back office sets none (percent off the list price). */
export const DEFAULT_DISCOUNT_PERCENT = 10;
/** An agency's commission when the back office sets none (percent). */
export const DEFAULT_COMMISSION_PERCENT = 8;

export const companyNotFound = () => new ApiError(404, 'company_not_found', msg('companyNotFound'));

export const costCentreSchema = z
  .object({
    /** The cost centre's id. */
    id: z.string(),
    /** Its code, e.g. 'SALES-DE'. */
    code: z.string(),
    /** Its name, e.g. 'Sales Germany'. */
    name: z.string(),
  })
  .meta({ id: 'BusinessCostCentre' });

export const companySummarySchema = z
  .object({
    /** The company's id (UUID). */
    id: z.string(),
    /** 'company' (books at its company rate, paid by invoice) or 'agency' (a travel agency). */
    kind: z.enum(COMPANY_KINDS),
    /** Name, e.g. 'Nordlicht Logistik'. */
    name: z.string(),
    /** Market country, ISO alpha-2. */
    country: z.string(),
    /** received → approved or rejected (by the back office). */
    status: z.enum(COMPANY_STATUSES),
    /** Why it was rejected, if it was and a reason was given. */
    decisionReason: z.string().nullable(),
    /** The company rate in percent off the list price (approved companies). */
    discountPercent: z.number().int().nullable(),
    /** The agency's commission in percent (approved agencies). */
    commissionPercent: z.number().int().nullable(),
    /** IATA/TIDS code (agencies). */
    agencyCode: z.string().nullable(),
    /** The company's cost centres. */
    costCentres: z.array(costCentreSchema),
  })
  .meta({ id: 'BusinessCompanySummary' });

const addressViewSchema = z.object({
  /** Country, ISO alpha-2. */
  country: z.string(),
  /** Street and number. */
  street: z.string(),
  /** Postcode. */
  postcode: z.string(),
  /** City. */
  city: z.string(),
  /** Region or state, where the country's template has one. */
  region: z.string(),
});

export const companyDetailSchema = companySummarySchema
  .omit({ costCentres: true })
  .extend({
    /** Legal form, e.g. 'GmbH' or a generic code such as 'limited' (companies). */
    legalForm: z.string().nullable(),
    /** The VAT or business number as checked (prefixed, no separators), e.g. { kind: 'vat', number: 'DE136695976' }. */
    registration: z.object({ kind: z.enum(['vat', 'business-number']), number: z.string() }).nullable(),
    /** Where an agency's commission is paid (agencies). */
    commissionAccount: z.object({ holder: z.string(), number: z.string() }).nullable(),
    /** Billing address, laid out by its country's template. */
    billingAddress: addressViewSchema,
    /** The company's contact person. */
    contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
    /** Expected rentals per year, e.g. '11-50' (companies). */
    rentalsPerYear: z.string().nullable(),
    /** When it applied (ISO 8601). */
    createdAt: z.string(),
    /** When the back office decided (ISO 8601). */
    decidedAt: z.string().nullable(),
    /** The company's cost centres. */
    costCentres: z.array(costCentreSchema),
  })
  .meta({ id: 'BusinessCompany' });

/** Cost centres in use (not removed) of some companies, by company id, sorted by code. */
export async function costCentresOf(db: Db, companyIds: string[]) {
  const byCompany = new Map<string, { id: string; code: string; name: string }[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .select()
    .from(businessCostCentres)
    .where(and(inArray(businessCostCentres.companyId, companyIds), isNull(businessCostCentres.deletedAt)))
    .orderBy(asc(businessCostCentres.code));
  for (const r of rows) {
    const list = byCompany.get(r.companyId) ?? [];
    list.push({ id: r.id, code: r.code, name: r.name });
    byCompany.set(r.companyId, list);
  }
  return byCompany;
}

/** The summary of a company. */
export function companySummary(row: CompanyRow, costCentres: { id: string; code: string; name: string }[]) {
  return {
    id: row.id,
    kind: row.kind as (typeof COMPANY_KINDS)[number],
    name: row.name,
    country: row.country,
    status: row.status as (typeof COMPANY_STATUSES)[number],
    decisionReason: row.decisionReason,
    discountPercent: row.discountPercent,
    commissionPercent: row.commissionPercent,
    agencyCode: row.agencyCode,
    costCentres,
  };
}

/** Everything about a company its members see. */
export async function companyDetail(db: Db, row: CompanyRow) {
  const costCentres = (await costCentresOf(db, [row.id])).get(row.id) ?? [];
  return {
    ...companySummary(row, costCentres),
    legalForm: row.legalForm,
    registration: row.registration ?? null,
    commissionAccount: row.commissionAccount ?? null,
    billingAddress: row.billingAddress,
    contact: row.contact,
    rentalsPerYear: row.rentalsPerYear,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The company and the customer's role in it; 404 `company_not_found` for a non-member or unknown id. */
export async function membershipOf(
  db: Db,
  companyId: string,
  userId: string,
): Promise<{ company: CompanyRow; role: MembershipRole }> {
  const [found] = await db
    .select({ company: businessCompanies, role: businessMemberships.role })
    .from(businessMemberships)
    .innerJoin(businessCompanies, eq(businessCompanies.id, businessMemberships.companyId))
    .where(and(eq(businessMemberships.companyId, companyId), eq(businessMemberships.userId, userId)));
  if (!found) throw companyNotFound();
  return { company: found.company, role: found.role as MembershipRole };
}

/** As membershipOf, and the customer must be an admin (403 `business_admin_only` for other members). */
export async function adminOf(db: Db, companyId: string, userId: string): Promise<CompanyRow> {
  const { company, role } = await membershipOf(db, companyId, userId);
  if (role !== 'admin') throw new ApiError(403, 'business_admin_only', msg('businessAdminOnly'));
  return company;
}

/** A billing address as the lines of an invoice: street, postcode and city, region, country. */
export function addressLinesOf(a: CompanyRow['billingAddress']): string[] {
  return [a.street, [a.postcode, a.city].filter(Boolean).join(' '), a.region, a.country].filter(
    (line) => line.trim() !== '',
  );
}

/** The ids of the companies the customer is an admin of. */
export async function adminCompanyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: businessMemberships.companyId })
    .from(businessMemberships)
    .where(and(eq(businessMemberships.userId, userId), eq(businessMemberships.role, 'admin')));
  return rows.map((r) => r.companyId);
}
