// Issue 23, booking engine: mileage allowances in the market's units, rounded as a rental counter says
// them ('125 mi', never '124.3 mi'), and the unlimited-mileage extra sold only with offers that limit the
// mileage (a UK van, 200 km a day), never with a car whose card already says unlimited mileage.
import type { Page } from '@playwright/test';
import { expect, httpGet, test } from '@rental/testing';
import { addDays, openWeekday, siteUrl } from './support.ts';

test.describe.configure({ timeout: 120_000 });

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Opens the UK offers of the first airport branch for a vehicle type. */
async function ukOffers(page: Page, branch: { id: number; name: string }, type: 'car' | 'van') {
  const day = openWeekday(10);
  await page.goto(
    siteUrl(
      'uk',
      `/services#/offers?branch=${branch.id}&name=${encodeURIComponent(branch.name)}&pickup=${iso(day)}T12:30&return=${iso(addDays(day, 3))}T08:30&type=${type}`,
    ),
  );
  const first = page.locator('[data-offer-code]').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  return first;
}

test('uk: a van allows 125 mi a day and sells unlimited mileage; a car with unlimited mileage does not', async ({
  page,
}) => {
  const stations = await httpGet(
    siteUrl('uk', '/api/v1/branch/next/stations?countryCode=GB&kind=airport&limit=1'),
  );
  const branch = JSON.parse(stations.body).stations[0] as { id: number; name: string };

  const van = await ukOffers(page, branch, 'van');
  await expect(van).toContainText('125 mi per day included');
  await expect(page.locator('[data-offer-code]').filter({ hasText: /\d\.\d mi/ })).toHaveCount(0);
  await van.getByRole('button', { name: 'Select' }).click();
  const vanExtras = page.getByRole('group', { name: 'Extras' });
  await expect(vanExtras).toBeVisible({ timeout: 20_000 });
  await expect(vanExtras).toContainText('Unlimited kilometres');

  const car = await ukOffers(page, branch, 'car');
  await expect(car).toContainText('Unlimited mileage');
  await car.getByRole('button', { name: 'Select' }).click();
  const carExtras = page.getByRole('group', { name: 'Extras' });
  await expect(carExtras).toBeVisible({ timeout: 20_000 });
  await expect(carExtras.locator('label.bk-choice').first()).toBeVisible();
  await expect(carExtras).not.toContainText('Unlimited kilometres');
});
