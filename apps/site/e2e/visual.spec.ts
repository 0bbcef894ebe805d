// Visual regression of the key pages (issue 23) at 375 and 1280 px against committed baselines
// (visual.spec.ts-snapshots/): the German and US homes, the Arabic home, a help-center page, the not-found
// page and the funnel's page shell. The micro-frontends are held (their containers stay as the layout
// renders them, with their first views), every image is loaded, and what changes by itself is masked: the price teasers (live
// API prices) and the debug panel (build hash; local host names are in debug mode).
// Update the baselines on purpose with `npx playwright test apps/site/e2e/visual.spec.ts --update-snapshots`.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from '@rental/testing';
import { holdRemoteApps } from './layouts-support.ts';

const pages: Array<[name: string, siteId: string, path: string]> = [
  ['de-home', 'de', '/'],
  ['us-home', 'com', '/'],
  ['ar-home', 'sa', '/ar'],
  ['de-help-center', 'de', '/help-center'],
  ['de-not-found', 'de', '/gibt-es-nicht'],
  ['de-funnel', 'de', '/services'],
];

/** Loads every image at once (lazy ones too, for the full-page shot) and waits until all are decoded. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

for (const [name, siteId, path] of pages) {
  for (const width of [375, 1280]) {
    test(`visual: ${name} at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await holdRemoteApps(page);
      // The price teasers' API call is held too: the line stays as reserved, the same on every run.
      await page.route('**/api/v1/apps/fleet/list**', () => {});
      // Page time stands still: the funnel's loading overlay (spec §4: hidden after 5 s) stays as at start.
      // (Now, not a fixed date: the stored consent answer must not lie in the page's future.)
      await page.clock.install();
      await page.clock.pauseAt(new Date(Date.now() + 1000));
      await page.setViewportSize({ width, height: width < 780 ? 812 : 900 });
      await page.goto(siteUrl(siteId, path));
      await expect(page.locator('main#main')).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        // The first views' default days are the visitor's tomorrow (ADR 014): a new day, new digits.
        mask: [
          page.locator('[data-rental-debug]'),
          page.locator('[data-price-from]'),
          page.locator('input[data-day-offset]'),
        ],
        maxDiffPixelRatio: 0.01,
        // A full-page shot of a long page takes seconds on a busy machine (twice: it must be stable).
        timeout: 45_000,
      });
    });
  }
}
