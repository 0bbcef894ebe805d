// axe-core on a page of every layout at 375 and 1280 px (issue 3 "Done when"): no violations.
// One page load per layout: the page is checked at 1280 px, then resized to 375 px and checked again.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from '@rental/testing';
import { holdRemoteApps, sampleSiteId, samples } from './layouts-support.ts';

async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

for (const { layout, path } of samples) {
  test(`axe: layout ${layout} (${path}) at 1280 and 375 px has no violations`, async ({ page }) => {
    // The micro-frontends are not part of the layout: keep their containers as the layout renders them.
    await holdRemoteApps(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(sampleSiteId, path));
    await expect(page.locator('main#main')).toBeVisible();
    const wide = await violations(page);
    expect(wide, `1280 px:\n${wide.join('\n')}`).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    // The burger menu answers once the page's behaviours script has run.
    await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
    const narrow = await violations(page);
    expect(narrow, `375 px:\n${narrow.join('\n')}`).toEqual([]);
  });
}

// issues 23 and 19: the pages their chrome, entry points, design and new page types touched, in two markets
// and in Arabic.
const touched: Array<[siteId: string, path: string]> = [
  ['de', '/subscription'],
  ['de', '/share'],
  ['de', '/kleinwagen-mieten'],
  ['de', '/flotte'],
  ['com', '/'],
  ['com', '/plus'],
  ['jlr-de', '/'],
  ['sa', '/ar'],
  ['sa', '/ar/share'],
  ['sa', '/ar/fleet'],
  ['sa', '/ar/help-center'],
  ['sa', '/ar/does-not-exist'],
  // issue 19: a station finder city and branch page, in Arabic.
  ['sa', '/ar/car-rental/riyadh'],
  ['sa', '/ar/car-rental/riyadh/riyadh-airport'],
  // issue 19: the contact page (support contact), in a market and in Arabic.
  ['de', '/contact'],
  ['sa', '/ar/contact'],
];
// A page the layout samples above already check is not checked twice.
const sampled = (siteId: string, path: string) =>
  siteId === sampleSiteId && samples.some((sample) => sample.path === path);
for (const [siteId, path] of touched.filter(([siteId, path]) => !sampled(siteId, path))) {
  test(`axe: ${siteId} ${path} at 1280 and 375 px has no violations`, async ({ page }) => {
    await holdRemoteApps(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(siteId, path));
    await expect(page.locator('main#main')).toBeVisible();
    // spec §3 browserDownloadLink: the outdated-browser prompt stays hidden in a supported browser.
    await expect(page.locator('.browser-prompt')).toBeHidden();
    const wide = await violations(page);
    expect(wide, `1280 px:\n${wide.join('\n')}`).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
    const narrow = await violations(page);
    expect(narrow, `375 px:\n${narrow.join('\n')}`).toEqual([]);
  });
}

test('axe: the open burger menu at 375 px has no violations', async ({ page }) => {
  await holdRemoteApps(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(siteUrl(sampleSiteId, '/'));
  await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
  await page.locator('.menu__button').click();
  await page.locator('.site-nav__summary').first().click();
  expect(await violations(page, '#menu-container')).toEqual([]);
});
