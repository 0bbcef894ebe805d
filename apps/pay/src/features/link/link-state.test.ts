// What the pay page shows for each link state and each result back from the provider (issue 21).
import { describe, expect, it } from 'vitest';
import type { PaymentLink, PaymentSession } from '../../shared/pay-api.ts';
import { stateAfterReturn, stateOfLink } from './link-state.ts';

const amount = { amountMinor: 12_345, currency: 'EUR' };
const link = (status: PaymentLink['status']): PaymentLink => ({
  id: 'pl_1',
  description: 'Damage excess',
  amount,
  status,
  expiresAt: '2030-01-02T10:00:00.000Z',
  paidAt: status === 'paid' ? '2030-01-01T10:00:00.000Z' : null,
  reservation: null,
});
const session = (status: PaymentSession['status'], message: string | null = null): PaymentSession => ({
  sessionId: 'cs_1',
  purpose: 'link',
  status,
  refusalReason: status === 'refused' ? 'declined' : null,
  message,
  amount,
  card: null,
  reservation: null,
  linkId: 'pl_1',
  renewalId: null,
  contractId: null,
});
const token = 'pl_1.1893456000.abcdefghijklmnopqrstuvwxyz012345';

describe('stateOfLink', () => {
  it.each([
    ['open', 'open'],
    ['paid', 'paid'],
    ['expired', 'expired'],
    ['cancelled', 'cancelled'],
  ] as const)('a link %s shows %s', (status, kind) => {
    expect(stateOfLink(link(status), token).kind).toBe(kind);
  });

  it('a paid link says the amount', () => {
    expect(stateOfLink(link('paid'), token)).toEqual({ kind: 'paid', amount });
  });
});

describe('stateAfterReturn', () => {
  it.each([
    // [session, link, expected kind]
    ['authorised', 'open', 'paid'],
    ['captured', 'paid', 'paid'],
    ['captured', null, 'paid'],
    ['refused', 'open', 'refused'],
    ['refused', null, 'refused'],
    // Paid by an earlier session, expired or cancelled meanwhile: the link's state says it.
    ['refused', 'paid', 'paid'],
    ['expired', 'expired', 'expired'],
    ['cancelled', 'cancelled', 'cancelled'],
    // Abandoned or timed out at the provider: nothing charged, pay again.
    ['expired', 'open', 'refused'],
    ['cancelled', 'open', 'refused'],
    ['pending', 'open', 'pending'],
  ] as const)('session %s with the link %s shows %s', (status, linkStatus, kind) => {
    const found = linkStatus === null ? null : link(linkStatus);
    expect(stateAfterReturn(session(status), found, found ? token : null).kind).toBe(kind);
  });

  it('a refusal keeps the reason and the link to pay again', () => {
    const open = link('open');
    expect(stateAfterReturn(session('refused', 'Your card was declined.'), open, token)).toEqual({
      kind: 'refused',
      message: 'Your card was declined.',
      link: open,
      token,
    });
  });

  it('a refusal without the kept token offers no second try on this page', () => {
    expect(stateAfterReturn(session('refused', 'Declined.'), null, null)).toEqual({
      kind: 'refused',
      message: 'Declined.',
      link: null,
      token: null,
    });
  });
});
