// The signed-in customer's subscriptions in Chromium against the real API (issue 17): a new account, a
// 12-month order made through the API as the subscription funnel makes it, the list in #/subscriptions
// with its term, start, next renewal and monthly cost, "Cancel at term end" confirmed in the dialog, the
// announcement and the changed card (also after a reload), and axe-core on the list at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '@rental/testing';
import {
  accountApp,
  expectAccessible,
  openAccount,
  signUpByApi,
  subscriptionOrderByApi,
  uniqueEmail,
} from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ serviceWorkers: 'block' });

const ukDay = (iso: string) => iso.split('-').reverse().join('/');
const addMonths = (iso: string, months: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
};
const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function card(page: Page, number: string) {
  const item = accountApp(page).locator(`li[data-subscription="${number}"]`);
  await expect(item).toBeVisible();
  return item;
}

test('UK: a 12-month order listed with its renewal, cancelled at term end after confirming', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('subscriptions');
  await openAccount(page, 'uk', '#/subscriptions');
  await signUpByApi(page, { firstName: 'Ada', lastName: 'Byron', email, password: 'Harbour-Lights-2046' });
  const order = await subscriptionOrderByApi(page, 'GB', '12_months');
  await page.reload();
  const app = accountApp(page);
  await expect(app.locator('h2.account__title')).toHaveText('Subscriptions');
  const item = await card(page, order.number);
  const renewal = addMonths(order.startDate, 12);
  await expect(item.getByRole('heading')).toHaveText(
    `${order.vehicle.make} ${order.vehicle.model} · ${order.number}`,
  );
  await expect(item.locator('.account__badge')).toHaveText('Starts soon');
  await expect(item.locator('dl')).toContainText('12 months minimum, then every 30 days');
  await expect(item.locator('dl')).toContainText(`Start${ukDay(order.startDate)}`);
  await expect(item.locator('dl')).toContainText(`Next renewal${ukDay(renewal)}`);
  await expect(item.locator('dl')).toContainText(/Monthly cost£[\d,]+\.\d\d/);
  await expectAccessible(page, 'subscriptions');

  await item.getByRole('button', { name: 'Cancel at term end' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel at term end?' });
  await expect(dialog).toContainText(`stays active until ${ukDay(dayBefore(renewal))} and then ends`);
  await dialog.getByRole('button', { name: 'Yes, cancel at term end' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('status')).toHaveText(
    `Your ${order.vehicle.make} ${order.vehicle.model} subscription is cancelled. It stays active until ${ukDay(dayBefore(renewal))}.`,
  );
  await expect(item.locator('.account__badge')).toHaveText('Cancelled at term end');
  await expect(item.locator('dl')).toContainText(`Ends on${ukDay(dayBefore(renewal))}`);
  await expect(item.getByRole('button', { name: 'Cancel at term end' })).toHaveCount(0);

  // The API keeps it: after a reload the card says the same.
  await page.reload();
  const again = await card(page, order.number);
  await expect(again.locator('.account__badge')).toHaveText('Cancelled at term end');
  await expect(again.locator('dl')).toContainText(`Ends on${ukDay(dayBefore(renewal))}`);
});
