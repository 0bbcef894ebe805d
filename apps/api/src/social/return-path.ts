// Where a social sign-in returns (issue 14 §4): only a section of one of our account pages on the same
// site, given as a site-relative path. Anything else (another host, '//host', '/\host', a scheme, other
// pages, odd characters) is replaced by the account page, so the flow can never be an open redirect.
// The sign-in section may carry the address the account page goes on to once signed in
// ('#/login?return=%2Fsubscription%23%2F…', issue 17): encoded, and checked again by the account app
// (@rental/remote-apps/account-links) before it is followed.

import { safeReturnAddress } from '@rental/remote-apps/account-links';

/** The account page, optionally under one locale prefix ('/fr-be/account'), and one hash section. */
const RETURN_PATH =
  /^(\/[a-z]{2,3}(-[a-z0-9]{2,4})?)?\/account\/?(#\/[a-z-]{1,40}(\/\d{10})?(\?return=[A-Za-z0-9%._~!*'()-]{1,500})?)?$/;

/** The account page's default section when the asked address is missing or not acceptable. */
export const DEFAULT_RETURN_PATH = '/account#/account';

/** The address to return to: `raw` when it is an account-page section, else the default. */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 600 || !RETURN_PATH.test(raw)) return DEFAULT_RETURN_PATH;
  if (!carriesSafeReturn(raw)) return DEFAULT_RETURN_PATH;
  return raw.includes('#') ? raw : `${raw.replace(/\/$/, '')}#/account`;
}

/** Whether the address to go on to, when the section carries one, is itself on this site. */
function carriesSafeReturn(path: string): boolean {
  const query = path.split('?')[1];
  if (query === undefined) return true;
  try {
    return safeReturnAddress(new URLSearchParams(query).get('return')) !== null;
  } catch {
    return false;
  }
}

/**
 * The return address carrying a social sign-in outcome for the sign-in form (`social=denied`), in the
 * hash so it never reaches a server log: '/account#/bookings' → '/account#/bookings?social=denied'.
 */
export function withOutcome(returnPath: string, outcome: string, provider?: string): string {
  const params = new URLSearchParams({ social: outcome });
  if (provider) params.set('provider', provider);
  const safe = safeReturnPath(returnPath);
  return `${safe}${safe.includes('?') ? '&' : '?'}${params}`;
}
