// `npm run bench -w @rental/subscription` (and the root `npm run bench`): the subscription app's JS
// (gzip), what a page downloads for it, and the time to the first offers on the German subscription page
// (navigation start to the first offer card in the document, and to the count announced), median of
// BENCH_LOADS loads. Runs the built product (`npm run build`) with its own server and API on their own ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { serializeChoice, storageKey } from '@rental/site/consent/rules';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(repoRoot, 'apps/subscription/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const loads = Number(process.env.BENCH_LOADS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4750);

if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
  throw new Error('apps/subscription/dist is missing: run `npm run build` first');
}
const files = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.js') && statSync(path.join(dist, f)).isFile());
const size = (list: string[]) => list.reduce((n, f) => n + gzip(readFileSync(path.join(dist, f))), 0);
console.log('\nSubscription offers (apps/subscription)');
console.log(`  build, all JS files:            ${kb(size(files))} gzip in ${files.length} files`);

/** The product on its own ports: `npm start` without the build. */
function startProduct(): ChildProcess {
  return spawn(process.execPath, [path.join(repoRoot, 'scripts/start.ts'), '--no-build', '--quiet'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port + 1),
      API_THROTTLE: 'relaxed',
      MAIL_VIEWER_PORT: String(port + 3),
      OIDC_PROVIDER_PORT: String(port + 4),
    },
    stdio: 'ignore',
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const product = startProduct();
try {
  await waitFor(`http://127.0.0.1:${port}/sites.json`, 120_000);
  await waitFor(`http://127.0.0.1:${port + 1}/api/health/ready`, 120_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP de.localhost 127.0.0.1:${port}`],
  });
  const firstOffer: number[] = [];
  const counted: number[] = [];
  const downloaded: number[] = [];
  try {
    // One warm-up load (the API's first answers), then the measured ones.
    for (let i = -1; i < loads; i++) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKey,
        serializeChoice({ performance: false, at: Date.now() }),
      ] as const);
      // The moment the first card enters the document, seen by a MutationObserver (no polling delay).
      await context.addInitScript(() => {
        const marks = globalThis as { __firstOffer?: number };
        new MutationObserver((_, observer) => {
          if (document.querySelector('#subscription-container .subscription-offer')) {
            marks.__firstOffer = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/webapp/subscription/') && r.url().endsWith('.js'))
          bodies.push(r.body());
      });
      await page.goto('http://de.localhost/subscription');
      await page
        .locator('#subscription-container .subscription-offers__count')
        .filter({ hasText: /\d/ })
        .waitFor({ timeout: 60_000 });
      const countAt = await page.evaluate(() => performance.now());
      const offerAt = await page.evaluate(
        () => (globalThis as { __firstOffer?: number }).__firstOffer ?? Number.NaN,
      );
      if (i >= 0) {
        firstOffer.push(offerAt);
        counted.push(countAt);
        downloaded.push((await Promise.all(bodies)).reduce((n, b) => n + gzip(b), 0));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `  JS a page downloads for it:     ${kb(median(downloaded))} gzip (React and the shared libraries come from the page)`,
  );
  console.log(
    `  time to first offers:           ${median(firstOffer).toFixed(0)} ms after navigation (median of ${loads}; /de/subscription, 1280 px)`,
  );
  console.log(
    `  count announced (seen by test): ${median(counted).toFixed(0)} ms after navigation (upper bound)`,
  );
  console.log(
    `  machine load average (1 min):   ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
} finally {
  product.kill('SIGTERM');
}
