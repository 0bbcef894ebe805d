// The markets by country, as the product API serves them: one market per country (currency, locale,
// dialling prefix, tenant, whether vans are offered) and the site a request came from. Derived from the
// site profiles here, so the API and the sites read the same facts.
import { findSiteByDomain, sites } from './sites.ts';

/** One country market as the API uses it. */
export type CountryMarket = {
  /** ISO 3166-1 alpha-2 country, e.g. 'DE'. */
  country: string;
  /** Site that serves the country, e.g. 'de' or 'com'. */
  siteId: string;
  /** Main locale of the country, e.g. 'de-DE'. */
  locale: string;
  /** Every locale the country is served in. */
  locales: string[];
  /** ISO 4217 currency, e.g. 'EUR'. */
  currency: string;
  /** Standard VAT rate on a rental in percent, e.g. 19 (the profile's vatRatePercent). */
  vatRatePercent: number;
  /** Dialling prefix, e.g. '+49'. */
  phonePrefix: string;
  /** Tenant id, e.g. '6'. */
  tenantId: string;
  /** spec §2: the truck/van link is empty where vans and trucks are not offered. */
  offersVans: boolean;
  /** Site-relative truck/van rental page, e.g. '/van/'; '' where not offered. */
  truckPath: string;
};

/** Default market when nothing tells us the visitor's country (spec §9: default language en-US). */
export const DEFAULT_COUNTRY = 'US';

function buildMarkets(): Map<string, CountryMarket> {
  const byCountry = new Map<string, CountryMarket>();
  // Main-brand sites first: the Land Rover subscription site must not define Germany's market.
  const ordered = [...sites].sort((a, b) => Number(a.tenantId !== '6') - Number(b.tenantId !== '6'));
  for (const site of ordered) {
    // The site's default language first so that its profile gives the country's main locale.
    const languages = [...site.languages].sort(
      (a, b) => Number(b.locale === site.defaultLocale) - Number(a.locale === site.defaultLocale),
    );
    for (const language of languages) {
      const p = language.profile;
      const existing = byCountry.get(p.countryAlpha2);
      if (existing) {
        if (!existing.locales.includes(language.locale)) existing.locales.push(language.locale);
        continue;
      }
      byCountry.set(p.countryAlpha2, {
        country: p.countryAlpha2,
        siteId: site.id,
        locale: language.locale,
        locales: [language.locale],
        currency: p.defaultCurrency,
        vatRatePercent: p.vatRatePercent,
        phonePrefix: p.countryCodeNumber,
        tenantId: p.tenantId,
        offersVans: p.links.truck !== '',
        truckPath: p.links.truck,
      });
    }
  }
  return byCountry;
}

const marketsByCountry = buildMarkets();

/** Every country market, sorted by country code. */
export function listMarkets(): CountryMarket[] {
  return [...marketsByCountry.values()].sort((a, b) => a.country.localeCompare(b.country));
}

/** The market of a country code (case-insensitive), if we serve it. */
export function getMarket(country: string): CountryMarket | undefined {
  return marketsByCountry.get(country.toUpperCase());
}

const siteById = new Map(sites.map((s) => [s.id as string, s]));

/** The main market of a site id ('de' → DE), if the site exists. */
export function marketOfSite(siteId: string): CountryMarket | undefined {
  const site = siteById.get(siteId);
  if (!site) return undefined;
  const language = site.languages.find((l) => l.locale === site.defaultLocale) ?? site.languages[0];
  return language ? getMarket(language.profile.countryAlpha2) : undefined;
}

/** Every production domain of the sites (for CORS), e.g. 'www.example.de'. */
export function siteDomains(): string[] {
  return sites.map((s) => s.domain.toLowerCase());
}

/** Whether a site id exists. */
export function isSite(siteId: string): boolean {
  return siteById.has(siteId);
}

/** The site id of a visitor host: '{site}.localhost' locally, the site's domain in production. */
export function siteIdOfHost(host: string): string | undefined {
  const local = /^([a-z0-9-]+)\.localhost$/.exec(host)?.[1];
  if (local) return isSite(local) ? local : undefined;
  return findSiteByDomain(host)?.id;
}
