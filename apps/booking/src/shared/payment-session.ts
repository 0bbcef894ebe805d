// The return from the payment provider's page (issue 21): the provider sends the customer back to the
// address the checkout gave it with `payment_session={id}` added to the query (before the hash, so the
// funnel's step survives). The id is read once, then removed from the address, so a reload or Back
// does not check the same payment again.

/** The query parameter the provider adds to the return address. */
export const paymentSessionParam = 'payment_session';

/** The payment session id in a query string ('?payment_session=cs_…'); null when absent or malformed. */
export function paymentSessionOf(search: string): string | null {
  const id = new URLSearchParams(search).get(paymentSessionParam);
  return id && /^[A-Za-z0-9_-]{1,200}$/.test(id) ? id : null;
}

/** An address without its payment_session parameter (the rest of the query and the hash unchanged). */
export function withoutPaymentSession(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.has(paymentSessionParam)) return href;
  url.searchParams.delete(paymentSessionParam);
  return url.href;
}

/** Removes payment_session from the address bar, keeping the history entry's state. */
export function forgetPaymentSession(): void {
  const next = withoutPaymentSession(location.href);
  if (next !== location.href) history.replaceState(history.state, '', next);
}

/**
 * Where the provider sends the customer back: this checkout's address (hash included) without an earlier
 * payment_session. The same address on every attempt, so paying again sends the same booking request
 * (the API's idempotency compares the whole body).
 */
export function paymentReturnUrl(href: string, checkoutHash: string): string {
  const url = new URL(withoutPaymentSession(href));
  url.hash = checkoutHash;
  return url.href;
}
