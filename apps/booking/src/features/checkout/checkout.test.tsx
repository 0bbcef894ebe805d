// @vitest-environment jsdom
// Issue 20 item 2: "Book as" in the checkout. Who sees it (signed in with approved memberships only),
// what a company does to the total and the payment, what an agency shows, what is sent, and that a
// refused profile (403) keeps everything entered. The API is a fetch stub answering by path.
import { createI18n, I18nextProvider } from '@rental/i18n';
import { sampleContext } from '@rental/remote-apps';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Membership } from '../../shared/api-types.ts';
import { BookingProvider, createBooking } from '../../shared/booking-services.tsx';
import arSA from '../../shared/locales/ar-SA.ts';
import enUS from '../../shared/locales/en-US.ts';
import type { SearchState } from '../../shared/route.ts';
import { sampleConfiguration, sampleGroup, sampleTemplate, usd } from '../../shared/test-fixtures.ts';
import { Checkout } from './checkout.tsx';

const search: SearchState = {
  branchId: 5200,
  branchName: 'New York Airport',
  pickup: '2026-12-01T12:30',
  return: '2026-12-04T08:30',
  vehicleType: 'car',
};
const branch = { id: 5200, name: 'New York Airport' };
const group = sampleGroup;
const money = usd;
const configuration = sampleConfiguration;
const template = sampleTemplate;

const company = (over: Partial<Membership['company']> = {}): Membership['company'] => ({
  id: 'c-acme',
  kind: 'company',
  name: 'Acme Inc.',
  country: 'US',
  status: 'approved',
  decisionReason: null,
  discountPercent: 15,
  commissionPercent: null,
  agencyCode: null,
  costCentres: [{ id: 'cc-sales', code: 'SALES', name: 'Sales' }],
  ...over,
});
const agency: Membership['company'] = company({
  id: 'a-globe',
  kind: 'agency',
  name: 'Globe Travel',
  discountPercent: null,
  commissionPercent: 8,
  agencyCode: '12345675',
  costCentres: [],
});

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
/** The paths the stub was asked for. */
const requested: string[] = [];
const signedOut = () => json(401, { error: { code: 'not_signed_in', message: 'Sign in first.' } });

/** The API: memberships as given, and the reservation's answer; returns the bodies the create got. */
function stubApi(
  memberships: () => Promise<Response>,
  create: (body: { profile?: { companyId: string; costCentreId?: string } }) => Promise<Response> = (body) =>
    json(200, {
      replayed: false,
      reservation: {
        reservationNumber: '1234567890',
        group,
        pickup: { branch, at: search.pickup },
        return: { branch, at: search.return },
        days: 3,
        total: money(117275),
        extras: [],
        protectionCode: 'BASIC',
        status: 'confirmed',
        createdAt: '2026-11-29T13:00:00Z',
        // The API's answer for the test's company (contract §9).
        profile: body.profile
          ? {
              kind: 'company',
              companyId: body.profile.companyId,
              companyName: 'Acme Inc.',
              agencyCode: null,
              costCentre: body.profile.costCentreId
                ? { id: body.profile.costCentreId, code: 'SALES', name: 'Sales' }
                : null,
              payment: 'invoice',
              discountPercent: 15,
            }
          : null,
      },
    }),
) {
  const created: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      requested.push(path);
      if (path.endsWith('/v1/rentalconfigurations')) return json(200, configuration);
      if (path.endsWith('/v1/config/addresstemplates')) return json(200, template);
      if (path.endsWith('/v1/business/memberships')) return memberships();
      if (path.endsWith('/v1/rentalreservations/create')) {
        const body = await request.json();
        created.push(body);
        return create(body);
      }
      return json(404, { error: { code: 'not_found', message: path } });
    }),
  );
  return created;
}

const us = sampleContext({ app: 'booking', view: 'funnel' });
// The Arabic page of the sa site (right to left, Arabic-Indic digits).
const saudiArabic = sampleContext({
  app: 'booking',
  view: 'funnel',
  locale: 'ar-SA',
  market: { ...us.market, siteId: 'sa', country: 'SA', currency: 'SAR' },
});

