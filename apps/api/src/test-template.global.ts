// Vitest global set-up of the API project: one migrated, seeded PGlite database, dumped once per run, that
// every test file's API starts from (test-support.ts). Opening an empty PGlite runs initdb (2 to 4 s), and
// the migrations and seeds take 1 to 2 s more; loading the dump takes about 0.6 s. Nothing to do on
// PostgreSQL (DATABASE_URL: the integration run), where each file gets a fresh database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped template database (absent on PostgreSQL). */
    apiDatabaseTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  if (!database.dumpDataDir) throw new Error('PGlite can dump its data folder');
  const dump = await database.dumpDataDir();
  await database.close();
  const folder = mkdtempSync(join(tmpdir(), 'rental-api-template-'));
  const file = join(folder, 'pgdata.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('apiDatabaseTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
