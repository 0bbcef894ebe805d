// Which social sign-in buttons a page shows (spec §6 "social login"; §3 profile flag enableSocialLogin),
// and where they lead: one rule for every app that signs customers in (the account app, the ride app).
// None where the market turns social sign-in off (the Land Rover site), and never Apple or Google on a
// ride page. The API says which providers it has configured for the site; this narrows them for the page.
import type { MountMarket } from './mount-context.ts';

/** A provider the API offers. */
export interface SocialProvider {
  id: string;
  name: string;
}

/** spec §6: the ride pages disable these. */
const offOnRidePages: ReadonlySet<string> = new Set(['apple', 'google']);

/** Whether the page is one of the market's ride pages (its ride link, site-relative, and below). */
export function isRidePage(pathname: string, rideLink: string | undefined): boolean {
  if (!rideLink?.startsWith('/')) return false;
  const base = rideLink.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether the market offers social sign-in at all (no request for the providers otherwise). */
export function socialSignInOn(market: Pick<MountMarket, 'flags'>): boolean {
  return market.flags.enableSocialLogin;
}

/**
 * The providers to show, in the API's order. `page` is the page's path (a ride page is known by the
 * market's ride link) or `'ride'` for an app that is only ever on ride pages.
 */
export function providersForPage(
  market: Pick<MountMarket, 'flags' | 'links'>,
  page: string,
  offered: readonly SocialProvider[],
): SocialProvider[] {
  if (!socialSignInOn(market)) return [];
  const ride = page === 'ride' || isRidePage(page, market.links.ride);
  return offered.filter((p) => !(ride && offOnRidePages.has(p.id)));
}

/**
 * The API's address that starts a social sign-in with `provider`, coming back to `returnTo` (this page
 * and section, e.g. '/account#/bookings'); `reauthenticate` signs the signed-in customer in again.
 */
export function socialStartHref(
  apiBaseUrl: string,
  provider: string,
  returnTo: string,
  reauthenticate = false,
): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ returnTo });
  if (reauthenticate) query.set('intent', 'reauthenticate');
  return `${base}/v1/auth/social/${encodeURIComponent(provider)}/start?${query}`;
}
