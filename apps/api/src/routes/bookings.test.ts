// Managing bookings over real HTTP (issue 14): a booking made while signed in belongs to the account,
// list and detail, cancel with the fee quoted first, change dates re-priced then confirmed, adding a
// guest booking to the account, the guest's manage-booking by number and last name, and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, futureDate, startTestApi, type TestApi } from '../test-support.ts';

let api: TestApi;
/** The API's clock: tests move it forward to reach the end of the free cancellation. */
let clockOffsetMs = 0;
beforeAll(async () => {
  api = await startTestApi({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => api?.close());

let branchId: number;
const offerFor = async (pickupDate: string, returnDate: string) => {
  if (!branchId)
    branchId = (await api.call('/v1/branch/next/stations?countryCode=DE&kind=airport')).body.stations[0].id;
  const r = await api.call(
    `/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${pickupDate}&returnDate=${returnDate}`,
  );
  expect(r.status).toBe(200);
  return r.body.offers.find((o: { group: { minDriverAge: number } }) => o.group.minDriverAge === 18)
    .id as string;
};

let seq = 0;
const customer = async () => {
  const r = await api.call('/v2/users', {
    method: 'POST',
    body: {
      firstName: 'Nora',
      lastName: 'Lindqvist',
      email: `nora.${Date.now()}.${seq++}@example.com`,
      password: 'quiet harbour 9',
    },
  });
  expect(r.status).toBe(201);
  return r.headers.get('set-cookie')?.split(';')[0] ?? '';
};

const book = async (
  cookie: string | undefined,
  lastName = 'Lindqvist',
  days: readonly [number, number] = [20, 23],
) => {
  const offerId = await offerFor(futureDate(days[0]), futureDate(days[1]));
  const r = await api.call('/v1/rentalreservations/create', {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': `bk-${Date.now()}-${seq++}` },
    body: {
      offerId,
      driver: {
        firstName: 'Nora',
        lastName,
        email: 'nora.driver@example.com',
        phone: '+49 30 1234567',
        birthDate: '1985-04-02',
      },
    },
  });
  expect(r.status).toBe(201);
  return r.body.reservation as {
    reservationNumber: string;
    total: { amountMinor: number; currency: string };
  };
};

describe('bookings of the signed-in customer', () => {
  it('lists a booking made while signed in as upcoming, with branches, vehicle, price and terms', async () => {
    const cookie = await customer();
    const made = await book(cookie);
    const r = await api.call('/v2/users/me/bookings', { headers: { cookie } });
    expect(r.status).toBe(200);
    expect(r.body.past).toEqual([]);
    expect(r.body.upcoming).toHaveLength(1);
    const b = r.body.upcoming[0];
    expect(b).toMatchObject({
      reservationNumber: made.reservationNumber,
      status: 'confirmed',
      timing: 'upcoming',
      canCancel: true,
      canChange: true,
      cancellationFee: { amountMinor: 0, currency: 'EUR' },
      total: made.total,
      cancelledAt: null,
    });
    expect(b.pickup.branch.id).toBe(branchId);
    expect(b.group.model).toMatch(/or similar$/);
    expect(b.freeCancellationUntil).toBe(
      new Date(Date.parse(`${futureDate(20)}:00Z`) - 48 * 3_600_000).toISOString().slice(0, 16),
    );
    const detail = await api.call(`/v1/rentalreservations/${made.reservationNumber}`, {
      headers: { cookie },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.booking.driver.lastName).toBe('Lindqvist');
    expect(detail.body.booking.activities.map((a: { type: string }) => a.type)).toEqual([
      'created',
      'confirmation_sent',
    ]);
  });

  it('needs a session for the list', async () => {
    const r = await api.call('/v2/users/me/bookings');
    expect(r.status).toBe(401);
    expect(expectErrorShape(r.body).code).toBe('not_signed_in');
  });

  it("answers another customer's booking id with the unknown-number 404 on every read and write", async () => {
    const owner = await customer();
    const other = await customer();
    const { reservationNumber: n, total } = await book(owner);
    const unknown = await api.call('/v1/rentalreservations/1000000001', { headers: { cookie: other } });
    expect(unknown.status).toBe(404);
    const attempts: [string, string, unknown][] = [
      ['GET', `/v1/rentalreservations/${n}`, undefined],
      ['GET', `/v1/rentalreservations/${n}/cancellation`, undefined],
      ['POST', `/v1/rentalreservations/${n}/cancel`, { expectedFee: { amountMinor: 0, currency: 'EUR' } }],
      [
        'POST',
        `/v1/rentalreservations/${n}/changes/quote`,
        { pickupDate: futureDate(21), returnDate: futureDate(24) },
      ],
      [
        'POST',
        `/v1/rentalreservations/${n}/changes`,
        { pickupDate: futureDate(21), returnDate: futureDate(24), expectedTotal: total },
      ],
      ['POST', '/v2/users/me/bookings', { reservationNumber: n, lastName: 'Wrong' }],
    ];
    for (const [method, path, body] of attempts) {
      const r = await api.call(path, { method, body, headers: { cookie: other } });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body, `${method} ${path}`).toEqual(unknown.body);
    }
    expect((await api.call('/v2/users/me/bookings', { headers: { cookie: other } })).body.upcoming).toEqual(
      [],
    );
    const still = await api.call(`/v1/rentalreservations/${n}`, { headers: { cookie: owner } });
    expect(still.body.booking).toMatchObject({ status: 'confirmed', total });
  });
});

describe('cancel', () => {
  it('is free before the end of the free period; the booking then moves to past', async () => {
    const cookie = await customer();
    const { reservationNumber: n } = await book(cookie);
    const quote = await api.call(`/v1/rentalreservations/${n}/cancellation`, { headers: { cookie } });
    expect(quote.status).toBe(200);
    expect(quote.body.quote).toMatchObject({ canCancel: true, fee: { amountMinor: 0, currency: 'EUR' } });
    const r = await api.call(`/v1/rentalreservations/${n}/cancel`, {
      method: 'POST',
      headers: { cookie },
      body: { expectedFee: quote.body.quote.fee },
    });
    expect(r.status).toBe(200);
    expect(r.body.booking).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      canChange: false,
      cancellationFeeCharged: { amountMinor: 0, currency: 'EUR' },
    });
    expect(r.body.booking.activities.at(-1).type).toBe('cancelled');
    const list = await api.call('/v2/users/me/bookings', { headers: { cookie } });
    expect(list.body.upcoming).toEqual([]);
    expect(list.body.past.map((b: { reservationNumber: string }) => b.reservationNumber)).toEqual([n]);
    const again = await api.call(`/v1/rentalreservations/${n}/cancel`, {
      method: 'POST',
      headers: { cookie },
      body: { expectedFee: quote.body.quote.fee },
    });
    expect(again.status).toBe(409);
    expect(expectErrorShape(again.body).code).toBe('not_cancellable');
    const change = await api.call(`/v1/rentalreservations/${n}/changes/quote`, {
      method: 'POST',
      headers: { cookie },
      body: { pickupDate: futureDate(21), returnDate: futureDate(24) },
    });
    expect(change.status).toBe(409);
  });

  it('costs one rental day after the free period: the fee is quoted and must be confirmed', async () => {
    const cookie = await customer();
    const { reservationNumber: n, total } = await book(cookie, 'Lindqvist', [4, 7]);
    // 46 hours before the pickup (read as UTC; the branch's wall clock is ahead of UTC, so even
    // closer) the free period is over, whatever the time of day the test runs at. The session has
    // gone idle by then, so the driver's last name proves access.
    clockOffsetMs = Date.parse(`${futureDate(4)}:00Z`) - 46 * 3_600_000 - Date.now();
    try {
      const quote = await api.call(`/v1/rentalreservations/${n}/cancellation?lastName=Lindqvist`);
      const fee = quote.body.quote.fee;
      expect(fee).toEqual({ amountMinor: Math.round(total.amountMinor / 3), currency: 'EUR' });
      expect(fee.amountMinor).toBeGreaterThan(0);
      const old = await api.call(`/v1/reservationactivities/reservation/${n}`, {
        method: 'POST',
        body: { type: 'cancel', lastName: 'Lindqvist' },
      });
      expect(old.status).toBe(409);
      expect(expectErrorShape(old.body).code).toBe('cancellation_fee_applies');
      const unconfirmed = await api.call(`/v1/rentalreservations/${n}/cancel`, {
        method: 'POST',
        body: { expectedFee: { amountMinor: 0, currency: 'EUR' }, lastName: 'Lindqvist' },
      });
      expect(unconfirmed.status).toBe(409);
      expect(unconfirmed.body.error).toMatchObject({ code: 'fee_changed', details: { fee } });
      const r = await api.call(`/v1/rentalreservations/${n}/cancel`, {
        method: 'POST',
        body: { expectedFee: fee, lastName: 'Lindqvist' },
      });
      expect(r.status).toBe(200);
      expect(r.body.booking).toMatchObject({ status: 'cancelled', cancellationFeeCharged: fee });
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('change dates and times', () => {
  it('quotes the new price, refuses an outdated total and applies the confirmed one', async () => {
    const cookie = await customer();
    const { reservationNumber: n, total } = await book(cookie);
    const newDates = { pickupDate: futureDate(20), returnDate: futureDate(24, '10:00') };
    const q = await api.call(`/v1/rentalreservations/${n}/changes/quote`, {
      method: 'POST',
      headers: { cookie },
      body: newDates,
    });
    expect(q.status).toBe(200);
    expect(q.body.quote).toMatchObject({ ...newDates, days: 4, currentTotal: total });
    expect(q.body.quote.newTotal.amountMinor).toBeGreaterThan(total.amountMinor);
    expect(q.body.quote.difference.amountMinor).toBe(q.body.quote.newTotal.amountMinor - total.amountMinor);

    const stale = await api.call(`/v1/rentalreservations/${n}/changes`, {
      method: 'POST',
      headers: { cookie },
      body: { ...newDates, expectedTotal: total },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'price_changed', details: { quote: q.body.quote } });

    const r = await api.call(`/v1/rentalreservations/${n}/changes`, {
      method: 'POST',
      headers: { cookie },
      body: { ...newDates, expectedTotal: q.body.quote.newTotal },
    });
    expect(r.status).toBe(200);
    expect(r.body.booking).toMatchObject({
      pickup: { at: newDates.pickupDate },
      return: { at: newDates.returnDate },
      days: 4,
      total: q.body.quote.newTotal,
    });
    expect(r.body.booking.activities.at(-1).type).toBe('changed');
  });

  it('refuses unchanged dates, a pickup in the past and a return before the pickup, on the field', async () => {
    const cookie = await customer();
    const { reservationNumber: n } = await book(cookie);
    for (const [body, field] of [
      [{ pickupDate: futureDate(20), returnDate: futureDate(23) }, 'pickupDate'],
      [{ pickupDate: futureDate(-1), returnDate: futureDate(23) }, 'pickupDate'],
      [{ pickupDate: futureDate(22), returnDate: futureDate(21) }, 'returnDate'],
      [{ pickupDate: '2030-02-30T10:00', returnDate: futureDate(21) }, 'pickupDate'],
    ] as const) {
      const r = await api.call(`/v1/rentalreservations/${n}/changes/quote`, {
        method: 'POST',
        headers: { cookie },
        body,
      });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(expectErrorShape(r.body).fields?.[field], JSON.stringify(body)).toBeTruthy();
    }
  });
});

describe('guest bookings', () => {
  it('are added to the account with number and last name, once, and never to a second account', async () => {
    const cookie = await customer();
    const { reservationNumber: n } = await book(undefined, 'Ødegård');
    const wrong = await api.call('/v2/users/me/bookings', {
      method: 'POST',
      headers: { cookie },
      body: { reservationNumber: n, lastName: 'Odegaard' },
    });
    expect(wrong.status).toBe(404);
    const r = await api.call('/v2/users/me/bookings', {
      method: 'POST',
      headers: { cookie },
      body: { reservationNumber: n, lastName: 'ødegård' },
    });
    expect(r.status).toBe(201);
    expect(r.body.booking.reservationNumber).toBe(n);
    const again = await api.call('/v2/users/me/bookings', {
      method: 'POST',
      headers: { cookie },
      body: { reservationNumber: n, lastName: 'Ødegård' },
    });
    expect(again.status).toBe(200);
    const list = await api.call('/v2/users/me/bookings', { headers: { cookie } });
    expect(list.body.upcoming.map((b: { reservationNumber: string }) => b.reservationNumber)).toEqual([n]);
    const second = await customer();
    const taken = await api.call('/v2/users/me/bookings', {
      method: 'POST',
      headers: { cookie: second },
      body: { reservationNumber: n, lastName: 'Ødegård' },
    });
    expect(taken.status).toBe(404);
    const signedOut = await api.call('/v2/users/me/bookings', {
      method: 'POST',
      body: { reservationNumber: n, lastName: 'Ødegård' },
    });
    expect(signedOut.status).toBe(401);
  });

  it('are managed by number and last name: detail, change, cancel', async () => {
    const { reservationNumber: n } = await book(undefined, 'Fischer');
    expect((await api.call(`/v1/rentalreservations/${n}`)).status).toBe(404);
    expect((await api.call(`/v1/rentalreservations/${n}?lastName=Meyer`)).status).toBe(404);
    const detail = await api.call(`/v1/rentalreservations/${n}?lastName=fischer`);
    expect(detail.status).toBe(200);
    const dates = { pickupDate: futureDate(21), returnDate: futureDate(24), lastName: 'Fischer' };
    const q = await api.call(`/v1/rentalreservations/${n}/changes/quote`, { method: 'POST', body: dates });
    expect(q.status).toBe(200);
    const changed = await api.call(`/v1/rentalreservations/${n}/changes`, {
      method: 'POST',
      body: { ...dates, expectedTotal: q.body.quote.newTotal },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.booking.pickup.at).toBe(dates.pickupDate);
    const fee = (await api.call(`/v1/rentalreservations/${n}/cancellation?lastName=Fischer`)).body.quote.fee;
    const cancelled = await api.call(`/v1/rentalreservations/${n}/cancel`, {
      method: 'POST',
      body: { expectedFee: fee, lastName: 'Fischer' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
  });
});

describe("booking mails in the booking's language", () => {
  const mailsTo = async (email: string) =>
    (await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages as Array<{
      subject: string;
      body: string;
    }>;

  it('confirms and cancels in the language the booking was made in, whatever the later request says', async () => {
    const email = `camille.${Date.now()}.${seq++}@example.com`;
    const offerId = await offerFor(futureDate(30), futureDate(33));
    const made = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      headers: { 'idempotency-key': `bk-fr-${Date.now()}-${seq++}`, 'accept-language': 'fr-FR,fr;q=0.9' },
      body: {
        offerId,
        driver: {
          firstName: 'Camille',
          lastName: 'Durand',
          email,
          phone: '+33 1 23456789',
          birthDate: '1980-02-02',
        },
      },
    });
    expect(made.status).toBe(201);
    const n = made.body.reservation.reservationNumber as string;
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe(`Votre réservation ${n} est confirmée`);
    expect(confirmation?.body).toContain('Bonjour Camille,');
    expect(confirmation?.body).toMatch(/Total : [\d\s ]+,\d{2}\s€/u);
    // A guest's booking links to the manage-booking page (the account has no such booking).
    expect(confirmation?.body).toMatch(/\/account\/#\/manage-my-booking-info/);

    const quote = await api.call(`/v1/rentalreservations/${n}/cancellation?lastName=Durand`);
    const cancelled = await api.call(`/v1/rentalreservations/${n}/cancel`, {
      method: 'POST',
      headers: { 'accept-language': 'de-DE' },
      body: { expectedFee: quote.body.quote.fee, lastName: 'Durand' },
    });
    expect(cancelled.status).toBe(200);
    const [latest] = await mailsTo(email);
    expect(latest?.subject).toBe(`Votre réservation ${n} est annulée`);
    expect(latest?.body).toContain('L’annulation était gratuite.');
  });

  it("writes a signed-in customer's German booking and its new dates in German, linking to the account", async () => {
    const cookie = await customer();
    const offerId = await offerFor(futureDate(40), futureDate(43));
    const email = `jonas.${Date.now()}.${seq++}@example.com`;
    const made = await api.call('/v1/rentalreservations/create', {
      method: 'POST',
      headers: { cookie, 'idempotency-key': `bk-de-${Date.now()}-${seq++}`, 'accept-language': 'de-DE' },
      body: {
        offerId,
        driver: {
          firstName: 'Jonas',
          lastName: 'Lindqvist',
          email,
          phone: '+49 30 1234567',
          birthDate: '1980-02-02',
        },
      },
    });
    expect(made.status).toBe(201);
    const n = made.body.reservation.reservationNumber as string;
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe(`Ihre Reservierung ${n} ist bestätigt`);
    expect(confirmation?.body).toContain(`/account/#/bookings/${n}`);
    const dates = { pickupDate: futureDate(41), returnDate: futureDate(44) };
    const quote = await api.call(`/v1/rentalreservations/${n}/changes/quote`, {
      method: 'POST',
      headers: { cookie },
      body: dates,
    });
    expect(quote.status).toBe(200);
    const changed = await api.call(`/v1/rentalreservations/${n}/changes`, {
      method: 'POST',
      headers: { cookie },
      body: { ...dates, expectedTotal: quote.body.quote.newTotal },
    });
    expect(changed.status).toBe(200);
    const [latest] = await mailsTo(email);
    expect(latest?.subject).toBe(`Ihre Reservierung ${n} hat neue Termine`);
    expect(latest?.body).toContain('Neuer Gesamtpreis:');
  });
});

describe('reservation numbers at the boundary (issue 23)', () => {
  // The apps turn the Arabic-Indic (and Persian) digits a customer reads on an Arabic confirmation into
  // 0-9 before they ask; the API itself takes 0-9 only, so one booking never has two spellings.
  it('takes only the digits 0-9 in every place a reservation number comes in', async () => {
    const cookie = await customer();
    const { reservationNumber: n } = await book(cookie);
    const arabicIndic = n.replace(/[0-9]/g, (d) => String.fromCodePoint(0x0660 + Number(d)));
    const persian = n.replace(/[0-9]/g, (d) => String.fromCodePoint(0x06f0 + Number(d)));
    for (const spelled of [arabicIndic, persian]) {
      const path = encodeURIComponent(spelled);
      const calls = [
        api.call(`/v1/reservationactivities/reservation/${path}?lastName=Lindqvist`),
        api.call(`/v1/rentalreservations/${path}?lastName=Lindqvist`),
        api.call('/v2/users/me/bookings', {
          method: 'POST',
          headers: { cookie },
          body: { reservationNumber: spelled, lastName: 'Lindqvist' },
        }),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.status).toBe(400);
        const error = expectErrorShape(r.body);
        expect(error.code).toBe('validation_failed');
        expect(Object.values(error.fields ?? {})).toContain('A reservation number has 10 digits.');
      }
    }
    const latin = await api.call(`/v1/reservationactivities/reservation/${n}?lastName=Lindqvist`);
    expect(latin.status).toBe(200);
  });
});
