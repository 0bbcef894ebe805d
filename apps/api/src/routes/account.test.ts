// Account settings over real HTTP (issue 14): profile, private profile by the address template, e-mail
// change through the link sent to the new address, download my data, delete my account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, futureDate, startTestApi, type TestApi } from '../test-support.ts';
import { REQUIRED_MESSAGE } from '../validation.ts';
import { EMAIL_CHANGE_INVALID, PHONE_INVALID } from './account.ts';
import { CURRENT_PASSWORD_WRONG, SIGNUP_MESSAGES } from './users.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const PASSWORD = 'quiet harbour 9';
let seq = 0;
const customer = async () => {
  const email = `lena.${Date.now()}.${seq++}@example.com`;
  const r = await api.call('/v2/users', {
    method: 'POST',
    body: { firstName: 'Lena', lastName: 'Vogt', email, password: PASSWORD },
  });
  expect(r.status).toBe(201);
  return { email, cookie: r.headers.get('set-cookie')?.split(';')[0] ?? '' };
};

describe('profile', () => {
  it('reads and changes names, phone and marketing consent', async () => {
    const { cookie, email } = await customer();
    const before = await api.call('/v2/users/me/profile', { headers: { cookie } });
    expect(before.status).toBe(200);
    expect(before.body.profile).toMatchObject({
      email,
      firstName: 'Lena',
      phone: null,
      marketingConsent: false,
      marketingConsentAt: null,
      pendingEmail: null,
    });
    const r = await api.call('/v2/users/me/profile', {
      method: 'PATCH',
      headers: { cookie },
      body: { firstName: 'Helena', phone: '+49 30 1234567', marketingConsent: true },
    });
    expect(r.status).toBe(200);
    expect(r.body.profile).toMatchObject({
      firstName: 'Helena',
      lastName: 'Vogt',
      phone: '+49 30 1234567',
      marketingConsent: true,
    });
    expect(Date.parse(r.body.profile.marketingConsentAt)).toBeGreaterThan(Date.now() - 60_000);
    const cleared = await api.call('/v2/users/me/profile', {
      method: 'PATCH',
      headers: { cookie },
      body: { phone: null },
    });
    expect(cleared.body.profile.phone).toBeNull();
  });

  it('takes a phone typed in Arabic-Indic digits and keeps it in 0-9', async () => {
    const { cookie } = await customer();
    const r = await api.call('/v2/users/me/profile', {
      method: 'PATCH',
      headers: { cookie },
      body: { phone: '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧' },
    });
    expect(r.status).toBe(200);
    expect(r.body.profile.phone).toBe('+966 50 123 4567');
  });

  it.each([
    [{ firstName: 'x'.repeat(51) }, 'firstName', SIGNUP_MESSAGES.firstNameMax],
    [{ lastName: '  ' }, 'lastName', REQUIRED_MESSAGE],
    [{ phone: '030 1234567' }, 'phone', PHONE_INVALID],
    [{ phone: '+999 1234567' }, 'phone', 'This country prefix is not one of our markets.'],
  ])('refuses %j on the field', async (body, field, message) => {
    const { cookie } = await customer();
    const r = await api.call('/v2/users/me/profile', { method: 'PATCH', headers: { cookie }, body });
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).fields?.[field]).toBe(message);
  });

  it('needs a session and a same-origin request', async () => {
    expect((await api.call('/v2/users/me/profile')).status).toBe(401);
    const { cookie } = await customer();
    const r = await api.call('/v2/users/me/profile', {
      method: 'PATCH',
      headers: { cookie, origin: 'https://evil.example' },
      body: { firstName: 'Mallory' },
    });
    expect(r.status).toBe(403);
    expect(expectErrorShape(r.body).code).toBe('cross_origin_request');
  });
});

