// The fleet slider's data (issue 19, spec §1 fleet slider, §7 `GET /v1/apps/fleet/list`): the snapshot of
// the product API's vehicle groups per market that scripts/fleet.ts writes before the site build, its
// schema and its reader. Plain Node and zod (no React), so the build script imports it too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const text = z.string().trim().min(1);
const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'Expected an ISO 3166-1 alpha-2 code' });

/** A vehicle group as `GET /v1/apps/fleet/list` answers it (its price is left out: pages show it live). */
export const fleetGroupSchema = z.object({
  /** ACRISS-style group code, e.g. 'CDMR'. */
  code: z.string().regex(/^[A-Z]{4}$/, { error: 'Expected four capital letters such as CDMR' }),
  /** car, van or truck. */
  vehicleType: z.enum(['car', 'van', 'truck']),
  /** hatchback, sedan, station_wagon, suv, multiseater, convertible, van, box_truck. */
  bodyStyle: text,
  /** Example model, e.g. 'VW Golf or similar'. */
  model: text,
  /** Seats. */
  seats: z.number().int().positive(),
  /** manual or automatic. */
  transmission: z.enum(['manual', 'automatic']),
  /** petrol, diesel, electric or hybrid. */
  fuel: z.enum(['petrol', 'diesel', 'electric', 'hybrid']),
  /** Picture path on the site, e.g. '/cms/fleet/cdmr.png' (the link checker checks it exists). */
  imagePath: z.string().regex(/^\/cms\/fleet\/[a-z0-9-]+\.png$/, { error: 'Expected /cms/fleet/{code}.png' }),
});
export type FleetGroup = z.infer<typeof fleetGroupSchema>;

/** The snapshot file scripts/fleet.ts writes before the site build. */
export const fleetSnapshotSchema = z.object({
  /** Where the data came from: the API's seed or the API's base URL. */
  source: text,
  /** Per country (alpha-2) of the sites built: its groups in the API's order (type, then price). */
  countries: z.record(countryCode, z.array(fleetGroupSchema)),
});
export type FleetSnapshot = z.infer<typeof fleetSnapshotSchema>;

/** Where the snapshot is written and read: `.data/fleet.json` at the repository root, or RENTAL_FLEET_FILE. */
export function fleetFile(): string {
  const fromEnv = process.env.RENTAL_FLEET_FILE;
  if (fromEnv) return fromEnv;
  let dir = process.cwd();
  for (;;) {
    if (existsSync(path.join(dir, 'package-lock.json'))) return path.join(dir, '.data/fleet.json');
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(process.cwd(), '.data/fleet.json');
    dir = parent;
  }
}

/** Reads and validates the snapshot; names the file and every problem when it is missing or invalid. */
export function readFleetSnapshot(file = fleetFile()): FleetSnapshot {
  if (!existsSync(file)) {
    throw new Error(
      `No fleet data at ${file}: \`npm run build\` writes it from the product API before the site build (scripts/fleet.ts; RENTAL_API_URL names a running API).`,
    );
  }
  const result = fleetSnapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid fleet data in ${file}:\n${problems}`);
  }
  return result.data;
}
