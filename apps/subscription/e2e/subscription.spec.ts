// The subscription offers app end to end (issue 17, item 1) on the German, UK and Land Rover subscription
// pages,
// against the real API and its demo data: filters in the address and Back to the previous list; the
// seventh branch refused with its message; the exhausted state and "Reset filters"; ratings everywhere
// and written reviews only where the market shows them (not in the UK); the filters by keyboard alone;
// axe-core at 375 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from '@rental/testing';
import { app, expectAccessible } from './support.ts';

const appExpect = expect.configure({ timeout: 20_000 });

const de = {
  count: /^(\d+) Angebote?$/,
  electric: 'Elektro (E)',
  branches: 'Abholfilialen',
  tooMany: /Sie können bis zu 6 Filialen wählen\. Entfernen Sie eine, bevor Sie .+ hinzufügen/,
  exhausted: 'Leider keine Angebote gefunden',
  reset: 'Filter zurücksetzen',
  rating: /Bewertet mit \d,\d von 5/,
  reviews: 'Kundenbewertungen',
  back: 'Zurück zu den Angebote',
  availability: 'Verfügbar',
} as const;

const markets = {
  de,
  // The Land Rover subscription host speaks German.
  'jlr-de': de,
  uk: {
    count: /^(\d+) offers?$/,
    electric: 'Electric (E)',
    branches: 'Pickup branches',
    tooMany: /You can choose up to 6 branches\. Remove one before adding .+; your other filters are kept\./,
    exhausted: 'Sorry, no offers found',
    reset: 'Reset filters',
    rating: /Rated \d\.\d out of 5/,
    reviews: 'Customer reviews',
    back: 'Back to the offers',
    availability: 'Available',
  },
} as const;
type Market = keyof typeof markets;

/** The number of offers the live region says, once the list has loaded. */
async function shownCount(page: Page, site: Market): Promise<number> {
  const status = app(page).locator('.subscription-offers__count');
  await appExpect(status).toHaveText(markets[site].count);
  return Number((await status.textContent())?.match(/\d+/)?.[0]);
}

async function open(page: Page, site: Market, hash = '') {
  await page.goto(siteUrl(site, `/subscription${hash}`));
  await appExpect(
    app(page)
      .getByRole('heading', { level: 3 })
      .first()
      .or(app(page).locator('.subscription-offers__exhausted')),
  ).toBeVisible();
  return shownCount(page, site);
}

