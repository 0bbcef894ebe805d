// Issue 23, booking engine: bogus checkout or confirmation links (broken link, unknown offer, unknown
// reservation) say what happened and offer the way back, instead of a silent empty search form.
import { expect, test } from '@rental/testing';
import { addDays, expectAccessible, openWeekday, searchForm, siteUrl, usSubmit } from './support.ts';

test.describe.configure({ timeout: 90_000 });

const iso = (d: Date) => d.toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await page.route(/\.(png|jpe?g|webp|avif|woff2?)(\?|$)/, (route) => route.abort());
});

test('us: a broken checkout link explains itself and offers a new search with what it held', async ({
  page,
}) => {
  await page.goto(siteUrl('com', '/services#/checkout?offer=abc&branch=5200&name=New+York+Airport'));
  const heading = page.getByRole('heading', { level: 1, name: 'This booking link cannot be shown' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-booking-invalid-link="checkout"]')).toContainText(
    'The link to this checkout is incomplete or out of date',
  );
  await expect(page).toHaveTitle(/^This booking link cannot be shown \|/);
  // The way back: a search form with the branch the link named.
  await expect(searchForm(page).getByRole('combobox', { name: 'Pickup branch' })).toHaveValue(
    'New York Airport',
  );
  await searchForm(page).getByRole('button', { name: usSubmit }).click();
  await expect(page).toHaveURL(/#\/offers\?branch=5200/);
  await expect(page.locator('[data-offer-code]').first()).toBeVisible({ timeout: 30_000 });
});

test('us: a confirmation link without a valid number, and an unknown reservation, say so', async ({
  page,
}) => {
  await page.goto(siteUrl('com', '/services#/confirmation?reservation=12ab'));
  await expect(page.locator('[data-booking-invalid-link="confirmation"]')).toContainText(
    'This confirmation link has no valid reservation number.',
    { timeout: 30_000 },
  );
  await expect(searchForm(page)).toBeVisible();
  await expectAccessible(page);

  // A well-formed number this browser did not book: no "Your booking is confirmed".
  await page.goto(siteUrl('com', '/services#/confirmation?reservation=1234567890'));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking 1234567890' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Your booking is confirmed')).toHaveCount(0);
  await expect(page.locator('[data-booking-unknown-reservation]')).toContainText(
    'We cannot show the details of this booking here',
  );
  await expect(page.getByRole('link', { name: 'Manage your booking' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start a new search' }).click();
  await expect(searchForm(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a car or van' })).toBeVisible();
});

test('us: a checkout link to an offer that no longer exists says so and leads back to the offers', async ({
  page,
}) => {
  const day = openWeekday(10);
  await page.goto(
    siteUrl(
      'com',
      `/services#/checkout?offer=expired-offer-1&branch=5200&name=New+York+Airport&pickup=${iso(day)}T12:30&return=${iso(addDays(day, 2))}T08:30&type=car`,
    ),
  );
  await expect(page.getByText('This offer is no longer available. Please search again.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Back to offers' }).click();
  await expect(page.locator('[data-offer-code]').first()).toBeVisible({ timeout: 30_000 });
});

test('de: an unknown reservation is explained in German with the way back', async ({ page }) => {
  await page.goto(siteUrl('de', '/services#/confirmation?reservation=1234567890'));
  await expect(page.getByRole('heading', { level: 1, name: 'Buchung 1234567890' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Ihre Buchung ist bestätigt')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buchung verwalten' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Suche starten' })).toBeVisible();
});
