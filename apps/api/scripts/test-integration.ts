// `npm run test:integration -w apps/api`: the API's HTTP test suite against a real PostgreSQL
// (temporary, on loopback; Debian's postgresql is installed when missing).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTempPostgres } from '@rental/testing/postgres';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const pg = await startTempPostgres();
let status = 1;
try {
  console.log(`PostgreSQL running at ${pg.url}`);
  const vitest = fileURLToPath(new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [vitest, 'run', '--root', apiRoot, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: pg.url },
  });
  status = result.status ?? 1;
} finally {
  pg.stop();
}
process.exit(status);
