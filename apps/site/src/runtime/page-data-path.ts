// Where a page's data file lives (spec §7 "Static and loader fetches"): shared by the build, the
// browser runtime and the tests, so the three agree on one rule.

/** The page-data file of a site-relative page path: '/' → '/page-data/index/page-data.json'. */
export function pageDataPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/** The page-data URL of a navigation target, query string kept (spec §7). */
export function pageDataUrl(target: URL): string {
  return `${pageDataPath(target.pathname)}${target.search}`;
}

/** The offline page's path on every site (spec §8 service worker: offline answer). */
export const offlinePagePath = '/sw-offline.html';

/** The file holding the build's hash, fetched on every navigation (spec §4, §8). */
export const appDataPath = '/page-data/app-data.json';

/** The language of a path by the longest matching prefix, e.g. ['/fr-be'] + '/fr-be/x' → '/fr-be'. */
export function languagePrefixOf(pathname: string, prefixes: readonly string[]): string {
  let best = '';
  for (const prefix of prefixes) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)) && prefix.length > best.length) {
      best = prefix;
    }
  }
  return best;
}
