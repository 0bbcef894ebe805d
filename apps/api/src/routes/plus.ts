// Long-term rental ("plus", issue 21, spec §9: longer than 27 days): offers and quotes from the vehicle
// groups' prices, contracts of a signed-in customer (idempotent per Idempotency-Key), their documents and
// typed-name acceptances, odometer readings with a photo, and the branch's handover (service token).
// Prices come from plus/pricing.ts, mileage rules from plus/mileage.ts, documents from plus/documents.ts.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { plusAcceptances, plusContracts, plusReadings, uploads, users } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { money, resolveMarket } from '../http.ts';
import { messageLanguage } from '../i18n/languages.ts';
import { msg } from '../i18n/translate.ts';
import { idempotencyHeaders, readableNumber, refuseAnotherRequest, requestHashOf } from '../idempotency.ts';
import { agreementPayments } from '../payments/agreement-view.ts';
import { chargeAgreement } from '../payments/renewals.ts';
import {
  buildDocument,
  DOCUMENT_VERSIONS,
  type DocumentFacts,
  PLUS_DOCUMENTS,
  type PlusDocument,
} from '../plus/documents.ts';
import { jumpCheck, type MileageContract, mileageSummary } from '../plus/mileage.ts';
import { mileageUnitOf, offerOf, offersOf } from '../plus/offers.ts';
import { isMileageOption, MILEAGE_OPTIONS, type MileageUnit, plusPrice } from '../plus/pricing.ts';
import {
  acceptanceBodySchema,
  chargeBodySchema,
  contractBodySchema,
  contractIdParams,
  contractSchema,
  documentParams,
  documentSchema,
  handoverBodySchema,
  offersQuerySchema,
  offersResponseSchema,
  plusMileageSchema,
  previewBodySchema,
  quoteBodySchema,
  quoteSchema,
  readingBodySchema,
} from '../plus/schemas.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';
import { addDays, addMonths } from '../subscription/terms.ts';

type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;
type ContractRow = typeof plusContracts.$inferSelect;
type ContractView = z.infer<typeof contractSchema>;

/** How far ahead a contract may start. */
const MAX_START_DAYS = 90;

const notFound = () => new ApiError(404, 'plus_contract_not_found', msg('plusContractNotFound'));
const offerNotFound = () =>
  new ApiError(404, 'offer_not_found', msg('plusOfferNotFound'), {
    fields: { offerId: msg('plusOfferNotFound') },
  });

/** A unique-constraint violation (PostgreSQL 23505), from PGlite or postgres.js, maybe wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** A name as typed for an acceptance: case, surrounding and repeated spaces do not matter. */
const normalName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

const mileageFacts = (row: ContractRow): MileageContract => ({
  months: row.months,
  monthlyMileage: row.monthlyMileage,
  endDate: row.endDate,
  excessUnitPriceMinor: row.excessUnitPriceMinor,
  handoverOdometer: row.handoverOdometer,
  handoverAt: row.handoverAt,
});

