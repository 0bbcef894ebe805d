// Digital check-in over real HTTP (issue 22) with the in-memory payment provider: the owner only (401
// signed out, another's booking 404), the document rules with their codes, field paths and messages,
// photos that must be the customer's own images, the deposit authorised with manual capture (the
// check-in completes with a pickup code whose QR decodes to it) or refused, no provider → at pickup, and
// the branch's pickup-code read and pickup. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { depositFor } from '../check-in/deposit.ts';
import { PICKUP_CODE_PATTERN } from '../check-in/pickup-code.ts';
import { checkIns, payments, reservations } from '../db/schema.ts';
import type { FakeProvider } from '../payments/fake-provider.ts';
import { type PaymentSandbox, startPaymentSandbox } from '../payments/sandbox/server.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { expectErrorShape, futureDate, startTestApi, type TestApi } from '../test-support.ts';
import { bookRental, newCustomer, testFiles, uploadFile } from './test-rentals.ts';

const SERVICE_TOKEN = 'service-token-for-the-check-in-tests-0123456789';
const RETURN_URL = 'http://de.localhost:4321/check-in#/booking/0000000000';
const service = { authorization: `Bearer ${SERVICE_TOKEN}` };

let api: TestApi;
let fake: FakeProvider;
beforeAll(async () => {
  api = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
  fake = api.payments!;
});
afterAll(async () => api?.close());

const day = (days: number) => futureDate(days).slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
const yearsAgo = (years: number, from = today()) => `${Number(from.slice(0, 4)) - years}${from.slice(4)}`;

// biome-ignore lint/suspicious/noExplicitAny: the tests change request bodies freely.
type Body = Record<string, any>;
type Customer = { cookie: string; email: string };
type Photos = { front: string; back: string; identity: string };

/** A signed-up customer with three JPEG photos uploaded. */
async function customerWithPhotos(on: TestApi = api): Promise<Customer & { photos: Photos }> {
  const customer = await newCustomer(on);
  const up = async () => {
    const r = await uploadFile(on, customer.cookie, testFiles.jpeg, { fileName: 'licence.jpg' });
    expect(r.status).toBe(201);
    return r.body.upload.id as string;
  };
  return { ...customer, photos: { front: await up(), back: await up(), identity: await up() } };
}

/** Books a rental (pickup in 20 days, return in 23) as the customer. */
async function booking(customer: Customer, on: TestApi = api): Promise<string> {
  return (await bookRental(on, { country: 'DE', cookie: customer.cookie, days: [20, 23] })).reservationNumber;
}

/** Valid details for a booking picked up in 20 days and returned in 23. */
const details = (photos: Photos, change: (d: Body) => void = () => {}) => {
  const body: Body = {
    dateOfBirth: '1985-04-02',
    licence: {
      number: 'B072 RRE 2I55',
      country: 'DE',
      issuedOn: '2005-06-01',
      expiresOn: yearsAgo(-8),
      frontUploadId: photos.front,
      backUploadId: photos.back,
    },
    identity: {
      type: 'national-id',
      number: 'L01X00T47',
      country: 'de',
      expiresOn: yearsAgo(-5),
      uploadId: photos.identity,
    },
    additionalDrivers: [],
  };
  change(body);
  return body;
};

const getCheckIn = (number: string, cookie?: string, on: TestApi = api) =>
  on.call(`/v1/bookings/${number}/check-in`, { headers: cookie ? { cookie } : {} });
const putDetails = (number: string, cookie: string, body: unknown, language = 'en', on: TestApi = api) =>
  on.call(`/v1/bookings/${number}/check-in/details`, {
    method: 'PUT',
    headers: { cookie, 'accept-language': language },
    body,
  });
const startDeposit = (number: string, cookie: string, on: TestApi = api) =>
  on.call(`/v1/bookings/${number}/check-in/deposit`, {
    method: 'POST',
    headers: { cookie },
    body: { returnUrl: RETURN_URL },
  });
const sessionOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;
const reservationRow = async (number: string) =>
  (await depsOf(api.app).db.select().from(reservations).where(eq(reservations.number, number)))[0]!;

