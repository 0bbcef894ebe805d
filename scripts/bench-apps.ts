// `npm run bench` (and `node scripts/bench-apps.ts` after a build): the micro-frontends in Chromium on the
// built product. Prints the JS (gzip) each app loads itself and the shared libraries the page provides
// once (React, i18next, the API client, the UI package), the JS of a first visit to the home page (the
// booking search and the login link are first views, ADR 014), the JS once a signed-in visitor reaches
// for the booking form, when each app's first content shows, and fails on the budgets:
//   - a first visit to the home page loads no app code (nothing under /webapp/);
//   - login's own bundle (its files under /webapp/login/, shared libraries excluded) is at most 8 KB gzip;
//   - the login app starts loading only after the page's load event (it loads when the browser is idle);
//   - every shared library arrives once per page (one copy however many apps mount).
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { sites } from '@rental/markets';
import { createStaticServer } from '@rental/site/server';
import { loadAverage, run } from './run.ts';
import { siteDist, webappDists, workspaces } from './workspaces.ts';

/** Budgets (issue 13 "Done when"). */
export const budgets = {
  /** Login's own JS, gzip, shared libraries excluded. */
  loginOwnBytes: 8 * 1024,
} as const;

const port = Number(process.env.BENCH_PORT ?? 46400);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sum = (entries: Iterable<[string, number]>) => [...entries].reduce((n, [, size]) => n + size, 0);

interface Load {
  /** gzip bytes per JS URL path, in request order. */
  js: Map<string, number>;
  /** How many times each JS URL path was fetched. */
  fetched: Map<string, number>;
  /** app -> ms from navigation start to its first content. */
  firstContent: Map<string, number>;
  /** app -> ms from navigation start to the request of its remote entry. */
  entryRequested: Map<string, number>;
  load: number;
  firstPaint: number;
  states: string[];
  /** gzip JS bytes before the visitor reached for anything. */
  beforeUse: number;
  /** ms from the visitor reaching for the `reach` element to its app's first content. */
  toLiveView?: number;
}

interface OpenOptions {
  /** Replaces the page's HTML. */
  html?: string;
  /** The API's signed-in hint cookie is set, as for a customer who signed in before. */
  signedIn?: boolean;
  /** After the first visit settled, the mouse moves over this element (reaching for a first view). */
  reach?: string;
}

function serveProduct(): Promise<http.Server> {
  const server = createStaticServer({
    root: siteDist,
    sites: sites.map((s) => ({
      id: s.id,
      domain: s.domain,
      languages: s.languages.map((l) => ({ code: l.locale, pathPrefix: l.pathPrefix })),
    })),
    webapps: webappDists(),
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function open(page: Page, url: string, { html, signedIn, reach }: OpenOptions = {}): Promise<Load> {
  const js = new Map<string, number>();
  const fetched = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!/\.m?js$/.test(pathname) || response.status() !== 200) return;
    fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
    pending.push(
      response.body().then(
        (body) => void js.set(pathname, zlib.gzipSync(body, { level: 9 }).length),
        () => {},
      ),
    );
  });
  if (html)
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  if (signedIn) await page.context().addCookies([{ name: 'signed_in', value: '1', url }]);
  await page.goto(url, { waitUntil: 'load' });
  const expected = html ? 0 : await page.locator('[data-app]').count();
  // Every app is either in (first content), failed, or showing its first view.
  const settled = () =>
    page
      .waitForFunction(
        (n) => {
          const apps = globalThis.__remoteApps?.apps ?? [];
          return (
            apps.length >= n &&
            apps.every(
              (a) => a.state === 'failed' || a.state === 'first-view' || a.firstContentAt !== undefined,
            )
          );
        },
        expected,
        { timeout: 60_000 },
      )
      .catch(() => {});
  // Let late chunks (lazy strings, the funnel, an idle app) arrive: wait until no JS arrived for 2 s.
  const quiet = async () => {
    let last = -1;
    while (last !== js.size) {
      last = js.size;
      await page.waitForTimeout(2000);
    }
    await Promise.all(pending);
  };
  await settled();
  await quiet();
  const beforeUse = sum(js);
  let toLiveView: number | undefined;
  if (reach) {
    // The visitor answers the consent banner first (limited use: no tracking scripts join the figures).
    const limited = page.getByRole('button', { name: 'Eingeschränkte Nutzung' });
    if (await limited.isVisible()) await limited.click();
    const reachedAt = await page.evaluate(() => performance.now());
    await page.locator(reach).hover();
    const containerId = await page.locator(reach).evaluate((el) => el.closest('[data-app]')?.id);
    const at = await page
      .waitForFunction(
        (id) => globalThis.__remoteApps?.apps.find((a) => a.containerId === id)?.firstContentAt,
        containerId,
        { timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => undefined);
    if (at !== undefined) toLiveView = at - reachedAt;
    await quiet();
  }
  const result = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
      .filter((e) => /^\/webapp\/[^/]+\/remoteEntry[^/]*\.js$/.test(e.path));
    return {
      apps: (globalThis.__remoteApps?.apps ?? []).map((a) => ({
        app: a.app,
        at: a.firstContentAt,
        state: a.state,
      })),
      entries,
      load: nav.loadEventStart,
      firstPaint: paint?.startTime ?? 0,
    };
  });
  return {
    js,
    fetched,
    firstContent: new Map(result.apps.filter((a) => a.at !== undefined).map((a) => [a.app, a.at!])),
    entryRequested: new Map(result.entries.map((e) => [e.path.split('/')[2]!, e.start])),
    load: result.load,
    firstPaint: result.firstPaint,
    states: result.apps.map((a) => `${a.app}: ${a.state}`),
    beforeUse,
    toLiveView,
  };
}

