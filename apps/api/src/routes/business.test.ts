// Business customers over real HTTP (issue 20, business sign-up): company and agency applications with
// their country's checks (VAT numbers of Germany and the UK, agency codes, IBANs, address templates), the
// applicant as admin, the back office's decision with the service token, the mails of each step, and
// membership-only access to a company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { newCustomer } from './test-rentals.ts';

const SERVICE_TOKEN = 'service-token-for-the-business-tests-0123456789';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
});
afterAll(async () => api?.close());

const service = { authorization: `Bearer ${SERVICE_TOKEN}` };

/** A German company's application; `patch` replaces top-level fields. */
function germanCompany(patch: Record<string, unknown> = {}) {
  return {
    country: 'DE',
    name: 'Nordlicht Logistik',
    legalForm: 'GmbH',
    registrationNumber: 'DE136695976',
    billingAddress: { country: 'DE', street: 'Hafenstraße 12', postcode: '20457', city: 'Hamburg' },
    contact: {
      firstName: 'Jana',
      lastName: 'Brandt',
      email: 'Jana.Brandt@example.com',
      phone: '+49 40 1234567',
    },
    rentalsPerYear: '11-50',
    ...patch,
  };
}

const britishCompany = (patch: Record<string, unknown> = {}) => ({
  country: 'GB',
  name: 'Thames Freight',
  legalForm: 'Private limited company (Ltd)',
  registrationNumber: 'GB 980 7806 84',
  billingAddress: { country: 'GB', street: '1 Canal Street', postcode: 'M1 3HE', city: 'Manchester' },
  contact: { firstName: 'Alan', lastName: 'Reed', email: 'alan.reed@example.com', phone: '+44 161 496 0000' },
  rentalsPerYear: '1-10',
  ...patch,
});

const germanAgency = (patch: Record<string, unknown> = {}) => ({
  country: 'DE',
  name: 'Reisebüro Sonnenschein',
  agencyCode: '12-3 4567 5',
  billingAddress: { country: 'DE', street: 'Marienplatz 1', postcode: '80331', city: 'München' },
  contact: { firstName: 'Lea', lastName: 'Vogel', email: 'lea.vogel@example.com', phone: '+49 89 1234567' },
  commissionAccount: { holder: 'Reisebüro Sonnenschein GmbH', number: 'DE89 3704 0044 0532 0130 00' },
  ...patch,
});

/** A number jsvat accepts for Germany, different per call (valid check digit by trial). */
let vatSeq = 100000000;
async function freshGermanVat(): Promise<string> {
  const { checkRegistration } = await import('@rental/markets/business');
  for (;;) {
    const candidate = `DE${vatSeq++}`;
    if (checkRegistration('DE', candidate).valid) return candidate;
  }
}

