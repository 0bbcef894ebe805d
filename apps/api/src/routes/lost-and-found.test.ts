// Lost and found over real HTTP (issue 20, item 7): a signed-in customer's report on their own booking, a
// guest's by reservation number and last name, the state read by the owner (a guest with the reference
// and the last name), wrong names refused without telling whether the booking exists, and the limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { defaultThrottleRules, relaxedThrottleRules } from '../throttle.ts';
import { bookRental, newCustomer, signIn } from './test-rentals.ts';

const SERVICE_TOKEN = 'service-token-for-the-lost-and-found-tests-0123';
const DAY = 86_400_000;
/** The APIs' clock: moved past the rentals' pickup once they are booked. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let api: TestApi;
/** The same API with the production per-subject limits of lost and found. */
let limited: TestApi;
let owner: string;
let stranger: string;
let ownBooking: { reservationNumber: string };
let guestBooking: { reservationNumber: string };
let laterBooking: { reservationNumber: string };
let limitedBooking: { reservationNumber: string };
/** A customer who deletes the account after reporting. */
let leaver: { email: string; booking: { reservationNumber: string } };

beforeAll(async () => {
  api = await startTestApi({ now, config: { serviceToken: SERVICE_TOKEN } });
  // The per-subject limits of production; the per-address one (10 a minute, the shared mechanism of
  // throttle.ts) lifted so the two tests below do not add up on 127.0.0.1.
  limited = await startTestApi({
    now,
    throttle: {
      lostAndFound: {
        subject: defaultThrottleRules.lostAndFound.subject,
        address: relaxedThrottleRules().lostAndFound.address,
      },
    },
  });
  const ownerAccount = await newCustomer(api);
  const strangerAccount = await newCustomer(api);
  ownBooking = await bookRental(api, { country: 'DE', cookie: ownerAccount.cookie });
  guestBooking = await bookRental(api, { country: 'GB', lastName: "O'Brien" });
  laterBooking = await bookRental(api, { country: 'DE', cookie: ownerAccount.cookie, days: [60, 62] });
  limitedBooking = await bookRental(limited, { country: 'DE', lastName: 'Lindqvist' });
  const leaverAccount = await newCustomer(api);
  leaver = {
    email: leaverAccount.email,
    booking: await bookRental(api, { country: 'DE', cookie: leaverAccount.cookie }),
  };
  // Thirty days on, the first rentals are over; the sessions too: sign in again.
  clockOffsetMs = 30 * DAY;
  owner = await signIn(api, ownerAccount.email);
  stranger = await signIn(api, strangerAccount.email);
});
afterAll(async () => {
  await api?.close();
  await limited?.close();
});

const item = {
  category: 'phone',
  location: 'door_pocket',
  description: 'Black phone in a green case, left in the driver door pocket.',
  contact: { preference: 'email', email: 'ines@example.com' },
};
const report = (target: TestApi, body: unknown, cookie?: string) =>
  target.call('/v1/lost-and-found/reports', { method: 'POST', body, headers: cookie ? { cookie } : {} });
const service = (reference: string, status: string, token: string | null = SERVICE_TOKEN) =>
  api.call(`/v1/service/lost-and-found/reports/${reference}/status`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: { status },
  });

describe('a signed-in customer', () => {
  it('reports an item left in one of their rentals and follows it from received to found', async () => {
    const r = await report(api, { ...item, reservationNumber: ownBooking.reservationNumber }, owner);
    expect(r.status).toBe(201);
    const reference = r.body.report.reference as string;
    expect(reference).toMatch(/^LF-[2-9A-HJ-NP-Z]{8}$/);
    expect(r.body.report).toMatchObject({
      reservationNumber: ownBooking.reservationNumber,
      category: 'phone',
      location: 'door_pocket',
      contact: { preference: 'email', email: 'ines@example.com', phone: null },
      status: 'received',
    });
    const list = await api.call('/v1/lost-and-found/reports', { headers: { cookie: owner } });
    expect(list.body.reports.map((x: { reference: string }) => x.reference)).toContain(reference);

    expect((await service(reference, 'searching', null)).status).toBe(401);
    expect((await service(reference, 'searching', 'y'.repeat(40))).status).toBe(401);
    expect((await service(reference, 'searching')).body.report.status).toBe('searching');
    expect((await service(reference, 'found')).status).toBe(200);
    const read = await api.call(`/v1/lost-and-found/reports/${reference}`, { headers: { cookie: owner } });
    expect(read.status).toBe(200);
    expect(read.body.report.status).toBe('found');

    // Another customer, a visitor and a wrong name learn nothing.
    const unknown = await api.call('/v1/lost-and-found/reports/LF-22222222', {
      headers: { cookie: stranger },
    });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body)).toMatchObject({
      code: 'lost_report_not_found',
      message: 'We could not find a report with this reference and last name.',
    });
    for (const r2 of [
      await api.call(`/v1/lost-and-found/reports/${reference}`, { headers: { cookie: stranger } }),
      await api.call(`/v1/lost-and-found/reports/${reference}`),
      await api.call(`/v1/lost-and-found/reports/${reference}?lastName=Someone`),
    ]) {
      expect(r2.status).toBe(404);
      expect(r2.body).toEqual(unknown.body);
    }
  });

  it("cannot report on another customer's booking, nor on a rental that has not started", async () => {
    const others = await report(api, { ...item, reservationNumber: ownBooking.reservationNumber }, stranger);
    const unknown = await report(api, { ...item, reservationNumber: '0000000001' }, stranger);
    expect(others.status).toBe(404);
    expect(others.body).toEqual(unknown.body);
    const early = await report(api, { ...item, reservationNumber: laterBooking.reservationNumber }, owner);
    expect(early.status).toBe(409);
    expect(expectErrorShape(early.body)).toMatchObject({
      code: 'lost_rental_not_started',
      message: 'You can report a lost item only for a rental that has started.',
    });
  });

  it('leaves the report without the contact details when the account is deleted', async () => {
    const cookie = await signIn(api, leaver.email);
    const r = await report(api, { ...item, reservationNumber: leaver.booking.reservationNumber }, cookie);
    expect(r.status).toBe(201);
    const exported = await api.call('/v2/users/me/export', { headers: { cookie } });
    expect(exported.body.lostItemReports).toEqual([
      expect.objectContaining({ reference: r.body.report.reference }),
    ]);
    const deleted = await api.call('/v2/users/me', {
      method: 'DELETE',
      headers: { cookie },
      body: { password: 'copper kettle 42' },
    });
    expect(deleted.status).toBe(204);
    const after = await service(r.body.report.reference, 'searching');
    expect(after.body.report).toMatchObject({
      status: 'searching',
      contact: { email: null, phone: null },
      category: 'phone',
    });
  });
});