/** Draws QR rows as pixels (4 px a module, 4 modules of quiet zone) and decodes them with jsQR. */
function decodeQr(rows: string[]): string | undefined {
  const scale = 4;
  const width = (rows.length + 8) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  rows.forEach((row, y) => {
    [...row].forEach((m, x) => {
      if (m !== '1') return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + 4) * scale + dy) * width + (x + 4) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    });
  });
  return jsQR(data, width, width)?.data;
}

describe('access', () => {
  it('answers 401 not_signed_in without a session', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    const r = await getCheckIn(number);
    expect(r.status).toBe(401);
    expect(expectErrorShape(r.body).code).toBe('not_signed_in');
    const put = await api.call(`/v1/bookings/${number}/check-in/details`, {
      method: 'PUT',
      body: details(owner.photos),
    });
    expect(put.status).toBe(401);
  });

  it("answers another customer's booking with the same 404 as an unknown number", async () => {
    const owner = await customerWithPhotos();
    const other = await customerWithPhotos();
    const number = await booking(owner);
    const unknown = await getCheckIn('1000000001', other.cookie);
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body).code).toBe('reservation_not_found');
    const theirs = await getCheckIn(number, other.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    const put = await putDetails(number, other.cookie, details(other.photos));
    expect(put.status).toBe(404);
    expect(put.body).toEqual(unknown.body);
    const deposit = await startDeposit(number, other.cookie);
    expect(deposit.status).toBe(404);
    expect((await reservationRow(number)).userId).not.toBeNull();
    expect(
      await depsOf(api.app)
        .db.select()
        .from(checkIns)
        .where(eq(checkIns.reservationId, (await reservationRow(number)).id)),
    ).toEqual([]);
  });

  it('shows the owner a check-in not started, open until pickup, with the deposit of the group', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    const r = await getCheckIn(number, owner.cookie);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const row = await reservationRow(number);
    expect(r.body.checkIn).toMatchObject({
      reservationNumber: number,
      status: 'not-started',
      available: true,
      unavailableReason: null,
      pickupAt: row.pickupAt,
      returnAt: row.returnAt,
      driver: { firstName: 'Ines', lastName: 'Okafor', dateOfBirth: '1985-04-02' },
      licence: null,
      identity: null,
      additionalDrivers: [],
      deposit: { amount: depositFor(row.groupCode, 'EUR'), status: 'not-started', card: null },
      pickupCode: null,
      completedAt: null,
    });
    expect(r.body.checkIn.deposit.amount.amountMinor).toBeGreaterThanOrEqual(30_000);
  });
});

