// Drizzle schema of the product API: markets, branches, fleet, reservations, users, subscriptions,
// campaigns and the help center. Migrations in apps/api/drizzle are generated from this file.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; written with SQL (`setweight(to_tsvector(...))`), never read back. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Key/value facts about the database itself, e.g. the fingerprint of the seeded help content. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** One row per country market (seeded from @rental/markets). */
export const markets = pgTable('markets', {
  country: text('country').primaryKey(),
  siteId: text('site_id').notNull(),
  locale: text('locale').notNull(),
  currency: text('currency').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  tenantId: text('tenant_id').notNull(),
  offersVans: boolean('offers_vans').notNull(),
});

/** A rental branch: airport, railway station or downtown. */
export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone').notNull(),
    iata: text('iata'),
    openingHours: jsonb('opening_hours').notNull(),
    closedDates: jsonb('closed_dates').notNull(),
    vehicleTypes: jsonb('vehicle_types').notNull(),
    subscription: boolean('subscription').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [index('branches_country_idx').on(t.country)],
);

/** A vehicle group ("VW Golf or similar"), shared by every market. */
export const vehicleGroups = pgTable('vehicle_groups', {
  code: text('code').primaryKey(),
  vehicleType: text('vehicle_type').notNull(),
  categoryCode: text('category_code').notNull(),
  bodyStyle: text('body_style').notNull(),
  model: text('model').notNull(),
  seats: integer('seats').notNull(),
  doors: integer('doors').notNull(),
  bags: integer('bags').notNull(),
  transmission: text('transmission').notNull(),
  fuel: text('fuel').notNull(),
  payloadKg: integer('payload_kg'),
  loadingSpaceM3: doublePrecision('loading_space_m3'),
  minDriverAge: integer('min_driver_age').notNull(),
  licenceClass: text('licence_class').notNull(),
  imagePath: text('image_path').notNull(),
});

/** Daily rental price of a vehicle group in a market, in minor units of the market's currency. */
export const groupPrices = pgTable(
  'group_prices',
  {
    country: text('country').notNull(),
    groupCode: text('group_code').notNull(),
    dayPriceMinor: integer('day_price_minor').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.groupCode] })],
);

/** Protections and extras bookable with a rental, priced per day per market. */
export const rentalAddons = pgTable(
  'rental_addons',
  {
    country: text('country').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    dayPriceMinor: integer('day_price_minor').notNull(),
    maxPriceMinor: integer('max_price_minor'),
    deductibleMinor: integer('deductible_minor'),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.code] })],
);

/** A created rental reservation; the idempotency key makes a retried create answer the same reservation. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Whose key it is: 'user:{id}' for a signed-in customer, 'guest:{sha256 of the driver e-mail}' otherwise. */
    idempotencyScope: text('idempotency_scope').notNull().default(''),
    requestHash: text('request_hash').notNull(),
    branchId: integer('branch_id').notNull(),
    returnBranchId: integer('return_branch_id').notNull(),
    groupCode: text('group_code').notNull(),
    pickupAt: text('pickup_at').notNull(),
    returnAt: text('return_at').notNull(),
    protectionCode: text('protection_code'),
    extras: jsonb('extras').notNull(),
    driver: jsonb('driver').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the customer cancelled it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Fee charged for a cancellation after the rate's free period (minor units, reservation currency). */
    cancellationFeeMinor: integer('cancellation_fee_minor'),
    /** When the account holder deleted the account: the driver's personal data was removed. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** The locale the customer booked in ('de-DE'): the language of the booking's mails (null: English). */
    locale: text('locale'),
    /** The business customer booked for (a company or a travel agency); null for a private booking. */
    companyId: text('company_id'),
    /** The company's cost centre the booking is charged to, if any. */
    costCentreId: text('cost_centre_id'),
    /** How it is paid: 'at-pickup' (private and agency bookings) or 'invoice' (company bookings). */
    payment: text('payment').notNull().default('at-pickup'),
    /** The company's discount in percent applied to the list price when booked (company bookings). */
    discountPercent: integer('discount_percent'),
    /** The IATA/TIDS code of the travel agency that booked it (agency bookings). */
    agencyCode: text('agency_code'),
    /** When the branch's system recorded the vehicle as returned (POST /v1/service/bookings/:number/return). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The vehicle assigned to it (issue 22, fleet/vehicles.ts): set once, on first need. */
    vehicleId: integer('vehicle_id'),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId),
    index('reservations_company_idx').on(t.companyId),
    uniqueIndex('reservations_number_uq').on(t.number),
    // Keys are scoped: another customer's key never finds this reservation (issue 15).
    uniqueIndex('reservations_scope_idem_uq').on(t.idempotencyScope, t.idempotencyKey),
  ],
);

