// The pay app through its mount contract in jsdom, the API answered by a stand-in fetch with the
// contract's payloads (issue 21): the pay page's states, the trip to the provider and back, and the
// card-renewal page signed out and signed in. The provider's page itself is never opened here.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';

vi.mock(import('../shared/payment-return.ts'), async (original) => ({
  ...(await original()),
  goToProvider: vi.fn(),
}));
const { goToProvider } = await import('../shared/payment-return.ts');

const token = 'pl_7Hq2.1893456000.n4bVx0_Yq-8wQe2R5tY7uI9oP1aS3dF5gH7jK9lZ';
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

const openLink = {
  id: 'pl_7Hq2',
  description: 'Booking 4711 in Munich',
  amount: usd(24_990),
  status: 'open',
  expiresAt: '2030-03-07T14:30:00.000Z',
  paidAt: null,
  reservation: {
    number: '9012345678',
    model: 'VW Golf or similar',
    pickup: { branch: 'Munich Airport', at: '2030-03-10T09:00' },
    return: { branch: 'Munich Downtown', at: '2030-03-14T18:30' },
  },
};

const sessionAnswer = (status: string, message: string | null = null, purpose = 'link') => ({
  sessionId: 'cs_42',
  purpose,
  status,
  refusalReason: status === 'refused' ? 'declined' : null,
  message,
  amount: usd(24_990),
  card: status === 'refused' ? null : { brand: 'visa', last4: '4242' },
  reservation: null,
  linkId: purpose === 'link' ? 'pl_7Hq2' : null,
  renewalId: purpose === 'renewal' ? 'rn_1' : null,
  contractId: null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

type Handler = (request: { method: string; path: string; body: unknown }) => Response | undefined;

let calls: Array<{ method: string; path: string; body: unknown }> = [];

function stubApi(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost/');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, path: url.pathname.replace(/^\/api/, ''), body };
      calls.push(call);
      return handler(call) ?? failure(404, 'not_found', `no stand-in for ${method} ${call.path}`);
    }),
  );
}

