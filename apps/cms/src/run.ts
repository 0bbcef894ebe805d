// A seeded CMS: PostgreSQL (given or throwaway), Directus started on it, the content collections
// created from the zod model and content/ imported when the pages collection is empty.
import { aggregate, createDirectus, rest, staticToken } from '@directus/sdk';
import type { ContentFilter } from '@rental/content';
import { startTempPostgres } from '@rental/testing/postgres';
import { startDirectus } from './directus.ts';
import { importContent } from './import.ts';
import { type AdminClient, createContentSchema } from './schema.ts';

export interface CmsOptions {
  port: number;
  /** postgres:// URL; absent: a throwaway PostgreSQL for this run. */
  databaseUrl?: string | undefined;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  adminToken: string;
  secret: string;
  /** Extra Directus environment, e.g. CMS_REBUILD_URL for the publish hook. */
  directusEnv?: Record<string, string>;
  /** Which content to import (every site when empty). */
  filter?: ContentFilter;
  log?: (line: string) => void;
}

export interface RunningCms {
  url: string;
  token: string;
  adminEmail: string;
  adminPassword: string;
  client: AdminClient;
  /** Seconds: Directus bootstrap + start, schema, import. */
  timings: { start: number; schema: number; import: number };
  stop: () => Promise<void>;
}

export async function startCms(options: CmsOptions): Promise<RunningCms> {
  const log = options.log ?? console.log;
  const postgres = options.databaseUrl ? undefined : await startTempPostgres();
  const databaseUrl = options.databaseUrl ?? postgres!.url;
  const t0 = performance.now();
  let directus: Awaited<ReturnType<typeof startDirectus>>;
  try {
    directus = await startDirectus({ ...options, databaseUrl, env: options.directusEnv ?? {} }, { log });
  } catch (error) {
    postgres?.stop();
    throw error;
  }
  const stop = async () => {
    await directus.stop();
    postgres?.stop();
  };
  const t1 = performance.now();
  const client: AdminClient = createDirectus(directus.url).with(staticToken(directus.token)).with(rest());
  let t2: number;
  try {
    await createContentSchema(client, log);
    t2 = performance.now();
    const counted = (await client.request(
      aggregate('pages' as never, { aggregate: { count: '*' } } as never),
    )) as Array<{ count: string | number }>;
    if (Number(counted[0]?.count ?? 0) === 0)
      await importContent(client, { filter: options.filter ?? {}, log });
  } catch (error) {
    await stop();
    throw error;
  }
  const t3 = performance.now();
  return {
    url: directus.url,
    token: directus.token,
    adminEmail: options.adminEmail,
    adminPassword: options.adminPassword,
    client,
    timings: { start: (t1 - t0) / 1000, schema: (t2 - t1) / 1000, import: (t3 - t2) / 1000 },
    stop,
  };
}
