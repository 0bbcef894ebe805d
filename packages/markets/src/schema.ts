// The market profile schema (spec §3 "Market profile"): the source of truth for every market's
// formats, links, flags and tenant values, and the validator that names the market and field on error.
import { z } from 'zod';

/** A hyphenated BCP 47 locale code such as 'de-DE' or 'es-US'. */
export type LocaleCode = string & { readonly __brand: 'LocaleCode' };
/** A site identifier that is a valid DNS label, e.g. 'de', 'com', 'jlr-de'. */
export type SiteId = string & { readonly __brand: 'SiteId' };

const LOCALE_RE = /^[a-z]{2,3}-[A-Z]{2}$/;
const SITE_ID_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether a string is a hyphenated locale code ('de-DE', not 'de_DE' or 'de'). */
export function isLocaleCode(value: string): value is LocaleCode {
  return LOCALE_RE.test(value);
}

/** Whether a string is a DNS-label-safe site id. */
export function isSiteId(value: string): value is SiteId {
  return SITE_ID_RE.test(value);
}

const localeCode = z
  .string()
  .regex(LOCALE_RE, { error: 'Expected a hyphenated locale code such as de-DE' }) as unknown as z.ZodType<
  LocaleCode,
  string
>;
const siteId = z.string().regex(SITE_ID_RE, {
  error: 'Expected a DNS-label-safe site id such as de or jlr-de',
}) as unknown as z.ZodType<SiteId, string>;

/** A path relative to the market site: starts with '/', no host. */
const sitePath = z.string().regex(/^\/[^\s]*$/, { error: "Expected a site-relative path starting with '/'" });
/** An absolute https URL (external links such as browser downloads or a regional site). */
const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+(?:\/[^\s]*)?$/, { error: 'Expected an https:// URL' });
/** A page of the market site, or of the main brand's site for a subscription-only tenant (rentalSiteUrl). */
const sitePathOrMainSite = z.union([sitePath, httpsUrl]);
/** A non-empty single-line text. */
const text = z.string().trim().min(1, { error: 'Expected a non-empty text' });

