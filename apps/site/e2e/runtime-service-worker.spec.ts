// The service worker (spec §4, §7, §8): /sw.js precaches the offline page and hashed assets, answers
// with the offline page when the network is gone, logs failures, and an updated worker that waits
// makes the next navigation a full page load.
import type { Page } from '@playwright/test';
import {
  clickLinkTo,
  expect,
  markWindow,
  requestsTo,
  runtimeReady,
  test,
  windowMarked,
  withoutPrefetch,
} from './fixtures/runtime-test.ts';

// The config blocks service workers for every other suite (each fresh context would precache the shell).
test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => withoutPrefetch(page));

/** Waits until /sw.js is active and controls the page (clientsClaim). */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the worker registers on localhost, precaches the shell and answers with the offline page', async ({
  page,
  rt,
}) => {
  await page.goto(rt.url('de', '/flotte'));
  await runtimeReady(page);
  expect(await controlled(page)).toBe(rt.url('de', '/sw.js'));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.some((u) => u.startsWith('/sw-offline.html'))).toBe(true);
  expect(cached.some((u) => /^\/_astro\/client-runtime\..+\.js$/.test(u))).toBe(true);

  // The network is gone: every request is dropped.
  rt.override(/.*/, { drop: true });
  await page.goto(rt.url('de', '/cabrio-mieten'));
  await expect(page.locator('[data-offline]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('an updated worker that waits turns the next navigation into a full page load', async ({ page, rt }) => {
  await page.goto(rt.url('de', '/flotte'));
  await runtimeReady(page);
  await controlled(page);
  await markWindow(page);
  // A new deployment changes /sw.js; the runtime checks for it after client-side navigations.
  rt.setServiceWorkerVersion('2');
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute(
    'data-page-data',
    '/page-data/automatik-mietwagen/page-data.json',
  );
  expect(await windowMarked(page)).toBe(true);
  await page.waitForFunction(() => window.rentalRuntime?.swUpdateWaiting() === true, undefined, {
    timeout: 20_000,
  });
  expect(requestsTo(rt, '/sw.js').length).toBeGreaterThanOrEqual(2);
  const visits = () => requestsTo(rt, '/cabrio-mieten').filter((r) => !r.purpose).length;
  const before = visits();
  await clickLinkTo(page, '/cabrio-mieten');
  // The full load brings the whole shell: on a busy 2-core machine more than the default 10 s.
  await expect.poll(() => windowMarked(page), { timeout: 30_000 }).toBe(false);
  await expect(page).toHaveURL(rt.url('de', '/cabrio-mieten'));
  // No page-data fetch for it (prefetches aside): the browser loaded the document itself.
  expect(requestsTo(rt, '/page-data/cabrio-mieten/page-data.json').filter((r) => !r.purpose)).toHaveLength(0);
  expect(visits()).toBe(before + 1);
  // The full load let the waiting worker take over (the browser activates it once the old one has no
  // page left); the runtime no longer asks it to skip waiting, which stalled the load in 1 of 4 runs.
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting == null);
});

test('a failed registration is logged', async ({ page, rt }) => {
  rt.override('/sw.js', { status: 404, body: 'no worker here' });
  const logged = page.waitForEvent('console', (m) => m.text().includes('service worker registration failed'));
  await page.goto(rt.url('de', '/flotte'));
  await logged;
});

test('a worker that becomes redundant is logged', async ({ page, rt }) => {
  rt.override('/sw.js', {
    contentType: 'text/javascript',
    body: "self.addEventListener('install', (event) => event.waitUntil(Promise.reject(new Error('install failed'))));",
  });
  const logged = page.waitForEvent('console', (m) => m.text().includes('service worker became redundant'));
  await page.goto(rt.url('de', '/flotte'));
  await logged;
});
