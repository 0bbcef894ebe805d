// Prefetch of links in view (spec §9): batches of 4 every 3000 ms after an initial 3000 ms, never for
// loaded pages, and not at all on 2g, with save-data or for bots.
import type { BrowserContext, Page } from '@playwright/test';
import { answerConsent } from './consent-support.ts';
import type { LoggedRequest } from './fixtures/runtime-server.ts';
import { expect, runtimeReady, test } from './fixtures/runtime-test.ts';

const targets = [
  '/automatik-mietwagen',
  '/cabrio-mieten',
  '/elektroauto-mieten',
  '/kleinbus-mieten',
  '/kleinwagen-mieten',
  '/kombi-mieten',
  '/kompaktwagen-mieten',
  '/luxusauto-mieten',
];

/** Puts links to the targets at the top of the page, first in document order and in view. */
async function addLinks(page: Page, hrefs: readonly string[]) {
  await page.evaluate(insertLinks, hrefs);
}

/** Runs in the page: a fixed list of links as the first element of the body. */
function insertLinks(list: readonly string[]) {
  const nav = document.createElement('nav');
  nav.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647;background:#fff';
  for (const href of list) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = href;
    a.style.display = 'block';
    nav.append(a);
  }
  document.body.prepend(nav);
}

const prefetchedPages = (requests: LoggedRequest[]) =>
  requests.filter((r) => r.purpose?.includes('prefetch') && !r.path.startsWith('/page-data/'));

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

/** Playwright's browser reports `navigator.webdriver` (an automated browser is a bot: no prefetch); these
 * tests stand in for a visitor's browser. */
async function asVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  });
}

test.beforeEach(async ({ context }) => asVisitor(context));

test('links in view are prefetched 4 at a time, first after 3000 ms, then every 3000 ms, with their page data', async ({
  page,
  rt,
}) => {
  // /flotte was loaded before: it is never prefetched.
  await page.goto(rt.url('de', '/flotte'));
  await runtimeReady(page);
  // The links are in the page before it has loaded, however slow the machine is.
  await page.addInitScript(
    (hrefs) => {
      document.addEventListener('DOMContentLoaded', () => {
        const nav = document.createElement('nav');
        nav.style.cssText = 'position:fixed;top:0;left:0;z-index:2147483647;background:#fff';
        for (const href of hrefs) {
          const a = document.createElement('a');
          a.href = href;
          a.textContent = href;
          a.style.display = 'block';
          nav.append(a);
        }
        document.body.prepend(nav);
      });
      document.addEventListener('astro:page-load', () => {
        (window as unknown as { loadedAt?: number }).loadedAt ??= Date.now();
      });
    },
    ['/flotte', '/mietwagen-ratgeber', ...targets],
  );
  await page.goto(rt.url('de', '/mietwagen-ratgeber'));
  await runtimeReady(page);
  const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);
  // Only this page's prefetches (on a slow machine the first page may have prefetched before leaving).
  const ours = () => prefetchedPages(rt.requests).filter((r) => r.at >= loadedAt);
  await expect.poll(() => ours().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
  const pages = ours();
  const first = pages.slice(0, 4);
  const second = pages.slice(4, 8);
  // A batch's four requests leave together and may reach the server in any order.
  const sorted = (batch: LoggedRequest[]) => batch.map((r) => r.path).sort();
  expect(sorted(first)).toEqual(targets.slice(0, 4));
  expect(sorted(second)).toEqual(targets.slice(4, 8));
  expect(first[0]!.at - loadedAt).toBeGreaterThanOrEqual(2950);
  expect(first[0]!.at - loadedAt).toBeLessThan(4500);
  const gap = second[0]!.at - first[0]!.at;
  expect(gap).toBeGreaterThanOrEqual(2900);
  expect(gap).toBeLessThan(4500);
  // A batch is sent together.
  expect(first[3]!.at - first[0]!.at).toBeLessThan(1000);
  const paths = pages.map((r) => r.path);
  expect(paths).not.toContain('/flotte');
  expect(paths).not.toContain('/mietwagen-ratgeber');
  // Each prefetched page's data comes along (it follows its page's request, so the second batch's data
  // may still be on its way when the eighth page request has been seen: CI failed on that race once).
  const withoutData = () =>
    targets.filter(
      (target) =>
        !rt.requests.some(
          (r) => r.path === `/page-data${target}/page-data.json` && r.purpose?.includes('prefetch'),
        ),
    );
  await expect.poll(withoutData, { timeout: 10_000 }).toEqual([]);
});

test('a prefetched page then loads client-side', async ({ page, rt }) => {
  await page.goto(rt.url('de', '/flotte'));
  await runtimeReady(page);
  await addLinks(page, ['/automatik-mietwagen']);
  await expect.poll(() => prefetchedPages(rt.requests).length, { timeout: 8000 }).toBeGreaterThan(0);
  await page.getByRole('link', { name: '/automatik-mietwagen', exact: true }).first().click();
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute(
    'data-page-data',
    '/page-data/automatik-mietwagen/page-data.json',
  );
});

for (const [name, setup] of [
  ['on a 2g connection', { connection: { effectiveType: '2g', saveData: false } }],
  ['with save-data', { connection: { effectiveType: '4g', saveData: true } }],
  ['for a bot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ['for an automated browser (navigator.webdriver)', { automated: true }],
] as const) {
  test(`nothing is prefetched ${name}`, async ({ browser, rt }) => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      ...('userAgent' in setup ? { userAgent: setup.userAgent } : {}),
    });
    await answerConsent(context);
    if (!('automated' in setup)) await asVisitor(context);
    if ('connection' in setup) {
      await context.addInitScript((connection) => {
        Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      }, setup.connection);
    }
    const page = await context.newPage();
    // The page's clock is driven by the test: past the first batch's 3000 ms without waiting for it.
    await page.clock.install();
    await page.goto(rt.url('de', '/flotte'));
    await runtimeReady(page);
    expect(await page.evaluate(() => window.rentalRuntime?.prefetching)).toBe(false);
    await addLinks(page, targets);
    await page.clock.runFor(4500);
    expect(rt.requests.filter((r) => r.purpose?.includes('prefetch'))).toEqual([]);
    await context.close();
  });
}

test("a visitor's browser prefetches (the control of the tests above)", async ({ page, rt }) => {
  await page.clock.install();
  await page.goto(rt.url('de', '/flotte'));
  await runtimeReady(page);
  expect(await page.evaluate(() => window.rentalRuntime?.prefetching)).toBe(true);
  await addLinks(page, targets);
  await page.clock.runFor(4500);
  await expect.poll(() => prefetchedPages(rt.requests).length).toBeGreaterThan(0);
});