/** What happened to a reservation, in order. */
export const reservationActivities = pgTable('reservation_activities', {
  id: serial('id').primaryKey(),
  reservationId: integer('reservation_id').notNull(),
  type: text('type').notNull(),
  message: text('message').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Account holders. E-mail is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id hash; null for an account made by social sign-in that never set a password. */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Phone number with its country prefix, e.g. '+49 30 1234567'. */
    phone: text('phone'),
    /** Whether the customer agreed to marketing e-mails, and when that answer was given. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /** The private profile: driver licence, address, payment preference (validated by its zod schema). */
    privateProfile: jsonb('private_profile'),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/** A social sign-in linked to an account (ADR 008): the provider's stable subject id, never its e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    /** 'google' or 'apple'. */
    provider: text('provider').notNull(),
    /** The provider's `sub` claim for this person. */
    subject: text('subject').notNull(),
    userId: text('user_id').notNull(),
    /** The verified e-mail address the provider gave when the link was made. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A social sign-in under way: the random token of its cookie (hashed), and what the callback checks
 * (state, nonce, the PKCE verifier) and where it returns. Single use, deleted by its callback.
 */
export const socialSignIns = pgTable('social_sign_ins', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** Site-relative address to return to, e.g. '/account#/bookings' (validated when stored). */
  returnTo: text('return_to').notNull(),
  /**
   * Set when a signed-in customer signs in again to confirm a sensitive change (an account without a
   * password): the account the provider's identity must belong to. Such a flow never creates or links.
   */
  reauthUserId: text('reauth_user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A social identity whose verified e-mail belongs to a password account: linked only when the next
 * password sign-in of that account carries this request's cookie (issue 14 §4).
 */
export const socialLinkRequests = pgTable('social_link_requests', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A requested change of e-mail address, confirmed by a single-use link sent to the new address. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** Sessions; only the SHA-256 of the cookie token is stored. Every API instance reads the same rows. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    /** Absolute end of the session, whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How the customer proved who they are when the session began: 'password', or the social provider
     * ('google', 'apple'). A recent social sign-in stands in for the password of an account without one.
     */
    signedInWith: text('signed_in_with').notNull().default('password'),
    /** Last use; the session ends after the idle timeout without use. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Password-reset tokens (hashed), single use; all of a user's die when one is used or the password changes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Throttle counters shared by every API instance: requests in the current window per key
 * ('login:ip:198.51.100.7', 'login:account:eva@example.com'), and the block with its growing length.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
  /** How many times in a row the key went over its limit; each block doubles. */
  strikes: integer('strikes').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Outgoing e-mail, written in the same transaction as the action it reports (a transactional outbox):
 * the mail dispatcher (mail/dispatcher.ts) delivers it over SMTP and retries with back-off, so a mail
 * server that is down delays the mail but never loses it or the customer's action.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Plain-text part. */
    body: text('body').notNull(),
    /** HTML part (user data escaped when rendered); null: text only. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this time (back-off after a failure, lease while being sent). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last delivery error, for operators. */
    lastError: text('last_error'),
  },
  (t) => [
    // The dispatcher's question "what is due?" only ever looks at unsent mail.
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    // Its pruning only at sent mail older than the retention period (MAIL_RETENTION_DAYS).
    index('outbox_sent_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);

/** Subscription offers: one vehicle at one subscription branch. */
export const subscriptionOffers = pgTable(
  'subscription_offers',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    branchId: integer('branch_id').notNull(),
    model: text('model').notNull(),
    make: text('make').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    categoryCode: text('category_code').notNull(),
    bodyStyle: text('body_style').notNull(),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').notNull(),
    seats: integer('seats').notNull(),
    payloadKg: integer('payload_kg'),
    loadingSpaceM3: doublePrecision('loading_space_m3'),
    monthlyPriceMinor: integer('monthly_price_minor').notNull(),
    enrollmentFeeMinor: integer('enrollment_fee_minor').notNull(),
    currency: text('currency').notNull(),
    availableFrom: text('available_from').notNull(),
    availableTo: text('available_to').notNull(),
    minDriverAge: integer('min_driver_age').notNull(),
    licenceClass: text('licence_class').notNull(),
    includedKmPerMonth: integer('included_km_per_month').notNull(),
    imagePath: text('image_path').notNull(),
  },
  (t) => [index('sub_offers_country_idx').on(t.country)],
);

/** Customers with a running subscription (a registration cause, spec §8). */
export const activeSubscriptions = pgTable('active_subscriptions', {
  email: text('email').primaryKey(),
  offerId: text('offer_id').notNull(),
  startedAt: text('started_at').notNull(),
});

/** Subscription campaigns customers can register for. */
export const subscriptionCampaigns = pgTable('subscription_campaigns', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  benefit: text('benefit').notNull(),
  gracePeriodDays: integer('grace_period_days').notNull(),
  validUntil: text('valid_until').notNull(),
});

/** Campaign registrations; spec §6: one per customer (unique e-mail). */
export const campaignRegistrations = pgTable(
  'campaign_registrations',
  {
    id: serial('id').primaryKey(),
    campaignId: text('campaign_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userId: text('user_id'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_reg_email_uq').on(t.email)],
);

/** A guest's campaign registration waiting for the owner of the e-mail address to confirm it (issue 15). */
export const campaignConfirmations = pgTable('campaign_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  campaignId: text('campaign_id').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Branch reviews as imported from a maps service. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    branchId: integer('branch_id').notNull(),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    publishedAt: text('published_at').notNull(),
  },
  (t) => [index('reviews_country_idx').on(t.country)],
);

/** The billboard campaign of a market (cars, or trucks when `trucks` is set). */
export const billboards = pgTable(
  'billboards',
  {
    country: text('country').notNull(),
    trucks: boolean('trucks').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    ctaLabel: text('cta_label').notNull(),
    ctaUrl: text('cta_url').notNull(),
    desktopImage: text('desktop_image').notNull(),
    mobileImage: text('mobile_image').notNull(),
    validUntil: text('valid_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.trucks] })],
);

/** Help-center categories per booking type and locale. */
export const helpCategories = pgTable(
  'help_categories',
  {
    bookingType: text('booking_type').notNull(),
    locale: text('locale').notNull(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingType, t.locale, t.id] })],
);

/** Help-center sections of a category. */
export const helpSections = pgTable(
  'help_sections',
  {
    bookingType: text('booking_type').notNull(),
    locale: text('locale').notNull(),
    id: text('id').notNull(),
    categoryId: text('category_id').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingType, t.locale, t.id] })],
);

