// Which social sign-in buttons a page shows (spec §6 "social login"; §3 profile flag enableSocialLogin):
// none where the market turns it off (the Land Rover site), and never Apple or Google on a ride page.
// The API says which providers it has configured for this site; this narrows them for the page.
import type { MountMarket } from '@rental/remote-apps';

/** A provider the API offers. */
export interface SocialProvider {
  id: string;
  name: string;
}

/** spec §6: the ride page disables these. */
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

/** The providers to show on this page, in the API's order. */
export function providersForPage(
  market: Pick<MountMarket, 'flags' | 'links'>,
  pathname: string,
  offered: readonly SocialProvider[],
): SocialProvider[] {
  if (!socialSignInOn(market)) return [];
  const ride = isRidePage(pathname, market.links.ride);
  return offered.filter((p) => !(ride && offOnRidePages.has(p.id)));
}
