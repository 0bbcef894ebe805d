// The station finder (issue 19, spec §2 "station finder" link): the static pages made from the product API's
// cities and branches (station-data.ts): per site language one list, one page per city and one per branch.
// Node-safe: the route, the sitemap and the tests read it.
import { createLinks, type Site, type SiteLanguage } from '@rental/markets';
import { brandOf } from './brand.ts';
import { type SeoEntry, socialImageOf } from './seo.ts';
import { selectedSites } from './site-selection.ts';
import { readStationsSnapshot, type Station, type StationsSnapshot } from './station-data.ts';
import { autoRentalOf, breadcrumbListOf, type Crumb, type StructuredData } from './structured-data.ts';
import { uiString } from './ui-strings.ts';

/** A URL segment from a name: lower case ASCII, accents dropped, other runs of characters a '-'. */
export function slugOf(name: string): string {
  return name
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A branch on its page: the API's facts with the page's path and the booking engine's preset link. */
export interface BranchView {
  station: Station;
  path: string;
  /** The language's home with the booking engine preset to the branch (its search reads `#/?branch=`). */
  bookingUrl: string;
  /** `tel:` with the E.164 number, and the number as the market writes it (with its dialling prefix). */
  phone: { href: string; display: string };
}

/** A city with its branches. */
export interface CityView {
  name: string;
  path: string;
  branches: BranchView[];
}

interface StationPageBase {
  site: Site;
  lang: SiteLanguage;
  /** The same id in every language of the site: the language versions of one page (hreflang). */
  id: string;
  path: string;
  title: string;
  description: string;
  /** Breadcrumb trail from the language's home to the page. */
  trail: Crumb[];
  /** The station finder list's path. */
  finderPath: string;
}

/** One page of the station finder. */
export type StationPage =
  | (StationPageBase & { kind: 'finder'; cities: CityView[] })
  | (StationPageBase & { kind: 'city'; city: CityView })
  | (StationPageBase & { kind: 'branch'; city: CityView; branch: BranchView });

/** The booking engine of a language's home preset to a branch (apps/booking `parseSearchParams`). */
export function bookingUrlOf(lang: SiteLanguage, station: Pick<Station, 'id' | 'name'>): string {
  const query = new URLSearchParams({ branch: String(station.id), name: station.name });
  return `${lang.pathPrefix || '/'}#/?${query}`;
}

/**
 * The branch phone in the market's form: the API's number must carry the market's dialling prefix (a branch of
 * another country's data would be a wrong number); `tel:` takes the digits only.
 */
export function branchPhone(lang: SiteLanguage, station: Pick<Station, 'phone' | 'id'>) {
  const prefix = lang.profile.countryCodeNumber;
  if (!station.phone.startsWith(`${prefix} `) && !station.phone.startsWith(prefix)) {
    throw new Error(
      `Branch ${station.id}: phone ${station.phone} does not start with the market's prefix ${prefix}`,
    );
  }
  return { href: `tel:+${station.phone.replace(/\D/g, '')}`, display: station.phone };
}

/** Whether a site language has its own station finder: its link is a path on the site (not another site's). */
export function hasStationFinder(site: Site, lang: SiteLanguage): boolean {
  return createLinks(site, lang).stationFinder.startsWith('/');
}

/**
 * The station finder's pages of the given sites, from the snapshot: per site language with its own station
 * finder, the list at the language's station-finder slug, `/{slug}/{city}` and `/{slug}/{city}/{branch}`.
 */
export function stationPages(sites: readonly Site[], snapshot: StationsSnapshot): StationPage[] {
  const pages: StationPage[] = [];
  for (const site of sites) {
    const brand = brandOf(site);
    for (const lang of site.languages) {
      if (!hasStationFinder(site, lang)) continue;
      const country = lang.profile.countryAlpha2;
      const data = snapshot.countries[country];
      if (!data) {
        throw new Error(
          `${site.id} ${lang.locale}: the station data (${snapshot.source}) has no branches of ${country}`,
        );
      }
      const u = (key: Parameters<typeof uiString>[1], values: Record<string, string | number> = {}) =>
        uiString(lang.locale, key, values);
      const finderPath = createLinks(site, lang).stationFinder;
      const home = lang.pathPrefix || '/';
      const byId = new Map(data.branches.map((b) => [b.id, b]));
      const used = new Set<string>();
      const unique = (slug: string, fallback: string) => {
        const chosen = slug === '' || used.has(slug) ? fallback : slug;
        used.add(chosen);
        return chosen;
      };
      const cities: CityView[] = data.cities.map((c) => {
        const cityPath = `${finderPath}/${unique(slugOf(c.city), `city-${c.branchIds[0]}`)}`;
        const branchSlugs = new Set<string>();
        return {
          name: c.city,
          path: cityPath,
          branches: c.branchIds.map((id) => {
            const station = byId.get(id)!;
            let slug = slugOf(station.name);
            if (slug === '' || branchSlugs.has(slug)) slug = `branch-${id}`;
            branchSlugs.add(slug);
            return {
              station,
              path: `${cityPath}/${slug}`,
              bookingUrl: bookingUrlOf(lang, station),
              phone: branchPhone(lang, station),
            };
          }),
        };
      });
      const branchCount = cities.reduce((n, c) => n + c.branches.length, 0);
      const finderTitle = u('stationFinderTitle');
      const base = { site, lang, finderPath };
      const homeCrumb: Crumb = { name: brand, path: home };
      const finderCrumb: Crumb = { name: finderTitle, path: finderPath };
      pages.push({
        ...base,
        kind: 'finder',
        id: `stations/${country}`,
        path: finderPath,
        title: `${finderTitle} | ${brand}`,
        description: u('stationFinderDescription', { count: branchCount, cities: cities.length }),
        trail: [homeCrumb, finderCrumb],
        cities,
      });
      for (const city of cities) {
        const cityCrumb: Crumb = { name: city.name, path: city.path };
        pages.push({
          ...base,
          kind: 'city',
          id: `stations/${country}/${city.path.slice(finderPath.length + 1)}`,
          path: city.path,
          title: `${u('stationCityTitle', { city: city.name })} | ${brand}`,
          description: u('stationCityDescription', { city: city.name, count: city.branches.length }),
          trail: [homeCrumb, finderCrumb, cityCrumb],
          city,
        });
        for (const branch of city.branches) {
          pages.push({
            ...base,
            kind: 'branch',
            id: `stations/${country}/${branch.station.id}`,
            path: branch.path,
            title: `${u('stationBranchTitle', { name: branch.station.name })} | ${brand}`,
            description: u('stationBranchDescription', {
              name: branch.station.name,
              address: `${branch.station.address.street}, ${branch.station.address.postcode} ${branch.station.address.city}`,
            }),
            trail: [homeCrumb, finderCrumb, cityCrumb, { name: branch.station.name, path: branch.path }],
            city,
            branch,
          });
        }
      }
    }
  }
  return pages;
}

let cached: StationPage[] | undefined;
let byPath: Map<string, StationPage> | undefined;

/** The station page of this build at a site's path ('/autovermietung'), if there is one. */
export function stationPageAt(siteId: string, path: string): StationPage | undefined {
  byPath ??= new Map(loadStationPages(selectedSites).map((page) => [`${page.site.id}${page.path}`, page]));
  return byPath.get(`${siteId}${path}`);
}

/** The station pages of this build's sites, from the snapshot; read once per build. */
export function loadStationPages(sites: readonly Site[]): StationPage[] {
  cached ??= stationPages(sites, readStationsSnapshot());
  return cached;
}

/** A station page as an entry of the SEO index: indexable, with the car-rental scene as preview image. */
export function seoEntryOf(page: StationPage): SeoEntry {
  const { site, lang, id, path, title, description } = page;
  return { site, lang, id, path, title, description, indexable: true, scene: 'rental' };
}

const entriesCache = new WeakMap<readonly StationPage[], SeoEntry[]>();

/** The SEO entries of a list of station pages (the same array for the same list, so the index is cached). */
export function seoEntriesOf(pages: readonly StationPage[]): SeoEntry[] {
  let entries = entriesCache.get(pages);
  if (entries === undefined) {
    entries = pages.map(seoEntryOf);
    entriesCache.set(pages, entries);
  }
  return entries;
}

/**
 * The structured data of a station page: the breadcrumb trail of a city or branch page (nested below the
 * list), and a branch as an AutoRental business with its address, position, phone and opening hours.
 */
export function stationStructuredData(page: StationPage): StructuredData[] {
  if (page.kind === 'finder') return [];
  const trail = breadcrumbListOf(page.site, page.trail);
  if (page.kind === 'city') return [trail];
  const { station } = page.branch;
  return [
    trail,
    autoRentalOf(page.site, {
      name: station.name,
      path: page.path,
      street: station.address.street,
      postcode: station.address.postcode,
      city: station.address.city,
      countryCode: station.address.countryCode,
      lat: station.coordinates.lat,
      lng: station.coordinates.lng,
      telephone: page.branch.phone.href.slice('tel:'.length),
      openingHours: station.openingHours,
      image: socialImageOf(page.site, 'rental').url,
    }),
  ];
}
