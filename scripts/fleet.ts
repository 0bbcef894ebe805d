// The fleet slider's data (issue 19): before the site build, reads every market's vehicle groups from the
// product API, `GET /v1/apps/fleet/list`, and writes the snapshot the site build reads
// (apps/site/src/lib/fleet-data.ts validates it). With RENTAL_API_URL from that running API, as a production
// build does; without it the API's answers for its seed (apps/api/src/db/seed/seeded-fleet.ts, checked
// against the API's own answers by its tests), like the station finder's data (ADR 010).
//   node scripts/fleet.ts [--out FILE]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededFleet } from '../apps/api/src/db/seed/seeded-fleet.ts';
import { type FleetSnapshot, fleetFile, fleetSnapshotSchema } from '../apps/site/src/lib/fleet-data.ts';
import { stationCountries } from './stations.ts';

/** Reads each country's fleet list through `get` and checks it against the site's schema. */
export async function collectFleet(
  get: (country: string) => Promise<unknown>,
  countries: readonly string[],
  source: string,
): Promise<FleetSnapshot> {
  const snapshot: { source: string; countries: Record<string, unknown> } = { source, countries: {} };
  for (const country of countries) {
    const { groups } = (await get(country)) as { groups: unknown[] };
    snapshot.countries[country] = groups;
  }
  const result = fleetSnapshotSchema.safeParse(snapshot);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The fleet list of ${source} does not fit the site:\n${problems}`);
  }
  return result.data;
}

/** Reads the fleet (remote API, else the seeded one) and writes the snapshot; returns it. */
export async function writeFleetSnapshot(
  out = fleetFile(),
  apiUrl = process.env.RENTAL_API_URL,
): Promise<FleetSnapshot> {
  const countries = stationCountries();
  const snapshot = apiUrl
    ? await collectFleet(
        async (country) => {
          const url = `${apiUrl.replace(/\/$/, '')}/v1/apps/fleet/list?countryCode=${country}`;
          const response = await fetch(url, { headers: { accept: 'application/json' } });
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          return response.json();
        },
        countries,
        apiUrl,
      )
    : await collectFleet(
        async (country) => seededFleet(country),
        countries,
        "the product API's seed (apps/api/src/db/seed)",
      );
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(snapshot)}\n`);
  return snapshot;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const snapshot = await writeFleetSnapshot(values.out);
  const groups = Object.values(snapshot.countries).reduce((n, c) => n + c.length, 0);
  console.log(
    `fleet data: ${groups} groups of ${Object.keys(snapshot.countries).length} countries from ${snapshot.source}`,
  );
}
