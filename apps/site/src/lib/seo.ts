// Findability (issue 19 "Findable"): each page's canonical URL on its production domain, the hreflang
// alternates between the language versions of the same page, whether it may be indexed, and from the same
// facts each domain's sitemap.xml and robots.txt. The facts are the page plan (@rental/content: which pages
// are indexable) and the market profiles (domains, languages, the funnel's base paths); nothing is listed
// here. Node-safe: the routes, the endpoints and the tests read it.
import { isIndexable, planPages, toPagePath } from '@rental/content';
import { createLinks, type Site, type SiteLanguage } from '@rental/markets';
import { brandOf } from './brand.ts';
import { type HeroScene, heroImage } from './cms-images.ts';
import { publicPath } from './shell-routes.ts';
import type { SitePage } from './site-pages.ts';

/** One `<link rel="alternate" hreflang>` (and `<xhtml:link>` in the sitemap). */
export interface Alternate {
  /** BCP 47 tag of the version ('de-DE', 'en-DE') or 'x-default'. */
  hreflang: string;
  /** Absolute URL on the production host. */
  href: string;
}

/**
 * The Open Graph and Twitter card of a page (issue 19): what a link preview shows when the page is shared.
 * Built from the same facts as the canonical URL and the alternates, so the preview names the same URL and
 * language versions as the head's links.
 */
export interface SocialCard {
  /** og:title and twitter:title: the page title, e.g. 'Autovermietung München | Kestrel'. */
  title: string;
  /** og:description and twitter:description: the page's meta description ('' when it has none). */
  description: string;
  /** og:url: the canonical URL; absent on a page without one (the not-found and error pages). */
  url: string | undefined;
  /** og:site_name: the tenant's brand, e.g. 'Kestrel'. */
  siteName: string;
  /** og:locale: the page language with an underscore, e.g. 'de_DE'. */
  locale: string;
  /** og:locale:alternate: the page's other language versions, e.g. ['en_DE']. */
  alternateLocales: string[];
  /** og:image and twitter:image: a hero band drawn for the site, absolute on the production host. */
  image: { url: string; width: number; height: number };
}

/** What a page's head says to search engines and link previews. */
export interface PageSeo {
  /** Absolute canonical URL: the page itself on its production domain; absent on the not-found and error pages. */
  canonical: string | undefined;
  /** The page's language versions (itself included) and x-default; empty for a noindex page. */
  alternates: Alternate[];
  /** `<meta name="robots" content="noindex">`: the page is kept out of search results and sitemaps. */
  noindex: boolean;
  /** Open Graph and Twitter card. */
  social: SocialCard;
}

/** The absolute URL of a site-relative path on the site's production host ('/' stays '/'). */
export function absoluteUrl(site: Site, path: string): string {
  return `https://${site.domain}${path}`;
}

/** Size of the hero bands' JPEG (the link-preview image); scripts/draw-cms-images.ts draws it 1280 wide at 2.4:1. */
export const socialImageSize = { width: 1280, height: 534 } as const;

/** The link-preview image of a scene: its hero band's JPEG on the production host (every crawler reads JPEG). */
export function socialImageOf(site: Site, scene: HeroScene): SocialCard['image'] {
  return { url: absoluteUrl(site, heroImage(scene).fallback), ...socialImageSize };
}

/** The hero scene that illustrates a product line's pages in link previews (car rental otherwise). */
export function socialSceneOf(productLine: string | undefined): HeroScene {
  const scenes: Record<string, HeroScene> = {
    'rent-truck': 'truck',
    subscription: 'subscription',
    share: 'share',
    ride: 'ride',
    plus: 'plus',
    charge: 'charge',
  };
  return (productLine && scenes[productLine]) || 'rental';
}

/** Open Graph's form of a BCP 47 tag: 'de-DE' → 'de_DE' ('ar' stays 'ar'). */
export const ogLocale = (locale: string) => locale.replace('-', '_');

/**
 * The social card of a page: its title and description, its canonical URL, its language and the languages of
 * its alternates (x-default and itself left out), and the scene's image.
 */
export function socialCard(page: {
  site: Site;
  lang: SiteLanguage;
  title: string;
  description: string;
  canonical: string | undefined;
  alternates: readonly Alternate[];
  scene: HeroScene;
}): SocialCard {
  return {
    title: page.title,
    description: page.description,
    url: page.canonical,
    siteName: brandOf(page.site),
    locale: ogLocale(page.lang.locale),
    alternateLocales: page.alternates
      .filter((a) => a.hreflang !== 'x-default' && a.hreflang !== page.lang.locale)
      .map((a) => ogLocale(a.hreflang)),
    image: socialImageOf(page.site, page.scene),
  };
}

