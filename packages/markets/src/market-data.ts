// The market facts as compact tables (countries, languages, sites, spec rule lists) and the
// builder that turns them into raw market profiles; sites.ts validates them at import.
import { baselineExperimentKey, charityLinksFor, placeholdersFor } from './placeholders.ts';
import { slugsFor } from './slugs.ts';
import { type Tenant, type TenantKey, tenants } from './tenants.ts';

/** Country facts: ISO alpha-3, English name, ITU dialling prefix, currency (spec §9). */
export const countries: Record<
  string,
  readonly [alpha3: string, name: string, dial: string, currency: string]
> = {
  AE: ['ARE', 'United Arab Emirates', '+971', 'AED'],
  AR: ['ARG', 'Argentina', '+54', 'ARS'],
  AT: ['AUT', 'Austria', '+43', 'EUR'],
  AU: ['AUS', 'Australia', '+61', 'AUD'],
  BE: ['BEL', 'Belgium', '+32', 'EUR'],
  BR: ['BRA', 'Brazil', '+55', 'BRL'],
  CA: ['CAN', 'Canada', '+1', 'CAD'],
  CH: ['CHE', 'Switzerland', '+41', 'CHF'],
  CL: ['CHL', 'Chile', '+56', 'CLP'],
  CO: ['COL', 'Colombia', '+57', 'COP'],
  CR: ['CRI', 'Costa Rica', '+506', 'CRC'],
  CY: ['CYP', 'Cyprus', '+357', 'EUR'],
  DE: ['DEU', 'Germany', '+49', 'EUR'],
  DK: ['DNK', 'Denmark', '+45', 'DKK'],
  EE: ['EST', 'Estonia', '+372', 'EUR'],
  EG: ['EGY', 'Egypt', '+20', 'EGP'],
  ES: ['ESP', 'Spain', '+34', 'EUR'],
  FI: ['FIN', 'Finland', '+358', 'EUR'],
  FR: ['FRA', 'France', '+33', 'EUR'],
  GB: ['GBR', 'United Kingdom', '+44', 'GBP'],
  GP: ['GLP', 'Guadeloupe', '+590', 'EUR'],
  HR: ['HRV', 'Croatia', '+385', 'EUR'],
  HU: ['HUN', 'Hungary', '+36', 'HUF'],
  IE: ['IRL', 'Ireland', '+353', 'EUR'],
  IS: ['ISL', 'Iceland', '+354', 'ISK'],
  IT: ['ITA', 'Italy', '+39', 'EUR'],
  LT: ['LTU', 'Lithuania', '+370', 'EUR'],
  LV: ['LVA', 'Latvia', '+371', 'EUR'],
  MA: ['MAR', 'Morocco', '+212', 'MAD'],
  MT: ['MLT', 'Malta', '+356', 'EUR'],
  MX: ['MEX', 'Mexico', '+52', 'MXN'],
  NL: ['NLD', 'Netherlands', '+31', 'EUR'],
  NO: ['NOR', 'Norway', '+47', 'NOK'],
  NZ: ['NZL', 'New Zealand', '+64', 'NZD'],
  PA: ['PAN', 'Panama', '+507', 'USD'],
  PL: ['POL', 'Poland', '+48', 'PLN'],
  PT: ['PRT', 'Portugal', '+351', 'EUR'],
  RO: ['ROU', 'Romania', '+40', 'RON'],
  SA: ['SAU', 'Saudi Arabia', '+966', 'SAR'],
  SE: ['SWE', 'Sweden', '+46', 'SEK'],
  SG: ['SGP', 'Singapore', '+65', 'SGD'],
  SI: ['SVN', 'Slovenia', '+386', 'EUR'],
  US: ['USA', 'United States', '+1', 'USD'],
};

/**
 * The standard VAT (or GST / sales-tax) rate charged on a car rental, in percent, by country (issue 20:
 * invoices). Standard national rates as of 2026; the US has no national VAT (sales taxes are
 * set by states and cities and are not itemised here), nor Brazil (state and municipal taxes), so 0.
 */
export const vatRatePercent: Record<string, number> = {
  AE: 5,
  AR: 21,
  AT: 20,
  AU: 10,
  BE: 21,
  BR: 0,
  CA: 5,
  CH: 8.1,
  CL: 19,
  CO: 19,
  CR: 13,
  CY: 19,
  DE: 19,
  DK: 25,
  EE: 24,
  EG: 14,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GB: 20,
  GP: 8.5,
  HR: 25,
  HU: 27,
  IE: 23,
  IS: 24,
  IT: 22,
  LT: 21,
  LV: 21,
  MA: 20,
  MT: 18,
  MX: 16,
  NL: 21,
  NO: 25,
  NZ: 15,
  PA: 7,
  PL: 23,
  PT: 23,
  RO: 21,
  SA: 15,
  SE: 25,
  SG: 9,
  SI: 22,
  US: 0,
};

