// What the pay page shows (issue 21), from the link as the API has it and, back from the provider, the
// payment session's result. Pure, so every combination is a row of a table test (link-state.test.ts).
import type { Money, PaymentLink, PaymentSession } from '../../shared/pay-api.ts';

export type LinkState =
  /** The link can be paid: what for, the amount, the expiry and the pay button. */
  | { kind: 'open'; link: PaymentLink; token: string }
  /** Paid (now or before); the amount when known. */
  | { kind: 'paid'; amount: Money | null }
  | { kind: 'expired' }
  | { kind: 'cancelled' }
  /** No link with this token (or none in the address at all). */
  | { kind: 'not-found' }
  /**
   * The payment did not go through (refused, abandoned or timed out at the provider): the reason in the
   * page's language when the provider gave one; the link again when it can still be paid.
   */
  | { kind: 'refused'; message: string | null; link: PaymentLink | null; token: string | null }
  /** The provider has not decided yet. */
  | { kind: 'pending' };

/** The state of a link as the API shows it. */
export function stateOfLink(link: PaymentLink, token: string): LinkState {
  switch (link.status) {
    case 'open':
      return { kind: 'open', link, token };
    case 'paid':
      return { kind: 'paid', amount: link.amount };
    case 'expired':
      return { kind: 'expired' };
    case 'cancelled':
      return { kind: 'cancelled' };
  }
}

/**
 * The state after the provider sent the visitor back: the session's result decides (the API asked the
 * provider), then the link's own state (paid by an earlier session, expired or cancelled meanwhile).
 * `link` is null when the token was not kept (another tab, storage off) or the link is gone.
 */
export function stateAfterReturn(
  session: PaymentSession,
  link: PaymentLink | null,
  token: string | null,
): LinkState {
  if (session.status === 'authorised' || session.status === 'captured')
    return { kind: 'paid', amount: session.amount };
  if (link && token && link.status !== 'open') return stateOfLink(link, token);
  if (session.status === 'pending') return { kind: 'pending' };
  return {
    kind: 'refused',
    message: session.message,
    link: link?.status === 'open' ? link : null,
    token: link?.status === 'open' ? token : null,
  };
}
