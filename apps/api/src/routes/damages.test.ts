// Vehicles and damages over real HTTP (issue 22): a booking gets its vehicle once (overlapping bookings of
// a branch and group get different ones), known damages with a photo only the booking's owner downloads,
// damage reports idempotent by clientId with the customer's own image uploads, the account's list of
// cases, the branch's known damage and uploads with the service token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { damageCases, reservations, vehicles } from '../db/schema.ts';
import { damagePhotoPng } from '../fleet/photo.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { bookRental, signUp, testFiles, uploadFile } from './test-rentals.ts';

let api: TestApi;
const SERVICE_TOKEN = 'service-token-for-the-damage-tests-0123456789';
const service = { authorization: `Bearer ${SERVICE_TOKEN}` };

beforeAll(async () => {
  api = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
});
afterAll(async () => api?.close());

const db = () => depsOf(api.app).db;
const vehicleOf = (number: string, cookie: string) =>
  api.call(`/v1/bookings/${number}/vehicle`, { headers: { cookie } });
const report = (number: string, cookie: string, body: Record<string, unknown>) =>
  api.call(`/v1/bookings/${number}/damages`, { method: 'POST', headers: { cookie }, body });
const photo = async (cookie: string) => {
  const r = await uploadFile(api, cookie, damagePhotoPng(`upload-${Math.random()}`), { type: 'image/png' });
  expect(r.status).toBe(201);
  return r.body.upload.id as string;
};
const damageBody = (extra: Record<string, unknown> = {}) => ({
  clientId: crypto.randomUUID(),
  stage: 'check-in',
  area: 'front-left',
  kind: 'scratch',
  description: '  Long scratch on the front door  ',
  photoUploadIds: [],
  ...extra,
});

