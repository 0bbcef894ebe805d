// A running subscription's card for the monthly payments (issue 21) through the mount contract, the API
// answered by a stand-in fetch: "No card yet" or the card with its expiry, "Add card" opening a setup
// session for 'subscription:{id}' that comes back to this page, and the result of the session it came
// back with said in a live region, dropped from the address, and the order re-read with its new card.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mountAt, subscriptionOrder } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const ORDER_ID = '2f1c7a52-8c1e-4a55-9a43-0d0c8b1f7e11';
const order = subscriptionOrder;
const visa = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

function fakeApi() {
  let current = order();
  const sent: { method: string; path: string; body?: unknown }[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = request.method === 'POST' ? await request.json().catch(() => undefined) : undefined;
    sent.push({ method: request.method, path, body });
    if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: true, user: ada });
    if (path === '/v1/subscription/orders') return json(200, { orders: [current] });
    if (path === '/v1/payments/methods/session')
      return json(201, { sessionId: 'cs_new', redirectUrl: 'http://127.0.0.1:9/pay/cs_new' });
    if (path === '/v1/payments/sessions/cs_ok') {
      current = order({ paymentMethod: visa });
      return json(200, { id: 'cs_ok', purpose: 'method', status: 'authorised', message: null });
    }
    if (path === '/v1/payments/sessions/cs_refused')
      return json(200, {
        id: 'cs_refused',
        purpose: 'method',
        status: 'refused',
        message: 'Your card was declined. Nothing was charged: please try another card.',
      });
    return json(404, { error: { code: 'not_found', message: 'no' } });
  });
  return { fetch, sent };
}

describe('a subscription’s card', () => {
  it('says there is no card yet and opens a setup session that comes back to this page', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    await mountAt('/account#/subscriptions');
    expect(await screen.findByText('No card yet')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    });
    const posted = api.sent.find((s) => s.path === '/v1/payments/methods/session');
    expect(posted?.body).toEqual({
      agreement: `subscription:${ORDER_ID}`,
      returnUrl: `${location.origin}/account#/subscriptions`,
    });
  });

  it('says the card is stored on coming back, drops the session from the address and shows the card', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    await mountAt('/account?payment_session=cs_ok#/subscriptions');
    expect(
      await screen.findByText('Your card is stored: the monthly payments are charged to it.'),
    ).toBeTruthy();
    expect(location.search).toBe('');
    expect(location.hash).toBe('#/subscriptions');
    expect(await screen.findByText('Visa •••• 4242, expires 12/30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change card' })).toBeTruthy();
    expect(api.sent.filter((s) => s.path === '/v1/subscription/orders').length).toBeGreaterThanOrEqual(2);
  });

  it('says why a card was refused', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    await mountAt('/account?payment_session=cs_refused#/subscriptions');
    expect(
      await screen.findByText(
        'Your card was not stored: Your card was declined. Nothing was charged: please try another card.',
      ),
    ).toBeTruthy();
    expect(location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Add card' })).toBeTruthy();
  });
});
