// The account overview's notice of a failed card charge (issue 21) through the mount contract, the API
// answered by a stand-in fetch: shown to a signed-in customer with an open renewal, linking to the
// card-renewal page of the page's language; nothing for paid renewals, a signed-out visitor (who is not
// asked) or an API that cannot say.
import { sampleContext } from '@rental/remote-apps';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const renewal = (description: string, status: 'open' | 'paid') => ({
  id: `rn_${description.length}`,
  agreement: 'plus-contract:c_1',
  description,
  amount: { amountMinor: 49_900, currency: 'USD' },
  status,
  attempts: 1,
  lastRefusalReason: status === 'open' ? 'declined' : null,
  message: status === 'open' ? 'Your card was declined.' : null,
  createdAt: '2030-12-01T06:00:00.000Z',
  paidAt: status === 'paid' ? '2030-12-02T06:00:00.000Z' : null,
});

function fakeApi(options: { signedIn: boolean; renewals?: () => Response }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (path.endsWith('/v1/auth/session'))
        return json(200, options.signedIn ? { signedIn: true, user: ada } : { signedIn: false });
      if (path.endsWith('/v1/payments/renewals')) return options.renewals?.() ?? json(200, { renewals: [] });
      if (path.endsWith('/v2/users/me/profile')) return json(503, { error: { code: 'x', message: 'x' } });
      return json(404, { error: { code: 'not_found', message: path } });
    }),
  );
  return calls;
}

describe('the renewal notice (issue 21)', () => {
  it('names what could not be charged and links to the card-renewal page of the page’s language', async () => {
    fakeApi({
      signedIn: true,
      renewals: () =>
        json(200, {
          renewals: [
            renewal('Kestrel Plus, VW Golf: December', 'open'),
            renewal('Kestrel Plus, BMW i4: December', 'open'),
            renewal('Kestrel Plus, VW Golf: November', 'paid'),
          ],
        }),
    });
    const context = sampleContext({ app: 'account' });
    await mountAt('/fr-be/account#/account', {
      ...context,
      market: { ...context.market, links: { ...context.market.links, home: '/fr-be/' } },
    });
    const link = await screen.findByRole('link', { name: 'Renew your card' });
    expect(link.getAttribute('href')).toBe('/fr-be/pay/renewal');
    const notice = link.closest('[role="status"]')!;
    expect(notice.textContent).toBe(
      'Your card for Kestrel Plus, VW Golf: December and Kestrel Plus, BMW i4: December could not be charged: renew it to pay the open amount. Renew your card',
    );
    expect(notice.textContent).not.toContain('November');
  });

  it('shows nothing when every renewal is paid', async () => {
    const calls = fakeApi({
      signedIn: true,
      renewals: () => json(200, { renewals: [renewal('Golf', 'paid')] }),
    });
    await mountAt('/account#/account');
    await screen.findByRole('heading', { name: 'Account settings' });
    await vi.waitFor(() => expect(calls.some((p) => p.endsWith('/v1/payments/renewals'))).toBe(true));
    expect(screen.queryByRole('link', { name: 'Renew your card' })).toBeNull();
  });

  it('shows nothing when the API cannot say', async () => {
    const calls = fakeApi({
      signedIn: true,
      renewals: () => json(503, { error: { code: 'payments_unavailable', message: 'Payments are off.' } }),
    });
    await mountAt('/account#/account');
    await vi.waitFor(() => expect(calls.some((p) => p.endsWith('/v1/payments/renewals'))).toBe(true));
    await screen.findByRole('heading', { name: 'Account settings' });
    expect(screen.queryByRole('link', { name: 'Renew your card' })).toBeNull();
  });

  it('never asks for a signed-out visitor', async () => {
    const calls = fakeApi({ signedIn: false });
    await mountAt('/account#/account');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(calls.some((p) => p.endsWith('/v1/payments/renewals'))).toBe(false);
  });
});
