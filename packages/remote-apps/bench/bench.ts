// `npm run bench -w @rental/remote-apps`: serves the built product, opens a page with two apps (login and
// booking on http://de.localhost/) in Chromium, and prints the JS bytes (gzip) of the host loader and of
// each app, and the time from the start of the page load to each app's first content (median of 5 cold
// loads). Needs the site build (`npm run build`); builds missing apps. Nothing is asserted: figures are printed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { run } from '../../../scripts/run.ts';
import { siteDist, webappDists, workspaces } from '../../../scripts/workspaces.ts';
import { serveProduct } from './serve.ts';

const port = Number(process.env.BENCH_PORT ?? 46400);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pageUrl = `http://de.localhost:${port}/`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Load {
  /** gzip bytes per JS URL path. */
  js: Map<string, number>;
  /** app -> ms from navigation start to its first content. */
  firstContent: Map<string, number>;
  domContentLoaded: number;
  load: number;
  states: string[];
}

async function open(page: Page, stripContainers: boolean): Promise<Load> {
  const js = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!/\.m?js$/.test(url.pathname) || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => void js.set(url.pathname, zlib.gzipSync(body, { level: 9 }).length),
        () => {},
      ),
    );
  });
  if (stripContainers) {
    // The same page without app containers: what every page costs without the apps.
    const html = readFileSync(path.join(siteDist, 'de', 'index.html'), 'utf8').replace(
      /\sdata-app="[^"]*"/g,
      '',
    );
    await page.route(pageUrl, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
  }
  await page.goto(pageUrl, { waitUntil: 'load' });
  const expected = stripContainers ? 0 : await page.locator('[data-app]').count();
  await page
    .waitForFunction(
      (n) =>
        (globalThis.__remoteApps?.apps ?? []).filter(
          (a) => a.state === 'failed' || a.firstContentAt !== undefined,
        ).length >= n,
      expected,
      { timeout: 60_000 },
    )
    .catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  await Promise.all(pending);
  const result = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      apps: (globalThis.__remoteApps?.apps ?? []).map((a) => ({
        app: a.app,
        at: a.firstContentAt,
        state: a.state,
      })),
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
    };
  });
  return {
    js,
    firstContent: new Map(result.apps.filter((a) => a.at !== undefined).map((a) => [a.app, a.at!])),
    domContentLoaded: result.domContentLoaded,
    load: result.load,
    states: result.apps.map((a) => `${a.app}: ${a.state}`),
  };
}

// The root `npm run bench` builds the sites only: build the apps that have no build yet.
for (const w of workspaces().filter((w) => w.webapp && w.scripts.build && !webappDists()[w.webapp])) {
  console.log(`building ${w.name} first (no build in ${w.dir}/dist)`);
  await run('npm', ['run', 'build', '-w', w.name]);
}
const built = Object.keys(webappDists());
const server = await serveProduct(port);
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
  const fresh = async (strip: boolean) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      return await open(await context.newPage(), strip);
    } finally {
      await context.close();
    }
  };
  const baseline = await fresh(true);
  const loads: Load[] = [];
  for (let i = 0; i < runs; i++) loads.push(await fresh(false));
  const first = loads[0]!;

  const sum = (entries: Iterable<[string, number]>) => [...entries].reduce((n, [, size]) => n + size, 0);
  const hostOnEveryPage = [...baseline.js].filter(([p]) => p.includes('app-host'));
  const hostWithApps = [...first.js].filter(([p]) => p.startsWith('/_astro/') && !baseline.js.has(p));
  const apps = [
    ...new Set([...first.js.keys()].map((p) => p.match(/^\/webapp\/([^/]+)\//)?.[1]).filter(Boolean)),
  ] as string[];

  console.log(`\nMicro-frontends on ${pageUrl} (${runs} cold loads; apps built: ${built.join(', ')})`);
  console.log(`  apps on the page:                 ${loads.map((l) => l.states.join(', ')).join(' | ')}`);
  console.log(`  JS (gzip) on every page, host bootstrap (app-host script): ${kb(sum(hostOnEveryPage))}`);
  console.log(
    `  JS (gzip) the host loads when a container is there (MF runtime, React, loader): ${kb(sum(hostWithApps))} in ${hostWithApps.length} files`,
  );
  for (const [file, size] of hostWithApps.sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    console.log(`      ${kb(size).padStart(9)}  ${file}`);
  }
  for (const app of apps) {
    const files = [...first.js].filter(([p]) => p.startsWith(`/webapp/${app}/`));
    console.log(`  JS (gzip) of app ${app}: ${kb(sum(files))} in ${files.length} files`);
  }
  console.log(
    `  page: DOMContentLoaded ${median(loads.map((l) => l.domContentLoaded)).toFixed(0)} ms, load ${median(loads.map((l) => l.load)).toFixed(0)} ms (median)`,
  );
  for (const app of apps) {
    const times = loads.map((l) => l.firstContent.get(app)).filter((t): t is number => t !== undefined);
    if (times.length === 0) {
      console.log(`  first content of ${app}: none (it failed or never rendered)`);
      continue;
    }
    const afterLoad = loads
      .filter((l) => l.firstContent.has(app))
      .map((l) => l.firstContent.get(app)! - l.load);
    console.log(
      `  first content of ${app}: ${median(times)} ms after the page load started (${median(afterLoad).toFixed(0)} ms after the load event; median of ${times.length}, min ${Math.min(...times)}, max ${Math.max(...times)})`,
    );
  }
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections();
}
