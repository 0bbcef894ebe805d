// Loads every page of a source with its context, and checks rules that span pages (unique paths per site).
import { ContentError } from './errors.ts';
import type { Page } from './schema.ts';
import type { ContentSource } from './source.ts';

export interface ContentFilter {
  /** Only this site, e.g. 'de'. */
  siteId?: string;
  /** Only these sites, e.g. ['de', 'uk'] (a build of some sites, `npm run build -- --site de,uk`). */
  siteIds?: readonly string[];
  /** Only this locale, e.g. 'de-DE'. */
  locale?: string;
}

export interface PageCollection {
  /** Pages that loaded, sorted by site, locale and path. */
  pages: Page[];
  /** Every problem found, in load order; empty when all content is valid. */
  errors: ContentError[];
}

/** Whether a site language is selected by the filter. */
export function matchesFilter(entry: { siteId: string; locale: string }, filter: ContentFilter): boolean {
  return (
    (filter.siteId === undefined || entry.siteId === filter.siteId) &&
    (filter.siteIds === undefined || filter.siteIds.includes(entry.siteId)) &&
    (filter.locale === undefined || entry.locale === filter.locale)
  );
}

/** Loads everything the filter selects, collecting errors instead of stopping at the first. */
export async function collectPages(
  source: ContentSource,
  filter: ContentFilter = {},
): Promise<PageCollection> {
  const pages: Page[] = [];
  const errors: ContentError[] = [];
  const keep = (error: unknown) => {
    if (error instanceof ContentError) errors.push(error);
    else throw error;
  };
  const selected = (await source.listLocales()).filter((entry) => matchesFilter(entry, filter));
  // The pages of a site language load together: reading files one after another left the build
  // waiting on the disk most of the time. Results keep the load order, so errors do too.
  for (const { siteId, locale } of selected) {
    try {
      await source.loadChrome(siteId, locale);
      const ids = await source.listPageIds(siteId, locale);
      const loaded = await Promise.allSettled(ids.map((id) => source.loadPage(siteId, locale, id)));
      for (const result of loaded) {
        if (result.status === 'fulfilled') pages.push(result.value);
        else keep(result.reason);
      }
    } catch (error) {
      keep(error);
    }
  }
  errors.push(...duplicatePaths(pages));
  pages.sort(
    (a, b) =>
      a.context.domain.localeCompare(b.context.domain) ||
      a.context.language_code.localeCompare(b.context.language_code) ||
      a.path.localeCompare(b.path),
  );
  return { pages, errors };
}

/** A path belongs to one page per site (domain), across all its languages. */
function duplicatePaths(pages: readonly Page[]): ContentError[] {
  const seen = new Map<string, Page>();
  const errors: ContentError[] = [];
  for (const page of pages) {
    const key = `${page.context.domain}${page.path}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, page);
    else {
      errors.push(
        new ContentError(
          page.file,
          `front matter field "path": '${page.path}' is also used by ${first.file}`,
          'path',
        ),
      );
    }
  }
  return errors;
}

/**
 * Every page the filter selects, with its page context assembled (domain from the market site,
 * language_code from the locale, navigation/footer from the site chrome, layout/banner/promotion from the page).
 * Throws the first ContentError when any content is invalid.
 */
export async function loadAllPages(source: ContentSource, filter?: ContentFilter): Promise<Page[]> {
  const { pages, errors } = await collectPages(source, filter);
  const [first] = errors;
  if (first !== undefined) throw first;
  return pages;
}
