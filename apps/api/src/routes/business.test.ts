// Business customers over real HTTP (issue 20, business sign-up): company and agency applications with
// their country's checks (VAT numbers of Germany and the UK, agency codes, IBANs, address templates), the
// applicant as admin, the back office's decision with the service token, the mails of each step,
// membership-only access to a company; travellers invited by mail, removed, and cost centres; bookings
// under a company profile (company rate, paid by invoice) or an agency's (its code, the list price); the
// company's bookings, invoices and monthly statement (PDF text read back with pdf.js).
import { companyRateMinor } from '@rental/markets/business';
import { pdfText as textOfPdf } from '@rental/testing/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, futureDate, startTestApi, type TestApi } from '../test-support.ts';
import { bookRental, newCustomer } from './test-rentals.ts';

/** pdf.js's copies of the 14 standard PDF fonts (it asks for them to read text set in Helvetica). */

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

  it('refuses control characters in names', async () => {
    const { cookie } = await newCustomer(api);
    const r = await apply(cookie, germanCompany({ name: 'Nordlicht\u0007 Logistik' }));
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ name: 'The format is not valid.' });
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

/** Reads a PDF answer's text (pdf.js), or the status of a refusal. */
async function pdfText(
  path: string,
  cookie?: string,
): Promise<{ status: number; text: string; body?: unknown }> {
  const res = await fetch(`${api.base}${path}`, { headers: cookie ? { cookie } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200)
    return { status: res.status, text: '', body: JSON.parse(Buffer.from(bytes).toString('utf8')) };
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return { status: 200, text: await textOfPdf(bytes) };
}

/** Invites `email` to the company as its admin; answers the token of the mailed link. */
async function invite(adminCookie: string, companyId: string, email: string, locale?: string) {
  const r = await api.call(`/v1/business/companies/${companyId}/travellers`, {
    method: 'POST',
    headers: { cookie: adminCookie },
    body: { email, ...(locale ? { locale } : {}) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const mail = (await outbox(email.toLowerCase()))[0];
  const token = /business-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  expect(token).toBeTruthy();
  return { invitation: r.body.invitation, token: token!, mail: mail! };
}

/** A traveller of the company: invited, signed up and accepted. */
async function traveller(adminCookie: string, companyId: string) {
  const person = await newCustomer(api, 'Schmidt');
  const { token } = await invite(adminCookie, companyId, person.email);
  const accepted = await api.call('/v1/business/invitations/accept', {
    method: 'POST',
    headers: { cookie: person.cookie },
    body: { token },
  });
  expect(accepted.status).toBe(200);
  return person;
}

describe('travellers and invitations', () => {
  it('invites by mail; the invitee accepts with the link and becomes a traveller', async () => {
    const { admin, companyId } = await approvedCompany();
    const person = await newCustomer(api, 'Schmidt');
    const { invitation, token, mail } = await invite(
      admin.cookie,
      companyId,
      person.email.toUpperCase(),
      'de-DE',
    );
    expect(invitation).toMatchObject({ email: person.email, id: expect.any(String) });
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(mail.subject).toBe('Ines lädt Sie ein, mit Nordlicht Logistik zu buchen');
    expect(mail.body).toContain('innerhalb von 7 Tagen');
    expect(mail.body).toMatch(/\/account\/#\/business-invitation\?token=/);
    const before = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      headers: { cookie: admin.cookie },
    });
    expect(before.body.invitations).toEqual([invitation]);
    const accepted = await api.call('/v1/business/invitations/accept', {
      method: 'POST',
      headers: { cookie: person.cookie },
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.membership).toMatchObject({
      role: 'traveller',
      company: { id: companyId, status: 'approved', discountPercent: 15 },
    });
    const after = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      headers: { cookie: admin.cookie },
    });
    expect(after.body.invitations).toEqual([]);
    expect(
      after.body.travellers.map((t: { role: string; lastName: string }) => [t.role, t.lastName]),
    ).toEqual([
      ['admin', 'Okafor'],
      ['traveller', 'Schmidt'],
    ]);
    // The link works once.
    const again = await api.call('/v1/business/invitations/accept', {
      method: 'POST',
      headers: { cookie: (await newCustomer(api)).cookie },
      body: { token },
    });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(
      "This invitation link is invalid or has expired. Ask your company's administrator for a new one.",
    );
    // The traveller reads the company but is no admin.
    const read = await api.call(`/v1/business/companies/${companyId}`, {
      headers: { cookie: person.cookie },
    });
    expect(read.body.role).toBe('traveller');
    const list = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      headers: { cookie: person.cookie },
    });
    expect(list.status).toBe(403);
    expect(list.body.error.code).toBe('business_admin_only');
  });

  it('refuses members, open invitations, unapproved companies, unknown tokens and strangers', async () => {
    const { admin, companyId } = await approvedCompany();
    const self = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { email: admin.email },
    });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('already_member');
    await invite(admin.cookie, companyId, 'kai.lang@example.com');
    const twice = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { email: 'Kai.Lang@example.com' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('already_invited');
    const unknown = await api.call('/v1/business/invitations/accept', {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('invitation_invalid');
    const stranger = await newCustomer(api);
    const foreign = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      method: 'POST',
      headers: { cookie: stranger.cookie },
      body: { email: 'someone@example.com' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('company_not_found');
    const pending = await newCustomer(api);
    const applied = await apply(
      pending.cookie,
      germanCompany({ registrationNumber: await freshGermanVat() }),
    );
    const notYet = await api.call(`/v1/business/companies/${applied.body.company.id}/travellers`, {
      method: 'POST',
      headers: { cookie: pending.cookie },
      body: { email: 'someone@example.com' },
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.code).toBe('company_not_approved');
    const bad = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { email: 'not an address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('email');
  });

  it('removes a traveller and withdraws an invitation; the last admin stays', async () => {
    const { admin, companyId } = await approvedCompany();
    const person = await traveller(admin.cookie, companyId);
    const members = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      headers: { cookie: admin.cookie },
    });
    const ids = Object.fromEntries(
      members.body.travellers.map((t: { role: string; userId: string }) => [t.role, t.userId]),
    );
    const removed = await api.call(`/v1/business/companies/${companyId}/travellers/${ids.traveller}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect(removed.status).toBe(204);
    expect(
      (await api.call(`/v1/business/companies/${companyId}`, { headers: { cookie: person.cookie } })).status,
    ).toBe(404);
    const again = await api.call(`/v1/business/companies/${companyId}/travellers/${ids.traveller}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('member_not_found');
    const last = await api.call(`/v1/business/companies/${companyId}/travellers/${ids.admin}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe('last_admin');
    const { invitation, token } = await invite(admin.cookie, companyId, 'withdrawn@example.com');
    const withdrawn = await api.call(`/v1/business/companies/${companyId}/invitations/${invitation.id}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect(withdrawn.status).toBe(204);
    const late = await api.call('/v1/business/invitations/accept', {
      method: 'POST',
      headers: { cookie: (await newCustomer(api)).cookie },
      body: { token },
    });
    expect(late.status).toBe(404);
  });
});

describe('cost centres', () => {
  it('lets admins add and remove them and members read them', async () => {
    const { admin, companyId } = await approvedCompany();
    const person = await traveller(admin.cookie, companyId);
    const path = `/v1/business/companies/${companyId}/cost-centres`;
    const added = await api.call(path, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { code: 'SALES-DE', name: 'Sales Germany' },
    });
    expect(added.status).toBe(201);
    expect(added.body.costCentre).toEqual({
      id: expect.any(String),
      code: 'SALES-DE',
      name: 'Sales Germany',
    });
    const duplicate = await api.call(path, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { code: 'SALES-DE', name: 'Again' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe('cost_centre_exists');
    const invalid = await api.call(path, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { code: 'SALES DE!', name: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      code: 'A cost centre code has 1 to 20 letters, digits or dashes.',
      name: 'This field is required and cannot be left empty.',
    });
    const byTraveller = await api.call(path, {
      method: 'POST',
      headers: { cookie: person.cookie },
      body: { code: 'OPS', name: 'Operations' },
    });
    expect(byTraveller.status).toBe(403);
    const read = await api.call(path, { headers: { cookie: person.cookie } });
    expect(read.body.costCentres).toEqual([added.body.costCentre]);
    const memberships = await api.call('/v1/business/memberships', { headers: { cookie: person.cookie } });
    expect(memberships.body.memberships[0].company.costCentres).toEqual([added.body.costCentre]);
    const removed = await api.call(`${path}/${added.body.costCentre.id}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect(removed.status).toBe(204);
    expect((await api.call(path, { headers: { cookie: admin.cookie } })).body.costCentres).toEqual([]);
    const gone = await api.call(`${path}/${added.body.costCentre.id}`, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    });
    expect(gone.status).toBe(404);
    expect((await api.call(path, { headers: { cookie: (await newCustomer(api)).cookie } })).status).toBe(404);
    // The code is free again.
    expect(
      (
        await api.call(path, {
          method: 'POST',
          headers: { cookie: admin.cookie },
          body: { code: 'SALES-DE', name: 'New' },
        })
      ).status,
    ).toBe(201);
  });
});

/** A reservation request with a profile, answered as it is (for refusals). */
async function bookRaw(cookie: string | undefined, profile: unknown) {
  const stations = await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport');
  const branchId = stations.body.stations[0].id as number;
  const offers = await api.call(
    `/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${futureDate(20)}&returnDate=${futureDate(23)}`,
  );
  const offerId = offers.body.offers[0].id as string;
  return api.call('/v1/rentalreservations/create', {
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      'idempotency-key': `business-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    body: {
      offerId,
      driver: {
        firstName: 'Ines',
        lastName: 'Okafor',
        email: 'ines.driver@example.com',
        phone: '+49 30 1234567',
        birthDate: '1985-04-02',
      },
      profile,
    },
  });
}

describe('booking for a business customer', () => {
  it('books a company traveller at the company rate, paid by invoice, with the cost centre', async () => {
    const { admin, companyId } = await approvedCompany(15);
    const person = await traveller(admin.cookie, companyId);
    const centre = await api.call(`/v1/business/companies/${companyId}/cost-centres`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { code: 'FIELD', name: 'Field service' },
    });
    const costCentre = centre.body.costCentre;
    const listPrice = await bookRental(api, { country: 'DE', cookie: person.cookie });
    expect(listPrice.profile).toBeNull();
    const booked = await bookRental(api, {
      country: 'DE',
      cookie: person.cookie,
      profile: { companyId, costCentreId: costCentre.id },
    });
    expect(booked.total).toEqual({
      amountMinor: companyRateMinor(listPrice.total.amountMinor, 15),
      currency: 'EUR',
    });
    expect(booked.total.amountMinor).toBeLessThan(listPrice.total.amountMinor);
    expect(booked.profile).toEqual({
      kind: 'company',
      companyId,
      companyName: 'Nordlicht Logistik',
      agencyCode: null,
      costCentre,
      payment: 'invoice',
      discountPercent: 15,
    });
    const detail = await api.call(`/v1/rentalreservations/${booked.reservationNumber}`, {
      headers: { cookie: person.cookie },
    });
    expect(detail.body.booking.profile).toEqual(booked.profile);
    // The admin sees it among the company's bookings, with its traveller; the traveller may not list them.
    const list = await api.call(`/v1/business/companies/${companyId}/bookings`, {
      headers: { cookie: admin.cookie },
    });
    expect(list.status).toBe(200);
    expect(list.body.bookings).toHaveLength(1);
    expect(list.body.bookings[0]).toMatchObject({
      reservationNumber: booked.reservationNumber,
      traveller: { firstName: 'Ines', lastName: 'Okafor' },
      costCentre,
      payment: 'invoice',
      total: booked.total,
    });
    const byTraveller = await api.call(`/v1/business/companies/${companyId}/bookings`, {
      headers: { cookie: person.cookie },
    });
    expect(byTraveller.status).toBe(403);
  });

  it('keeps the company rate when the dates of a company booking change', async () => {
    const { admin, companyId } = await approvedCompany(15);
    const privately = await bookRental(api, { country: 'DE', cookie: admin.cookie, days: [30, 32] });
    const booked = await bookRental(api, {
      country: 'DE',
      cookie: admin.cookie,
      days: [30, 32],
      profile: { companyId },
    });
    const listQuote = await api.call(`/v1/rentalreservations/${privately.reservationNumber}/changes/quote`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { pickupDate: futureDate(31), returnDate: futureDate(34) },
    });
    const quote = await api.call(`/v1/rentalreservations/${booked.reservationNumber}/changes/quote`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { pickupDate: futureDate(31), returnDate: futureDate(34) },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.quote.newTotal.amountMinor).toBe(
      companyRateMinor(listQuote.body.quote.newTotal.amountMinor, 15),
    );
  });

  it('refuses a profile the customer may not use with 403 profile_not_allowed', async () => {
    const { companyId } = await approvedCompany();
    const stranger = await newCustomer(api);
    for (const cookie of [stranger.cookie, undefined]) {
      const r = await bookRaw(cookie, { companyId });
      expect(r.status).toBe(403);
      expect(expectErrorShape(r.body).code).toBe('profile_not_allowed');
    }
    const pending = await newCustomer(api);
    const applied = await apply(
      pending.cookie,
      germanCompany({ registrationNumber: await freshGermanVat() }),
    );
    const notApproved = await bookRaw(pending.cookie, { companyId: applied.body.company.id });
    expect(notApproved.status).toBe(403);
  });

  it("refuses another company's cost centre", async () => {
    const first = await approvedCompany();
    const second = await approvedCompany();
    const centre = await api.call(`/v1/business/companies/${second.companyId}/cost-centres`, {
      method: 'POST',
      headers: { cookie: second.admin.cookie },
      body: { code: 'X1', name: 'Other' },
    });
    const r = await bookRaw(first.admin.cookie, {
      companyId: first.companyId,
      costCentreId: centre.body.costCentre.id,
    });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toEqual({ 'profile.costCentreId': 'We could not find this cost centre.' });
  });

  it("records the agency's code on an agent's booking, at the list price, paid at pickup", async () => {
    const agent = await newCustomer(api);
    const created = await apply(
      agent.cookie,
      germanAgency({ agencyCode: '34567890' }),
      '/v1/business/agencies',
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await api.call(`/v1/service/business/companies/${created.body.company.id}/decision`, {
      method: 'POST',
      headers: service,
      body: { decision: 'approved' },
    });
    const listPrice = await bookRental(api, { country: 'DE', cookie: agent.cookie });
    const booked = await bookRental(api, {
      country: 'DE',
      cookie: agent.cookie,
      profile: { companyId: created.body.company.id },
    });
    expect(booked.total).toEqual(listPrice.total);
    expect(booked.profile).toMatchObject({
      kind: 'agency',
      agencyCode: '34567890',
      payment: 'at-pickup',
      discountPercent: null,
    });
  });

  it("shows the agency's commission account to its administrators only, not to an agent it invited", async () => {
    const owner = await newCustomer(api);
    const created = await apply(
      owner.cookie,
      germanAgency({ agencyCode: '45678905' }),
      '/v1/business/agencies',
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.company.id;
    await api.call(`/v1/service/business/companies/${id}/decision`, {
      method: 'POST',
      headers: service,
      body: { decision: 'approved' },
    });
    const agent = await traveller(owner.cookie, id);
    const seen = (cookie: string) => api.call(`/v1/business/companies/${id}`, { headers: { cookie } });
    const asAgent = await seen(agent.cookie);
    expect(asAgent.body.role).toBe('agent');
    expect(asAgent.body.company.commissionAccount).toBeNull();
    const asOwner = await seen(owner.cookie);
    expect(asOwner.body.company.commissionAccount).toEqual({
      holder: 'Reisebüro Sonnenschein GmbH',
      number: 'DE89370400440532013000',
    });
  });

  it('keys idempotency on the profile too', async () => {
    const { admin, companyId } = await approvedCompany();
    const stations = await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport');
    const offers = await api.call(
      `/v1/rentaloffers/offers?branchId=${stations.body.stations[0].id}&pickupDate=${futureDate(21)}&returnDate=${futureDate(22)}`,
    );
    const body = {
      offerId: offers.body.offers[0].id,
      driver: {
        firstName: 'Jana',
        lastName: 'Brandt',
        email: 'jana.brandt@example.com',
        phone: '+49 40 1234567',
        birthDate: '1980-01-01',
      },
    };
    const headers = { cookie: admin.cookie, 'idempotency-key': `business-idem-${Date.now()}` };
    const first = await api.call('/v1/rentalreservations/create', { method: 'POST', headers, body });
    expect(first.status).toBe(201);
    const withProfile = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      headers,
      body: { ...body, profile: { companyId } },
    });
    expect(withProfile.status).toBe(422);
    expect(withProfile.body.error.code).toBe('idempotency_key_reused');
  });
});

describe("a company's invoices and statements", () => {
  it('lists the invoices of returned company bookings and writes the monthly statement', async () => {
    const { admin, companyId } = await approvedCompany(15);
    const person = await traveller(admin.cookie, companyId);
    const booked = await bookRental(api, {
      country: 'DE',
      cookie: person.cookie,
      locale: 'de-DE',
      profile: { companyId },
    });
    const returned = await api.call(`/v1/service/bookings/${booked.reservationNumber}/return`, {
      method: 'POST',
      headers: service,
      body: {},
    });
    expect(returned.status).toBe(200);
    // The traveller reads the invoice; so does the company's admin.
    const invoice = await api.call(`/v1/bookings/${booked.reservationNumber}/invoice`, {
      headers: { cookie: person.cookie },
    });
    expect(invoice.status).toBe(200);
    const number = invoice.body.invoice.number as string;
    const byAdmin = await api.call(`/v1/invoices/${number}`, { headers: { cookie: admin.cookie } });
    expect(byAdmin.status).toBe(200);
    const list = await api.call(`/v1/business/companies/${companyId}/invoices`, {
      headers: { cookie: admin.cookie },
    });
    expect(list.status).toBe(200);
    expect(list.body.invoices).toEqual([
      {
        number,
        issuedAt: expect.any(String),
        bookingNumber: booked.reservationNumber,
        total: booked.total,
      },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    const statement = await pdfText(`/v1/business/companies/${companyId}/statements/${month}`, admin.cookie);
    expect(statement.status).toBe(200);
    expect(statement.text).toContain('Monatsabrechnung');
    expect(statement.text).toContain('Nordlicht Logistik');
    expect(statement.text).toContain(number);
    expect(statement.text).toContain(booked.reservationNumber);
    expect(statement.text).toContain('Reisende Person: Ines Okafor');
    expect(statement.text).toContain('Rechnungen: 1');
    expect(statement.text).toContain('Zahlung per Rechnung, fällig innerhalb von 30 Tagen.');
    const euros = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(
      booked.total.amountMinor / 100,
    );
    expect(statement.text).toContain(euros);
    const traveller403 = await pdfText(
      `/v1/business/companies/${companyId}/statements/${month}`,
      person.cookie,
    );
    expect(traveller403.status).toBe(403);
  });

  it('addresses the invoice of a company booking to the company, its VAT number and payment by invoice', async () => {
    const { admin, companyId } = await approvedCompany(15);
    const person = await traveller(admin.cookie, companyId);
    const centre = await api.call(`/v1/business/companies/${companyId}/cost-centres`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
      body: { code: 'FIELD', name: 'Field service' },
    });
    const booked = await bookRental(api, {
      country: 'DE',
      cookie: person.cookie,
      locale: 'de-DE',
      profile: { companyId, costCentreId: centre.body.costCentre.id },
    });
    const privately = await bookRental(api, { country: 'DE', cookie: person.cookie, locale: 'de-DE' });
    for (const b of [booked, privately])
      await api.call(`/v1/service/bookings/${b.reservationNumber}/return`, {
        method: 'POST',
        headers: service,
        body: {},
      });
    const invoice = await api.call(`/v1/bookings/${booked.reservationNumber}/invoice`, {
      headers: { cookie: admin.cookie },
    });
    expect(invoice.status).toBe(200);
    const company = (
      await api.call(`/v1/business/companies/${companyId}`, { headers: { cookie: admin.cookie } })
    ).body.company;
    expect(invoice.body.invoice.billTo).toEqual({
      name: 'Ines Okafor',
      company: 'Nordlicht Logistik',
      addressLines: ['Hafenstraße 12', '20457 Hamburg', 'DE'],
      vatId: company.registration.number,
    });
    expect(invoice.body.invoice.totals.gross).toEqual(booked.total);
    const pdf = await pdfText(`/v1/invoices/${invoice.body.invoice.number}/pdf`, admin.cookie);
    expect(pdf.status).toBe(200);
    for (const line of [
      'Rechnung',
      'Nordlicht Logistik',
      'Hafenstraße 12',
      '20457 Hamburg',
      `USt-IdNr.: ${company.registration.number}`,
      'Reisende Person: Ines Okafor',
      'Kostenstelle: FIELD Field service',
      'Zahlung per Rechnung, fällig innerhalb von 30 Tagen.',
    ])
      expect(pdf.text).toContain(line);
    // The private booking's invoice is the driver's, as before; the company's admin cannot read it.
    const own = await api.call(`/v1/bookings/${privately.reservationNumber}/invoice`, {
      headers: { cookie: person.cookie },
    });
    expect(own.body.invoice.billTo).toEqual({
      name: 'Ines Okafor',
      company: null,
      addressLines: [],
      vatId: null,
    });
    const ownPdf = await pdfText(`/v1/invoices/${own.body.invoice.number}/pdf`, person.cookie);
    expect(ownPdf.text).not.toContain('Zahlung per Rechnung');
    expect(ownPdf.text).not.toContain('Reisende Person');
    const notTheirs = await api.call(`/v1/invoices/${own.body.invoice.number}`, {
      headers: { cookie: admin.cookie },
    });
    expect(notTheirs.status).toBe(404);
  });

  it('writes an empty statement for a month without invoices and refuses malformed or future months', async () => {
    const { admin, companyId } = await approvedCompany();
    const empty = await pdfText(`/v1/business/companies/${companyId}/statements/2026-01`, admin.cookie);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('In diesem Monat wurden keine Rechnungen ausgestellt.');
    for (const [month, message] of [
      ['2026-13', 'Enter the month as YYYY-MM.'],
      ['january', 'Enter the month as YYYY-MM.'],
      ['2999-01', 'There is no statement for a month that has not begun yet.'],
    ] as const) {
      const r = await api.call(`/v1/business/companies/${companyId}/statements/${month}`, {
        headers: { cookie: admin.cookie },
      });
      expect(r.status, month).toBe(422);
      expect(r.body.error).toMatchObject({ code: 'statement_month_invalid', fields: { month: message } });
    }
  });
});

describe('returns recorded by the branch', () => {
  it('needs the service token, refuses cancelled and unknown bookings, and keeps the first time', async () => {
    const { cookie } = await newCustomer(api);
    const booked = await bookRental(api, { country: 'DE', cookie });
    const path = `/v1/service/bookings/${booked.reservationNumber}/return`;
    expect((await api.call(path, { method: 'POST', body: {} })).status).toBe(401);
    expect((await api.call(path, { method: 'POST', headers: { cookie }, body: {} })).status).toBe(401);
    const at = '2026-11-01T10:15:00.000Z';
    const first = await api.call(path, { method: 'POST', headers: service, body: { returnedAt: at } });
    expect(first.status).toBe(200);
    expect(first.body.booking).toMatchObject({ reservationNumber: booked.reservationNumber, returnedAt: at });
    const second = await api.call(path, { method: 'POST', headers: service, body: {} });
    expect(second.body.booking.returnedAt).toBe(at);
    const unknown = await api.call('/v1/service/bookings/1000000001/return', {
      method: 'POST',
      headers: service,
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('booking_not_found');
    const other = await bookRental(api, { country: 'DE', cookie, days: [40, 42] });
    await api.call(`/v1/rentalreservations/${other.reservationNumber}/cancel`, {
      method: 'POST',
      headers: { cookie },
      body: { expectedFee: { amountMinor: 0, currency: 'EUR' } },
    });
    const cancelled = await api.call(`/v1/service/bookings/${other.reservationNumber}/return`, {
      method: 'POST',
      headers: service,
      body: {},
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe('return_cancelled');
    const bad = await api.call(path, { method: 'POST', headers: service, body: { returnedAt: 'yesterday' } });
    expect(bad.status).toBe(400);
  });
});

describe('throttling', () => {
  it('limits the invitations of a company', async () => {
    const limited = await startTestApi({
      config: { serviceToken: SERVICE_TOKEN },
      throttle: {
        businessInvitation: {
          address: { limit: 100, windowSeconds: 60, blockSeconds: 60, maxBlockSeconds: 3600 },
          subject: { limit: 2, windowSeconds: 3600, blockSeconds: 600, maxBlockSeconds: 86_400 },
        },
      },
    });
    try {
      const admin = await newCustomer(limited);
      const created = await limited.call('/v1/business/companies', {
        method: 'POST',
        headers: { cookie: admin.cookie },
        body: germanCompany({ registrationNumber: await freshGermanVat() }),
      });
      await limited.call(`/v1/service/business/companies/${created.body.company.id}/decision`, {
        method: 'POST',
        headers: service,
        body: { decision: 'approved' },
      });
      const inviteOne = (n: number) =>
        limited.call(`/v1/business/companies/${created.body.company.id}/travellers`, {
          method: 'POST',
          headers: { cookie: admin.cookie },
          body: { email: `throttled.${n}@example.com` },
        });
      expect((await inviteOne(1)).status).toBe(201);
      expect((await inviteOne(2)).status).toBe(201);
      const third = await inviteOne(3);
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('rate_limited');
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe('data export and account deletion', () => {
  const PASSWORD = 'copper kettle 42';
  const deleteAccount = (cookie: string) =>
    api.call('/v2/users/me', { method: 'DELETE', headers: { cookie }, body: { password: PASSWORD } });

  it("exports the customer's memberships, applications and invitations", async () => {
    const { admin, companyId } = await approvedCompany();
    await invite(admin.cookie, companyId, 'export.invitee@example.com');
    const exported = await api.call('/v2/users/me/export', { headers: { cookie: admin.cookie } });
    expect(exported.status).toBe(200);
    expect(exported.body.business.memberships).toEqual([
      expect.objectContaining({
        companyId,
        companyName: 'Nordlicht Logistik',
        role: 'admin',
        kind: 'company',
      }),
    ]);
    expect(exported.body.business.applications).toEqual([
      expect.objectContaining({ companyId, status: 'approved', registration: expect.any(Object) }),
    ]);
    expect(exported.body.business.invitations).toEqual([
      expect.objectContaining({ email: 'export.invitee@example.com', direction: 'sent', acceptedAt: null }),
    ]);
    const person = await newCustomer(api);
    await invite(admin.cookie, companyId, person.email);
    const received = await api.call('/v2/users/me/export', { headers: { cookie: person.cookie } });
    expect(received.body.business.invitations).toEqual([
      expect.objectContaining({
        email: person.email,
        direction: 'received',
        companyName: 'Nordlicht Logistik',
      }),
    ]);
  });

  it('ends memberships and invitations of a deleted account; the company keeps its bookings and invoices', async () => {
    const { admin, companyId } = await approvedCompany();
    const person = await traveller(admin.cookie, companyId);
    const invited = await newCustomer(api);
    const { token } = await invite(admin.cookie, companyId, invited.email);
    const booked = await bookRental(api, { country: 'DE', cookie: person.cookie, profile: { companyId } });
    await api.call(`/v1/service/bookings/${booked.reservationNumber}/return`, {
      method: 'POST',
      headers: service,
      body: {},
    });
    const issued = await api.call(`/v1/bookings/${booked.reservationNumber}/invoice`, {
      headers: { cookie: admin.cookie },
    });
    expect(issued.status).toBe(200);

    // The invitee deletes their account: the invitation to their address goes with it.
    expect((await deleteAccount(invited.cookie)).status).toBe(204);
    const late = await api.call('/v1/business/invitations/accept', {
      method: 'POST',
      headers: { cookie: (await newCustomer(api)).cookie },
      body: { token },
    });
    expect(late.status).toBe(404);

    // A traveller deletes their account: the company no longer lists them.
    const leaving = await traveller(admin.cookie, companyId);
    expect((await deleteAccount(leaving.cookie)).status).toBe(204);
    const members = await api.call(`/v1/business/companies/${companyId}/travellers`, {
      headers: { cookie: admin.cookie },
    });
    expect(members.body.travellers.map((t: { email: string }) => t.email)).toEqual([
      admin.email,
      person.email,
    ]);

    // The only admin deletes their account: they leave the company, which keeps its booking and invoice.
    expect((await deleteAccount(admin.cookie)).status).toBe(204);
    const company = await api.call(`/v1/business/companies/${companyId}`, {
      headers: { cookie: person.cookie },
    });
    expect(company.status).toBe(200);
    expect(company.body.company.status).toBe('approved');
    const invoice = await api.call(`/v1/bookings/${booked.reservationNumber}/invoice`, {
      headers: { cookie: person.cookie },
    });
    expect(invoice.status).toBe(200);
    expect(invoice.body.invoice).toMatchObject({
      number: issued.body.invoice.number,
      billTo: { company: 'Nordlicht Logistik' },
    });
    const detail = await api.call(`/v1/rentalreservations/${booked.reservationNumber}`, {
      headers: { cookie: person.cookie },
    });
    expect(detail.body.booking.profile).toMatchObject({ companyId, companyName: 'Nordlicht Logistik' });

    // The traveller deletes theirs too: the booking stays the company's, anonymised, with its invoice.
    expect((await deleteAccount(person.cookie)).status).toBe(204);
    const returnedAgain = await api.call(`/v1/service/bookings/${booked.reservationNumber}/return`, {
      method: 'POST',
      headers: service,
      body: {},
    });
    expect(returnedAgain.status).toBe(200);
    expect(returnedAgain.body.booking.profile).toMatchObject({ companyId, payment: 'invoice' });
  });
});