// The root `npm run bench` builds everything first; alone, build the apps that have no build yet.
for (const w of workspaces().filter((w) => w.webapp && w.scripts.build && !webappDists()[w.webapp])) {
  console.log(`building ${w.name} first (no build in ${w.dir}/dist)`);
  await run('npm', ['run', 'build', '-w', w.name]);
}
const server = await serveProduct();
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
const failures: string[] = [];
try {
  const fresh = async (url: string, options?: OpenOptions) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      return await open(await context.newPage(), url, options);
    } finally {
      await context.close();
    }
  };
  const home = `http://de.localhost:${port}/`;
  const funnel = `http://com.localhost:${port}/services`;
  const helpCenter = `http://de.localhost:${port}/help-center`;
  const account = `http://uk.localhost:${port}/account#/sign-up`;
  // The same home page without containers: what every page costs without apps.
  const bare = await fresh(home, {
    html: readFileSync(path.join(siteDist, 'de', 'index.html'), 'utf8').replace(/\sdata-app="[^"]*"/g, ''),
  });
  // A first visit: nothing used, not signed in.
  const firstVisits: Load[] = [];
  for (let i = 0; i < runs; i++) firstVisits.push(await fresh(home));
  // A signed-in customer (the login app loads when idle) who then reaches for the booking form.
  const loads: Load[] = [];
  for (let i = 0; i < runs; i++)
    loads.push(await fresh(home, { signedIn: true, reach: '#booking-engine-container form' }));
  const first = loads[0]!;
  const pages = {
    'booking funnel (com /services)': await fresh(funnel),
    'help center (de /help-center)': await fresh(helpCenter),
    'account (uk /account#/sign-up)': await fresh(account),
  };
  // issue 14: the account app's time to first content, median of `runs` cold loads of its own page.
  const accountLoads = [pages['account (uk /account#/sign-up)']];
  while (accountLoads.length < runs) accountLoads.push(await fresh(account));

  const appFiles = (load: Load, app: string) => [...load.js].filter(([p]) => p.startsWith(`/webapp/${app}/`));
  const hostFiles = (load: Load) => [...load.js].filter(([p]) => p.startsWith('/_astro/') && !bare.js.has(p));
  console.log(
    `\nMicro-frontends (built: ${Object.keys(webappDists()).join(', ')}; ${runs} cold loads of ${home})`,
  );
  const firstVisitJs = median(firstVisits.map((l) => sum(l.js)));
  const firstVisitApps = [
    ...new Set(firstVisits.flatMap((l) => [...l.js.keys()].filter((p) => p.startsWith('/webapp/')))),
  ];
  console.log(
    `  de home, first visit (booking search and login link are first views, nothing used): ${kb(firstVisitJs)} gzip JS (median of ${runs}; app code: ${firstVisitApps.length ? firstVisitApps.join(', ') : 'none'}; load average ${loadAverage()})`,
  );
  if (firstVisitApps.length > 0)
    failures.push(`a first visit to the de home loaded app code: ${firstVisitApps.join(', ')}`);
  console.log(
    `  de home, signed in: ${kb(median(loads.map((l) => l.beforeUse)))} gzip JS before the booking form is used (login app on idle), ${kb(median(loads.map((l) => sum(l.js))))} once it is`,
  );
  const live = loads.map((l) => l.toLiveView).filter((t): t is number => t !== undefined);
  console.log(
    live.length
      ? `  from the mouse over the booking form to the live form: ${median(live).toFixed(0)} ms (median of ${live.length}, min ${Math.min(...live).toFixed(0)}, max ${Math.max(...live).toFixed(0)}; load average ${loadAverage()})`
      : '  the booking form never came live after the mouse reached for it',
  );
  if (live.length < loads.length)
    failures.push('the booking app did not take over its first view when reached for');
  console.log(`  apps on the page: ${loads.map((l) => l.states.join(', ')).join(' | ')}`);
  console.log(
    `  every page, host bootstrap (app-host script): ${kb(sum([...bare.js].filter(([p]) => p.includes('app-host'))))}`,
  );
  const shared = hostFiles(first);
  console.log(
    `  the page's runtime for apps (MF runtime, React, loader) and the shared libraries it provides once: ${kb(sum(shared))} in ${shared.length} files`,
  );
  for (const [file, size] of [...shared].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`      ${kb(size).padStart(9)}  ${file}`);
  const perApp = new Map<string, number>();
  for (const [label, load] of [
    ['de home, signed in, booking form used (login + booking search)', first] as const,
    ...Object.entries(pages),
  ]) {
    const apps = [
      ...new Set([...load.js.keys()].map((p) => p.match(/^\/webapp\/([^/]+)\//)?.[1]).filter(Boolean)),
    ] as string[];
    for (const app of apps) {
      const own = sum(appFiles(load, app));
      perApp.set(app, Math.max(perApp.get(app) ?? 0, own));
      console.log(`  ${label}: app ${app} own JS ${kb(own)} gzip in ${appFiles(load, app).length} files`);
    }
    const shared = hostFiles(load);
    console.log(
      `  ${label}: whole page JS ${kb(sum(load.js))} gzip (apps ${kb(sum([...load.js].filter(([p]) => p.startsWith('/webapp/'))))}, page runtime and shared libraries ${kb(sum(shared))}, site ${kb(sum([...load.js].filter(([p]) => bare.js.has(p))))})`,
    );
    const twice = [...load.fetched].filter(([, n]) => n > 1).map(([p]) => p);
    if (twice.length > 0) failures.push(`${label}: fetched more than once: ${twice.join(', ')}`);
    for (const name of ['react-dom', 'i18next', 'react-aria', 'openapi-fetch', 'react-hook-form']) {
      const copies = [...load.js.keys()].filter(
        (p) =>
          p.split('/').pop()!.replace(/\.js$/, '').includes(name.replace(/-/g, '_')) ||
          p.includes(`prebuild__${name.replace(/-/g, '_mf_1_')}`),
      );
      if (copies.length > 1)
        failures.push(`${label}: ${name} arrives as ${copies.length} files: ${copies.join(', ')}`);
    }
  }
  for (const [app, bytes] of perApp) console.log(`  app ${app}: ${kb(bytes)} gzip of its own JS at most`);

  const loginOwn = perApp.get('login') ?? 0;
  console.log(
    `\n  budget: login's own JS ${kb(loginOwn)} gzip ≤ ${kb(budgets.loginOwnBytes)}: ${loginOwn <= budgets.loginOwnBytes ? 'ok' : 'OVER'}`,
  );
  if (loginOwn === 0) failures.push('the login app did not load on the de home page');
  else if (loginOwn > budgets.loginOwnBytes)
    failures.push(`login's own JS is ${kb(loginOwn)} gzip, over the ${kb(budgets.loginOwnBytes)} budget`);
  for (const load of loads) {
    const requested = load.entryRequested.get('login');
    if (requested !== undefined && requested < load.load) {
      failures.push(
        `login's remote entry was requested at ${requested.toFixed(0)} ms, before the load event (${load.load.toFixed(0)} ms)`,
      );
    }
  }
  console.log(
    `  login loads when idle: remote entry requested ${median(loads.map((l) => l.entryRequested.get('login') ?? Number.NaN)).toFixed(0)} ms, after first paint ${median(loads.map((l) => l.firstPaint)).toFixed(0)} ms and the load event ${median(loads.map((l) => l.load)).toFixed(0)} ms (median)`,
  );
  for (const app of ['booking', 'login']) {
    const times = loads.map((l) => l.firstContent.get(app)).filter((t): t is number => t !== undefined);
    console.log(
      times.length
        ? `  first content of ${app}: ${median(times)} ms after navigation start (median of ${times.length}, min ${Math.min(...times)}, max ${Math.max(...times)})`
        : `  first content of ${app}: none (it failed or never rendered)`,
    );
  }
  const accountTimes = accountLoads
    .map((l) => l.firstContent.get('account'))
    .filter((t): t is number => t !== undefined);
  const accountFirst = accountTimes.length === accountLoads.length ? median(accountTimes) : undefined;
  console.log(
    accountFirst === undefined
      ? '  first content of account: none in at least one load (it failed or never rendered)'
      : `  first content of account: ${accountFirst} ms after navigation start (uk /account#/sign-up, median of ${accountTimes.length} cold loads, min ${Math.min(...accountTimes)}, max ${Math.max(...accountTimes)}; load average ${loadAverage()})`,
  );
  if (accountFirst === undefined) failures.push('the account app did not render on the uk account page');
} finally {
  await browser.close();
  server.close();
  server.closeAllConnections();
}
if (failures.length > 0) {
  console.error(`\nMicro-frontend budgets failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nMicro-frontend budgets hold.');
