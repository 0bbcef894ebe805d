// What the API answers about its seeded branches, computed without a database: `/v1/locations` and
// `/v1/branch/next/stations` of a country as a freshly seeded API answers them. The site build reads the
// station finder's data from here when no running API is named (scripts/stations.ts; starting the API
// in-process cost 15-30 s of the build); branches.test.ts checks it against the API's own answers.
import { listMarkets } from '../../markets.ts';
import { type BranchOut, locationsOf, toBranch } from '../../routes/branches.ts';
import type { branches } from '../schema.ts';
import { branchesOf } from './demo.ts';

type BranchRow = typeof branches.$inferSelect;

/** The seeded answers of one country (alpha-2): its cities and its branches, in id order like the API. */
export function seededStations(country: string): {
  locations: ReturnType<typeof locationsOf>;
  stations: BranchOut[];
} {
  const markets = listMarkets();
  const index = markets.findIndex((m) => m.country === country);
  const market = markets[index];
  if (!market) return { locations: [], stations: [] };
  // Insert rows carry every column the select rows have (the seed sets each one).
  const rows = (branchesOf(market, index) as BranchRow[]).sort((a, b) => a.id - b.id);
  return { locations: locationsOf(rows), stations: rows.map((row) => toBranch(row)) };
}
