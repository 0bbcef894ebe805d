// The return with the app over real HTTP (issue 22): closed before the rental starts, the readings
// checked against the pickup, the booked return branch only, then the booking returned with its invoice
// (a refuelling line below the pickup level), the mail, and the deposit released (no damage) or held
// until the branch assesses and settles the reported damage (its cost captured). Retries by clientId.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { damageCases, payments, reservations, uploads } from '../db/schema.ts';
import { damagePhotoPng } from '../fleet/photo.ts';
import type { FakeProvider } from '../payments/fake-provider.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { bookRental, newCustomer, PASSWORD, signIn, uploadFile } from './test-rentals.ts';

let api: TestApi;
let fake: FakeProvider;
let clockOffsetMs = 0;
const DAY = 86_400_000;
const SERVICE_TOKEN = 'service-token-for-the-check-out-tests-0123456789';
const service = { authorization: `Bearer ${SERVICE_TOKEN}` };

beforeAll(async () => {
  api = await startTestApi({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: { serviceToken: SERVICE_TOKEN },
  });
  fake = api.payments!;
});
afterAll(async () => api?.close());
beforeEach(() => {
  clockOffsetMs = 0;
});

let seq = 0;
const db = () => depsOf(api.app).db;
const rowOf = async (number: string) =>
  (await db().select().from(reservations).where(eq(reservations.number, number)))[0]!;

/** A customer's booking from day 3 to day 5; the clock is then moved into the rental when `started`. */
async function rental() {
  const { cookie, email } = await newCustomer(api);
  const booking = await bookRental(api, { country: 'DE', cookie, days: [3, 5] });
  const number = booking.reservationNumber;
  const vehicle = (await api.call(`/v1/bookings/${number}/vehicle`, { headers: { cookie } })).body.vehicle;
  const photo = async () => {
    const r = await uploadFile(api, cookie, damagePhotoPng(`side-${seq++}`), { type: 'image/png' });
    return r.body.upload.id as string;
  };
  const photos = { front: await photo(), rear: await photo(), left: await photo(), right: await photo() };
  const row = await rowOf(number);
  return { cookie, email, number, vehicle, photos, row, total: booking.total };
}

/** The deposit the check-in authorises: a manual-capture payment of the booking, purpose 'deposit'. */
async function authoriseDeposit(reservationId: number, amountMinor: number, currency: string) {
  const id = `pay_deposit_test_${seq++}`;
  const session = await fake.createSession({
    mode: 'payment',
    amount: { valueMinor: amountMinor, currency },
    reference: id,
    returnUrl: 'http://de.localhost:4321/check-in',
    description: 'Deposit',
    captureMethod: 'manual',
  });
  fake.complete(session.id, 'visa');
  const providerPaymentId = fake.session(session.id)!.paymentId!;
  const now = new Date();
  await db().insert(payments).values({
    id,
    purpose: 'deposit',
    userId: null,
    reservationId,
    amountMinor,
    currency,
    status: 'authorised',
    providerSessionId: session.id,
    providerPaymentId,
    cardBrand: 'visa',
    cardLast4: '4242',
    createdAt: now,
    updatedAt: now,
  });
  return { id, providerPaymentId };
}

/** Moves the API's clock (then signs in again: the session ended meanwhile). */
async function advance(r: { email: string; cookie: string }, ms: number) {
  clockOffsetMs = ms;
  r.cookie = await signIn(api, r.email);
}
/**
 * Into the rental: four days on, after the pickup (day 3 at 12:30 at the branch) and before the return
 * (day 5) whatever the time of day the suite runs at (three days and two hours fell before the pickup
 * when run between midnight and 10:30 UTC).
 */
const startRental = (r: { email: string; cookie: string }) => advance(r, 4 * DAY);
const checkOut = (r: Awaited<ReturnType<typeof rental>>, body: Record<string, unknown>, language?: string) =>
  api.call(`/v1/bookings/${r.number}/check-out`, {
    method: 'POST',
    headers: { cookie: r.cookie, ...(language ? { 'accept-language': language } : {}) },
    body: {
      clientId: crypto.randomUUID(),
      odometer: r.vehicle.odometer + 420,
      levelPercent: 100,
      returnBranchId: r.row.returnBranchId,
      photos: r.photos,
      ...body,
    },
  });
const mailsOf = async (email: string) =>
  (await api.call(`/dev/outbox?recipient=${encodeURIComponent(email)}`)).body.messages as {
    subject: string;
    body: string;
  }[];

