// The subscription funnel and the campaign registration (issue 17, items 2 and 3) through the mount
// contract in jsdom, the API answered by a stand-in fetch: each step with its own address and focused
// heading, specific messages that keep what was typed, the server's costs in the summary, the order with
// its Idempotency-Key, and the campaign's success and error dialogs.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';
import { offer as baseOffer, usd } from './test-offers.ts';

const offer = {
  ...baseOffer('golf', 42900, { availableFrom: '2026-01-01', availableTo: '2099-12-31' }),
  tenureOptions: [
    { id: 'flexible', minimumMonths: 1, noticeDays: 30, renewal: 'monthly', monthlyPrice: usd(49300) },
    { id: '6_months', minimumMonths: 6, noticeDays: 30, renewal: 'monthly', monthlyPrice: usd(45500) },
    { id: '12_months', minimumMonths: 12, noticeDays: 30, renewal: 'monthly', monthlyPrice: usd(42900) },
  ],
  orderOptions: {
    mileagePackages: [
      { id: 'included', extraKmPerMonth: 0, monthlyPrice: usd(0) },
      { id: 'plus500', extraKmPerMonth: 500, monthlyPrice: usd(4900) },
    ],
    extras: [
      { id: 'winter_tyres', monthlyPrice: usd(2500) },
      { id: 'child_seat', monthlyPrice: usd(1000) },
    ],
    deliveryFee: usd(14900),
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}
let sent: Sent[] = [];
let signedIn = true;
/** The customer an account was created for at the details step. */
let newUser: { id: string; email: string; firstName: string; lastName: string; createdAt: string } | null =
  null;
let registered = false;
let hasBenefit = true;

function quoteOf(body: {
  term: string;
  mileagePackage: string;
  extras: string[];
  startDate: string;
  handover: { type: string };
}) {
  const monthly = [{ code: `term:${body.term}`, amount: usd(42900) }];
  if (body.mileagePackage === 'plus500') monthly.push({ code: 'mileage:plus500', amount: usd(4900) });
  for (const e of body.extras) monthly.push({ code: `extra:${e}`, amount: usd(2500) });
  const total = monthly.reduce((s, l) => s + l.amount.amountMinor, 0);
  const delivery = body.handover.type === 'delivery' ? 14900 : 0;
  return {
    offerId: 'golf',
    vehicle: { make: 'VW', model: 'GOLF', imagePath: '' },
    term: body.term,
    mileagePackage: body.mileagePackage,
    kmPerMonth: body.mileagePackage === 'plus500' ? 2000 : 1500,
    extras: body.extras,
    startDate: body.startDate,
    minimumTermEndsOn: '2031-01-15',
    costs: {
      monthly,
      monthlyTotal: usd(total),
      startFee: usd(9900),
      deliveryFee: usd(delivery),
      campaignDiscount: signedIn && hasBenefit ? usd(9900) : null,
      firstPayment: usd(total + delivery + (signedIn && hasBenefit ? 0 : 9900)),
      loyaltyRefund: signedIn && hasBenefit ? null : { afterMonths: 6, amount: usd(9900) },
    },
    campaign: signedIn && hasBenefit ? { campaignId: 'us-no-enrollment-fee', benefit: 'no_start_fee' } : null,
  };
}

async function api(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(String(input), 'http://x.test');
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  const method = init.method ?? 'GET';
  sent.push({ url, method, headers: new Headers(init.headers), body });
  const path = url.pathname;
  if (path.endsWith('/v1/auth/session'))
    return json(
      signedIn
        ? {
            signedIn: true,
            user: newUser ?? {
              id: 'u1',
              email: 'ada@example.com',
              firstName: 'Ada',
              lastName: 'Byron',
              createdAt: '',
            },
          }
        : { signedIn: false },
    );
  if (path.endsWith('/v1/subscription/v1.1/subscriptions/offers/country')) {
    const id = url.searchParams.get('offerId');
    if (id && id !== 'golf') return json({ error: { code: 'offer_not_found', message: 'No.' } }, 404);
    const elsewhere = { ...offer, id: 'golf-2', branch: { id: 2, name: 'Downtown', city: 'Springfield' } };
    return json({ countryCode: 'US', offers: id ? [offer] : [offer, elsewhere] });
  }
  if (path.endsWith('/v1/subscription/orders/quote')) return json({ quote: quoteOf(body) });
  if (path.endsWith('/v1/subscription/orders') && method === 'POST')
    return json(
      {
        order: {
          id: '00000000-0000-0000-0000-000000000001',
          number: 'S-7K3M9Q',
          status: 'upcoming',
          vehicle: { make: 'VW', model: 'GOLF', imagePath: '' },
        },
        replayed: false,
      },
      201,
    );
  if (path.endsWith('/v1/subscription/subscriptioncampaigns'))
    return json({
      countryCode: 'US',
      campaigns: [
        {
          id: 'us-no-enrollment-fee',
          title: 'No start fee',
          description: 'Subscribe without a start fee.',
          benefit: 'No start fee on your first subscription.',
          gracePeriodDays: 30,
          validUntil: '2099-12-31',
        },
      ],
    });
  if (path.endsWith('/v2/users') && method === 'POST') {
    const person = body as { email: string; firstName: string; lastName: string };
    if (person.email === 'taken@example.com')
      return json({ error: { code: 'email_exists', message: 'exists', fields: { email: 'exists' } } }, 409);
    signedIn = true;
    const { email, firstName, lastName } = person;
    newUser = { id: 'u2', createdAt: '', email, firstName, lastName };
    return json({ user: newUser }, 201);
  }
  if (path.endsWith('/registrations/confirm')) {
    const { token } = body as { token: string };
    if (token !== 'good-token-123' || registered)
      return json({ error: { code: 'invalid_confirmation_token', message: 'Invalid link.' } }, 400);
    registered = true;
    return json(
      {
        registration: {
          id: 2,
          campaignId: 'us-no-enrollment-fee',
          status: 'confirmed',
          email: 'guest@example.com',
          benefit: 'No start fee on your first subscription.',
          benefitExpiresOn: '2099-01-30',
          message: '…',
        },
      },
      201,
    );
  }
  if (path.endsWith('/registrations') && !signedIn)
    return json(
      {
        registration: {
          campaignId: 'us-no-enrollment-fee',
          status: 'pending',
          email: (body as { email: string }).email.toLowerCase(),
          confirmBy: '2099-01-02T15:30:00.000Z',
          message: '…',
        },
      },
      202,
    );
  if (path.endsWith('/registrations')) {
    if (registered)
      return json(
        {
          error: {
            code: 'campaign_registration_failed',
            message: 'Something went wrong',
            details: { cause: 'open_registration', reason: '…', hint: '…' },
          },
        },
        409,
      );
    registered = true;
    return json(
      {
        registration: {
          id: 1,
          campaignId: 'us-no-enrollment-fee',
          status: 'confirmed',
          email: 'ada@example.com',
          benefit: 'No start fee on your first subscription.',
          benefitExpiresOn: '2099-01-30',
          message: '…',
        },
      },
      201,
    );
  }
  return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
}

beforeEach(() => {
  sessionStorage.clear();
  sent = [];
  signedIn = true;
  newUser = null;
  registered = false;
  hasBenefit = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => api(input, init)),
  );
});

