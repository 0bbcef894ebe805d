// The current funnel route from the address hash, and in-page navigation between steps.
// Pushed entries carry a null history state: the host's router ignores popstate without state,
// so Back between funnel steps stays inside the app.
import { useCallback, useEffect, useState } from 'react';
import { parseRoute, type Route, routeHash } from './route.ts';

const changeEvent = 'booking:route';

/** Moves to a route in the same page (push, or replace for filter changes and redirects). */
export function goTo(route: Route, options: { replace?: boolean } = {}): void {
  const url = `${location.pathname}${location.search}${routeHash(route)}`;
  if (options.replace) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
  window.dispatchEvent(new Event(changeEvent));
}

/** The route of the current address, updated on Back/Forward, hash changes and goTo. */
export function useRoute(): [Route, typeof goTo] {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const update = () => setHash(location.hash);
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    window.addEventListener(changeEvent, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
      window.removeEventListener(changeEvent, update);
    };
  }, []);
  const go = useCallback(goTo, []);
  return [parseRoute(hash), go];
}
