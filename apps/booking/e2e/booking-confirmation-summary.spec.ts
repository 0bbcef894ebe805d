// Issue 23, booking engine: the confirmation shows the payment the customer chose (card, not "to pay at
// pickup") and lists the chosen protection and extras with their prices, in the US, German and UK markets.
import { expect, test } from '@rental/testing';
import { fillCheckout, markets, openSearch, searchForm } from './support.ts';

test.describe.configure({ timeout: 180_000 });

const card = {
  'en-US': [
    'Credit card (demo)',
    'Card number',
    'Expiry date',
    'Security code',
    'Name on card',
    'Protection',
    'Extras',
  ],
  'de-DE': [
    'Kreditkarte (Demo)',
    'Kartennummer',
    'Gültig bis',
    'Prüfnummer',
    'Name auf der Karte',
    'Schutzpaket',
    'Extras',
  ],
  'en-GB': [
    'Credit card (demo)',
    'Card number',
    'Expiry date',
    'Security code',
    'Name on card',
    'Protection',
    'Extras',
  ],
} as const;
const paidByCard = {
  'en-US': 'Credit card (demo: nothing was charged)',
  'de-DE': 'Kreditkarte (Demo: nichts wurde belastet)',
  'en-GB': 'Credit card (demo: nothing was charged)',
} as const;

for (const market of markets) {
  test(`${market.site}: the confirmation says card payment and lists protection and extras with prices`, async ({
    page,
  }) => {
    const [cardLabel, numberLabel, expiryLabel, cvcLabel, holderLabel, protectionLegend, extrasLegend] =
      card[market.locale];
    const lastName = `Conf${market.site}${Date.now().toString(36)}`.slice(0, 30);
    await openSearch(page, market.site);
    const form = searchForm(page);
    await expect(form.getByRole('combobox', { name: market.labels.branch })).not.toHaveValue('', {
      timeout: 20_000,
    });
    await form.getByRole('button', { name: market.strings.submit }).click();
    const offers = page.locator('[data-offer-code]');
    await offers.first().getByRole('button', { name: market.strings.select }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/#\/checkout\?offer=/);

    // A protection other than the pre-selected one, and the first extra that is not included.
    const protections = page.getByRole('group', { name: protectionLegend }).locator('label.bk-choice');
    await expect(protections.first()).toBeVisible({ timeout: 20_000 });
    const protection = protections.last();
    await protection.locator('input').check();
    const protectionName = (await protection.locator('strong').textContent())!.trim();
    const extra = page
      .getByRole('group', { name: extrasLegend })
      .locator('label.bk-choice')
      .filter({ has: page.locator('input:not([disabled])') })
      .first();
    await extra.locator('input').check();
    const extraName = (await extra.locator('strong').textContent())!.trim();

    await fillCheckout(page, market, lastName);
    await page.getByRole('radio', { name: cardLabel }).check();
    await page.getByLabel(numberLabel).fill('4242 4242 4242 4242');
    await page.getByLabel(expiryLabel).fill('12/39');
    await page.getByLabel(cvcLabel).fill('123');
    await page.getByLabel(holderLabel).fill('Alex Tester');
    await page.getByRole('button', { name: market.strings.book }).click();
    await expect(page.getByRole('heading', { name: market.strings.confirmed })).toBeVisible({
      timeout: 20_000,
    });

    await expect(page.locator('[data-booking-payment]')).toHaveText(paidByCard[market.locale]);
    const addons = page.locator('[data-booking-addons] li');
    await expect(addons.filter({ hasText: protectionName })).toHaveCount(1);
    await expect(addons.filter({ hasText: extraName })).toContainText(market.currency);
    // A reload shows the same summary.
    await page.reload();
    await expect(page.locator('[data-booking-payment]')).toHaveText(paidByCard[market.locale], {
      timeout: 20_000,
    });
    await expect(addons.filter({ hasText: extraName })).toHaveCount(1);
  });
}
