// The mount context: what app-host.astro writes into every page (a JSON script) and the host hands to
// each app's mount. Filled at build time from @rental/markets and validated then, so a broken market
// profile fails the build, not the visitor's page. Apps learn everything about their market here
// (spec §3 "Market profile", §7 "Context provides an API base, accept-language, tenant id ...").
// Not to be confused with the CMS page context of @rental/content (spec §3 "Page context").
import { z } from 'zod';
import { acceptLanguageFor, contractVersion } from './contract.ts';

const clockTime = z.object({
  /** Hour, 0-23. */
  hour: z.number().int().min(0).max(23),
  /** Minute, 0-59. */
  minute: z.number().int().min(0).max(59),
});

/** The market facts apps use, copied from the page's market profile (@rental/markets) at build time. */
export const mountMarketSchema = z.object({
  /** Site id, e.g. 'de', 'com', 'jlr-de'. */
  siteId: z.string().min(1),
  /** ISO 3166-1 alpha-2 country of the market, e.g. 'BE'. */
  country: z.string().length(2),
  /** ISO 4217 currency prices are shown in, e.g. 'EUR'. */
  currency: z.string().length(3),
  /** Currencies the market hides in currency pickers (the US hides AED). */
  hideCurrencies: z.array(z.string()),
  /** Date, time, number and calendar formats of the market (spec §9). */
  formats: z.object({
    /** Time pattern: 'HH:mm', 'H:mm' or 'h:mm A'. */
    time: z.string(),
    /** Numeric date pattern, e.g. 'DD.MM.YYYY'. */
    date: z.string(),
    /** Long date with month name, e.g. 'D. MMMM YYYY'. */
    nameDate: z.string(),
    /** Decimal separator, ',' or '.' (spelled as in the spec). */
    decimalSeperator: z.string(),
    /** Unit of distances: 'km' or 'mi'. */
    measureOfLength: z.string(),
    /** Whether times use a 12-hour clock. */
    hour12Format: z.boolean(),
    /** Whether calendars start the week on Sunday. */
    isFirstDaySunday: z.boolean(),
  }),
  /** Dialling prefix of the market's phone numbers, e.g. '+49' (profile field countryCodeNumber). */
  phonePrefix: z.string().regex(/^\+\d{1,4}$/),
  /** spec §9: default pickup and return times of a search, e.g. pickup 12:30, return 08:30. */
  initialDate: z.object({
    /** Default pickup time. */
    pickup: clockTime,
    /** Default return time. */
    return: clockTime,
  }),
  /** spec §2: whether the market rents vans and trucks (its truck page exists). */
  offersVans: z.boolean(),
  /** spec §3: the charity donation offered on the booking confirmation (ES, FR, UK, IT, NL), or null. */
  charity: z
    .object({
      /** The charity's text link, https. */
      textLink: z.string().regex(/^https:\/\//),
      /** The charity's button link, https. */
      buttonLink: z.string().regex(/^https:\/\//),
    })
    .nullable(),
  /** The market's customer support (spec §3), for apps that offer it. */
  support: z.object({
    /** Phone in E.164, e.g. '+4989000000'. */
    phone: z.string(),
    /** Phone as shown, e.g. '+49 89 000 000'. */
    phoneDisplay: z.string(),
    /** Support e-mail address. */
    mail: z.string(),
    /** The help article on payment questions, site-relative, e.g. '/help-center#/rent/article/accepted-payment-methods'. */
    paymentArticle: z.string(),
    /** The chat feedback survey, https. */
    chatFeedback: z.string().regex(/^https:\/\//),
  }),
  /** Site-relative links of the market, e.g. { account: '/account#/account', helpCenter: '/help-center' }. */
  links: z.record(z.string(), z.string()),
  /** Base path of the service apps, e.g. '/fr-be/services'. */
  servicesBasePath: z.string(),
  /** The tenant's app URL scheme, e.g. 'kestrel'. */
  appProtocol: z.string(),
  /** Feature flags of the market profile (spec §3, §6). */
  flags: z.object({
    /** Whether social login is offered (off on the Land Rover site). */
    enableSocialLogin: z.boolean(),
    /** Account tabs hidden in this market, e.g. ['bookings', 'profiles']. */
    hideAccountTabs: z.array(z.string()),
    /** Whether manage-bookings is hidden. */
    isManageBookingsHidden: z.boolean(),
    /** Whether manage-subscriptions is hidden. */
    isManageSubscriptionsHidden: z.boolean(),
    /** Whether the help-center entry point is shown. */
    openHelpCenterEntryPoint: z.boolean(),
    /** Whether written reviews are hidden (UK). */
    shouldHideWrittenReviews: z.boolean(),
    /** Whether the privacy-policy link is hidden. */
    hidePrivacyPolicy: z.boolean(),
  }),
});

/** The serialisable mount context a page carries (the host adds who is mounted and how to navigate). */
export const mountContextSchema = z.object({
  /** The contract version the page was built with (see `contractVersion`). */
  contractVersion: z.number().int().positive(),
  /** Base URL of the product API on the page's own origin, e.g. '/api'. */
  apiBaseUrl: z.string().min(1),
  /** The page's locale (html lang), e.g. 'fr-BE'; the CMS calls it language_code. */
  locale: z.string().min(2),
  /** Accept-Language header value derived from the locale, e.g. 'fr-BE,fr;q=0.9,en;q=0.8'. */
  acceptLanguage: z.string().min(2),
  /** Tenant id: '6' for the main brand. */
  tenantId: z.string().min(1),
  /** The market facts of this page's site language. */
  market: mountMarketSchema,
  /** Short localised text a container shows when its app cannot be shown. */
  fallbackText: z.string().min(1),
  /** Default version per app name ('' = `remoteEntry.js`); apps not listed use ''. */
  defaultVersions: z.record(z.string(), z.string().regex(/^[\w.-]{0,32}$/)).default({}),
  /** How long an app's loading may go without any of its files arriving before its container shows the fallback, in ms. */
  loadTimeoutMs: z.number().int().positive().default(10_000),
});

export type MountMarket = z.infer<typeof mountMarketSchema>;
export type MountContext = z.infer<typeof mountContextSchema>;
/** The mount context as written into the page (defaults may be left out). */
export type MountContextInput = z.input<typeof mountContextSchema>;

/**
 * The market-profile fields of @rental/markets the builder reads: a structural subset of
 * `SiteLanguage['profile']`, so this module (which apps import for types) never imports the market data.
 */
export interface MarketProfileSubset {
  locale: string;
  siteId: string;
  countryAlpha2: string;
  defaultCurrency: string;
  hideCurrencies: readonly string[];
  formats: MountMarket['formats'];
  countryCodeNumber: string;
  initialDate: MountMarket['initialDate'];
  confirmationCharityTextLink?: string | undefined;
  confirmationCharityButtonLink?: string | undefined;
  customerSupportPhone: string;
  customerSupportPhoneDisplay: string;
  customerSupportMail: string;
  customerSupportPaymentArticleLink: string;
  chatFeedbackLink: string;
  links: Readonly<Record<string, string | undefined>>;
  servicesBasePath: string;
  appProtocol: string;
  tenantId: string;
  enableSocialLogin: boolean;
  hideAccountTabs: readonly string[];
  isManageBookingsHidden: boolean;
  isManageSubscriptionsHidden: boolean;
  openHelpCenterEntryPoint: boolean;
  shouldHideWrittenReviews: boolean;
  hidePrivacyPolicy: boolean;
}

export interface BuildMountContextOptions {
  /** The page's market profile (its locale is the page's locale). */
  profile: MarketProfileSubset;
  /** Localised fallback text (the shell namespace's `common.appFailed`). */
  fallbackText: string;
  /** Default: '/api' (the API is served on every site's own origin). */
  apiBaseUrl?: string;
  defaultVersions?: Record<string, string>;
  loadTimeoutMs?: number;
}

/** The market facts apps get, from a market profile. */
export function mountMarketOf(profile: MarketProfileSubset): MountMarket {
  const links = Object.fromEntries(
    Object.entries(profile.links).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '',
    ),
  );
  const charity =
    profile.confirmationCharityTextLink && profile.confirmationCharityButtonLink
      ? { textLink: profile.confirmationCharityTextLink, buttonLink: profile.confirmationCharityButtonLink }
      : null;
  return {
    siteId: profile.siteId,
    country: profile.countryAlpha2,
    currency: profile.defaultCurrency,
    hideCurrencies: [...profile.hideCurrencies],
    formats: { ...profile.formats },
    phonePrefix: profile.countryCodeNumber,
    initialDate: profile.initialDate,
    // spec §2: the truck/van link is empty where vans and trucks are not offered; a subscription-only
    // tenant's van link leads to the main brand's site (an absolute URL): the tenant itself rents none.
    offersVans: /^\//.test(profile.links.truck ?? ''),
    charity,
    support: {
      phone: profile.customerSupportPhone,
      phoneDisplay: profile.customerSupportPhoneDisplay,
      mail: profile.customerSupportMail,
      paymentArticle: profile.customerSupportPaymentArticleLink,
      chatFeedback: profile.chatFeedbackLink,
    },
    links,
    servicesBasePath: profile.servicesBasePath,
    appProtocol: profile.appProtocol,
    flags: {
      enableSocialLogin: profile.enableSocialLogin,
      hideAccountTabs: [...profile.hideAccountTabs],
      isManageBookingsHidden: profile.isManageBookingsHidden,
      isManageSubscriptionsHidden: profile.isManageSubscriptionsHidden,
      openHelpCenterEntryPoint: profile.openHelpCenterEntryPoint,
      shouldHideWrittenReviews: profile.shouldHideWrittenReviews,
      hidePrivacyPolicy: profile.hidePrivacyPolicy,
    },
  };
}

/** The validated mount context of a site language (build time). Throws naming the site, locale and field. */
export function buildMountContext(options: BuildMountContextOptions): MountContext {
  const { profile } = options;
  const result = mountContextSchema.safeParse({
    contractVersion,
    apiBaseUrl: options.apiBaseUrl ?? '/api',
    locale: profile.locale,
    acceptLanguage: acceptLanguageFor(profile.locale),
    tenantId: profile.tenantId,
    fallbackText: options.fallbackText,
    defaultVersions: options.defaultVersions ?? {},
    loadTimeoutMs: options.loadTimeoutMs ?? 10_000,
    market: mountMarketOf(profile),
  });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(
      `Mount context of ${profile.siteId}/${profile.locale}: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  return result.data;
}

/** The context as JSON safe inside <script type="application/json"> (no '</script>' can close it). */
export function serializeMountContext(context: MountContext): string {
  return JSON.stringify(context).replace(/</g, '\\u003c');
}
