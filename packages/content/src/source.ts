// The ContentSource contract: where pages and site chrome come from (local files today, a headless CMS later).
import type { Page, SiteChrome } from './schema.ts';

/**
 * A source of content. The site only talks to this interface, so a headless-CMS source can be added by
 * implementing it (see README "Adding a CMS source"); loaders must return validated data and throw
 * ContentError naming the entry and the field when the data is invalid.
 */
export interface ContentSource {
  /** Human-readable name for messages, e.g. 'files (content/)'. */
  readonly name: string;
  /** Every site and locale that has content, sorted. */
  listLocales(): Promise<Array<{ siteId: string; locale: string }>>;
  /** Navigation and footer of one site language. */
  loadChrome(siteId: string, locale: string): Promise<SiteChrome>;
  /** Ids of the pages of one site language, sorted. */
  listPageIds(siteId: string, locale: string): Promise<string[]>;
  /** One page with its page context assembled. */
  loadPage(siteId: string, locale: string, id: string): Promise<Page>;
}

/** What content needs to know about a market site (a structural subset of @rental/markets' Site). */
export interface ContentSite {
  /** Site id, e.g. 'de'. */
  readonly id: string;
  /** Production host, e.g. 'www.kestrelrent.de'. */
  readonly domain: string;
  /** The site's languages; the first is served at path prefix ''. */
  readonly languages: ReadonlyArray<{ readonly locale: string; readonly pathPrefix: string }>;
}

/** The market sites from @rental/markets, loaded on first use so this module imports without them. */
export async function marketSites(): Promise<readonly ContentSite[]> {
  const markets = await import('@rental/markets');
  return markets.sites;
}
