// Car subscription (spec §3, §4, §7): subscription branches, offers with every filter, branch
// availability, tenure options, campaigns with registration (one per customer) and reviews.
import { safeReturnAddress } from '@rental/remote-apps/account-links';
import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  activeSubscriptions,
  branches,
  campaignConfirmations,
  campaignRegistrations,
  reviews,
  subscriptionCampaigns,
  subscriptionOffers,
} from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { countryCodeSchema, csvQuery, money, moneySchema, resolveMarket } from '../http.ts';
import { en } from '../i18n/messages/en.ts';
import { english } from '../i18n/translate.ts';
import { mailLinkOrigin, mailLocale, queueMail } from '../mail/queue.ts';
import { currentUser, newToken, sha256 } from '../session.ts';
import { LOYALTY_REFUND_MONTHS, orderOptions } from '../subscription/pricing.ts';
import { tenurePriceMinor } from '../subscription/tenure.ts';
import { minimumMonths, TERMS } from '../subscription/terms.ts';
import { REQUIRED_MESSAGE } from '../validation.ts';
import { branchSchema, toBranch } from './branches.ts';

/** spec §3: the six availability options, by days until the car is available. */
export const AVAILABILITY_OPTIONS = [
  'within_days',
  'under_2_weeks',
  'under_4_weeks',
  '1_2_months',
  '2_3_months',
  'over_3_months',
] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

/** Which option a number of days until availability falls in (the most specific one). */
export function availabilityOf(days: number): Availability {
  if (days <= 3) return 'within_days';
  if (days <= 14) return 'under_2_weeks';
  if (days <= 28) return 'under_4_weeks';
  if (days <= 61) return '1_2_months';
  if (days <= 92) return '2_3_months';
  return 'over_3_months';
}

/** Whether days-until-available satisfies an option; 'within'/'under' options are cumulative. */
export function matchesAvailability(days: number, option: Availability): boolean {
  switch (option) {
    case 'within_days':
      return days <= 3;
    case 'under_2_weeks':
      return days <= 14;
    case 'under_4_weeks':
      return days <= 28;
    case '1_2_months':
      return days > 28 && days <= 61;
    case '2_3_months':
      return days > 61 && days <= 92;
    case 'over_3_months':
      return days > 92;
  }
}

/** spec §3 vehicle types of the filter. */
export const SUBSCRIPTION_VEHICLE_TYPES = [
  'convertible',
  'sedan',
  'station_wagon',
  'suv',
  'van',
  'multiseater',
  'other',
] as const;
/** spec §3 vehicle categories: P car, L truck, F special. */
export const VEHICLE_CATEGORIES = ['P', 'L', 'F'] as const;
/** spec §3 fuel / engine types: combustion C, electric E, hybrid H. */
export const FUEL_TYPES = ['C', 'E', 'H'] as const;
/** spec §9: budget slider step. */
export const BUDGET_STEP = 100;
/** spec §9: up to 6 branches in the location filter. */
export const MAX_FILTER_BRANCHES = 6;

/** spec §4: subscription terms. */
export function tenureOptions(monthlyMinor: number, currency: string) {
  return TERMS.map((id) => ({
    id,
    /** Flexible: 30-day term renewing monthly. */
    minimumMonths: Math.max(1, minimumMonths(id)),
    noticeDays: 30,
    renewal: 'monthly' as const,
    monthlyPrice: money(tenurePriceMinor(monthlyMinor, currency, id), currency),
  }));
}

const tenureSchema = z
  .object({
    /** flexible, 6_months or 12_months. */
    id: z.enum(['flexible', '6_months', '12_months']),
    /** Minimum period in months (flexible: 1). */
    minimumMonths: z.number().int(),
    /** After the minimum period the subscription runs on with this notice (30 days). */
    noticeDays: z.number().int(),
    /** Renewal rhythm after the minimum period. */
    renewal: z.literal('monthly'),
    /** Price per month with this term. */
    monthlyPrice: moneySchema,
  })
  .meta({ id: 'SubscriptionTenure' });

