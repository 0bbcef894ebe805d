// Error and validation messages in the request's Accept-Language over real HTTP (issue 19): a German
// request reads German, field by field; a language we have no texts in reads English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, futureDate, startTestApi, type TestApi } from '../test-support.ts';
import { messageTables } from './messages/index.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const { de, fr, ar } = messageTables;
const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

describe('API messages in the language of the request', () => {
  it('answers a German sign-up with German field messages and a German summary', async () => {
    const r = await api.call('/v2/users', {
      method: 'POST',
      headers: german,
      body: { firstName: 'Eva', lastName: 'x'.repeat(51), email: 'eva@', password: 'short7' },
    });
    expect(r.status).toBe(400);
    const error = expectErrorShape(r.body);
    expect(error.fields).toEqual({
      lastName: de.lastNameMax,
      email: de.invalidEmail,
      password: de.passwordMin,
    });
    expect(error.message).toBe(de.lastNameMax);
    const empty = await api.call('/v2/users', { method: 'POST', headers: german, body: {} });
    expect(empty.body.error.message).toBe(de.requiredFields);
    expect(empty.body.error.fields.firstName).toBe(de.required);
    expect(empty.body.error.fields.password).toBe(de.passwordRequired);
  });

  it('says a failed sign-in, a missing route and a run-time parameter in German', async () => {
    const login = await api.call('/v1/auth/login', {
      method: 'POST',
      headers: german,
      body: { email: 'nobody@example.com', password: 'whatever 123' },
    });
    expect(login.status).toBe(401);
    expect(login.body.error.message).toBe(de.loginFailed);
    const missing = await api.call('/v1/nothing-here', { headers: german });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(
      de.routeNotFound.replace('{method}', 'GET').replace('{path}', '/api/v1/nothing-here'),
    );
    const country = await api.call('/v1/knowledge-article/booking-type/rent/categories?countryCode=ZZ', {
      headers: german,
    });
    expect(country.status).toBe(400);
    expect(country.body.error.message).toBe(de.unknownCountry.replace('{countryCode}', 'ZZ'));
  });

  it('says an offer search that breaks the rules in French and Arabic, with the numbers in their digits', async () => {
    const stations = (await api.call('/v1/branch/next/stations?countryCode=DE')).body.stations as {
      id: number;
    }[];
    const branchId = stations[0]?.id ?? 0;
    const search = (headers: Record<string, string>) =>
      api.call(
        `/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${futureDate(10)}&returnDate=${futureDate(60)}`,
        { headers },
      );
    const french = await search({ 'accept-language': 'fr-BE,fr;q=0.9' });
    expect(french.status).toBe(400);
    expect(french.body.error.fields.returnDate).toBe(fr.maxRentalDays.replace('{days}', '27'));
    const arabic = await search({ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(arabic.body.error.fields.returnDate).toBe(ar.maxRentalDays.replace('{days}', '٢٧'));
  });

  it('reads English for a language without texts, and without the header', async () => {
    for (const headers of [{ 'accept-language': 'tr-TR,tr;q=0.9' }, {}] as Record<string, string>[]) {
      const r = await api.call('/v1/auth/login', {
        method: 'POST',
        headers,
        body: { email: 'nobody@example.com', password: 'whatever 123' },
      });
      expect(r.body.error.message).toBe('The e-mail address or password is incorrect.');
    }
  });
});
