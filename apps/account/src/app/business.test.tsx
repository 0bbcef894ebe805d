// The business views (issue 20) through the mount contract, the API answered by a stand-in fetch: the
// business sign-up page (signed out: the invitation to sign in that comes back; signed in: a German VAT
// number refused before sending, then the application sent and its state shown), the business hub of an
// approved company's administrator (invite a traveller, add a cost centre, the statement link), the hub
// hidden where the market hides it, and an invitation link accepted once.
import { sampleContext } from '@rental/remote-apps';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };

const template = {
  countryCode: 'DE',
  lines: [['street'], ['postcode', 'city'], ['country']],
  fields: [
    { name: 'street', required: true, maxLength: 100, pattern: null },
    { name: 'postcode', required: true, maxLength: 5, pattern: '^\\d{5}$' },
    { name: 'city', required: true, maxLength: 50, pattern: null },
  ],
  postcodeExample: '10115',
  countries: ['DE', 'AT', 'GB'],
};

const company = {
  id: 'c1',
  kind: 'company',
  name: 'Beispiel Logistik GmbH',
  country: 'DE',
  status: 'approved',
  decisionReason: null,
  discountPercent: 12,
  commissionPercent: null,
  agencyCode: null,
  costCentres: [],
};

function fakeApi(options: { signedIn: boolean; memberships?: unknown[] }) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const memberships = [...(options.memberships ?? [])];
  const travellers: unknown[] = [
    {
      userId: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'admin',
      since: '',
    },
  ];
  const invitations: Array<{ id: string; email: string; expiresAt: string }> = [];
  const costCentres: Array<{ id: string; code: string; name: string }> = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    if (request.method !== 'GET') sent.push({ method: request.method, path, body });
    if (path === '/v1/auth/session')
      return json(200, options.signedIn ? { signedIn: true, user: ada } : { signedIn: false });
    if (path === '/v1/config/addresstemplates') return json(200, template);
    if (path === '/v1/business/memberships') return json(200, { memberships });
    if (path === '/v1/business/companies' && request.method === 'POST') {
      const application = body as { name: string };
      memberships.push({
        role: 'admin',
        company: { ...company, id: 'c9', name: application.name, status: 'received', discountPercent: 0 },
      });
      return json(201, { company: {} });
    }
    if (path === '/v1/business/companies/c1')
      return json(200, {
        role: 'admin',
        company: {
          ...company,
          legalForm: 'GmbH',
          registration: { kind: 'vat', number: 'DE136695976' },
          billingAddress: {
            country: 'DE',
            street: 'Friedrichstraße 1',
            postcode: '10117',
            city: 'Berlin',
            region: '',
          },
          contact: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            phone: '+49 30 1234567',
          },
        },
      });
    if (path === '/v1/business/companies/c1/travellers' && request.method === 'POST') {
      const { email } = body as { email: string };
      invitations.push({ id: 'i1', email, expiresAt: '2026-12-06T10:00:00Z' });
      return json(201, { invitation: invitations[0] });
    }
    if (path === '/v1/business/companies/c1/travellers') return json(200, { travellers, invitations });
    if (path === '/v1/business/companies/c1/cost-centres' && request.method === 'POST') {
      costCentres.push({ id: 'cc1', ...(body as { code: string; name: string }) });
      return json(201, { costCentre: costCentres[0] });
    }
    if (path === '/v1/business/companies/c1/cost-centres/cc1' && request.method === 'DELETE') {
      costCentres.splice(0);
      return new Response(null, { status: 204 });
    }
    if (path === '/v1/business/companies/c1/cost-centres') return json(200, { costCentres });
    if (path === '/v1/business/companies/c1/bookings') return json(200, { bookings: [] });
    if (path === '/v1/business/companies/c1/invoices') return json(200, { invoices: [] });
    if (path === '/v1/business/invitations/accept') {
      const { token } = body as { token: string };
      if (token !== 'good')
        return json(404, {
          error: { code: 'invitation_invalid', message: 'This invitation link is invalid.' },
        });
      return json(200, { membership: { role: 'traveller', company } });
    }
    return json(404, { error: { code: 'not_found', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent };
}

const german = () => {
  const base = sampleContext({ app: 'account' });
  return sampleContext({
    app: 'account',
    view: 'business-sign-up',
    market: {
      ...base.market,
      country: 'DE',
      currency: 'EUR',
      phonePrefix: '+49',
      links: { ...base.market.links, corporateSignUp: '/business-sign-up' },
    },
  });
};

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

it('signed out, the sign-up page invites to sign in or sign up and to come back', async () => {
  fakeApi({ signedIn: false });
  await mountAt('/business-sign-up', german());
  const signIn = await screen.findByRole('link', { name: 'Sign in' });
  expect(signIn.getAttribute('href')).toBe('/account#/login?return=%2Fbusiness-sign-up');
  expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
    '/account#/sign-up?return=%2Fbusiness-sign-up',
  );
});

