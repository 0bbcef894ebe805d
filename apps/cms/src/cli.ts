// `npm run cms`: installs the CMS on first use, starts Directus on PostgreSQL with a seeded admin,
// creates the content collections and imports content/ when they are empty, then prints how to build
// the sites from it. Dev secrets are made per run, like scripts/start.ts does (nothing in the repo).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInstalled } from './install.ts';

const { values } = parseArgs({
  options: {
    /** Only these sites' content, e.g. --site de,uk (every site when absent). */
    site: { type: 'string' },
    /** Install only (CI's cache step, the test's set-up). */
    'install-only': { type: 'boolean', default: false },
  },
});

ensureInstalled();
if (values['install-only']) process.exit(0);

// Imported after the install: they need apps/cms/node_modules (@directus/sdk).
const { readEnv } = await import('./env.ts');
const { startCms } = await import('./run.ts');
const env = readEnv();
const dataDir = env.CMS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rental-cms-'));
const cms = await startCms({
  port: env.CMS_PORT,
  databaseUrl: env.CMS_DATABASE_URL,
  dataDir,
  adminEmail: env.CMS_ADMIN_EMAIL,
  adminPassword: env.CMS_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
  adminToken: env.CMS_ADMIN_TOKEN ?? randomBytes(24).toString('base64url'),
  secret: randomBytes(32).toString('base64url'),
  filter: values.site ? { siteIds: values.site.split(',').map((s) => s.trim()) } : {},
});
console.log(`
Directus (the content CMS) is running: ${cms.url}/admin
  admin:  ${cms.adminEmail} / ${cms.adminPassword}
  token:  ${cms.token}
Build sites from it:
  CONTENT_SOURCE=directus DIRECTUS_URL=${cms.url} DIRECTUS_TOKEN=${cms.token} npm run build -- --site de
Ctrl+C stops it${env.CMS_DATABASE_URL ? '' : ' (its temporary PostgreSQL and content go with it)'}.`);
const stop = async () => {
  await cms.stop();
  // A temporary data folder (uploads) goes with a temporary CMS; a kept database keeps its files.
  if (env.CMS_DATA_DIR === undefined && env.CMS_DATABASE_URL === undefined) {
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