describe('private profile', () => {
  it('is empty at first, then stores licence, address and payment preference', async () => {
    const { cookie } = await customer();
    const empty = await api.call('/v2/users/me/profiles/private', { headers: { cookie } });
    expect(empty.body.privateProfile).toEqual({
      driverLicence: null,
      address: null,
      paymentPreference: null,
    });
    const profile = {
      driverLicence: {
        number: 'B072RRE2I55',
        issuingCountry: 'DE',
        issuedOn: '2010-05-01',
        expiresOn: '2033-05-01',
      },
      address: { country: 'DE', street: 'Leopoldstraße 1', postcode: '80802', city: 'München', region: '' },
      paymentPreference: 'card',
    };
    const r = await api.call('/v2/users/me/profiles/private', {
      method: 'PUT',
      headers: { cookie },
      body: profile,
    });
    expect(r.status).toBe(200);
    expect(
      (await api.call('/v2/users/me/profiles/private', { headers: { cookie } })).body.privateProfile,
    ).toEqual(profile);
  });

  it("checks the postcode against the country's template and the licence dates", async () => {
    const { cookie } = await customer();
    const r = await api.call('/v2/users/me/profiles/private', {
      method: 'PUT',
      headers: { cookie },
      body: {
        driverLicence: {
          number: 'X1',
          issuingCountry: 'NL',
          issuedOn: '2020-01-01',
          expiresOn: '2019-01-01',
        },
        address: { country: 'NL', street: 'Damrak 1', postcode: '80802', city: 'Amsterdam' },
      },
    });
    expect(r.status).toBe(400);
    const e = expectErrorShape(r.body);
    expect(e.fields?.['address.postcode']).toBe('Please enter a valid postcode, e.g. 1012 AB.');
    expect(e.fields?.['driverLicence.expiresOn']).toBe('The expiry date must be after the date of issue.');
  });

  it("is only the signed-in customer's: signed out both reads and writes answer 401", async () => {
    expect((await api.call('/v2/users/me/profiles/private')).status).toBe(401);
    const put = await api.call('/v2/users/me/profiles/private', {
      method: 'PUT',
      body: { driverLicence: null, address: null, paymentPreference: 'card' },
    });
    expect(put.status).toBe(401);
    expect(expectErrorShape(put.body).code).toBe('not_signed_in');
  });

  it("another customer's profile is 404 by its id, and `me` is always the session's own account", async () => {
    const owner = await customer();
    const other = await customer();
    const ownerId = (await api.call('/v2/users/me', { headers: { cookie: owner.cookie } })).body.user.id;
    const saved = await api.call('/v2/users/me/profiles/private', {
      method: 'PUT',
      headers: { cookie: owner.cookie },
      body: {
        driverLicence: { number: 'B072RRE2I55', issuingCountry: 'DE', issuedOn: '2010-05-01' },
        address: null,
        paymentPreference: 'paypal',
      },
    });
    expect(saved.status).toBe(200);
    // The owner's profile by id, as another customer would try it: no such address, the unknown-path 404.
    const attempts: [string, string, unknown][] = [
      ['GET', `/v2/users/${ownerId}`, undefined],
      ['GET', `/v2/users/${ownerId}/profile`, undefined],
      ['PATCH', `/v2/users/${ownerId}/profile`, { firstName: 'Mallory' }],
      ['GET', `/v2/users/${ownerId}/profiles/private`, undefined],
      ['PUT', `/v2/users/${ownerId}/profiles/private`, { driverLicence: null, address: null }],
      ['GET', `/v2/users/${ownerId}/export`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const r = await api.call(path, { method, body, headers: { cookie: other.cookie } });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(expectErrorShape(r.body).code, `${method} ${path}`).toBe('not_found');
    }
    // An id smuggled into the query or the body of `me` changes nothing: the session decides.
    const mine = await api.call(`/v2/users/me/profile?id=${ownerId}&userId=${ownerId}`, {
      headers: { cookie: other.cookie },
    });
    expect(mine.body.profile.email).toBe(other.email);
    const theirs = await api.call(`/v2/users/me/profiles/private?userId=${ownerId}`, {
      headers: { cookie: other.cookie },
    });
    expect(theirs.body.privateProfile).toEqual({
      driverLicence: null,
      address: null,
      paymentPreference: null,
    });
    await api.call('/v2/users/me/profile', {
      method: 'PATCH',
      headers: { cookie: other.cookie },
      body: { id: ownerId, firstName: 'Mallory' },
    });
    const owners = await api.call('/v2/users/me/profile', { headers: { cookie: owner.cookie } });
    expect(owners.body.profile).toMatchObject({ id: ownerId, firstName: 'Lena', email: owner.email });
    expect(
      (await api.call('/v2/users/me/profiles/private', { headers: { cookie: owner.cookie } })).body
        .privateProfile.paymentPreference,
    ).toBe('paypal');
  });

  it('removes what is no longer given, and refuses an unknown payment preference by name', async () => {
    const { cookie } = await customer();
    const address = { country: 'GB', street: '1 Mall', postcode: 'SW1A 1AA', city: 'London', region: '' };
    await api.call('/v2/users/me/profiles/private', {
      method: 'PUT',
      headers: { cookie },
      body: { driverLicence: null, address, paymentPreference: 'invoice' },
    });
    const cleared = await api.call('/v2/users/me/profiles/private', {
      method: 'PUT',
      headers: { cookie },
      body: { driverLicence: null, address: null, paymentPreference: null },
    });
    expect(cleared.status).toBe(200);
    expect(
      (await api.call('/v2/users/me/profiles/private', { headers: { cookie } })).body.privateProfile,
    ).toEqual({ driverLicence: null, address: null, paymentPreference: null });
    const bad = await api.call('/v2/users/me/profiles/private', {
      method: 'PUT',
      headers: { cookie },
      body: { driverLicence: null, address, paymentPreference: 'cheque' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(expectErrorShape(bad.body).fields ?? {})).toEqual(['paymentPreference']);
  });
});

describe('change e-mail', () => {
  it('changes the address only when the link sent to the new address is opened, once', async () => {
    const { cookie, email } = await customer();
    const newEmail = `new.${Date.now()}@example.com`;
    const wrong = await api.call('/v2/users/me/email', {
      method: 'POST',
      headers: { cookie },
      body: { newEmail, password: 'not my password' },
    });
    expect(wrong.status).toBe(400);
    expect(expectErrorShape(wrong.body).fields?.password).toBe(CURRENT_PASSWORD_WRONG);
    const r = await api.call('/v2/users/me/email', {
      method: 'POST',
      headers: { cookie },
      body: { newEmail, password: PASSWORD },
    });
    expect(r.status).toBe(202);
    expect((await api.call('/v2/users/me/profile', { headers: { cookie } })).body.profile).toMatchObject({
      email,
      pendingEmail: newEmail,
    });
    const mail = (await api.call(`/dev/outbox?recipient=${encodeURIComponent(newEmail)}`)).body.messages[0];
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await api.call('/v2/users/me/email/confirm', { method: 'POST', body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.profile).toMatchObject({ email: newEmail, pendingEmail: null });
    const reuse = await api.call('/v2/users/me/email/confirm', { method: 'POST', body: { token } });
    expect(reuse.status).toBe(400);
    expect(expectErrorShape(reuse.body).message).toBe(EMAIL_CHANGE_INVALID);
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      body: { email: newEmail, password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('refuses an address that has an account', async () => {
    const a = await customer();
    const b = await customer();
    const r = await api.call('/v2/users/me/email', {
      method: 'POST',
      headers: { cookie: a.cookie },
      body: { newEmail: b.email, password: PASSWORD },
    });
    expect(r.status).toBe(409);
    expect(expectErrorShape(r.body).code).toBe('email_exists');
  });
});

describe('download my data and delete my account', () => {
  it('exports profile, consents and bookings as a JSON attachment', async () => {
    const { cookie, email } = await customer();
    await api.call('/v2/users/me/profile', {
      method: 'PATCH',
      headers: { cookie },
      body: { marketingConsent: true },
    });
    const branch = (await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport')).body.stations[0];
    const offers = await api.call(
      `/v1/rentaloffers/offers?branchId=${branch.id}&pickupDate=${futureDate(20)}&returnDate=${futureDate(22)}`,
    );
    const offerId = offers.body.offers.find(
      (o: { group: { minDriverAge: number } }) => o.group.minDriverAge === 18,
    ).id;
    const created = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      headers: { cookie, 'idempotency-key': `export-${Date.now()}` },
      body: {
        offerId,
        driver: {
          firstName: 'Lena',
          lastName: 'Vogt',
          email,
          phone: '+49 30 1234567',
          birthDate: '1988-08-08',
        },
      },
    });
    expect(created.status).toBe(201);
    const n = created.body.reservation.reservationNumber;

    const r = await api.call('/v2/users/me/export', { headers: { cookie } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toContain('attachment');
    expect(r.headers.get('cache-control')).toContain('no-store');
    expect(r.body.profile.email).toBe(email);
    expect(r.body.consents).toEqual([{ type: 'marketing', given: true, at: expect.any(String) }]);
    expect(r.body.bookings).toHaveLength(1);
    expect(r.body.bookings[0]).toMatchObject({ reservationNumber: n, driver: { lastName: 'Vogt' } });

    const wrong = await api.call('/v2/users/me', {
      method: 'DELETE',
      headers: { cookie },
      body: { password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    const del = await api.call('/v2/users/me', {
      method: 'DELETE',
      headers: { cookie },
      body: { password: PASSWORD },
    });
    expect(del.status).toBe(204);
    expect((await api.call('/v2/users/me', { headers: { cookie } })).status).toBe(401);
    const login = await api.call('/v1/auth/login', { method: 'POST', body: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
    // The booking is kept, without the person: the old last name no longer opens it.
    expect((await api.call(`/v1/rentalreservations/${n}?lastName=Vogt`)).status).toBe(404);
    const again = await api.call('/v2/users', {
      method: 'POST',
      body: { firstName: 'Lena', lastName: 'Vogt', email, password: PASSWORD },
    });
    expect(again.status).toBe(201);
    const cookie2 = again.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect((await api.call('/v2/users/me/bookings', { headers: { cookie: cookie2 } })).body.upcoming).toEqual(
      [],
    );
  });
});