it('a German company: a wrong VAT number is named before sending, then the application is sent and its state shown', async () => {
  const api = fakeApi({ signedIn: true });
  await mountAt('/business-sign-up', german());
  expect(await screen.findByRole('heading', { name: 'Sign up your company or travel agency' })).toBeTruthy();
  // The contact person is the signed-in customer.
  expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
  fill('Company name', 'Beispiel Logistik GmbH');
  fill('Legal form', 'GmbH');
  fill('VAT number', 'DE136695977');
  fill('Street and number', 'Friedrichstraße 1');
  fill('ZIP code', '10117');
  fill('City', 'Berlin');
  fill('Phone', '+49 30 1234567');
  fill('Expected rentals per year', '11-50');
  await press('Send the application');
  const summary = await screen.findByText('Please correct 1 field:');
  expect(summary.parentElement?.textContent).toContain(
    "VAT number: This number's check digit is wrong: compare it with your company's invoices.",
  );
  expect(api.sent.filter((r) => r.path === '/v1/business/companies')).toEqual([]);

  fill('VAT number', 'DE 136 695 976');
  await press('Send the application');
  expect(await screen.findByText(/we have received the application for Beispiel Logistik GmbH/)).toBeTruthy();
  expect(api.sent.find((r) => r.path === '/v1/business/companies')?.body).toEqual({
    country: 'DE',
    name: 'Beispiel Logistik GmbH',
    legalForm: 'GmbH',
    registrationNumber: 'DE 136 695 976',
    billingAddress: {
      country: 'DE',
      street: 'Friedrichstraße 1',
      postcode: '10117',
      city: 'Berlin',
      region: '',
    },
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+49 30 1234567' },
    rentalsPerYear: '11-50',
  });
  const states = await screen.findByRole('region', { name: 'Your applications' });
  expect(states.textContent).toContain('Beispiel Logistik GmbH: Company, received, being checked');
});

it('a travel agency’s code and IBAN are checked by their check digits', async () => {
  fakeApi({ signedIn: true });
  await mountAt('/business-sign-up', german());
  await screen.findByRole('heading', { name: 'Sign up your company or travel agency' });
  fireEvent.click(screen.getByLabelText(/A travel agency/));
  fill('IATA or TIDS agency code', '12345671');
  fill('IBAN', 'DE88 3704 0044 0532 0130 00');
  await press('Send the application');
  const summary = await screen.findByText(/Please correct \d+ fields:/);
  expect(summary.parentElement?.textContent).toContain(
    "IATA or TIDS agency code: This agency code's check digit is wrong",
  );
  expect(summary.parentElement?.textContent).toContain("IBAN: This IBAN's check digits are wrong");
});

it('a company administrator invites a traveller and adds a cost centre in the business hub', async () => {
  const api = fakeApi({ signedIn: true, memberships: [{ role: 'admin', company }] });
  await mountAt('/account#/business');
  expect(await screen.findByRole('heading', { name: 'Business' })).toBeTruthy();
  const panel = await screen.findByRole('region', { name: 'Beispiel Logistik GmbH' });
  expect(await within(panel).findByText('12 % off the list price')).toBeTruthy();
  expect(within(panel).getByText('DE136695976')).toBeTruthy();

  fireEvent.change(within(panel).getByLabelText("The traveller's e-mail address"), {
    target: { value: 'ben@example.com' },
  });
  await press('Send the invitation');
  expect(await screen.findByText('We have sent an invitation to ben@example.com.')).toBeTruthy();
  expect(api.sent.find((r) => r.path === '/v1/business/companies/c1/travellers')?.body).toEqual({
    email: 'ben@example.com',
    locale: 'en-US',
  });
  expect(await screen.findByText(/ben@example.com, valid until/)).toBeTruthy();

  fireEvent.change(within(panel).getByLabelText('Code'), { target: { value: 'SALES-01' } });
  fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: 'Sales team' } });
  await press('Add');
  expect(await screen.findByText('SALES-01: Sales team')).toBeTruthy();
  await press('Remove the cost center SALES-01');
  expect(await screen.findByText('The cost center SALES-01 is removed.')).toBeTruthy();
  expect(screen.queryByText('SALES-01: Sales team')).toBeNull();

  const month = new Date().toISOString().slice(0, 7);
  const statement = within(panel).getByRole('link', { name: /Download the statement of/ });
  expect(statement.getAttribute('href')).toBe(`/api/v1/business/companies/c1/statements/${month}`);
});

it('the business hub is not there where the market hides it', async () => {
  fakeApi({ signedIn: true, memberships: [{ role: 'admin', company }] });
  const base = sampleContext({ app: 'account' });
  await mountAt(
    '/account#/business',
    sampleContext({
      app: 'account',
      market: { ...base.market, flags: { ...base.market.flags, hideAccountTabs: ['businessHub'] } },
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Business' })).toBeNull();
});

it('an invitation link is accepted; an invalid one says so', async () => {
  fakeApi({ signedIn: true });
  await mountAt('/account#/business-invitation?token=good');
  await press(
    await screen.findByRole('button', { name: 'Accept the invitation' }).then(() => 'Accept the invitation'),
  );
  expect(await screen.findByText(/you now book for Beispiel Logistik GmbH/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Open the business hub' }).getAttribute('href')).toBe('#/business');
});

it('an invalid invitation link says so and offers nothing to press', async () => {
  fakeApi({ signedIn: true });
  await mountAt('/account#/business-invitation?token=stale');
  await screen.findByRole('button', { name: 'Accept the invitation' });
  await press('Accept the invitation');
  expect(await screen.findByText(/This invitation link is invalid or has expired/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
});
