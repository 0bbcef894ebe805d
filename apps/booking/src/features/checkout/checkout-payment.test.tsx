// @vitest-environment jsdom
// Issue 21: paying now by card on the payment provider's page. The choice shows only when the API says
// online payment is on; the booking is created with the card and this checkout as the return address,
// the draft and its key are kept, and the browser leaves for the provider. Back with
// ?payment_session=: checked in a live region, then the confirmation with the card, or the checkout with
// everything kept, the reason in a focused summary, and paying again with the same key. The API is a
// fetch stub answering by path with the contract's shapes.
import { createI18n, I18nextProvider } from '@rental/i18n';
import { sampleContext } from '@rental/remote-apps';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider, createBooking } from '../../shared/booking-services.tsx';
import enUS from '../../shared/locales/en-US.ts';
import { readReservation, storePendingPayment } from '../../shared/reservation-store.ts';
import { routeHash, type SearchState } from '../../shared/route.ts';
import { sampleConfiguration, sampleGroup, sampleTemplate, usd } from '../../shared/test-fixtures.ts';
import { Checkout } from './checkout.tsx';
import { saveDraft } from './checkout-draft.ts';

const search: SearchState = {
  branchId: 5200,
  branchName: 'New York Airport',
  pickup: '2026-12-01T12:30',
  return: '2026-12-04T08:30',
  vehicleType: 'car',
};
const checkoutHash = routeHash({ step: 'checkout', search, offerId: 'offer-1' });
const branch = { id: 5200, name: 'New York Airport' };
const visa = { brand: 'visa', last4: '4242' };
const reservation = (payment: unknown) => ({
  reservationNumber: '1234567890',
  group: sampleGroup,
  pickup: { branch, at: search.pickup },
  return: { branch, at: search.return },
  days: 3,
  total: usd(137970),
  extras: [],
  protectionCode: 'BASIC',
  status: 'confirmed',
  createdAt: '2026-11-29T13:00:00Z',
  profile: null,
  payment,
});
const paidByCard = { method: 'card', status: 'authorised', card: visa, refunded: null };
const session = (over: Record<string, unknown>) => ({
  sessionId: 'cs_1',
  purpose: 'booking',
  status: 'authorised',
  refusalReason: null,
  message: null,
  amount: usd(137970),
  card: visa,
  reservation: reservation(paidByCard),
  linkId: null,
  renewalId: null,
  contractId: null,
  ...over,
});
const declined = session({
  status: 'refused',
  refusalReason: 'declined',
  message: 'Your card was declined. Nothing was charged: try another card or pay at pickup.',
  card: null,
  reservation: null,
});

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

interface Sent {
  body: Record<string, unknown>;
  key: string | null;
}

/** The API: payment options, session answers in turn, and the create's answer; returns what create got. */
function stubApi({
  onlinePayment = true,
  sessions = [] as unknown[],
  create = (n: number) =>
    json(n === 1 ? 201 : 200, {
      replayed: n > 1,
      reservation: reservation(null),
      payment: { sessionId: `cs_${n}`, redirectUrl: `http://127.0.0.1:4755/pay/cs_${n}` },
    }),
}: {
  onlinePayment?: boolean | 'error';
  sessions?: unknown[];
  create?: (n: number, body: Record<string, unknown>) => Promise<Response>;
} = {}) {
  const created: Sent[] = [];
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/v1/rentalconfigurations')) return json(200, sampleConfiguration);
      if (path.endsWith('/v1/config/addresstemplates')) return json(200, sampleTemplate);
      if (path.endsWith('/v1/business/memberships'))
        return json(401, { error: { code: 'not_signed_in', message: 'Sign in first.' } });
      if (path.endsWith('/v1/payments/options'))
        return onlinePayment === 'error'
          ? json(503, { error: { code: 'unavailable', message: 'Down' } })
          : json(200, { onlinePayment });
      const sessionPath = /\/v1\/payments\/sessions\/([^/]+)$/.exec(path);
      if (sessionPath) {
        asked.push(decodeURIComponent(sessionPath[1] ?? ''));
        return json(200, sessions[Math.min(asked.length, sessions.length) - 1]);
      }
      if (path.endsWith('/v1/rentalreservations/create')) {
        const body = await request.json();
        created.push({ body, key: request.headers.get('idempotency-key') });
        return create(created.length, body);
      }
      return json(404, { error: { code: 'not_found', message: path } });
    }),
  );
  return { created, asked };
}

const context = sampleContext({ app: 'booking', view: 'funnel' });

