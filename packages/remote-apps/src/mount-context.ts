// The page context schema: what app-host.astro writes into every page (a JSON script) for the host loader,
// validated at build time so a broken market profile fails the build, not the visitor's page.
import { z } from 'zod';
import { acceptLanguageFor, contractVersion } from './contract.ts';

/** The market-profile fields apps need, copied from @rental/markets at build time into the page. */
export const marketContextSchema = z.object({
  /** Site id, e.g. 'de', 'com', 'jlr-de'. */
  siteId: z.string().min(1),
  /** Locale of the page's market profile, e.g. 'fr-BE'. */
  locale: z.string().min(2),
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
  /** Site-relative links of the market, e.g. { account: '/account/#/account', helpCenter: '/help-center/' }. */
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

/** What the page tells the host (a JSON script written at build time): the serialisable part of the context. */
export const pageContextSchema = z.object({
  /** The contract version the page was built with (see `contractVersion`). */
  contractVersion: z.number().int().positive(),
  /** Base URL of the product API on the page's own origin, e.g. '/api'. */
  apiBaseUrl: z.string().min(1),
  /** The page language (html lang), e.g. 'fr-BE'. */
  language: z.string().min(2),
  /** Accept-Language header value derived from the page language, e.g. 'fr-BE,fr;q=0.9,en;q=0.8'. */
  acceptLanguage: z.string().min(2),
  /** Tenant id: '6' for the main brand. */
  tenantId: z.string().min(1),
  /** The market-profile subset of this page's site language. */
  market: marketContextSchema,
  /** Short localised text a container shows when its app cannot be shown. */
  fallbackText: z.string().min(1),
  /** Default version per app name ('' = `remoteEntry.js`); apps not listed use ''. */
  defaultVersions: z.record(z.string(), z.string().regex(/^[\w.-]{0,32}$/)).default({}),
  /** How long an app's loading may go without any of its files arriving before its container shows the fallback, in ms. */
  loadTimeoutMs: z.number().int().positive().default(10_000),
});

export type MarketContext = z.infer<typeof marketContextSchema>;
export type PageContext = z.infer<typeof pageContextSchema>;
/** The page context as written into the page (defaults may be left out). */
export type PageContextInput = z.input<typeof pageContextSchema>;

/** The market-profile fields of @rental/markets this builder reads (a structural subset of MarketProfile). */
export interface MarketProfileSubset {
  locale: string;
  siteId: string;
  countryAlpha2: string;
  defaultCurrency: string;
  hideCurrencies: readonly string[];
  formats: MarketContext['formats'];
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

export interface BuildPageContextOptions {
  /** Page language (html lang), e.g. 'fr-BE'. */
  language: string;
  profile: MarketProfileSubset;
  /** Localised fallback text; see fallbackText(). */
  fallbackText: string;
  /** Default: '/api' (the API is served on every site's own origin). */
  apiBaseUrl?: string;
  defaultVersions?: Record<string, string>;
  loadTimeoutMs?: number;
}

/** The validated page context of a site language (build time). Throws naming the locale and field. */
export function buildPageContext(options: BuildPageContextOptions): PageContext {
  const { profile } = options;
  const language = options.language;
  const acceptLanguage = acceptLanguageFor(language);
  const links = Object.fromEntries(
    Object.entries(profile.links).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '',
    ),
  );
  const result = pageContextSchema.safeParse({
    contractVersion,
    apiBaseUrl: options.apiBaseUrl ?? '/api',
    language,
    acceptLanguage,
    tenantId: profile.tenantId,
    fallbackText: options.fallbackText,
    defaultVersions: options.defaultVersions ?? {},
    loadTimeoutMs: options.loadTimeoutMs ?? 10_000,
    market: {
      siteId: profile.siteId,
      locale: profile.locale,
      country: profile.countryAlpha2,
      currency: profile.defaultCurrency,
      hideCurrencies: [...profile.hideCurrencies],
      formats: profile.formats,
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
    },
  });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(
      `Page context of ${profile.siteId}/${language}: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  return result.data;
}

/** The context as JSON safe inside <script type="application/json"> (no '</script>' can close it). */
export function serializePageContext(context: PageContext): string {
  return JSON.stringify(context).replace(/</g, '\\u003c');
}