/** spec §9: the three date patterns. */
export const datePatterns = ['DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
/** Time patterns: 24 h with and without leading zero (the German site writes 8:30), and 12 h. */
export const timePatterns = ['HH:mm', 'H:mm', 'h:mm A'] as const;
/** Long date patterns with the month name; text in [brackets] is literal. */
export const nameDatePatterns = [
  'D MMMM YYYY',
  'D. MMMM YYYY',
  'MMMM D, YYYY',
  'D [de] MMMM [de] YYYY',
  'YYYY. MMMM D.',
  'YYYY [m.] MMMM D [d.]',
  'YYYY. [gada] D. MMMM',
] as const;
/** Account tabs a market can hide (spec §1 customer account sections, spec §6). */
export const accountTabs = [
  'account',
  'bookings',
  'profiles',
  'subscriptions',
  'businessHub',
  'helpCenter',
  'lostAndFound',
  'invoiceCorrection',
] as const;
/** spec §2: the fleet categories every market has a slug for. */
export const fleetCategories = [
  'automatic',
  'compact',
  'convertible',
  'economy',
  'electric',
  'luxury',
  'pickupTruck',
  'sport',
  'stationWagon',
  'suv',
  'van',
] as const;
export type FleetCategory = (typeof fleetCategories)[number];
export type AccountTab = (typeof accountTabs)[number];

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Expected one of ${values.join(', ')}` });

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Expected a lower-case URL slug such as car-rental' });

/** spec §3 formats. */
export const formatsSchema = z
  .object({
    /** Time pattern: 'HH:mm', 'H:mm' (no leading zero, German site) or 'h:mm A' (12 h). */
    time: oneOf(timePatterns),
    /** Numeric date pattern, e.g. 'DD.MM.YYYY'. */
    date: oneOf(datePatterns),
    /** Long date with month name, e.g. 'D. MMMM YYYY' -> '7. März 2026'. */
    nameDate: oneOf(nameDatePatterns),
    /** Decimal separator, ',' or '.' (field name spelled as in the spec). */
    decimalSeperator: oneOf([',', '.']),
    /** Unit of distances shown: kilometres or miles. */
    measureOfLength: oneOf(['km', 'mi']),
    /** Whether times are shown on a 12-hour clock (must agree with `time`). */
    hour12Format: z.boolean(),
    /** Whether calendars start the week on Sunday (else Monday). */
    isFirstDaySunday: z.boolean(),
  })
  .check((ctx) => {
    const twelve = ctx.value.time === 'h:mm A';
    if (twelve !== ctx.value.hour12Format) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value.hour12Format,
        path: ['hour12Format'],
        message: `Expected ${twelve} to agree with time pattern ${ctx.value.time}`,
      });
    }
  });

const hourMinute = z.object({
  /** Hour 0-23. */
  hour: z.int().min(0).max(23),
  /** Minute 0-59. */
  minute: z.int().min(0).max(59),
});

/** spec §2 "Per-market links": every value is a path relative to the market site ('' = not offered). */
export const linksSchema = z.object({
  /** Home / rent a car: the language root, e.g. '/' or '/fr-be/'. */
  home: sitePath,
  /** Truck/van rental page ('/truck-rental/' US, '/van/' UK); '' where not offered. */
  truck: z.union([sitePath, httpsUrl, z.literal('')]),
  /** Account page, profiles section: '/account#/profiles'. */
  accountProfiles: sitePath,
  /** Account page, manage-my-booking section: '/account#/manage-my-booking-info'. */
  accountManageBooking: sitePath,
  /** Account page, bookings section: '/account#/bookings'. */
  accountBookings: sitePath,
  /** Account page, subscriptions section: '/account#/subscriptions'. */
  accountSubscriptions: sitePath,
  /** Account page, account section: '/account#/account'. */
  account: sitePath,
  /** Help center: '/help-center/'. */
  helpCenter: sitePath,
  /** Loyalty cards page (tenant path, e.g. '/kestrel-cards'). */
  loyaltyCards: sitePathOrMainSite,
  /** Car-sharing line: '/share/'. */
  share: sitePathOrMainSite,
  /** Ride-hailing line: '/ride/'. */
  ride: sitePathOrMainSite,
  /** Long-term rental line: '/plus/'. */
  plus: sitePathOrMainSite,
  /** Ride history in the ride app: '/ride/app/{country}/rides' (lower-case alpha-2). */
  rideHistory: sitePathOrMainSite,
  /** Auto clubs page, only Hungary and Mexico: '/auto-clubs/'. */
  autoClubs: sitePath.optional(),
  /** Car sales page (US only). */
  carSales: sitePath.optional(),
  /** SMS policy page (US only). */
  smsPolicy: sitePath.optional(),
  /** Property-service page (US only). */
  zenhomeUrl: sitePath.optional(),
  /** Terms and conditions. */
  terms: sitePath,
  /** Privacy policy. */
  privacy: sitePath,
  /** Imprint / legal notice. */
  imprint: sitePath,
  /** Rental information. */
  rentalInformation: sitePath,
  /** Protection (insurance) options. */
  protection: sitePath,
  /** Contacts. */
  contacts: sitePath,
  /** Rental FAQ. */
  faq: sitePath,
  /** Partners (where loyalty points are earned; the loyalty page's partner section, ADR 011). */
  partners: sitePathOrMainSite,
  /** Payment information. */
  paymentInformation: sitePath,
  /** Driver requirements. */
  driverRequirements: sitePath,
  /** Payment requirements. */
  paymentRequirements: sitePath,
  /** Driving across borders (US only). */
  drivingAcrossBorders: sitePath.optional(),
  /** 3-D Secure FAQ. */
  threeDSecureFaq: sitePath,
  /** Share FAQ. */
  shareFaq: sitePathOrMainSite,
  /** Ride FAQ. */
  rideFaq: sitePathOrMainSite,
  /** Plus (subscription) FAQ. */
  plusFaq: sitePath,
  /** Corporate customers. */
  corporate: sitePath,
  /** Corporate sign-up (the business sign-up page of the b2bSignup slug, ADR 011). */
  corporateSignUp: sitePathOrMainSite,
});

/** spec §2 slugs per market language (single path segments, no slashes). */
export const slugsSchema = z.object({
  /** Station (branch) finder, e.g. 'car-rental'. */
  stationFinder: slugSchema,
  /** Truck/van rental, e.g. 'truck-rental' (US) or 'van' (UK). */
  truck: slugSchema,
  /** Fleet overview, e.g. 'fleet'. */
  fleet: slugSchema,
  /** Rental guide, e.g. 'rental-guide'. */
  rentalGuide: slugSchema,
  /** Rental services, e.g. 'rental-services'. */
  rentalServices: slugSchema,
  /** Magazine. */
  magazine: slugSchema,
  /** Fastlane (self-service pickup). */
  fastlane: slugSchema,
  /** Business sign-up. */
  b2bSignup: slugSchema,
  /** Fleet category pages, e.g. automatic: 'automatic-car-rental', luxury: 'luxury-cars', van: 'minivan-rental'. */
  fleetCategories: z.object({
    /** Automatic cars. */
    automatic: slugSchema,
    /** Compact cars. */
    compact: slugSchema,
    /** Convertibles. */
    convertible: slugSchema,
    /** Economy cars. */
    economy: slugSchema,
    /** Electric cars. */
    electric: slugSchema,
    /** Luxury cars. */
    luxury: slugSchema,
    /** Pickup trucks. */
    pickupTruck: slugSchema,
    /** Sports cars. */
    sport: slugSchema,
    /** Station wagons / estates. */
    stationWagon: slugSchema,
    /** SUVs. */
    suv: slugSchema,
    /** Vans / minivans. */
    van: slugSchema,
  }),
});

/** spec §3: the market profile of one site language. */
export const marketProfileSchema = z.object({
  /** The locale this profile describes, e.g. 'de-DE'. */
  locale: localeCode,
  /** The site serving it, e.g. 'de', 'com', 'jlr-de'. */
  siteId: siteId,
  /** Accept-Language preference, ordered, e.g. ['de-DE', 'de', 'en']. */
  acceptLanguage: z.array(z.string().regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/)).min(1),
  /** ISO 3166-1 alpha-2 country, e.g. 'DE'. */
  countryAlpha2: z.string().regex(/^[A-Z]{2}$/, { error: 'Expected two upper-case letters such as DE' }),
  /** ISO 3166-1 alpha-3 country, e.g. 'DEU'. */
  countryAlpha3: z.string().regex(/^[A-Z]{3}$/, { error: 'Expected three upper-case letters such as DEU' }),
  /** ISO 639-1 language, e.g. 'de'. */
  langAlpha2: z.string().regex(/^[a-z]{2}$/, { error: 'Expected two lower-case letters such as de' }),
  /** ISO 639-2/T language, e.g. 'deu'. */
  langAlpha3: z.string().regex(/^[a-z]{3}$/, { error: 'Expected three lower-case letters such as deu' }),
  /** ISO 4217 currency prices are shown in, e.g. 'EUR'. */
  defaultCurrency: z.string().regex(/^[A-Z]{3}$/, { error: 'Expected an ISO 4217 code such as EUR' }),
  /** Date, time, number and calendar formats (spec §9). */
  formats: formatsSchema,
  /**
   * Standard VAT (GST) rate on a rental in percent, at most one decimal, e.g. 19 (DE), 20 (GB), 8.1 (CH);
   * 0 where no national VAT is itemised (US). Invoices split their totals by it (issue 20).
   */
  vatRatePercent: z
    .number({ error: 'Expected the VAT rate in percent, e.g. 19' })
    .min(0, { error: 'Expected a VAT rate from 0 to 30 percent' })
    .max(30, { error: 'Expected a VAT rate from 0 to 30 percent' })
    .refine((n) => Number.isInteger(n * 10), { error: 'Expected at most one decimal, e.g. 8.1' }),
  /** International dialling prefix, e.g. '+49'. */
  countryCodeNumber: z.string().regex(/^\+\d{1,4}$/, { error: "Expected a dialling prefix such as '+49'" }),
  /** Support phone in dialable form, e.g. '+490000000000' (placeholder). */
  customerSupportPhone: z.string().regex(/^\+\d{6,15}$/, { error: 'Expected + and 6-15 digits' }),
  /** Support phone as displayed, e.g. '+49 000 0000000' (placeholder). */
  customerSupportPhoneDisplay: text,
  /** Support e-mail address (placeholder). */
  customerSupportMail: z.email({ error: 'Expected an e-mail address' }),
  /** Help-center article on payment questions, e.g. '/help-center#/rent/article/accepted-payment-methods'. */
  customerSupportPaymentArticleLink: sitePath,
  /** Chat feedback survey link (placeholder). */
  chatFeedbackLink: httpsUrl,
  /** Contact-flow id of the help-and-contact form (placeholder). */
  contactFlowIdHelpAndContact: text,
  /** Site-relative links of every link kind. */
  links: linksSchema,
  /**
   * Subscription-only tenants: the main brand's site in this language (origin and language prefix),
   * where rental product lines, guides and the station finder live, e.g. 'https://www.kestrelrent.de'.
   */
  rentalSiteUrl: httpsUrl.optional(),
  /** Base path of the service micro-frontends, '/services' (locale-prefixed in some markets). */
  servicesBasePath: sitePath,
  /** Base path of the legacy booking funnel, '/funnel' (locale-prefixed in some markets). */
  legacyServicesBasePath: sitePath,
  /** The tenant's app URL scheme, e.g. 'kestrel' (kestrel://...). */
  appProtocol: z.string().regex(/^[a-z][a-z0-9+.-]*$/, { error: 'Expected a URL scheme such as kestrel' }),
  /** Default pickup and return times of the booking search (spec §9: 12:30 and 08:30). */
  initialDate: z.object({
    /** Default pickup time. */
    pickup: hourMinute,
    /** Default return time. */
    return: hourMinute,
  }),
  /** Tag-manager container ids (placeholders). */
  tagManager: z.object({
    /** Normal container. */
    normal: text,
    /** Container used without consent. */
    noConsent: text,
    /** Container of the zen layout. */
    zen: text,
    /** Container of ride pages. */
    ride: text,
    /** Unified container. */
    unified: text,
  }),
  /** Consent-manager id (placeholder). */
  consentManagerId: text,
  /** URL slugs and fleet category slugs in the market language. */
  slugs: slugsSchema,
  /** Whether the help-center entry point is open (shown) on pages. */
  openHelpCenterEntryPoint: z.boolean(),
  /** Whether login with social providers is offered (off only on the Land Rover site). */
  enableSocialLogin: z.boolean(),
  /** Account tabs hidden in this market (spec §6). */
  hideAccountTabs: z.array(oneOf(accountTabs)),
  /** Whether manage-bookings is hidden. */
  isManageBookingsHidden: z.boolean(),
  /** Whether manage-subscriptions is hidden. */
  isManageSubscriptionsHidden: z.boolean(),
  /** Whether the privacy-policy link is hidden. */
  hidePrivacyPolicy: z.boolean(),
  /** Whether the tenant shows its own logo instead of the brand logo (field name as in the spec). */
  isCustomSixtLogo: z.boolean(),
  /** Whether written reviews are hidden (UK). */
  shouldHideWrittenReviews: z.boolean(),
  /** Currencies not offered in the currency picker (the US hides AED). */
  hideCurrencies: z.array(z.string().regex(/^[A-Z]{3}$/, { error: 'Expected an ISO 4217 code' })),
  /** Charity text link on the booking confirmation (Spain, France, UK, Italy, Netherlands). */
  confirmationCharityTextLink: httpsUrl.optional(),
  /** Charity button link on the booking confirmation (same markets). */
  confirmationCharityButtonLink: httpsUrl.optional(),
  /** Download pages offered to visitors with an unsupported browser. */
  browserDownloadLink: z.object({
    /** Chrome download page. */
    chrome: httpsUrl,
    /** Safari download page. */
    safari: httpsUrl,
    /** Firefox download page. */
    firefox: httpsUrl,
    /** Edge download page. */
    edge: httpsUrl,
    /** Opera download page. */
    opera: httpsUrl,
  }),
  /** Language switcher redirect: when set, the switcher links this language to that external site. */
  languageSwitcherRedirectUrl: httpsUrl.optional(),
  /** Tenant id: '6' for the main brand. */
  tenantId: z.string().regex(/^\d+$/, { error: "Expected a numeric tenant id such as '6'" }),
  /** US only: baseline experiment entry. */
  baselineExperiment: z
    .object({
      /** Experiment name. */
      name: text,
      /** Page path that activates it on desktop. */
      activationPath: sitePath,
      /** Page path that activates it on mobile. */
      mobileActivationPath: sitePath,
      /** Experiment key (placeholder). */
      key: text,
      /** Assigned variant; null until the experiment client assigns one. */
      variant: z.null(),
    })
    .optional(),
});

export type MarketProfile = z.infer<typeof marketProfileSchema>;

/** A market profile failed validation; the message names the market and the field. */
export class MarketDataError extends Error {
  /** The market (locale, with its site) the first problem belongs to. */
  readonly market: string;
  /** Dotted path of the first field at fault, e.g. 'formats.date'. */
  readonly field: string;
  constructor(market: string, field: string, message: string) {
    super(message);
    this.name = 'MarketDataError';
    this.market = market;
    this.field = field;
  }
}

function marketName(raw: unknown, index: number): string {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const locale = typeof record.locale === 'string' ? record.locale : `#${index}`;
  return typeof record.siteId === 'string' ? `${locale} (site ${record.siteId})` : locale;
}

/**
 * Validates raw market profiles; throws MarketDataError listing every problem, one per line,
 * e.g. 'Market de-DE (site de): formats.date: Expected one of DD.MM.YYYY, DD/MM/YYYY, MM/DD/YYYY'.
 */
export function validateMarkets(raw: unknown[]): MarketProfile[] {
  const problems: { market: string; field: string; message: string }[] = [];
  const profiles: MarketProfile[] = [];
  const seen = new Set<string>();
  raw.forEach((entry, index) => {
    const market = marketName(entry, index);
    const result = marketProfileSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).join('.') || '(profile)';
        problems.push({ market, field, message: issue.message });
      }
      return;
    }
    const key = `${result.data.siteId}/${result.data.locale}`;
    if (seen.has(key)) {
      problems.push({ market, field: 'locale', message: `Duplicate profile for ${key}` });
    }
    seen.add(key);
    profiles.push(result.data);
  });
  const first = problems[0];
  if (first) {
    const lines = problems.map((p) => `Market ${p.market}: ${p.field}: ${p.message}`);
    throw new MarketDataError(first.market, first.field, lines.join('\n'));
  }
  return profiles;
}
