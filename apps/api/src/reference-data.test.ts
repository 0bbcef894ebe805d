// Offer search reads branches, vehicle groups and prices from memory (issue 16): the same answers as
// the database query it replaced, an operator's edit shown after invalidate() or the time to live, and
// rows nobody can change by accident.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from './app.ts';
import { branches, groupPrices, vehicleGroups } from './db/schema.ts';
import { listMarkets } from './markets.ts';
import { createReferenceData, loadReferenceSnapshot } from './reference-data.ts';
import { futureDate, startTestApi, type TestApi } from './test-support.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const db = () => depsOf(api.app).db;

async function firstAirport(country: string): Promise<number> {
  const r = await api.call(`/v1/branch/next/stations?countryCode=${country}&kind=airport`);
  return r.body.stations[0].id;
}

const offers = (branchId: number) =>
  api.call(
    `/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${futureDate(10, '12:30')}&returnDate=${futureDate(12, '12:30')}`,
  );

describe('reference data in memory', () => {
  it("prices every market's groups as the database join did, cheapest first", async () => {
    const snapshot = await loadReferenceSnapshot(db());
    for (const { country } of listMarkets())
      for (const vehicleType of ['car', 'van', 'truck']) {
        const rows = await db()
          .select({ code: vehicleGroups.code, day: groupPrices.dayPriceMinor })
          .from(vehicleGroups)
          .innerJoin(
            groupPrices,
            and(eq(groupPrices.groupCode, vehicleGroups.code), eq(groupPrices.country, country)),
          )
          .where(eq(vehicleGroups.vehicleType, vehicleType))
          .orderBy(asc(groupPrices.dayPriceMinor), asc(vehicleGroups.code));
        const inMemory = snapshot
          .pricedGroups(country, vehicleType)
          .map((p) => ({ code: p.group.code, day: p.price.dayPriceMinor }));
        expect(inMemory, `${country} ${vehicleType}`).toEqual(rows);
      }
    const [row] = await db().select().from(branches).where(eq(branches.country, 'DE')).limit(1);
    expect(snapshot.branch(row!.id)).toEqual(row);
    expect(snapshot.branch(999_999)).toBeUndefined();
  });

  it("shows an operator's price change once invalidated", async () => {
    const branchId = await firstAirport('DE');
    const before = await offers(branchId);
    expect(before.status).toBe(200);
    const cheapest = before.body.offers[0];
    const [price] = await db()
      .select()
      .from(groupPrices)
      .where(and(eq(groupPrices.country, 'DE'), eq(groupPrices.groupCode, cheapest.group.code)));
    const raised = and(eq(groupPrices.country, 'DE'), eq(groupPrices.groupCode, cheapest.group.code));
    await db()
      .update(groupPrices)
      .set({ dayPriceMinor: price!.dayPriceMinor + 100_000 })
      .where(raised);
    try {
      // Within the time to live the copy in memory still answers.
      expect((await offers(branchId)).body).toEqual(before.body);
      depsOf(api.app).reference.invalidate();
      const after = await offers(branchId);
      const same = after.body.offers.find(
        (o: { group: { code: string } }) => o.group.code === cheapest.group.code,
      );
      expect(same.price.perDay.amountMinor).toBe(cheapest.price.perDay.amountMinor + 100_000);
      expect(after.body.offers.at(-1).group.code).toBe(cheapest.group.code); // now the dearest
    } finally {
      await db().update(groupPrices).set({ dayPriceMinor: price!.dayPriceMinor }).where(raised);
      depsOf(api.app).reference.invalidate();
    }
    expect((await offers(branchId)).body).toEqual(before.body);
  });

  it('reloads a copy older than its time to live in the background', async () => {
    let now = 0;
    const reference = createReferenceData(db(), { ttlMs: 60_000, clock: () => now });
    const branchId = await firstAirport('FR');
    const [row] = await db().select().from(branches).where(eq(branches.id, branchId));
    expect((await reference.get()).branch(branchId)?.name).toBe(row!.name);
    await db().update(branches).set({ name: 'Renamed by an operator' }).where(eq(branches.id, branchId));
    try {
      now = 59_999;
      expect((await reference.get()).branch(branchId)?.name).toBe(row!.name);
      now = 60_000;
      // This call answers the old copy at once; a later one the reloaded copy.
      expect((await reference.get()).branch(branchId)?.name).toBe(row!.name);
      await expect
        .poll(async () => (await reference.get()).branch(branchId)?.name)
        .toBe('Renamed by an operator');
    } finally {
      await db().update(branches).set({ name: row!.name }).where(eq(branches.id, branchId));
    }
  });

  it('answers frozen rows, so a route cannot change the copy every request shares', async () => {
    const snapshot = await depsOf(api.app).reference.get();
    const branch = snapshot.branch(await firstAirport('DE'))!;
    expect(Object.isFrozen(branch)).toBe(true);
    expect(Object.isFrozen(branch.openingHours)).toBe(true);
    expect(() => {
      (branch as { name: string }).name = 'x';
    }).toThrow(TypeError);
    expect(Object.isFrozen(snapshot.pricedGroups('DE', 'car'))).toBe(true);
  });
});
