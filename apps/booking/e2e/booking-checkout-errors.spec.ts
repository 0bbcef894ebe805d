// Issue 23, booking engine: the checkout's error summary names each field ("First name: This field cannot
// be left empty.") and links to it; card errors disappear once the fields are corrected (US and Germany).
import { expect, test } from '@rental/testing';
import { expectAccessible, markets, openSearch, searchForm } from './support.ts';

test.describe.configure({ timeout: 150_000 });

const strings = {
  'en-US': {
    required: 'This field cannot be left empty.',
    firstName: 'First name',
    lastName: 'Last name',
    terms: 'Terms and conditions: Please accept the terms and conditions.',
    card: 'Credit card (demo)',
    cardNumber: 'Card number',
    cardError: 'Enter a valid card number.',
  },
  'de-DE': {
    required: 'Dieses Feld darf nicht leer bleiben.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    terms: 'Mietbedingungen: Bitte die Mietbedingungen akzeptieren.',
    card: 'Kreditkarte (Demo)',
    cardNumber: 'Kartennummer',
    cardError: 'Bitte eine gültige Kartennummer eingeben.',
  },
} as const;

for (const market of [markets[0], markets[1]]) {
  const s = strings[market.locale];
  test(`${market.site}: the error summary names and links each field; card errors clear once corrected`, async ({
    page,
  }) => {
    await page.route(/\.(png|jpe?g|webp|avif|woff2?)(\?|$)/, (route) => route.abort());
    await openSearch(page, market.site);
    const form = searchForm(page);
    await expect(form.getByRole('combobox', { name: market.labels.branch })).not.toHaveValue('', {
      timeout: 20_000,
    });
    await form.getByRole('button', { name: market.strings.submit }).click();
    await page
      .locator('[data-offer-code]')
      .first()
      .getByRole('button', { name: market.strings.select })
      .click({ timeout: 30_000 });
    await expect(page).toHaveURL(/#\/checkout\?offer=/);

    await page.getByRole('radio', { name: s.card }).check();
    await page.getByLabel(s.cardNumber).fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: market.strings.book }).click();

    // Every problem names its field, and no two lines read the same.
    const summary = page.locator('.ui-error-summary');
    await expect(summary).toBeFocused();
    const links = summary.getByRole('link');
    await expect(links.first()).toHaveText(`${s.firstName}: ${s.required}`);
    await expect(summary.getByRole('link', { name: `${s.lastName}: ${s.required}` })).toBeVisible();
    await expect(summary.getByRole('link', { name: `${s.cardNumber}: ${s.cardError}` })).toBeVisible();
    await expect(summary.getByRole('link', { name: s.terms })).toBeVisible();
    const texts = await links.allTextContents();
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toMatch(/^[^:]+: \S/);

    // A link takes the focus to its field.
    await summary.getByRole('link', { name: `${s.lastName}: ${s.required}` }).click();
    await expect(page.getByLabel(s.lastName, { exact: true })).toBeFocused();

    // Correcting the card number removes its message at the field and in the summary, without a new submit.
    const cardError = page.locator('#bk-f-card-number-error');
    await expect(cardError).toHaveText(s.cardError);
    await page.getByLabel(s.cardNumber).fill('4242 4242 4242 4242');
    await expect(cardError).toBeHidden();
    await expect(page.getByLabel(s.cardNumber)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByRole('link', { name: new RegExp(`^${s.cardNumber}:`) })).toHaveCount(0);
    // Same for a driver field.
    await page.getByLabel(s.firstName, { exact: true }).fill('Alex');
    await expect(page.locator('#bk-f-firstName-error')).toBeHidden();
    await expect(summary.getByRole('link', { name: new RegExp(`^${s.firstName}:`) })).toHaveCount(0);
    await expectAccessible(page);
  });
}
