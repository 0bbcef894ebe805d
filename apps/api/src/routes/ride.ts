// Ride hailing (issue 18, spec §1, §9): a fixed-price quote per vehicle class, booking as a signed-in
// customer with the first-trip code (once per customer), the ride's live status as Server-Sent Events,
// cancelling before pickup, the customer's rides and their receipts. The status comes from the
// simulator (src/ride/simulator.ts): computed from the stored schedule and the clock, the same on every
// instance.
import { randomBytes, randomUUID } from 'node:crypto';
import { rideFirstTripCode } from '@rental/markets/ride';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { branchTimeZone, localDateTime } from '../booking-policy.ts';
import { visitorHost } from '../context.ts';
import { ridePromoRedemptions, rideQuotes, rides } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { countryCodeSchema, money, moneySchema, resolveMarket } from '../http.ts';
import { messageLanguage } from '../i18n/languages.ts';
import { english, msg, say } from '../i18n/translate.ts';
import { type Market, siteIdOfHost, sites } from '../markets.ts';
import {
  CLASSES,
  fareMinor,
  firstTripDiscountMinor,
  includedVat,
  MAX_RIDE_KM,
  trip,
  VEHICLE_CLASSES,
  type VehicleClass,
  vatRate,
} from '../ride/pricing.ts';
import {
  DRIVERS,
  offset,
  plateOf,
  type RideStatus,
  rideState,
  SCHEDULED_LEAD_MS,
  scheduleFor,
} from '../ride/simulator.ts';
import { currentUser } from '../session.ts';

/** How long a quote's prices hold. */
const QUOTE_MINUTES = 10;
/** How far ahead a ride can be booked. */
const MAX_DAYS_AHEAD = 30;
/** The main tenant: the Land Rover subscription tenant offers no rides. */
const MAIN_TENANT = '6';

type RideRow = typeof rides.$inferSelect;

const placeSchema = z
  .object({
    /** What the customer chose, as the geosuggest labelled it. */
    label: z
      .string()
      .trim()
      .min(1, { error: english('required', {}) })
      .max(200, { error: english('maxLength', { max: 200 }) }),
    /** Latitude. */
    lat: z.number().min(-90).max(90),
    /** Longitude. */
    lng: z.number().min(-180).max(180),
  })
  .meta({ id: 'RidePlace' });

const promoCodeSchema = z
  .string()
  .trim()
  .min(3, { error: english('minLength', { min: 3 }) })
  .max(20, { error: english('maxLength', { max: 20 }) })
  .transform((v) => v.toUpperCase());

const vehicleClassSchema = z.enum(VEHICLE_CLASSES);
const statusSchema = z.enum([
  'scheduled',
  'searching',
  'driver-assigned',
  'on-the-way',
  'arrived',
  'on-board',
  'finished',
  'cancelled',
]);

const optionSchema = z.object({
  /** economy, business or van. */
  vehicleClass: vehicleClassSchema,
  /** The fixed fare. */
  price: moneySchema,
  /** The promo code's discount, when it applies. */
  discount: moneySchema.nullable(),
  /** What the customer pays. */
  total: moneySchema,
  /** Passengers the class takes. */
  seats: z.number().int(),
  /** Bags the class takes. */
  bags: z.number().int(),
  /** False when the party does not fit. */
  available: z.boolean(),
  /** Why not, in the request's language. */
  unavailableReason: z.string().optional(),
});

const promoSchema = z.object({
  /** The code as given (upper case). */
  code: z.string(),
  /** applied, unknown, used (this customer redeemed it) or sign-in-required (it is for a first ride). */
  status: z.enum(['applied', 'unknown', 'used', 'sign-in-required']),
  /** What that means, in the request's language. */
  message: z.string(),
});

