// `npm run bench -w @rental/booking`: the booking engine's figures with the API on loopback —
// JS bytes (gzip) the booking app adds to a home page, time from page load until the search form is
// usable (median of 5 loads in Chromium), and the offer-list response time (median and p95 of 30 calls).
// Starts its own server on free ports with an in-memory database; needs `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dist = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.BENCH_PORT ?? 46300);
const apiPort = port + 1;
const site = process.env.BENCH_SITE ?? 'de';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** GET on loopback with a Host header (Node does not resolve *.localhost). */
function get(pathname: string, host: string, targetPort: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: targetPort, path: pathname, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      const r = await get('/api/health', `${site}.localhost:${port}`, port);
      if (r.status === 200) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(
    `The server on port ${port} did not start within 240 s (is the product built? npm run build).`,
  );
}

let server: ChildProcess | undefined;
try {
  server = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.ts'), '--no-build', '--quiet'], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      API_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForServer();

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
  const readyTimes: number[] = [];
  const bookingFiles = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/webapp/booking/'))
        bookingFiles.add(url.pathname.replace('/webapp/booking/', ''));
    });
    await page.goto(`http://${site}.localhost:${port}/`);
    await page.waitForFunction(() => document.documentElement.dataset.bookingReady === 'true', null, {
      timeout: 60_000,
    });
    readyTimes.push(
      await page.evaluate(
        () => performance.getEntriesByName('booking:search-ready')[0]?.startTime ?? Number.NaN,
      ),
    );
    await context.close();
  }
  await browser.close();

  let raw = 0;
  let gzip = 0;
  for (const file of bookingFiles) {
    const data = await readFile(path.join(dist, file));
    raw += data.length;
    gzip += zlib.gzipSync(data, { level: 9 }).length;
  }

  const day = new Date(Date.now() + 9 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const iso = day.toISOString().slice(0, 10);
  const back = new Date(day.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const offersPath = `/api/v1/rentaloffers/offers?branchId=2200&pickupDate=${iso}T12:30&returnDate=${back}T08:30&vehicleType=car`;
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const r = await get(offersPath, `${site}.localhost:${apiPort}`, apiPort);
    if (r.status !== 200) throw new Error(`offer list answered ${r.status}: ${r.body.slice(0, 200)}`);
    if (i > 0) times.push(performance.now() - started); // the first call warms the connection and caches
  }

  console.log('\nBooking engine (apps/booking)');
  console.log(
    `  JS on the ${site} home page:          ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw, ${bookingFiles.size} files)`,
  );
  console.log(
    `  page load -> search form usable:  ${median(readyTimes).toFixed(0)} ms median of ${readyTimes.length} (min ${Math.min(...readyTimes).toFixed(0)}, max ${Math.max(...readyTimes).toFixed(0)})`,
  );
  console.log(
    `  offer list (GET /v1/rentaloffers/offers, loopback): ${median(times).toFixed(1)} ms median, ${p95(times).toFixed(1)} ms p95 of ${times.length}`,
  );
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
