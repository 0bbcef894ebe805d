// Long-term rental over real HTTP (issue 21): offers priced from the vehicle groups in the market's unit,
// quotes, contracts (idempotent, the owner's only), their documents in the request's language, typed-name
// acceptances, the branch's handover and odometer readings with a photo. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL (npm run test:integration -w @rental/api).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { plusContracts, plusReadings, storedPaymentMethods } from '../db/schema.ts';
import type { FakeCard } from '../payments/fake-provider.ts';
import { addDays, addMonths } from '../subscription/terms.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';
import { newCustomer, PASSWORD, testFiles, uploadFile } from './test-rentals.ts';

const SERVICE_TOKEN = 'service-token-for-the-plus-tests-0123456789abc';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
});
afterAll(async () => api?.close());

const de = { 'x-forwarded-host': 'de.localhost' };
const service = { authorization: `Bearer ${SERVICE_TOKEN}` };
const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);
let keySeq = 0;

type Offer = {
  id: string;
  groupCode: string;
  model: string;
  mileages: number[];
  months: number[];
  fromMonthlyPrice: { amountMinor: number; currency: string };
  excessUnitPrice: { amountMinor: number; currency: string };
};

async function offersOf(
  country: string,
): Promise<{ currency: string; mileageUnit: string; offers: Offer[] }> {
  const r = await api.call(`/v1/plus/offers?country=${country}`);
  expect(r.status).toBe(200);
  return r.body;
}

const order = (cookie: string, body: Record<string, unknown>, key = `plus-key-${Date.now()}-${keySeq++}`) =>
  api.call('/v1/plus/contracts', {
    method: 'POST',
    headers: { ...de, cookie, 'idempotency-key': key },
    body,
  });

let golf: Offer;
beforeAll(async () => {
  golf = (await offersOf('DE')).offers.find((o) => o.groupCode === 'CDMR')!;
});
const choice = (extra: Record<string, unknown> = {}) => ({
  offerId: golf.id,
  months: 6,
  monthlyMileage: 1500,
  startDate: inDays(7),
  ...extra,
});

