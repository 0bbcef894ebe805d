// Invoices of finished rentals and their corrections (issue 20, items 5 and 6). The owner (signed in, or
// a guest with the driver's last name) reads the invoice in force of a booking as JSON or PDF; a
// signed-in owner reads any invoice of theirs by number and asks for a correction (reason, text, their
// own uploads); the back office moves the request on with the service token and, to correct it, issues
// a new invoice whose PDF names the one it replaces.
import { randomUUID } from 'node:crypto';
import { tenants } from '@rental/markets';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminCompanyIds } from '../business/companies.ts';
import { businessCostCentres, invoiceCorrections, invoices, reservations, uploads } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { money, moneySchema } from '../http.ts';
import { english, msg } from '../i18n/translate.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import {
  currentInvoiceOf,
  type InvoiceRow,
  issueCorrectedInvoice,
  issueInvoice,
  originalInvoiceOf,
} from '../invoices/issue.ts';
import { getMarket } from '../markets.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';
import { REQUIRED_MESSAGE, reservationNumberSchema } from '../validation.ts';
import { findOwnReservation, termsOf } from './rental.ts';
import { uploadIdSchema } from './uploads.ts';

type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;
type ReservationRow = typeof reservations.$inferSelect;
type CorrectionRow = typeof invoiceCorrections.$inferSelect;

const invoiceNotFound = () => new ApiError(404, 'invoice_not_found', msg('invoiceNotFound'));
const correctionNotFound = () => new ApiError(404, 'correction_not_found', msg('correctionNotFound'));

/** Most files one correction request may attach. */
export const MAX_CORRECTION_UPLOADS = 5;

export const CORRECTION_REASONS = ['wrong_address', 'company_details', 'vat_id', 'disputed_item'] as const;
export const CORRECTION_STATUSES = ['received', 'in_review', 'corrected', 'rejected'] as const;

/** Text a person typed: trimmed, no control characters but line breaks. */
const plainText = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(max, { error: english('maxLength', { max }) })
    .regex(/^(?:[^\p{Cc}]|\n)*$/u, { error: english('invalidFormat', {}) });

const invoiceNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}-\d{4}-\d{6}$/, { error: english('invalidFormat', {}) });

const invoiceSchema = z
  .object({
    /** Invoice number: market, year, sequence, e.g. DE-2026-000042. */
    number: z.string(),
    /** 'invoice', or 'corrected' for a corrected invoice replacing `corrects`. */
    kind: z.enum(['invoice', 'corrected']),
    /** The number of the invoice this one replaces (corrected invoices). */
    corrects: z.string().nullable(),
    /** The number of the corrected invoice that replaced this one, if any: then this one is void. */
    replacedBy: z.string().nullable(),
    /** The rental's reservation number. */
    reservationNumber: z.string(),
    /** Day of issue, YYYY-MM-DD (the pickup branch's calendar). */
    issuedOn: z.string(),
    /** Language and formats of the PDF, e.g. 'de-DE'. */
    locale: z.string(),
    /** Market country, e.g. 'DE'. */
    country: z.string(),
    /** Who it is made out to. */
    billTo: z.object({
      /** Name of the person. */
      name: z.string(),
      /** Company, if any. */
      company: z.string().nullable(),
      /** Postal address lines. */
      addressLines: z.array(z.string()),
      /** The company's VAT id, if any. */
      vatId: z.string().nullable(),
    }),
    /** The rental, the protection and each extra, gross. */
    lines: z.array(
      z.object({
        /** rental, protection, extra, or refuel (refuelling or recharging after the return, issue 22). */
        kind: z.enum(['rental', 'protection', 'extra', 'refuel']),
        /** Vehicle group, protection or extra code. */
        code: z.string(),
        /** Example model, protection or extra name, in the invoice's language. */
        name: z.string(),
        /** Days (rental) or pieces. */
        quantity: z.number().int(),
        /** Gross amount. */
        amount: moneySchema,
      }),
    ),
    /** VAT, one line per rate. */
    vat: z.array(
      z.object({
        /** Rate in percent, e.g. 19. */
        ratePercent: z.number(),
        /** Net amount taxed at it. */
        net: moneySchema,
        /** The VAT. */
        vat: moneySchema,
      }),
    ),
    /** Net, VAT and gross totals. */
    totals: z.object({ net: moneySchema, vat: moneySchema, gross: moneySchema }),
  })
  .meta({ id: 'Invoice' });