/** The head facts of a language's not-found or error page: noindex, no canonical URL, the not-found scene. */
export function shellPageSeo(site: Site, lang: SiteLanguage, title: string): PageSeo {
  return {
    canonical: undefined,
    alternates: [],
    noindex: true,
    social: socialCard({
      site,
      lang,
      title,
      description: '',
      canonical: undefined,
      alternates: [],
      scene: 'not-found',
    }),
  };
}

const planCache = new Map<string, Map<string, boolean>>();

/** Whether a content page is indexable by the page plan; a page the plan does not know is an ordinary page. */
export function isIndexablePage({ site, lang, page }: SitePage): boolean {
  const key = `${site.id}/${lang.locale}`;
  let plan = planCache.get(key);
  if (plan === undefined) {
    plan = new Map(planPages(site, lang).map((p) => [p.id, isIndexable(p.kind)]));
    planCache.set(key, plan);
  }
  return plan.get(page.id) ?? true;
}

/**
 * A page as the index sees it: a content page, or a page the build makes from data (the station finder's).
 * The same `id` on two languages of a site makes them language versions of one page.
 */
export interface SeoEntry {
  site: Site;
  lang: SiteLanguage;
  /** The content file name ('fleet'), or a generated page's id ('stations/DE/1300'). */
  id: string;
  path: string;
  title: string;
  description: string;
  indexable: boolean;
  /** The hero scene of the link-preview image. */
  scene: HeroScene;
}

/** A content page as an index entry. */
export function entryOfPage(entry: SitePage): SeoEntry {
  return {
    site: entry.site,
    lang: entry.lang,
    id: entry.page.id,
    path: entry.page.path,
    title: entry.page.title,
    description: entry.page.description,
    indexable: isIndexablePage(entry),
    scene: socialSceneOf(entry.page.product_line),
  };
}

/** The SEO facts of every page of a build, computed once; `of(entry)` answers for one page. */
export interface SeoIndex {
  of(entry: SitePage | SeoEntry): PageSeo & { canonical: string };
  /** The indexable pages of a site, default language first, in content order (generated pages after). */
  indexable(site: Site): SeoEntry[];
}

const indexCache = new WeakMap<readonly SitePage[], WeakMap<readonly SeoEntry[], SeoIndex>>();
const noGenerated: readonly SeoEntry[] = [];

/**
 * Indexes pages by site and page id: the same id in another language of the site is the same page. `generated`
 * adds the pages the build makes from data (the station finder's). Cached per page list, so every page of a
 * build reads the one index of the build's one content load.
 */
export function seoIndex(pages: readonly SitePage[], generated: readonly SeoEntry[] = noGenerated): SeoIndex {
  let byGenerated = indexCache.get(pages);
  if (byGenerated === undefined) {
    byGenerated = new WeakMap();
    indexCache.set(pages, byGenerated);
  }
  let index = byGenerated.get(generated);
  if (index === undefined) {
    index = buildIndex([...pages.map(entryOfPage), ...generated]);
    byGenerated.set(generated, index);
  }
  return index;
}

