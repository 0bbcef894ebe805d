// The help center in Chromium against the real API on loopback (issue 9 "Done when").
import { expect, test } from '@playwright/test';
import { helpCenter, openHelpCenter } from './support.ts';

test.use({ serviceWorkers: 'block' });

test('home shows on the German help-center page', async ({ page }) => {
  await openHelpCenter(page, 'de', '/help-center/');
  const app = helpCenter(page);
  await expect(app.getByRole('heading', { level: 2, name: 'Hilfe-Center' })).toBeVisible();
  await expect(app.locator('.hc-card').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/hc-home.png', fullPage: true });
});