async function start(view: 'link' | 'renewal', address: string) {
  history.replaceState(null, '', address);
  const element = document.createElement('div');
  document.body.append(element);
  let unmount!: () => void;
  await act(async () => {
    unmount = await mount(element, sampleContext({ app: 'pay', view }));
  });
  return { element, unmount };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const liveRegion = () => document.querySelector<HTMLElement>('.pay [role="status"][aria-live="polite"]');

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(goToProvider).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('the pay page', () => {
  it('shows what the payment is for, the amount in the market’s format and the expiry, with one pay button', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === `/v1/payment-links/${token}` ? json(openLink) : undefined,
    );
    await start('link', `/pay#token=${token}`);
    const panel = (await heading('Your payment')).closest('section')!;
    const facts = within(panel);
    expect(facts.getByText('Booking 4711 in Munich')).toBeTruthy();
    expect(facts.getByText('9012345678')).toBeTruthy();
    expect(facts.getByText('VW Golf or similar')).toBeTruthy();
    expect(facts.getByText(/^Munich Airport, /).textContent).toContain('2030');
    expect(facts.getByText('$249.90')).toBeTruthy();
    expect(facts.getByText(/^Please pay by .*2030/)).toBeTruthy();
    expect(facts.getAllByRole('button')).toHaveLength(1);
    expect(facts.getByRole('button', { name: 'Pay $249.90' })).toBeTruthy();
    // The first load leaves the focus where the visitor is.
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the token, sends a return address without it, and leaves for the provider’s page', async () => {
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === `/v1/payment-links/${token}`) return json(openLink);
      if (method === 'POST' && path === `/v1/payment-links/${token}/session`)
        return json({ sessionId: 'cs_42', redirectUrl: 'https://provider.example/pay/cs_42' }, 201);
    });
    await start('link', `/pay#token=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $249.90' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://provider.example/pay/cs_42'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ returnUrl: 'http://localhost:3000/pay' });
    expect(sessionStorage.getItem('rental.pay.link-token')).toBe(token);
  });

  it('back from the provider, paid: says so, moves the focus there, and cleans the address', async () => {
    sessionStorage.setItem('rental.pay.link-token', token);
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/v1/payments/sessions/cs_42') return json(sessionAnswer('captured'));
      if (method === 'GET' && path === `/v1/payment-links/${token}`)
        return json({ ...openLink, status: 'paid', paidAt: '2030-03-01T10:00:00.000Z' });
    });
    await start('link', '/pay?payment_session=cs_42');
    const title = await heading('Paid, thank you');
    expect(
      screen.getByText(
        'We have received your payment of $249.90. There is nothing more to do: you can close this page.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(liveRegion()?.textContent).toBe('Paid, thank you');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(`/pay#token=${token}`);
    expect(sessionStorage.getItem('rental.pay.link-token')).toBeNull();
  });

  it('back from the provider, refused: the reason in the page’s language and a new try with the same link', async () => {
    sessionStorage.setItem('rental.pay.link-token', token);
    const declined = 'Your card was declined. Nothing was charged: try another card.';
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/v1/payments/sessions/cs_42')
        return json(sessionAnswer('refused', declined));
      if (method === 'GET' && path === `/v1/payment-links/${token}`) return json(openLink);
      if (method === 'POST' && path === `/v1/payment-links/${token}/session`)
        return json({ sessionId: 'cs_43', redirectUrl: 'https://provider.example/pay/cs_43' }, 201);
    });
    await start('link', '/pay?payment_session=cs_42');
    const title = await heading('Your payment did not go through');
    expect(screen.getByText(declined)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(liveRegion()?.textContent).toBe('Your payment did not go through');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $249.90' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://provider.example/pay/cs_43'));
  });

  it.each([
    ['expired', 'This payment link has expired', 'Nothing was charged. If you still need to pay'],
    ['cancelled', 'This payment link was cancelled', 'Nothing is due on this link'],
    ['paid', 'Paid, thank you', 'We have received your payment of $249.90.'],
  ])('a link %s is said plainly, without a pay button', async (status, title, text) => {
    stubApi(({ path }) =>
      path === `/v1/payment-links/${token}` ? json({ ...openLink, status }) : undefined,
    );
    await start('link', `/pay#token=${token}`);
    const panel = (await heading(title)).closest('section')!;
    expect(panel.textContent).toContain(text);
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('an unknown or tampered link is not found; no token at all asks the API nothing', async () => {
    stubApi(({ path }) =>
      path.startsWith('/v1/payment-links/')
        ? failure(404, 'payment_link_not_found', 'This payment link does not exist.')
        : undefined,
    );
    const first = await start('link', `/pay#token=${token}`);
    expect(await heading('We cannot find this payment link')).toBeTruthy();
    act(() => first.unmount());
    stubApi(() => undefined);
    await start('link', '/pay');
    expect(await heading('We cannot find this payment link')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('reads another link opened in the same tab (only the hash changes)', async () => {
    stubApi(({ path }) => (path === `/v1/payment-links/${token}` ? json(openLink) : undefined));
    await start('link', '/pay');
    expect(await heading('We cannot find this payment link')).toBeTruthy();
    await act(async () => {
      location.hash = `#token=${token}`;
    });
    const title = await heading('Your payment');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('a link that expired while the page was open: the pay answer shows the expired state, focused', async () => {
    stubApi(({ method, path }) => {
      if (method === 'GET') return json(openLink);
      if (path.endsWith('/session')) return failure(410, 'payment_link_expired', 'This link has expired.');
    });
    await start('link', `/pay#token=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $249.90' }));
    const title = await heading('This payment link has expired');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it('the API down: says nothing was charged and tries again on request', async () => {
    let down = true;
    stubApi(({ path }) =>
      down
        ? failure(503, 'unavailable', 'down')
        : path.includes('payment-links')
          ? json(openLink)
          : undefined,
    );
    await start('link', `/pay#token=${token}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was charged');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const title = await heading('Your payment');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('back from the provider with the API down: never claims nothing was charged, and checks again on request', async () => {
    sessionStorage.setItem('rental.pay.link-token', token);
    let down = true;
    stubApi(({ path }) => {
      if (down) return failure(503, 'unavailable', 'down');
      if (path === '/v1/payments/sessions/cs_42') return json(sessionAnswer('captured'));
      if (path === `/v1/payment-links/${token}`) return json({ ...openLink, status: 'paid' });
    });
    await start('link', '/pay?payment_session=cs_42');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'We cannot check your payment right now. Please try again in a moment, before you pay again.Try again',
    );
    // The return stays in the address until its result is known.
    expect(location.search).toBe('?payment_session=cs_42');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading('Paid, thank you')).toBeTruthy();
    expect(location.search).toBe('');
  });

  it('a refusal of the pay call itself shows the API’s message by the button', async () => {
    stubApi(({ method }) =>
      method === 'GET'
        ? json(openLink)
        : failure(503, 'payments_unavailable', 'Online payment is not available right now.'),
    );
    await start('link', `/pay#token=${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $249.90' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing was charged');
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it('shows German strings and amounts on a German page', async () => {
    stubApi(({ path }) =>
      path === `/v1/payment-links/${token}`
        ? json({ ...openLink, amount: { amountMinor: 24_990, currency: 'EUR' } })
        : undefined,
    );
    history.replaceState(null, '', `/pay#token=${token}`);
    const element = document.createElement('div');
    document.body.append(element);
    const german = sampleContext({ app: 'pay', view: 'link', locale: 'de-DE' });
    const market = { ...german.market, formats: { ...german.market.formats, decimalSeperator: ',' } };
    await act(async () => {
      await mount(element, { ...german, market });
    });
    expect(await heading('Ihre Zahlung')).toBeTruthy();
    expect(screen.getByRole('button', { name: '249,90\u00a0€ bezahlen' })).toBeTruthy();
  });
});

describe('the card-renewal page', () => {
  const renewal = {
    id: 'rn_1',
    agreement: 'plus-contract:c_1',
    description: 'Kestrel Plus, VW Golf: December 2030',
    amount: usd(49_900),
    status: 'open',
    attempts: 2,
    lastRefusalReason: 'declined',
    message: 'Your card was declined.',
    createdAt: '2030-12-01T06:00:00.000Z',
    paidAt: null,
  };

  it('signed out: offers the account’s sign-in, which comes back here', async () => {
    stubApi(({ path }) => (path === '/v1/auth/session' ? json({ signedIn: false }) : undefined));
    await start('renewal', '/pay/renewal');
    expect(await heading('Please sign in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account#/login?return=%2Fpay%2Frenewal',
    );
    expect(calls.filter((c) => c.path !== '/v1/auth/session')).toEqual([]);
  });

  it('signed in: each open payment with why the last charge failed, its attempts and one button', async () => {
    stubApi(({ method, path }) => {
      if (path === '/v1/auth/session') return json({ signedIn: true, user: {} });
      if (path === '/v1/payments/renewals')
        return json({
          renewals: [
            renewal,
            {
              ...renewal,
              id: 'rn_0',
              description: 'November 2030',
              status: 'paid',
              paidAt: '2030-11-03T10:00:00Z',
            },
          ],
        });
      if (method === 'POST' && path === '/v1/payments/renewals/rn_1/session')
        return json({ sessionId: 'cs_9', redirectUrl: 'https://provider.example/pay/cs_9' }, 201);
    });
    await start('renewal', '/pay/renewal');
    const open = (await heading('Open payments')).closest('section')!;
    expect(within(open).getByRole('heading', { level: 3, name: renewal.description })).toBeTruthy();
    expect(open.textContent).toContain('Your card was declined.');
    expect(open.textContent).toContain('Attempts so far: 2');
    const paid = (await heading('Paid recently')).closest('section')!;
    expect(paid.textContent).toContain('November 2030');
    expect(paid.textContent).toMatch(/Paid on .*2030/);
    fireEvent.click(within(open).getByRole('button', { name: 'Renew card and pay $499.00' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://provider.example/pay/cs_9'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      returnUrl: 'http://localhost:3000/pay/renewal',
    });
  });

  it('back from the provider: paid, focused and announced, the list read after the session', async () => {
    stubApi(({ path }) => {
      if (path === '/v1/auth/session') return json({ signedIn: true, user: {} });
      if (path === '/v1/payments/sessions/cs_9') return json(sessionAnswer('captured', null, 'renewal'));
      if (path === '/v1/payments/renewals')
        return json({ renewals: [{ ...renewal, status: 'paid', paidAt: '2030-12-02T10:00:00Z' }] });
    });
    await start('renewal', '/pay/renewal?payment_session=cs_9');
    const title = await heading('Paid, thank you');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(liveRegion()?.textContent).toBe('Paid, thank you');
    expect(screen.getByText('Nothing to renew: all your payments are up to date.')).toBeTruthy();
    const order = calls.map((c) => c.path);
    expect(order.indexOf('/v1/payments/sessions/cs_9')).toBeLessThan(order.indexOf('/v1/payments/renewals'));
    expect(`${location.pathname}${location.search}`).toBe('/pay/renewal');
  });

  it('back from the provider, refused: the new reason, and the payment still open', async () => {
    stubApi(({ path }) => {
      if (path === '/v1/auth/session') return json({ signedIn: true, user: {} });
      if (path === '/v1/payments/sessions/cs_9')
        return json(sessionAnswer('refused', 'Your 3-D Secure check failed.', 'renewal'));
      if (path === '/v1/payments/renewals')
        return json({ renewals: [{ ...renewal, attempts: 3, message: 'Your 3-D Secure check failed.' }] });
    });
    await start('renewal', '/pay/renewal?payment_session=cs_9');
    const title = await heading('Your payment did not go through');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.closest('section')!.textContent).toContain('Your 3-D Secure check failed.');
    expect(screen.getByText('Attempts so far: 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew card and pay $499.00' })).toBeTruthy();
  });
});
