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
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Options of {@link openDatabase}. */
export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite folder, or 'memory://' for an in-memory database. */
  dataDir?: string | undefined;
};

/** Opens and migrates the database. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const dataDir = options.dataDir ?? 'memory://';
  // A fresh clone has no data folder yet; PGlite creates only the last path segment.
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir === 'memory://' ? undefined : dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
