// The booking engine's failure paths (spec §4, §5, §8): closed branch, no offers, no matching branch,
// a date before the minimum, invalid driver details, and the API failing mid-checkout without losing data.
import type { Page } from '@playwright/test';
import { expect, test } from '@rental/testing';
import {
  addDays,
  chooseBranch,
  expectAccessible,
  fillCheckout,
  formatDay,
  markets,
  openSearch,
  openWeekday,
  searchForm,
  siteUrl,
  sunday,
  typeDate,
  usSubmit,
} from './support.ts';

test.describe.configure({ timeout: 180_000 });

const us = markets[0];
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Opens the checkout of the first car offer at New York Airport. */
async function openCheckout(page: Page) {
  const day = openWeekday(10);
  await page.goto(
    siteUrl(
      'com',
      `/services#/offers?branch=5200&name=New+York+Airport&pickup=${iso(day)}T12:30&return=${iso(addDays(day, 2))}T08:30&type=car`,
    ),
  );
  await page
    .locator('[data-offer-code]')
    .first()
    .getByRole('button', { name: 'Select' })
    .click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('a closed day at the chosen branch resets the date with the spec message', async ({ page }) => {
  await openSearch(page, 'com');
  await chooseBranch(page, 'Pickup branch', 'New York Down', 'New York Downtown');
  const closed = formatDay(sunday(8), us.datePattern);
  await typeDate(page, 'Pickup date', closed);
  await expect(
    searchForm(page).getByText('The branch is closed on this day. The date has been reset.'),
  ).toBeVisible();
  await expect(searchForm(page).getByRole('textbox', { name: 'Pickup date', exact: true })).not.toHaveValue(
    closed,
  );
});

test("a place without a branch shows 'No results'", async ({ page }) => {
  await openSearch(page, 'com');
  await searchForm(page).getByRole('combobox', { name: 'Pickup branch' }).fill('Qwzxv');
  await expect(searchForm(page).getByText('No results')).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, '#booking-engine-container');
});

test('a pickup date before the minimum date is refused', async ({ page }) => {
  await openSearch(page, 'com');
  await expect(searchForm(page).getByRole('combobox', { name: 'Pickup branch' })).not.toHaveValue('', {
    timeout: 20_000,
  });
  await typeDate(page, 'Pickup date', formatDay(addDays(new Date(), -2), us.datePattern));
  await searchForm(page).getByRole('button', { name: usSubmit }).click();
  await expect(
    searchForm(page).getByText(/The pickup date cannot be before \d\d\/\d\d\/\d{4}\./),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/services/);
});

test("no offers: 'Sorry, no offers found' with a way to change the search", async ({ page }) => {
  await openSearch(page, 'com');
  await chooseBranch(page, 'Pickup branch', 'New York Central', 'New York Central Station');
  await searchForm(page).getByRole('radio', { name: 'Vans' }).check();
  // Both dates on weekdays: the default return (three days after the pickup at 8:30) falls on a Sunday
  // when the suite runs on a Wednesday, and the station is closed then.
  await typeDate(page, 'Pickup date', formatDay(openWeekday(8), us.datePattern));
  await typeDate(page, 'Return date', formatDay(openWeekday(11), us.datePattern));
  await searchForm(page).getByRole('button', { name: usSubmit }).click();
  await expect(page.getByText('Sorry, no offers found')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '#funnel-container');
  await page.getByRole('button', { name: 'Change search' }).last().click();
  await expect(page.getByRole('heading', { name: 'Change search' })).toBeVisible();
  // Back returns to the home page's search with the same branch.
  await page.goBack();
  await expect(searchForm(page).getByRole('combobox', { name: 'Pickup branch' })).toHaveValue(
    'New York Central Station',
    {
      timeout: 30_000,
    },
  );
});