const orderOptionsSchema = z
  .object({
    /** Kilometres per month on top of the included ones: included (none), plus500, plus1000, plus2000. */
    mileagePackages: z.array(
      z.object({ id: z.string(), extraKmPerMonth: z.number().int(), monthlyPrice: moneySchema }),
    ),
    /** Extras per month: additional_driver, winter_tyres, child_seat, zero_deductible. */
    extras: z.array(z.object({ id: z.string(), monthlyPrice: moneySchema })),
    /** Once, for delivery to the customer's address instead of pickup at a branch. */
    deliveryFee: moneySchema,
  })
  .meta({ id: 'SubscriptionOrderOptions' });

function orderOptionsView(currency: string): z.infer<typeof orderOptionsSchema> {
  const o = orderOptions(currency);
  return {
    mileagePackages: o.mileagePackages.map((p) => ({
      id: p.id,
      extraKmPerMonth: p.extraKmPerMonth,
      monthlyPrice: money(p.monthlyPriceMinor, currency),
    })),
    extras: o.extras.map((e) => ({ id: e.id, monthlyPrice: money(e.monthlyPriceMinor, currency) })),
    deliveryFee: money(o.deliveryFeeMinor, currency),
  };
}

const subscriptionOfferSchema = z
  .object({
    /** Offer id. */
    id: z.string(),
    /** Make, e.g. 'Cupra'. */
    make: z.string(),
    /** Model, e.g. 'Born'. */
    model: z.string(),
    /** car, van or truck (spec §3 vehicle categories). */
    vehicleType: z.string(),
    /** spec §3: P car, L truck, F special. */
    categoryCode: z.string(),
    /** Filter vehicle type: convertible, sedan, station_wagon, suv, van, multiseater, other. */
    bodyStyle: z.string(),
    /** automatic or manual. */
    transmission: z.string(),
    /** C combustion, E electric, H hybrid. */
    fuelType: z.string(),
    /** Seats. */
    seats: z.number().int(),
    /** Payload in kg (vans, trucks). */
    payloadKg: z.number().nullable(),
    /** Loading space in m³ (vans, trucks). */
    loadingSpaceM3: z.number().nullable(),
    /** Price per month with the 12-month term (the 'from' price). */
    monthlyPrice: moneySchema,
    /** One-off enrollment / start fee. */
    enrollmentFee: moneySchema,
    /** Shortest minimum period in months (flexible term: 1). */
    minimumPeriodMonths: z.number().int(),
    /** Loyalty refund: the enrollment fee comes back after this many months. */
    loyaltyRefund: z.object({ afterMonths: z.number().int(), amount: moneySchema }),
    /** First day the car can be picked up (YYYY-MM-DD). */
    availableFrom: z.string(),
    /** Last day to start the subscription (YYYY-MM-DD). */
    availableTo: z.string(),
    /** Availability option the offer falls in. */
    availability: z.enum(AVAILABILITY_OPTIONS),
    /** Minimum driver age. */
    minDriverAge: z.number().int(),
    /** Driving licence class needed. */
    licenceClass: z.string(),
    /** Kilometres included per month. */
    includedKmPerMonth: z.number().int(),
    /** Picture path. */
    imagePath: z.string(),
    /** Pickup branch. */
    branch: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
  })
  .meta({ id: 'SubscriptionOffer' });

type OfferRow = typeof subscriptionOffers.$inferSelect;
type BranchRow = typeof branches.$inferSelect;