/** A customer with an accepted contract whose card was stored through payapi's setup session (→ active). */
async function activeContract(lastName = 'Okafor', card: FakeCard = '3ds-pass') {
  const customer = await newCustomer(api, lastName);
  const created = await order(customer.cookie, choice());
  expect(created.status).toBe(201);
  const id = created.body.contract.id as string;
  const accepted = await api.call(`/v1/plus/contracts/${id}/acceptances`, {
    method: 'POST',
    headers: { cookie: customer.cookie },
    body: {
      document: 'contract',
      version: 'contract-2026-11',
      typedName: `Ines ${lastName}`,
      accepted: true,
    },
  });
  expect(accepted.status).toBe(201);
  const session = await api.call('/v1/payments/methods/session', {
    method: 'POST',
    headers: { cookie: customer.cookie },
    body: { agreement: `plus-contract:${id}`, returnUrl: `http://de.localhost:4321/plus#/contracts/${id}` },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  api.payments!.complete(session.body.sessionId, card);
  const back = await api.call(`/v1/payments/sessions/${session.body.sessionId}`, {
    headers: { cookie: customer.cookie },
  });
  expect(back.body.status).toBe('authorised');
  return { ...customer, id };
}

describe('plus offers and quotes', () => {
  it('prices every car group of a km market per month from its day price, in kilometres', async () => {
    const body = await offersOf('DE');
    expect(body.currency).toBe('EUR');
    expect(body.mileageUnit).toBe('km');
    expect(body.offers.length).toBeGreaterThan(3);
    expect(golf).toMatchObject({ id: 'de-cdmr', model: 'VW Golf', months: [3, 6, 12, 24] });
    expect(golf.mileages).toEqual([1000, 1500, 2000, 2500]);
    // The rental offer list's day price of the group is the input of the one pricing module.
    const r = await api.call('/v1/plus/quote', {
      method: 'POST',
      body: { offerId: golf.id, months: 24, monthlyMileage: 1000 },
    });
    expect(r.status).toBe(200);
    expect(r.body.quote.monthlyPrice).toEqual(golf.fromMonthlyPrice);
    expect(r.body.quote.total.amountMinor).toBe(golf.fromMonthlyPrice.amountMinor * 24);
    expect(r.body.quote.excessUnitPrice).toEqual(golf.excessUnitPrice);
  });

  it('counts in miles where the market does', async () => {
    const body = await offersOf('US');
    expect(body).toMatchObject({ currency: 'USD', mileageUnit: 'mi' });
    expect(body.offers[0]!.mileages).toEqual([600, 900, 1200, 1500]);
    const km = await api.call('/v1/plus/quote', {
      method: 'POST',
      body: { offerId: body.offers[0]!.id, months: 3, monthlyMileage: 1000 },
    });
    expect(km.status).toBe(422);
    expect(expectErrorShape(km.body).fields?.monthlyMileage).toBe(
      'Choose one of the mileage options: 600, 900, 1200, 1500 mi a month.',
    );
  });

  it('costs less per month for a longer term and more for more mileage', async () => {
    const monthly = async (months: number, monthlyMileage: number) =>
      (
        await api.call('/v1/plus/quote', {
          method: 'POST',
          body: { offerId: golf.id, months, monthlyMileage },
        })
      ).body.quote.monthlyPrice.amountMinor as number;
    const [m3, m24, m3more] = [await monthly(3, 1000), await monthly(24, 1000), await monthly(3, 2500)];
    expect(m24).toBeLessThan(m3);
    expect(m3more).toBeGreaterThan(m3);
  });

  it('names the field it refuses', async () => {
    const months = await api.call('/v1/plus/quote', {
      method: 'POST',
      body: { offerId: golf.id, months: 9, monthlyMileage: 1000 },
    });
    expect(months.status).toBe(400);
    expect(Object.keys(expectErrorShape(months.body).fields ?? {})).toEqual(['months']);
    const unknown = await api.call('/v1/plus/quote', {
      method: 'POST',
      headers: { 'accept-language': 'de-DE' },
      body: { offerId: 'de-zzzz', months: 3, monthlyMileage: 1000 },
    });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body)).toMatchObject({
      code: 'offer_not_found',
      fields: { offerId: 'Dieses Langzeitmiete-Angebot gibt es nicht.' },
    });
  });
});