const quoteSchema = z
  .object({
    /** Books these prices within `expiresAt`. */
    quoteId: z.string(),
    /** When the prices stop holding (ISO 8601). */
    expiresAt: z.string(),
    /** By road, one decimal. */
    distanceKm: z.number(),
    /** Expected minutes on board. */
    durationMinutes: z.number().int(),
    /** Local time of the pickup, or null for now. */
    pickupAt: z.string().nullable(),
    /** One per vehicle class. */
    options: z.array(optionSchema),
    /** The promo code's outcome, when one was given. */
    promo: promoSchema.nullable(),
  })
  .meta({ id: 'RideQuote' });

const rideSchema = z
  .object({
    /** The ride's id. */
    id: z.string(),
    /** What the customer reads, e.g. R-7K3M9Q. */
    number: z.string(),
    /** Where the ride is. */
    status: statusSchema,
    /** The vehicle class booked. */
    vehicleClass: vehicleClassSchema,
    /** Pickup. */
    pickup: placeSchema,
    /** Destination. */
    destination: placeSchema,
    /** Local pickup time, or null for as soon as possible. */
    pickupAt: z.string().nullable(),
    /** When it was booked (ISO 8601). */
    bookedAt: z.string(),
    /** Passengers. */
    passengers: z.number().int(),
    /** Bags. */
    luggage: z.number().int(),
    /** The fixed fare. */
    price: moneySchema,
    /** The promo code's discount. */
    discount: moneySchema.nullable(),
    /** What the customer pays. */
    total: moneySchema,
    /** The promo code redeemed. */
    promoCode: z.string().nullable(),
    /** By road. */
    distanceKm: z.number(),
    /** Expected minutes on board. */
    durationMinutes: z.number().int(),
    /** The driver, from assignment on. */
    driver: z
      .object({
        /** First name and initial. */
        name: z.string(),
        /** Make and model. */
        vehicle: z.string(),
        /** Number plate. */
        plate: z.string(),
        /** Out of 5. */
        rating: z.number(),
      })
      .nullable(),
    /** Where the driver is. */
    position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    /** Minutes until the driver arrives (assigned, on the way) or until the destination (on board). */
    etaMinutes: z.number().int().nullable(),
    /** When the current status began (ISO 8601). */
    statusAt: z.string(),
    /** Every status so far with its time, oldest first. */
    timeline: z.array(z.object({ status: statusSchema, at: z.string() })),
    /** Whether the customer can still cancel (until on board). */
    cancellable: z.boolean(),
  })
  .meta({ id: 'Ride' });

const receiptSchema = z
  .object({
    /** Receipt number. */
    number: z.string(),
    /** The ride's number. */
    rideNumber: z.string(),
    /** When the ride finished (ISO 8601). */
    issuedAt: z.string(),
    /** Fare and discount, in the request's language. */
    lines: z.array(z.object({ label: z.string(), amount: moneySchema })),
    /** Paid. */
    total: moneySchema,
    /** VAT included in the total. */
    vat: z.object({ rate: z.number(), amount: moneySchema }),
    /** How it was paid. */
    paymentMethod: z.string(),
  })
  .meta({ id: 'RideReceipt' });

const rideIdParams = z.object({
  rideId: z.string().regex(/^[0-9a-f-]{36}$/, { error: english('invalidFormat', {}) }),
});

const notFound = () => new ApiError(404, 'ride_not_found', msg('rideNotFound'));

/** The market of a request, if it has the ride line (not on the Land Rover subscription site). */
function rideMarket(req: FastifyRequest, countryCode: string | undefined): Market {
  const siteId = siteIdOfHost(visitorHost(req));
  const site = siteId ? sites.find((s) => s.id === siteId) : undefined;
  const market = resolveMarket(req, countryCode);
  if ((site ?? market).tenantId !== MAIN_TENANT)
    throw new ApiError(404, 'ride_not_offered', msg('rideNotOffered'));
  return market;
}

