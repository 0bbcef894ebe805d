// `npm run bench -w @rental/ride` (and the root `npm run bench`): the ride app's JS (gzip), the time to
// its first content on the US ride page (the static first view, then the live app after the visitor's
// first intent), and the live stream's delivery latency: from the moment a ride's status changes (its
// `statusAt`, the simulator's clock) to the event's arrival at a client, with the simulator sped up.
// Runs the built product (`npm run build`) with its own server and API on their own ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { serializeChoice, storageKey } from '@rental/site/consent/rules';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(repoRoot, 'apps/ride/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const loads = Number(process.env.BENCH_LOADS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4740);
const speed = 30;

if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
  throw new Error('apps/ride/dist is missing: run `npm run build` first');
}
const files = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.js') && statSync(path.join(dist, f)).isFile());
const size = (list: string[]) => list.reduce((n, f) => n + gzip(readFileSync(path.join(dist, f))), 0);
console.log('\nRide (apps/ride)');
console.log(`  build, all JS files:            ${kb(size(files))} gzip in ${files.length} files`);

/** The product on its own ports: `npm start` without the build, the simulator at `speed`. */
function startProduct(): ChildProcess {
  return spawn(process.execPath, [path.join(repoRoot, 'scripts/start.ts'), '--no-build', '--quiet'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port + 1),
      API_THROTTLE: 'relaxed',
      RIDE_SIMULATOR_SPEED: String(speed),
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
const api = `http://127.0.0.1:${port + 1}/api`;
const comHeaders = { 'x-forwarded-host': 'com.localhost', 'content-type': 'application/json' };
try {
  await waitFor(`http://127.0.0.1:${port}/sites.json`, 120_000);
  await waitFor(`${api}/health/ready`, 120_000);

  // Time to first content in Chromium: the static first view, then the live app after a hover.
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP com.localhost 127.0.0.1:${port}`],
  });
  const firstView: number[] = [];
  const live: number[] = [];
  const downloaded: number[] = [];
  try {
    for (let i = -1; i < loads; i++) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 1280, height: 900 },
      });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKey,
        serializeChoice({ performance: false, at: Date.now() }),
      ] as const);
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/webapp/ride/') && r.url().endsWith('.js'))
          bodies.push(r.body());
      });
      await page.goto('http://com.localhost/ride');
      await page.locator('#ride-booking-container #ride-pickup').waitFor();
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      const start = await page.evaluate(() => performance.now());
      await page.locator('#ride-booking-container').hover();
      await page.waitForFunction(
        () =>
          (
            globalThis as { __remoteApps?: { apps: { app: string; firstContentAt?: number }[] } }
          ).__remoteApps?.apps.find((a) => a.app === 'ride')?.firstContentAt !== undefined,
        null,
        { timeout: 60_000 },
      );
      const shown = await page.evaluate(
        () =>
          (
            globalThis as { __remoteApps?: { apps: { app: string; firstContentAt?: number }[] } }
          ).__remoteApps!.apps.find((a) => a.app === 'ride')!.firstContentAt!,
      );
      if (i >= 0) {
        firstView.push(fcp);
        live.push(shown - start);
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
    `  first view on screen (FCP):     ${median(firstView).toFixed(0)} ms after navigation (median of ${loads})`,
  );
  console.log(
    `  hover → live booking form:      ${median(live).toFixed(0)} ms (median of ${loads}; app code, strings, mount)`,
  );

  // The stream: a customer books three rides; each event's arrival against the status's start time.
  const signUp = await fetch(`${api}/v2/users`, {
    method: 'POST',
    headers: comHeaders,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Rider',
      email: `bench-${Date.now()}@example.com`,
      password: 'Lantern-Orchard-77',
    }),
  });
  const cookie = signUp.headers.get('set-cookie')?.split(';')[0] ?? '';
  const latencies: number[] = [];
  for (let ride = 0; ride < 3; ride++) {
    const quote = await (
      await fetch(`${api}/v1/ride/quotes`, {
        method: 'POST',
        headers: { ...comHeaders, cookie },
        body: JSON.stringify({
          pickup: { label: 'JFK', lat: 40.6413, lng: -73.7781 },
          destination: { label: 'Times Square', lat: 40.758, lng: -73.9855 },
          pickupAt: null,
          passengers: 1,
          luggage: 0,
        }),
      })
    ).json();
    const booked = await (
      await fetch(`${api}/v1/ride/rides`, {
        method: 'POST',
        headers: { ...comHeaders, cookie },
        body: JSON.stringify({ quoteId: quote.quoteId, vehicleClass: 'economy' }),
      })
    ).json();
    const res = await fetch(`${api}/v1/ride/rides/${booked.ride.id}/events`, { headers: { cookie } });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let last = '';
    let first = true;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const arrived = Date.now();
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        const ride = JSON.parse(data.slice(6)) as { status: string; statusAt: string };
        // A new status (not the state sent on connecting): how long after it began did it arrive?
        if (!first && ride.status !== last) latencies.push(arrived - Date.parse(ride.statusAt));
        first = false;
        last = ride.status;
      }
    }
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `  stream delivery latency:        median ${median(latencies)} ms, max ${sorted.at(-1)} ms over ${latencies.length} status changes (simulator ×${speed}: the API checks every ${Math.max(50, Math.min(1000, 2000 / speed)).toFixed(0)} ms)`,
  );
  console.log(
    `  machine load average (1 min):   ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
} finally {
  product.kill('SIGTERM');
}
