// The content pages of every site and language, loaded once per build from @rental/content, with the
// market site and language each belongs to. Node-safe (no .tsx), so scripts and e2e tests can use it too.
// The routes, the runtime's page index and the page-data files all read this one load (issue 16).
import { type ContentSource, contentSourceFromEnv, loadAllPages, type Page } from '@rental/content';
import { findSiteByDomain, type Site, type SiteLanguage } from '@rental/markets';
import { siteSelectionFilter } from './site-selection.ts';

/** A content page with the market site and language it is published on. */
export interface SitePage {
  /** The page as the content source assembled it. */
  page: Page;
  /** The market site, found by the page context's domain. */
  site: Site;
  /** The site language, found by the page context's language_code. */
  lang: SiteLanguage;
}

let cached: Promise<SitePage[]> | undefined;

/**
 * Every page of the source, each with its site and language; without a source, the content of the sites
 * this build renders (all unless RENTAL_SITES names some) from the source the environment selects (the
 * files by default; CONTENT_SOURCE=directus reads the CMS, issue 24), cached so a build reads content once.
 */
export function loadSitePages(source?: ContentSource): Promise<SitePage[]> {
  if (source !== undefined) return loadAllPages(source).then((pages) => pages.map(attachSite));
  cached ??= loadAllPages(contentSourceFromEnv(), siteSelectionFilter()).then((pages) =>
    pages.map(attachSite),
  );
  return cached;
}

/** Finds the site and language of a page, naming the file when the content does not match the markets. */
export function attachSite(page: Page): SitePage {
  const site = findSiteByDomain(page.context.domain);
  const lang = site?.languages.find((l) => l.locale === page.context.language_code);
  if (!site || !lang) {
    throw new Error(
      `${page.file}: no market site serves ${page.context.domain} in ${page.context.language_code}`,
    );
  }
  return { page, site, lang };
}

/** The output path segment of a page below dist/{siteId}: '/' → undefined (the site root), '/fr-be/x' → 'fr-be/x'. */
export function routePath(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : trimmed;
}