/** Language facts: ISO 639-2/T, endonym for the switcher, long-date pattern. */
export const languages: Record<string, readonly [alpha3: string, endonym: string, nameDate: string]> = {
  ar: ['ara', 'العربية', 'D MMMM YYYY'],
  da: ['dan', 'Dansk', 'D. MMMM YYYY'],
  de: ['deu', 'Deutsch', 'D. MMMM YYYY'],
  en: ['eng', 'English', 'D MMMM YYYY'],
  es: ['spa', 'Español', 'D [de] MMMM [de] YYYY'],
  et: ['est', 'Eesti', 'D. MMMM YYYY'],
  fi: ['fin', 'Suomi', 'D. MMMM YYYY'],
  fr: ['fra', 'Français', 'D MMMM YYYY'],
  hr: ['hrv', 'Hrvatski', 'D. MMMM YYYY'],
  hu: ['hun', 'Magyar', 'YYYY. MMMM D.'],
  is: ['isl', 'Íslenska', 'D. MMMM YYYY'],
  it: ['ita', 'Italiano', 'D MMMM YYYY'],
  lt: ['lit', 'Lietuvių', 'YYYY [m.] MMMM D [d.]'],
  lv: ['lav', 'Latviešu', 'YYYY. [gada] D. MMMM'],
  nb: ['nob', 'Norsk', 'D. MMMM YYYY'],
  nl: ['nld', 'Nederlands', 'D MMMM YYYY'],
  pl: ['pol', 'Polski', 'D MMMM YYYY'],
  pt: ['por', 'Português', 'D [de] MMMM [de] YYYY'],
  ro: ['ron', 'Română', 'D MMMM YYYY'],
  sl: ['slv', 'Slovenščina', 'D. MMMM YYYY'],
  sv: ['swe', 'Svenska', 'D MMMM YYYY'],
};

/** Right-to-left languages. */
export const rtlLanguages = new Set(['ar']);

// spec §9 and §2 rule lists, by ISO alpha-2 country unless noted; each list is copied from the spec.
/** spec §9: DD/MM/YYYY in the UK and Italy. */
export const dayMonthSlashCountries = new Set(['GB', 'IT']);
/** spec §9: MM/DD/YYYY in the US (both US locales). */
export const monthFirstCountries = new Set(['US']);
/** spec §9: 12-hour clock. */
export const hour12Countries = new Set(['GB', 'IE', 'MX', 'NZ', 'SA', 'US', 'CO', 'CY']);
/** spec §9: decimal comma. */
export const decimalCommaCountries = new Set(['DE', 'ES', 'FR', 'IT', 'NL', 'SE']);
/** spec §9: miles. */
export const milesCountries = new Set(['GB', 'US']);
/** spec §9: the week starts on Sunday. */
export const sundayFirstCountries = new Set(['HR', 'IS', 'PA', 'RO', 'SG', 'SI', 'US']);
/** spec §9: the German site writes times without a leading zero (8:30). */
export const unpaddedHourCountries = new Set(['DE']);
/** spec §2: no truck/van offer. */
export const noTruckCountries = new Set(['EG', 'MX', 'NZ', 'PL', 'SA', 'SG', 'CO', 'CY', 'GP', 'MA']);
/** spec §2: account links carry the locale segment (by locale: Colombia, Cyprus, Guadeloupe, Morocco, Spanish US). */
export const accountPrefixedLocales = new Set(['es-CO', 'en-CY', 'fr-GP', 'fr-MA', 'es-US']);
/** spec §2: auto clubs page. */
export const autoClubCountries = new Set(['HU', 'MX']);
/** spec §2: car sales, SMS policy, zenhome, driving across borders; spec §3: baseline experiment. */
export const usOnlyCountries = new Set(['US']);
/** spec §3: written reviews hidden. */
export const hiddenReviewCountries = new Set(['GB']);
/** spec §3: charity donation on the confirmation, by site (Spain, France, UK, Italy, Netherlands). */
export const charitySites = new Set(['es', 'fr', 'uk', 'it', 'nl']);
/** spec §6: the German market hides these account tabs. */
export const germanHiddenTabs = ['bookings', 'businessHub', 'helpCenter', 'profiles'] as const;
/**
 * spec §6 hides the subscriptions tab in AE, AR, AU, BR, CA, CL, CR, DK "and many other markets";
 * our choice: subscriptions are offered only in these markets, hidden everywhere else.
 */
