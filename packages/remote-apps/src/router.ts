// The one way an app routes inside its page (issue 13 §4): the route lives in the address hash
// ('#/offers?…', '#/rent/article/…', the account's '#/bookings'), so every view has an address that can
// be shared, reloaded and left with Back, and the page stays one static file. Moves push entries with a
// null history state: the host's router (Astro's ClientRouter) ignores those, so Back between views stays
// inside the app, while the host's own entries keep working.
import { useCallback, useEffect, useState } from 'react';

/** How an app reads and writes its routes in the hash. */
export interface HashRoutes<R> {
  /** The route of a hash ('#/…'); undefined when the hash is not the app's (the skip link's '#main'). */
  parse(hash: string): R | undefined;
  /** The hash of a route, starting with '#'. */
  format(route: R): string;
}

/** Options of a move. */
export interface GoOptions {
  /** Replace the current entry (filters, redirects, drafts) instead of pushing one. */
  replace?: boolean;
}

const routeEvent = 'remote-apps:route';

/** Moves the page to a hash in place (no page load, no hashchange: listeners get the route event). */
export function goToHash(hash: string, options: GoOptions = {}): void {
  const url = `${location.pathname}${location.search}${hash}`;
  if (options.replace) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
  window.dispatchEvent(new Event(routeEvent));
}

/** The app's current route, following Back/Forward, hash changes and moves. */
export interface HashRoute<R> {
  route: R;
  /** True once the route changed inside the app (not on page load): views then take the focus. */
  navigated: boolean;
  /** Moves to a route. */
  go: (route: R, options?: GoOptions) => void;
  /** The address of a route, for links. */
  href: (route: R) => string;
}

/** The current route of `routes` from the address hash; `fallback` when the hash is not the app's. */
export function useHashRoute<R>(routes: HashRoutes<R>, fallback: R): HashRoute<R> {
  // No address at build time (a first view rendered in Node): the fallback route.
  const read = () => (typeof location === 'undefined' ? undefined : routes.parse(location.hash));
  const [state, setState] = useState<{ route: R; navigated: boolean }>(() => ({
    route: read() ?? fallback,
    navigated: false,
  }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` depends only on `routes`.
  useEffect(() => {
    const update = () => {
      const route = read();
      // A hash that is not the app's keeps the current view.
      if (route !== undefined) setState({ route, navigated: true });
    };
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    window.addEventListener(routeEvent, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
      window.removeEventListener(routeEvent, update);
    };
  }, [routes]);
  const go = useCallback(
    (route: R, options?: GoOptions) => goToHash(routes.format(route), options),
    [routes],
  );
  const href = useCallback((route: R) => routes.format(route), [routes]);
  return { ...state, go, href };
}

/**
 * Follows the app's own '#/…' links inside `root` in place. The host's router takes over same-page
 * '#…' links with pushState and no event, so without this an app link would change the address but
 * not the view. Modified clicks, other targets and other hashes are left to the browser.
 */
export function followAppLinks(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('#/') || anchor.target) return;
    event.preventDefault();
    goToHash(href);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