test('de: a filter narrows the list in the address, an offer opens, and Back returns to each previous list', async ({
  page,
}) => {
  const t = markets.de;
  const all = await open(page, 'de');
  expect(all).toBeGreaterThan(10);
  await app(page).getByLabel(t.electric).check();
  await appExpect(page).toHaveURL(/#\/\?fuel=E$/);
  const electric = await shownCount(page, 'de');
  expect(electric).toBeLessThan(all);
  await app(page).getByLabel('Sortieren nach').selectOption('price_desc');
  await appExpect(page).toHaveURL(/#\/\?fuel=E&sort=price_desc$/);
  await shownCount(page, 'de');
  const first = app(page).getByRole('heading', { level: 3 }).first();
  const vehicle = (await first.textContent()) ?? '';
  await app(page)
    .getByRole('link', { name: `${vehicle} wählen` })
    .first()
    .click();
  await appExpect(page).toHaveURL(/#\/offer\/[a-z0-9-]+$/);
  await appExpect(app(page).getByRole('heading', { level: 2, name: vehicle })).toBeFocused();
  await page.goBack();
  await appExpect(page).toHaveURL(/#\/\?fuel=E&sort=price_desc$/);
  await page.goBack();
  await appExpect(page).toHaveURL(/#\/\?fuel=E$/);
  expect(await shownCount(page, 'de')).toBe(electric);
  await page.goBack();
  await appExpect(app(page).getByLabel(t.electric)).not.toBeChecked();
  expect(await shownCount(page, 'de')).toBe(all);
});

test('de: a seventh pickup branch is refused with a message, keeping the six and the other filters', async ({
  page,
}) => {
  const t = markets.de;
  await open(page, 'de', '#/?fuel=E');
  const group = app(page).getByRole('group', { name: t.branches });
  const boxes = group.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThanOrEqual(7);
  for (let i = 0; i < 6; i++) {
    await boxes.nth(i).check();
    await appExpect(boxes.nth(i)).toBeChecked();
  }
  const six = new URL(page.url()).hash;
  expect(six).toMatch(/^#\/\?fuel=E&branches=\d+(,\d+){5}$/);
  await boxes.nth(6).click();
  await appExpect(group.getByRole('alert')).toHaveText(t.tooMany);
  await expect(boxes.nth(6)).not.toBeChecked();
  for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toBeChecked();
  await expect(app(page).getByLabel(t.electric)).toBeChecked();
  expect(new URL(page.url()).hash).toBe(six);
});

for (const site of ['de', 'uk'] as const) {
  test(`${site}: filters that match nothing say so, and "Reset filters" brings back the full list`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = markets[site];
    const all = await open(page, site);
    await page.goto(siteUrl(site, '/subscription#/?budget=100&transmission=manual'));
    await page.reload();
    await appExpect(app(page).getByRole('heading', { name: t.exhausted })).toBeVisible();
    await shownCount(page, site);
    await expectAccessible(page, `${site} exhausted state`, { scrollToTop: true });
    await app(page).locator('.subscription-offers__exhausted').getByRole('button', { name: t.reset }).click();
    await appExpect(page).toHaveURL(/\/subscription#\/$/);
    expect(await shownCount(page, site)).toBe(all);
  });
}

test('de: the cards show the rating and the written reviews', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, 'de');
  const card = app(page).getByRole('article').first();
  await expect(card.getByText(markets.de.rating)).toBeAttached();
  await card.getByText(markets.de.reviews).click();
  await expect(card.locator('blockquote').first()).toBeVisible();
  await expectAccessible(page, 'the German list', { scrollToTop: true });
});

test('uk: the cards show the rating but no written reviews (shouldHideWrittenReviews)', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, 'uk');
  const cards = app(page).getByRole('article');
  await expect(cards.first().getByText(markets.uk.rating)).toBeAttached();
  await expect(app(page).getByText(markets.uk.reviews)).toHaveCount(0);
  await expect(app(page).locator('blockquote')).toHaveCount(0);
  await expect(cards.first()).toContainText('£');
  await expectAccessible(page, 'the UK list', { scrollToTop: true });
});

test('uk: the filters work by keyboard alone', async ({ page }) => {
  const t = markets.uk;
  const all = await open(page, 'uk');
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
  const tabTo = async (id: string) => {
    for (let i = 0; i < 80 && (await focusedId()) !== id; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe(id);
  };
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo('subscription-availability');
  await page.keyboard.press('ArrowDown');
  await appExpect(page).toHaveURL(/#\/\?availability=within_days$/);
  await shownCount(page, 'uk');
  await tabTo('subscription-fuel-E');
  await page.keyboard.press('Space');
  await appExpect(page).toHaveURL(/#\/\?availability=within_days&fuel=E$/);
  await expect(app(page).getByLabel(t.electric)).toBeChecked();
  await shownCount(page, 'uk');
  // The reset button follows the filters.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent)) === t.reset) break;
  }
  await page.keyboard.press('Enter');
  await appExpect(page).toHaveURL(/\/subscription#\/$/);
  expect(await shownCount(page, 'uk')).toBe(all);
});

test('jlr-de: the Land Rover host offers cars without vans or trucks; a filter goes into the address and Back returns', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rentaloffers/subscriptionoffers')) asked.push(new URL(r.url()).search);
  });
  const all = await open(page, 'jlr-de');
  expect(all).toBeGreaterThan(0);
  // The mount context says offersVans: false: no truck category to choose, none listed, none asked for.
  const categories = app(page).getByRole('group', { name: 'Fahrzeugkategorie' });
  await expect(categories.getByLabel('Pkw', { exact: true })).toBeVisible();
  await expect(categories.getByLabel('Lkw', { exact: true })).toHaveCount(0);
  await expect(app(page).getByText('Lkw', { exact: true })).toHaveCount(0);
  // Nor the licence class of light trucks.
  await expect(app(page).getByLabel('Klasse B (Pkw)')).toHaveCount(1);
  await expect(app(page).getByLabel('Klasse C1 (leichte Lkw)')).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(0);
  for (const search of asked) expect(new URLSearchParams(search).get('category')).toBe('P,F');
  await expectAccessible(page, 'jlr-de offers', { scrollToTop: true });

  await app(page).getByLabel(markets['jlr-de'].electric).check();
  await appExpect(page).toHaveURL(/#\/\?.*fuel=E/);
  const electric = await shownCount(page, 'jlr-de');
  expect(electric).toBeLessThanOrEqual(all);
  await page.goBack();
  await appExpect(app(page).getByLabel(markets['jlr-de'].electric)).not.toBeChecked();
  expect(await shownCount(page, 'jlr-de')).toBe(all);
});

test('de: Back from another page returns to the filtered list the customer left (a full load of its address)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const all = await open(page, 'de');
  await app(page).getByLabel(markets.de.electric).check();
  await appExpect(page).toHaveURL(/\/subscription#\/\?fuel=E$/);
  const electric = await shownCount(page, 'de');
  // A link of the page's chrome, followed client-side by the site's router.
  await page.locator('footer a[href="/imprint"]').first().click();
  await appExpect(page).toHaveURL(siteUrl('de', '/imprint'));
  await page.goBack();
  await appExpect(page).toHaveURL(/\/subscription#\/\?fuel=E$/);
  await appExpect(app(page).getByLabel(markets.de.electric)).toBeChecked();
  expect(await shownCount(page, 'de')).toBe(electric);
  await page.goBack();
  await appExpect(page).toHaveURL(/\/subscription(#\/?)?$/);
  expect(await shownCount(page, 'de')).toBe(all);
});