export const subscriptionCountries = new Set(['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'US']);
/** spec §3: the US hides AED in the currency picker. */
export const hiddenCurrenciesByCountry: Record<string, readonly string[]> = { US: ['AED'] };
/** Locales whose long date puts the month first. */
const monthFirstNameDateLocales = new Set(['en-US', 'en-CA']);

/** One row of the site table: the default language first, then further languages by path prefix. */
export interface SiteRow {
  readonly id: string;
  readonly domain: string;
  readonly name: string;
  readonly tenant: TenantKey;
  readonly defaultLocale: string;
  /** Further languages: locale -> path prefix ('/fr-be', '/en', ...). */
  readonly more: Readonly<Record<string, string>>;
}

const site = (
  id: string,
  tld: string,
  name: string,
  defaultLocale: string,
  more: Record<string, string> = {},
) => ({ id, domain: `www.kestrelrent.${tld}`, name, tenant: 'main', defaultLocale, more }) satisfies SiteRow;

/** Every site of spec §2 "Markets", with its languages. */
export const siteRows: readonly SiteRow[] = [
  site('at', 'at', 'Austria', 'de-AT'),
  site('be', 'be', 'Belgium', 'nl-BE', { 'fr-BE': '/fr-be' }),
  site('ca', 'ca', 'Canada', 'en-CA', { 'fr-CA': '/fr-ca' }),
  site('ch', 'ch', 'Switzerland', 'de-CH', { 'fr-CH': '/fr-ch', 'it-CH': '/it-ch' }),
  site('uk', 'co.uk', 'United Kingdom', 'en-GB'),
  site('com', 'com', 'International', 'en-US', {
    'es-US': '/es-us',
    'en-CY': '/en-cy',
    'en-MT': '/en-mt',
    'es-CO': '/es-co',
    'es-MX': '/es-mx',
    'fr-FR': '/fr-fr',
    'fr-GP': '/fr-gp',
    'fr-MA': '/fr-ma',
  }),
  site('de', 'de', 'Germany', 'de-DE', { 'en-DE': '/en' }),
  site('es', 'es', 'Spain', 'es-ES', { 'en-ES': '/en' }),
  site('fr', 'fr', 'France', 'fr-FR'),
  site('it', 'it', 'Italy', 'it-IT', { 'en-IT': '/en' }),
  site('nl', 'nl', 'Netherlands', 'nl-NL'),
  site('ae', 'ae', 'United Arab Emirates', 'en-AE'),
  site('ar', 'com.ar', 'Argentina', 'es-AR'),
  site('au', 'com.au', 'Australia', 'en-AU'),
  site('br', 'com.br', 'Brazil', 'pt-BR'),
  site('mx', 'com.mx', 'Mexico', 'es-MX'),
  site('sa', 'com.sa', 'Saudi Arabia', 'en-SA', { 'ar-SA': '/ar' }),
  site('dk', 'dk', 'Denmark', 'da-DK'),
  site('fi', 'fi', 'Finland', 'fi-FI'),
  site('ie', 'ie', 'Ireland', 'en-IE'),
  site('no', 'no', 'Norway', 'nb-NO'),
  site('nz', 'co.nz', 'New Zealand', 'en-NZ'),
  site('pl', 'pl', 'Poland', 'pl-PL'),
  site('pt', 'pt', 'Portugal', 'pt-PT', { 'en-PT': '/en' }),
  site('se', 'se', 'Sweden', 'sv-SE'),
  site('cl', 'cl', 'Chile', 'es-CL'),
  site('cr', 'co.cr', 'Costa Rica', 'es-CR'),
  site('eg', 'com.eg', 'Egypt', 'en-EG', { 'ar-EG': '/ar' }),
  site('pa', 'com.pa', 'Panama', 'es-PA'),
  site('sg', 'com.sg', 'Singapore', 'en-SG'),
  site('ee', 'ee', 'Estonia', 'et-EE'),
  site('hr', 'hr', 'Croatia', 'hr-HR'),
  site('hu', 'hu', 'Hungary', 'hu-HU'),
  site('is', 'is', 'Iceland', 'is-IS'),
  site('lt', 'lt', 'Lithuania', 'lt-LT'),
  site('lv', 'lv', 'Latvia', 'lv-LV'),
  site('ro', 'ro', 'Romania', 'ro-RO'),
  site('si', 'si', 'Slovenia', 'sl-SI'),
  {
    id: 'jlr-de',
    domain: 'subscribe.landrover-kestrel.de',
    name: 'Land Rover Subscribe Germany',
    tenant: 'landRover',
    defaultLocale: 'de-DE',
    more: {},
  },
];

/** The languages of a site row in order, default first at prefix ''. */
export function rowLanguages(row: SiteRow): { locale: string; pathPrefix: string }[] {
  return [
    { locale: row.defaultLocale, pathPrefix: '' },
    ...Object.entries(row.more).map(([locale, pathPrefix]) => ({ locale, pathPrefix })),
  ];
}

const browserDownloadLink = {
  chrome: 'https://www.google.com/chrome/',
  safari: 'https://www.apple.com/safari/',
  firefox: 'https://www.mozilla.org/firefox/new/',
  edge: 'https://www.microsoft.com/edge/download',
  opera: 'https://www.opera.com/download',
};

/**
 * The main-brand site of a subscription-only tenant in this locale (origin and language prefix), e.g.
 * 'https://www.kestrelrent.de'; undefined for the main tenant.
 */
function rentalSiteUrl(row: SiteRow, locale: string): string | undefined {
  const id = (tenants[row.tenant] as Tenant).rentalSiteId;
  if (id === undefined) return undefined;
  const main = siteRows.find((r) => r.id === id);
  const lang = main && rowLanguages(main).find((l) => l.locale === locale);
  if (!main || !lang) throw new Error(`Site ${row.id}: rental site ${id} has no language ${locale}`);
  return `https://${main.domain}${lang.pathPrefix}`;
}

/**
 * The profile links; `r` is the prefix of the rental product lines: the language prefix, or a
 * subscription-only tenant's main-brand site (its Land Rover host offers no rentals, share or ride).
 */
function contentLinks(
  p: string,
  r: string,
  country: string,
  locale: string,
  loyaltyCardsPath: string,
  slugs: { truck: string; b2bSignup: string },
) {
  const us = usOnlyCountries.has(country);
  const account = accountPrefixedLocales.has(locale) ? `${p}/account#/` : '/account#/';
  return {
    home: p || '/',
    truck: noTruckCountries.has(country) ? '' : `${r}/${slugs.truck}`,
    accountProfiles: `${account}profiles`,
    accountManageBooking: `${account}manage-my-booking-info`,
    accountBookings: `${account}bookings`,
    accountSubscriptions: `${account}subscriptions`,
    account: `${account}account`,
    helpCenter: `${p}/help-center`,
    loyaltyCards: `${r}${loyaltyCardsPath}`,
    share: `${r}/share`,
    ride: `${r}/ride`,
    plus: `${r}/plus`,
    // spec §2 gives this app path without a locale segment.
    rideHistory: `${r === p ? '' : r}/ride/app/${country.toLowerCase()}/rides`,
    autoClubs: autoClubCountries.has(country) ? `${p}/auto-clubs` : undefined,
    carSales: us ? `${p}/car-sales` : undefined,
    smsPolicy: us ? `${p}/sms-policy` : undefined,
    zenhomeUrl: us ? `${p}/zenhome` : undefined,
    terms: `${p}/terms-and-conditions`,
    privacy: `${p}/privacy-policy`,
    imprint: `${p}/imprint`,
    rentalInformation: `${p}/rental-information`,
    protection: `${p}/protection`,
    contacts: `${p}/contact`,
    faq: `${p}/faq`,
    // ADR 011: link kinds that answer the same customer question share its page, where a section of that
    // title answers it: partners (where miles and points are earned) on the loyalty page, driver
    // requirements on the rental information, payment requirements and 3-D Secure on payment information.
    partners: `${r}${loyaltyCardsPath}`,
    paymentInformation: `${p}/payment-information`,
    driverRequirements: `${p}/rental-information`,
    paymentRequirements: `${p}/payment-information`,
    drivingAcrossBorders: us ? `${p}/driving-across-borders` : undefined,
    threeDSecureFaq: `${p}/payment-information`,
    shareFaq: `${r}/share/faq`,
    rideFaq: `${r}/ride/faq`,
    plusFaq: `${p}/plus/faq`,
    corporate: `${p}/business`,
    // ADR 011: the corporate sign-up is the business sign-up page of the b2bSignup slug.
    corporateSignUp: `${r}/${slugs.b2bSignup}`,
  };
}

function formatsFor(locale: string, country: string, nameDate: string) {
  const hour12 = hour12Countries.has(country);
  let date = 'DD.MM.YYYY';
  if (dayMonthSlashCountries.has(country)) date = 'DD/MM/YYYY';
  if (monthFirstCountries.has(country)) date = 'MM/DD/YYYY';
  let time = unpaddedHourCountries.has(country) ? 'H:mm' : 'HH:mm';
  if (hour12) time = 'h:mm A';
  return {
    time,
    date,
    nameDate: monthFirstNameDateLocales.has(locale) ? 'MMMM D, YYYY' : nameDate,
    decimalSeperator: decimalCommaCountries.has(country) ? ',' : '.',
    measureOfLength: milesCountries.has(country) ? 'mi' : 'km',
    hour12Format: hour12,
    isFirstDaySunday: sundayFirstCountries.has(country),
  };
}

function hiddenTabs(country: string): string[] {
  const tabs: string[] = country === 'DE' ? [...germanHiddenTabs] : [];
  if (!subscriptionCountries.has(country)) tabs.push('subscriptions');
  return tabs;
}

/** The raw (not yet validated) profile of one language of one site. */
export function buildRawProfile(row: SiteRow, locale: string, pathPrefix: string): Record<string, unknown> {
  const country = locale.slice(-2);
  const lang = locale.slice(0, 2);
  const [alpha3, , dial, currency] = countries[country] ?? ['', '', '', ''];
  const [langAlpha3, , nameDate] = languages[lang] ?? ['', '', ''];
  const tenant: Tenant = tenants[row.tenant];
  const slugs = slugsFor(locale);
  const p = pathPrefix;
  const tabs = hiddenTabs(country);
  const facts = placeholdersFor(country, dial, locale);
  const jlr = row.tenant === 'landRover';
  const rentalSite = rentalSiteUrl(row, locale);
  return {
    locale,
    siteId: row.id,
    acceptLanguage: [...new Set([locale, lang, 'en'])],
    countryAlpha2: country,
    countryAlpha3: alpha3,
    langAlpha2: lang,
    langAlpha3,
    defaultCurrency: currency,
    formats: formatsFor(locale, country, nameDate),
    countryCodeNumber: dial,
    vatRatePercent: vatRatePercent[country],
    ...facts,
    // The help center's article on payment methods (a hash route of the help-center app, issue 9).
    customerSupportPaymentArticleLink: `${p}/help-center#/rent/article/accepted-payment-methods`,
    links: contentLinks(p, rentalSite ?? p, country, locale, tenant.loyaltyCardsPath, slugs),
    rentalSiteUrl: rentalSite,
    // spec §2: /jlrservices and /funnel on the Land Rover site; otherwise locale-prefixed with the language.
    servicesBasePath: jlr ? '/jlrservices' : `${p}/services`,
    legacyServicesBasePath: `${p}/funnel`,
    appProtocol: tenant.appProtocol,
    // spec §9: pickup 12:30, return 08:30 everywhere.
    initialDate: { pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } },
    slugs,
    openHelpCenterEntryPoint: !tabs.includes('helpCenter'),
    enableSocialLogin: tenant.socialLogin,
    hideAccountTabs: tabs,
    isManageBookingsHidden: tabs.includes('bookings'),
    isManageSubscriptionsHidden: tabs.includes('subscriptions'),
    hidePrivacyPolicy: false,
    isCustomSixtLogo: tenant.customLogo,
    shouldHideWrittenReviews: hiddenReviewCountries.has(country),
    hideCurrencies: [...(hiddenCurrenciesByCountry[country] ?? [])],
    ...(charitySites.has(row.id) ? charityLinksFor(country) : {}),
    browserDownloadLink,
    // spec §2 has Arabic in Egypt and Saudi Arabia redirect to an external regional site; no such site
    // exists for this brand, and the sites build their own /ar pages, so the switcher links those
    // (issue 23). A tenant with a real regional site sets the URL here.
    languageSwitcherRedirectUrl: undefined,
    tenantId: tenant.id,
    baselineExperiment: usOnlyCountries.has(country)
      ? {
          name: 'baseline',
          activationPath: `${p}/`,
          mobileActivationPath: `${p}/`,
          key: baselineExperimentKey,
          variant: null,
        }
      : undefined,
  };
}

/** Raw profiles of every language of every site, in site order. */
export function rawMarketProfiles(): Record<string, unknown>[] {
  return siteRows.flatMap((row) =>
    rowLanguages(row).map(({ locale, pathPrefix }) => buildRawProfile(row, locale, pathPrefix)),
  );
}
