// What the subscription app's end-to-end specs share.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@rental/testing';

/** The app's container on the page. */
export const app = (page: Page) => page.locator('#subscription-container');

/**
 * axe-core (WCAG 2.2 AA and best practices) on the app's container at 1280 and 375 px, then back to the
 * page's own size; `scrollToTop` first scrolls the page up at each width.
 */
export async function expectAccessible(page: Page, what: string, options: { scrollToTop?: boolean } = {}) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: size.height });
    if (options.scrollToTop) await page.evaluate(() => window.scrollTo(0, 0));
    const result = await new AxeBuilder({ page })
      .include('#subscription-container')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const found = result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe violations in ${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}
