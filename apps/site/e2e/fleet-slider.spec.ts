// The fleet slider (spec §1, issue 19) by keyboard, in Chromium: on a German fleet category page at
// 375 px, the keyboard reaches the next button, Enter moves the list by one vehicle and enables the previous button,
// the focused list scrolls with the arrow keys, and smooth scrolling gives way to reduced motion.
import { expect, siteUrl, test } from '@rental/testing';
import { holdRemoteApps } from './layouts-support.ts';

test('the fleet slider by keyboard, reduced-motion aware', async ({ page }) => {
  await holdRemoteApps(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl('de', '/automatik-mietwagen'));
  const slider = page.locator('[data-fleet-slider]');
  const list = slider.locator('.fleet-slider__list');
  const previous = slider.getByRole('button', { name: 'Vorherige Fahrzeuge' });
  const next = slider.getByRole('button', { name: 'Nächste Fahrzeuge' });
  // The script shows the buttons; at the start there is nothing before the first vehicle.
  await expect(next).toBeVisible();
  await expect(previous).toBeDisabled();
  expect(await list.locator('li').count()).toBeGreaterThan(2);
  expect(await list.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('auto');

  // The keyboard reaches the next button: one Shift+Tab back from the list (the disabled previous button is
  // skipped).
  await list.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(list.locator('li').nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(previous).toBeEnabled();

  // The list itself takes the focus and scrolls with the arrow keys.
  const before = await list.evaluate((el) => el.scrollLeft);
  await list.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);

  // Without the reduced-motion preference, the list scrolls smoothly.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await list.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('smooth');
});
