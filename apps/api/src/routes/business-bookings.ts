// A business customer's bookings and invoices (issue 20, item 8), for its admins: the bookings made for
// it with their traveller, cost centre and payment; the invoices issued for them; and the monthly
// statement of those invoices as a PDF in the market's language and formats.
import { tenants } from '@rental/markets';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addressLinesOf, adminOf } from '../business/companies.ts';
import { businessCostCentres, invoices, reservations } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, errorResponses, notSignedIn } from '../errors.ts';
import { money, moneySchema } from '../http.ts';
import { msg } from '../i18n/translate.ts';
import { renderStatementPdf } from '../invoices/statement-pdf.ts';
import { getMarket } from '../markets.ts';
import { currentUser } from '../session.ts';
import { bookingSchema, bookingView } from './bookings.ts';
import { companyParams } from './business.ts';

type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

const companyBookingSchema = bookingSchema
  .extend({
    /** Who travelled: the driver booked. */
    traveller: z.object({ firstName: z.string(), lastName: z.string() }),
    /** The cost centre charged, if any. */
    costCentre: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
    /** at-pickup, invoice, or card (an agency booking paid online; issue 21). */
    payment: z.enum(['at-pickup', 'invoice', 'card']),
  })
  .meta({ id: 'CompanyBooking' });

const companyInvoiceSchema = z
  .object({
    /** Invoice number, e.g. DE-2026-000042. */
    number: z.string(),
    /** When it was issued (ISO 8601). */
    issuedAt: z.string(),
    /** The booking's reservation number. */
    bookingNumber: z.string(),
    /** The invoice's gross total. */
    total: moneySchema,
    /** The number of the invoice this one corrects, for a corrected invoice. */
    corrects: z.string().optional(),
  })
  .meta({ id: 'CompanyInvoice' });

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const statementParams = companyParams.extend({
  /** The month, YYYY-MM (not in the future). */
  month: z.string().max(20),
});

function brandOf(country: string): string {
  const tenantId = getMarket(country)?.tenantId;
  return Object.values(tenants).find((t) => t.id === tenantId)?.brandName ?? 'Rental';
}

/** Registers the company bookings, invoices and statement endpoints. */
export function registerBusinessBookingRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  async function signedIn(req: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  }

  const adminOnly = {
    401: errorResponses[400],
    403: errorResponses[400],
    404: errorResponses[400],
  };

  app.get(
    '/v1/business/companies/:id/bookings',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: 'The bookings made for a company or agency, latest pickup first (admins)',
        security: [{ session: [] }],
        params: companyParams,
        response: {
          200: z.object({ bookings: z.array(companyBookingSchema) }),
          ...adminOnly,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const rows = await db
        .select()
        .from(reservations)
        // A booking waiting for its card payment is not a booking yet (issue 21).
        .where(and(eq(reservations.companyId, company.id), ne(reservations.status, 'awaiting-payment')))
        .orderBy(desc(reservations.pickupAt));
      const bookings = await Promise.all(
        rows.map(async (row) => {
          const view = await bookingView(deps, row);
          const driver = row.driver as { firstName?: string; lastName?: string };
          return {
            ...view,
            traveller: { firstName: driver.firstName ?? '', lastName: driver.lastName ?? '' },
            costCentre: view.profile?.costCentre ?? null,
            payment: row.payment as 'at-pickup' | 'invoice' | 'card',
          };
        }),
      );
      return { bookings };
    },
  );

  /** The invoices of the company's bookings, with their booking (and cost centre), oldest first. */
  async function companyInvoices(companyId: string) {
    return db
      .select({ invoice: invoices, reservation: reservations, costCentre: businessCostCentres })
      .from(invoices)
      .innerJoin(reservations, eq(reservations.id, invoices.reservationId))
      .leftJoin(businessCostCentres, eq(businessCostCentres.id, reservations.costCentreId))
      .where(eq(reservations.companyId, companyId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  }

  app.get(
    '/v1/business/companies/:id/invoices',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: "The invoices issued for a company's bookings, newest first (admins)",
        description:
          "Each invoice is read in full, as JSON or PDF, at GET /v1/invoices/{number} and /v1/invoices/{number}/pdf, which also answer the admins of the booking's company.",
        security: [{ session: [] }],
        params: companyParams,
        response: {
          200: z.object({ invoices: z.array(companyInvoiceSchema) }),
          ...adminOnly,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const rows = await companyInvoices(company.id);
      const numbers = new Map(rows.map((r) => [r.invoice.id, r.invoice.number]));
      return {
        invoices: rows.reverse().map(({ invoice, reservation }) => {
          const corrects =
            invoice.correctsInvoiceId === null ? undefined : numbers.get(invoice.correctsInvoiceId);
          return {
            number: invoice.number,
            issuedAt: invoice.issuedAt.toISOString(),
            bookingNumber: reservation.number,
            total: money(invoice.grossMinor, invoice.currency),
            ...(corrects ? { corrects } : {}),
          };
        }),
      };
    },
  );

  app.get(
    '/v1/business/companies/:id/statements/:month',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary:
          "A company's monthly statement as a PDF: the month's invoices in force, their totals and VAT (admins)",
        description:
          "In the language and formats of the company's market. 422 `statement_month_invalid` for a month that is not YYYY-MM or has not begun.",
        security: [{ session: [] }],
        params: statementParams,
        response: {
          200: {
            description: 'The statement as a PDF document.',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...adminOnly,
          422: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const month = req.params.month;
      if (!MONTH.test(month))
        throw new ApiError(422, 'statement_month_invalid', msg('statementMonthFormat'), {
          fields: { month: msg('statementMonthFormat') },
        });
      if (month > deps.now().toISOString().slice(0, 7))
        throw new ApiError(422, 'statement_month_invalid', msg('statementMonthFuture'), {
          fields: { month: msg('statementMonthFuture') },
        });
      const rows = (await companyInvoices(company.id)).filter(
        ({ invoice }) => invoice.issuedOn.startsWith(month) && invoice.supersededById === null,
      );
      const market = getMarket(company.country);
      const pdf = await renderStatementPdf({
        brand: brandOf(company.country),
        country: company.country,
        locale: market?.locale ?? 'en-US',
        currency: rows[0]?.invoice.currency ?? market?.currency ?? 'EUR',
        month,
        company: {
          name: company.name,
          addressLines: addressLinesOf(company.billingAddress),
          vatId: company.registration?.number ?? null,
        },
        entries: rows.map(({ invoice, reservation, costCentre }) => {
          const driver = reservation.driver as { firstName?: string; lastName?: string };
          return {
            number: invoice.number,
            issuedOn: invoice.issuedOn,
            bookingNumber: reservation.number,
            traveller: `${driver.firstName ?? ''} ${driver.lastName ?? ''}`.trim(),
            costCentre: costCentre ? `${costCentre.code} ${costCentre.name}` : null,
            netMinor: invoice.netMinor,
            vatMinor: invoice.vatMinor,
            grossMinor: invoice.grossMinor,
          };
        }),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="statement-${month}.pdf"`)
        .send(pdf as unknown as string);
    },
  );
}
