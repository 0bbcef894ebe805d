// The trip to the payment provider and back (issue 21). The pay link's token arrives in the address
// hash ('#token=…': never sent to a server, so it stays out of logs and the provider's referrer); it is
// kept in this tab's sessionStorage just before the visitor leaves for the provider's page, and read back
// when the provider returns to this page with '?payment_session={id}'. The return URL we give the provider
// is this page's address without the hash, so the token never travels to the provider. Once the result is
// known, `payment_session` leaves the address (history.replaceState) and the token goes back into the hash,
// so a reload shows the link again instead of checking the payment twice.

const tokenKey = 'rental.pay.link-token';

// The two values read from the address and storage are single strings of a fixed shape: a pattern each
// checks them (zod's runtime, which the app needs nowhere else, was a fifth of its bundle, 2.9 KB gzip).

/** A link token as the API signs it: '{linkId}.{expires unix seconds}.{base64url HMAC}'. */
const tokenPattern = /^[A-Za-z0-9_-]{1,100}\.\d{1,12}\.[A-Za-z0-9_-]{16,100}$/;

/** A provider's checkout session id, e.g. 'cs_9f2c…' (letters, digits, '_' and '-'). */
const sessionIdPattern = /^[A-Za-z0-9_-]{1,200}$/;

/** `raw` when it matches `pattern`, else null. */
const checked = (raw: string | null, pattern: RegExp) => (raw !== null && pattern.test(raw) ? raw : null);

/** The link token of an address hash ('#token=…'), when it has the token's shape. */
export function tokenFromHash(hash: string): string | null {
  return checked(new URLSearchParams(hash.replace(/^#/, '')).get('token'), tokenPattern);
}

/** The session the provider sent the visitor back with ('?payment_session=…'), when it has an id's shape. */
export function sessionFromSearch(search: string): string | null {
  return checked(new URLSearchParams(search).get('payment_session'), sessionIdPattern);
}

/** Storage may be off (private mode, a blocked origin): then the token is not kept, nothing breaks. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the link's token for the way back from the provider (this tab only). */
export function keepToken(token: string): void {
  try {
    storage()?.setItem(tokenKey, token);
  } catch {
    // Full or refused storage: the return then asks for the link from the e-mail again.
  }
}

/** The token kept before leaving for the provider (checked like one from the address), or null. */
export function keptToken(): string | null {
  return checked(storage()?.getItem(tokenKey) ?? null, tokenPattern);
}

/** Forgets the kept token (it is back in the address). */
export function forgetToken(): void {
  try {
    storage()?.removeItem(tokenKey);
  } catch {
    // Nothing to forget where storage is refused.
  }
}

/** The address the provider returns to: this page without its hash (and without an earlier return's query). */
export function returnUrl(): string {
  const url = new URL(location.href);
  url.hash = '';
  url.searchParams.delete('payment_session');
  return url.href;
}

/**
 * Takes `payment_session` out of the address (a reload must not check the same payment again) and, for the
 * pay link, puts its token back into the hash; keeps the router's history state.
 */
export function settleReturnAddress(token: string | null): void {
  const url = new URL(location.href);
  url.searchParams.delete('payment_session');
  url.hash = token ? `token=${token}` : url.hash;
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A provider's page address, or null when it is not one: https, or http only while this page is served
 * over http itself (the sandbox on a development machine).
 */
export function providerAddress(raw: string): string | null {
  try {
    const url = new URL(raw);
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && location.protocol === 'http:');
    return secure ? url.href : null;
  } catch {
    return null;
  }
}

/** Leaves for the provider's page (a full navigation: the provider is another site). */
export function goToProvider(address: string): void {
  window.location.assign(address);
}
