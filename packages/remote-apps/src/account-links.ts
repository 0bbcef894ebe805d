// Links into the account app from any app (issue 17): its sign-in or sign-up section with the address
// to come back to once the customer is signed in ('/account#/login?return=%2Fsubscription%23%2F…'), and
// the check the account app makes of that address before it goes there. Only an address on the same
// site is followed, so the sign-in can never send a customer to another host (no open redirect). The
// API checks the same shape when a social sign-in comes back (apps/api/src/social/return-path.ts).
// Free of React and zod.

/** The longest return address followed; longer ones are dropped (an address of ours is far shorter). */
export const RETURN_ADDRESS_MAX = 400;

// A site-relative path with an optional query and hash: letters, digits and the URL punctuation a path
// of ours uses. No backslash, whitespace, control character or quote.
const RETURN_ADDRESS = /^\/(?![/\\])[A-Za-z0-9\-._~%!$&()*+,;=:@/?#]*$/;

/**
 * `raw` when it is an address on this site to return to after signing in ('/subscription#/offer/7/order/details'),
 * else null: another host ('//evil.example', '/\evil.example'), a scheme ('javascript:…'), a relative
 * path, odd characters or too long.
 */
export function safeReturnAddress(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_ADDRESS_MAX) return null;
  if (!RETURN_ADDRESS.test(raw)) return null;
  // The URL parser has the last word: the address must stay on the page's own origin.
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.origin === base ? raw : null;
}

/** A section of the account page that signs a customer in. */
export type SignInSection = 'login' | 'sign-up';

/**
 * The account page's `section` from the market's account link ('/account#/account' or
 * '/fr-be/account#/account'), carrying `returnTo` (this page's address) when it is safe:
 * accountHref('/account#/account', 'login', '/subscription#/campaign/spring') →
 * '/account#/login?return=%2Fsubscription%23%2Fcampaign%2Fspring'.
 */
export function accountHref(accountLink: string | undefined, section: string, returnTo?: string): string {
  const page = (accountLink ?? '/account').replace(/#.*$/, '');
  const back = safeReturnAddress(returnTo);
  return back ? `${page}#/${section}?${new URLSearchParams({ return: back })}` : `${page}#/${section}`;
}

/** This document's address to come back to: path, query and hash (none when rendered at build time). */
export function currentAddress(): string | undefined {
  return typeof location === 'undefined'
    ? undefined
    : `${location.pathname}${location.search}${location.hash}`;
}
