// The station finder's data (issue 19): before the site build, reads every market's cities and branches from
// the product API, `GET /v1/locations` and `GET /v1/branch/next/stations`, and writes the snapshot the site
// build reads (apps/site/src/lib/station-data.ts validates it). With RENTAL_API_URL (e.g.
// https://api.example.com/api) from that running API, as a production build does; without it the API's
// answers for its seed (apps/api/src/db/seed/seeded-stations.ts, checked against the API's own answers by its
// tests): the data a fresh `npm start` serves, offline and in milliseconds. docs/decisions/010-station-finder-data.md.
//   node scripts/stations.ts [--out FILE]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sites } from '@rental/markets';
import { seededStations } from '../apps/api/src/db/seed/seeded-stations.ts';
import {
  type StationsSnapshot,
  stationsFile,
  stationsSnapshotSchema,
} from '../apps/site/src/lib/station-data.ts';

/** GET of an API path ('/v1/locations?countryCode=DE'), answering the parsed JSON or failing with the status. */
type Get = (pathAndQuery: string) => Promise<unknown>;

/** The countries of every site language (the station finder's markets). */
export function stationCountries(): string[] {
  return [...new Set(sites.flatMap((s) => s.languages.map((l) => l.profile.countryAlpha2)))].sort();
}

interface Locations {
  locations: Array<{
    city: string;
    coordinates: { lat: number; lng: number };
    branches: Array<{ id: number }>;
  }>;
}

/** Reads the countries' cities and branches through `get` and checks them against the site's schema. */
export async function collectStations(get: Get, countries: readonly string[], source: string) {
  const snapshot: StationsSnapshot = { source, countries: {} };
  for (const country of countries) {
    const { locations } = (await get(`/v1/locations?countryCode=${country}`)) as Locations;
    const { stations } = (await get(`/v1/branch/next/stations?countryCode=${country}&limit=200`)) as {
      stations: unknown[];
    };
    snapshot.countries[country] = {
      cities: locations.map((l) => ({
        city: l.city,
        coordinates: l.coordinates,
        branchIds: l.branches.map((b) => b.id),
      })),
      branches: stations as StationsSnapshot['countries'][string]['branches'],
    };
  }
  return stationsSnapshotSchema.parse(snapshot);
}

/** A GET against a running API (RENTAL_API_URL, with its base path). */
function remoteGet(base: string): Get {
  return async (pathAndQuery) => {
    const response = await fetch(`${base.replace(/\/$/, '')}${pathAndQuery}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${base}${pathAndQuery}: HTTP ${response.status}`);
    return response.json();
  };
}

/** Reads the station data (remote API, else the in-process seeded one) and writes the snapshot; returns it. */
export async function writeStationsSnapshot(
  out = stationsFile(),
  apiUrl = process.env.RENTAL_API_URL,
): Promise<StationsSnapshot> {
  const countries = stationCountries();
  let snapshot: StationsSnapshot;
  if (apiUrl) {
    snapshot = await collectStations(remoteGet(apiUrl), countries, apiUrl);
  } else {
    snapshot = await collectStations(
      async (pathAndQuery) => {
        const url = new URL(pathAndQuery, 'http://api.invalid');
        const seeded = seededStations(url.searchParams.get('countryCode') ?? '');
        return url.pathname === '/v1/locations'
          ? { locations: seeded.locations }
          : { stations: seeded.stations };
      },
      countries,
      "the product API's seed (apps/api/src/db/seed)",
    );
  }
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(snapshot)}\n`);
  return snapshot;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const started = performance.now();
  const snapshot = await writeStationsSnapshot(values.out);
  const branches = Object.values(snapshot.countries).reduce((n, c) => n + c.branches.length, 0);
  console.log(
    `station data: ${branches} branches of ${Object.keys(snapshot.countries).length} countries from ${snapshot.source} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