async function outbox(recipient: string): Promise<{ subject: string; body: string }[]> {
  return (await api.call(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).body.messages;
}

async function apply(cookie: string, body: unknown, path = '/v1/business/companies', locale?: string) {
  return api.call(path, {
    method: 'POST',
    headers: { cookie, ...(locale ? { 'accept-language': locale } : {}) },
    body,
  });
}

/** A German company applied for by a new customer and approved; answers the admin and the company id. */
async function approvedCompany(discountPercent = 15) {
  const admin = await newCustomer(api);
  const r = await apply(admin.cookie, germanCompany({ registrationNumber: await freshGermanVat() }));
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const d = await api.call(`/v1/service/business/companies/${r.body.company.id}/decision`, {
    method: 'POST',
    headers: service,
    body: { decision: 'approved', discountPercent },
  });
  expect(d.status).toBe(200);
  return { admin, companyId: r.body.company.id as string };
}

describe('company applications', () => {
  it('takes a valid German VAT number, makes the applicant admin and mails them in their language', async () => {
    const { cookie, email } = await newCustomer(api);
    const r = await apply(cookie, germanCompany(), '/v1/business/companies', 'de-DE');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.company).toMatchObject({
      kind: 'company',
      name: 'Nordlicht Logistik',
      legalForm: 'GmbH',
      country: 'DE',
      registration: { kind: 'vat', number: 'DE136695976' },
      status: 'received',
      decisionReason: null,
      discountPercent: null,
      contact: { email: 'jana.brandt@example.com' },
      rentalsPerYear: '11-50',
      costCentres: [],
    });
    const memberships = await api.call('/v1/business/memberships', { headers: { cookie } });
    expect(memberships.status).toBe(200);
    expect(memberships.body.memberships).toEqual([
      { role: 'admin', company: expect.objectContaining({ id: r.body.company.id, status: 'received' }) },
    ]);
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Wir haben den Antrag von Nordlicht Logistik erhalten');
    expect(mail?.body).toContain('/account/#/business');
  });

  it('takes a valid UK VAT number typed with spaces, stored compact', async () => {
    const { cookie } = await newCustomer(api);
    const r = await apply(cookie, britishCompany());
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.company.registration).toEqual({ kind: 'vat', number: 'GB980780684' });
  });

  it.each([
    ['DE', 'DE12345', 'Enter a valid VAT number from Germany, e.g. DE136695976.'],
    ['DE', 'DE136695977', "This VAT number's check digit is wrong: check it on the company's invoices."],
    ['GB', 'GB12', 'Enter a valid VAT number from United Kingdom, e.g. GB980780684.'],
    ['GB', 'GB980780685', "This VAT number's check digit is wrong: check it on the company's invoices."],
  ])('refuses the %s number %s with a specific message', async (country, registrationNumber, message) => {
    const { cookie } = await newCustomer(api);
    const body =
      country === 'DE' ? germanCompany({ registrationNumber }) : britishCompany({ registrationNumber });
    const r = await apply(cookie, body);
    expect(r.status).toBe(422);
    const error = expectErrorShape(r.body);
    expect(error.code).toBe('business_invalid');
    expect(error.fields).toEqual({ registrationNumber: message });
  });

  it("says the format message in the request's language, with the country's name in it", async () => {
    const { cookie } = await newCustomer(api);
    const r = await apply(cookie, germanCompany({ registrationNumber: '123' }), undefined, 'de-DE');
    expect(r.status).toBe(422);
    expect(r.body.error.fields.registrationNumber).toBe(
      'Geben Sie eine gültige USt-IdNr. aus Deutschland ein, z. B. DE136695976.',
    );
  });

  it('checks the legal form, the market and the billing address by field path', async () => {
    const { cookie } = await newCustomer(api);
    const r = await apply(
      cookie,
      germanCompany({
        legalForm: 'Ltd',
        billingAddress: { country: 'DE', street: 'Hafenstraße 12', postcode: '2045', city: 'Hamburg' },
      }),
    );
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toEqual({
      legalForm: 'Choose one of the legal forms listed for this country.',
      'billingAddress.postcode': expect.stringContaining('Please enter a valid postcode'),
    });
    const unknown = await apply(cookie, germanCompany({ country: 'ZZ' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.country).toBe("We do not operate in the country 'ZZ'.");
  });

  it('refuses malformed bodies with 400 and field paths', async () => {
    const { cookie } = await newCustomer(api);
    const r = await apply(cookie, germanCompany({ rentalsPerYear: 'lots', contact: { firstName: 'Jana' } }));
    expect(r.status).toBe(400);
    const error = expectErrorShape(r.body);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual(
      expect.arrayContaining(['rentalsPerYear', 'contact.lastName', 'contact.email', 'contact.phone']),
    );
  });

  it('answers company_exists while the same number has a received or approved application', async () => {
    const first = await newCustomer(api);
    const second = await newCustomer(api);
    const vat = await freshGermanVat();
    expect((await apply(first.cookie, germanCompany({ registrationNumber: vat }))).status).toBe(201);
    const again = await apply(second.cookie, germanCompany({ registrationNumber: vat.slice(2) }));
    expect(again.status).toBe(409);
    expect(expectErrorShape(again.body).code).toBe('company_exists');
  });

  it('needs a signed-in customer', async () => {
    const r = await api.call('/v1/business/companies', { method: 'POST', body: germanCompany() });
    expect(r.status).toBe(401);
    expect((await api.call('/v1/business/memberships')).status).toBe(401);
  });
});

describe('agency registrations', () => {
  it('takes an agency with a valid code and IBAN', async () => {
    const { cookie, email } = await newCustomer(api);
    const r = await apply(cookie, germanAgency(), '/v1/business/agencies');
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.company).toMatchObject({
      kind: 'agency',
      agencyCode: '12345675',
      legalForm: null,
      registration: null,
      commissionAccount: { holder: 'Reisebüro Sonnenschein GmbH', number: 'DE89370400440532013000' },
      status: 'received',
    });
    expect((await outbox(email))[0]?.subject).toBe(
      'We have received the application of Reisebüro Sonnenschein',
    );
    const again = await apply((await newCustomer(api)).cookie, germanAgency(), '/v1/business/agencies');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('agency_exists');
  });

  it.each([
    [{ agencyCode: '1234567' }, 'agencyCode', 'An IATA or TIDS code has eight digits.'],
    [{ agencyCode: '12345676' }, 'agencyCode', "This agency code's check digit is wrong."],
    [
      { commissionAccount: { holder: 'X', number: 'DE89 3704 0044 0532 0130 01' } },
      'commissionAccount.number',
      "This IBAN's check digits are wrong: check the number.",
    ],
    [
      { commissionAccount: { holder: 'X', number: '0532013000' } },
      'commissionAccount.number',
      'Enter a valid IBAN: the country code, two check digits and the account number.',
    ],
  ])('refuses %j at %s', async (patch, field, message) => {
    const { cookie } = await newCustomer(api);
    const r = await apply(
      cookie,
      germanAgency({ agencyCode: '23456786', ...patch }),
      '/v1/business/agencies',
    );
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('business_invalid');
    expect(r.body.error.fields).toEqual({ [field]: message });
  });
});

