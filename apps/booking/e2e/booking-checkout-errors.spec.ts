// Issue 23, booking engine: the checkout's error summary names each field ("First name: This field cannot
// be left empty.") and links to it; a message disappears once its field is corrected (US and Germany).
import { expect, test } from '@rental/testing';
import { expectAccessible, markets, openSearch, searchForm } from './support.ts';

test.describe.configure({ timeout: 150_000 });

const strings = {
  'en-US': {
    required: 'This field cannot be left empty.',
    firstName: 'First name',
    lastName: 'Last name',
    terms: 'Terms and conditions: Please accept the terms and conditions.',
    email: 'E-mail',
    emailError: 'Enter a valid e-mail address, e.g. name@example.com.',
  },
  'de-DE': {
    required: 'Dieses Feld darf nicht leer bleiben.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    terms: 'Mietbedingungen: Bitte die Mietbedingungen akzeptieren.',
    email: 'E-Mail',
    emailError: 'Bitte eine gültige E-Mail-Adresse eingeben, z. B. name@example.com.',
  },
} as const;

for (const market of [markets[0], markets[1]]) {
  const s = strings[market.locale];
  test(`${market.site}: the error summary names and links each field; a corrected field's error clears`, async ({
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

    await page.getByLabel(s.email, { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: market.strings.book }).click();

    // Every problem names its field, and no two lines read the same.
    const summary = page.locator('.ui-error-summary');
    await expect(summary).toBeFocused();
    const links = summary.getByRole('link');
    await expect(links.first()).toHaveText(`${s.firstName}: ${s.required}`);
    await expect(summary.getByRole('link', { name: `${s.lastName}: ${s.required}` })).toBeVisible();
    await expect(summary.getByRole('link', { name: `${s.email}: ${s.emailError}` })).toBeVisible();
    await expect(summary.getByRole('link', { name: s.terms })).toBeVisible();
    const texts = await links.allTextContents();
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toMatch(/^[^:]+: \S/);

    // A link takes the focus to its field.
    await summary.getByRole('link', { name: `${s.lastName}: ${s.required}` }).click();
    await expect(page.getByLabel(s.lastName, { exact: true })).toBeFocused();

    // Correcting the e-mail address removes its message at the field and in the summary, without a new submit.
    const emailError = page.locator('#bk-f-email-error');
    await expect(emailError).toHaveText(s.emailError);
    await page.getByLabel(s.email, { exact: true }).fill('alex@example.com');
    await expect(emailError).toBeHidden();
    await expect(page.getByLabel(s.email, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByRole('link', { name: new RegExp(`^${s.email}:`) })).toHaveCount(0);
    // Same for a driver field.
    await page.getByLabel(s.firstName, { exact: true }).fill('Alex');
    await expect(page.locator('#bk-f-firstName-error')).toBeHidden();
    await expect(summary.getByRole('link', { name: new RegExp(`^${s.firstName}:`) })).toHaveCount(0);
    await expectAccessible(page);
  });
}