describe('plus contracts', () => {
  it('orders for a signed-in customer only, idempotently, and shows it to its owner only', async () => {
    const signedOut = await api.call('/v1/plus/contracts', {
      method: 'POST',
      headers: { ...de, 'idempotency-key': 'plus-visitor-1' },
      body: choice(),
    });
    expect(signedOut.status).toBe(401);

    const { cookie } = await newCustomer(api);
    const key = `plus-same-${Date.now()}`;
    const first = await order(cookie, choice(), key);
    expect(first.status).toBe(201);
    const contract = first.body.contract;
    expect(contract).toMatchObject({
      status: 'pending-acceptance',
      offerId: golf.id,
      model: 'VW Golf',
      months: 6,
      monthlyMileage: 1500,
      mileageUnit: 'km',
      startDate: inDays(7),
      // Six months from the start, less a day.
      endDate: addDays(addMonths(inDays(7), 6), -1),
      paymentMethod: null,
      handover: null,
      readings: [],
      acceptances: [],
      documents: [
        { document: 'contract', version: 'contract-2026-11', available: true },
        { document: 'handover-protocol', version: 'handover-2026-11', available: false },
      ],
      openRenewal: null,
    });
    expect(contract.number).toMatch(/^P-[2-9A-Z]{6}$/);
    expect(contract.total.amountMinor).toBe(contract.monthlyPrice.amountMinor * 6);

    const again = await order(cookie, choice(), key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, contract: { id: contract.id } });
    const otherBody = await order(cookie, choice({ months: 12 }), key);
    expect(otherBody.status).toBe(422);
    expect(expectErrorShape(otherBody.body).code).toBe('idempotency_key_reused');

    const list = await api.call('/v1/plus/contracts', { headers: { cookie } });
    expect(list.body.contracts.map((c: { id: string }) => c.id)).toEqual([contract.id]);
    const other = await newCustomer(api, 'Berg');
    const foreign = await api.call(`/v1/plus/contracts/${contract.id}`, {
      headers: { cookie: other.cookie },
    });
    expect(foreign.status).toBe(404);
    expect(expectErrorShape(foreign.body).code).toBe('plus_contract_not_found');
    expect(
      (await api.call('/v1/plus/contracts', { headers: { cookie: other.cookie } })).body.contracts,
    ).toEqual([]);
  });

  it('starts from tomorrow up to 90 days ahead', async () => {
    const { cookie } = await newCustomer(api);
    for (const startDate of [inDays(0), inDays(91)]) {
      const r = await order(cookie, choice({ startDate }));
      expect(r.status).toBe(422);
      expect(expectErrorShape(r.body).fields?.startDate).toBe(
        `Choose a start date from ${inDays(1)} to ${inDays(90)}.`,
      );
    }
    // Not a date at all: refused with the field named, never a 500 (found by the fuzz suite).
    for (const startDate of ['', '2026-02-30', 'tomorrow']) {
      const r = await order(cookie, choice({ startDate }));
      expect(r.status).toBe(400);
      expect(expectErrorShape(r.body).fields?.startDate).toBeTruthy();
    }
  });
});