describe('the details and their rules', () => {
  let owner: Customer & { photos: Photos };
  let number: string;
  beforeAll(async () => {
    owner = await customerWithPhotos();
    number = await booking(owner);
  });

  it('refuses a licence expiring before the return day, naming the field, in English and German', async () => {
    const expiresOn = day(22);
    const body = details(owner.photos, (d) => {
      d.licence.expiresOn = expiresOn;
    });
    const r = await putDetails(number, owner.cookie, body);
    expect(r.status).toBe(400);
    const message = `Your driving licence expires on ${expiresOn}, before the end of your rental on ${day(23)}. Please use a licence that is valid until then.`;
    expect(expectErrorShape(r.body)).toMatchObject({
      code: 'licence_expired',
      message,
      fields: { 'licence.expiresOn': message },
    });
    const de = await putDetails(number, owner.cookie, body, 'de-DE');
    expect(de.body.error.code).toBe('licence_expired');
    expect(de.body.error.fields['licence.expiresOn']).toBe(
      `Ihr Führerschein läuft am ${expiresOn} ab, vor dem Ende Ihrer Miete am ${day(23)}. Bitte verwenden Sie einen Führerschein, der bis dahin gültig ist.`,
    );
    expect((await getCheckIn(number, owner.cookie)).body.checkIn.status).toBe('not-started');
  });

  it.each([
    [
      'a licence held less than a year at pickup',
      (d: Body) => {
        d.licence.issuedOn = yearsAgo(1, day(21));
      },
      'licence_too_recent',
      'licence.issuedOn',
    ],
    [
      'a licence issued after today',
      (d: Body) => {
        d.licence.issuedOn = day(2);
      },
      'licence_not_yet_valid',
      'licence.issuedOn',
    ],
    [
      'a licence expiring before it was issued',
      (d: Body) => {
        d.licence.expiresOn = '2001-01-01';
      },
      'licence_dates_order',
      'licence.expiresOn',
    ],
    [
      'a driver under 18 at pickup',
      (d: Body) => {
        d.dateOfBirth = yearsAgo(18, day(21));
      },
      'driver_too_young',
      'dateOfBirth',
    ],
    [
      'an identity document expiring before the return day',
      (d: Body) => {
        d.identity.expiresOn = day(10);
      },
      'identity_expired',
      'identity.expiresOn',
    ],
    [
      'a country that is no ISO country',
      (d: Body) => {
        d.identity.country = 'XX';
      },
      'invalid_country',
      'identity.country',
    ],
    [
      'an additional driver under 18',
      (d: Body) => {
        d.additionalDrivers = [
          {
            firstName: 'Tom',
            lastName: 'Okafor',
            dateOfBirth: yearsAgo(17),
            licenceNumber: 'F1234567',
            licenceCountry: 'FR',
            licenceIssuedOn: '2015-01-01',
            licenceExpiresOn: yearsAgo(-9),
          },
        ];
      },
      'driver_too_young',
      'additionalDrivers.0.dateOfBirth',
    ],
  ])('refuses %s', async (_name, change, code, field) => {
    const r = await putDetails(number, owner.cookie, details(owner.photos, change));
    expect(r.status).toBe(400);
    const error = expectErrorShape(r.body);
    expect(error.code).toBe(code);
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(error.fields?.[field]).toBe(error.message);
  });

  it('validates the shape at the boundary with the field path', async () => {
    const r = await putDetails(
      number,
      owner.cookie,
      details(owner.photos, (d) => {
        d.licence.number = 'AB';
        d.identity.expiresOn = '2030-02-30';
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.fields).toMatchObject({
      'licence.number':
        'Enter the number as it is on the document: 5 to 20 letters, digits, spaces or dashes.',
      'identity.expiresOn': 'Enter the date as YYYY-MM-DD.',
    });
  });

  it("refuses another customer's upload as not found and a PDF as not a photo", async () => {
    const other = await customerWithPhotos();
    const theirs = await putDetails(
      number,
      owner.cookie,
      details(owner.photos, (d) => {
        d.licence.frontUploadId = other.photos.front;
      }),
    );
    expect(theirs.status).toBe(400);
    expect(expectErrorShape(theirs.body)).toMatchObject({
      code: 'photo_not_found',
      fields: {
        'licence.frontUploadId':
          'We could not find this photo among your uploads. Please take or choose it again.',
      },
    });
    const pdf = await uploadFile(api, owner.cookie, testFiles.pdf, { fileName: 'scan.pdf' });
    const asPhoto = await putDetails(
      number,
      owner.cookie,
      details(owner.photos, (d) => {
        d.identity.uploadId = pdf.body.upload.id;
      }),
    );
    expect(asPhoto.status).toBe(400);
    expect(expectErrorShape(asPhoto.body)).toMatchObject({
      code: 'photo_not_image',
      fields: {
        'identity.uploadId': 'This file is not a photo. Please use a JPEG, PNG, WebP or HEIC image.',
      },
    });
  });

  it('keeps valid details (full numbers stored, the last four shown) and then awaits the deposit', async () => {
    const r = await putDetails(
      number,
      owner.cookie,
      details(owner.photos, (d) => {
        d.additionalDrivers = [
          {
            firstName: 'Tom',
            lastName: 'Okafor',
            dateOfBirth: '1990-01-01',
            licenceNumber: 'f-1234-5678',
            licenceCountry: 'fr',
            licenceIssuedOn: '2015-01-01',
            licenceExpiresOn: yearsAgo(-9),
          },
        ];
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.checkIn).toMatchObject({
      status: 'awaiting-deposit',
      licence: { numberLast4: '2I55', country: 'DE', frontUploadId: owner.photos.front },
      identity: { type: 'national-id', numberLast4: '0T47', country: 'DE', uploadId: owner.photos.identity },
      additionalDrivers: [{ firstName: 'Tom', licenceNumberLast4: '5678', licenceCountry: 'FR' }],
      deposit: { status: 'not-started' },
    });
    expect(JSON.stringify(r.body)).not.toContain('B072');
    const [row] = await depsOf(api.app)
      .db.select()
      .from(checkIns)
      .where(eq(checkIns.reservationId, (await reservationRow(number)).id));
    expect(row).toMatchObject({ licenceNumber: 'B072 RRE 2I55', identityNumber: 'L01X00T47' });
    expect(row?.additionalDrivers).toEqual([expect.objectContaining({ licenceNumber: 'F-1234-5678' })]);
  });
});

describe('the deposit', () => {
  it('needs the details first', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    const r = await startDeposit(number, owner.cookie);
    expect(r.status).toBe(409);
    expect(expectErrorShape(r.body).code).toBe('check_in_details_missing');
  });

  it('starts a session with manual capture for the amount of the group; authorised, the check-in completes with a pickup code', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    expect((await putDetails(number, owner.cookie, details(owner.photos))).status).toBe(200);
    const started = await startDeposit(number, owner.cookie);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.redirectUrl).toMatch(/^https:\/\/pay\.fake\.test\/pay\//);
    const sessionId = sessionOf(started.body.redirectUrl);
    const session = fake.session(sessionId) as unknown as {
      input: { captureMethod: string; returnUrl: string };
    };
    expect(session.input.captureMethod).toBe('manual');
    expect(session.input.returnUrl).toBe(RETURN_URL);
    const row = await reservationRow(number);
    const amount = depositFor(row.groupCode, row.currency);
    expect(fake.session(sessionId)?.amount).toEqual({
      valueMinor: amount.amountMinor,
      currency: amount.currency,
    });
    const [payment] = await depsOf(api.app)
      .db.select()
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    expect(payment).toMatchObject({ purpose: 'deposit', reservationId: row.id, status: 'pending' });
    expect(started.body.checkIn).toMatchObject({
      status: 'awaiting-deposit',
      deposit: { status: 'pending', amount },
    });

    fake.complete(sessionId, 'visa');
    const back = await api.call(`/v1/payments/sessions/${sessionId}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ purpose: 'deposit', status: 'authorised' });

    const r = await getCheckIn(number, owner.cookie);
    const checkIn = r.body.checkIn;
    expect(checkIn).toMatchObject({
      status: 'completed',
      deposit: { status: 'authorised', card: { brand: 'visa', last4: '4242' }, refusalMessage: null, amount },
    });
    expect(checkIn.completedAt).toEqual(expect.any(String));
    expect(checkIn.pickupCode.code).toMatch(PICKUP_CODE_PATTERN);
    expect(checkIn.pickupCode.qr.rows).toHaveLength(checkIn.pickupCode.qr.size);
    expect(decodeQr(checkIn.pickupCode.qr.rows)).toBe(checkIn.pickupCode.code);
    // Nothing was captured: the deposit is only held.
    expect(fake.operations.filter((o) => o.paymentId === payment?.providerPaymentId)).toEqual([]);

    const activities = await api.call(`/v1/reservationactivities/reservation/${number}?lastName=Okafor`);
    expect(activities.body.activities.map((a: { message: string }) => a.message)).toContain(
      'Checked in online',
    );

    const again = await putDetails(number, owner.cookie, details(owner.photos));
    expect(again.status).toBe(409);
    expect(expectErrorShape(again.body).code).toBe('check_in_completed');
    const deposit = await startDeposit(number, owner.cookie);
    expect(deposit.status).toBe(409);
    expect(deposit.body.error.code).toBe('check_in_completed');
  });

  it('leaves a refused card awaiting the deposit with the reason (read from the provider), and a new session can be started', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    await putDetails(number, owner.cookie, details(owner.photos));
    const started = await startDeposit(number, owner.cookie);
    const sessionId = sessionOf(started.body.redirectUrl);
    // Neither the notification nor the return has come: reading the check-in asks the provider.
    fake.complete(sessionId, 'insufficient-funds');
    const r = await api.call(`/v1/bookings/${number}/check-in`, {
      headers: { cookie: owner.cookie, 'accept-language': 'de' },
    });
    expect(r.body.checkIn).toMatchObject({
      status: 'awaiting-deposit',
      pickupCode: null,
      deposit: {
        status: 'refused',
        refusalMessage:
          'Die Karte ist nicht ausreichend gedeckt. Es wurde nichts belastet: Bitte versuchen Sie es mit einer anderen Karte.',
      },
    });
    const retry = await startDeposit(number, owner.cookie);
    expect(retry.status).toBe(200);
    expect(sessionOf(retry.body.redirectUrl)).not.toBe(sessionId);
    expect(retry.body.checkIn.deposit).toMatchObject({ status: 'pending', refusalMessage: null });
  });

  it('refuses a return address that is not our site', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    await putDetails(number, owner.cookie, details(owner.photos));
    const r = await api.call(`/v1/bookings/${number}/check-in/deposit`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: { returnUrl: 'https://evil.example/steal' },
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({
      code: 'return_url_invalid',
      fields: { returnUrl: expect.any(String) },
    });
  });

  it('without a payment provider takes the deposit at pickup and completes the check-in at once', async () => {
    const off = await startTestApi({ config: { payments: undefined, serviceToken: SERVICE_TOKEN } });
    try {
      const owner = await customerWithPhotos(off);
      const number = await booking(owner, off);
      expect((await putDetails(number, owner.cookie, details(owner.photos), 'en', off)).status).toBe(200);
      const r = await startDeposit(number, owner.cookie, off);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.redirectUrl).toBeNull();
      expect(r.body.checkIn).toMatchObject({
        status: 'completed',
        deposit: { status: 'at-pickup', card: null },
      });
      expect(r.body.checkIn.pickupCode.code).toMatch(PICKUP_CODE_PATTERN);
      const scanned = await off.call(`/v1/service/pickup-codes/${r.body.checkIn.pickupCode.code}`, {
        headers: service,
      });
      expect(scanned.body.deposit.status).toBe('at-pickup');
    } finally {
      await off.close();
    }
  });
});

describe('cancelled bookings', () => {
  it('shows check-in unavailable and refuses details', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    const row = await reservationRow(number);
    const cancel = await api.call(`/v1/rentalreservations/${number}/cancel`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: { expectedFee: { amountMinor: 0, currency: row.currency } },
    });
    expect(cancel.status).toBe(200);
    const r = await getCheckIn(number, owner.cookie);
    expect(r.body.checkIn).toMatchObject({ available: false, unavailableReason: 'cancelled' });
    const put = await putDetails(number, owner.cookie, details(owner.photos));
    expect(put.status).toBe(409);
    expect(expectErrorShape(put.body).code).toBe('booking_cancelled');
    const pickup = await api.call(`/v1/service/bookings/${number}/pickup`, {
      method: 'POST',
      headers: service,
    });
    expect(pickup.status).toBe(409);
    expect(pickup.body.error.code).toBe('booking_cancelled');
  });
});

describe("the branch's pickup", () => {
  it('reads a pickup code with the service token only, and records the pickup once', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    await putDetails(number, owner.cookie, details(owner.photos));
    const started = await startDeposit(number, owner.cookie);
    fake.complete(sessionOf(started.body.redirectUrl), 'mastercard');
    await api.call(`/v1/payments/sessions/${sessionOf(started.body.redirectUrl)}`);
    const code = (await getCheckIn(number, owner.cookie)).body.checkIn.pickupCode.code as string;

    const anonymous = await api.call(`/v1/service/pickup-codes/${code}`);
    expect(anonymous.status).toBe(401);
    expect(expectErrorShape(anonymous.body).code).toBe('service_unauthorized');
    const customer = await api.call(`/v1/service/pickup-codes/${code}`, {
      headers: { cookie: owner.cookie },
    });
    expect(customer.status).toBe(401);

    const row = await reservationRow(number);
    const scanned = await api.call(`/v1/service/pickup-codes/${code.toLowerCase()}`, { headers: service });
    expect(scanned.status).toBe(200);
    expect(scanned.body).toEqual({
      reservationNumber: number,
      driver: { firstName: 'Ines', lastName: 'Okafor' },
      groupCode: row.groupCode,
      pickupAt: row.pickupAt,
      branchId: row.branchId,
      licence: { country: 'DE', expiresOn: yearsAgo(-8) },
      deposit: { status: 'authorised', amount: depositFor(row.groupCode, row.currency) },
      pickedUpAt: null,
    });
    const unknown = await api.call('/v1/service/pickup-codes/22222222', { headers: service });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('pickup_code_not_found');

    expect((await api.call(`/v1/service/bookings/${number}/pickup`, { method: 'POST' })).status).toBe(401);
    const first = await api.call(`/v1/service/bookings/${number}/pickup`, {
      method: 'POST',
      headers: service,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ reservationNumber: number, pickedUpAt: expect.any(String) });
    const second = await api.call(`/v1/service/bookings/${number}/pickup`, {
      method: 'POST',
      headers: service,
    });
    expect(second.body.pickedUpAt).toBe(first.body.pickedUpAt);
    expect((await api.call(`/v1/service/pickup-codes/${code}`, { headers: service })).body.pickedUpAt).toBe(
      first.body.pickedUpAt,
    );
    const after = await getCheckIn(number, owner.cookie);
    expect(after.body.checkIn).toMatchObject({
      status: 'completed',
      available: false,
      unavailableReason: 'picked-up',
      pickedUpAt: first.body.pickedUpAt,
    });
  });

  it('picks up a booking without online check-in (the row is made not-started); an unknown number is 404', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    const r = await api.call(`/v1/service/bookings/${number}/pickup`, { method: 'POST', headers: service });
    expect(r.status).toBe(200);
    const view = await getCheckIn(number, owner.cookie);
    expect(view.body.checkIn).toMatchObject({
      status: 'not-started',
      unavailableReason: 'picked-up',
      licence: null,
    });
    const put = await putDetails(number, owner.cookie, details(owner.photos));
    expect(put.status).toBe(409);
    expect(put.body.error.code).toBe('check_in_closed');
    const unknown = await api.call('/v1/service/bookings/1000000001/pickup', {
      method: 'POST',
      headers: service,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('booking_not_found');
  });
});

describe('mails', () => {
  const mailsAbout = async (number: string) =>
    (
      (await api.call(`/dev/outbox?recipient=${encodeURIComponent('ines.driver@example.com')}`)).body
        .messages as { subject: string; body: string }[]
    ).filter((m) => m.subject.includes(number));

  it('links the confirmation to the check-in page, and mails the pickup code once checked in', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    const [confirmation] = await mailsAbout(number);
    expect(confirmation?.subject).toBe(`Your reservation ${number} is confirmed`);
    expect(confirmation?.body).toMatch(
      new RegExp(`Check in online: http://de\\.localhost(:\\d+)?/en/check-in#/booking/${number}\n`),
    );

    await putDetails(number, owner.cookie, details(owner.photos));
    const started = await startDeposit(number, owner.cookie);
    fake.complete(sessionOf(started.body.redirectUrl), 'visa');
    await api.call(`/v1/payments/sessions/${sessionOf(started.body.redirectUrl)}`);
    const code = (await getCheckIn(number, owner.cookie)).body.checkIn.pickupCode.code as string;
    const checkedIn = (await mailsAbout(number)).filter((m) => m.subject.startsWith('Checked in'));
    expect(checkedIn).toHaveLength(1);
    expect(checkedIn[0]?.subject).toBe(`Checked in: your pickup code for reservation ${number}`);
    expect(checkedIn[0]?.body).toContain(`Pickup code: ${code}`);
    expect(checkedIn[0]?.body).toContain('Bring the original driving licence and identity document');
    expect(checkedIn[0]?.body).toContain('held on your card');
  });
});

describe("the account's data", () => {
  it('exports the check-ins with full numbers, and deleting the account deletes them', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    await putDetails(number, owner.cookie, details(owner.photos));
    const exported = await api.call('/v2/users/me/export', { headers: { cookie: owner.cookie } });
    expect(exported.status).toBe(200);
    expect(exported.body.checkIns).toEqual([
      expect.objectContaining({
        reservationNumber: number,
        status: 'awaiting-deposit',
        dateOfBirth: '1985-04-02',
        licence: expect.objectContaining({
          number: 'B072 RRE 2I55',
          country: 'DE',
          frontUploadId: owner.photos.front,
        }),
        identity: expect.objectContaining({ type: 'national-id', number: 'L01X00T47', country: 'DE' }),
        pickupCode: null,
      }),
    ]);
    // Another customer's export has none of it.
    const other = await customerWithPhotos();
    expect(
      (await api.call('/v2/users/me/export', { headers: { cookie: other.cookie } })).body.checkIns,
    ).toEqual([]);

    const reservationId = (await reservationRow(number)).id;
    const rows = () =>
      depsOf(api.app).db.select().from(checkIns).where(eq(checkIns.reservationId, reservationId));
    expect(await rows()).toHaveLength(1);
    const deleted = await api.call('/v2/users/me', {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
      body: { password: 'copper kettle 42' },
    });
    expect(deleted.status).toBe(204);
    expect(await rows()).toEqual([]);
    // The booking stays, anonymised, for the accounts.
    expect(await reservationRow(number)).toMatchObject({ userId: null, anonymisedAt: expect.any(Date) });
  });
});

describe('cancelling a checked-in booking', () => {
  it('releases the deposit held on the card, once', async () => {
    const owner = await customerWithPhotos();
    const number = await booking(owner);
    await putDetails(number, owner.cookie, details(owner.photos));
    const started = await startDeposit(number, owner.cookie);
    const sessionId = sessionOf(started.body.redirectUrl);
    fake.complete(sessionId, 'visa');
    await api.call(`/v1/payments/sessions/${sessionId}`);
    const [payment] = await depsOf(api.app)
      .db.select()
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    expect(payment?.status).toBe('authorised');
    const row = await reservationRow(number);
    const cancel = await api.call(`/v1/rentalreservations/${number}/cancel`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: { expectedFee: { amountMinor: 0, currency: row.currency } },
    });
    expect(cancel.status).toBe(200);
    expect(fake.operations.filter((o) => o.paymentId === payment?.providerPaymentId)).toEqual([
      expect.objectContaining({ kind: 'cancel' }),
    ]);
    const r = await getCheckIn(number, owner.cookie);
    expect(r.body.checkIn).toMatchObject({ unavailableReason: 'cancelled', deposit: { status: 'released' } });
    const scanned = await api.call(`/v1/service/pickup-codes/${r.body.checkIn.pickupCode.code}`, {
      headers: service,
    });
    expect(scanned.status).toBe(409);
    expect(scanned.body.error.code).toBe('booking_cancelled');
  });
});