function renderCheckout() {
  const leavePage = vi.fn();
  const i18n = createI18n({
    locale: context.locale,
    namespaces: { booking: { bundled: { 'en-US': enUS } } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <BookingProvider value={{ ...createBooking(context), leavePage }}>
        <Checkout search={search} offerId="offer-1" />
      </BookingProvider>
    </I18nextProvider>,
  );
  return leavePage;
}

function fillDriver() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  type('First name', 'Alex');
  type('Last name', 'Doe');
  type('E-mail', 'alex@example.com');
  type('Phone number', '212 555 0100');
  type('Date of birth', '07/14/1985');
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

/** A draft as the checkout left it before going to the provider, and what the confirmation will show. */
function leftForProvider(key = 'key-of-the-first-attempt') {
  saveDraft('offer-1', {
    protectionCode: 'BASIC',
    extras: {},
    firstName: 'Alex',
    lastName: 'Doe',
    email: 'alex@example.com',
    phone: '212 555 0100',
    birthDate: '07/14/1985',
    address: {},
    payment: 'card',
    terms: true,
    profileId: '',
    costCentreId: '',
    idempotencyKey: key,
  });
  storePendingPayment({
    offerId: 'offer-1',
    checkoutHash,
    email: 'alex@example.com',
    lastName: 'Doe',
    profile: null,
    addons: [{ name: 'Basic protection', quantity: 1, total: null }],
  });
}

/** The address the provider sends the customer back to. */
const returnTo = (sessionId: string) =>
  history.replaceState(null, '', `/services?payment_session=${sessionId}${checkoutHash}`);

const payByCard = () => screen.queryByRole('radio', { name: /Pay now by card/ });

beforeEach(() => history.replaceState(null, '', `/services${checkoutHash}`));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('checkout: pay now by card (issue 21)', () => {
  it.each([
    ['off', false],
    ['unknown (the options call failed)', 'error'],
  ] as const)(
    'offers pay at pickup only while online payment is %s, and books without a card',
    async (_, onlinePayment) => {
      const { created } = stubApi({
        onlinePayment,
        create: () => json(201, { replayed: false, reservation: reservation(null) }),
      });
      const leavePage = renderCheckout();
      await screen.findByRole('radio', { name: /Pay at pickup/ });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(payByCard()).toBeNull();
      fillDriver();
      fireEvent.click(screen.getByRole('button', { name: 'Book now for $1,379.70' }));
      await waitFor(() => expect(window.location.hash).toContain('confirmation'));
      expect(created[0]?.body).not.toHaveProperty('payment');
      expect(leavePage).not.toHaveBeenCalled();
      expect(readReservation('1234567890')?.payment).toBe('pickup');
    },
  );

  it('creates the booking with the card and this checkout as the return, keeps the draft and goes to the provider', async () => {
    const { created } = stubApi();
    const leavePage = renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Pay now by card/ }));
    expect(screen.getByText(/reserved now and charged when you return the car/)).toBeTruthy();
    fillDriver();
    fireEvent.click(screen.getByRole('button', { name: 'Book now, pay $1,379.70 by card' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://127.0.0.1:4755/pay/cs_1'));
    expect(created).toHaveLength(1);
    expect(created[0]?.body.payment).toEqual({
      method: 'card',
      returnUrl: `${location.origin}/services${checkoutHash}`,
    });
    // Nothing else about a card is sent or kept: the card is entered on the provider's page.
    expect(JSON.stringify(created[0]?.body)).not.toMatch(/number|cvc|expiry/i);
    const draft = JSON.parse(sessionStorage.getItem('booking:checkout:offer-1') ?? '{}');
    expect([draft.firstName, draft.payment, draft.idempotencyKey]).toEqual(['Alex', 'card', created[0]?.key]);
    expect(JSON.parse(sessionStorage.getItem('booking:payment:pending') ?? '{}')).toMatchObject({
      offerId: 'offer-1',
      checkoutHash,
      email: 'alex@example.com',
    });
    const button = screen.getByRole('button', { name: 'Opening the secure payment page…' });
    expect(button).toHaveProperty('disabled', true);
    expect(window.location.hash).toBe(checkoutHash);
  });

  it('back with the payment authorised: checks it in a live region, then confirms with the card', async () => {
    leftForProvider();
    returnTo('cs_1');
    const { asked } = stubApi({ sessions: [session({})] });
    renderCheckout();
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Checking your payment…');
    await waitFor(() => expect(window.location.hash).toBe('#/confirmation?reservation=1234567890'));
    expect(asked).toEqual(['cs_1']);
    // The session leaves the address: a reload does not check it again.
    expect(window.location.search).toBe('');
    const stored = readReservation('1234567890');
    expect(stored).toMatchObject({
      email: 'alex@example.com',
      lastName: 'Doe',
      payment: 'card',
      card: visa,
      addons: [{ name: 'Basic protection' }],
    });
    expect(sessionStorage.getItem('booking:checkout:offer-1')).toBeNull();
    expect(sessionStorage.getItem('booking:payment:pending')).toBeNull();
  });

  it('back with the card refused: every field kept, the reason in a focused summary, and paying again reuses the key', async () => {
    leftForProvider('key-of-the-first-attempt');
    returnTo('cs_1');
    const { created } = stubApi({ sessions: [declined] });
    const leavePage = renderCheckout();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Your payment did not go through:');
    const link = within(summary).getByRole('link');
    expect(link.textContent).toBe(
      'Payment: Your card was declined. Nothing was charged: try another card or pay at pickup.',
    );
    expect(link.getAttribute('href')).toBe('#bk-pay-card');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe(checkoutHash);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Alex');
    expect((screen.getByLabelText('Date of birth', { exact: false }) as HTMLInputElement).value).toBe(
      '07/14/1985',
    );
    expect(screen.getByRole('checkbox', { name: /I accept the/ })).toHaveProperty('checked', true);
    expect(payByCard()).toHaveProperty('checked', true);
    expect(window.location.hash).not.toContain('confirmation');

    fireEvent.click(screen.getByRole('button', { name: /pay \$1,379\.70 by card/ }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://127.0.0.1:4755/pay/cs_1'));
    expect(created[0]?.key).toBe('key-of-the-first-attempt');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the provider has no result yet and checks again on request', async () => {
    leftForProvider();
    returnTo('cs_1');
    const { asked } = stubApi({
      sessions: [session({ status: 'pending', card: null, reservation: null }), session({})],
    });
    renderCheckout();
    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    expect(screen.getByText(/has not been confirmed yet/)).toBeTruthy();
    // Not final yet: the session stays in the address, so a reload checks it again.
    expect(window.location.search).toBe('?payment_session=cs_1');
    fireEvent.click(checkAgain);
    await waitFor(() => expect(window.location.hash).toBe('#/confirmation?reservation=1234567890'));
    expect(asked).toEqual(['cs_1', 'cs_1']);
  });

  it('a booking already paid comes back confirmed: the confirmation, no second trip to the provider', async () => {
    stubApi({ create: () => json(200, { replayed: true, reservation: reservation(paidByCard) }) });
    const leavePage = renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Pay now by card/ }));
    fillDriver();
    fireEvent.click(screen.getByRole('button', { name: /by card/ }));
    await waitFor(() => expect(window.location.hash).toContain('confirmation'));
    expect(leavePage).not.toHaveBeenCalled();
    expect(readReservation('1234567890')).toMatchObject({ payment: 'card', card: visa });
  });

  it('after a refusal, the same booking again keeps the key; pay at pickup instead is a new attempt with its own key', async () => {
    const { created } = stubApi({
      sessions: [declined],
      create: (n, body) =>
        body.payment
          ? json(n === 1 ? 201 : 200, {
              replayed: n > 1,
              reservation: reservation(null),
              payment: { sessionId: `cs_${n}`, redirectUrl: `http://127.0.0.1:4755/pay/cs_${n}` },
            })
          : json(201, {
              replayed: false,
              reservation: reservation({ method: 'at-pickup', status: null, card: null, refunded: null }),
            }),
    });
    // To the provider and back, refused.
    const leavePage = renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Pay now by card/ }));
    fillDriver();
    fireEvent.click(screen.getByRole('button', { name: /by card/ }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledTimes(1));
    cleanup();
    returnTo('cs_1');
    renderCheckout();
    await screen.findByRole('alert');
    // The same booking again: the same key and request, a new session.
    fireEvent.click(screen.getByRole('button', { name: /by card/ }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created[1]?.key).toBe(created[0]?.key);
    expect(created[1]?.body).toEqual(created[0]?.body);
    cleanup();
    returnTo('cs_2');
    renderCheckout();
    await screen.findByRole('alert');
    // Pay at pickup instead: another request, so another key (the API would refuse the old one for it).
    fireEvent.click(screen.getByRole('radio', { name: /Pay at pickup/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now for $1,379.70' }));
    await waitFor(() => expect(window.location.hash).toContain('confirmation'));
    expect(created).toHaveLength(3);
    expect(created[2]?.body).not.toHaveProperty('payment');
    expect(created[2]?.key).not.toBe(created[0]?.key);
    expect(readReservation('1234567890')?.payment).toBe('pickup');
  });

  it('a key the API says was used for another booking is replaced, and the customer is told plainly', async () => {
    leftForProvider();
    returnTo('cs_1');
    stubApi({
      sessions: [declined],
      create: () =>
        json(422, {
          error: {
            code: 'idempotency_key_reused',
            message: 'This Idempotency-Key was already used for a different booking.',
          },
        }),
    });
    renderCheckout();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: /by card/ }));
    expect(await screen.findByText(/Your details have changed since your last attempt/)).toBeTruthy();
    // The draft is written after the answer is shown: wait for it rather than race it (CI under load).
    await waitFor(() => {
      const draft = JSON.parse(sessionStorage.getItem('booking:checkout:offer-1') ?? '{}');
      expect(draft.idempotencyKey).toMatch(/\S/);
      expect(draft.idempotencyKey).not.toBe('key-of-the-first-attempt');
    });
  });
});