test('invalid driver details get clear messages', async ({ page }) => {
  await openCheckout(page);
  await page.getByRole('button', { name: /Book now/ }).click();
  await expect(page.getByText(/Please correct \d+ fields:/)).toBeVisible();
  await expect(page.locator('#bk-f-firstName-error')).toHaveText('This field cannot be left empty.');
  await expect(page.locator('#bk-f-terms-error')).toHaveText('Please accept the terms and conditions.');
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-address');
  await page.getByLabel('Date of birth').fill('01/15/2015');
  await page.getByLabel('ZIP code').fill('ABC');
  await page.getByRole('button', { name: /Book now/ }).click();
  await expect(page.locator('#bk-f-email-error')).toHaveText(
    'Enter a valid e-mail address, e.g. name@example.com.',
  );
  await expect(page.locator('#bk-f-birthDate-error')).toHaveText(
    /The driver must be at least \d+ for this vehicle\./,
  );
  await expect(page.locator('#bk-f-address-postcode-error')).toHaveText(
    'Enter a valid ZIP code, e.g. 10001.',
  );
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test('the API failing mid-checkout loses nothing, and a retry books once', async ({ page }) => {
  await openCheckout(page);
  await fillCheckout(page, us, 'Retrytester');
  let calls = 0;
  await page.route('**/api/v1/rentalreservations/create', async (route) => {
    calls++;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable' } }),
    });
  });
  await page.getByRole('button', { name: /Book now/ }).click();
  await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
  expect(calls).toBe(1);
  await expect(page.getByLabel('First name')).toHaveValue('Alex');
  await expect(page.getByLabel('Date of birth')).toHaveValue('07/14/1985');
  // A reload after the failure keeps the data too.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Alex', { timeout: 30_000 });
  await page.unroute('**/api/v1/rentalreservations/create');
  await page.getByRole('button', { name: /Book now/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('every step has no axe violations', async ({ page }) => {
    await openSearch(page, 'uk');
    await expectAccessible(page, '#booking-engine-container');
    await openCheckout(page);
    await expectAccessible(page);
    await page.goBack();
    await expect(page.locator('[data-offer-code]').first()).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    await page.goForward();
    await fillCheckout(page, us, 'Smallscreen');
    await page.getByRole('button', { name: /Book now/ }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page);
  });
});

test('the search works with the keyboard alone, and open pickers have no axe violations', async ({
  page,
}) => {
  await openSearch(page, 'de');
  const form = searchForm(page);
  const branch = form.getByRole('combobox', { name: 'Abholfiliale' });
  // The form is ready once the nearest branch is filled in; typing earlier can race the app's start.
  await expect(branch).toHaveValue('Flughafen München', { timeout: 20_000 });
  await branch.fill('Hamb');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 20_000 });
  // While its list is open, react-aria's combobox hides the rest of the page from screen readers with
  // aria-hidden (its portal strategy) but leaves it focusable: axe's aria-hidden-focus, a known upstream
  // limitation (adobe/react-spectrum#4937). Leaving the field closes the list and lifts aria-hidden; the
  // calendar check below runs every rule on the closed combobox.
  await expectAccessible(page, '#booking-engine-container', { disableRules: ['aria-hidden-focus'] });
  await branch.press('ArrowDown');
  await expect(branch).toHaveAttribute('aria-activedescendant', /.+/);
  await branch.press('ArrowDown');
  await branch.press('Enter');
  await expect(branch).toHaveValue(/Hamburg/);
  // Calendar: opens from its button, moves with the arrow keys, picks with Enter, closes back to the field.
  await form.getByRole('button', { name: 'Abholdatum im Kalender wählen' }).click();
  await expectAccessible(page, '#booking-engine-container');
  const grid = form.locator('.bk-calendar table');
  await grid.locator('button[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const chosen = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.day ?? '');
  await page.keyboard.press('Enter');
  await expect(form.locator('.bk-calendar')).toHaveCount(0);
  const [y, m, d] = chosen.split('-');
  await expect(form.getByRole('textbox', { name: 'Abholdatum', exact: true })).toHaveValue(`${d}.${m}.${y}`);
});
