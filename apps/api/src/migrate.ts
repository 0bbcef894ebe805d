// `npm run db:migrate -w apps/api`: the release step of a deployment with several instances: applies
// the migrations and the seed once (under the same lock the instances take), before instances start
// with API_MIGRATE=false.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.exclusive(async () => {
    await database.migrate();
    await seedDatabase(database.db);
  });
  console.log(`Migrated and seeded the ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database.`);
} finally {
  await database.close();
}
