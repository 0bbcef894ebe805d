// The behaviours of spec §2/§4 in Chromium: news banner hash rule, product-line tabs, burger menu,
// accordion, footer link targets and the loading overlay timings (with Playwright's clock).
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from '@rental/testing';
import { containers, holdRemoteApps, samplePath, sampleSiteId } from './layouts-support.ts';

const url = (path: string) => siteUrl(sampleSiteId, path);

test.describe('news banner (spec §2)', () => {
  const banner = '#news-banner';
  test('shows on an empty hash, #/ and #/?…, hides otherwise, re-checking on every hash change', async ({
    page,
  }) => {
    await page.goto(url('/'));
    await expect(page.locator(banner)).toBeVisible();
    for (const [hash, visible] of [
      ['#/bookings', false],
      ['#/', true],
      ['#section', false],
      ['#/?pickup=MUC', true],
      ['#/?', true],
      ['#/x?y', false],
    ] as const) {
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      if (visible) await expect(page.locator(banner), hash).toBeVisible();
      else await expect(page.locator(banner), hash).toBeHidden();
    }
  });

  test('opening the page on another hash never shows it; on #/? it shows', async ({ page }) => {
    await page.goto(url('/#/profiles'));
    await expect(page.locator(banner)).toBeHidden();
    await page.goto(url('/?x=1#/?y=2'));
    await expect(page.locator(banner)).toBeVisible();
  });

  test('is absent where the page does not set the banner flag', async ({ page }) => {
    await page.goto(url(samplePath('default')));
    await expect(page.locator(banner)).toHaveCount(0);
  });
});

test.describe('product-line tabs (spec §2)', () => {
  test('1280 px: links, the current product line marked', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url(samplePath('ride')));
    const tabs = page.locator('.product-tabs__list a');
    expect(await tabs.count()).toBeGreaterThan(1);
    await expect(tabs.first()).toBeVisible();
    await expect(page.locator('.product-tabs__list a[aria-current="page"]')).toHaveAttribute(
      'data-product-line',
      'ride',
    );
    await expect(page.locator('select.product-tabs__select')).toBeHidden();
  });

  test('375 px: a select that navigates on change', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(url(samplePath('ride')));
    // The ride booking form has comboboxes too (its pickup and destination).
    const select = page.locator('#product-line-select');
    await expect(select).toBeVisible();
    await expect(page.locator('.product-tabs__list')).toBeHidden();
    const share = await page
      .locator('select.product-tabs__select option', { hasText: /share/i })
      .getAttribute('value');
    expect(share).toBeTruthy();
    await select.selectOption(share!);
    await expect(page).toHaveURL(url(share!));
    await expect(page.locator('select.product-tabs__select')).toHaveValue(share!);
  });

  test('absent on a page without a product line', async ({ page }) => {
    await page.goto(url(samplePath('default')));
    await expect(page.locator('.product-tabs')).toHaveCount(0);
  });
});

test.describe('burger menu (spec §4) at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opening locks the body; Escape closes it and focus returns to the button', async ({ page }) => {
    await page.goto(url('/'));
    const button = page.locator('.menu__button');
    await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu-panel')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(page.locator('#site-menu-panel')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('choosing a link closes it', async ({ page }) => {
    await page.goto(url('/'));
    const button = page.locator('.menu__button');
    await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
    await button.click();
    await page.locator('.site-nav__summary').nth(1).click();
    const link = page.locator('.site-nav__details[open] a[href^="/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(url(href!));
    await expect(page.locator('.menu__button')).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.classList.contains('menu-open'))).toBe(false);
  });
});