export function registerPlusRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const today = () => deps.now().toISOString().slice(0, 10);

  async function signedIn(req: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  }

  /** The offer's priced group and the checked choices, each failing field named. */
  async function priced(body: z.infer<typeof quoteBodySchema>) {
    const offer = offerOf(await deps.reference.get(), body.offerId);
    if (!offer) throw offerNotFound();
    const unit = mileageUnitOf(offer.price.country);
    if (!isMileageOption(unit, body.monthlyMileage)) {
      const message = msg('plusMileageOption', { options: MILEAGE_OPTIONS[unit].join(', '), unit });
      throw new ApiError(422, 'plus_choice_invalid', message, { fields: { monthlyMileage: message } });
    }
    const price = plusPrice(offer.price, { months: body.months, monthlyMileage: body.monthlyMileage, unit });
    return { offer, unit, price };
  }

  async function contractView(row: ContractRow): Promise<ContractView> {
    const [readings, acceptances, payments, snapshot] = await Promise.all([
      db
        .select()
        .from(plusReadings)
        .where(eq(plusReadings.contractId, row.id))
        .orderBy(desc(plusReadings.readAt), desc(plusReadings.id)),
      db
        .select()
        .from(plusAcceptances)
        .where(eq(plusAcceptances.contractId, row.id))
        .orderBy(asc(plusAcceptances.acceptedAt)),
      agreementPayments(db, `plus-contract:${row.id}`, row.paymentMethodId),
      deps.reference.get(),
    ]);
    const summary = mileageSummary(mileageFacts(row), readings[0]?.odometer ?? null, deps.now());
    return {
      id: row.id,
      number: row.number,
      status: row.status as ContractView['status'],
      offerId: row.offerId,
      groupCode: row.groupCode,
      model: row.model,
      image: snapshot.group(row.groupCode)?.imagePath ?? '',
      months: row.months,
      monthlyMileage: row.monthlyMileage,
      mileageUnit: row.mileageUnit as MileageUnit,
      startDate: row.startDate,
      endDate: row.endDate,
      monthlyPrice: money(row.monthlyPriceMinor, row.currency),
      total: money(row.monthlyPriceMinor * row.months, row.currency),
      excessUnitPrice: money(row.excessUnitPriceMinor, row.currency),
      paymentMethod: payments.paymentMethod,
      handover:
        row.handoverAt && row.handoverOdometer !== null
          ? { odometer: row.handoverOdometer, at: row.handoverAt.toISOString() }
          : null,
      readings: readings.map((r) => ({
        odometer: r.odometer,
        readAt: r.readAt.toISOString(),
        jumpConfirmed: r.jumpConfirmed,
      })),
      mileage: mileageView(row, summary),
      acceptances: acceptances.map((a) => ({
        document: a.document as PlusDocument,
        version: a.version,
        typedName: a.typedName,
        acceptedAt: a.acceptedAt.toISOString(),
      })),
      documents: PLUS_DOCUMENTS.map((document) => ({
        document,
        version: DOCUMENT_VERSIONS[document],
        available: document === 'contract' || row.handoverAt !== null,
      })),
      openRenewal: payments.openRenewal,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function mileageView(row: ContractRow, summary: ReturnType<typeof mileageSummary>) {
    return {
      allowedSoFar: summary.allowedSoFar,
      driven: summary.driven,
      projectedExcessUnits: summary.projectedExcessUnits,
      projectedExcess: money(summary.projectedExcessMinor, row.currency),
    };
  }

  async function ownContract(user: SessionUser, id: string): Promise<ContractRow> {
    const [row] = await db
      .select()
      .from(plusContracts)
      .where(and(eq(plusContracts.id, id), eq(plusContracts.userId, user.id)));
    // Another customer's contract is as unknown as no contract.
    if (!row) throw notFound();
    return row;
  }

  app.get(
    '/v1/plus/offers',
    {
      schema: {
        tags: ['plus'],
        summary: 'Long-term rental offers of a market: its car groups with terms, mileage options and prices',
        querystring: offersQuerySchema,
        response: { 200: offersResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.country);
      const offers = offersOf(await deps.reference.get(), market.country);
      return { currency: market.currency, mileageUnit: mileageUnitOf(market.country), offers };
    },
  );

  app.post(
    '/v1/plus/quote',
    {
      schema: {
        tags: ['plus'],
        summary: 'The monthly price, total and excess price of a long-term rental choice, without ordering',
        body: quoteBodySchema,
        response: {
          200: z.object({ quote: quoteSchema }),
          404: errorResponses[400],
          422: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { offer, price } = await priced(req.body);
      const currency = offer.price.currency;
      return {
        quote: {
          monthlyPrice: money(price.monthlyPriceMinor, currency),
          total: money(price.totalMinor, currency),
          excessUnitPrice: money(price.excessUnitPriceMinor, currency),
        },
      };
    },
  );

  app.post(
    '/v1/plus/contracts',
    {
      config: { throttle: 'plusContract', personal: true },
      schema: {
        tags: ['plus'],
        summary:
          'Order a long-term rental as the signed-in customer (the same Idempotency-Key gives the same contract)',
        description:
          'The contract starts pending-acceptance: the customer accepts its document (POST …/acceptances), then stores a card (POST /v1/payments/methods/session with agreement plus-contract:{id}). A retry with the same key and body answers 200; the same key with another body 422.',
        headers: idempotencyHeaders,
        body: contractBodySchema,
        response: {
          200: z.object({ contract: contractSchema, replayed: z.literal(true) }),
          201: z.object({ contract: contractSchema, replayed: z.literal(false) }),
          404: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const key = req.headers['idempotency-key'];
      const body = req.body;
      const requestHash = requestHashOf(body);
      const sameKey = and(eq(plusContracts.userId, user.id), eq(plusContracts.idempotencyKey, key));
      const replay = async () => {
        const [existing] = await db.select().from(plusContracts).where(sameKey);
        if (!existing) return undefined;
        refuseAnotherRequest(existing, requestHash);
        return reply.code(200).send({ contract: await contractView(existing), replayed: true as const });
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const { offer, unit, price } = await priced(body);
      const from = addDays(today(), 1);
      const to = addDays(today(), MAX_START_DAYS);
      if (body.startDate < from || body.startDate > to) {
        const message = msg('plusStartDate', { from, to });
        throw new ApiError(422, 'plus_choice_invalid', message, { fields: { startDate: message } });
      }
      const row: typeof plusContracts.$inferInsert = {
        id: randomUUID(),
        number: readableNumber('P'),
        userId: user.id,
        idempotencyKey: key,
        requestHash,
        offerId: body.offerId,
        country: offer.price.country,
        currency: offer.price.currency,
        groupCode: offer.group.code,
        model: offer.group.model,
        months: body.months,
        monthlyMileage: body.monthlyMileage,
        monthlyPriceMinor: price.monthlyPriceMinor,
        excessUnitPriceMinor: price.excessUnitPriceMinor,
        mileageUnit: unit,
        startDate: body.startDate,
        // The last day: the day before the same date `months` later.
        endDate: addDays(addMonths(body.startDate, body.months), -1),
        status: 'pending-acceptance',
        paymentMethodId: null,
        handoverOdometer: null,
        handoverAt: null,
        createdAt: deps.now(),
      };
      try {
        await db.insert(plusContracts).values(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key raced on another instance: answer its contract.
        const raced = await replay();
        if (raced) return raced;
        throw error;
      }
      const [stored] = await db.select().from(plusContracts).where(eq(plusContracts.id, row.id));
      return reply.code(201).send({ contract: await contractView(stored!), replayed: false as const });
    },
  );

  app.get(
    '/v1/plus/contracts',
    {
      config: { personal: true },
      schema: {
        tags: ['plus'],
        summary: "The signed-in customer's long-term rental contracts, newest first",
        response: { 200: z.object({ contracts: z.array(contractSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const rows = await db
        .select()
        .from(plusContracts)
        .where(eq(plusContracts.userId, user.id))
        .orderBy(desc(plusContracts.createdAt))
        .limit(100);
      return { contracts: await Promise.all(rows.map(contractView)) };
    },
  );

  app.get(
    '/v1/plus/contracts/:id',
    {
      config: { personal: true },
      schema: {
        tags: ['plus'],
        summary: "One of the signed-in customer's long-term rental contracts (another's id: 404)",
        params: contractIdParams,
        response: { 200: z.object({ contract: contractSchema }), ...errorResponses },
      },
    },
    async (req) => ({ contract: await contractView(await ownContract(await signedIn(req), req.params.id)) }),
  );

  async function documentFacts(row: ContractRow, user: SessionUser): Promise<DocumentFacts> {
    const [holder] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, user.id));
    return {
      number: row.number,
      holder: `${holder?.firstName ?? ''} ${holder?.lastName ?? ''}`.trim(),
      model: row.model,
      groupCode: row.groupCode,
      months: row.months,
      startDate: row.startDate,
      endDate: row.endDate,
      monthlyMileage: row.monthlyMileage,
      mileageUnit: row.mileageUnit as MileageUnit,
      monthlyPriceMinor: row.monthlyPriceMinor,
      totalMinor: row.monthlyPriceMinor * row.months,
      excessUnitPriceMinor: row.excessUnitPriceMinor,
      currency: row.currency,
      handoverOdometer: row.handoverOdometer,
      handoverAt: row.handoverAt,
    };
  }

  const documentNotAvailable = () =>
    new ApiError(409, 'document_not_available', msg('plusDocumentNotAvailable'));

  app.get(
    '/v1/plus/contracts/:id/documents/:document',
    {
      config: { personal: true },
      schema: {
        tags: ['plus'],
        summary:
          "A contract's document (contract, handover-protocol) built from its facts in the request's language (German and English written out; others in English)",
        params: documentParams,
        response: { 200: documentSchema, 409: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const row = await ownContract(user, req.params.id);
      if (req.params.document === 'handover-protocol' && !row.handoverAt) throw documentNotAvailable();
      return buildDocument(req.params.document, await documentFacts(row, user), messageLanguage(req));
    },
  );

  app.post(
    '/v1/plus/contracts/:id/acceptances',
    {
      config: { personal: true },
      schema: {
        tags: ['plus'],
        summary:
          "Accept a contract's document with the typed name of the account holder (once per document); the contract then waits for a card",
        params: contractIdParams,
        body: acceptanceBodySchema,
        response: {
          201: z.object({ contract: contractSchema }),
          409: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const row = await ownContract(user, req.params.id);
      const { document, version, typedName } = req.body;
      if (document === 'handover-protocol' && !row.handoverAt) throw documentNotAvailable();
      const current = DOCUMENT_VERSIONS[document];
      if (version !== current)
        throw new ApiError(
          409,
          'document_version_outdated',
          msg('plusDocumentOutdated', { version: current }),
        );
      const [holder] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, user.id));
      const name = `${holder?.firstName ?? ''} ${holder?.lastName ?? ''}`;
      if (normalName(typedName) !== normalName(name)) {
        const message = msg('plusTypedName', { name: name.trim() });
        throw new ApiError(422, 'typed_name_mismatch', message, { fields: { typedName: message } });
      }
      const alreadyAccepted = () => new ApiError(409, 'already_accepted', msg('plusAlreadyAccepted'));
      if (document === 'contract' && row.status !== 'pending-acceptance') throw alreadyAccepted();
      try {
        await db.transaction(async (tx) => {
          await tx.insert(plusAcceptances).values({
            contractId: row.id,
            document,
            version,
            typedName: typedName.trim(),
            acceptedAt: deps.now(),
          });
          if (document === 'contract') {
            // Conditional: two acceptances at once move the contract once (the unique index refuses the other).
            await tx
              .update(plusContracts)
              .set({ status: 'pending-payment-method' })
              .where(and(eq(plusContracts.id, row.id), eq(plusContracts.status, 'pending-acceptance')));
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyAccepted();
        throw error;
      }
      return reply.code(201).send({ contract: await contractView(await ownContract(user, row.id)) });
    },
  );

  /** The reading a new one must not be below: the latest reading, else the handover. */
  async function lastReading(row: ContractRow): Promise<{ odometer: number; at: Date }> {
    if (row.status !== 'active' || row.handoverOdometer === null || !row.handoverAt)
      throw new ApiError(409, 'handover_missing', msg('plusHandoverMissing'));
    const [latest] = await db
      .select()
      .from(plusReadings)
      .where(eq(plusReadings.contractId, row.id))
      .orderBy(desc(plusReadings.readAt), desc(plusReadings.id))
      .limit(1);
    return latest
      ? { odometer: latest.odometer, at: latest.readAt }
      : { odometer: row.handoverOdometer, at: row.handoverAt };
  }

  function notBelow(row: ContractRow, last: { odometer: number }, odometer: number): void {
    if (odometer < last.odometer) {
      const message = msg('plusReadingBelowLast', { last: last.odometer, unit: row.mileageUnit });
      throw new ApiError(422, 'reading_below_last', message, { fields: { odometer: message } });
    }
  }

  app.post(
    '/v1/plus/contracts/:id/readings/preview',
    {
      config: { personal: true },
      schema: {
        tags: ['plus'],
        summary:
          'The mileage summary a reading would give (projected excess to the end of the contract), without storing it',
        params: contractIdParams,
        body: previewBodySchema,
        response: {
          200: z.object({
            mileage: plusMileageSchema,
            /** Whether sending it needs `confirmUnusual` (see the unusual-jump rule in plus/mileage.ts). */
            unusual: z.boolean(),
          }),
          409: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const row = await ownContract(user, req.params.id);
      const last = await lastReading(row);
      notBelow(row, last, req.body.odometer);
      const now = deps.now();
      return {
        mileage: mileageView(row, mileageSummary(mileageFacts(row), req.body.odometer, now)),
        unusual: jumpCheck(mileageFacts(row), last, req.body.odometer, now).unusual,
      };
    },
  );

  app.post(
    '/v1/plus/contracts/:id/readings',
    {
      config: { personal: true },
      schema: {
        tags: ['plus'],
        summary: 'Send an odometer reading with a photo of it (an image upload of the customer)',
        description:
          'Refused below the last reading (422 reading_below_last). A jump of more than 3 times the pro-rata allowance since the last reading and more than 1,000 units needs confirmUnusual (409 reading_unusual, nothing stored; details: since, days, allowed, unit).',
        params: contractIdParams,
        body: readingBodySchema,
        response: {
          201: z.object({ mileage: plusMileageSchema, contract: contractSchema }),
          409: errorResponses[400],
          422: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const row = await ownContract(user, req.params.id);
      const last = await lastReading(row);
      const { odometer, photoUploadId, confirmUnusual } = req.body;
      notBelow(row, last, odometer);
      // The photo: the customer's own upload, and an image (not a PDF); another's id is as unknown as none.
      const [photo] = await db
        .select({ contentType: uploads.contentType })
        .from(uploads)
        .where(and(eq(uploads.id, photoUploadId), eq(uploads.userId, user.id)));
      if (!photo?.contentType.startsWith('image/')) {
        const message = msg('plusReadingPhoto');
        throw new ApiError(422, 'reading_photo_invalid', message, { fields: { photoUploadId: message } });
      }
      const now = deps.now();
      const jump = jumpCheck(mileageFacts(row), last, odometer, now);
      if (jump.unusual && !confirmUnusual)
        throw new ApiError(
          409,
          'reading_unusual',
          msg('plusReadingUnusual', {
            since: jump.since,
            days: jump.days,
            allowed: jump.allowed,
            unit: row.mileageUnit,
          }),
          { details: { since: jump.since, days: jump.days, allowed: jump.allowed, unit: row.mileageUnit } },
        );
      await db.insert(plusReadings).values({
        contractId: row.id,
        odometer,
        photoUploadId,
        jumpConfirmed: jump.unusual,
        readAt: now,
      });
      const contract = await contractView(row);
      return reply.code(201).send({ mileage: contract.mileage, contract });
    },
  );

  app.post(
    '/v1/service/plus/contracts/:id/handover',
    {
      schema: {
        tags: ['service'],
        summary:
          'The branch records the vehicle handover of an active contract (Authorization: Bearer {API_SERVICE_TOKEN}): the first odometer baseline; the handover protocol becomes available',
        params: contractIdParams,
        body: handoverBodySchema,
        response: {
          200: z.object({ contract: contractSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [row] = await db.select().from(plusContracts).where(eq(plusContracts.id, req.params.id));
      if (!row) throw notFound();
      if (row.status !== 'active')
        throw new ApiError(409, 'contract_not_active', msg('plusContractNotActive'));
      // Conditional on no handover yet: two calls record it once.
      const [updated] = await db
        .update(plusContracts)
        .set({ handoverOdometer: req.body.odometer, handoverAt: deps.now() })
        .where(and(eq(plusContracts.id, row.id), isNull(plusContracts.handoverAt)))
        .returning();
      if (!updated) throw new ApiError(409, 'handover_recorded', msg('plusHandoverRecorded'));
      return { contract: await contractView(updated) };
    },
  );
  app.post(
    '/v1/service/plus/contracts/:id/charge',
    {
      schema: {
        tags: ['service'],
        summary:
          'Charge a month of an active contract to its stored card (Authorization: Bearer {API_SERVICE_TOKEN}); once per month: a retry charges nothing more',
        description:
          'The idempotency key plus:{id}:{period} makes a repeated call answer the same charge. A refused or expired card opens a renewal (the customer is mailed a link to /pay/renewal) and answers status refused with its id.',
        params: contractIdParams,
        body: chargeBodySchema,
        response: {
          200: z.object({
            /** paid, or refused (a renewal is open). */
            status: z.enum(['paid', 'refused']),
            /** The renewal opened (or added to) when refused. */
            renewalId: z.string().nullable(),
          }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          422: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [row] = await db.select().from(plusContracts).where(eq(plusContracts.id, req.params.id));
      if (!row) throw notFound();
      if (row.status !== 'active')
        throw new ApiError(409, 'contract_not_active', msg('plusContractNotActive'));
      const { period } = req.body;
      // Only a month the contract runs in.
      if (period < row.startDate.slice(0, 7) || period > row.endDate.slice(0, 7)) {
        const message = msg('plusChargePeriod', { from: row.startDate, to: row.endDate });
        throw new ApiError(422, 'plus_period_invalid', message, { fields: { period: message } });
      }
      const result = await chargeAgreement(deps, {
        agreement: `plus-contract:${row.id}`,
        amountMinor: row.monthlyPriceMinor,
        currency: row.currency,
        description: `Monthly rate ${period} (${row.number})`,
        idempotencyKey: `plus:${row.id}:${period}`,
      });
      return { status: result.status, renewalId: result.renewalId ?? null };
    },
  );
}
