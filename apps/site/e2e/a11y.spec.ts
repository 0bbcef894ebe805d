// axe-core on a page of every layout at 375 and 1280 px (issue 3 "Done when"): no violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { holdRemoteApps, sampleSiteId, samples } from './layouts-support.ts';
import { siteUrl } from './support.ts';

for (const { layout, path } of samples) {
  for (const width of [375, 1280]) {
    test(`axe: layout ${layout} (${path}) at ${width} px has no violations`, async ({ page }) => {
      // The micro-frontends are not part of the layout: keep their containers as the layout renders them.
      await holdRemoteApps(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(sampleSiteId, path));
      await expect(page.locator('main#main')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
      );
      expect(summary, summary.join('\n')).toEqual([]);
    });
  }
}

test('axe: the open burger menu at 375 px has no violations', async ({ page }) => {
  await holdRemoteApps(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(siteUrl(sampleSiteId, '/'));
  await expect(page.locator('#menu-container astro-island')).not.toHaveAttribute('ssr', /.*/);
  await page.locator('.menu__button').click();
  await page.locator('.site-nav__summary').first().click();
  const results = await new AxeBuilder({ page }).include('#menu-container').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