/** A wall-clock time in a time zone as an instant. */
function instantOf(local: string, timeZone: string): Date {
  const guess = Date.parse(`${local}:00Z`);
  const shown = Date.parse(`${localDateTime(new Date(guess), timeZone)}:00Z`);
  return new Date(guess - (shown - guess));
}

/** A ride number customers can read out: R- and six letters or digits without look-alikes. */
function rideNumber(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `R-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The API's view of a stored ride at `now`. */
export function rideView(row: RideRow, now: Date, speed: number): z.infer<typeof rideSchema> {
  const state = rideState(row, now, speed);
  const assigned =
    !['scheduled', 'searching', 'cancelled'].includes(state.status) ||
    (state.status === 'cancelled' && state.timeline.some((t) => t.status === 'driver-assigned'));
  const drivers = DRIVERS[row.vehicleClass] ?? DRIVERS.economy!;
  const driver = drivers[row.driverIndex % drivers.length]!;
  const discount = row.discountMinor > 0 ? money(row.discountMinor, row.currency) : null;
  return {
    id: row.id,
    number: row.number,
    status: state.status,
    vehicleClass: row.vehicleClass as VehicleClass,
    pickup: row.pickup,
    destination: row.destination,
    pickupAt: row.pickupAt,
    bookedAt: row.bookedAt.toISOString(),
    passengers: row.passengers,
    luggage: row.luggage,
    price: money(row.priceMinor, row.currency),
    discount,
    total: money(row.priceMinor - row.discountMinor, row.currency),
    promoCode: row.promoCode,
    distanceKm: row.distanceKm,
    durationMinutes: row.durationMinutes,
    driver: assigned && state.status !== 'cancelled' ? { ...driver, plate: plateOf(row.id) } : null,
    position: state.position,
    etaMinutes: state.etaMinutes,
    statusAt: state.statusAt.toISOString(),
    timeline: state.timeline.map((t) => ({ status: t.status, at: t.at.toISOString() })),
    cancellable: state.cancellable,
  };
}

export function registerRideRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const speed = deps.config.rideSimulatorSpeed;
  /** The open event streams: closing the API ends them (the server waits for open connections). */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const stop of [...streams]) stop();
  });

  async function ownRide(req: FastifyRequest, rideId: string): Promise<RideRow> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    const [row] = await db
      .select()
      .from(rides)
      .where(and(eq(rides.id, rideId), eq(rides.userId, user.id)));
    // Another customer's ride is as unknown as no ride (its existence is not told).
    if (!row) throw notFound();
    return row;
  }

  /** Whether this customer redeemed `code` on a ride that still counts. */
  async function redeemed(userId: string, code: string): Promise<boolean> {
    const [row] = await db
      .select({ code: ridePromoRedemptions.code })
      .from(ridePromoRedemptions)
      .where(and(eq(ridePromoRedemptions.userId, userId), eq(ridePromoRedemptions.code, code)));
    return row !== undefined;
  }

  app.post(
    '/v1/ride/quotes',
    {
      config: { throttle: 'ride' },
      schema: {
        tags: ['ride'],
        summary: 'Fixed prices of a ride per vehicle class, with a promo code checked (valid 10 minutes)',
        querystring: z.object({ countryCode: countryCodeSchema.optional() }),
        body: z.object({
          /** Where the ride starts. */
          pickup: placeSchema,
          /** Where it ends. */
          destination: placeSchema,
          /** Local time of the market, YYYY-MM-DDTHH:mm; null for now. */
          pickupAt: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: english('rideTimeFormat', {}) })
            .nullable(),
          /** Passengers, 1 to 7. */
          passengers: z
            .number()
            .int()
            .min(1, { error: english('minValue', { min: 1 }) })
            .max(7, { error: english('maxValue', { max: 7 }) }),
          /** Bags, 0 to 6. */
          luggage: z
            .number()
            .int()
            .min(0, { error: english('minValue', { min: 0 }) })
            .max(6, { error: english('maxValue', { max: 6 }) }),
          /** A promo code, 3 to 20 characters (case does not matter). */
          promoCode: promoCodeSchema.optional(),
        }),
        response: { 200: quoteSchema, ...errorResponses },
      },
    },
    async (req) => {
      const market = rideMarket(req, req.query.countryCode);
      const body = req.body;
      const lang = messageLanguage(req);
      const now = deps.now();
      const { distanceKm, durationMinutes } = trip(body.pickup, body.destination);
      if (distanceKm < 0.3)
        throw new ApiError(400, 'invalid_request', msg('rideSamePlace'), {
          fields: { destination: msg('rideSamePlace') },
        });
      if (distanceKm > MAX_RIDE_KM)
        throw new ApiError(400, 'invalid_request', msg('rideTooFar', { max: MAX_RIDE_KM }), {
          fields: { destination: msg('rideTooFar', { max: MAX_RIDE_KM }) },
        });
      if (body.pickupAt !== null) {
        const at = instantOf(
          body.pickupAt,
          branchTimeZone({ country: market.country, lng: body.pickup.lng }),
        );
        if (Number.isNaN(at.getTime()) || at.getTime() < now.getTime() - 60_000)
          throw new ApiError(400, 'invalid_request', msg('pickupInFuture'), {
            fields: { pickupAt: msg('pickupInFuture') },
          });
        if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000)
          throw new ApiError(400, 'invalid_request', msg('rideAhead', { days: MAX_DAYS_AHEAD }), {
            fields: { pickupAt: msg('rideAhead', { days: MAX_DAYS_AHEAD }) },
          });
      }
      const currency = market.currency;
      const prices = Object.fromEntries(
        VEHICLE_CLASSES.map((c) => [c, fareMinor(c, distanceKm, durationMinutes, currency)]),
      ) as Record<VehicleClass, number>;
      let promo: z.infer<typeof promoSchema> | null = null;
      if (body.promoCode !== undefined) {
        const code = body.promoCode;
        const user = await currentUser(deps, req);
        const status =
          code !== rideFirstTripCode
            ? 'unknown'
            : !user
              ? 'sign-in-required'
              : (await redeemed(user.id, code))
                ? 'used'
                : 'applied';
        const messageId = {
          applied: 'promoApplied',
          unknown: 'promoUnknown',
          used: 'promoUsed',
          'sign-in-required': 'promoSignIn',
        } as const;
        promo = { code, status, message: say(msg(messageId[status]), lang) };
      }
      const quoteId = randomUUID();
      const expiresAt = new Date(now.getTime() + QUOTE_MINUTES * 60_000);
      await db.insert(rideQuotes).values({
        id: quoteId,
        country: market.country,
        currency,
        pickup: body.pickup,
        destination: body.destination,
        pickupAt: body.pickupAt,
        passengers: body.passengers,
        luggage: body.luggage,
        distanceKm,
        durationMinutes,
        prices,
        expiresAt,
        createdAt: now,
      });
      // Quotes nobody booked go after a day (a quote is kept as long as a ride was booked from it).
      await db.delete(rideQuotes).where(lt(rideQuotes.expiresAt, new Date(now.getTime() - 86_400_000)));
      // The discount shows where it will apply: applied now, or on signing in for a first ride.
      const discounts = promo && (promo.status === 'applied' || promo.status === 'sign-in-required');
      return {
        quoteId,
        expiresAt: expiresAt.toISOString(),
        distanceKm,
        durationMinutes,
        pickupAt: body.pickupAt,
        options: VEHICLE_CLASSES.map((vehicleClass) => {
          const c = CLASSES[vehicleClass];
          const price = prices[vehicleClass];
          const off = discounts ? firstTripDiscountMinor(price, currency) : 0;
          const available = body.passengers <= c.seats && body.luggage <= c.bags;
          return {
            vehicleClass,
            price: money(price, currency),
            discount: off > 0 ? money(off, currency) : null,
            total: money(price - off, currency),
            seats: c.seats,
            bags: c.bags,
            available,
            ...(available
              ? {}
              : { unavailableReason: say(msg('rideRoom', { seats: c.seats, bags: c.bags }), lang) }),
          };
        }),
        promo,
      };
    },
  );

  app.post(
    '/v1/ride/rides',
    {
      config: { throttle: 'ride' },
      schema: {
        tags: ['ride'],
        summary: 'Books a quoted ride as the signed-in customer (the same quote twice gives the same ride)',
        body: z.object({
          /** The quote's id. */
          quoteId: z.string().uuid({ error: english('offerInvalid', {}) }),
          /** economy, business or van. */
          vehicleClass: vehicleClassSchema,
          /** The promo code to redeem. */
          promoCode: promoCodeSchema.optional(),
        }),
        response: {
          200: z.object({ ride: rideSchema }),
          201: z.object({ ride: rideSchema }),
          ...errorResponses,
          ...crossOriginResponse,
        },
      },
    },
    async (req, reply) => {
      const user = await currentUser(deps, req);
      if (!user) throw notSignedIn();
      const { quoteId, vehicleClass, promoCode } = req.body;
      const now = deps.now();
      const [again] = await db.select().from(rides).where(eq(rides.quoteId, quoteId));
      if (again) {
        if (again.userId !== user.id) throw new ApiError(410, 'quote_expired', msg('offerGone'));
        return reply.code(200).send({ ride: rideView(again, now, speed) });
      }
      const [quote] = await db.select().from(rideQuotes).where(eq(rideQuotes.id, quoteId));
      if (!quote)
        throw new ApiError(400, 'invalid_request', msg('offerInvalid'), {
          fields: { quoteId: msg('offerInvalid') },
        });
      if (quote.expiresAt.getTime() < now.getTime())
        throw new ApiError(410, 'quote_expired', msg('offerGone'));
      const c = CLASSES[vehicleClass];
      if (quote.passengers > c.seats || quote.luggage > c.bags)
        throw new ApiError(400, 'invalid_request', msg('rideClassFull'), {
          fields: { vehicleClass: msg('rideClassFull') },
        });
      if (promoCode !== undefined && promoCode !== rideFirstTripCode)
        throw new ApiError(400, 'invalid_request', msg('promoUnknown'), {
          fields: { promoCode: msg('promoUnknown') },
        });
      const price = quote.prices[vehicleClass]!;
      const discountMinor = promoCode ? firstTripDiscountMinor(price, quote.currency) : 0;
      const id = randomUUID();
      const bearing = (Number.parseInt(id.slice(0, 8), 16) / 0xffffffff) * 2 * Math.PI;
      const driverKm = 1.5 + (Number.parseInt(id.slice(9, 13), 16) / 0xffff) * 2;
      const pickupInstant =
        quote.pickupAt === null
          ? now
          : instantOf(quote.pickupAt, branchTimeZone({ country: quote.country, lng: quote.pickup.lng }));
      const startsAt = new Date(Math.max(now.getTime(), pickupInstant.getTime() - SCHEDULED_LEAD_MS));
      const row: typeof rides.$inferInsert = {
        id,
        number: rideNumber(),
        userId: user.id,
        quoteId,
        country: quote.country,
        vehicleClass,
        pickup: quote.pickup,
        destination: quote.destination,
        pickupAt: quote.pickupAt,
        passengers: quote.passengers,
        luggage: quote.luggage,
        distanceKm: quote.distanceKm,
        durationMinutes: quote.durationMinutes,
        currency: quote.currency,
        priceMinor: price,
        discountMinor,
        promoCode: promoCode ?? null,
        driverIndex: Number.parseInt(id.slice(14, 18), 16),
        driverStart: offset(quote.pickup, driverKm, bearing),
        startsAt,
        phases: scheduleFor(quote.durationMinutes, driverKm),
        bookedAt: now,
        cancelledAt: null,
      };
      try {
        await db.transaction(async (tx) => {
          // Once per customer: the redemption's primary key (user, code) refuses a second one, also when
          // two bookings race on two instances.
          if (promoCode)
            await tx.insert(ridePromoRedemptions).values({ userId: user.id, code: promoCode, rideId: id });
          await tx.insert(rides).values(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const [raced] = await db.select().from(rides).where(eq(rides.quoteId, quoteId));
          if (raced?.userId === user.id) return reply.code(200).send({ ride: rideView(raced, now, speed) });
          if (promoCode)
            throw new ApiError(409, 'promo_used', msg('promoUsed'), {
              fields: { promoCode: msg('promoUsed') },
            });
        }
        throw error;
      }
      const [stored] = await db.select().from(rides).where(eq(rides.id, id));
      return reply.code(201).send({ ride: rideView(stored!, now, speed) });
    },
  );

  app.get(
    '/v1/ride/rides',
    {
      schema: {
        tags: ['ride'],
        summary: "The signed-in customer's rides: upcoming (soonest first), past (newest first) or all",
        querystring: z.object({
          /** upcoming, past or all (default). */
          scope: z.enum(['upcoming', 'past', 'all']).default('all'),
        }),
        response: { 200: z.object({ rides: z.array(rideSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const user = await currentUser(deps, req);
      if (!user) throw notSignedIn();
      const now = deps.now();
      const rows = await db
        .select()
        .from(rides)
        .where(eq(rides.userId, user.id))
        .orderBy(desc(rides.bookedAt))
        .limit(200);
      const views = rows.map((row) => rideView(row, now, speed));
      const over = (s: RideStatus) => s === 'finished' || s === 'cancelled';
      const { scope } = req.query;
      if (scope === 'past') return { rides: views.filter((r) => over(r.status)) };
      if (scope === 'upcoming')
        return {
          rides: views
            .filter((r) => !over(r.status))
            .sort((a, b) => (a.pickupAt ?? a.bookedAt).localeCompare(b.pickupAt ?? b.bookedAt)),
        };
      return { rides: views };
    },
  );

  app.get(
    '/v1/ride/rides/:rideId',
    {
      schema: {
        tags: ['ride'],
        summary: "One of the signed-in customer's rides, as it is now",
        params: rideIdParams,
        response: { 200: z.object({ ride: rideSchema }), ...errorResponses },
      },
    },
    async (req) => ({ ride: rideView(await ownRide(req, req.params.rideId), deps.now(), speed) }),
  );

  app.get(
    '/v1/ride/rides/:rideId/events',
    {
      schema: {
        tags: ['ride'],
        summary:
          "The ride's live status as Server-Sent Events: an event `ride` (data: the Ride) at once and at every change, ids growing; ends after finished or cancelled",
        description:
          'text/event-stream. Each event: `id: <n>`, `event: ride`, `data: <Ride JSON>`. `retry: 2000`; a comment line every 15 s keeps the connection open. After a reconnect (Last-Event-ID) the current state comes at once.',
        params: rideIdParams,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe("The event stream (text/event-stream); each event's data is a Ride."),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const first = await ownRide(req, req.params.rideId);
      streamRide(req, reply, first);
    },
  );

  /** Writes the ride's events to the response until it is over or the client goes. */
  function streamRide(req: FastifyRequest, reply: FastifyReply, first: RideRow): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write('retry: 2000\n\n');
    let row = first;
    let last = '';
    // After a reconnect the ids go on from the client's Last-Event-ID, also within the same tick.
    const resumed = Number(req.headers['last-event-id']);
    let lastId = Number.isSafeInteger(resumed) && resumed >= 0 ? resumed : -1;
    let closed = false;
    const send = () => {
      const view = rideView(row, deps.now(), speed);
      const data = JSON.stringify(view);
      if (data === last) return view;
      last = data;
      const state = rideState(row, deps.now(), speed);
      // Ids grow with the ride's clock (and by one at least), so a reconnect's Last-Event-ID is older.
      lastId = Math.max(lastId + 1, state.tick);
      res.write(`id: ${lastId}\nevent: ride\ndata: ${data}\n\n`);
      return view;
    };
    const stop = () => {
      if (closed) return;
      closed = true;
      streams.delete(stop);
      clearInterval(tick);
      clearInterval(heartbeat);
      res.end();
    };
    streams.add(stop);
    // Re-read the row (a cancel on another instance) and send what changed: every 2 s of the simulator's
    // time, at most once a second and at least every 50 ms (a sped-up simulator shows every status).
    const tick = setInterval(
      async () => {
        try {
          const [fresh] = await db.select().from(rides).where(eq(rides.id, row.id));
          if (closed || !fresh) return;
          row = fresh;
          const view = send();
          if (view.status === 'finished' || view.status === 'cancelled') stop();
        } catch (error) {
          req.log.warn({ err: error }, 'ride stream: reading the ride failed');
        }
      },
      Math.max(50, Math.min(1000, 2000 / speed)),
    );
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    req.raw.on('close', stop);
    const view = send();
    if (view.status === 'finished' || view.status === 'cancelled') stop();
  }

  app.post(
    '/v1/ride/rides/:rideId/cancel',
    {
      schema: {
        tags: ['ride'],
        summary: 'Cancels a ride before the customer is on board (a redeemed promo code is given back)',
        params: rideIdParams,
        response: { 200: z.object({ ride: rideSchema }), ...errorResponses, ...crossOriginResponse },
      },
    },
    async (req) => {
      const row = await ownRide(req, req.params.rideId);
      const now = deps.now();
      if (!rideState(row, now, speed).cancellable)
        throw new ApiError(409, 'not_cancellable', msg('notCancellable'));
      await db.transaction(async (tx) => {
        await tx
          .update(rides)
          .set({ cancelledAt: now })
          .where(and(eq(rides.id, row.id), isNull(rides.cancelledAt)));
        await tx
          .delete(ridePromoRedemptions)
          .where(and(eq(ridePromoRedemptions.userId, row.userId), eq(ridePromoRedemptions.rideId, row.id)));
      });
      const [updated] = await db.select().from(rides).where(eq(rides.id, row.id));
      return { ride: rideView(updated!, now, speed) };
    },
  );

  app.get(
    '/v1/ride/rides/:rideId/receipt',
    {
      schema: {
        tags: ['ride'],
        summary: 'The receipt of a finished ride',
        params: rideIdParams,
        response: { 200: z.object({ receipt: receiptSchema }), ...errorResponses },
      },
    },
    async (req) => {
      const row = await ownRide(req, req.params.rideId);
      const state = rideState(row, deps.now(), speed);
      if (state.status !== 'finished') throw new ApiError(409, 'not_finished', msg('rideNotFinished'));
      const lang = messageLanguage(req);
      const total = row.priceMinor - row.discountMinor;
      const rate = vatRate(row.country);
      return {
        receipt: {
          number: `${row.number}-1`,
          rideNumber: row.number,
          issuedAt: state.statusAt.toISOString(),
          lines: [
            { label: say(msg('receiptFare'), lang), amount: money(row.priceMinor, row.currency) },
            ...(row.discountMinor > 0
              ? [
                  {
                    label: say(msg('receiptDiscount', { code: row.promoCode ?? '' }), lang),
                    amount: money(-row.discountMinor, row.currency),
                  },
                ]
              : []),
          ],
          total: money(total, row.currency),
          vat: { rate, amount: money(includedVat(total, rate), row.currency) },
          paymentMethod: say(msg('receiptPayment'), lang),
        },
      };
    },
  );
}

/** A unique-constraint violation (PostgreSQL 23505), from PGlite or postgres.js, maybe wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
