// The trip to the payment provider for the deposit and back (issue 22, like the pay pages of issue 21): the
// provider returns to this page's address (its hash names the booking and the deposit step) with
// '?payment_session={id}' added to the query; once the result is read, the session leaves the address
// (history.replaceState), so a reload does not check the same payment again.

/** A provider's checkout session id, e.g. 'cs_9f2c…' (letters, digits, '_' and '-'). */
const sessionIdPattern = /^[A-Za-z0-9_-]{1,200}$/;

/** The session the provider sent the visitor back with ('?payment_session=…'), when it has an id's shape. */
export function sessionFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get('payment_session');
  return raw !== null && sessionIdPattern.test(raw) ? raw : null;
}

/** The address the provider returns to: this page at `hash`, without an earlier return's session. */
export function returnUrl(hash: string): string {
  const url = new URL(location.href);
  url.searchParams.delete('payment_session');
  url.hash = hash;
  return url.href;
}

/** Takes `payment_session` out of the address, keeping the hash and the router's history state. */
export function settleReturnAddress(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('payment_session')) return;
  url.searchParams.delete('payment_session');
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