describe('the vehicle of a booking', () => {
  it('is assigned once and stays the same; a visitor gets 401, another customer the unknown-number 404', async () => {
    const cookie = await signUp(api);
    const { reservationNumber } = await bookRental(api, { country: 'DE', cookie, days: [30, 33] });
    const first = await vehicleOf(reservationNumber, cookie);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { vehicle } = first.body;
    expect(vehicle.plate).toMatch(/^[A-Z]{1,2}-[A-Z]{2} \d{4}$/);
    expect(vehicle).toMatchObject({ unit: 'km', fuel: expect.stringMatching(/^(petrol|diesel|electric)$/) });
    expect(vehicle.odometer).toBeGreaterThanOrEqual(5000);
    expect((await vehicleOf(reservationNumber, cookie)).body.vehicle).toEqual(vehicle);
    const [row] = await db().select().from(reservations).where(eq(reservations.number, reservationNumber));
    const [stored] = await db().select().from(vehicles).where(eq(vehicles.id, row!.vehicleId!));
    expect(stored!.plate).toBe(vehicle.plate);

    const visitor = await api.call(`/v1/bookings/${reservationNumber}/vehicle`);
    expect(visitor.status).toBe(401);
    expect(expectErrorShape(visitor.body).code).toBe('not_signed_in');
    const other = await signUp(api);
    const theirs = await vehicleOf(reservationNumber, other);
    const unknown = await vehicleOf('1000000001', other);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(expectErrorShape(unknown.body).code).toBe('reservation_not_found');
  });

  it('gives two overlapping bookings of the branch and group different vehicles, and a later one a free one', async () => {
    const cookie = await signUp(api);
    const a = await bookRental(api, { country: 'DE', cookie, days: [40, 44] });
    const b = await bookRental(api, { country: 'DE', cookie, days: [42, 45] });
    const [va, vb] = await Promise.all([
      vehicleOf(a.reservationNumber, cookie),
      vehicleOf(b.reservationNumber, cookie),
    ]);
    expect(va.status).toBe(200);
    expect(vb.status).toBe(200);
    expect(va.body.vehicle.plate).not.toBe(vb.body.vehicle.plate);
    // After both: one of the branch's vehicles is free again, no new one is made.
    const count = async () => (await db().select({ id: vehicles.id }).from(vehicles)).length;
    const before = await count();
    const later = await bookRental(api, { country: 'DE', cookie, days: [50, 52] });
    const vl = await vehicleOf(later.reservationNumber, cookie);
    expect([va.body.vehicle.plate, vb.body.vehicle.plate]).toContain(vl.body.vehicle.plate);
    expect(await count()).toBe(before);
  });

  it('uses the market’s plate format and unit: miles and a British plate in GB', async () => {
    const cookie = await signUp(api);
    const { reservationNumber } = await bookRental(api, { country: 'GB', cookie, days: [30, 32] });
    const { vehicle } = (await vehicleOf(reservationNumber, cookie)).body;
    expect(vehicle.unit).toBe('mi');
    expect(vehicle.plate).toMatch(/^[A-Z]{2}\d{2} [A-Z]{3}$/);
  });

  it('shows known damages with a generated PNG photo only the booking’s owner downloads', async () => {
    const cookie = await signUp(api);
    // A new vehicle has 0–2 known damages chosen by its plate: book overlapping rentals (each a new
    // vehicle) until one has some.
    let found:
      | { number: string; damages: { id: string; photos: { id: string; url: string }[] }[] }
      | undefined;
    for (let i = 0; i < 12 && !found; i++) {
      const { reservationNumber } = await bookRental(api, { country: 'DE', cookie, days: [60, 63] });
      const r = await vehicleOf(reservationNumber, cookie);
      if (r.body.knownDamages.length > 0) found = { number: reservationNumber, damages: r.body.knownDamages };
    }
    expect(found).toBeDefined();
    const damage = found!.damages[0]!;
    expect(damage).toMatchObject({
      id: expect.stringMatching(/^dmg_/),
      reportedBy: 'branch',
      stage: 'before-rental',
      state: 'settled',
      reservationNumber: null,
      cost: null,
    });
    expect(damage.photos).toHaveLength(1);
    const url = damage.photos[0]!.url;
    expect(url).toBe(`/v1/bookings/${found!.number}/damages/photos/${damage.photos[0]!.id}`);
    const res = await fetch(`${api.base}${url}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="damage-.+\.png"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    // Another customer, a visitor, and the same photo through another of the owner's bookings: refused.
    const other = await signUp(api);
    expect((await fetch(`${api.base}${url}`, { headers: { cookie: other } })).status).toBe(404);
    expect((await fetch(`${api.base}${url}`)).status).toBe(401);
    const elsewhere = await bookRental(api, { country: 'FR', cookie, days: [60, 62] });
    await vehicleOf(elsewhere.reservationNumber, cookie);
    const through = await api.call(
      `/v1/bookings/${elsewhere.reservationNumber}/damages/photos/${damage.photos[0]!.id}`,
      { headers: { cookie } },
    );
    expect(through.status).toBe(404);
    expect(expectErrorShape(through.body).code).toBe('photo_not_found');
    // The fleet's photo is no upload of the customer's.
    expect((await api.call(`/v1/uploads/${damage.photos[0]!.id}`, { headers: { cookie } })).status).toBe(404);
  });
});

describe('damage reports', () => {
  it('creates a case once per clientId (201, then 200 with the same case) and lists it with its state', async () => {
    const cookie = await signUp(api);
    const { reservationNumber } = await bookRental(api, { country: 'DE', cookie, days: [30, 33] });
    const photoId = await photo(cookie);
    const body = damageBody({ photoUploadIds: [photoId] });
    const first = await report(reservationNumber, cookie, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.damage).toMatchObject({
      area: 'front-left',
      kind: 'scratch',
      description: 'Long scratch on the front door',
      reportedBy: 'customer',
      stage: 'check-in',
      reservationNumber,
      state: 'reported',
      cost: null,
      explanation: null,
      photos: [{ id: photoId, url: `/v1/bookings/${reservationNumber}/damages/photos/${photoId}` }],
    });
    const again = await report(reservationNumber, cookie, body);
    expect(again.status).toBe(200);
    expect(again.body.damage).toEqual(first.body.damage);
    const list = await api.call(`/v1/bookings/${reservationNumber}/damages`, { headers: { cookie } });
    expect(list.body.damages).toEqual([first.body.damage]);
    // The photo downloads through the booking.
    const res = await fetch(`${api.base}${first.body.damage.photos[0].url}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    // The account's list: every booking's cases, with the booking's number.
    const mine = await api.call('/v1/users/me/damages', { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(mine.body.damages).toEqual([{ ...first.body.damage, reservationNumber }]);
    expect((await api.call('/v1/users/me/damages')).status).toBe(401);
    // Not shown as a known damage of the own booking, nor of a later one while only reported.
    const vehicle = await vehicleOf(reservationNumber, cookie);
    expect(vehicle.body.knownDamages.map((d: { id: string }) => d.id)).not.toContain(first.body.damage.id);
  });

  it('refuses another customer’s photo, a file that is no image, and an invalid body, naming the field', async () => {
    const cookie = await signUp(api);
    const other = await signUp(api);
    const { reservationNumber } = await bookRental(api, { country: 'DE', cookie, days: [30, 33] });
    const theirs = await photo(other);
    const foreign = await report(reservationNumber, cookie, damageBody({ photoUploadIds: [theirs] }));
    expect(foreign.status).toBe(400);
    expect(expectErrorShape(foreign.body).code).toBe('photo_not_found');
    expect(foreign.body.error.fields).toEqual({ 'photoUploadIds.0': foreign.body.error.message });
    const pdf = await uploadFile(api, cookie, testFiles.pdf);
    const notImage = await report(
      reservationNumber,
      cookie,
      damageBody({ photoUploadIds: [await photo(cookie), pdf.body.upload.id] }),
    );
    expect(notImage.status).toBe(400);
    expect(expectErrorShape(notImage.body).code).toBe('photo_not_image');
    expect(Object.keys(notImage.body.error.fields)).toEqual(['photoUploadIds.1']);
    const german = await api.call(`/v1/bookings/${reservationNumber}/damages`, {
      method: 'POST',
      headers: { cookie, 'accept-language': 'de' },
      body: damageBody({ photoUploadIds: [theirs] }),
    });
    expect(german.body.error.message).toBe(
      'Dieses Foto gehört nicht zu Ihren hochgeladenen Dateien. Bitte nehmen Sie es noch einmal auf.',
    );
    const invalid = await report(reservationNumber, cookie, {
      ...damageBody(),
      area: 'bonnet',
      description: ' a ',
      photoUploadIds: Array.from({ length: 7 }, () => crypto.randomUUID()),
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['area', 'description', 'photoUploadIds']);
    // Nothing was stored.
    expect(
      (await api.call(`/v1/bookings/${reservationNumber}/damages`, { headers: { cookie } })).body.damages,
    ).toEqual([]);
  });

  it('answers a check-out report before the rental 409, and a cancelled booking 409', async () => {
    const cookie = await signUp(api);
    const { reservationNumber } = await bookRental(api, { country: 'DE', cookie, days: [30, 33] });
    const early = await report(reservationNumber, cookie, damageBody({ stage: 'check-out' }));
    expect(early.status).toBe(409);
    expect(expectErrorShape(early.body).code).toBe('check_out_not_open');
    await db()
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.number, reservationNumber));
    const cancelled = await report(reservationNumber, cookie, damageBody());
    expect(cancelled.status).toBe(409);
    expect(expectErrorShape(cancelled.body).code).toBe('booking_cancelled');
    expect((await vehicleOf(reservationNumber, cookie)).status).toBe(409);
  });

  it('closes reporting 7 days after the return', async () => {
    const cookie = await signUp(api);
    const { reservationNumber } = await bookRental(api, { country: 'DE', cookie, days: [30, 33] });
    await db()
      .update(reservations)
      .set({ returnedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(reservations.number, reservationNumber));
    const closed = await report(reservationNumber, cookie, damageBody());
    expect(closed.status).toBe(409);
    expect(expectErrorShape(closed.body).code).toBe('damage_report_closed');
  });
});

describe('the branch (service token)', () => {
  it('uploads a photo as the fleet and records a known damage shown to the vehicle’s next booking', async () => {
    const cookie = await signUp(api);
    const { reservationNumber } = await bookRental(api, { country: 'DE', cookie, days: [70, 72] });
    const { vehicle, knownDamages } = (await vehicleOf(reservationNumber, cookie)).body;
    const upload = async (headers: Record<string, string>) =>
      fetch(`${api.base}/v1/service/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', ...headers },
        body: new Uint8Array(damagePhotoPng('branch-photo')),
      });
    expect((await upload({})).status).toBe(401);
    const uploaded = await upload(service);
    expect(uploaded.status).toBe(201);
    const photoId = ((await uploaded.json()) as { upload: { id: string } }).upload.id;
    const plate = encodeURIComponent(vehicle.plate.toLowerCase());
    const body = { area: 'rear', kind: 'dent', description: 'Dent in the bumper', photoUploadIds: [photoId] };
    expect((await api.call(`/v1/service/vehicles/${plate}/damages`, { method: 'POST', body })).status).toBe(
      401,
    );
    const made = await api.call(`/v1/service/vehicles/${plate}/damages`, {
      method: 'POST',
      headers: service,
      body,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.damage).toMatchObject({ reportedBy: 'branch', stage: 'branch', state: 'settled' });
    const unknown = await api.call('/v1/service/vehicles/XX-00%20000/damages', {
      method: 'POST',
      headers: service,
      body,
    });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body).code).toBe('vehicle_not_found');
    // A customer's upload is no fleet photo.
    const customerPhoto = await photo(cookie);
    const notFleet = await api.call(`/v1/service/vehicles/${plate}/damages`, {
      method: 'POST',
      headers: service,
      body: { ...body, photoUploadIds: [customerPhoto] },
    });
    expect(notFleet.status).toBe(400);
    // Recorded now, before the booking's pickup: a known damage of this booking, its photo downloadable.
    const after = (await vehicleOf(reservationNumber, cookie)).body.knownDamages as { id: string }[];
    expect(after.map((d) => d.id)).toEqual([
      ...knownDamages.map((d: { id: string }) => d.id),
      made.body.damage.id,
    ]);
    const res = await fetch(`${api.base}/v1/bookings/${reservationNumber}/damages/photos/${photoId}`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(damageCases).where(eq(damageCases.id, made.body.damage.id));
    expect(row!.vehicleId).toBeGreaterThan(0);
  });
});
