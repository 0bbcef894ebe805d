// What the build knows about each content page, looked up by site and path while pages render (the
// runtime's <meta> in every head). Built from the build's one content load (lib/site-pages.ts).
import type { Page } from '@rental/content';
import { loadSitePages, type SitePage } from '../lib/site-pages.ts';

/** A content page with the id of the site folder it is written to. */
export interface IndexedPage {
  /** Market site id, the output folder: dist/{siteId}/. */
  siteId: string;
  page: Page;
}

let cached: Promise<Map<string, IndexedPage>> | undefined;

/** Every content page of this build keyed by `{siteId}{path}`; built once from the build's content load. */
export function pageIndex(): Promise<Map<string, IndexedPage>> {
  cached ??= loadSitePages().then((pages) => indexPages(pages));
  return cached;
}

export function indexPages(pages: readonly SitePage[]): Map<string, IndexedPage> {
  return new Map(pages.map(({ site, page }) => [`${site.id}${page.path}`, { siteId: site.id, page }]));
}

/** The content page rendered at a site's path, if it is one ('/' is the root). */
export async function findPage(siteId: string, path: string): Promise<IndexedPage | undefined> {
  const normalised = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return (await pageIndex()).get(`${siteId}${normalised}`);
}
