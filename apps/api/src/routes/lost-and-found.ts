// Lost and found (issue 20, item 7): a customer reports an item left in a rented vehicle, tied to one of
// their bookings (signed in) or, as a guest, to a booking named by its number and the driver's last name.
// The report's state (received → searching → found / not found) is read by its owner: the signed-in
// customer, or a guest with the report's reference and the last name. Unknown numbers, unknown
// references and wrong names all answer the same 404, and guesses are throttled per booking and per
// reference; the back office moves reports on with the service token.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lostItemReports, reservations } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { english, msg } from '../i18n/translate.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';
import { REQUIRED_MESSAGE, reservationNumberSchema } from '../validation.ts';
import { findOwnReservation, termsOf } from './rental.ts';

type ReportRow = typeof lostItemReports.$inferSelect;

export const LOST_ITEM_CATEGORIES = [
  'phone',
  'wallet',
  'keys',
  'bag',
  'documents',
  'electronics',
  'clothing',
  'glasses',
  'jewellery',
  'child_item',
  'other',
] as const;
export const LOST_ITEM_LOCATIONS = [
  'driver_area',
  'front_passenger_area',
  'rear_seats',
  'boot',
  'glovebox',
  'door_pocket',
  'under_seat',
  'unknown',
] as const;
export const LOST_ITEM_STATUSES = ['received', 'searching', 'found', 'not_found'] as const;

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const referenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^LF-[2-9A-HJ-NP-Z]{8}$/, { error: english('invalidFormat', {}) });

const notFound = () => new ApiError(404, 'lost_report_not_found', msg('lostReportNotFound'));