describe('a guest', () => {
  it('reports with the reservation number and last name, and reads the state with the reference and last name', async () => {
    const r = await report(api, {
      ...item,
      category: 'bag',
      location: 'boot',
      contact: { preference: 'phone', phone: '+44 20 7946 0958' },
      reservationNumber: guestBooking.reservationNumber,
      lastName: "o'brien",
    });
    expect(r.status).toBe(201);
    const reference = r.body.report.reference as string;
    const read = await api.call(`/v1/lost-and-found/reports/${reference.toLowerCase()}?lastName=O%27Brien`);
    expect(read.status).toBe(200);
    expect(read.body.report).toMatchObject({
      reference,
      status: 'received',
      category: 'bag',
      location: 'boot',
    });
    expect((await api.call(`/v1/lost-and-found/reports/${reference}?lastName=Brien`)).status).toBe(404);
  });

  it('with a wrong last name gets the same answer as for a booking that does not exist', async () => {
    const wrong = await report(api, {
      ...item,
      reservationNumber: guestBooking.reservationNumber,
      lastName: 'Smith',
    });
    const unknown = await report(api, { ...item, reservationNumber: '0000000002', lastName: 'Smith' });
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    expect(expectErrorShape(wrong.body).code).toBe('reservation_not_found');
    const noName = await report(api, { ...item, reservationNumber: guestBooking.reservationNumber });
    expect(noName.status).toBe(404);
    expect(noName.body).toEqual(unknown.body);
  });
});

describe('the report', () => {
  it.each([
    [{ category: 'pet' }, 'category'],
    [{ location: 'roof' }, 'location'],
    [{ description: '' }, 'description'],
    [{ description: 'x'.repeat(1001) }, 'description'],
    [{ description: 'null\u0000byte' }, undefined],
    [{ contact: { preference: 'fax' } }, 'contact.preference'],
    [{ contact: { preference: 'email', email: 'not-an-address' } }, 'contact.email'],
    [{ contact: { preference: 'phone', phone: '0301234567' } }, 'contact.phone'],
    [{ reservationNumber: '١٢٣٤٥٦٧٨٩٠' }, 'reservationNumber'],
  ])('refuses %j', async (change, field) => {
    const r = await report(
      api,
      { ...item, reservationNumber: ownBooking.reservationNumber, ...change },
      owner,
    );
    expect(r.status).toBe(400);
    if (field) expect(Object.keys(expectErrorShape(r.body).fields ?? {})).toContain(field);
  });

  it('needs the address or number of the chosen contact channel', async () => {
    const r = await report(
      api,
      {
        ...item,
        reservationNumber: ownBooking.reservationNumber,
        contact: { preference: 'phone', email: 'a@b.example' },
      },
      owner,
    );
    expect(r.status).toBe(400);
    expect(expectErrorShape(r.body).fields).toEqual({
      'contact.phone': 'Please give the e-mail address or phone number we should contact you on.',
    });
  });

  it('keeps what the customer typed as text: markup is stored and answered as it was, never interpreted', async () => {
    const description = '<img src=x onerror=alert(1)> keys & "fob"';
    const r = await report(
      api,
      { ...item, description, reservationNumber: ownBooking.reservationNumber },
      owner,
    );
    expect(r.status).toBe(201);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body.report.description).toBe(description);
  });
});

describe('limits', () => {
  it('takes 5 reports per booking in 15 minutes, then answers 429 with Retry-After', async () => {
    const body = { ...item, reservationNumber: limitedBooking.reservationNumber, lastName: 'Lindqvist' };
    for (let i = 0; i < 5; i++) expect((await report(limited, body)).status).toBe(201);
    const over = await report(limited, body);
    expect(over.status).toBe(429);
    expect(expectErrorShape(over.body).code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops a guest guessing last names for a reference after 5 tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await limited.call(`/v1/lost-and-found/reports/LF-33333333?lastName=Guess${i}`)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });
});
