// Business profiles of the checkout (issue 20 item 2): which of the signed-in customer's memberships
// (GET /v1/business/memberships) may book, and what a profile does to the price. Pure, table-tested.
// The rules (ADR 019; the API checks them again): only approved companies and agencies count; a traveller
// of an agency cannot book for customers; a company books at companyRateMinor, paid by invoice.
import { companyRateMinor } from '@rental/markets/business';
import type { Membership } from '../../shared/api-types.ts';

/** A cost centre a company booking may name. */
export interface CostCentre {
  id: string;
  code: string;
  name: string;
}

/** Who a booking is made as, besides "Private" (null). */
export type BookingProfile =
  | {
      kind: 'company';
      companyId: string;
      name: string;
      /** The company rate: the total is companyRateMinor(list total, discountPercent). */
      discountPercent: number;
      costCentres: CostCentre[];
    }
  | {
      kind: 'agency';
      companyId: string;
      name: string;
      /** The agency's IATA/TIDS number, shown in the summary and recorded on the booking. */
      agencyCode: string;
    };

/** The roles of an agency that may book for a customer (contract: the applicant 'admin' and 'agent'). */
const agencyRoles = new Set(['admin', 'agent']);

/** The profiles a customer may book as, in the API's order: approved companies, and agencies they act for. */
export function bookableProfiles(memberships: readonly Membership[]): BookingProfile[] {
  return memberships.flatMap(({ role, company: c }): BookingProfile[] => {
    if (c.status !== 'approved') return [];
    if (c.kind === 'company')
      return [
        {
          kind: 'company',
          companyId: c.id,
          name: c.name,
          // Set at approval (default 10); without one the API has no rate to give, so the list price shows.
          discountPercent: c.discountPercent ?? 0,
          costCentres: c.costCentres.map(({ id, code, name }) => ({ id, code, name })),
        },
      ];
    if (!agencyRoles.has(role) || !c.agencyCode) return [];
    return [{ kind: 'agency', companyId: c.id, name: c.name, agencyCode: c.agencyCode }];
  });
}

/** The total the checkout shows and the API charges: the company rate for a company, else the list total. */
export function profileTotalMinor(listTotalMinor: number, profile: BookingProfile | null): number {
  return profile?.kind === 'company'
    ? companyRateMinor(listTotalMinor, profile.discountPercent)
    : listTotalMinor;
}

/** The body's `profile` of POST /v1/rentalreservations/create (contract §9); undefined for a private booking. */
export function profileBody(
  profile: BookingProfile | null,
  costCentreId: string | undefined,
): { companyId: string; costCentreId?: string } | undefined {
  if (!profile) return undefined;
  const centre =
    profile.kind === 'company' && costCentreId
      ? profile.costCentres.find((c) => c.id === costCentreId)
      : undefined;
  return centre
    ? { companyId: profile.companyId, costCentreId: centre.id }
    : { companyId: profile.companyId };
}