describe('the check-out', () => {
  it('is not open before the rental started (409 with the date), then open', async () => {
    const r = await rental();
    const view = await api.call(`/v1/bookings/${r.number}/check-out`, { headers: { cookie: r.cookie } });
    expect(view.status).toBe(200);
    expect(view.body.checkOut).toMatchObject({
      reservationNumber: r.number,
      status: 'not-open',
      opensAt: r.row.pickupAt,
      returnAt: r.row.returnAt,
      returnBranch: { id: r.row.returnBranchId },
      vehicle: r.vehicle,
      levelAtPickup: 100,
      result: null,
    });
    expect(view.body.checkOut.returnBranch.address).toMatch(/\d/);
    const early = await checkOut(r, {}, 'de');
    expect(early.status).toBe(409);
    expect(expectErrorShape(early.body).code).toBe('check_out_not_open');
    expect(early.body.error.message).toContain(r.row.pickupAt.replace('T', ' '));
    expect(early.body.error.message).toMatch(/^Die Rückgabe mit der App/);
    await startRental(r);
    const open = await api.call(`/v1/bookings/${r.number}/check-out`, { headers: { cookie: r.cookie } });
    expect(open.body.checkOut.status).toBe('open');
  });

  it('opens before the booked pickup time once the branch recorded the pickup (check-in picked up)', async () => {
    const r = await rental();
    const closed = await api.call(`/v1/bookings/${r.number}/check-out`, { headers: { cookie: r.cookie } });
    expect(closed.body.checkOut.status).toBe('not-open');
    const pickup = await api.call(`/v1/service/bookings/${r.number}/pickup`, {
      method: 'POST',
      headers: service,
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    const open = await api.call(`/v1/bookings/${r.number}/check-out`, { headers: { cookie: r.cookie } });
    expect(open.body.checkOut.status).toBe('open');
    const done = await checkOut(r, {});
    expect(done.status, JSON.stringify(done.body)).toBe(201);
  });

  it('refuses an odometer below the pickup or implausibly high, the wrong branch and foreign photos (400, the field named)', async () => {
    const r = await rental();
    await startRental(r);
    const below = await checkOut(r, { odometer: r.vehicle.odometer - 1 });
    expect(below.status).toBe(400);
    expect(expectErrorShape(below.body).code).toBe('odometer_below_pickup');
    expect(below.body.error.message).toBe(
      `The odometer cannot be below ${r.vehicle.odometer} km, the reading at pickup.`,
    );
    expect(below.body.error.fields).toEqual({ odometer: below.body.error.message });
    const german = await checkOut(r, { odometer: r.vehicle.odometer - 1 }, 'de');
    expect(german.body.error.message).toBe(
      `Der Kilometerstand kann nicht unter ${r.vehicle.odometer} km liegen, dem Stand bei der Abholung.`,
    );
    const far = await checkOut(r, { odometer: r.vehicle.odometer + 2001 });
    expect(far.status).toBe(400);
    expect(expectErrorShape(far.body).code).toBe('odometer_implausible');
    const wrongBranch = await checkOut(r, { returnBranchId: r.row.returnBranchId + 1 });
    expect(wrongBranch.status).toBe(400);
    expect(expectErrorShape(wrongBranch.body).code).toBe('return_branch_mismatch');
    expect(wrongBranch.body.error.message).toMatch(
      /^This booking is returned at .+\. Please bring the car there or call us\.$/,
    );
    expect(Object.keys(wrongBranch.body.error.fields)).toEqual(['returnBranchId']);
    const other = await newCustomer(api);
    const foreign = await uploadFile(api, other.cookie, damagePhotoPng('foreign'), { type: 'image/png' });
    const theirs = await checkOut(r, { photos: { ...r.photos, left: foreign.body.upload.id } });
    expect(theirs.status).toBe(400);
    expect(Object.keys(theirs.body.error.fields)).toEqual(['photos.left']);
    const missingDamage = await checkOut(r, { damageIds: ['dmg_notreportedhere'] });
    expect(missingDamage.status).toBe(400);
    expect(expectErrorShape(missingDamage.body).code).toBe('damage_not_found');
    expect((await rowOf(r.number)).returnedAt).toBeNull();
  });

  it('completes: returned, invoice issued with the refuelling line, mail, deposit released; the same clientId again 200', async () => {
    const r = await rental();
    const deposit = await authoriseDeposit(r.row.id, 30000, r.row.currency);
    await startRental(r);
    const clientId = crypto.randomUUID();
    const done = await checkOut(r, { clientId, levelPercent: 75 });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const result = done.body.checkOut;
    expect(result.status).toBe('completed');
    expect(result.result).toMatchObject({
      odometer: r.vehicle.odometer + 420,
      levelPercent: 75,
      returnBranchId: r.row.returnBranchId,
      photos: r.photos,
      refuelCharge: { amountMinor: expect.any(Number), currency: 'EUR' },
    });
    const refuel = result.result.refuelCharge.amountMinor as number;
    expect(refuel).toBeGreaterThan(0);
    expect((await rowOf(r.number)).returnedAt).not.toBeNull();
    // The invoice, issued at once: the rental's lines and the refuelling line.
    const invoice = await api.call(`/v1/bookings/${r.number}/invoice`, { headers: { cookie: r.cookie } });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const lines = invoice.body.invoice.lines as { kind: string; amount: { amountMinor: number } }[];
    expect(lines.find((l) => l.kind === 'refuel')?.amount.amountMinor).toBe(refuel);
    expect(invoice.body.invoice.totals.gross.amountMinor).toBe(r.total.amountMinor + refuel);
    // The deposit released, nothing captured.
    expect(fake.payment(deposit.providerPaymentId)!.status).toBe('cancelled');
    const [pay] = await db().select().from(payments).where(eq(payments.id, deposit.id));
    expect(pay!.status).toBe('cancelled');
    const mail = (await mailsOf('ines.driver@example.com')).find(
      (m) => m.subject.includes(r.number) && m.body.includes(invoice.body.invoice.number),
    );
    expect(mail?.body).toContain('Your deposit is released.');
    // An activity says how it came back.
    const activities = await api.call(`/v1/reservationactivities/reservation/${r.number}?lastName=Okafor`);
    expect(activities.body.activities.map((a: { message: string }) => a.message)).toContain(
      'Returned with the app',
    );
    // Retried (the outbox): the same result; another clientId: returned already.
    const again = await checkOut(r, { clientId, levelPercent: 75 });
    expect(again.status).toBe(200);
    expect(again.body.checkOut).toEqual(result);
    const other = await checkOut(r, {});
    expect(other.status).toBe(409);
    expect(expectErrorShape(other.body).code).toBe('booking_returned');
    expect(fake.operations.filter((o) => o.paymentId === deposit.providerPaymentId)).toHaveLength(1);
  });

  it('holds the deposit when a damage was reported, then assess (mail) and settle capture its cost', async () => {
    const r = await rental();
    const deposit = await authoriseDeposit(r.row.id, 30000, r.row.currency);
    await startRental(r);
    const damage = await api.call(`/v1/bookings/${r.number}/damages`, {
      method: 'POST',
      headers: { cookie: r.cookie },
      body: {
        clientId: crypto.randomUUID(),
        stage: 'check-out',
        area: 'rear-right',
        kind: 'dent',
        description: 'Dent in the rear door',
        photoUploadIds: [r.photos.rear],
      },
    });
    expect(damage.status, JSON.stringify(damage.body)).toBe(201);
    const id = damage.body.damage.id as string;
    const done = await checkOut(r, { damageIds: [id] });
    expect(done.status).toBe(201);
    expect(done.body.checkOut.result.refuelCharge).toBeNull();
    expect(fake.payment(deposit.providerPaymentId)!.status).toBe('authorised');
    const mail = (await mailsOf('ines.driver@example.com')).find(
      (m) => m.subject.includes(r.number) && m.body.includes('Your deposit stays reserved'),
    );
    expect(mail).toBeDefined();
    // No refuelling line on a full return.
    const invoice = await api.call(`/v1/bookings/${r.number}/invoice`, { headers: { cookie: r.cookie } });
    expect(invoice.body.invoice.lines.map((l: { kind: string }) => l.kind)).not.toContain('refuel');

    const settleEarly = await api.call(`/v1/service/damages/${id}/settle`, {
      method: 'POST',
      headers: service,
    });
    expect(settleEarly.status).toBe(409);
    expect(expectErrorShape(settleEarly.body).code).toBe('damage_not_assessed');
    const cost = { amountMinor: 12000, currency: 'EUR' };
    const wrongCurrency = await api.call(`/v1/service/damages/${id}/assess`, {
      method: 'POST',
      headers: service,
      body: { cost: { ...cost, currency: 'GBP' }, explanation: 'Door repaired' },
    });
    expect(wrongCurrency.status).toBe(400);
    expect(
      (
        await api.call(`/v1/service/damages/${id}/assess`, {
          method: 'POST',
          body: { cost, explanation: 'x' },
        })
      ).status,
    ).toBe(401);
    const assessed = await api.call(`/v1/service/damages/${id}/assess`, {
      method: 'POST',
      headers: service,
      body: { cost, explanation: 'Dent removed and the door repainted' },
    });
    expect(assessed.status, JSON.stringify(assessed.body)).toBe(200);
    expect(assessed.body.damage).toMatchObject({
      state: 'assessed',
      cost,
      explanation: 'Dent removed and the door repainted',
    });
    const assessedMail = (await mailsOf('ines.driver@example.com')).find(
      (m) => m.subject === `The damage you reported in rental ${r.number} is assessed`,
    );
    expect(assessedMail?.body).toContain('€120.00');
    expect(assessedMail?.body).toContain('Dent removed and the door repainted');

    const settled = await api.call(`/v1/service/damages/${id}/settle`, { method: 'POST', headers: service });
    expect(settled.status).toBe(200);
    expect(settled.body.damage.state).toBe('settled');
    expect(settled.body.damage.settledAt).not.toBeNull();
    const provider = fake.payment(deposit.providerPaymentId)!;
    expect(provider.capturedMinor).toBe(12000);
    expect(
      fake.operations.filter((o) => o.kind === 'capture' && o.paymentId === deposit.providerPaymentId),
    ).toEqual([expect.objectContaining({ amountMinor: 12000, key: `capture:${deposit.id}:damage` })]);
    const [pay] = await db().select().from(payments).where(eq(payments.id, deposit.id));
    expect(pay).toMatchObject({ status: 'captured', capturedMinor: 12000 });
    // Settling again changes nothing; assessing a settled case is refused.
    const twice = await api.call(`/v1/service/damages/${id}/settle`, { method: 'POST', headers: service });
    expect(twice.status).toBe(200);
    expect(
      fake.operations.filter((o) => o.kind === 'capture' && o.paymentId === deposit.providerPaymentId),
    ).toHaveLength(1);
    const reassess = await api.call(`/v1/service/damages/${id}/assess`, {
      method: 'POST',
      headers: service,
      body: { cost, explanation: 'Again' },
    });
    expect(reassess.status).toBe(409);
    // The account lists the case with its state and cost.
    const mine = await api.call('/v1/users/me/damages', { headers: { cookie: r.cookie } });
    expect(mine.body.damages).toEqual([
      expect.objectContaining({ id, state: 'settled', cost, reservationNumber: r.number }),
    ]);
  });

  it('closes 7 days after the return time', async () => {
    const r = await rental();
    await advance(r, 13 * DAY);
    const late = await checkOut(r, {});
    expect(late.status).toBe(409);
    expect(expectErrorShape(late.body).code).toBe('check_out_not_open');
    expect(late.body.error.message).toMatch(/closed 7 days after the return time/);
  });

  it('exports the damages and the return, and keeps them for the fleet without the person when the account is deleted', async () => {
    const r = await rental();
    await startRental(r);
    const damage = await api.call(`/v1/bookings/${r.number}/damages`, {
      method: 'POST',
      headers: { cookie: r.cookie },
      body: {
        clientId: crypto.randomUUID(),
        stage: 'check-out',
        area: 'windscreen',
        kind: 'chip',
        description: 'Stone chip in the windscreen',
        photoUploadIds: [r.photos.front],
      },
    });
    expect(damage.status).toBe(201);
    expect((await checkOut(r, { levelPercent: 50 })).status).toBe(201);
    const other = await uploadFile(api, r.cookie, damagePhotoPng('private'), { type: 'image/png' });
    const exported = await api.call('/v2/users/me/export', { headers: { cookie: r.cookie } });
    expect(exported.status).toBe(200);
    expect(exported.body.damages).toEqual([
      expect.objectContaining({
        id: damage.body.damage.id,
        reservationNumber: r.number,
        vehicle: r.vehicle.plate,
        description: 'Stone chip in the windscreen',
        state: 'reported',
        photoUploadIds: [r.photos.front],
      }),
    ]);
    expect(exported.body.vehicleReturns).toEqual([
      expect.objectContaining({
        reservationNumber: r.number,
        odometer: r.vehicle.odometer + 420,
        levelPercent: 50,
        photos: r.photos,
        refuelCharge: { amountMinor: expect.any(Number), currency: 'EUR' },
      }),
    ]);

    const deleted = await api.call('/v2/users/me', {
      method: 'DELETE',
      headers: { cookie: r.cookie },
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(204);
    const [kept] = await db().select().from(damageCases).where(eq(damageCases.id, damage.body.damage.id));
    expect(kept).toMatchObject({
      userId: null,
      reservationId: r.row.id,
      description: 'Stone chip in the windscreen',
    });
    // The car's photos pass to the fleet and stay stored; the customer's other upload is gone.
    const rows = await db().select().from(uploads);
    const byId = new Map(rows.map((u) => [u.id, u]));
    for (const id of Object.values(r.photos)) expect(byId.get(id)?.userId).toBe('fleet');
    expect(byId.has(other.body.upload.id)).toBe(false);
    const front = byId.get(r.photos.front)!;
    expect(await depsOf(api.app).uploads.get(front.storageKey)).toBeDefined();
  });
});
