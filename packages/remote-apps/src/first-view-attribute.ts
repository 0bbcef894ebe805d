// On its own so an app's mount code can test for it without the containers table (bundle size).

/** The attribute of a container whose content is its app's first view, built at build time (ADR 014). */
export const firstViewAttribute = 'data-first-view';

/**
 * The attribute the page's inline check sets on a first view that is not what the app would show for this
 * visitor (another app route in the address, or a signed-out view for a visitor who may be signed in): the
 * view is hidden, keeping its place, and the host loads the app at once.
 */
export const staleFirstViewAttribute = 'data-first-view-stale';

/** Space-separated address hashes, besides '' and '#/', for which the first view is what the app shows. */
export const firstViewRoutesAttribute = 'data-first-view-routes';

/**
 * The id of the last button the visitor clicked in a first view before its app took over (the host
 * records it): a click that the static view could not act on, which the app may carry out.
 */
export const clickedFirstViewAttribute = 'data-first-view-clicked';

/** Marks a first view of the signed-out state (the signed-in hint makes it stale). */
export const signedOutViewAttribute = 'data-first-view-signed-out';

/**
 * Whether an address hash holds an app route the first view does not stand for (`#/offers`,
 * `#/?branch=5`; not '' or '#/', nor one of `shown`).
 */
export function hasAppRoute(hash: string, shown: readonly string[] = []): boolean {
  return hash.startsWith('#/') && hash.length > 2 && !shown.includes(hash);
}

/**
 * The attribute the page's inline mark sets on `<html>` before a signed-out first view is parsed when the
 * API's signed-in hint cookie is there: the site's CSS hides such a view from its first paint on (the check
 * after the container can come after a paint, as Chromium paints mid-parse under load).
 */
export const signedInHintAttribute = 'data-signed-in-hint';

/** The mark the page runs right before a signed-out first view (plain ES5, inlined). */
export function signedInHintScript(): string {
  return `/(^|;\\s*)signed_in=/.test(document.cookie)&&document.documentElement.setAttribute('${signedInHintAttribute}','')`;
}

/**
 * The check the page runs right after such a container, before the first paint (plain ES5, inlined;
 * `signed_in=` is the API's hint cookie, first-view.ts): the same rule as `hasAppRoute` and the
 * signed-in hint, marking the view stale.
 */
export function staleFirstViewScript(containerId: string): string {
  return `(function(c){if(!c)return;var h=location.hash,r=(c.getAttribute('${firstViewRoutesAttribute}')||'').split(' ');if((h.indexOf('#/')===0&&h.length>2&&r.indexOf(h)<0)||(c.hasAttribute('${signedOutViewAttribute}')&&/(^|;\\s*)signed_in=/.test(document.cookie)))c.setAttribute('${staleFirstViewAttribute}','')})(document.getElementById(${JSON.stringify(containerId)}))`;
}