const correctionSchema = z
  .object({
    /** The request's id. */
    id: z.string(),
    /** The invoice it asks to correct. */
    invoiceNumber: z.string(),
    /** What is wrong. */
    reason: z.enum(CORRECTION_REASONS),
    /** The customer's explanation. */
    message: z.string(),
    /** Ids of the customer's uploads attached. */
    uploadIds: z.array(z.string()),
    /** received → in_review → corrected or rejected. */
    status: z.enum(CORRECTION_STATUSES),
    /** The back office's note (why rejected, what changed). */
    resolutionNote: z.string().nullable(),
    /** The new invoice's number once corrected. */
    correctedInvoiceNumber: z.string().nullable(),
    /** When it was asked (ISO 8601). */
    createdAt: z.string(),
    /** When its state last changed (ISO 8601). */
    updatedAt: z.string(),
  })
  .meta({ id: 'InvoiceCorrection' });

const correctionBody = z.object({
  /** wrong_address, company_details, vat_id or disputed_item. */
  reason: z.enum(CORRECTION_REASONS),
  /** What should be corrected, up to 2,000 characters. */
  message: plainText(2000),
  /** Up to 5 of the customer's own uploads (receipts, registration papers). */
  uploadIds: z
    .array(uploadIdSchema)
    .max(MAX_CORRECTION_UPLOADS, { error: english('maxItems', { max: MAX_CORRECTION_UPLOADS }) })
    .default([]),
});

const billToBody = z.object({
  /** Name of the person. */
  name: plainText(100).optional(),
  /** Company name; null removes it. */
  company: plainText(100).nullable().optional(),
  /** Address lines (at most 5 of 100 characters). */
  addressLines: z.array(plainText(100)).max(5).optional(),
  /** VAT id, e.g. DE123456789; null removes it. */
  vatId: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[A-Z0-9+*.]{2,13}$/, { error: english('invalidFormat', {}) })
    .nullable()
    .optional(),
});

const serviceStatusBody = z.discriminatedUnion('status', [
  z.object({
    /** The back office is looking at it. */
    status: z.literal('in_review'),
  }),
  z.object({
    /** Refused; `note` tells the customer why. */
    status: z.literal('rejected'),
    /** Why, shown to the customer. */
    note: plainText(1000),
  }),
  z.object({
    /** Corrected: a new invoice is issued with `billTo` applied over the old recipient. */
    status: z.literal('corrected'),
    /** What changed, shown to the customer. */
    note: plainText(1000).optional(),
    /** The corrected recipient fields. */
    billTo: billToBody.default({}),
  }),
]);

const reservationParams = z.object({
  /** Reservation number, 10 digits. */
  reservationNumber: reservationNumberSchema,
});
const lastNameQuery = z.object({
  /** Driver's last name, unless signed in as the owner. */
  lastName: z.string().trim().min(1).max(50).optional(),
});
const numberParams = z.object({
  /** Invoice number, e.g. DE-2026-000042. */
  number: invoiceNumberSchema,
});
const correctionParams = z.object({
  /** The correction request's id. */
  correctionId: z.uuid({ error: english('invalidFormat', {}) }),
});

