// `npm run bench -w @rental/help-center` (and the root `npm run bench`): the help center's JS bytes
// (gzip) as built and as a page downloads them, and the time from page load to first content (the
// first API answer on screen) with the API on loopback, median of several loads in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { serializeChoice, storageKey } from '@rental/site/consent/rules';
import { startStack } from '../e2e/stack.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const siteDist = process.env.HELP_CENTER_SITE_DIST ?? path.resolve(import.meta.dirname, '../../site/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const loads = Number(process.env.BENCH_LOADS ?? 7);

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js') && statSync(path.join(dir, f)).isFile());
}

// The root bench builds the sites only: build this app first when there is no build yet.
if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@rental/help-center'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build -w @rental/help-center failed');
}

const files = jsFiles(dist);
let raw = 0;
let zipped = 0;
for (const file of files) {
  const data = readFileSync(path.join(dist, file));
  raw += data.length;
  zipped += gzip(data);
}
console.log('\nHelp center (apps/help-center)');
console.log(`  build, all JS files:            ${kb(raw)} raw, ${kb(zipped)} gzip in ${files.length} files`);

const port = Number(process.env.BENCH_PORT ?? 4730);
const stack = await startStack(port, port + 1);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const pagePath = '/help-center/';
  const url = `${stack.origin('de')}${pagePath}`;
  const html = readFileSync(path.join(siteDist, 'de', 'help-center', 'index.html'), 'utf8');
  const placed = html.includes('id="help-center-container"');
  const body = placed
    ? undefined
    : html.replace(
        '</main>',
        '<div id="help-center-container" class="app-container" data-app="help-center" data-astro-transition-persist="help-center-container"></div></main>',
      );
  const times: number[] = [];
  const mounts: number[] = [];
  let pageJs = { raw: 0, gzip: 0, files: 0 };
  // One warm-up load (the API's first answers fill its caches; the browser caches nothing between
  // loads: each load has a fresh context), then the measured loads.
  for (let i = -1; i < loads; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    // The consent banner is answered (limited use) before the page runs, as a returning visitor has it.
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      storageKey,
      serializeChoice({ performance: false, at: Date.now() }),
    ] as const);
    const page = await context.newPage();
    if (body)
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
    const downloaded: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (
        new URL(response.url()).pathname.startsWith('/webapp/help-center/') &&
        response.url().endsWith('.js')
      )
        downloaded.push(response.body());
    });
    await page.goto(url);
    await page.waitForFunction(
      () => performance.getEntriesByName('help-center:first-content').length > 0,
      null,
      {
        timeout: 90_000,
      },
    );
    const measured = await page.evaluate(() => ({
      content: performance.getEntriesByName('help-center:first-content')[0]!.startTime,
      mounted:
        (
          globalThis as { __remoteApps?: { apps: { app: string; firstContentAt?: number }[] } }
        ).__remoteApps?.apps.find((a) => a.app === 'help-center')?.firstContentAt ?? Number.NaN,
    }));
    if (i >= 0) {
      times.push(measured.content);
      mounts.push(measured.mounted);
    }
    if (i === 0) {
      const bodies = await Promise.all(downloaded);
      pageJs = {
        raw: bodies.reduce((n, b) => n + b.length, 0),
        gzip: bodies.reduce((n, b) => n + gzip(b), 0),
        files: bodies.length,
      };
    }
    await context.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `  JS a de page downloads:         ${kb(pageJs.raw)} raw, ${kb(pageJs.gzip)} gzip in ${pageJs.files} files (React comes from the page)`,
  );
  console.log(`  page load → app mounted:        ${median(mounts).toFixed(0)} ms (median of ${loads})`);
  console.log(
    `  page load → first content:      ${median(times).toFixed(0)} ms (median of ${loads}, API on loopback)`,
  );
  console.log(
    `  app mounted → first content:    ${median(times.map((t, i) => t - mounts[i]!)).toFixed(0)} ms (median; strings chunk + first API answers)`,
  );
  console.log(
    `  machine load average (1 min):   ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  if (!placed)
    console.log('  (the de help-center page has no container in its build yet: served with it added)');
} finally {
  await browser.close();
  await stack.close();
}
