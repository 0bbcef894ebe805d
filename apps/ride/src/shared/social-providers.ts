// Which social sign-in buttons the ride app shows (spec §6 "social login"; §3 flag enableSocialLogin):
// none where the market turns social sign-in off, and never Apple or Google on a ride page. The same
// rule as the account app's `providersForPage` (apps/account/src/features/sign-in/social-providers.ts);
// the ride app is only ever on ride pages, so its page test is always true here. Apps may not import
// each other: moving the rule into a package both import is the integrator's follow-up.
import type { MountMarket } from '@rental/remote-apps';

export interface SocialProvider {
  id: string;
  name: string;
}

/** spec §6: the ride pages disable these. */
const offOnRidePages: ReadonlySet<string> = new Set(['apple', 'google']);

export function socialSignInOn(market: Pick<MountMarket, 'flags'>): boolean {
  return market.flags.enableSocialLogin;
}

/** The providers the ride pages show, in the API's order. */
export function rideProviders(
  market: Pick<MountMarket, 'flags'>,
  offered: readonly SocialProvider[],
): SocialProvider[] {
  if (!socialSignInOn(market)) return [];
  return offered.filter((p) => !offOnRidePages.has(p.id));
}

/** The API's address that starts a social sign-in, coming back to `returnTo` (this page and view). */
export function socialStartHref(apiBaseUrl: string, provider: string, returnTo: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return `${base}/v1/auth/social/${encodeURIComponent(provider)}/start?${new URLSearchParams({ returnTo })}`;
}