const pdfResponse = {
  description: 'The invoice as a PDF document.',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

function brandOf(country: string): string {
  const tenantId = getMarket(country)?.tenantId;
  return Object.values(tenants).find((t) => t.id === tenantId)?.brandName ?? 'Rental';
}

/** Registers the invoice and invoice-correction endpoints. */
export function registerInvoiceRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  async function signedIn(req: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  }

  async function numberOf(id: number | null): Promise<string | null> {
    if (id === null) return null;
    const [row] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
    return row?.number ?? null;
  }

  async function invoiceView(invoice: InvoiceRow, reservationNumber: string) {
    const m = (amountMinor: number) => money(amountMinor, invoice.currency);
    return {
      number: invoice.number,
      kind: invoice.correctsInvoiceId === null ? ('invoice' as const) : ('corrected' as const),
      corrects: await numberOf(invoice.correctsInvoiceId),
      replacedBy: await numberOf(invoice.supersededById),
      reservationNumber,
      issuedOn: invoice.issuedOn,
      locale: invoice.locale,
      country: invoice.country,
      billTo: invoice.billTo,
      lines: invoice.lines.map((l) => ({
        kind: l.kind,
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        amount: m(l.amountMinor),
      })),
      vat: [
        { ratePercent: invoice.vatRatePermille / 10, net: m(invoice.netMinor), vat: m(invoice.vatMinor) },
      ],
      totals: { net: m(invoice.netMinor), vat: m(invoice.vatMinor), gross: m(invoice.grossMinor) },
    };
  }

  /** The traveller and cost centre of a company booking paid by invoice (issue 20); null otherwise. */
  async function businessFactsOf(row: ReservationRow) {
    if (!row.companyId || row.payment !== 'invoice') return null;
    const driver = row.driver as { firstName?: string; lastName?: string };
    const [centre] = row.costCentreId
      ? await db.select().from(businessCostCentres).where(eq(businessCostCentres.id, row.costCentreId))
      : [];
    return {
      traveller: `${driver.firstName ?? ''} ${driver.lastName ?? ''}`.trim(),
      costCentre: centre ? `${centre.code} ${centre.name}` : null,
    };
  }

  async function pdfOf(invoice: InvoiceRow, row: ReservationRow): Promise<Buffer> {
    return renderInvoicePdf(invoice, {
      reservationNumber: row.number,
      pickupAt: row.pickupAt,
      returnAt: row.returnAt,
      correctsNumber: await numberOf(invoice.correctsInvoiceId),
      brand: brandOf(invoice.country),
      business: await businessFactsOf(row),
    });
  }

  /**
   * The booking a request may see: its owner's (findOwnReservation), or, for a signed-in admin of the
   * company it was booked for, the company's (issue 20: companies read their travellers' invoices).
   */
  async function visibleReservation(req: FastifyRequest, number: string, lastName: string | undefined) {
    try {
      return await findOwnReservation(deps, req, number, lastName);
    } catch (error) {
      const user =
        error instanceof ApiError && error.statusCode === 404 ? await currentUser(deps, req) : null;
      const companies = user ? await adminCompanyIds(db, user.id) : [];
      if (companies.length === 0) throw error;
      const [row] = await db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.number, number),
            inArray(reservations.companyId, companies),
            ne(reservations.status, 'awaiting-payment'),
          ),
        );
      if (!row) throw error;
      return row;
    }
  }

  /** The invoice in force of a booking the request may see; issued now when the rental has just ended. */
  async function bookingInvoice(req: FastifyRequest, number: string, lastName: string | undefined) {
    const row = await visibleReservation(req, number, lastName);
    if (row.status !== 'confirmed')
      throw new ApiError(409, 'invoice_not_available', msg('invoiceCancelledBooking'));
    const original = await originalInvoiceOf(db, row.id);
    if (!original && row.returnedAt === null) {
      // Finished: returned at the branch (POST /v1/service/bookings/{number}/return), or the pickup
      // branch's wall clock is past the return time (a booking's `timing` is 'past' from then on).
      const { terms } = await termsOf(deps, row);
      if (terms.timing !== 'past') throw new ApiError(409, 'invoice_not_ready', msg('invoiceNotReady'));
    }
    const invoice = await currentInvoiceOf(db, original ?? (await issueInvoice(deps, row)));
    return { row, invoice };
  }

  /**
   * An invoice of the signed-in customer's by number, or of a booking of a company they are an admin of
   * (another's answers as unknown).
   */
  async function ownInvoice(req: FastifyRequest, number: string) {
    const user = await signedIn(req);
    const companies = await adminCompanyIds(db, user.id);
    const whose =
      companies.length > 0
        ? or(eq(reservations.userId, user.id), inArray(reservations.companyId, companies))
        : eq(reservations.userId, user.id);
    const [found] = await db
      .select({ invoice: invoices, reservation: reservations })
      .from(invoices)
      .innerJoin(reservations, eq(reservations.id, invoices.reservationId))
      .where(and(eq(invoices.number, number), whose));
    if (!found) throw invoiceNotFound();
    return { user, invoice: found.invoice, row: found.reservation };
  }

  const bookingInvoiceSchema = {
    params: reservationParams,
    querystring: lastNameQuery,
  };

  app.get(
    '/v1/bookings/:reservationNumber/invoice',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['invoices'],
        summary:
          "The invoice of a finished rental (issued on first request; the latest corrected one when it was corrected): the owner's session or the driver's lastName",
        description:
          "A rental is finished once the pickup branch's local time is past its return time. 409 `invoice_not_ready` before, 409 `invoice_not_available` for a cancelled booking; another customer's booking answers the same 404 as an unknown number.",
        ...bookingInvoiceSchema,
        response: {
          200: z.object({ invoice: invoiceSchema }),
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { row, invoice } = await bookingInvoice(req, req.params.reservationNumber, req.query.lastName);
      return { invoice: await invoiceView(invoice, row.number) };
    },
  );

  app.get(
    '/v1/bookings/:reservationNumber/invoice.pdf',
    {
      config: { throttle: 'reservation', personal: true },
      schema: {
        tags: ['invoices'],
        summary: "The invoice of a finished rental as a PDF in the market's language and formats",
        ...bookingInvoiceSchema,
        response: { 200: pdfResponse, 404: errorResponses[400], 409: errorResponses[400], ...errorResponses },
      },
    },
    async (req, reply) => {
      const { row, invoice } = await bookingInvoice(req, req.params.reservationNumber, req.query.lastName);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .send((await pdfOf(invoice, row)) as unknown as string);
    },
  );

  app.get(
    '/v1/invoices/:number',
    {
      config: { personal: true },
      schema: {
        tags: ['invoices'],
        summary: "One of the signed-in customer's invoices by number (also one replaced by a correction)",
        security: [{ session: [] }],
        params: numberParams,
        response: { 200: z.object({ invoice: invoiceSchema }), 401: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => {
      const { invoice, row } = await ownInvoice(req, req.params.number);
      return { invoice: await invoiceView(invoice, row.number) };
    },
  );

  app.get(
    '/v1/invoices/:number/pdf',
    {
      config: { personal: true },
      schema: {
        tags: ['invoices'],
        summary: "One of the signed-in customer's invoices by number as a PDF",
        security: [{ session: [] }],
        params: numberParams,
        response: { 200: pdfResponse, 401: errorResponses[400], ...errorResponses },
      },
    },
    async (req, reply) => {
      const { invoice, row } = await ownInvoice(req, req.params.number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .send((await pdfOf(invoice, row)) as unknown as string);
    },
  );

  async function correctionView(c: CorrectionRow) {
    const [invoice] = await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, c.invoiceId));
    return {
      id: c.id,
      invoiceNumber: invoice?.number ?? '',
      reason: c.reason as (typeof CORRECTION_REASONS)[number],
      message: c.message,
      uploadIds: c.uploadIds,
      status: c.status as (typeof CORRECTION_STATUSES)[number],
      resolutionNote: c.resolutionNote,
      correctedInvoiceNumber: await numberOf(c.correctedInvoiceId),
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    };
  }

  app.post(
    '/v1/invoices/:number/corrections',
    {
      config: { throttle: 'invoiceCorrection', personal: true },
      schema: {
        tags: ['invoices'],
        summary: "Ask for a correction of one of the signed-in customer's invoices",
        description:
          "One open request per invoice (409 `correction_open`); an invoice already replaced answers 409 `invoice_superseded` with the new number in `details.number`; `uploadIds` must be the caller's own uploads (422 `correction_uploads_not_yours`).",
        security: [{ session: [] }],
        params: numberParams,
        body: correctionBody,
        response: {
          201: z.object({ correction: correctionSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { user, invoice } = await ownInvoice(req, req.params.number);
      await deps.throttle.hit(`invoiceCorrection:${user.id}`, deps.throttleRules.invoiceCorrection.subject);
      if (invoice.supersededById !== null) {
        const number = (await numberOf(invoice.supersededById)) ?? '';
        throw new ApiError(409, 'invoice_superseded', msg('invoiceSuperseded', { number }), {
          details: { number },
        });
      }
      const ids = [...new Set(req.body.uploadIds)];
      if (ids.length > 0) {
        const own = await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(inArray(uploads.id, ids), eq(uploads.userId, user.id)));
        if (own.length !== ids.length)
          throw new ApiError(422, 'correction_uploads_not_yours', msg('correctionUploadsNotYours'), {
            fields: { uploadIds: msg('correctionUploadsNotYours') },
          });
      }
      const open = await db
        .select({ id: invoiceCorrections.id })
        .from(invoiceCorrections)
        .where(
          and(
            eq(invoiceCorrections.invoiceId, invoice.id),
            inArray(invoiceCorrections.status, ['received', 'in_review']),
          ),
        );
      if (open.length > 0) throw new ApiError(409, 'correction_open', msg('correctionOpen'));
      const at = deps.now();
      const [row] = await db
        .insert(invoiceCorrections)
        .values({
          id: randomUUID(),
          invoiceId: invoice.id,
          userId: user.id,
          reason: req.body.reason,
          message: req.body.message,
          uploadIds: ids,
          status: 'received',
          resolutionNote: null,
          correctedInvoiceId: null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return reply.code(201).send({ correction: await correctionView(row!) });
    },
  );

  app.get(
    '/v1/invoices/:number/corrections',
    {
      config: { personal: true },
      schema: {
        tags: ['invoices'],
        summary: "The correction requests of one of the signed-in customer's invoices, newest first",
        security: [{ session: [] }],
        params: numberParams,
        response: {
          200: z.object({ corrections: z.array(correctionSchema) }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user, invoice } = await ownInvoice(req, req.params.number);
      const rows = await db
        .select()
        .from(invoiceCorrections)
        .where(and(eq(invoiceCorrections.invoiceId, invoice.id), eq(invoiceCorrections.userId, user.id)))
        .orderBy(desc(invoiceCorrections.createdAt));
      return { corrections: await Promise.all(rows.map(correctionView)) };
    },
  );

  app.get(
    '/v1/invoice-corrections/:correctionId',
    {
      config: { personal: true },
      schema: {
        tags: ['invoices'],
        summary: "One of the signed-in customer's correction requests and its state",
        security: [{ session: [] }],
        params: correctionParams,
        response: {
          200: z.object({ correction: correctionSchema }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const [row] = await db
        .select()
        .from(invoiceCorrections)
        .where(
          and(eq(invoiceCorrections.id, req.params.correctionId), eq(invoiceCorrections.userId, user.id)),
        );
      if (!row) throw correctionNotFound();
      return { correction: await correctionView(row) };
    },
  );

  app.post(
    '/v1/service/invoice-corrections/:correctionId/status',
    {
      schema: {
        tags: ['service'],
        summary:
          'Back office: move a correction request on (in_review, rejected with a note, or corrected: issues the corrected invoice)',
        description:
          'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. received → in_review; received or in_review → rejected or corrected; a closed request answers 409 `correction_closed`. `corrected` issues a new invoice (next number of the market and year) with `billTo` applied, whose PDF names the invoice it replaces.',
        security: [{ service: [] }],
        params: correctionParams,
        body: serviceStatusBody,
        response: {
          200: z.object({ correction: correctionSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [row] = await db
        .select()
        .from(invoiceCorrections)
        .where(eq(invoiceCorrections.id, req.params.correctionId));
      if (!row) throw correctionNotFound();
      const body = req.body;
      const closed = () => new ApiError(409, 'correction_closed', msg('correctionClosed'));
      if (row.status === 'corrected' || row.status === 'rejected') throw closed();
      if (body.status === 'in_review' && row.status !== 'received') throw closed();
      let correctedInvoiceId: number | null = null;
      if (body.status === 'corrected') {
        const [old] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
        if (!old) throw correctionNotFound();
        const changes = body.billTo;
        const issued = await issueCorrectedInvoice(deps, old, {
          name: changes.name ?? old.billTo.name,
          company: changes.company === undefined ? old.billTo.company : changes.company,
          addressLines: changes.addressLines ?? old.billTo.addressLines,
          vatId: changes.vatId === undefined ? old.billTo.vatId : changes.vatId,
        });
        if (!issued) throw closed();
        correctedInvoiceId = issued.id;
      }
      const [updated] = await db
        .update(invoiceCorrections)
        .set({
          status: body.status,
          resolutionNote: body.status === 'in_review' ? row.resolutionNote : (body.note ?? null),
          correctedInvoiceId: correctedInvoiceId ?? row.correctedInvoiceId,
          updatedAt: deps.now(),
        })
        .where(and(eq(invoiceCorrections.id, row.id), eq(invoiceCorrections.status, row.status)))
        .returning();
      if (!updated) throw closed();
      return { correction: await correctionView(updated) };
    },
  );
}
