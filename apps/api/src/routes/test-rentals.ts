// Shared set-up of the after-rental tests (issue 20): a signed-up customer, a rental booked at a market's
// airport branch, an upload, and small files of each kind.
import { expect } from 'vitest';
import { futureDate, type TestApi } from '../test-support.ts';

let seq = 0;

export const PASSWORD = 'copper kettle 42';

/** Signs a new customer up; answers the session cookie and the e-mail address. */
export async function newCustomer(
  api: TestApi,
  lastName = 'Okafor',
): Promise<{ cookie: string; email: string }> {
  const email = `ines.${Date.now()}.${seq++}@example.com`;
  const r = await api.call('/v2/users', {
    method: 'POST',
    body: { firstName: 'Ines', lastName, email, password: PASSWORD },
  });
  expect(r.status).toBe(201);
  return { cookie: r.headers.get('set-cookie')?.split(';')[0] ?? '', email };
}

/** Signs a new customer up; answers the session cookie. */
export async function signUp(api: TestApi, lastName = 'Okafor'): Promise<string> {
  return (await newCustomer(api, lastName)).cookie;
}

/** Signs a customer in again (after the test moved the API's clock past the session's end). */
export async function signIn(api: TestApi, email: string): Promise<string> {
  const r = await api.call('/v1/auth/login', { method: 'POST', body: { email, password: PASSWORD } });
  expect(r.status).toBe(200);
  return r.headers.get('set-cookie')?.split(';')[0] ?? '';
}

const phones: Record<string, string> = {
  DE: '+49 30 1234567',
  GB: '+44 20 7946 0958',
  FR: '+33 1 23 45 67 89',
};

/**
 * Books a rental at the first airport branch of `country` (pickup and return at 12:30, `days` from today
 * as seen by the test's clock at booking time), as the signed-in customer of `cookie` or as a guest.
 */
export async function bookRental(
  api: TestApi,
  options: {
    country: string;
    cookie?: string;
    lastName?: string;
    locale?: string;
    days?: readonly [number, number];
    /** A business profile to book under (issue 20). */
    profile?: { companyId: string; costCentreId?: string };
  },
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
): Promise<{ reservationNumber: string; total: { amountMinor: number; currency: string }; profile: any }> {
  const { country, cookie, lastName = 'Okafor', locale, days = [20, 23], profile } = options;
  const stations = await api.call(`/v1/branch/next/stations?countryCode=${country}&kind=airport`);
  expect(stations.status).toBe(200);
  const branchId = stations.body.stations[0].id as number;
  const offers = await api.call(
    `/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${futureDate(days[0])}&returnDate=${futureDate(days[1])}`,
  );
  expect(offers.status).toBe(200);
  const offerId = offers.body.offers.find(
    (o: { group: { minDriverAge: number } }) => o.group.minDriverAge <= 21,
  ).id as string;
  const configuration = await api.call(`/v1/rentalconfigurations?offerId=${encodeURIComponent(offerId)}`);
  const extra = (configuration.body?.extras ?? []).find((e: { code: string }) => e.code === 'CHILD_SEAT');
  const r = await api.call('/v1/rentalreservations/create', {
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(locale ? { 'accept-language': locale } : {}),
      'idempotency-key': `after-rental-${Date.now()}-${seq++}`,
    },
    body: {
      offerId,
      protectionCode: 'SMART',
      extras: extra ? [{ code: extra.code, quantity: 1 }] : [],
      driver: {
        firstName: 'Ines',
        lastName,
        email: 'ines.driver@example.com',
        phone: phones[country] ?? '+49 30 1234567',
        birthDate: '1985-04-02',
      },
      ...(profile ? { profile } : {}),
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.reservation;
}

/** Small files of each kind: their magic bytes followed by filler. */
export const testFiles = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x10, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(50),
  ]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(40)]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0x90)]),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(100)]),
};

/** Uploads `body` as the raw request body; answers status and parsed JSON. */
export async function uploadFile(
  api: TestApi,
  cookie: string | undefined,
  body: Buffer | undefined,
  { type = 'application/octet-stream', fileName }: { type?: string; fileName?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
): Promise<{ status: number; body: any }> {
  const query = fileName ? `?fileName=${encodeURIComponent(fileName)}` : '';
  const res = await fetch(`${api.base}/v1/uploads${query}`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), 'content-type': type },
    body: body ? new Uint8Array(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
