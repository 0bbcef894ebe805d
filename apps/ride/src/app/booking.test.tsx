// The booking view through the mount contract: places only from the list, field errors from the schema
// and the API, the quote with its three classes, the promo code's four answers, booking, and the inline
// sign-in that carries the booking on.
import { axeViolations } from '@rental/ui/axe';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Api, FakeEventSource, fakeApi, option, quoteOf, start, unmountAll } from './test-support.ts';

let api: Api;

beforeEach(() => {
  window.location.hash = '';
  api = fakeApi();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  unmountAll();
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function pick(label: string, text: string) {
  const input = screen.getByRole('combobox', { name: label });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
}

async function quoted() {
  await screen.findByRole('heading', { name: 'Book a ride' });
  await pick('Pickup', 'Central');
  await pick('Destination', 'JFK');
  fireEvent.click(screen.getByRole('button', { name: 'See prices' }));
  await screen.findByRole('radio', { name: /Economy/ });
}

const quoteCalls = () => api.calls.filter((c) => c.path === '/api/v1/ride/quotes');

describe('booking', () => {
  it('prices the three classes for the chosen places and books the chosen one', async () => {
    const { element } = await start();
    await quoted();
    expect(quoteCalls()[0]!.body).toEqual({
      pickup: { label: 'Central Station', lat: 40.7527, lng: -73.9772 },
      destination: { label: 'JFK Airport', lat: 40.6413, lng: -73.7781 },
      pickupAt: null,
      passengers: 1,
      luggage: 0,
    });
    const economy = screen.getByRole('radio', { name: /Economy/ });
    expect(economy.closest('li')?.textContent).toContain('$42.50');
    expect(screen.getByRole('radio', { name: /Van/ }).closest('li')?.textContent).toContain('7 seats');
    expect(await axeViolations(element)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: /Business/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Business' }));
    await waitFor(() => expect(window.location.hash).toBe('#/rides/ride-1'));
    expect(api.calls.find((c) => c.path === '/api/v1/ride/rides' && c.method === 'POST')?.body).toEqual({
      quoteId: 'q-1',
      vehicleClass: 'business',
    });
    // The booked ride takes the booking container, its heading the focus.
    const heading = await screen.findByRole('heading', { name: 'Ride R-7K3M9Q' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('asks for nothing while a place was typed but not chosen, and says which field is wrong', async () => {
    await start();
    await screen.findByRole('heading', { name: 'Book a ride' });
    const pickup = screen.getByRole('combobox', { name: 'Pickup' });
    fireEvent.change(pickup, { target: { value: 'Central' } });
    fireEvent.click(screen.getByRole('button', { name: 'See prices' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Pickup: Choose a pickup place from the list.');
    expect(summary.textContent).toContain('Destination: Choose a destination from the list.');
    expect(pickup.getAttribute('aria-describedby')).toContain('ride-pickup-error');
    expect(pickup.getAttribute('aria-invalid')).toBe('true');
    expect(quoteCalls()).toHaveLength(0);
    // What was typed stays.
    expect((pickup as HTMLInputElement).value).toBe('Central');
  });

  it('says "No results" when no place matches', async () => {
    await start();
    await screen.findByRole('heading', { name: 'Book a ride' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Pickup' }), { target: { value: 'Qwzx' } });
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('books for later in the market’s clock and refuses a time in the past', async () => {
    await start();
    await screen.findByRole('heading', { name: 'Book a ride' });
    await pick('Pickup', 'Central');
    await pick('Destination', 'JFK');
    fireEvent.click(screen.getByRole('radio', { name: 'Later' }));
    const time = screen.getByRole('combobox', { name: 'Pickup time' }) as HTMLSelectElement;
    // en-US: a 12-hour clock.
    expect(within(time).getByRole('option', { name: '2:30 PM' })).toBeTruthy();
    const day = screen.getByRole('textbox', { name: 'Pickup date' });
    fireEvent.change(day, { target: { value: '01/01/2020' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByRole('button', { name: 'See prices' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a pickup time in the future.');
    expect(quoteCalls()).toHaveLength(0);
  });

  it('speaks the page’s language and uses the market’s 24-hour clock and currency', async () => {
    api.quote = () => ({
      status: 200,
      body: quoteOf({
        options: quoteOf().options.map((o) => ({
          ...o,
          price: { ...o.price, currency: 'EUR' },
          total: { ...o.total, currency: 'EUR' },
        })),
      }),
    });
    const de = {
      country: 'DE',
      currency: 'EUR',
      formats: {
        time: 'HH:mm',
        date: 'DD.MM.YYYY',
        nameDate: 'D. MMMM YYYY',
        decimalSeperator: ',',
        measureOfLength: 'km',
        hour12Format: false,
        isFirstDaySunday: false,
      },
    };
    await start({ locale: 'de-DE', market: de });
    await screen.findByRole('heading', { name: 'Fahrt buchen' });
    fireEvent.click(screen.getByRole('radio', { name: 'Später' }));
    const time = screen.getByRole('combobox', { name: 'Abholzeit' });
    expect(within(time).getByRole('option', { name: '14:30' })).toBeTruthy();
    expect(screen.getByText('Format DD.MM.YYYY')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Jetzt' }));
    await pick('Abholort', 'Central');
    await pick('Ziel', 'JFK');
    fireEvent.click(screen.getByRole('button', { name: 'Preise anzeigen' }));
    const economy = await screen.findByRole('radio', { name: /Economy/ });
    expect(economy.closest('li')?.textContent).toMatch(/42,50\s€/);
    expect(screen.getByText('24,3 km, etwa 38 Minuten')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/geosuggest'))?.query.get('countryCode')).toBe('DE');
  });

  it('counts passengers and bags within their limits and greys out a class too small', async () => {
    api.quote = () => ({
      status: 200,
      body: quoteOf({
        options: [
          option('economy', 4250, { available: false, unavailableReason: 'Economy seats 4.' }),
          option('business', 6890, { available: false }),
          option('van', 7900),
        ],
      }),
    });
    await start();
    await screen.findByRole('heading', { name: 'Book a ride' });
    const more = screen.getByRole('button', { name: 'One passenger more' });
    for (let i = 0; i < 8; i += 1) fireEvent.click(more);
    expect(more.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('group', { name: 'Passengers' }).querySelector('output')?.textContent).toBe('7');
    expect(screen.getByRole('button', { name: 'One bag fewer' }).hasAttribute('disabled')).toBe(true);
    await pick('Pickup', 'Central');
    await pick('Destination', 'JFK');
    fireEvent.click(screen.getByRole('button', { name: 'See prices' }));
    const economy = await screen.findByRole('radio', { name: /Economy/ });
    expect((economy as HTMLInputElement).disabled).toBe(true);
    expect(economy.closest('li')?.textContent).toContain('Not available: only 4 seats');
    expect(quoteCalls()[0]!.body).toMatchObject({ passengers: 7 });
  });

  it('puts the API’s field problems on their fields and keeps what was entered', async () => {
    api.quote = () => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Invalid.',
          fields: { destination: 'The destination is more than 150 km away.' },
        },
      },
    });
    await start();
    await screen.findByRole('heading', { name: 'Book a ride' });
    await pick('Pickup', 'Central');
    await pick('Destination', 'JFK');
    fireEvent.click(screen.getByRole('button', { name: 'See prices' }));
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    await waitFor(() =>
      expect(document.getElementById('ride-destination-error')?.textContent).toBe(
        'The destination is more than 150 km away.',
      ),
    );
    expect((destination as HTMLInputElement).value).toBe('JFK Airport');
    expect((screen.getByRole('combobox', { name: 'Pickup' }) as HTMLInputElement).value).toBe(
      'Central Station',
    );
  });

  it.each([
    ['FIRSTRIDE', 'applied', 'Code FIRSTRIDE applied: $15.00 off.'],
    ['NOPE', 'unknown', 'We do not know the code NOPE. Please check it.'],
    ['FIRSTRIDE', 'used', 'You have already used the code FIRSTRIDE.'],
    ['FIRSTRIDE', 'sign-in-required', 'Code FIRSTRIDE gives $15.00 off your first ride once you sign in.'],
  ] as const)('promo %s answered %s shows its own message', async (code, status, message) => {
    api.quote = (body) =>
      body.promoCode
        ? {
            status: 200,
            body: quoteOf({
              promo: { code, status, message: 'English text' },
              options: quoteOf().options.map((o) =>
                status === 'applied' || status === 'sign-in-required'
                  ? {
                      ...o,
                      discount: { amountMinor: 1500, currency: 'USD' },
                      total: { amountMinor: o.price.amountMinor - 1500, currency: 'USD' },
                    }
                  : o,
              ),
            }),
          }
        : { status: 200, body: quoteOf() };
    await start();
    await quoted();
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(quoteCalls().at(-1)!.body).toMatchObject({ promoCode: code });
    const economy = screen.getByRole('radio', { name: /Economy/ }).closest('li')!;
    if (status === 'applied') {
      expect(economy.querySelector('del')?.textContent).toContain('$42.50');
      expect(economy.textContent).toContain('$27.50');
    }
    if (status === 'sign-in-required') expect(economy.textContent).toContain('$27.50 once you sign in');
    if (status === 'unknown' || status === 'used') {
      const field = screen.getByRole('textbox', { name: 'Promo code' });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById('ride-promo-error')?.textContent).toBe(message);
    }
  });

  it('signed out, signs in inline and books without losing anything', async () => {
    api.signedIn = false;
    const announced = vi.fn();
    window.addEventListener('remote-app:session-changed', announced);
    const { element } = await start();
    await quoted();
    fireEvent.click(screen.getByRole('button', { name: 'One bag more' }));
    // A changed party makes the prices stale: see them again.
    fireEvent.click(screen.getByRole('button', { name: 'See prices' }));
    await screen.findByRole('radio', { name: /Economy/ });
    fireEvent.click(screen.getByRole('radio', { name: /Economy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Economy' }));
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    // The account's sign-up brings the customer back to this page once signed up (issue 17).
    const signUp = within(signIn).getByRole('link', { name: 'Sign up' }).getAttribute('href')!;
    expect(signUp).toMatch(/^\/account#\/sign-up\?return=/);
    expect(new URLSearchParams(signUp.split('?')[1]).get('return')).toBe(
      `${location.pathname}${location.search}${location.hash}`,
    );
    // spec §6: never Apple or Google on ride pages.
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/v1/auth/social/providers')).toBe(true));
    expect(within(signIn).queryByRole('link', { name: /Google|Apple/ })).toBeNull();
    expect(await axeViolations(element)).toEqual([]);
    // A wrong password: one generic message, the form stays.
    fireEvent.change(within(signIn).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(within(signIn).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    expect(await within(signIn).findByText('The e-mail or the password is not right.')).toBeTruthy();
    fireEvent.change(within(signIn).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.hash).toBe('#/rides/ride-1'));
    expect(announced).toHaveBeenCalled();
    expect(api.calls.find((c) => c.path === '/api/v1/ride/rides' && c.method === 'POST')?.body).toEqual({
      quoteId: 'q-1',
      vehicleClass: 'economy',
    });
    window.removeEventListener('remote-app:session-changed', announced);
  });

  it('signed out with a first-trip code, prices again after the sign-in before booking', async () => {
    api.signedIn = false;
    api.quote = (body) => ({
      status: 200,
      body: quoteOf({
        quoteId: api.signedIn ? 'q-2' : 'q-1',
        promo: body.promoCode
          ? { code: 'FIRSTRIDE', status: api.signedIn ? 'applied' : 'sign-in-required', message: '' }
          : null,
        options: quoteOf().options.map((o) => ({
          ...o,
          discount: body.promoCode ? { amountMinor: 1500, currency: 'USD' } : null,
          total: { amountMinor: o.price.amountMinor - (body.promoCode ? 1500 : 0), currency: 'USD' },
        })),
      }),
    });
    await start();
    await quoted();
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'FIRSTRIDE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/once you sign in\./);
    fireEvent.click(screen.getByRole('radio', { name: /Van/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Van' }));
    const signIn = await screen.findByRole('region', { name: 'Sign in' });
    fireEvent.change(within(signIn).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(within(signIn).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Code FIRSTRIDE applied: $15.00 off.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Van/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Pickup' }) as HTMLInputElement).value).toBe(
      'Central Station',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book Van' }));
    await waitFor(() => expect(window.location.hash).toBe('#/rides/ride-1'));
    expect(api.calls.find((c) => c.path === '/api/v1/ride/rides')?.body).toEqual({
      quoteId: 'q-2',
      vehicleClass: 'van',
      promoCode: 'FIRSTRIDE',
    });
  });

  it('when the code was redeemed meanwhile, books nothing and says so on the code', async () => {
    let redeemed = false;
    api.quote = (body) => ({
      status: 200,
      body: quoteOf({
        promo: body.promoCode
          ? { code: 'FIRSTRIDE', status: redeemed ? 'used' : 'applied', message: '' }
          : null,
        options: quoteOf().options.map((o) =>
          body.promoCode && !redeemed ? { ...o, discount: { amountMinor: 1500, currency: 'USD' } } : o,
        ),
      }),
    });
    api.book = () => {
      redeemed = true;
      return {
        status: 409,
        body: { error: { code: 'promo_used', message: 'Used.', fields: { promoCode: 'Used.' } } },
      };
    };
    await start();
    await quoted();
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'FIRSTRIDE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/Code FIRSTRIDE applied/);
    fireEvent.click(screen.getByRole('radio', { name: /Economy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Economy' }));
    await waitFor(() =>
      expect(document.getElementById('ride-promo-error')?.textContent).toBe(
        'You have already used the code FIRSTRIDE.',
      ),
    );
    expect(window.location.hash).toBe('');
    // The quote is asked in the page's market.
    expect(quoteCalls().every((c) => c.query.get('countryCode') === 'US')).toBe(true);
  });

  it('says so where the market has no ride line', async () => {
    api.quote = () => ({
      status: 404,
      body: { error: { code: 'ride_not_offered', message: 'Rides are not offered in this market.' } },
    });
    await start();
    await screen.findByRole('heading', { name: 'Book a ride' });
    await pick('Pickup', 'Central');
    await pick('Destination', 'JFK');
    fireEvent.click(screen.getByRole('button', { name: 'See prices' }));
    expect(await screen.findByText('Rides are not offered in this market.')).toBeTruthy();
  });

  it('asks again for prices that expired, and asks to choose a class first', async () => {
    let booked = 0;
    api.book = () => {
      booked += 1;
      return booked === 1
        ? { status: 410, body: { error: { code: 'quote_expired', message: 'Expired.' } } }
        : { status: 201, body: { ride: { ...api.ride } } };
    };
    await start();
    await quoted();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Choose one of the rides above.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Economy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Economy' }));
    expect(
      await screen.findByText('The prices had expired. Here are the current ones; please book again.'),
    ).toBeTruthy();
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
  });
});