describe('decisions by the back office', () => {
  it('approves with the service token only, sets the rate and mails the applicant; a second decision is 409', async () => {
    const { cookie, email } = await newCustomer(api);
    const created = await apply(cookie, germanCompany({ registrationNumber: await freshGermanVat() }));
    const id = created.body.company.id as string;
    const path = `/v1/service/business/companies/${id}/decision`;
    const without = await api.call(path, { method: 'POST', body: { decision: 'approved' } });
    expect(without.status).toBe(401);
    expect(expectErrorShape(without.body).code).toBe('service_unauthorized');
    const wrong = await api.call(path, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-token' },
      body: { decision: 'approved' },
    });
    expect(wrong.status).toBe(401);
    // A customer's session is no service token.
    expect(
      (await api.call(path, { method: 'POST', headers: { cookie }, body: { decision: 'approved' } })).status,
    ).toBe(401);
    const approved = await api.call(path, {
      method: 'POST',
      headers: service,
      body: { decision: 'approved' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.company).toMatchObject({
      status: 'approved',
      discountPercent: 10,
      commissionPercent: null,
    });
    expect(approved.body.company.decidedAt).toEqual(expect.any(String));
    const mails = await outbox(email);
    expect(mails.map((m) => m.subject)).toContain('Nordlicht Logistik is approved for business bookings');
    expect(mails.find((m) => m.subject.includes('approved'))?.body).toContain('10% off');
    const again = await api.call(path, { method: 'POST', headers: service, body: { decision: 'rejected' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('company_decided');
    const unknown = await api.call(
      '/v1/service/business/companies/00000000-0000-4000-8000-000000000000/decision',
      {
        method: 'POST',
        headers: service,
        body: { decision: 'approved' },
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('rejects with a reason the applicant reads; the number may then apply again', async () => {
    const { cookie, email } = await newCustomer(api);
    const vat = await freshGermanVat();
    const created = await apply(cookie, germanCompany({ registrationNumber: vat }));
    const rejected = await api.call(`/v1/service/business/companies/${created.body.company.id}/decision`, {
      method: 'POST',
      headers: service,
      body: { decision: 'rejected', reason: 'The company is not in the commercial register.' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.company).toMatchObject({
      status: 'rejected',
      decisionReason: 'The company is not in the commercial register.',
      discountPercent: null,
    });
    const mail = (await outbox(email)).find((m) => m.subject.includes('not approved'));
    expect(mail?.body).toContain('The company is not in the commercial register.');
    expect((await apply(cookie, germanCompany({ registrationNumber: vat }))).status).toBe(201);
  });

  it("sets an agency's commission", async () => {
    const { cookie } = await newCustomer(api);
    const created = await apply(cookie, germanAgency({ agencyCode: '76543213' }), '/v1/business/agencies');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const approved = await api.call(`/v1/service/business/companies/${created.body.company.id}/decision`, {
      method: 'POST',
      headers: service,
      body: { decision: 'approved', commissionPercent: 9 },
    });
    expect(approved.body.company).toMatchObject({ commissionPercent: 9, discountPercent: null });
  });

  it('refuses a rate outside 0–50', async () => {
    const { cookie } = await newCustomer(api);
    const created = await apply(cookie, germanCompany({ registrationNumber: await freshGermanVat() }));
    const r = await api.call(`/v1/service/business/companies/${created.body.company.id}/decision`, {
      method: 'POST',
      headers: service,
      body: { decision: 'approved', discountPercent: 80 },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toHaveProperty('discountPercent');
  });
});

describe('reading a company', () => {
  it('shows a member everything and their role; anyone else the same 404 as an unknown id', async () => {
    const { admin, companyId } = await approvedCompany(20);
    const own = await api.call(`/v1/business/companies/${companyId}`, { headers: { cookie: admin.cookie } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      role: 'admin',
      company: {
        id: companyId,
        status: 'approved',
        discountPercent: 20,
        billingAddress: { country: 'DE', postcode: '20457', city: 'Hamburg' },
        contact: { firstName: 'Jana', lastName: 'Brandt' },
      },
    });
    const stranger = await newCustomer(api);
    const other = await api.call(`/v1/business/companies/${companyId}`, {
      headers: { cookie: stranger.cookie },
    });
    const unknown = await api.call('/v1/business/companies/00000000-0000-4000-8000-000000000000', {
      headers: { cookie: stranger.cookie },
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect(other.body.error.code).toBe('company_not_found');
    expect((await api.call(`/v1/business/companies/${companyId}`)).status).toBe(401);
    const malformed = await api.call('/v1/business/companies/not-a-uuid', {
      headers: { cookie: admin.cookie },
    });
    expect(malformed.status).toBe(400);
  });
});
