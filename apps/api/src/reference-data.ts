// The reference data an offer search reads (branches with their opening hours, vehicle groups and their
// prices per market), kept in this process's memory so that a search needs no query (issue 16).
//
// Why a process cache is correct here although the API is otherwise stateless (ADR 012): nothing in the
// API writes these tables. The seed writes them once, before the instance answers its first request;
// only an operator changing rows by hand changes them later, and every instance then sees the change
// within REFERENCE_TTL_MS. Whatever writes them in-process must call `invalidate()`.
import { asc } from 'drizzle-orm';
import { type Cached, cached } from './cached.ts';
import type { Db } from './db/client.ts';
import { branches, groupPrices, vehicleGroups } from './db/schema.ts';

/** How long a copy is answered before it is reloaded (in the background): an operator's edit shows within this. */
export const REFERENCE_TTL_MS = 60_000;

type BranchRow = typeof branches.$inferSelect;
type GroupRow = typeof vehicleGroups.$inferSelect;
type PriceRow = typeof groupPrices.$inferSelect;

/** A vehicle group with its daily price in one market. */
export type PricedGroup = { readonly group: GroupRow; readonly price: PriceRow };

/** One consistent copy of the reference data. Its rows are frozen: callers copy, never change them. */
export type ReferenceSnapshot = {
  /** A branch by id. */
  branch: (id: number) => BranchRow | undefined;
  /** A vehicle group by code. */
  group: (code: string) => GroupRow | undefined;
  /** The groups of a vehicle type priced in a country, cheapest first (ties by group code). */
  pricedGroups: (country: string, vehicleType: string) => readonly PricedGroup[];
};

/** The reference data of one database; see {@link Cached}. */
export type ReferenceData = Cached<ReferenceSnapshot>;

/** Options of {@link createReferenceData}. */
export type ReferenceDataOptions = {
  /** Default {@link REFERENCE_TTL_MS}. */
  ttlMs?: number;
  /** Monotonic milliseconds (tests). */
  clock?: () => number;
  /** A background reload failed (the previous copy is still answered). */
  onError?: (err: unknown) => void;
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Reads every branch, group and price (a few hundred small rows) into a snapshot. */
export async function loadReferenceSnapshot(db: Db): Promise<ReferenceSnapshot> {
  const [branchRows, groupRows, priceRows] = await Promise.all([
    db.select().from(branches).orderBy(asc(branches.id)),
    db.select().from(vehicleGroups).orderBy(asc(vehicleGroups.code)),
    db
      .select()
      .from(groupPrices)
      .orderBy(asc(groupPrices.country), asc(groupPrices.dayPriceMinor), asc(groupPrices.groupCode)),
  ]);
  const branchById = new Map(branchRows.map((b) => [b.id, deepFreeze(b)]));
  const groupByCode = new Map(groupRows.map((g) => [g.code, deepFreeze(g)]));
  const priced = new Map<string, PricedGroup[]>();
  // Prices arrive cheapest first per country: each list keeps that order.
  for (const price of priceRows) {
    const group = groupByCode.get(price.groupCode);
    if (!group) continue; // the join of the query this replaces drops a price without its group
    const key = `${price.country}|${group.vehicleType}`;
    const list = priced.get(key) ?? [];
    list.push(deepFreeze({ group, price }));
    priced.set(key, list);
  }
  for (const list of priced.values()) Object.freeze(list);
  const none: readonly PricedGroup[] = Object.freeze([]);
  return {
    branch: (id) => branchById.get(id),
    group: (code) => groupByCode.get(code),
    pricedGroups: (country, vehicleType) => priced.get(`${country}|${vehicleType}`) ?? none,
  };
}

/** The reference data of `db`, loaded on first use and refreshed every TTL. */
export function createReferenceData(db: Db, options: ReferenceDataOptions = {}): ReferenceData {
  return cached(() => loadReferenceSnapshot(db), {
    ttlMs: options.ttlMs ?? REFERENCE_TTL_MS,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
