// The subscriptions section (#/subscriptions, issue 17) through the mount contract, the API answered by a
// stand-in fetch: the customer's orders with status, vehicle, term, start, next renewal and monthly cost;
// "Cancel at term end" asks in a dialog, cancels, announces until when it runs, and the card changes;
// markets that hide subscriptions show no tab and no section.
import { sampleContext, sampleMountContext } from '@rental/remote-apps';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mountAt, subscriptionOrder } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const order = subscriptionOrder({ status: 'upcoming' });

function fakeApi(orders: unknown[] = [order]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: true, user: ada });
    if (path.endsWith('/v1/subscription/orders')) return json(200, { orders });
    if (path.endsWith(`/v1/subscription/orders/${order.id}/cancel`))
      return json(200, {
        order: {
          ...order,
          status: 'ending',
          nextRenewalOn: null,
          endsOn: '2031-05-01',
          endsOnIfCancelledToday: null,
          cancelledAt: '2030-04-02T10:00:00.000Z',
        },
      });
    return json(404, { error: { code: 'not_found', message: 'no' } });
  });
  return { fetch, calls };
}

describe('subscriptions', () => {
  it('lists an order with its status, term, dates and monthly cost', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    await mountAt('/account#/subscriptions');
    const item = (await screen.findByRole('heading', { name: 'Cupra Born · S-7K3M9Q' })).closest('li');
    expect(within(item as HTMLElement).getByText('Starts soon')).toBeTruthy();
    const facts = [...(item?.querySelector('dl')?.children ?? [])].map((e) => e.textContent);
    expect(facts).toEqual([
      'Term',
      '12 months minimum, then every 30 days',
      'Start',
      '05/02/2030',
      'Next renewal',
      '05/02/2031',
      'Monthly cost',
      '$599.00',
    ]);
  });

  it('cancels at term end after confirming in a dialog, announces until when, and shows the new state', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    await mountAt('/account#/subscriptions');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel at term end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel at term end?' });
    expect(
      within(dialog).getByText(
        'Your Cupra Born subscription stays active until 05/01/2031 and then ends. It will not renew.',
      ),
    ).toBeTruthy();
    // Keeping it closes the dialog without a request.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.endsWith('/cancel'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel at term end' }));
    const again = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Yes, cancel at term end' }));
    });
    expect(api.calls).toContain(`POST /api/v1/subscription/orders/${order.id}/cancel`);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Your Cupra Born subscription is cancelled. It stays active until 05/01/2031.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelled at term end')).toBeTruthy();
    expect(screen.getByText('Ends on')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel at term end' })).toBeNull();
  });

  it('says when there are none', async () => {
    vi.stubGlobal('fetch', fakeApi([]).fetch);
    await mountAt('/account#/subscriptions');
    expect(await screen.findByText('You have no subscriptions.')).toBeTruthy();
  });

  it('speaks the page language: German', async () => {
    vi.stubGlobal('fetch', fakeApi().fetch);
    await mountAt(
      '/account#/subscriptions',
      sampleContext({ app: 'account', locale: 'de-DE', acceptLanguage: 'de-DE' }),
    );
    expect(await screen.findByRole('button', { name: 'Zum Laufzeitende kündigen' })).toBeTruthy();
    expect(screen.getByText('Mindestens 12 Monate, dann alle 30 Tage')).toBeTruthy();
  });

  it('has no tab and no section where the market hides subscriptions', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const base = sampleMountContext();
    await mountAt(
      '/account#/subscriptions',
      sampleContext({
        app: 'account',
        market: { ...base.market, flags: { ...base.market.flags, isManageSubscriptionsHidden: true } },
      }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(nav).queryByRole('link', { name: 'Subscriptions' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Subscriptions' })).toBeNull();
    expect(api.calls.some((c) => c.includes('/v1/subscription/orders'))).toBe(false);
  });
});
