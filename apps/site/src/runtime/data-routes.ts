// The runtime's files per site as static routes (spec §7, §8): page data for every content page, app
// data and the offline page per site. Astro renders them from the build's one content load, beside the
// pages they belong to, so no second process reads the content again (issue 16).
import type { Site } from '@rental/markets';
import type { SitePage } from '../lib/site-pages.ts';
import { offlinePageHtml } from './offline-page.ts';
import { appDataPath, pageDataPath } from './page-data-path.ts';
import type { AppData, PageData } from './page-data-schema.ts';

const pageDataPrefix = '/page-data/';

/** A static route of the `[site]/page-data/[...file]` endpoint: the file below /page-data/ and its JSON. */
export interface DataRoute {
  params: { site: string; file: string };
  props: { data: PageData | AppData };
}

/** Below /page-data/: '/page-data/index/page-data.json' → 'index/page-data.json'. */
function belowPageData(file: string): string {
  if (!file.startsWith(pageDataPrefix)) throw new Error(`${file} is not below ${pageDataPrefix}`);
  return file.slice(pageDataPrefix.length);
}

/**
 * One page-data file per content page (`{ path, pageContext }`) and one app-data file per site
 * (`{ webpackCompilationHash }`, spec §4: the browser compares it with the hash it runs).
 */
export function dataRoutes(
  pages: readonly SitePage[],
  sites: readonly Site[],
  buildHash: string,
): DataRoute[] {
  const pageData = pages.map(
    ({ site, page }): DataRoute => ({
      params: { site: site.id, file: belowPageData(pageDataPath(page.path)) },
      props: { data: { path: page.path, pageContext: page.context } },
    }),
  );
  const appData = sites.map(
    (site): DataRoute => ({
      params: { site: site.id, file: belowPageData(appDataPath) },
      props: { data: { webpackCompilationHash: buildHash } },
    }),
  );
  return [...pageData, ...appData];
}

/**
 * The page data of generated pages (the station finder's, issue 19): they have no page context of their own
 * and show their language home's navigation and footer in the default layout, so their page data is that
 * context with the default layout. Client-side navigation to them then swaps like any content page.
 */
export function generatedDataRoutes(
  generated: ReadonlyArray<{ site: Site; lang: { locale: string; pathPrefix: string }; path: string }>,
  pages: readonly SitePage[],
): DataRoute[] {
  const homes = new Map(
    pages
      .filter((p) => p.page.path === (p.lang.pathPrefix || '/'))
      .map((p) => [`${p.site.id}/${p.lang.locale}`, p.page.context]),
  );
  return generated.flatMap((page): DataRoute[] => {
    const context = homes.get(`${page.site.id}/${page.lang.locale}`);
    if (!context) return [];
    return [
      {
        params: { site: page.site.id, file: belowPageData(pageDataPath(page.path)) },
        props: { data: { path: page.path, pageContext: { ...context, layout: 'default' } } },
      },
    ];
  });
}

/** A static route of the `[site]/sw-offline.html` endpoint. */
export interface OfflineRoute {
  params: { site: string };
  props: { html: string };
}

/** One offline page per site, in its default language. */
export function offlineRoutes(sites: readonly Site[]): OfflineRoute[] {
  return sites.map((site) => ({ params: { site: site.id }, props: { html: offlinePageHtml(site) } }));
}
