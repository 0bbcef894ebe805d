// The station finder's data (issue 19, spec §7 `/v1/locations` and the branches): the snapshot of the
// product API's cities and branches that scripts/stations.ts writes before the site build, its schema and
// its reader. Plain Node and zod (no React, no i18n), so the build script imports it too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const text = z.string().trim().min(1);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected HH:MM' });
const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'Expected an ISO 3166-1 alpha-2 code' });
const coordinates = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** The weekdays of the API's opening hours, Monday first. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** A branch as the product API's `GET /v1/branch/next/stations` answers it (spec §7). */
export const stationSchema = z.object({
  /** Branch id, e.g. 1300; the booking engine's `branch` parameter. */
  id: z.number().int().positive(),
  /** Display name in the market's language, e.g. 'Flughafen München'. */
  name: text,
  /** airport, railway (station) or downtown. */
  kind: z.enum(['airport', 'railway', 'downtown']),
  /** Postal address. */
  address: z.object({ street: text, postcode: text, city: text, countryCode }),
  /** WGS84 position. */
  coordinates,
  /** Phone with the country's dialling prefix, e.g. '+49 20 1300 4000'. */
  phone: z.string().regex(/^\+\d[\d ]{5,24}$/, { error: 'Expected + and digits with spaces' }),
  /** Airport code of an airport branch, e.g. 'MUC'. */
  iata: z.string().nullable(),
  /** Open intervals per weekday (mon..sun); an empty list is a closed day. */
  openingHours: z.record(z.enum(weekdays), z.array(z.object({ open: time, close: time }))),
  /** Recurring closed days as 'MM-DD' (public holidays). */
  closedDates: z.array(z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)),
  /** Vehicle types rented here. */
  vehicleTypes: z.array(z.enum(['car', 'van', 'truck'])).min(1),
  /** Whether subscriptions are handed over here. */
  subscription: z.boolean(),
});
export type Station = z.infer<typeof stationSchema>;

/** One market's cities (`GET /v1/locations`) with the branches of each. */
export const countryStationsSchema = z.object({
  /** Cities in the API's order (main city first), each with its branch ids in the API's order. */
  cities: z.array(z.object({ city: text, coordinates, branchIds: z.array(z.number().int()).min(1) })),
  /** Every branch of the market. */
  branches: z.array(stationSchema),
});

/** The snapshot file scripts/stations.ts writes before the site build. */
export const stationsSnapshotSchema = z
  .object({
    /** Where the data came from: 'product API (in-process, seeded)' or the API's base URL. */
    source: text,
    /** Per country (alpha-2) of the sites built. */
    countries: z.record(countryCode, countryStationsSchema),
  })
  .superRefine((snapshot, ctx) => {
    for (const [country, data] of Object.entries(snapshot.countries)) {
      const ids = new Set(data.branches.map((b) => b.id));
      for (const city of data.cities) {
        for (const id of city.branchIds) {
          if (!ids.has(id))
            ctx.addIssue({
              code: 'custom',
              path: ['countries', country, 'cities'],
              message: `${country} ${city.city}: branch ${id} is listed in /v1/locations but missing from the stations`,
            });
        }
      }
    }
  });
export type StationsSnapshot = z.infer<typeof stationsSnapshotSchema>;

/** Where the snapshot is written and read: `.data/stations.json` at the repository root, or RENTAL_STATIONS_FILE. */
export function stationsFile(): string {
  const fromEnv = process.env.RENTAL_STATIONS_FILE;
  if (fromEnv) return fromEnv;
  let dir = process.cwd();
  for (;;) {
    if (existsSync(path.join(dir, 'package-lock.json'))) return path.join(dir, '.data/stations.json');
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(process.cwd(), '.data/stations.json');
    dir = parent;
  }
}

/** Reads and validates the snapshot; names the file and every problem when it is missing or invalid. */
export function readStationsSnapshot(file = stationsFile()): StationsSnapshot {
  if (!existsSync(file)) {
    throw new Error(
      `No station data at ${file}: \`npm run build\` writes it from the product API before the site build (scripts/stations.ts; RENTAL_API_URL names a running API).`,
    );
  }
  const result = stationsSnapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid station data in ${file}:\n${problems}`);
  }
  return result.data;
}
