// The campaign billboard of the subscription and truck pages (issue 17, spec §9): at 375 px the narrow
// 375×400 image is the one the browser loads, at 1280 px the wide 1600×640 one (AVIF, the first source
// Chromium takes), with the campaign's text and link as /v2/apps/campaign answers them for the page's
// market (?trucks=true on the truck page); the box is reserved before the image arrives (no layout shift);
// axe finds nothing in the band.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, httpGet, siteUrl, test } from '@rental/testing';
import { holdRemoteApps } from './layouts-support.ts';

const pages = [
  { siteId: 'de', path: '/subscription', country: 'DE', trucks: false },
  { siteId: 'uk', path: '/van', country: 'GB', trucks: true },
] as const;

/** The loaded image's URL once the lazy image has come into view and loaded. */
async function loadedImage(page: Page): Promise<string> {
  const image = page.locator('.billboard img');
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
}

/** Layout shifts in the page so far. */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

for (const { siteId, path, country, trucks } of pages) {
  test(`${siteId} ${path}: the narrow image at 375 px, the wide one at 1280 px, the API's campaign, no axe violations`, async ({
    page,
  }) => {
    await holdRemoteApps(page);
    const answer = await httpGet(
      siteUrl(siteId, `/api/v2/apps/campaign?countryCode=${country}&trucks=${trucks}`),
    );
    const { campaign } = JSON.parse(answer.body);
    expect(campaign, 'the market has a billboard').not.toBeNull();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(siteUrl(siteId, path));
    const band = page.locator('.billboard');
    await expect(band.getByRole('heading', { level: 2 })).toHaveText(campaign.title);
    await expect(band.getByText(campaign.subtitle)).toBeVisible();
    await expect(band.getByRole('link', { name: campaign.cta.label })).toHaveAttribute(
      'href',
      campaign.cta.url,
    );
    const narrow = await loadedImage(page);
    expect(narrow).toBe(campaign.images.mobile.src.replace(/\.jpg$/, '.avif'));
    // Width and height on the sources: the box had its size before the image came (CLS 0).
    expect(await band.locator('img').evaluate((img) => Math.round(img.getBoundingClientRect().height))).toBe(
      Math.round(
        ((await band.locator('img').evaluate((img) => img.getBoundingClientRect().width)) * 400) / 375,
      ),
    );
    expect(await shifts(page)).toBe(0);
    const axeNarrow = await new AxeBuilder({ page }).include('.billboard').analyze();
    expect(axeNarrow.violations.map((v) => v.id)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(siteId, path));
    const wide = await loadedImage(page);
    expect(wide).toBe(campaign.images.desktop.src.replace(/\.jpg$/, '.avif'));
    const box = await page.locator('.billboard img').boundingBox();
    expect(Math.round((box!.width * 640) / 1600)).toBe(Math.round(box!.height));
    expect(await shifts(page)).toBe(0);
    const axeWide = await new AxeBuilder({ page }).include('.billboard').analyze();
    expect(axeWide.violations.map((v) => v.id)).toEqual([]);
  });
}