function daysUntil(date: string, now: Date): number {
  const ms = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

function toOffer(o: OfferRow, b: BranchRow, now: Date): z.infer<typeof subscriptionOfferSchema> {
  return {
    id: o.id,
    make: o.make,
    model: o.model,
    vehicleType: o.vehicleType,
    categoryCode: o.categoryCode,
    bodyStyle: o.bodyStyle,
    transmission: o.transmission,
    fuelType: o.fuel,
    seats: o.seats,
    payloadKg: o.payloadKg,
    loadingSpaceM3: o.loadingSpaceM3,
    monthlyPrice: money(o.monthlyPriceMinor, o.currency),
    enrollmentFee: money(o.enrollmentFeeMinor, o.currency),
    minimumPeriodMonths: 1,
    loyaltyRefund: { afterMonths: LOYALTY_REFUND_MONTHS, amount: money(o.enrollmentFeeMinor, o.currency) },
    availableFrom: o.availableFrom,
    availableTo: o.availableTo,
    availability: availabilityOf(daysUntil(o.availableFrom, now)),
    minDriverAge: o.minDriverAge,
    licenceClass: o.licenceClass,
    includedKmPerMonth: o.includedKmPerMonth,
    imagePath: o.imagePath,
    branch: { id: b.id, name: b.name, city: b.city },
  };
}

/** spec §8: campaign registration error header and causes. */
export const CAMPAIGN_ERROR = 'Something went wrong';
export const CAMPAIGN_CAUSES = {
  active_subscription: 'You already have an active subscription, so you cannot register for this campaign.',
  open_registration:
    'You already have an open registration request; only one registration per customer is possible.',
} as const;

/** Hours a guest has to confirm a campaign registration. */
const CONFIRM_HOURS = 48;
export const CONFIRM_INVALID = 'This confirmation link is invalid or has expired. Please register again.';

/** The page of a guest's confirmation link: the site path they registered on, else '/subscription'. */
function registrationPage(page: string | undefined): string {
  const path = safeReturnAddress(page);
  return path && !/[?#]/.test(path) ? path : '/subscription';
}

/** Registers the subscription endpoints. */
export function registerSubscriptionRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const countryQuery = z.object({ countryCode: countryCodeSchema });

  async function offersWithBranches(country: string, extra: SQL[] = []) {
    return db
      .select({ offer: subscriptionOffers, branch: branches })
      .from(subscriptionOffers)
      .innerJoin(branches, eq(branches.id, subscriptionOffers.branchId))
      .where(and(eq(subscriptionOffers.country, country), ...extra))
      .orderBy(asc(subscriptionOffers.monthlyPriceMinor), asc(subscriptionOffers.id));
  }

  app.get(
    '/v2/apps/subscriptionbranches',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Branches where subscriptions are picked up, with their offer counts',
        querystring: countryQuery,
        response: {
          200: z.object({
            countryCode: z.string(),
            branches: z.array(
              branchSchema.extend({ /** Offers at this branch. */ offerCount: z.number().int() }),
            ),
            /** Cities with subscription branches, for the pickup-city picker. */
            cities: z.array(z.string()),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const rows = await db
        .select()
        .from(branches)
        .where(and(eq(branches.country, market.country), eq(branches.subscription, true)))
        .orderBy(asc(branches.id));
      const offers = await db
        .select({ branchId: subscriptionOffers.branchId })
        .from(subscriptionOffers)
        .where(eq(subscriptionOffers.country, market.country));
      return {
        countryCode: market.country,
        branches: rows.map((r) => ({
          ...toBranch(r),
          offerCount: offers.filter((o) => o.branchId === r.id).length,
        })),
        cities: [...new Set(rows.map((r) => r.city))],
      };
    },
  );

  app.get(
    '/v1/rentaloffers/subscriptionoffers',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'Subscription offers with the filters of spec §3; an empty list with a message when none match',
        querystring: z.object({
          countryCode: countryCodeSchema,
          /** One of the six availability options. */
          availability: z
            .enum(AVAILABILITY_OPTIONS, {
              error: english('parameterOneOf', {
                label: 'availability',
                values: AVAILABILITY_OPTIONS.join(', '),
              }),
            })
            .optional(),
          /** The driver's age: only offers whose minimum driver age is at most this. */
          driverAge: z.coerce
            .number()
            .int()
            .min(18, { error: 'Drivers must be at least 18.' })
            .max(99)
            .optional(),
          /** automatic or manual. */
          transmission: z
            .enum(['automatic', 'manual'], { error: 'transmission must be automatic or manual' })
            .optional(),
          /** Comma-separated fuel types: C, E, H. */
          fuelType: csvQuery(FUEL_TYPES, 3, 'fuelType').describe(
            'Comma-separated: C combustion, E electric, H hybrid',
          ),
          /** Comma-separated vehicle categories (spec §3): P car, L truck, F special. */
          category: csvQuery(VEHICLE_CATEGORIES, 3, 'category').describe(
            'Comma-separated vehicle categories: P car, L truck, F special',
          ),
          /** Comma-separated vehicle types. */
          vehicleType: csvQuery(SUBSCRIPTION_VEHICLE_TYPES, 7, 'vehicleType').describe(
            'Comma-separated: convertible, sedan, station_wagon, suv, van, multiseater, other',
          ),
          /** Highest monthly price in major units (slider step 100). */
          budget: z.coerce.number().int().min(0).max(100_000_000).optional(),
          /** Comma-separated pickup branch ids, at most 6. */
          branchIds: z
            .union([z.string(), z.array(z.string())])
            .transform((v) =>
              (Array.isArray(v) ? v.join(',') : v)
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            )
            .pipe(
              z
                .array(
                  z
                    .string()
                    .regex(/^\d{1,9}$/, { error: 'branchIds must be numbers' })
                    .transform(Number),
                )
                .max(MAX_FILTER_BRANCHES, { error: english('maxBranches', { max: MAX_FILTER_BRANCHES }) }),
            )
            .optional(),
          /** Pickup city. */
          city: z.string().trim().min(1).max(100).optional(),
          /** Comma-separated licence classes the driver holds, e.g. B or B,C1. */
          licenceClass: csvQuery(['B', 'C1'] as const, 2, 'licenceClass').describe(
            'Comma-separated licence classes: B, C1',
          ),
          /** price_asc (default), price_desc or availability. */
          sort: z.enum(['price_asc', 'price_desc', 'availability']).default('price_asc'),
          /** Page, from 1. */
          page: z.coerce.number().int().min(1).max(1000).default(1),
          /** Offers per page. */
          pageSize: z.coerce.number().int().min(1).max(100).default(24),
        }),
        response: {
          200: z.object({
            countryCode: z.string(),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
            offers: z.array(subscriptionOfferSchema),
            /** Filter metadata for the UI. */
            filters: z.object({
              availabilityOptions: z.array(z.string()),
              budgetStep: z.number().int(),
              /** Highest monthly price in the market, major units, rounded up to the step. */
              budgetMax: z.number().int(),
              maxBranches: z.number().int(),
            }),
            /** spec §4/§8: exhausted state, 'Sorry, no offers found'. */
            message: z.string().optional(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const q = req.query;
      const market = resolveMarket(req, q.countryCode);
      const now = deps.now();
      const all = await offersWithBranches(market.country);
      const digits = all[0]
        ? all[0].offer.currency === 'ISK' ||
          all[0].offer.currency === 'CLP' ||
          all[0].offer.currency === 'HUF' ||
          all[0].offer.currency === 'COP'
          ? 0
          : 2
        : 2;
      const maxMajor = Math.max(0, ...all.map((r) => r.offer.monthlyPriceMinor / 10 ** digits));
      const matching = all.filter(({ offer: o, branch: b }) => {
        if (q.availability && !matchesAvailability(daysUntil(o.availableFrom, now), q.availability))
          return false;
        if (o.availableTo < now.toISOString().slice(0, 10)) return false;
        if (q.driverAge !== undefined && o.minDriverAge > q.driverAge) return false;
        if (q.transmission && o.transmission !== q.transmission) return false;
        if (q.fuelType?.length && !q.fuelType.includes(o.fuel as (typeof FUEL_TYPES)[number])) return false;
        if (
          q.vehicleType?.length &&
          !q.vehicleType.includes(o.bodyStyle as (typeof SUBSCRIPTION_VEHICLE_TYPES)[number])
        )
          return false;
        if (q.category?.length && !q.category.includes(o.categoryCode as (typeof VEHICLE_CATEGORIES)[number]))
          return false;
        if (q.budget !== undefined && o.monthlyPriceMinor > q.budget * 10 ** digits) return false;
        if (q.branchIds?.length && !q.branchIds.includes(b.id)) return false;
        if (q.city && b.city.localeCompare(q.city, undefined, { sensitivity: 'base' }) !== 0) return false;
        if (q.licenceClass?.length && !q.licenceClass.includes(o.licenceClass as 'B' | 'C1')) return false;
        return true;
      });
      if (q.sort === 'price_desc') matching.reverse();
      if (q.sort === 'availability')
        matching.sort(
          (a, b) =>
            a.offer.availableFrom.localeCompare(b.offer.availableFrom) ||
            a.offer.id.localeCompare(b.offer.id),
        );
      const pageRows = matching.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
      return {
        countryCode: market.country,
        total: matching.length,
        page: q.page,
        pageSize: q.pageSize,
        offers: pageRows.map((r) => toOffer(r.offer, r.branch, now)),
        filters: {
          availabilityOptions: [...AVAILABILITY_OPTIONS],
          budgetStep: BUDGET_STEP,
          budgetMax: Math.ceil(maxMajor / BUDGET_STEP) * BUDGET_STEP,
          maxBranches: MAX_FILTER_BRANCHES,
        },
        ...(matching.length === 0 ? { message: 'Sorry, no offers found' } : {}),
      };
    },
  );

  app.get(
    '/v1/subscription/subscriptions/offers/country',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Branch availability: per subscription branch, how many offers and the earliest start',
        querystring: countryQuery.extend({
          /** Only this make. */
          make: z.string().trim().min(1).max(50).optional(),
          /** Only this model. */
          model: z.string().trim().min(1).max(80).optional(),
        }),
        response: {
          200: z.object({
            countryCode: z.string(),
            branches: z.array(
              z.object({
                branch: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
                /** Offers at the branch. */
                offerCount: z.number().int(),
                /** Earliest availability date (YYYY-MM-DD), null without offers. */
                earliestAvailableFrom: z.string().nullable(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const extra: SQL[] = [];
      if (req.query.make) extra.push(eq(subscriptionOffers.make, req.query.make));
      if (req.query.model) extra.push(eq(subscriptionOffers.model, req.query.model));
      const rows = await offersWithBranches(market.country, extra);
      const subBranches = await db
        .select()
        .from(branches)
        .where(and(eq(branches.country, market.country), eq(branches.subscription, true)))
        .orderBy(asc(branches.id));
      const today = deps.now().toISOString().slice(0, 10);
      return {
        countryCode: market.country,
        branches: subBranches.map((b) => {
          const own = rows.filter((r) => r.branch.id === b.id);
          const earliest = own.map((r) => [r.offer.availableFrom, today].sort()[1]!).sort()[0];
          return {
            branch: { id: b.id, name: b.name, city: b.city },
            offerCount: own.length,
            earliestAvailableFrom: earliest ?? null,
          };
        }),
      };
    },
  );

  app.get(
    '/v1/subscription/v1.1/subscriptions/offers/country',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Offers with their tenure options (flexible 30 days, or 6 or 12 months then 30 days)',
        querystring: countryQuery.extend({
          /** One offer only. */
          offerId: z
            .string()
            .regex(/^[a-z0-9-]{1,120}$/, { error: 'Unknown offer id format.' })
            .optional(),
        }),
        response: {
          200: z.object({
            countryCode: z.string(),
            offers: z.array(
              subscriptionOfferSchema.extend({
                tenureOptions: z.array(tenureSchema),
                /** What an order (POST /v1/subscription/orders) can add, priced in the offer's currency. */
                orderOptions: orderOptionsSchema,
              }),
            ),
          }),
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const rows = await offersWithBranches(
        market.country,
        req.query.offerId ? [eq(subscriptionOffers.id, req.query.offerId)] : [],
      );
      if (req.query.offerId && rows.length === 0)
        throw new ApiError(404, 'offer_not_found', 'This subscription offer does not exist in this country.');
      const now = deps.now();
      return {
        countryCode: market.country,
        offers: rows.map((r) => ({
          ...toOffer(r.offer, r.branch, now),
          tenureOptions: tenureOptions(r.offer.monthlyPriceMinor, r.offer.currency),
          orderOptions: orderOptionsView(r.offer.currency),
        })),
      };
    },
  );

  const campaignSchema = z
    .object({
      /** Campaign id. */
      id: z.string(),
      /** Title. */
      title: z.string(),
      /** What it is about. */
      description: z.string(),
      /** The benefit, shown at the subscription-details step. */
      benefit: z.string(),
      /** Days the benefit stays valid after registration (grace period). */
      gracePeriodDays: z.number().int(),
      /** Last day to register (YYYY-MM-DD). */
      validUntil: z.string(),
    })
    .meta({ id: 'SubscriptionCampaign' });

  app.get(
    '/v1/subscription/subscriptioncampaigns',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Running subscription campaigns of a market',
        querystring: countryQuery,
        response: {
          200: z.object({ countryCode: z.string(), campaigns: z.array(campaignSchema) }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const today = deps.now().toISOString().slice(0, 10);
      const rows = await db
        .select()
        .from(subscriptionCampaigns)
        .where(eq(subscriptionCampaigns.country, market.country))
        .orderBy(asc(subscriptionCampaigns.id));
      return {
        countryCode: market.country,
        campaigns: rows.filter((c) => c.validUntil >= today).map(({ country: _c, ...c }) => c),
      };
    },
  );

  const registrationSchema = z
    .object({
      /** Registration id. */
      id: z.number().int(),
      campaignId: z.string(),
      /** confirmed. */
      status: z.literal('confirmed'),
      email: z.string(),
      /** The benefit and when it expires (spec §4). */
      benefit: z.string(),
      benefitExpiresOn: z.string(),
      /** What to do next. */
      message: z.string(),
    })
    .meta({ id: 'CampaignRegistration' });
  const campaignIdParam = z.object({
    campaignId: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'Unknown campaign id format.' }),
  });
  const nameField = (tooLong: 'firstNameMax' | 'lastNameMax') =>
    z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(50, { error: en[tooLong] });

  /** Registers an e-mail address whose owner is known (signed in, or came back through the mailed link). */
  async function register(
    campaign: typeof subscriptionCampaigns.$inferSelect,
    person: { email: string; firstName: string; lastName: string; userId: string | null },
  ) {
    const now = deps.now();
    const fail = (cause: keyof typeof CAMPAIGN_CAUSES) =>
      new ApiError(409, 'campaign_registration_failed', CAMPAIGN_ERROR, {
        details: {
          cause,
          reason: CAMPAIGN_CAUSES[cause],
          hint: 'Please try again later or contact customer support in your market.',
        },
      });
    const [active] = await db
      .select()
      .from(activeSubscriptions)
      .where(eq(activeSubscriptions.email, person.email));
    if (active) throw fail('active_subscription');
    const [created] = await db
      .insert(campaignRegistrations)
      .values({ campaignId: campaign.id, ...person, status: 'confirmed' })
      .onConflictDoNothing()
      .returning();
    if (!created) throw fail('open_registration');
    const expires = new Date(now.getTime() + campaign.gracePeriodDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      registration: {
        id: created.id,
        campaignId: campaign.id,
        status: 'confirmed' as const,
        email: person.email,
        benefit: campaign.benefit,
        benefitExpiresOn: expires,
        message: `Registration confirmed. Configure your subscription account with ${person.email}; the benefit appears at the subscription details step until ${expires}.`,
      },
    };
  }

  async function runningCampaign(campaignId: string) {
    const [campaign] = await db
      .select()
      .from(subscriptionCampaigns)
      .where(eq(subscriptionCampaigns.id, campaignId));
    if (!campaign) throw new ApiError(404, 'campaign_not_found', 'This campaign does not exist.');
    if (campaign.validUntil < deps.now().toISOString().slice(0, 10))
      throw new ApiError(410, 'campaign_ended', 'This campaign has ended.');
    return campaign;
  }

  app.post(
    '/v1/subscription/subscriptioncampaigns/:campaignId/registrations',
    {
      config: { throttle: 'campaign', personal: true },
      schema: {
        tags: ['subscription'],
        summary: 'Register for a campaign; one registration per customer (spec §6)',
        description:
          "A signed-in customer is registered at once with the account's e-mail (201, or 409 with the cause). A guest's registration waits for the owner of the e-mail address: the answer is always 202 and the address gets a confirmation link (POST .../registrations/confirm), so nobody can register, and so block, somebody else's address or learn about it (issue 15).",
        params: campaignIdParam,
        body: z.object({
          /** E-mail of a guest (signed in: the account's is used); configure the subscription account with it. */
          email: z
            .string({ error: REQUIRED_MESSAGE })
            .trim()
            .max(254)
            .pipe(z.email({ error: 'Please enter a valid e-mail address.' }))
            .transform((v) => v.toLowerCase())
            .optional(),
          /** First name. */
          firstName: nameField('firstNameMax'),
          /** Last name. */
          lastName: nameField('lastNameMax'),
          /**
           * The site page a guest registers on ('/fr-be/subscription'): the e-mail's link opens it to
           * confirm. A path of this site only; anything else gets the default '/subscription'.
           */
          page: z.string().max(200).optional(),
        }),
        response: {
          201: z.object({ registration: registrationSchema }),
          202: z.object({
            registration: z.object({
              campaignId: z.string(),
              /** pending until the link in the e-mail is followed. */
              status: z.literal('pending'),
              email: z.string(),
              /** Until when the link of the e-mail confirms (ISO 8601). */
              confirmBy: z.string(),
              /** What to do next. */
              message: z.string(),
            }),
          }),
          404: errorResponses[400],
          409: errorResponses[400],
          410: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const campaign = await runningCampaign(req.params.campaignId);
      const user = await currentUser(deps, req);
      const email = user?.email ?? req.body.email;
      if (!email)
        throw new ApiError(400, 'validation_failed', REQUIRED_MESSAGE, {
          fields: { email: REQUIRED_MESSAGE },
        });
      await deps.throttle.hit(`campaign:${email}`, deps.throttleRules.campaign.subject);
      const { firstName, lastName } = req.body;
      if (user) {
        const result = await register(campaign, { email, firstName, lastName, userId: user.id });
        reply.code(201);
        return result;
      }
      const token = newToken();
      const now = deps.now();
      const confirmBy = new Date(now.getTime() + CONFIRM_HOURS * 3_600_000);
      await db.insert(campaignConfirmations).values({
        tokenHash: sha256(token),
        campaignId: campaign.id,
        email,
        firstName,
        lastName,
        expiresAt: confirmBy,
      });
      await queueMail(db, {
        recipient: email,
        kind: 'campaign-registration',
        locale: mailLocale(req),
        data: {
          firstName,
          campaign: campaign.title,
          hours: CONFIRM_HOURS,
          link: `${mailLinkOrigin(req, deps)}${registrationPage(req.body.page)}#/campaign-confirm?token=${token}`,
        },
      });
      deps.mail.kick();
      reply.code(202);
      return {
        registration: {
          campaignId: campaign.id,
          status: 'pending' as const,
          email,
          confirmBy: confirmBy.toISOString(),
          message: `Almost done: we have sent a link to ${email}. Follow it within ${CONFIRM_HOURS} hours to confirm the registration.`,
        },
      };
    },
  );

  app.post(
    '/v1/subscription/subscriptioncampaigns/registrations/confirm',
    {
      config: { throttle: 'campaign', personal: true },
      schema: {
        tags: ['subscription'],
        summary: "Confirm a guest's campaign registration with the token from the e-mail",
        body: z.object({
          /** Token from the confirmation e-mail. */
          token: z
            .string({ error: CONFIRM_INVALID })
            .min(10, { error: CONFIRM_INVALID })
            .max(200, { error: CONFIRM_INVALID }),
        }),
        response: {
          201: z.object({ registration: registrationSchema }),
          404: errorResponses[400],
          409: errorResponses[400],
          410: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const now = deps.now();
      const tokenHash = sha256(req.body.token);
      // Used up in the same statement that finds it: a link confirms once, even when clicked twice at once.
      const [pending] = await db
        .update(campaignConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(campaignConfirmations.tokenHash, tokenHash),
            isNull(campaignConfirmations.usedAt),
            gt(campaignConfirmations.expiresAt, now),
          ),
        )
        .returning();
      if (!pending)
        throw new ApiError(400, 'invalid_confirmation_token', CONFIRM_INVALID, {
          fields: { token: CONFIRM_INVALID },
        });
      const campaign = await runningCampaign(pending.campaignId);
      const result = await register(campaign, {
        email: pending.email,
        firstName: pending.firstName,
        lastName: pending.lastName,
        userId: null,
      });
      reply.code(201);
      return result;
    },
  );

  app.get(
    '/v1/subscription/reviews',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Customer reviews of subscription branches (imported from a maps service)',
        querystring: countryQuery.extend({
          /** Only this branch. */
          branchId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
          /** Maximum reviews (default 20). */
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({
            countryCode: z.string(),
            /** Average rating 1-5, one decimal; null without reviews. */
            averageRating: z.number().nullable(),
            /** Number of reviews. */
            count: z.number().int(),
            /** Where the reviews come from. */
            source: z.literal('maps'),
            reviews: z.array(
              z.object({
                branchId: z.number().int(),
                author: z.string(),
                rating: z.number().int(),
                text: z.string(),
                publishedAt: z.string(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const filters: SQL[] = [eq(reviews.country, market.country)];
      if (req.query.branchId) filters.push(eq(reviews.branchId, req.query.branchId));
      const rows = await db
        .select()
        .from(reviews)
        .where(and(...filters))
        .orderBy(asc(reviews.publishedAt));
      rows.reverse();
      const avg = rows.length
        ? Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10
        : null;
      return {
        countryCode: market.country,
        averageRating: avg,
        count: rows.length,
        source: 'maps' as const,
        reviews: rows.slice(0, req.query.limit).map(({ id: _id, country: _c, ...r }) => r),
      };
    },
  );
}
