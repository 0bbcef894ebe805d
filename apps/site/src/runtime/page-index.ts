// What the build knows about each content page, looked up by site and path while pages render
// (the runtime's <meta> in every head) and again when page data is written at build end.
import { collectPages, createFileSource, type Page } from '@rental/content';
import { findSiteByDomain } from '@rental/markets';

/** A content page with the id of the site folder it is written to. */
export interface IndexedPage {
  /** Market site id, the output folder: dist/{siteId}/. */
  siteId: string;
  page: Page;
}

let cached: Promise<Map<string, IndexedPage>> | undefined;

/**
 * Every content page keyed by `{siteId}{path}`; read once per build. Invalid content files are left
 * out here: the page routes report them (and fail the build), the runtime only needs the valid ones.
 */
export function pageIndex(
  load: () => Promise<Page[]> = () => collectPages(createFileSource()).then((c) => c.pages),
) {
  cached ??= load().then((pages) => indexPages(pages));
  return cached;
}

export function indexPages(pages: readonly Page[]): Map<string, IndexedPage> {
  const index = new Map<string, IndexedPage>();
  for (const page of pages) {
    const site = findSiteByDomain(page.context.domain);
    if (!site) {
      throw new Error(
        `${page.file}: no market site serves the domain '${page.context.domain}' (check the page's site folder)`,
      );
    }
    index.set(`${site.id}${page.path}`, { siteId: site.id, page });
  }
  return index;
}

/** The content page rendered at a site's path, if it is one ('/' is the root). */
export async function findPage(siteId: string, path: string): Promise<IndexedPage | undefined> {
  const normalised = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return (await pageIndex()).get(`${siteId}${normalised}`);
}