for (const width of [375, 1280]) {
  test(`menu accordion at ${width} px: one section open at a time; clicking the open one closes it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url('/'));
    if (width < 960) {
      await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
      await page.locator('.menu__button').click();
    } else {
      await expect(page.locator('.menu__button')).toBeHidden();
    }
    const sections = page.locator('.site-nav__details');
    const summaries = page.locator('.site-nav__summary');
    expect(await sections.count()).toBeGreaterThan(1);
    await summaries.nth(0).click();
    await expect(sections.nth(0)).toHaveAttribute('open', '');
    await summaries.nth(1).click();
    await expect(sections.nth(1)).toHaveAttribute('open', '');
    await expect(sections.nth(0)).not.toHaveAttribute('open', /.*/);
    await expect(page.locator('.site-nav__details[open]')).toHaveCount(1);
    await summaries.nth(1).click();
    await expect(page.locator('.site-nav__details[open]')).toHaveCount(0);
  });
}

test('a menu of more than 4 groups stays a burger up to the wider breakpoint (spec §4, §9)', async ({
  page,
}) => {
  // de has 4 groups (bar from 960 px); the international site's English menu has 5 (bar from 1280 px).
  const groups = page.locator('.site-nav__details');
  const burger = page.locator('.menu__button');
  for (const [siteId, width, count, burgerShown] of [
    ['de', 1100, 4, false],
    ['com', 1100, 5, true],
    ['com', 1279, 5, true],
    ['com', 1280, 5, false],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(siteUrl(siteId, '/'));
    await expect(groups).toHaveCount(count);
    if (burgerShown) {
      await expect(burger, `${siteId} at ${width} px`).toBeVisible();
      await expect(groups.first()).toBeHidden();
    } else {
      await expect(burger, `${siteId} at ${width} px`).toBeHidden();
      await expect(groups.first()).toBeVisible();
    }
  }
});

test('footer link targets (spec §3): 0 same window, 1 new window with noopener, else raw', async ({
  page,
}) => {
  await page.goto(url('/'));
  const links = page.locator('footer.site-footer a');
  const seen = new Set<string>();
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    const target = await link.getAttribute('target');
    const rel = await link.getAttribute('rel');
    if (target === null) seen.add('same window');
    else if (target === '_blank') {
      expect(rel).toBe('noopener');
      seen.add('new window');
    } else {
      expect(rel).toBeNull();
      seen.add(`raw ${target}`);
    }
  }
  expect([...seen].sort()).toEqual(['new window', 'raw _self', 'same window']);
});

// A paused fake clock: page time moves only with runFor, so the overlay's timers are exact.
async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-11-22T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test.describe('loading overlay (spec §4, funnel and zen)', () => {
  // The funnel shows its search step as a first view (ADR 014): the overlay covers the app loading for an
  // address with a step in it (the live app loads at once), as a visitor arrives from a search.
  const step = '#/offers?branch=5200&pickup=2026-12-01T12:30&return=2026-12-04T08:30';
  for (const layout of ['funnel', 'zen']) {
    test(`${layout}: no overlay over the first view of an address without a step`, async ({ page }) => {
      await holdRemoteApps(page);
      await pauseClock(page);
      await page.goto(url(samplePath(layout)));
      await expect(page.locator('#funnel-container form[data-booking-search]')).toBeVisible();
      await expect(page.locator('[data-loading-overlay]')).toBeHidden();
    });

    test(`${layout}: shown at start, hidden 5 s after the container appears`, async ({ page }) => {
      await holdRemoteApps(page);
      await pauseClock(page);
      await page.goto(url(samplePath(layout)) + step);
      const overlay = page.locator('[data-loading-overlay]');
      await expect(overlay).toBeVisible();
      await page.clock.runFor(4900);
      await expect(overlay).toBeVisible();
      await page.clock.runFor(200);
      await expect(overlay).toBeHidden();
    });

    test(`${layout}: hidden 1.5 s after first content is added to the container`, async ({ page }) => {
      await holdRemoteApps(page);
      await pauseClock(page);
      await page.goto(url(samplePath(layout)) + step);
      const overlay = page.locator('[data-loading-overlay]');
      await expect(overlay).toBeVisible();
      await page.clock.runFor(1000);
      await page.evaluate((id) => {
        const p = document.createElement('p');
        p.textContent = 'Offers';
        document.getElementById(id)?.append(p);
      }, containers.funnel.id);
      await page.clock.runFor(1400);
      await expect(overlay).toBeVisible();
      await page.clock.runFor(200);
      await expect(overlay).toBeHidden();
    });
  }
});
