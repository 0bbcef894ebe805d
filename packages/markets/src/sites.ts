// Every site and its languages with validated market profiles. Importing this module validates
// all profiles (spec: fail when the build starts), so a broken market stops any consumer at once.
import {
  countries,
  languages,
  rawMarketProfiles,
  rowLanguages,
  rtlLanguages,
  siteRows,
} from './market-data.ts';
import { type LocaleCode, type MarketProfile, type SiteId, validateMarkets } from './schema.ts';
import { type Tenant, tenants } from './tenants.ts';

export interface SiteLanguage {
  /** Locale of this language version, e.g. 'de-DE'. */
  readonly locale: LocaleCode;
  /** '' for the site root, else '/en', '/es-us', '/fr-be' ... (no trailing slash). */
  readonly pathPrefix: string;
  /** Text direction: Arabic is rtl. */
  readonly dir: 'ltr' | 'rtl';
  /** Endonym for the language switcher, e.g. 'Deutsch', 'English', 'العربية'. */
  readonly label: string;
  /** English name of the market (country) this language serves, e.g. 'Colombia' on the .com site. */
  readonly marketName: string;
  /** The validated market profile. */
  readonly profile: MarketProfile;
}

export interface Site {
  /** DNS-label-safe id: 'de', 'com', 'jlr-de'. */
  readonly id: SiteId;
  /** Production host of the fictional brand, e.g. 'www.kestrelrent.de'. */
  readonly domain: string;
  /** Tenant id: '6' for the main brand. */
  readonly tenantId: string;
  /** English site name: 'Germany', 'International', ... */
  readonly name: string;
  /** Locale served at the site root. */
  readonly defaultLocale: LocaleCode;
  /** Languages, default first (served at pathPrefix ''). */
  readonly languages: readonly SiteLanguage[];
}

function assemble(): readonly Site[] {
  const profiles = validateMarkets(rawMarketProfiles());
  const byKey = new Map(profiles.map((p) => [`${p.siteId}/${p.locale}`, p]));
  return Object.freeze(
    siteRows.map((row): Site => {
      const tenant = tenants[row.tenant];
      const siteLanguages = rowLanguages(row).map(({ locale, pathPrefix }): SiteLanguage => {
        const profile = byKey.get(`${row.id}/${locale}`);
        if (!profile) throw new Error(`Market ${locale} (site ${row.id}): profile missing`);
        const lang = profile.langAlpha2;
        return Object.freeze({
          locale: profile.locale,
          pathPrefix,
          dir: rtlLanguages.has(lang) ? 'rtl' : 'ltr',
          label: languages[lang]?.[1] ?? lang,
          marketName: countries[profile.countryAlpha2]?.[1] ?? profile.countryAlpha2,
          profile,
        });
      });
      const first = siteLanguages[0];
      if (!first) throw new Error(`Site ${row.id}: no languages`);
      return Object.freeze({
        id: row.id as SiteId,
        domain: row.domain,
        tenantId: tenant.id,
        name: row.name,
        defaultLocale: first.locale,
        languages: Object.freeze(siteLanguages),
      });
    }),
  );
}

/** Every site (about 40), validated at import time. */
export const sites: readonly Site[] = assemble();

/** Every locale of every site, each once (about 55). */
export const locales: readonly LocaleCode[] = Object.freeze([
  ...new Set(sites.flatMap((s) => s.languages.map((l) => l.locale))),
]);

const siteById = new Map(sites.map((s) => [s.id as string, s]));

/** The site with this id, or undefined. */
export function getSite(id: string): Site | undefined {
  return siteById.get(id);
}

/** The language version of a site, or undefined when the site does not serve that locale. */
export function findSiteLanguage(siteId: string, locale: string): SiteLanguage | undefined {
  return getSite(siteId)?.languages.find((l) => l.locale === locale);
}

/** The site (and language) serving a host name, e.g. 'www.kestrelrent.de'. */
export function findSiteByDomain(domain: string): Site | undefined {
  const host = domain.toLowerCase().replace(/:\d+$/, '');
  return sites.find((s) => s.domain === host);
}

/** The language of a site a site-relative path belongs to ('/fr-be/x' -> fr-BE on be). */
export function languageForPath(site: Site, path: string): SiteLanguage {
  const match = site.languages.find(
    (l) => l.pathPrefix !== '' && (path === l.pathPrefix || path.startsWith(`${l.pathPrefix}/`)),
  );
  return match ?? (site.languages[0] as SiteLanguage);
}

/** The tenant configuration (brand name, app protocol, loyalty-cards path) of a site. */
export function tenantOf(site: Site): Tenant {
  const tenant = Object.values(tenants).find((t) => t.id === site.tenantId);
  if (!tenant) throw new Error(`Site ${site.id}: unknown tenant id ${site.tenantId}`);
  return tenant;
}
