// Findability (issue 19 "Findable"): each page's canonical URL on its production domain, the hreflang
// alternates between the language versions of the same page, whether it may be indexed, and from the same
// facts each domain's sitemap.xml and robots.txt. The facts are the page plan (@rental/content: which pages
// are indexable) and the market profiles (domains, languages, the funnel's base paths); nothing is listed
// here. Node-safe: the routes, the endpoints and the tests read it.
import { isIndexable, planPages, toPagePath } from '@rental/content';
import { createLinks, type Site, type SiteLanguage } from '@rental/markets';
import { publicPath } from './shell-routes.ts';
import type { SitePage } from './site-pages.ts';

/** One `<link rel="alternate" hreflang>` (and `<xhtml:link>` in the sitemap). */
export interface Alternate {
  /** BCP 47 tag of the version ('de-DE', 'en-DE') or 'x-default'. */
  hreflang: string;
  /** Absolute URL on the production host. */
  href: string;
}

/** What a page's head says to search engines. */
export interface PageSeo {
  /** Absolute canonical URL: the page itself on its production domain. */
  canonical: string;
  /** The page's language versions (itself included) and x-default; empty for a noindex page. */
  alternates: Alternate[];
  /** `<meta name="robots" content="noindex">`: the page is kept out of search results and sitemaps. */
  noindex: boolean;
}

/** The absolute URL of a site-relative path on the site's production host ('/' stays '/'). */
export function absoluteUrl(site: Site, path: string): string {
  return `https://${site.domain}${path}`;
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

/** The SEO facts of every page of a build, computed once; `of(entry)` answers for one page. */
export interface SeoIndex {
  of(entry: SitePage): PageSeo;
  /** The indexable pages of a site, default language first, in content order. */
  indexable(site: Site): SitePage[];
}

const indexCache = new WeakMap<readonly SitePage[], SeoIndex>();

/**
 * Indexes pages by site and page id: the same id in another language of the site is the same page.
 * Cached per page list, so every page of a build reads the one index of the build's one content load.
 */
export function seoIndex(pages: readonly SitePage[]): SeoIndex {
  let index = indexCache.get(pages);
  if (index === undefined) {
    index = buildIndex(pages);
    indexCache.set(pages, index);
  }
  return index;
}

function buildIndex(pages: readonly SitePage[]): SeoIndex {
  const versions = new Map<string, SitePage[]>();
  for (const entry of pages) {
    if (!isIndexablePage(entry)) continue;
    const key = `${entry.site.id}/${entry.page.id}`;
    const list = versions.get(key) ?? [];
    list.push(entry);
    versions.set(key, list);
  }
  const languageOrder = (site: Site, lang: SiteLanguage) => site.languages.indexOf(lang);
  for (const list of versions.values()) {
    list.sort((a, b) => languageOrder(a.site, a.lang) - languageOrder(b.site, b.lang));
  }
  const alternatesOf = (entry: SitePage): Alternate[] => {
    const list = versions.get(`${entry.site.id}/${entry.page.id}`) ?? [];
    const links = list.map((v) => ({ hreflang: v.lang.locale, href: absoluteUrl(v.site, v.page.path) }));
    // x-default: the version in the site's default language, else the first language that has the page.
    const fallback = links[0];
    return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : [];
  };
  return {
    of(entry) {
      const noindex = !isIndexablePage(entry);
      return {
        canonical: absoluteUrl(entry.site, entry.page.path),
        alternates: noindex ? [] : alternatesOf(entry),
        noindex,
      };
    },
    indexable(site) {
      return pages
        .filter((e) => e.site.id === site.id && isIndexablePage(e))
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

function urlEntry(seo: PageSeo): string {
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
