// Issue 23, booking engine: only a branch the customer chose is ever searched. Typed text that was not
// picked from the list (nonsense with 'No results', a city typed and Enter) never searches the pre-filled
// default branch; Enter picks the first suggestion or says what to do; picking a city shows its name in
// the field and expands its branches.
import { expect, test } from '@rental/testing';
import { formatDay, markets, openSearch, openWeekday, searchForm, typeDate, usSubmit } from './support.ts';

test.describe.configure({ timeout: 120_000 });

test('US: nonsense with No results + Enter says what to do and never searches the default branch', async ({
  page,
}) => {
  await openSearch(page, 'com');
  const input = searchForm(page).getByRole('combobox', { name: 'Pickup branch' });
  await expect(input).toHaveValue('New York Airport', { timeout: 20_000 });
  await input.fill('Qwzxv');
  await expect(searchForm(page).getByText('No results')).toBeVisible({ timeout: 20_000 });
  await input.press('Enter');
  await expect(searchForm(page).getByText('Choose a pickup branch from the list.')).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('Qwzxv');
  // The submit button says the same; the page stays on the search.
  await searchForm(page).getByRole('button', { name: usSubmit }).click();
  await expect(searchForm(page).getByText('Choose a pickup branch from the list.')).toBeVisible();
  await expect(page).not.toHaveURL(/services/);
});

test('de: "Hamburg" + Enter picks the first suggestion and searches Hamburg, not Munich', async ({
  page,
}) => {
  await openSearch(page, 'de');
  const input = searchForm(page).getByRole('combobox', { name: 'Abholfiliale' });
  await expect(input).toHaveValue('Flughafen München', { timeout: 20_000 });
  await input.fill('Hamburg');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 20_000 });
  await input.press('Enter');
  // The first suggestion is the city: Enter again picks its first branch.
  await expect(input).toHaveValue('Hamburg');
  await expect(page.getByRole('option', { name: /Hamburg/ }).first()).toBeVisible();
  await input.press('Enter');
  await expect(input).toHaveValue(/Hamburg/);
  await expect(input).not.toHaveValue('Hamburg');
  const picked = await input.inputValue();
  // Weekdays: the default return (three days after the pickup, 8:30) is a Sunday when the suite runs on
  // a Wednesday, when the Hamburg station is closed.
  const de = markets.find((m) => m.site === 'de')!;
  await typeDate(page, de.labels.pickupDate, formatDay(openWeekday(8), de.datePattern));
  await typeDate(page, de.labels.returnDate, formatDay(openWeekday(11), de.datePattern));
  await searchForm(page).getByRole('button', { name: 'Angebote anzeigen' }).click();
  await expect(page).toHaveURL(/services/, { timeout: 20_000 });
  expect(decodeURIComponent(page.url().replaceAll('+', ' '))).toContain(`name=${picked}`);
  expect(page.url()).not.toMatch(/M%C3%BCnchen|München/);
});

test('de: typing before the nearest branch is known keeps what the customer typed', async ({ page }) => {
  // The geoip default answers late; the customer's text must not be replaced by it.
  await page.route('**/v1/apps/geoip', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openSearch(page, 'de');
  const input = searchForm(page).getByRole('combobox', { name: 'Abholfiliale' });
  await input.fill('Qwzxv');
  const geoip = page.waitForResponse('**/v1/apps/geoip');
  await geoip;
  await expect(searchForm(page).getByText('Keine Ergebnisse')).toBeVisible({ timeout: 20_000 });
  await expect(input).toHaveValue('Qwzxv');
  await searchForm(page).getByRole('button', { name: 'Angebote anzeigen' }).click();
  await expect(searchForm(page).getByText('Bitte eine Abholfiliale aus der Liste wählen.')).toBeVisible();
  await expect(page).not.toHaveURL(/services/);
});

test('uk: clicking a city puts its name in the field and lists its branches', async ({ page }) => {
  await openSearch(page, 'uk');
  const input = searchForm(page).getByRole('combobox', { name: 'Pickup branch' });
  await input.fill('Manch');
  await page.getByRole('option', { name: /^Manchester\s*City, \d+ branch/ }).click({ timeout: 20_000 });
  await expect(input).toHaveValue('Manchester');
  await expect(page.getByRole('option', { name: /Manchester Airport/ })).toBeVisible();
  await page.getByRole('option', { name: /Manchester Airport/ }).click();
  await expect(input).toHaveValue('Manchester Airport');
});

test('US: a default branch that arrives while the customer is in the pickup field leaves their typing alone', async ({
  page,
}) => {
  // Hold the default (nearest airport) back until the customer has clicked into the field: it used to be
  // written into the field under the cursor, so "New York Down" became "New York AirportNew York Down".
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/branch\/next\/stations\?countryCode=US&kind=airport/, async (route) => {
    await held;
    await route.continue();
  });
  const defaultAnswered = page.waitForResponse(
    /\/api\/v1\/branch\/next\/stations\?countryCode=US&kind=airport/,
  );
  await openSearch(page, 'com');
  const input = searchForm(page).getByRole('combobox', { name: 'Pickup branch' });
  await input.click();
  release();
  await defaultAnswered;
  await input.pressSequentially('New York Down');
  await expect(input).toHaveValue('New York Down');
  await page
    .getByRole('option', { name: /New York Downtown/ })
    .first()
    .click();
  await expect(input).toHaveValue('New York Downtown');
});