/** A reference customers can read out: LF- and eight letters or digits without look-alikes. */
function newReference(): string {
  return `LF-${[...randomBytes(8)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

const lastNameSchema = z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(50);

const reportSchema = z
  .object({
    /** What the customer quotes, e.g. LF-7K3M9Q2W. */
    reference: z.string(),
    /** The booking the item was left in the vehicle of. */
    reservationNumber: z.string(),
    /** What kind of item. */
    category: z.enum(LOST_ITEM_CATEGORIES),
    /** Where in the vehicle it was left. */
    location: z.enum(LOST_ITEM_LOCATIONS),
    /** The customer's description of the item. */
    description: z.string(),
    /** How the customer wants to be contacted. */
    contact: z.object({
      /** email or phone. */
      preference: z.enum(['email', 'phone']),
      /** E-mail address, when given. */
      email: z.string().nullable(),
      /** Phone number with its prefix, when given. */
      phone: z.string().nullable(),
    }),
    /** received → searching → found or not_found. */
    status: z.enum(LOST_ITEM_STATUSES),
    /** When it was reported (ISO 8601). */
    createdAt: z.string(),
    /** When its state last changed (ISO 8601). */
    updatedAt: z.string(),
  })
  .meta({ id: 'LostItemReport' });

const reportBody = z.object({
  /** The booking's reservation number, 10 digits. */
  reservationNumber: reservationNumberSchema,
  /** The driver's last name, unless signed in as the booking's owner. */
  lastName: lastNameSchema.optional(),
  /** What kind of item. */
  category: z.enum(LOST_ITEM_CATEGORIES),
  /** Where in the vehicle it was left ('unknown' when unsure). */
  location: z.enum(LOST_ITEM_LOCATIONS),
  /** What it looks like, up to 1,000 characters. */
  description: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(3, { error: english('minLength', { min: 3 }) })
    .max(1000, { error: english('maxLength', { max: 1000 }) })
    .regex(/^(?:[^\p{Cc}]|\n)*$/u, { error: english('invalidFormat', {}) }),
  /** How to reach the customer: the preferred channel and its address or number. */
  contact: z.object({
    /** email or phone. */
    preference: z.enum(['email', 'phone']),
    /** E-mail address (required when the preference is email). */
    email: z
      .email({ error: english('invalidEmail', {}) })
      .max(254)
      .optional(),
    /** Phone number with its country prefix, e.g. +49 30 1234567 (required when the preference is phone). */
    phone: z
      .string()
      .trim()
      .regex(/^\+[0-9][0-9 ()/-]{5,24}$/, {
        error: 'Please enter a phone number with its country prefix, e.g. +49 30 1234567.',
      })
      .optional(),
  }),
});

const referenceParams = z.object({
  /** The report's reference, e.g. LF-7K3M9Q2W. */
  reference: referenceSchema,
});

/** Registers the lost-and-found endpoints. */
export function registerLostAndFoundRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  async function reportView(r: ReportRow) {
    const [booking] = await db
      .select({ number: reservations.number })
      .from(reservations)
      .where(eq(reservations.id, r.reservationId));
    return {
      reference: r.reference,
      reservationNumber: booking?.number ?? '',
      category: r.category as (typeof LOST_ITEM_CATEGORIES)[number],
      location: r.location as (typeof LOST_ITEM_LOCATIONS)[number],
      description: r.description,
      contact: r.contact,
      status: r.status as (typeof LOST_ITEM_STATUSES)[number],
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  app.post(
    '/v1/lost-and-found/reports',
    {
      config: { throttle: 'lostAndFound', personal: true },
      schema: {
        tags: ['lost and found'],
        summary:
          "Report an item left in a rented vehicle: one of the signed-in customer's bookings, or a guest's by reservation number and lastName",
        description:
          'A wrong last name and an unknown number answer the same 404 `reservation_not_found`; the booking must have started (409 `lost_rental_not_started`). Throttled per address and per booking.',
        body: reportBody,
        response: {
          201: z.object({ report: reportSchema }),
          404: errorResponses[400],
          409: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const body = req.body;
      await deps.throttle.hit(
        `lostAndFound:report:${body.reservationNumber}`,
        deps.throttleRules.lostAndFound.subject,
      );
      const row = await findOwnReservation(deps, req, body.reservationNumber, body.lastName);
      const user = await currentUser(deps, req);
      const { terms } = await termsOf(deps, row);
      if (row.status !== 'confirmed' || terms.timing === 'upcoming')
        throw new ApiError(409, 'lost_rental_not_started', msg('lostRentalNotStarted'));
      const channel = body.contact.preference;
      if (!body.contact[channel])
        throw new ApiError(400, 'validation_failed', msg('lostContactMissing'), {
          fields: { [`contact.${channel}`]: msg('lostContactMissing') },
        });
      const at = deps.now();
      const [stored] = await db
        .insert(lostItemReports)
        .values({
          id: randomUUID(),
          reference: newReference(),
          reservationId: row.id,
          // A report made while signed in belongs to the account, whosever booking it names by last name.
          userId: user?.id ?? null,
          category: body.category,
          location: body.location,
          description: body.description,
          contact: {
            preference: channel,
            email: body.contact.email ?? null,
            phone: body.contact.phone ?? null,
          },
          status: 'received',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return reply.code(201).send({ report: await reportView(stored!) });
    },
  );

  app.get(
    '/v1/lost-and-found/reports',
    {
      config: { personal: true },
      schema: {
        tags: ['lost and found'],
        summary:
          "The signed-in customer's lost-item reports (made while signed in or for their bookings), newest first",
        security: [{ session: [] }],
        response: {
          200: z.object({ reports: z.array(reportSchema) }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await currentUser(deps, req);
      if (!user) throw notSignedIn();
      const rows = await db
        .select({ report: lostItemReports })
        .from(lostItemReports)
        .innerJoin(reservations, eq(reservations.id, lostItemReports.reservationId))
        .where(or(eq(lostItemReports.userId, user.id), eq(reservations.userId, user.id)))
        .orderBy(desc(lostItemReports.createdAt))
        .limit(200);
      return { reports: await Promise.all(rows.map((r) => reportView(r.report))) };
    },
  );

  /** A report the request may read: the signed-in owner's, or a guest's with the driver's last name. */
  async function ownReport(req: FastifyRequest, reference: string, lastName: string | undefined) {
    const user = await currentUser(deps, req);
    const guessKey = `lostAndFound:reference:${reference}`;
    if (!user) await deps.throttle.hit(guessKey, deps.throttleRules.lostAndFound.subject);
    const [found] = await db
      .select({ report: lostItemReports, booking: reservations })
      .from(lostItemReports)
      .innerJoin(reservations, eq(reservations.id, lostItemReports.reservationId))
      .where(eq(lostItemReports.reference, reference));
    const driverLast = (found?.booking.driver as { lastName?: string } | undefined)?.lastName ?? '';
    const owner =
      found &&
      ((user && (found.report.userId === user.id || found.booking.userId === user.id)) ||
        (lastName !== undefined &&
          driverLast.localeCompare(lastName, undefined, { sensitivity: 'base' }) === 0));
    // Same answer for an unknown reference and a wrong name: references must not be enumerable.
    if (!found || !owner) {
      if (user) await deps.throttle.hit(guessKey, deps.throttleRules.lostAndFound.subject);
      throw notFound();
    }
    if (!user) await deps.throttle.clear(guessKey);
    return found.report;
  }

  app.get(
    '/v1/lost-and-found/reports/:reference',
    {
      config: { throttle: 'lostAndFound', personal: true },
      schema: {
        tags: ['lost and found'],
        summary: "A lost-item report and its state: the owner's session, or the driver's lastName",
        params: referenceParams,
        querystring: z.object({
          /** The driver's last name, unless signed in as the owner. */
          lastName: lastNameSchema.optional(),
        }),
        response: { 200: z.object({ report: reportSchema }), 404: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => ({
      report: await reportView(await ownReport(req, req.params.reference, req.query.lastName)),
    }),
  );

  app.post(
    '/v1/service/lost-and-found/reports/:reference/status',
    {
      schema: {
        tags: ['service'],
        summary: "Back office: set a lost-item report's state (searching, found, not_found)",
        description: 'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`.',
        security: [{ service: [] }],
        params: referenceParams,
        body: z.object({
          /** The new state. */
          status: z.enum(['searching', 'found', 'not_found']),
        }),
        response: {
          200: z.object({ report: reportSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [updated] = await db
        .update(lostItemReports)
        .set({ status: req.body.status, updatedAt: deps.now() })
        .where(and(eq(lostItemReports.reference, req.params.reference)))
        .returning();
      if (!updated) throw notFound();
      return { report: await reportView(updated) };
    },
  );
}
