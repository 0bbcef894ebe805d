// Opens the database (PGlite by default, PostgreSQL when DATABASE_URL is set) and applies the migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its driver kind and a way to close it. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations of `drizzle/` that have not run yet. */
  migrate: () => Promise<void>;
  /**
   * Runs `fn` while holding the database-wide migration lock (a PostgreSQL advisory lock): instances
   * starting together migrate and seed one after the other, so the work is done once.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PGlite only: the data folder as an uncompressed tarball (see {@link OpenDatabaseOptions.loadDataDir}). */
  dumpDataDir?: () => Promise<Blob>;
};

/** Advisory-lock key of migrations and seeding (any constant shared by every instance). */
const MIGRATION_LOCK = 7_150_015;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Options of {@link openDatabase}. */
export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`PGlite.dumpDataDir`) instead of an empty
   * cluster: the API's unit tests start every file from one migrated, seeded database (0.6 s instead of
   * 4 to 5 s of initdb, migrations and seeds; src/test-template.global.ts).
   */
  loadDataDir?: Blob | undefined;
};

/** Opens the database (migrations: see {@link Database.migrate}). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: async () => {
        await migratePostgres(db, { migrationsFolder });
      },
      exclusive: async (fn) => {
        // A session-level lock lives on one connection: reserve it for the duration.
        const lockHolder = await client.reserve();
        try {
          await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK})`;
          return await fn();
        } finally {
          await lockHolder`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
          lockHolder.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  // A fresh clone has no data folder yet; PGlite creates only the last path segment.
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client =
    dataDir === 'memory://'
      ? new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined)
      : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    // PGlite belongs to this one process: nobody else migrates it.
    exclusive: (fn) => fn(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Rows of a raw query, whichever driver ran it (postgres-js returns an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
