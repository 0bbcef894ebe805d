// Issue 24 "done when": Directus on PostgreSQL, content/ imported, and the German, UK and US sites built
// from the files and from the CMS give the same HTML page by page (apart from build ids).
// Run with `npm run test:cms` (installs apps/cms first); CMS_TEST_PORT picks the loopback port.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { readItems, updateItem } from '@directus/sdk';
import { createDirectusSource, createFileSource, loadAllPages } from '@rental/content';
import { startBuildService } from '../src/publish.ts';
import { type RunningCms, startCms } from '../src/run.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const siteDist = join(repoRoot, 'apps', 'site', 'dist');
const siteIds = ['de', 'uk', 'com'];
const work = mkdtempSync(join(tmpdir(), 'rental-cms-test-'));
const port = Number(process.env.CMS_TEST_PORT ?? 4850);
let cms: RunningCms;

before(async () => {
  cms = await startCms({
    port,
    // The publish hook posts to the build service the last test starts on the next port.
    directusEnv: { CMS_REBUILD_URL: `http://127.0.0.1:${port + 1}/rebuild` },
    dataDir: join(work, 'directus'),
    adminEmail: 'admin@example.com',
    adminPassword: randomBytes(12).toString('base64url'),
    adminToken: randomBytes(24).toString('base64url'),
    secret: randomBytes(32).toString('base64url'),
    filter: { siteIds },
  });
  console.log(
    `Directus: start ${cms.timings.start.toFixed(1)} s, schema ${cms.timings.schema.toFixed(1)} s, import ${cms.timings.import.toFixed(1)} s`,
  );
});

after(async () => {
  await cms?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the Directus source returns the same validated pages as the file source', async () => {
  const filter = { siteIds };
  const fromFiles = await loadAllPages(createFileSource(), filter);
  const fromCms = await loadAllPages(createDirectusSource({ url: cms.url, token: cms.token }), filter);
  // `file` says where a page came from (a path or a Directus item); everything else must match.
  const strip = (pages: typeof fromFiles) => pages.map(({ file: _file, ...page }) => page);
  assert.equal(fromCms.length, fromFiles.length);
  assert.deepEqual(strip(fromCms), strip(fromFiles));
});

test('the CMS refuses a page whose body breaks the editorial language, with the spec message and position', async () => {
  const [page] = (await cms.client.request(
    readItems('pages' as never, { fields: ['id'], limit: 1 } as never),
  )) as Array<{ id: number }>;
  assert.ok(page, 'an imported page');
  await assert.rejects(
    cms.client.request(
      updateItem('pages' as never, page.id, { body: '# Titel\n\nText mit <b>HTML</b>.' } as never),
    ),
    (error: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) => {
      const [first] = error.errors ?? [];
      assert.equal(first?.extensions?.code, 'EDITORIAL_TEXT_INVALID');
      assert.match(
        first?.message ?? '',
        /^body line 3, column 10: Your text includes HTML code, which is not allowed\. Please remove the HTML code to continue\. \(html-not-allowed\)/,
      );
      return true;
    },
  );
});

/**
 * Builds the selected sites with Astro from one source and moves the output to `out`. Asynchronously:
 * a synchronous build would block this process's event loop, and the HTTP client would then reuse a
 * keep-alive connection Directus closed meanwhile ("other side closed").
 */
async function buildSites(out: string, env: Record<string, string>): Promise<void> {
  const child = spawn('npm', ['run', 'build', '-w', '@rental/site'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, RENTAL_SITES: siteIds.join(','), RENTAL_NO_SW: '1', ...env },
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  assert.equal(code, 0, `the site build (${JSON.stringify(env)}) failed`);
  renameSync(siteDist, out);
}

/** A page without its build id (`<meta name="rental-runtime" data-build>`, new on every build). */
function withoutBuildId(file: string): string {
  return readFileSync(file, 'utf8').replace(/ data-build="[0-9a-f]+"/g, ' data-build="(build)"');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort();
}

test('the de, uk and com sites built from Directus are the sites built from the files, page by page', async () => {
  // The station and fleet snapshots the site build reads (scripts/build.ts writes them first).
  if (!existsSync(join(repoRoot, '.data', 'stations.json')))
    execFileSync(process.execPath, ['scripts/stations.ts'], { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(join(repoRoot, '.data', 'fleet.json')))
    execFileSync(process.execPath, ['scripts/fleet.ts'], { cwd: repoRoot, stdio: 'inherit' });
  const files = join(work, 'dist-files');
  const directus = join(work, 'dist-directus');
  await buildSites(files, { CONTENT_SOURCE: 'files' });
  const started = performance.now();
  await buildSites(directus, {
    CONTENT_SOURCE: 'directus',
    DIRECTUS_URL: cms.url,
    DIRECTUS_TOKEN: cms.token,
  });
  console.log(`build from Directus: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const pages = htmlFiles(files);
  assert.ok(pages.length > 100, `expected the pages of ${siteIds.join(', ')}, found ${pages.length}`);
  assert.deepEqual(htmlFiles(directus), pages);
  const differing = pages.filter(
    (page) => withoutBuildId(join(files, page)) !== withoutBuildId(join(directus, page)),
  );
  if (differing.length > 0) {
    // Show where the first differing page departs, so a failure says what differs.
    const [first = ''] = differing;
    const a = withoutBuildId(join(files, first));
    const b = withoutBuildId(join(directus, first));
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    console.log(`${differing.length} of ${pages.length} pages differ; ${first} from character ${at}:`);
    console.log(`  files:    …${a.slice(Math.max(0, at - 120), at + 200)}`);
    console.log(`  directus: …${b.slice(Math.max(0, at - 120), at + 200)}`);
  }
  assert.equal(differing.length, 0, `${differing.length} pages differ, first ${differing[0]}`);
  console.log(`${pages.length} pages identical`);
});

test('publishing a page rebuilds its site from the CMS and the live page changes', async () => {
  const live = join(work, 'dist-directus'); // the Directus build of the previous test, served as is
  const service = await startBuildService({
    port: port + 1,
    directusUrl: cms.url,
    directusToken: cms.token,
    liveDir: live,
  });
  try {
    const [home] = (await cms.client.request(
      readItems(
        'pages' as never,
        {
          fields: ['id', 'title'],
          filter: { site: { _eq: 'de' }, locale: { _eq: 'de-DE' }, page_id: { _eq: 'home' } },
        } as never,
      ),
    )) as Array<{ id: number; title: string }>;
    assert.ok(home, 'the de home page');
    const title = `Autovermietung, neu veröffentlicht ${Date.now()}`;
    const rebuilt = service.next('de');
    const started = performance.now();
    await cms.client.request(updateItem('pages' as never, home.id, { title } as never));
    const done = await rebuilt;
    const html = readFileSync(join(live, 'de', 'index.html'), 'utf8');
    assert.match(html, new RegExp(`<title>${title}`));
    console.log(
      `publish to live (de, one page edited through the API): ${((performance.now() - started) / 1000).toFixed(1)} s (rebuild ${done.seconds.toFixed(1)} s)`,
    );
  } finally {
    await service.close();
  }
});