describe('the deposit on the payment sandbox (its hosted page, as a browser posts it)', () => {
  let sandbox: PaymentSandbox;
  let real: TestApi;
  beforeAll(async () => {
    const secret = () => randomBytes(32).toString('base64url');
    const secretKey = secret();
    const webhookSecret = secret();
    sandbox = await startPaymentSandbox({
      port: 0,
      host: '127.0.0.1',
      secretKey,
      webhookSecret,
      retryDelaysMs: [50],
    });
    real = await startTestApi({
      paymentProvider: createSandboxProvider({ url: sandbox.apiUrl, secretKey, webhookSecret }),
      config: {
        serviceToken: SERVICE_TOKEN,
        payments: {
          provider: 'sandbox',
          url: sandbox.apiUrl,
          secretKey,
          webhookSecret,
          linkSecret: secret(),
        },
      },
    });
  });
  afterAll(async () => {
    await real?.close();
    await sandbox?.close();
  });

  it('comes back to the check-in page with the session before its hash, and the read completes the check-in', async () => {
    const owner = await customerWithPhotos(real);
    const number = await booking(owner, real);
    expect((await putDetails(number, owner.cookie, details(owner.photos), 'en', real)).status).toBe(200);
    const started = await startDeposit(number, owner.cookie, real);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
    const paid = await fetch(started.body.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card_number: '4242424242424242',
        expiry: `12/${year}`,
        cvc: '123',
        holder: 'Ines Okafor',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.hash).toBe('#/booking/0000000000');
    const sessionId = back.searchParams.get('payment_session') ?? '';
    const read = await real.call(`/v1/payments/sessions/${sessionId}`);
    expect(read.body).toMatchObject({ purpose: 'deposit', status: 'authorised' });
    const r = await getCheckIn(number, owner.cookie, real);
    expect(r.body.checkIn).toMatchObject({ status: 'completed', deposit: { status: 'authorised' } });
    expect(decodeQr(r.body.checkIn.pickupCode.qr.rows)).toBe(r.body.checkIn.pickupCode.code);
  });
});
