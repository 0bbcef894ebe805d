// Public API of @rental/markets: market profiles of every market (schema, data, formatters, links).
// Importing it validates every profile (Node: build, API, scripts). Browsers import the zod-free entries
// '@rental/markets/rules' and '@rental/markets/formatters' instead.
export {
  type CountryMarket,
  DEFAULT_COUNTRY,
  getMarket,
  isSite,
  listMarkets,
  marketOfSite,
  siteDomains,
  siteIdOfHost,
} from './country-markets.ts';
export {
  createFormatters,
  currencyDigits,
  type FormatsOfMarket,
  type Formatters,
  formatDay,
  isDay,
  type MinorAmount,
  parseDay,
} from './formatters.ts';
export { type LanguageSwitcherEntry, languageSwitcher } from './language-switcher.ts';
export { createLinks, type Links } from './links.ts';
export {
  type AccountTab,
  accountTabs,
  datePatterns,
  type FleetCategory,
  fleetCategories,
  isLocaleCode,
  isSiteId,
  type LocaleCode,
  MarketDataError,
  type MarketProfile,
  marketProfileSchema,
  nameDatePatterns,
  type SiteId,
  timePatterns,
  validateMarkets,
} from './schema.ts';
export {
  findSiteByDomain,
  findSiteLanguage,
  getSite,
  languageForPath,
  locales,
  type Site,
  type SiteLanguage,
  sites,
  tenantOf,
} from './sites.ts';
export { type Tenant, type TenantKey, tenants } from './tenants.ts';
