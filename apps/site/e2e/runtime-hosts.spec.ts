// Debug mode (spec §4) and the service worker's secure-context rule (spec §8) by host name: a
// production domain over plain HTTP (mapped to loopback) against the local *.localhost hosts.
import type { Page } from '@playwright/test';
import base from '../../../playwright.config.ts';
import { answerConsent } from './consent-support.ts';
import { expect, runtimeReady, test } from './fixtures/runtime-test.ts';

const launch = base.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    // The production host name of the German site resolves to this machine, nothing leaves it.
    args: [...(launch.args ?? []), '--host-resolver-rules=MAP www.kestrelrent.de 127.0.0.1'],
  },
});

const panel = (page: Page) => page.locator('[data-rental-debug]');

test('on a local host debug mode is on: the panel shows market, language, layout, build and apps', async ({
  page,
  rt,
}) => {
  await page.goto(rt.url('de', '/'));
  await runtimeReady(page);
  const build = await page.locator('meta[name="rental-runtime"]').getAttribute('data-build');
  await expect(panel(page)).toHaveCount(1);
  await panel(page).getByText('Debug').click();
  await expect(panel(page).locator('[data-debug="market"]')).toHaveText('de / DE');
  await expect(panel(page).locator('[data-debug="language"]')).toHaveText('de-DE');
  await expect(panel(page).locator('[data-debug="layout"]')).toHaveText('ibe');
  await expect(panel(page).locator('[data-debug="build"]')).toHaveText(build ?? 'missing');
  await expect(panel(page).locator('[data-debug="app-booking-engine-container"]')).toContainText('booking');
});

test('at 375 px the debug panel covers no text of the page (issue 23)', async ({ page, rt }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/', '/flotte']) {
    await page.goto(rt.url('de', path));
    await runtimeReady(page);
    await expect(panel(page)).toHaveCount(1);
    const covered = await page.evaluate(() => {
      const box = document.querySelector('[data-rental-debug]')!.getBoundingClientRect();
      const overlaps = (r: DOMRect) =>
        r.width > 0 && r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const hits: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('[data-rental-debug]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(overlaps)) hits.push(node.textContent.trim().slice(0, 40));
      }
      return hits;
    });
    expect(covered, path).toEqual([]);
  }
});

test('on a production host name: no debug panel, no service worker over plain HTTP; the cookie turns debug on', async ({
  browser,
  rt,
}) => {
  // Performance accepted: limited use deletes every cookie but the kept patterns (spec §4), the debug one too.
  const context = await browser.newContext();
  await answerConsent(context, { performance: true });
  const page = await context.newPage();
  const url = `http://www.kestrelrent.de:${rt.port}/flotte`;
  await page.goto(url);
  await runtimeReady(page);
  expect(await page.evaluate(() => window.rentalRuntime?.debug)).toBe(false);
  await expect(panel(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  expect(rt.requests.filter((r) => r.path === '/sw.js')).toHaveLength(0);
  await context.addCookies([{ name: 'rental_debug', value: '1', url }]);
  await page.reload();
  await runtimeReady(page);
  await expect(panel(page)).toHaveCount(1);
  await expect(panel(page).locator('[data-debug="layout"]')).toHaveText('default', { useInnerText: false });
  await context.close();
});

test('the third-party proxy path refuses hosts off its allow-list with a clear status', async ({
  request,
  rt,
}) => {
  // Node does not resolve *.localhost; the proxy path answers on every host of the server.
  const proxy = `http://127.0.0.1:${rt.port}/__third-party-proxy`;
  const refused = await request.get(`${proxy}?url=${encodeURIComponent('https://evil.example/x.js')}`);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe('https://evil.example is not on the third-party allow-list');
  const missing = await request.get(proxy);
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toMatch(/Missing the url query parameter/);
});