function renderCheckout(context = us) {
  const i18n = createI18n({
    locale: context.locale,
    namespaces: { booking: { bundled: { 'en-US': enUS, 'ar-SA': arSA } } },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <BookingProvider value={createBooking(context)}>
        <Checkout search={search} offerId="offer-1" />
      </BookingProvider>
    </I18nextProvider>,
  );
}

const totalShown = () => document.querySelector('[data-booking-total]')?.textContent;

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  requested.length = 0;
  window.location.hash = '';
});

describe('checkout: book as', () => {
  it('shows no choice to a signed-out customer (401)', async () => {
    stubApi(signedOut);
    renderCheckout();
    await screen.findByRole('heading', { name: 'Your booking' });
    await waitFor(() => expect(requested.some((p) => p.endsWith('/v1/business/memberships'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('group', { name: 'Book as' })).toBeNull();
    expect(totalShown()).toBe('$1,379.70');
  });

  it('shows no choice without an approved company or an agency to act for', async () => {
    stubApi(() =>
      json(200, {
        memberships: [
          { role: 'admin', company: company({ status: 'received' }) },
          { role: 'admin', company: company({ id: 'c-2', status: 'rejected' }) },
          { role: 'traveller', company: agency },
        ],
      }),
    );
    renderCheckout();
    await screen.findByRole('heading', { name: 'Your booking' });
    await waitFor(() => expect(requested.some((p) => p.endsWith('/v1/business/memberships'))).toBe(true));
    // Let the memberships' answer arrive.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('group', { name: 'Book as' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pay at pickup/ })).toBeTruthy();
  });

  it('offers private (the default), the company with its rate and the agency with its number', async () => {
    stubApi(() =>
      json(200, {
        memberships: [
          { role: 'traveller', company: company() },
          { role: 'agent', company: agency },
        ],
      }),
    );
    renderCheckout();
    const picker = await screen.findByRole('group', { name: 'Book as' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    const description = (name: string) => {
      const radio = within(picker).getByRole('radio', { name });
      return document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(within(picker).getByRole('radio', { name: 'Private' })).toHaveProperty('checked', true);
    expect(description('Acme Inc.')).toBe('Company rate −15 %, paid by invoice to the company');
    expect(description('Globe Travel')).toBe('Agency number 12345675; you book for your customer');
    expect(picker.getAttribute('aria-describedby')).toBe('bk-profile-hint');
  });

  it('a company shows its rate everywhere the total is, names the list price and pays by invoice', async () => {
    stubApi(() => json(200, { memberships: [{ role: 'traveller', company: company() }] }));
    renderCheckout();
    const picker = await screen.findByRole('group', { name: 'Book as' });
    expect(totalShown()).toBe('$1,379.70');
    fireEvent.click(within(picker).getByRole('radio', { name: 'Acme Inc.' }));
    // companyRateMinor(137970, 15) = 117275
    expect(totalShown()).toBe('$1,172.75');
    expect(screen.getByRole('button', { name: 'Book now for $1,172.75' })).toBeTruthy();
    expect(document.querySelector('[data-booking-list-price]')?.textContent).toBe(
      'List price $1,379.70, company rate −15 %',
    );
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(payment.textContent).toContain('Paid by invoice to Acme Inc.');
    expect(within(payment).queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Pay at pickup')).toBeNull();
    // The cost centre is optional and offered only for the company.
    expect(screen.getByRole('combobox', { name: 'Cost center (optional)' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('radio', { name: 'Private' }));
    expect(totalShown()).toBe('$1,379.70');
    expect(screen.getByRole('radio', { name: /Pay at pickup/ })).toBeTruthy();
  });

  it('sends the company and its cost centre with the booking and keeps the choice in the draft', async () => {
    const created = stubApi(() => json(200, { memberships: [{ role: 'admin', company: company() }] }));
    renderCheckout();
    const picker = await screen.findByRole('group', { name: 'Book as' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Acme Inc.' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Cost center (optional)' }), {
      target: { value: 'cc-sales' },
    });
    const draft = JSON.parse(sessionStorage.getItem('booking:checkout:offer-1') ?? '{}');
    expect([draft.profileId, draft.costCentreId]).toEqual(['c-acme', 'cc-sales']);
    fillDriver();
    fireEvent.click(screen.getByRole('button', { name: /Book now/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      offerId: 'offer-1',
      profile: { companyId: 'c-acme', costCentreId: 'cc-sales' },
      driver: { firstName: 'Alex', lastName: 'Doe' },
    });
    await waitFor(() => expect(window.location.hash).toContain('1234567890'));
    const stored = JSON.parse(sessionStorage.getItem('booking:reservation:1234567890') ?? '{}');
    expect([stored.payment, stored.profile]).toEqual([
      'invoice',
      { kind: 'company', name: 'Acme Inc.', agencyCode: null, costCentre: 'SALES · Sales' },
    ]);
  });

  it('sends no profile for a private booking', async () => {
    const created = stubApi(() => json(200, { memberships: [{ role: 'admin', company: company() }] }));
    renderCheckout();
    await screen.findByRole('group', { name: 'Book as' });
    fillDriver();
    fireEvent.click(screen.getByRole('button', { name: /Book now/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).not.toHaveProperty('profile');
  });

  it("an agency shows its number in the summary and leaves the driver's fields to the customer's details", async () => {
    stubApi(() => json(200, { memberships: [{ role: 'agent', company: agency }] }));
    renderCheckout();
    const picker = await screen.findByRole('group', { name: 'Book as' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Globe Travel' }));
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(summary.textContent).toContain('Agency number12345675');
    expect(document.querySelector('[data-booking-agency-code]')?.textContent).toBe('12345675');
    expect(totalShown()).toBe('$1,379.70');
    const driver = screen.getByRole('group', { name: 'Main driver' });
    expect(driver.textContent).toContain("Enter your customer's details");
    for (const field of within(driver).getAllByRole('textbox'))
      expect((field as HTMLInputElement).value).toBe('');
    // The agency books at the list price, paid at pickup (contract §9).
    expect(screen.getByRole('radio', { name: /Pay at pickup/ })).toBeTruthy();
  });

  it('a refused profile (403) says so and keeps everything entered', async () => {
    const created = stubApi(
      () => json(200, { memberships: [{ role: 'admin', company: company() }] }),
      () =>
        json(403, {
          error: { code: 'profile_not_allowed', message: 'You cannot book as this company.' },
        }),
    );
    renderCheckout();
    const picker = await screen.findByRole('group', { name: 'Book as' });
    fireEvent.click(within(picker).getByRole('radio', { name: 'Acme Inc.' }));
    fillDriver();
    fireEvent.click(screen.getByRole('button', { name: /Book now/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(
      await screen.findByText(
        /You cannot book as this company or agency \(any more\)\. Everything you entered is kept/,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Alex');
    expect((screen.getByLabelText('Date of birth', { exact: false }) as HTMLInputElement).value).toBe(
      '07/14/1985',
    );
    expect(within(picker).getByRole('radio', { name: 'Acme Inc.' })).toHaveProperty('checked', true);
    expect(totalShown()).toBe('$1,172.75');
    expect(window.location.hash).not.toContain('confirmation');
  });

  it("reads right to left on the Arabic page: digits in the page's system, the company name isolated", async () => {
    stubApi(() => json(200, { memberships: [{ role: 'admin', company: company() }] }));
    renderCheckout(saudiArabic);
    const picker = await screen.findByRole('group', { name: 'الحجز بصفة' });
    const radio = within(picker).getByRole('radio', { name: 'Acme Inc.' });
    expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      '١٥٪',
    );
    fireEvent.click(radio);
    expect(screen.getByRole('group', { name: 'الدفع' }).textContent).toContain('\u2068Acme Inc.\u2069');
  });
});