let unmounts: Array<() => void> = [];

afterEach(() => {
  // Unmounted, so no app of an earlier test follows this test's addresses.
  act(() => {
    for (const unmount of unmounts) unmount();
  });
  unmounts = [];
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function start(hash: string) {
  history.replaceState(null, '', `/subscription${hash}`);
  const element = document.createElement('div');
  document.body.append(element);
  await act(async () => {
    unmounts.push(await mount(element, sampleContext({ app: 'subscription' })));
  });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });

async function press(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function choose(label: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByLabelText(label));
  });
}

async function type(label: string | RegExp, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

/** Through the first four steps: 12 months, +500 km, winter tyres, pickup at Downtown, the first start day. */
async function toDetails() {
  await start('#/offer/golf');
  await heading('VW GOLF');
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
  });
  await heading('Step 1 of 6: Term');
  await choose(/12 months, then 30-day term/);
  await press('Continue');
  await heading('Step 2 of 6: Mileage package');
  await choose(/310 mi more per month/);
  await press('Continue');
  await heading('Step 3 of 6: Extras');
  await choose(/Winter tires/);
  await press('Continue');
  await heading('Step 4 of 6: Delivery or pickup');
  const branch = (await screen.findByLabelText('Pickup branch')) as HTMLSelectElement;
  await vi.waitFor(() =>
    expect([...branch.options].map((o) => o.textContent)).toContain('Downtown, Springfield'),
  );
  await type('Pickup branch', '2');
  const days = screen.getByLabelText('Start date') as HTMLSelectElement;
  await type('Start date', days.options[1]!.value);
  await press('Continue');
  await heading('Step 5 of 6: Your details');
}