function buildIndex(entries: readonly SeoEntry[]): SeoIndex {
  const versions = new Map<string, SeoEntry[]>();
  for (const entry of entries) {
    if (!entry.indexable) continue;
    const key = `${entry.site.id}/${entry.id}`;
    const list = versions.get(key) ?? [];
    list.push(entry);
    versions.set(key, list);
  }
  const languageOrder = (site: Site, lang: SiteLanguage) => site.languages.indexOf(lang);
  for (const list of versions.values()) {
    list.sort((a, b) => languageOrder(a.site, a.lang) - languageOrder(b.site, b.lang));
  }
  const alternatesOf = (entry: SeoEntry): Alternate[] => {
    const list = versions.get(`${entry.site.id}/${entry.id}`) ?? [];
    const links = list.map((v) => ({ hreflang: v.lang.locale, href: absoluteUrl(v.site, v.path) }));
    // x-default: the version in the site's default language, else the first language that has the page.
    const fallback = links[0];
    return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : [];
  };
  return {
    of(given) {
      const entry = 'page' in given ? entryOfPage(given) : given;
      const noindex = !entry.indexable;
      const canonical = absoluteUrl(entry.site, entry.path);
      const alternates = noindex ? [] : alternatesOf(entry);
      return {
        canonical,
        alternates,
        noindex,
        social: socialCard({
          site: entry.site,
          lang: entry.lang,
          title: entry.title,
          description: entry.description,
          canonical,
          alternates,
          scene: entry.scene,
        }),
      };
    },
    indexable(site) {
      return entries
        .filter((e) => e.site.id === site.id && e.indexable)
        .sort((a, b) => languageOrder(a.site, a.lang) - languageOrder(b.site, b.lang));
    },
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemaps protocol's limits per file: 50,000 URLs and 50 MiB uncompressed. */
export const sitemapLimits = { urls: 50_000, bytes: 52_428_800 } as const;

/** A file of a domain's sitemap: 'sitemap.xml' (a url set, or the index when split), 'sitemap-2.xml' ... */
export interface SitemapFile {
  name: string;
  xml: string;
}

const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '</urlset>\n';

function urlEntry(seo: { canonical: string; alternates: readonly Alternate[] }): string {
  const links = seo.alternates
    .map(
      (a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeXml(seo.canonical)}</loc>${links}</url>\n`;
}

/**
 * The sitemap of one domain: every indexable page in every language with its alternates. One
 * `sitemap.xml` while the protocol's limits allow; beyond them `sitemap.xml` is a sitemap index of
 * `sitemap-1.xml`, `sitemap-2.xml` ... (the limits are a parameter so a test can split small sites).
 */
export function sitemapFiles(
  site: Site,
  index: SeoIndex,
  limits: { urls: number; bytes: number } = sitemapLimits,
): SitemapFile[] {
  const entries = index.indexable(site).map((e) => urlEntry(index.of(e)));
  const frame = Buffer.byteLength(urlsetOpen + urlsetClose);
  const chunks: string[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry);
    const current = chunks[chunks.length - 1]!;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      chunks.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  const urlset = (list: string[]) => `${urlsetOpen}${list.join('')}${urlsetClose}`;
  const only = chunks[0]!;
  if (chunks.length === 1) return [{ name: 'sitemap.xml', xml: urlset(only) }];
  const parts = chunks.map((list, i) => ({ name: `sitemap-${i + 1}.xml`, xml: urlset(list) }));
  const indexXml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
    .map((p) => `<sitemap><loc>${escapeXml(absoluteUrl(site, `/${p.name}`))}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
  return [{ name: 'sitemap.xml', xml: indexXml }, ...parts];
}

/**
 * Paths of a site crawlers must not fetch: each language's noindex pages of the plan (account, funnel
 * pages), the funnel's base paths of the profile (current and legacy `/funnel`, with every step below
 * them), the not-found and error pages and the offline page. Sorted, without duplicates or paths below
 * another of them.
 */
export function disallowedPaths(site: Site, pages: readonly SitePage[]): string[] {
  const paths = new Set<string>(['/sw-offline.html']);
  for (const entry of pages) {
    if (entry.site.id === site.id && !isIndexablePage(entry)) paths.add(entry.page.path);
  }
  for (const lang of site.languages) {
    const links = createLinks(site, lang);
    paths.add(toPagePath(links.services));
    paths.add(toPagePath(links.legacyFunnel));
    paths.add(publicPath(lang, 'not-found'));
    paths.add(publicPath(lang, 'error'));
  }
  // A path below another disallowed path is covered by that path's rule.
  const all = [...paths];
  return all.filter((path) => !all.some((other) => path.startsWith(`${other}/`))).sort();
}

/**
 * robots.txt of a domain: the disallowed paths, each as the exact path (`$`) and everything below it
 * (`/`), so `/services` never blocks an indexable `/services-info`; and the sitemap's absolute URL.
 */
export function robotsTxt(site: Site, pages: readonly SitePage[]): string {
  const rules = disallowedPaths(site, pages).flatMap((path) =>
    path.includes('.') ? [`Disallow: ${path}`] : [`Disallow: ${path}$`, `Disallow: ${path}/`],
  );
  return `User-agent: *\n${rules.join('\n')}\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}

/** Whether a path is blocked by robots.txt rules as written by robotsTxt (Google's `$` and prefix rules). */
export function isDisallowed(robots: string, path: string): boolean {
  return robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
    .some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
}