/** Help-center articles; `search` is the weighted full-text vector in the locale's language. */
export const helpArticles = pgTable(
  'help_articles',
  {
    bookingType: text('booking_type').notNull(),
    locale: text('locale').notNull(),
    id: text('id').notNull(),
    categoryId: text('category_id').notNull(),
    sectionId: text('section_id').notNull(),
    title: text('title').notNull(),
    featured: boolean('featured').notNull(),
    keywords: jsonb('keywords').notNull(),
    body: jsonb('body').notNull(),
    plainText: text('plain_text').notNull(),
    position: integer('position').notNull(),
    searchConfig: text('search_config').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingType, t.locale, t.id] }),
    index('help_articles_search_idx').using('gin', t.searchVector),
  ],
);

/** Helpful / not-helpful votes on an article (by article id, all locales together). */
export const helpVotes = pgTable('help_votes', {
  id: serial('id').primaryKey(),
  bookingType: text('booking_type').notNull(),
  articleId: text('article_id').notNull(),
  locale: text('locale').notNull(),
  helpful: boolean('helpful').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contact-form submissions (spec §3 "Help contact"). */
export const helpContacts = pgTable('help_contacts', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull(),
  bookingType: text('booking_type').notNull(),
  country: text('country').notNull(),
  locale: text('locale').notNull(),
  topic: text('topic').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  message: text('message').notNull(),
  rentalAgreementNumber: text('rental_agreement_number'),
  reservationId: text('reservation_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A ride's fixed-price quote (issue 18): what the customer saw, kept 10 minutes, booked by its id. */
export const rideQuotes = pgTable('ride_quotes', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  pickup: jsonb('pickup').$type<{ label: string; lat: number; lng: number }>().notNull(),
  destination: jsonb('destination').$type<{ label: string; lat: number; lng: number }>().notNull(),
  /** Local time of the market, 'YYYY-MM-DDTHH:mm'; null: now. */
  pickupAt: text('pickup_at'),
  passengers: integer('passengers').notNull(),
  luggage: integer('luggage').notNull(),
  distanceKm: doublePrecision('distance_km').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  /** Price per vehicle class in minor units: { economy, business, van }. */
  prices: jsonb('prices').$type<Record<string, number>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A booked ride. Its status, the driver's position and the arrival times are computed from the stored
 * schedule and the clock (routes/ride-simulator.ts): nothing lives in one instance's memory.
 */
export const rides = pgTable(
  'rides',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    userId: text('user_id').notNull(),
    quoteId: text('quote_id').notNull(),
    country: text('country').notNull(),
    vehicleClass: text('vehicle_class').notNull(),
    pickup: jsonb('pickup').$type<{ label: string; lat: number; lng: number }>().notNull(),
    destination: jsonb('destination').$type<{ label: string; lat: number; lng: number }>().notNull(),
    pickupAt: text('pickup_at'),
    passengers: integer('passengers').notNull(),
    luggage: integer('luggage').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    promoCode: text('promo_code'),
    /** The simulated driver (index into the simulator's drivers) and where they start from. */
    driverIndex: integer('driver_index').notNull(),
    driverStart: jsonb('driver_start').$type<{ lat: number; lng: number }>().notNull(),
    /** The schedule: when the search starts, and each phase's length in seconds (simulator time). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    phases: jsonb('phases').$type<Record<string, number>>().notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('rides_user_idx').on(t.userId, t.bookedAt),
    uniqueIndex('rides_quote_uq').on(t.quoteId),
    uniqueIndex('rides_number_uq').on(t.number),
  ],
);

/** Promo codes redeemed (spec §9: the first-trip code once per customer); a cancelled ride gives it back. */
export const ridePromoRedemptions = pgTable(
  'ride_promo_redemptions',
  {
    userId: text('user_id').notNull(),
    code: text('code').notNull(),
    rideId: text('ride_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * A customer's subscription order (issue 17). Costs are computed by the server when ordering and kept as
 * they were; the renewal dates are computed from the term, the start and the day (subscription/terms.ts).
 */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: text('id').primaryKey(),
    /** What the customer reads, e.g. S-7K3M9Q. */
    number: text('number').notNull(),
    userId: text('user_id').notNull(),
    /** Retries with the same key answer this order (scoped to the customer). */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    offerId: text('offer_id').notNull(),
    country: text('country').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    imagePath: text('image_path').notNull(),
    term: text('term').notNull(),
    mileagePackage: text('mileage_package').notNull(),
    extras: jsonb('extras').$type<string[]>().notNull(),
    /** Pickup at a branch, or delivery to an address. */
    handover: jsonb('handover')
      .$type<
        | { type: 'pickup'; branchId: number; branchName: string }
        | { type: 'delivery'; address: { street: string; postalCode: string; city: string } }
      >()
      .notNull(),
    startDate: text('start_date').notNull(),
    customer: jsonb('customer')
      .$type<{ firstName: string; lastName: string; phone: string; birthDate: string }>()
      .notNull(),
    currency: text('currency').notNull(),
    /** The monthly lines as priced when ordering. */
    monthly: jsonb('monthly').$type<{ code: string; amountMinor: number }[]>().notNull(),
    monthlyTotalMinor: integer('monthly_total_minor').notNull(),
    startFeeMinor: integer('start_fee_minor').notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull(),
    campaignDiscountMinor: integer('campaign_discount_minor').notNull(),
    /** The campaign registration whose benefit this order took: once per registration. */
    campaignRegistrationId: integer('campaign_registration_id'),
    campaignId: text('campaign_id'),
    /** no_start_fee or first_month_half_price, when a campaign benefit applied. */
    campaignBenefit: text('campaign_benefit'),
    /** spec §9: the start fee paid, refunded after 6 months. */
    loyaltyRefundMinor: integer('loyalty_refund_minor').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The last day it runs once cancelled at term end. */
    endsOn: text('ends_on'),
    /** The stored card the monthly payments are charged to (issue 21); null until the customer adds one. */
    paymentMethodId: text('payment_method_id'),
  },
  (t) => [
    index('sub_orders_user_idx').on(t.userId, t.orderedAt),
    uniqueIndex('sub_orders_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('sub_orders_number_uq').on(t.number),
    uniqueIndex('sub_orders_campaign_uq').on(t.campaignRegistrationId),
  ],
);

/**
 * A file a signed-in customer uploaded (issue 20, ADR 018): the bytes live in the upload storage under
 * `storage_key` (local disk, memory or S3); this row is what the API checks ownership and type against.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The id customers and later requests reference (a random UUID). */
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** Opaque key in the upload storage. */
    storageKey: text('storage_key').notNull(),
    /** The type found in the content (magic bytes), never the declared one. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The name the customer gave, cleaned (no path), shown back to them only. */
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);

/** The last invoice number issued per market and year: numbers are sequential and never reused. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    country: text('country').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.year] })],
);

/** One invoice line as issued: a label key with its parameters, and the gross amount. */
export type InvoiceLine = {
  /** rental, protection, extra; refuel: refuelling or recharging after a return below the pickup level (issue 22). */
  kind: 'rental' | 'protection' | 'extra' | 'refuel';
  /** The vehicle group's, protection's or extra's code. */
  code: string;
  /** What it is, in the invoice's language when issued: the example model, the protection's or extra's name. */
  name: string;
  /** Days (rental) or pieces (extra). */
  quantity: number;
  /** Gross amount in minor units. */
  amountMinor: number;
};

/** Who an invoice is made out to. */
export type InvoiceBillTo = {
  name: string;
  company: string | null;
  addressLines: string[];
  vatId: string | null;
};

/**
 * An issued invoice (issue 20): of a finished rental, or a corrected invoice replacing an earlier one
 * (`corrects_invoice_id`). Stored once when issued and never changed, apart from `superseded_by_id`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** e.g. DE-2026-000042: market, year, sequence. */
    number: text('number').notNull(),
    reservationId: integer('reservation_id').notNull(),
    country: text('country').notNull(),
    /** The language and formats it is written in, e.g. 'de-DE'. */
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    /** The day of issue, YYYY-MM-DD in the pickup branch's time zone. */
    issuedOn: text('issued_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    billTo: jsonb('bill_to').$type<InvoiceBillTo>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    /** VAT rate in tenths of a percent (190 = 19 %). */
    vatRatePermille: integer('vat_rate_permille').notNull(),
    netMinor: integer('net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    /** The invoice this one corrects (a corrected invoice), if any. */
    correctsInvoiceId: integer('corrects_invoice_id'),
    /** The corrected invoice that replaced this one, once there is one. */
    supersededById: integer('superseded_by_id'),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    // One original invoice per rental, also when two requests issue it at once.
    uniqueIndex('invoices_reservation_original_uq')
      .on(t.reservationId)
      .where(sql`${t.correctsInvoiceId} is null`),
    // A correction is issued once per invoice.
    uniqueIndex('invoices_corrects_uq').on(t.correctsInvoiceId),
  ],
);

/** A customer's request to correct an invoice (issue 20, item 6) and its state. */
export const invoiceCorrections = pgTable(
  'invoice_corrections',
  {
    id: text('id').primaryKey(),
    invoiceId: integer('invoice_id').notNull(),
    userId: text('user_id').notNull(),
    /** wrong_address, company_details, vat_id, disputed_item. */
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    uploadIds: jsonb('upload_ids').$type<string[]>().notNull(),
    /** received, in_review, corrected, rejected. */
    status: text('status').notNull(),
    /** The service's note to the customer (why rejected, what was changed). */
    resolutionNote: text('resolution_note'),
    correctedInvoiceId: integer('corrected_invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_corrections_invoice_idx').on(t.invoiceId)],
);

/** An item left in a rented vehicle, reported by the customer (issue 20, item 7). */
export const lostItemReports = pgTable(
  'lost_item_reports',
  {
    id: text('id').primaryKey(),
    /** What the customer quotes, e.g. LF-7K3M9Q2W. */
    reference: text('reference').notNull(),
    reservationId: integer('reservation_id').notNull(),
    /** The signed-in reporter; null for a guest (who reads it with the reference and last name). */
    userId: text('user_id'),
    category: text('category').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    /** email or phone, and the address or number to use. */
    contact: jsonb('contact')
      .$type<{ preference: 'email' | 'phone'; email: string | null; phone: string | null }>()
      .notNull(),
    /** received, searching, found, not_found. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lost_item_reports_reference_uq').on(t.reference),
    index('lost_item_reports_user_idx').on(t.userId),
  ],
);

/** A company's billing address, laid out by its country's template (the private profile's address shape). */
export type BusinessAddress = {
  country: string;
  street: string;
  postcode: string;
  city: string;
  region: string;
};

/** The person a company or agency names as its contact. */
export type BusinessContact = { firstName: string; lastName: string; email: string; phone: string };

/**
 * A business customer (issue 20, business sign-up): a company booking at its company rate and paying by
 * invoice, or a travel agency booking for its customers on commission. Applied for by a signed-in
 * customer (its first admin), approved or rejected by the back office.
 */
export const businessCompanies = pgTable(
  'business_companies',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    /** 'company' or 'agency'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The legal form (companies), e.g. 'GmbH', or a generic code ('limited'); null for agencies. */
    legalForm: text('legal_form'),
    /** ISO alpha-2 of the market it registered in. */
    country: text('country').notNull(),
    /** VAT or business number as checked and stored (prefixed, no separators); optional for agencies. */
    registration: jsonb('registration').$type<{ kind: 'vat' | 'business-number'; number: string } | null>(),
    /** IATA/TIDS code, 8 digits (agencies). */
    agencyCode: text('agency_code'),
    /** Where an agency's commission is paid (IBAN or national account). */
    commissionAccount: jsonb('commission_account').$type<{ holder: string; number: string } | null>(),
    billingAddress: jsonb('billing_address').$type<BusinessAddress>().notNull(),
    contact: jsonb('contact').$type<BusinessContact>().notNull(),
    /** Expected rentals per year, one of rentalBands (companies). */
    rentalsPerYear: text('rentals_per_year'),
    /** 'received', 'approved' or 'rejected'. */
    status: text('status').notNull(),
    decisionReason: text('decision_reason'),
    /** The company rate: percent off the list price (companies, set at approval). */
    discountPercent: integer('discount_percent'),
    /** The agency's commission in percent (agencies, set at approval). */
    commissionPercent: integer('commission_percent'),
    /**
     * What makes an application a duplicate: 'vat:DE136695976' / 'business-number:AU:51824753556' of a
     * company, 'agency:12345675' of an agency. One open (received or approved) application per identifier.
     */
    identifier: text('identifier').notNull(),
    /** The applicant's account; null once that account is deleted (the company keeps its bookings). */
    appliedBy: text('applied_by'),
    /** The language of the application, for the decision mail. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('business_companies_open_identifier_uq')
      .on(t.identifier)
      .where(sql`${t.status} <> 'rejected'`),
  ],
);

/** Who belongs to a business customer, and as what: 'admin', 'traveller' or 'agent'. */
export const businessMemberships = pgTable(
  'business_memberships',
  {
    companyId: text('company_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('business_memberships_user_idx').on(t.userId),
  ],
);

/** An invitation to join a company as a traveller: a single-use link (token stored as SHA-256), 7 days. */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** The invitee's address, lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The admin who invited. */
    invitedBy: text('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account that accepted it. */
    acceptedBy: text('accepted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('business_invitations_token_uq').on(t.tokenHash),
    index('business_invitations_company_idx').on(t.companyId),
  ],
);

/** A company's cost centre bookings are charged to; removed ones stay for the bookings that name them. */
export const businessCostCentres = pgTable(
  'business_cost_centres',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    /** 1–20 letters, digits or '-'. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('business_cost_centres_code_uq').on(t.companyId, t.code).where(sql`${t.deletedAt} is null`),
  ],
);

// ---- Payments (issue 21, ADR 020): through a provider's sessions API; never a card number here. ----

/**
 * One payment through the payment provider: a booking paid online, a payment link, a renewal's charge or
 * a zero-amount check that stores a card for a running agreement. The card is known only by the
 * provider's ids and what a customer may see (brand, last four digits).
 */
export const payments = pgTable(
  'payments',
  {
    /** 'pay_' and a random id. */
    id: text('id').primaryKey(),
    /** 'booking', 'link', 'renewal' or 'method' (a card stored for an agreement, amount 0). */
    purpose: text('purpose').notNull(),
    userId: text('user_id'),
    /** The reservation it pays (purpose booking, or a link for a booking). */
    reservationId: integer('reservation_id'),
    linkId: text('link_id'),
    renewalId: text('renewal_id'),
    /** The running agreement a stored card is for: 'plus-contract:{id}' or 'subscription:{id}'. */
    agreement: text('agreement'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** pending, authorised, captured, refused, cancelled, refunded, expired. */
    status: text('status').notNull(),
    /** The provider's session the customer pays in (hosted page); null for a charge of a stored card. */
    providerSessionId: text('provider_session_id'),
    /** The provider's payment, once the card was authorised (captures and refunds name it). */
    providerPaymentId: text('provider_payment_id'),
    /** declined, insufficient_funds, expired_card, authentication_failed, cancelled, expired. */
    refusalReason: text('refusal_reason'),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The key sent to the provider for a merchant-initiated charge, so a retry never charges twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_session_uq').on(t.providerSessionId),
    uniqueIndex('payments_idem_uq').on(t.idempotencyKey),
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_user_idx').on(t.userId),
  ],
);

/** The provider's notifications already applied: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  /** The provider's event id. */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** A card the provider stored for a customer, as its token; removed ones stay for the payments naming them. */
export const storedPaymentMethods = pgTable(
  'stored_payment_methods',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** The provider's token for the card (never the number). */
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('stored_payment_methods_user_idx').on(t.userId)],
);

/** A payment request a service agent sends to a customer (pay-by-link): a booking's amount or any amount. */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    /** The booking it is for, if any. */
    reservationId: integer('reservation_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** What the customer pays for, as the agent wrote it. */
    description: text('description').notNull(),
    /** Where the link was sent, if the API sent it. */
    email: text('email'),
    /** The link's language ('de-DE'). */
    locale: text('locale'),
    /** The site whose domain the link opens. */
    siteId: text('site_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('payment_links_reservation_idx').on(t.reservationId)],
);

/**
 * A running agreement's charge that failed (the stored card declined or expired): the customer is asked to
 * renew the card, and the charge is retried with the new one. One open renewal per agreement.
 */
export const paymentRenewals = pgTable(
  'payment_renewals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** 'plus-contract:{id}' or 'subscription:{id}'. */
    agreement: text('agreement').notNull(),
    /** The outstanding charge. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** What the charge was for, e.g. 'Monthly rate 2026-12'. */
    description: text('description').notNull(),
    /** open, paid. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastRefusalReason: text('last_refusal_reason'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_renewals_user_idx').on(t.userId),
    uniqueIndex('payment_renewals_open_uq').on(t.agreement).where(sql`${t.status} = 'open'`),
  ],
);

// ---- Long-term rental ("plus", issue 21): contracts, odometer readings, acceptances. ----

/** A long-term rental contract (more than 27 days, spec §9): months and a monthly mileage, fixed when ordered. */
export const plusContracts = pgTable(
  'plus_contracts',
  {
    id: text('id').primaryKey(),
    /** What the customer reads, e.g. P-7K3M9Q. */
    number: text('number').notNull(),
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    offerId: text('offer_id').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    groupCode: text('group_code').notNull(),
    model: text('model').notNull(),
    months: integer('months').notNull(),
    /** Kilometres (or miles where the market measures in miles) included per month. */
    monthlyMileage: integer('monthly_mileage').notNull(),
    monthlyPriceMinor: integer('monthly_price_minor').notNull(),
    /** Price of each unit driven above the included mileage. */
    excessUnitPriceMinor: integer('excess_unit_price_minor').notNull(),
    /** 'km' or 'mi'. */
    mileageUnit: text('mileage_unit').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    /** pending-acceptance, pending-payment-method, active, ended, cancelled. */
    status: text('status').notNull(),
    /** The stored card the monthly rate is charged to. */
    paymentMethodId: text('payment_method_id'),
    /** The odometer when the vehicle was handed over (recorded by the branch). */
    handoverOdometer: integer('handover_odometer'),
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('plus_contracts_user_idx').on(t.userId),
    uniqueIndex('plus_contracts_number_uq').on(t.number),
    uniqueIndex('plus_contracts_idem_uq').on(t.userId, t.idempotencyKey),
  ],
);

/** An odometer reading the customer sent for a contract, with its photo (an upload). */
export const plusReadings = pgTable(
  'plus_readings',
  {
    id: serial('id').primaryKey(),
    contractId: text('contract_id').notNull(),
    odometer: integer('odometer').notNull(),
    photoUploadId: text('photo_upload_id').notNull(),
    /** The customer confirmed an unusual jump since the last reading. */
    jumpConfirmed: boolean('jump_confirmed').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plus_readings_contract_idx').on(t.contractId, t.readAt)],
);

/** A document the customer accepted (the contract, the vehicle handover protocol): typed name, time, version. */
export const plusAcceptances = pgTable(
  'plus_acceptances',
  {
    id: serial('id').primaryKey(),
    contractId: text('contract_id').notNull(),
    /** 'contract' or 'handover-protocol'. */
    document: text('document').notNull(),
    /** The version of the document's text that was shown. */
    version: text('version').notNull(),
    typedName: text('typed_name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plus_acceptances_doc_uq').on(t.contractId, t.document)],
);

// --- Issue 22: digital check-in (apicheckin) ---

/**
 * A booking's online check-in (issue 22): the driver's licence and identity document (full numbers: the
 * customer's own data, shown back only as their last four), additional drivers, how the deposit is held,
 * and the pickup code a branch scans. One row per reservation; the branch's pickup makes one too.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    /** The reservation checked in (reservations.id); one check-in each. */
    reservationId: integer('reservation_id').notNull(),
    /** 'not-started' (only picked up at the branch), 'awaiting-deposit' (details given) or 'completed'. */
    status: text('status').notNull(),
    /** The main driver's date of birth, YYYY-MM-DD. */
    dateOfBirth: text('date_of_birth'),
    /** The driving licence's number as the customer typed it (upper case). */
    licenceNumber: text('licence_number'),
    /** The country that issued the licence, ISO 3166-1 alpha-2. */
    licenceCountry: text('licence_country'),
    /** The licence's issue date, YYYY-MM-DD. */
    licenceIssuedOn: text('licence_issued_on'),
    /** The licence's expiry date, YYYY-MM-DD. */
    licenceExpiresOn: text('licence_expires_on'),
    /** The photo of the licence's front (uploads.id of the customer). */
    licenceFrontUploadId: text('licence_front_upload_id'),
    /** The photo of the licence's back (uploads.id of the customer). */
    licenceBackUploadId: text('licence_back_upload_id'),
    /** The identity document: 'passport' or 'national-id'. */
    identityType: text('identity_type'),
    /** The identity document's number (upper case). */
    identityNumber: text('identity_number'),
    /** The country that issued the identity document, ISO 3166-1 alpha-2. */
    identityCountry: text('identity_country'),
    /** The identity document's expiry date, YYYY-MM-DD. */
    identityExpiresOn: text('identity_expires_on'),
    /** The photo of the identity document (uploads.id of the customer). */
    identityUploadId: text('identity_upload_id'),
    /** Additional drivers with their licences, full numbers: `AdditionalDriverRecord[]` of check-in/records.ts. */
    additionalDrivers: jsonb('additional_drivers').notNull().default([]),
    /** The deposit held, minor units of depositCurrency (by the vehicle group, check-in/deposit.ts). */
    depositMinor: integer('deposit_minor'),
    /** The deposit's currency (the booking's). */
    depositCurrency: text('deposit_currency'),
    /** 'at-pickup' when the deposit is taken at the counter (no online payment); null: by card online. */
    depositAt: text('deposit_at'),
    /** The code the branch scans at pickup: 8 characters of check-in/pickup-code.ts; unique. */
    pickupCode: text('pickup_code'),
    /** When the check-in was completed (deposit authorised or left to the counter). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the branch handed the vehicle over (POST /v1/service/bookings/{number}/pickup). */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('check_ins_reservation_uq').on(t.reservationId),
    uniqueIndex('check_ins_pickup_code_uq').on(t.pickupCode),
  ],
);

// ---- Vehicles, damages and returns (issue 22): the fleet behind the bookings, its damage cases and the
// mobile check-out. ----

/** A vehicle of a branch's fleet; a booking gets one of its pickup branch and group (fleet/vehicles.ts). */
export const vehicles = pgTable(
  'vehicles',
  {
    /** The vehicle's id (reservations.vehicle_id names it). */
    id: serial('id').primaryKey(),
    /** The number plate in the market's format, e.g. 'M-KL 4821' (unique). */
    plate: text('plate').notNull(),
    /** The branch it belongs to (where it is picked up). */
    branchId: integer('branch_id').notNull(),
    /** The branch's market, e.g. 'DE'. */
    country: text('country').notNull(),
    /** The vehicle group it rents as, e.g. 'CDMR'. */
    groupCode: text('group_code').notNull(),
    /** The model, the group's example model, e.g. 'VW Golf'. */
    model: text('model').notNull(),
    /** 'petrol', 'diesel' or 'electric' (a hybrid tanks petrol). */
    fuel: text('fuel').notNull(),
    /** The odometer reading now (after its last return), in `unit`. */
    odometer: integer('odometer').notNull(),
    /** 'km' or 'mi': the market's measure of length. */
    unit: text('unit').notNull(),
    /** When it joined the fleet. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vehicles_plate_uq').on(t.plate),
    index('vehicles_branch_group_idx').on(t.branchId, t.groupCode),
  ],
);

/**
 * A damage of a vehicle and its case: reported by the branch (known damages) or by the customer during
 * check-in or check-out, assessed (cost, explanation) and settled by the branch.
 */
export const damageCases = pgTable(
  'damage_cases',
  {
    /** 'dmg_' and a random id. */
    id: text('id').primaryKey(),
    /** The damaged vehicle. */
    vehicleId: integer('vehicle_id').notNull(),
    /** The booking it was reported in; null for a damage the branch recorded between rentals. */
    reservationId: integer('reservation_id'),
    /** The customer who reported it; null for the branch's, and after the customer deleted the account. */
    userId: text('user_id'),
    /** The reporting app's id of the report (uuid): a retried report answers the same case. */
    clientId: text('client_id'),
    /** 'before-rental', 'check-in', 'check-out' or 'branch'. */
    stage: text('stage').notNull(),
    /** 'branch' or 'customer'. */
    reportedBy: text('reported_by').notNull(),
    /** Where on the vehicle: 'front', 'front-left', … 'windscreen', 'wheels', 'interior'. */
    area: text('area').notNull(),
    /** 'scratch', 'dent', 'crack', 'chip', 'tyre', 'interior' or 'other'. */
    kind: text('kind').notNull(),
    /** What the reporter wrote. */
    description: text('description').notNull(),
    /** Upload ids of its photos (the customer's uploads, or the fleet's). */
    photoUploadIds: jsonb('photo_upload_ids').$type<string[]>().notNull(),
    /** 'reported', 'assessed' or 'settled'. */
    state: text('state').notNull(),
    /** The assessed cost in minor units of `currency`. */
    costMinor: integer('cost_minor'),
    /** The cost's currency (the booking's). */
    currency: text('currency'),
    /** The branch's explanation of the cost, shown to the customer. */
    explanation: text('explanation'),
    /** When it was reported. */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** When the branch assessed its cost (the fleet's own: when recorded). */
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    /** When it was settled (paid from the deposit or otherwise; the fleet's own: when recorded). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the vehicle was repaired: from then on it is no known damage any more. */
    repairedAt: timestamp('repaired_at', { withTimezone: true }),
  },
  (t) => [
    index('damage_cases_vehicle_idx').on(t.vehicleId),
    index('damage_cases_reservation_idx').on(t.reservationId),
    uniqueIndex('damage_cases_client_uq').on(t.reservationId, t.clientId),
  ],
);

/** A booking's return with the app (mobile check-out): readings, photos and the refuelling charge. */
export const vehicleReturns = pgTable(
  'vehicle_returns',
  {
    /** The return's id. */
    id: serial('id').primaryKey(),
    /** The booking returned (one return per booking). */
    reservationId: integer('reservation_id').notNull(),
    /** The vehicle returned. */
    vehicleId: integer('vehicle_id').notNull(),
    /** The app's id of the check-out (uuid): a retried check-out answers the same return. */
    clientId: text('client_id').notNull(),
    /** The odometer at the return, in the vehicle's unit. */
    odometer: integer('odometer').notNull(),
    /** The odometer at pickup, in the vehicle's unit. */
    odometerAtPickup: integer('odometer_at_pickup').notNull(),
    /** Fuel or charge level at the return, percent. */
    levelPercent: integer('level_percent').notNull(),
    /** Fuel or charge level at pickup, percent. */
    levelAtPickup: integer('level_at_pickup').notNull(),
    /** Where it was returned (the booked return branch). */
    returnBranchId: integer('return_branch_id').notNull(),
    /** Upload ids of the four sides' photos. */
    photos: jsonb('photos').$type<{ front: string; rear: string; left: string; right: string }>().notNull(),
    /** The damage reports the customer confirmed with the return. */
    damageIds: jsonb('damage_ids').$type<string[]>().notNull(),
    /** The refuelling or recharging charge (minor units of `currency`); null when returned as full as taken. */
    refuelMinor: integer('refuel_minor'),
    /** The booking's currency. */
    currency: text('currency').notNull(),
    /** When the customer sent the return. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('vehicle_returns_reservation_uq').on(t.reservationId)],
);

// Experiments and feature flags (issue 25). Events carry a pseudonymous visitor id (the site's
// `site-experience-id` cookie), never an account: they are no customer's personal data to export or delete.

/** Every revision of the experiments datafile; the highest is live. Rows are never changed. */
export const experimentDatafiles = pgTable('experiment_datafiles', {
  /** The datafile's revision (1 = the default datafile); a change stores the next one. */
  revision: integer('revision').primaryKey(),
  /** The datafile as `@rental/experiments` validates it (its own `revision` equals the column). */
  body: jsonb('body').notNull(),
  /** When this revision was stored. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Who stored it: 'seed' (the default datafile on first read) or 'service' (the back office). */
  createdBy: text('created_by').notNull(),
});

/**
 * Exposures and conversions the site reported with the visitor's performance consent. The first exposure
 * of a visitor to an experiment and the first conversion of a visitor to a goal count; repeats (reloads)
 * are dropped by the unique indexes.
 */
export const experimentEvents = pgTable(
  'experiment_events',
  {
    /** The event's id. */
    id: serial('id').primaryKey(),
    /** The visitor's `site-experience-id` (a random uuid, linked to no account). */
    visitorId: uuid('visitor_id').notNull(),
    /** 'exposure' (the visitor saw a variation) or 'conversion' (the visitor reached a goal). */
    kind: text('kind').notNull(),
    /** The experiment of an exposure; null for a conversion. */
    experiment: text('experiment'),
    /** The variation of an exposure; null for a conversion. */
    variation: text('variation'),
    /** The goal of a conversion, e.g. 'checkout'; null for an exposure. */
    goal: text('goal'),
    /** The page path it happened on, e.g. '/es-us/'. */
    path: text('path').notNull(),
    /** When it happened in the visitor's browser. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When the API received it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('experiment_events_exposure_uq')
      .on(t.visitorId, t.experiment)
      .where(sql`${t.kind} = 'exposure'`),
    uniqueIndex('experiment_events_conversion_uq')
      .on(t.visitorId, t.goal)
      .where(sql`${t.kind} = 'conversion'`),
    index('experiment_events_experiment_idx').on(t.experiment, t.variation),
  ],
);
