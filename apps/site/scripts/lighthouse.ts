// `npm run lighthouse`: Lighthouse (the npm package, mobile emulation with simulated throttling) in
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) on a page of every layout of one site,
// served by the same static host as `npm start` at the site's production host name (mapped to this
// machine: no debug mode, the page a visitor gets; first visit, so the consent banner is open). Prints
// performance and accessibility scores, LCP, TBT and CLS per page, and exits non-zero when a page misses
// the targets (performance 0.98, a11y 1, CLS 0) unless --no-fail. Needs a build: `npm run build`.
// Usage: npm run lighthouse [-- site-id] [--with-apps] [--no-fail] [--only=ibe,ride] [--reports=dir]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { layoutSamples } from './layout-samples.ts';
import { serveBuiltSite } from './serve.ts';

const args = process.argv.slice(2);
const siteId = args.find((a) => !a.startsWith('--')) ?? 'de';
const targets = { performance: 0.98, accessibility: 1, cls: 0 };
// By default the micro-frontends are blocked, so the figures are the layouts' own (the apps have their
// own budgets); --with-apps measures the pages with every app the host mounts.
const withApps = args.includes('--with-apps');
/** The value of a `--name=value` option. */
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
/** --only=ibe,ride limits the run to these layouts. */
const only = option('only')?.split(',');
/** --reports=dir writes each page's full report (JSON) there, for the LCP element and the JS breakdown. */
const reportDir = option('reports');
if (reportDir) await mkdir(reportDir, { recursive: true });

const served = await serveBuiltSite(Number(process.env.LIGHTHOUSE_PORT ?? 4470));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The production host names resolve to this machine: the pages run as visitors get them (no debug mode).
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    `--host-resolver-rules=${served.hostResolverRule}`,
  ],
});

interface Row {
  layout: string;
  path: string;
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const rows: Row[] = [];
try {
  for (const sample of (await layoutSamples(siteId)).filter((s) => !only || only.includes(s.layout))) {
    // Lighthouse stops at a 404 status: open the not-found page at its own address.
    const { layout } = sample;
    const path = layout === 'not-found' ? '/404' : sample.path;
    const result = await lighthouse(served.productionUrl(siteId, path), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(withApps ? {} : { blockedUrlPatterns: ['*/webapp/*'] }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    if (reportDir) await writeFile(join(reportDir, `${siteId}-${layout}.json`), JSON.stringify(result.lhr));
    rows.push({
      layout,
      path,
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    });
    const r = rows.at(-1)!;
    console.log(
      `${layout.padEnd(24)} ${path.padEnd(28)} perf ${r.performance.toFixed(2)}  a11y ${r.accessibility.toFixed(2)}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
  await served.stop();
}

const misses = rows.filter(
  (r) =>
    r.performance < targets.performance || r.accessibility < targets.accessibility || r.cls > targets.cls,
);
console.log(
  `\n${rows.length} pages of site ${siteId} (${withApps ? 'with' : 'without'} micro-frontends); targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, CLS ${targets.cls}.`,
);
if (misses.length > 0) {
  console.log(`Below target: ${misses.map((r) => r.layout).join(', ')}`);
  if (!args.includes('--no-fail')) process.exitCode = 1;
} else console.log('Every layout meets the targets.');