describe('plus documents and acceptances', () => {
  it('builds the contract from its facts in English and German', async () => {
    const { cookie } = await newCustomer(api, 'Okafor');
    const { contract } = (await order(cookie, choice())).body;
    const en = await api.call(`/v1/plus/contracts/${contract.id}/documents/contract`, {
      headers: { cookie },
    });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({
      document: 'contract',
      version: 'contract-2026-11',
      title: `Long-term rental contract ${contract.number}`,
    });
    const text = en.body.sections.map((s: { text: string }) => s.text).join('\n');
    expect(text).toContain('Ines Okafor');
    expect(text).toContain('VW Golf or similar');
    expect(text).toContain('1,500 km a month');
    expect(text).toContain(
      `€${(contract.monthlyPrice.amountMinor / 100).toLocaleString('en', { minimumFractionDigits: 2 })} a month`,
    );
    const german = await api.call(`/v1/plus/contracts/${contract.id}/documents/contract`, {
      headers: { cookie, 'accept-language': 'de-DE' },
    });
    expect(german.body.title).toBe(`Langzeitmietvertrag ${contract.number}`);
    expect(german.body.sections.map((s: { text: string }) => s.text).join('\n')).toContain(
      '1.500 km im Monat',
    );
    const protocol = await api.call(`/v1/plus/contracts/${contract.id}/documents/handover-protocol`, {
      headers: { cookie },
    });
    expect(protocol.status).toBe(409);
    expect(expectErrorShape(protocol.body).code).toBe('document_not_available');
  });

  it('accepts the contract once, with the account holder’s typed name and the current version', async () => {
    const { cookie } = await newCustomer(api, 'Okafor');
    const { contract } = (await order(cookie, choice())).body;
    const accept = (body: Record<string, unknown>) =>
      api.call(`/v1/plus/contracts/${contract.id}/acceptances`, {
        method: 'POST',
        headers: { cookie },
        body: { document: 'contract', version: 'contract-2026-11', accepted: true, ...body },
      });
    const wrongName = await accept({ typedName: 'Ines Okafur' });
    expect(wrongName.status).toBe(422);
    expect(expectErrorShape(wrongName.body)).toMatchObject({
      code: 'typed_name_mismatch',
      fields: { typedName: 'Type your full name as it is on your account: Ines Okafor.' },
    });
    const outdated = await accept({ typedName: 'Ines Okafor', version: 'contract-2026-01' });
    expect(outdated.status).toBe(409);
    expect(expectErrorShape(outdated.body)).toMatchObject({ code: 'document_version_outdated' });
    expect(outdated.body.error.message).toContain('contract-2026-11');
    const unticked = await accept({ typedName: 'Ines Okafor', accepted: false });
    expect(unticked.status).toBe(400);
    expect(Object.keys(unticked.body.error.fields)).toEqual(['accepted']);

    const before = Date.now();
    const ok = await accept({ typedName: '  ines   OKAFOR ' });
    expect(ok.status).toBe(201);
    expect(ok.body.contract.status).toBe('pending-payment-method');
    expect(ok.body.contract.acceptances).toHaveLength(1);
    const [acceptance] = ok.body.contract.acceptances;
    expect(acceptance).toMatchObject({
      document: 'contract',
      version: 'contract-2026-11',
      typedName: 'ines   OKAFOR',
    });
    expect(Date.parse(acceptance.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);

    const twice = await accept({ typedName: 'Ines Okafor' });
    expect(twice.status).toBe(409);
    expect(expectErrorShape(twice.body).code).toBe('already_accepted');
    // Another customer cannot accept it.
    const other = await newCustomer(api, 'Okafor');
    const foreign = await api.call(`/v1/plus/contracts/${contract.id}/acceptances`, {
      method: 'POST',
      headers: { cookie: other.cookie },
      body: { document: 'contract', version: 'contract-2026-11', accepted: true, typedName: 'Ines Okafor' },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('plus handover and readings', () => {
  it('records the handover by the branch only, once, for an active contract', async () => {
    const { cookie } = await newCustomer(api);
    const pending = (await order(cookie, choice())).body.contract;
    const handover = (id: string, headers: Record<string, string> = service) =>
      api.call(`/v1/service/plus/contracts/${id}/handover`, {
        method: 'POST',
        headers,
        body: { odometer: 12_000 },
      });
    expect((await handover(pending.id, {})).status).toBe(401);
    const notActive = await handover(pending.id);
    expect(notActive.status).toBe(409);
    expect(expectErrorShape(notActive.body).code).toBe('contract_not_active');

    const active = await activeContract();
    const done = await handover(active.id);
    expect(done.status).toBe(200);
    expect(done.body.contract.handover.odometer).toBe(12_000);
    expect(done.body.contract.paymentMethod).toEqual({
      brand: 'visa',
      last4: '3220',
      expMonth: expect.any(Number),
      expYear: expect.any(Number),
    });
    expect(done.body.contract.documents[1]).toEqual({
      document: 'handover-protocol',
      version: 'handover-2026-11',
      available: true,
    });
    const again = await handover(active.id);
    expect(again.status).toBe(409);
    expect(expectErrorShape(again.body).code).toBe('handover_recorded');

    const protocol = await api.call(`/v1/plus/contracts/${active.id}/documents/handover-protocol`, {
      headers: { cookie: active.cookie },
    });
    expect(protocol.status).toBe(200);
    expect(protocol.body.sections[1].text).toContain('with the odometer at 12,000 km');
    const accepted = await api.call(`/v1/plus/contracts/${active.id}/acceptances`, {
      method: 'POST',
      headers: { cookie: active.cookie },
      body: {
        document: 'handover-protocol',
        version: 'handover-2026-11',
        typedName: 'Ines Okafor',
        accepted: true,
      },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.contract.status).toBe('active');
    expect(accepted.body.contract.acceptances.map((a: { document: string }) => a.document)).toEqual([
      'contract',
      'handover-protocol',
    ]);
  });

  it('takes readings above the last with the customer’s photo, asks about an unusual jump, projects the excess', async () => {
    const active = await activeContract();
    const { cookie, id } = active;
    const reading = (body: Record<string, unknown>, who = cookie) =>
      api.call(`/v1/plus/contracts/${id}/readings`, { method: 'POST', headers: { cookie: who }, body });
    const photo = (await uploadFile(api, cookie, testFiles.jpeg, { type: 'image/jpeg' })).body.upload.id;

    const beforeHandover = await reading({ odometer: 12_100, photoUploadId: photo });
    expect(beforeHandover.status).toBe(409);
    expect(expectErrorShape(beforeHandover.body).code).toBe('handover_missing');
    await api.call(`/v1/service/plus/contracts/${id}/handover`, {
      method: 'POST',
      headers: service,
      body: { odometer: 12_000 },
    });

    const below = await reading({ odometer: 11_999, photoUploadId: photo });
    expect(below.status).toBe(422);
    expect(expectErrorShape(below.body)).toMatchObject({
      code: 'reading_below_last',
      fields: { odometer: 'The odometer cannot be below the last reading of 12000 km.' },
    });

    const pdf = (await uploadFile(api, cookie, testFiles.pdf, { type: 'application/pdf' })).body.upload.id;
    const other = await newCustomer(api, 'Berg');
    const foreignPhoto = (await uploadFile(api, other.cookie, testFiles.png, { type: 'image/png' })).body
      .upload.id;
    for (const photoUploadId of [pdf, foreignPhoto, randomUUID()]) {
      const r = await reading({ odometer: 12_300, photoUploadId });
      expect(r.status).toBe(422);
      expect(Object.keys(expectErrorShape(r.body).fields ?? {})).toEqual(['photoUploadId']);
    }

    const preview = await api.call(`/v1/plus/contracts/${id}/readings/preview`, {
      method: 'POST',
      headers: { cookie },
      body: { odometer: 12_300 },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.unusual).toBe(false);
    expect(preview.body.mileage.driven).toBe(300);
    // 300 km on the first day projects far beyond the 9,000 km of six months.
    expect(preview.body.mileage.projectedExcessUnits).toBeGreaterThan(0);
    expect(preview.body.mileage.projectedExcess.amountMinor).toBe(
      preview.body.mileage.projectedExcessUnits * golf.excessUnitPrice.amountMinor,
    );
    const { db } = depsOf(api.app);
    expect(await db.select().from(plusReadings).where(eq(plusReadings.contractId, id))).toEqual([]);

    const first = await reading({ odometer: 12_300, photoUploadId: photo });
    expect(first.status).toBe(201);
    expect(first.body.mileage.driven).toBe(300);
    expect(first.body.contract.readings).toMatchObject([{ odometer: 12_300, jumpConfirmed: false }]);

    // 2,000 km a day later: more than 3 × the day's allowance and more than 1,000 km.
    const jump = await reading({ odometer: 14_300, photoUploadId: photo });
    expect(jump.status).toBe(409);
    expect(expectErrorShape(jump.body).code).toBe('reading_unusual');
    expect(jump.body.error.details).toMatchObject({ since: 2000, days: 1, unit: 'km' });
    expect(jump.body.error.message).toContain('2000 km over 1 day(s)');
    expect(await db.select().from(plusReadings).where(eq(plusReadings.contractId, id))).toHaveLength(1);

    const confirmed = await reading({ odometer: 14_300, photoUploadId: photo, confirmUnusual: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.contract.readings.map((r: { odometer: number }) => r.odometer)).toEqual([
      14_300, 12_300,
    ]);
    expect(confirmed.body.contract.readings[0].jumpConfirmed).toBe(true);
    expect(confirmed.body.mileage.driven).toBe(2300);

    // Below the latest reading now, not the handover.
    const belowLatest = await reading({ odometer: 14_000, photoUploadId: photo });
    expect(belowLatest.body.error.fields.odometer).toContain('14300');
    // Another customer cannot read it or send one.
    expect((await reading({ odometer: 15_000, photoUploadId: foreignPhoto }, other.cookie)).status).toBe(404);
  });
});

describe('plus monthly charge (service)', () => {
  const charge = (id: string, period: string, headers: Record<string, string> = service) =>
    api.call(`/v1/service/plus/contracts/${id}/charge`, { method: 'POST', headers, body: { period } });

  it('charges a month of the term to the stored card once, whatever the retries', async () => {
    const { id } = await activeContract();
    const month = inDays(7).slice(0, 7);
    expect((await charge(id, month, {})).status).toBe(401);
    const first = await charge(id, month);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ status: 'paid', renewalId: null });
    const again = await charge(id, month);
    expect(again.body).toEqual({ status: 'paid', renewalId: null });
    const charges = api.payments!.operations.filter((o) => o.key === `plus:${id}:${month}`);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amountMinor).toBeGreaterThan(0);

    const outside = await charge(id, '2020-01');
    expect(outside.status).toBe(422);
    expect(Object.keys(expectErrorShape(outside.body).fields ?? {})).toEqual(['period']);
    const malformed = await charge(id, '2027-13');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.period).toBe('Enter the month as YYYY-MM.');
  });

  it('opens a renewal when the stored card is refused, shown on the contract', async () => {
    const { id, cookie } = await activeContract('Okafor', 'renewal-declined');
    const refused = await charge(id, inDays(7).slice(0, 7));
    expect(refused.body.status).toBe('refused');
    expect(refused.body.renewalId).toEqual(expect.any(String));
    const view = await api.call(`/v1/plus/contracts/${id}`, { headers: { cookie } });
    expect(view.body.contract.openRenewal).toMatchObject({
      id: refused.body.renewalId,
      amount: view.body.contract.monthlyPrice,
      lastRefusalReason: 'declined',
    });
  });

  it('charges only an active contract', async () => {
    const { cookie } = await newCustomer(api);
    const pending = (await order(cookie, choice())).body.contract;
    const r = await charge(pending.id, inDays(7).slice(0, 7));
    expect(r.status).toBe(409);
    expect(expectErrorShape(r.body).code).toBe('contract_not_active');
  });
});

describe("a long-term customer's data", () => {
  it('is in the data export (contract, acceptance, card, payment) and the card token goes with the account', async () => {
    const { id, cookie } = await activeContract('Mbeki');
    const exported = await api.call('/v2/users/me/export', { headers: { cookie } });
    expect(exported.status).toBe(200);
    const [contract] = exported.body.longTermRentals;
    expect(contract).toMatchObject({ status: 'active', readings: [] });
    expect(contract.acceptances).toEqual([
      {
        document: 'contract',
        version: 'contract-2026-11',
        typedName: 'Ines Mbeki',
        acceptedAt: expect.any(String),
      },
    ]);
    expect(exported.body.payments.cards).toEqual([
      expect.objectContaining({ brand: expect.any(String), last4: expect.stringMatching(/^\d{4}$/) }),
    ]);
    expect(exported.body.payments.payments).toEqual([
      expect.objectContaining({ purpose: 'method', status: 'authorised' }),
    ]);
    const { db } = depsOf(api.app);
    const [row] = await db.select().from(plusContracts).where(eq(plusContracts.id, id));
    const owner = row!.userId;
    const cards = await db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.userId, owner));
    expect(cards).toHaveLength(1);
    // The provider's token stays ours: the customer sees the card, never what charges it.
    expect(JSON.stringify(exported.body)).not.toContain(cards[0]!.providerToken);
    const deleted = await api.call('/v2/users/me', {
      method: 'DELETE',
      headers: { cookie },
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(204);
    expect(
      await db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.userId, owner)),
    ).toEqual([]);
  });
});
