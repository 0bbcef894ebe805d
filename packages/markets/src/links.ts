// The link builder (spec §2 "Per-market links"): every link kind of one site language as a
// site-relative path, including the slug-based pages and fleet categories.
import type { FleetCategory } from './schema.ts';
import type { Site, SiteLanguage } from './sites.ts';

/** All links of one language of a site; '' (truck) means the market does not offer it. */
export function createLinks(site: Site, lang: SiteLanguage) {
  const { links, slugs, servicesBasePath, legacyServicesBasePath, rentalSiteUrl } = lang.profile;
  const p = lang.pathPrefix;
  // spec §2: trailing slashes are removed, so every link is canonical: no trailing slash.
  const slugPath = (slug: string) => `${p}/${slug}`;
  // A subscription-only tenant's rental pages (guides, categories, station finder) are the main brand's.
  const rentalPath = (slug: string) => (rentalSiteUrl ? `${rentalSiteUrl}/${slug}` : slugPath(slug));
  return {
    ...links,
    /** Base path of the service micro-frontends ('/services', '/fr-be/services', '/jlrservices'). */
    services: servicesBasePath,
    /** Base path of the legacy funnel ('/funnel', '/fr-be/funnel'). */
    legacyFunnel: legacyServicesBasePath,
    stationFinder: rentalPath(slugs.stationFinder),
    fleet: slugPath(slugs.fleet),
    rentalGuide: rentalPath(slugs.rentalGuide),
    rentalServices: rentalPath(slugs.rentalServices),
    magazine: rentalPath(slugs.magazine),
    fastlane: rentalPath(slugs.fastlane),
    b2bSignup: rentalPath(slugs.b2bSignup),
    /** A fleet category page, e.g. fleetCategory('automatic') -> '/automatic-car-rental'. */
    fleetCategory: (category: FleetCategory) => rentalPath(slugs.fleetCategories[category]),
    /** Any site-relative page path in this language: page('/x') -> '/fr-be/x'. */
    page: (path: string) => `${p}${path.startsWith('/') ? path : `/${path}`}`,
    /** The absolute URL of a site-relative path on the production host. */
    absolute: (path: string) => `https://${site.domain}${path}`,
  };
}

export type Links = ReturnType<typeof createLinks>;
