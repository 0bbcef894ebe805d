// Seeds a freshly migrated database: demo data once, help content whenever its files change.
import type { Db } from '../client.ts';
import { seedDemo } from './demo.ts';
import { seedHelp } from './help.ts';

/** Seeds what is missing or stale. */
export async function seedDatabase(db: Db, options: { helpDir?: string; now?: Date } = {}): Promise<void> {
  await seedDemo(db, options.now);
  await seedHelp(db, options.helpDir);
}