describe('subscription funnel', () => {
  it('goes step by step, each with its address and focused heading; Back keeps the choices', async () => {
    await start('#/offer/golf');
    await heading('VW GOLF');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
    });
    const term = await heading('Step 1 of 6: Term');
    expect(location.hash).toBe('#/offer/golf/order/term');
    expect(document.activeElement).toBe(term);
    expect(screen.getByText(/Flexible: 30 days, renewed monthly/).textContent).toContain('$493.00 per month');
    await press('Continue');
    expect(screen.getByText('Choose a term.')).toBeTruthy();
    expect(location.hash).toBe('#/offer/golf/order/term');
    await choose(/12 months, then 30-day term/);
    await press('Continue');
    const mileage = await heading('Step 2 of 6: Mileage package');
    expect(location.hash).toBe('#/offer/golf/order/mileage');
    expect(document.activeElement).toBe(mileage);
    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    await heading('Step 1 of 6: Term');
    expect((screen.getByLabelText(/12 months, then 30-day term/) as HTMLInputElement).checked).toBe(true);
  });

  it('starts at the first step when a later step’s address is opened directly', async () => {
    await start('#/offer/golf/order/summary');
    await heading('Step 1 of 6: Term');
    expect(location.hash).toBe('#/offer/golf/order/term');
  });

  it('asks for the handover and start date with specific messages', async () => {
    await start('#/offer/golf/order/term');
    await heading('Step 1 of 6: Term');
    await choose(/Flexible/);
    await press('Continue');
    await heading('Step 2 of 6: Mileage package');
    await press('Continue');
    await heading('Step 3 of 6: Extras');
    await press('Continue');
    await heading('Step 4 of 6: Delivery or pickup');
    await choose(/Deliver it to my address \(\$149.00 once\)/);
    await type('Street and number', 'Main St 1');
    await press('Continue');
    expect(screen.getByText('Choose a start date from the list.')).toBeTruthy();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    expect((screen.getByLabelText('Street and number') as HTMLInputElement).value).toBe('Main St 1');
    // Only available days are offered: from tomorrow on.
    const days = [...(screen.getByLabelText('Start date') as HTMLSelectElement).options].slice(1);
    expect(days.length).toBe(60);
  });

  it('shows who is signed in and the campaign benefit, checks the details and keeps what was typed', async () => {
    await toDetails();
    expect(screen.getByText('Signed in as Ada Byron (ada@example.com)')).toBeTruthy();
    expect(await screen.findByText(/Your campaign benefit: no start fee/)).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    await type('Phone number', '030 1234');
    await type('Date of birth', '31/12/1985');
    await press('Continue');
    expect(
      screen.getByText('Enter the phone number with its country prefix, e.g. +49 30 1234567.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter your date of birth as MM/DD/YYYY.')).toBeTruthy();
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('030 1234');
    await type('Date of birth', '12/31/2020');
    await press('Continue');
    expect(screen.getByText('You must be at least 18 years old on the start date.')).toBeTruthy();
    // Leaving the step and coming back loses nothing.
    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    await heading('Step 4 of 6: Delivery or pickup');
    await act(async () => {
      history.forward();
      await new Promise((r) => setTimeout(r, 50));
    });
    await heading('Step 5 of 6: Your details');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('030 1234');
  });

  it('comes back to the same step with what was typed after leaving the page (to sign in, a reload)', async () => {
    await toDetails();
    await type('Phone number', '+1 555 0100');
    act(() => {
      for (const unmount of unmounts.splice(0)) unmount();
    });
    document.body.replaceChildren();
    await start('#/offer/golf/order/details');
    await heading('Step 5 of 6: Your details');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+1 555 0100');
    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    await heading('Step 4 of 6: Delivery or pickup');
    expect((screen.getByLabelText('Pickup branch') as HTMLSelectElement).value).toBe('2');
  });

  it('offers the account’s sign-in, coming back to the step, to a signed-out visitor at the details step', async () => {
    signedIn = false;
    await toDetails();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/account#/login?return=${encodeURIComponent('/subscription#/offer/golf/order/details')}`,
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('creates an account inline with the sign-up rules, then goes on with the details', async () => {
    signedIn = false;
    await toDetails();
    const announced = vi.fn();
    window.addEventListener('remote-app:session-changed', announced);
    await press('Create account');
    const summary = await screen.findByText('Please correct 4 fields:');
    expect(document.activeElement).toBe(summary.parentElement);
    await type('E-mail address', 'not-an-address');
    await type('Password', ' short');
    await act(async () => {
      fireEvent.blur(screen.getByLabelText('E-mail address'));
      fireEvent.blur(screen.getByLabelText('Password'));
    });
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText("Your password can't start or end with a space.")).toBeTruthy();
    await type('First name', 'Grace');
    await type('Last name', 'Hopper');
    await type('E-mail address', 'taken@example.com');
    await type('Password', 'long enough 1');
    await press('Create account');
    const exists = await screen.findByText(/An account with this e-mail address already exists/);
    expect(within(exists).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(announced).not.toHaveBeenCalled();
    await type('E-mail address', 'grace@example.com');
    await press('Create account');
    expect(await screen.findByText('Signed in as Grace Hopper (grace@example.com)')).toBeTruthy();
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener('remote-app:session-changed', announced);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    const signUps = sent.filter((r) => r.url.pathname.endsWith('/v2/users') && r.method === 'POST');
    expect(signUps.map((r) => r.body)).toEqual([
      { firstName: 'Grace', lastName: 'Hopper', email: 'taken@example.com', password: 'long enough 1' },
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', password: 'long enough 1' },
    ]);
  });

  it('sums up every cost from the server’s quote and orders once, with an Idempotency-Key', async () => {
    await toDetails();
    await type('Phone number', '+1 555 0100');
    await type('Date of birth', '04/12/1985');
    await press('Continue');
    const summary = await heading('Step 6 of 6: Summary');
    expect(document.activeElement).toBe(summary);
    const list = await screen.findByLabelText('Costs');
    const rows = [...list.querySelectorAll('div')].map((d) => d.textContent);
    expect(rows).toEqual([
      '12 months, then 30-day term$429.00',
      '310 mi more per month$49.00',
      'Winter tires$25.00',
      'Total per month$503.00',
      'Start fee (once)$99.00',
      'Campaign benefit (no start fee)−$99.00',
      'First payment$503.00',
    ]);
    const quote = sent.filter((s) => s.url.pathname.endsWith('/orders/quote')).at(-1)!;
    expect(quote.body).toMatchObject({
      offerId: 'golf',
      term: '12_months',
      mileagePackage: 'plus500',
      extras: ['winter_tyres'],
      handover: { type: 'pickup', branchId: 2 },
      customer: { firstName: 'Ada', lastName: 'Byron', phone: '+1 555 0100', birthDate: '1985-04-12' },
    });
    await press('Order now');
    const done = await heading('Thank you for your order');
    expect(document.activeElement).toBe(done);
    expect(location.hash).toBe('#/offer/golf/order/done');
    expect(screen.getByText(/Your subscription S-7K3M9Q for the VW GOLF is ordered/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See your subscriptions in your account' }).getAttribute('href'),
    ).toBe('/account#/subscriptions');
    const orders = sent.filter((s) => s.url.pathname.endsWith('/v1/subscription/orders'));
    expect(orders).toHaveLength(1);
    // Ordered: the funnel kept for the tab is gone.
    expect(sessionStorage.length).toBe(0);
    expect(orders[0]!.headers.get('idempotency-key')).toMatch(/^sub-[0-9a-f-]{36}$/);
  });

  it('shows the delivery fee and the loyalty refund without a campaign benefit', async () => {
    hasBenefit = false;
    await start('#/offer/golf/order/term');
    await heading('Step 1 of 6: Term');
    await choose(/Flexible/);
    await press('Continue');
    await heading('Step 2 of 6: Mileage package');
    await press('Continue');
    await heading('Step 3 of 6: Extras');
    await press('Continue');
    await heading('Step 4 of 6: Delivery or pickup');
    await choose(/Deliver it to my address/);
    await type('Street and number', 'Main St 1');
    await type('ZIP code', '12345');
    await type('City', 'Springfield');
    const days = screen.getByLabelText('Start date') as HTMLSelectElement;
    await type('Start date', days.options[3]!.value);
    await press('Continue');
    await heading('Step 5 of 6: Your details');
    expect(screen.queryByText(/Your campaign benefit/)).toBeNull();
    await type('Phone number', '+1 555 0100');
    await type('Date of birth', '04/12/1985');
    await press('Continue');
    await heading('Step 6 of 6: Summary');
    const list = await screen.findByLabelText('Costs');
    expect(within(list).getByText('Delivery (once)').parentElement?.textContent).toBe(
      'Delivery (once)$149.00',
    );
    expect(within(list).getByText('First payment').parentElement?.textContent).toBe('First payment$677.00');
    expect(screen.getByText('Loyalty refund of $99.00 after 6 months')).toBeTruthy();
  });
});

describe('campaign registration', () => {
  it('registers a signed-in customer once, then shows the error dialog with the cause', async () => {
    await start('#/campaign/us-no-enrollment-fee');
    await heading('No start fee');
    await press('Register for the campaign');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'You are registered' })).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Configure your subscription account with the same e-mail address, ada@example.com.',
    );
    expect(dialog.textContent).toContain('The benefit appears at the details step');
    expect(dialog.textContent).toContain('It expires after the grace period, on 01/30/2099.');
    const body = sent.find((s) => s.url.pathname.endsWith('/registrations'))!.body;
    expect(body).toEqual({ firstName: 'Ada', lastName: 'Byron' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await press('Register for the campaign');
    const error = await screen.findByRole('dialog');
    expect(within(error).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(error.textContent).toContain('You already have an open registration request.');
    expect(error.textContent).toContain('you already have an active subscription, or');
    expect(error.textContent).toContain('Please try again later or contact customer support in your market.');
  });

  it('offers a signed-out visitor the sign-in, coming back here, or registering as a guest by e-mail', async () => {
    signedIn = false;
    await start('#/campaign/us-no-enrollment-fee');
    await heading('No start fee');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/account#/login?return=${encodeURIComponent('/subscription#/campaign/us-no-enrollment-fee')}`,
    );
    expect(screen.queryByRole('button', { name: 'Register for the campaign' })).toBeNull();
    await press('Send me the link');
    expect(await screen.findByText('Please correct 3 fields:')).toBeTruthy();
    await type('First name', 'Lena');
    await type('Last name', 'Vogel');
    await type('E-mail address', 'Guest@Example.com');
    await press('Send me the link');
    const sentNotice = await screen.findByText(/Almost done: we have sent a link to guest@example.com/);
    expect(sentNotice.textContent).toContain('Follow it by 01/02/2099');
    expect(document.activeElement).toBe(sentNotice);
    const request = sent.find((r) => r.url.pathname.endsWith('/registrations'));
    expect(request?.body).toEqual({
      firstName: 'Lena',
      lastName: 'Vogel',
      email: 'Guest@Example.com',
      page: '/subscription',
    });
  });

  it('confirms a guest’s registration from the mailed link once, and says when a link does not work', async () => {
    signedIn = false;
    await start('#/campaign-confirm?token=good-token-123');
    await heading('Confirm your campaign registration');
    await press('Confirm my registration');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'You are registered' })).toBeTruthy();
    expect(dialog.textContent).toContain('guest@example.com');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'See the subscription offers' })).toBeTruthy();
    const again = async (hash: string) => {
      act(() => {
        for (const unmount of unmounts.splice(0)) unmount();
      });
      document.body.replaceChildren();
      await start(hash);
      await heading('Confirm your campaign registration');
    };
    await again('#/campaign-confirm?token=good-token-123');
    await press('Confirm my registration');
    expect(
      await screen.findByText(/This confirmation link is invalid or has expired. Please register again./),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await again('#/campaign-confirm?token=%3Cb%3E');
    expect(screen.getByText(/This confirmation link is invalid or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my registration' })).toBeNull();
  });
});
