// The private profile in Chromium against the real API (issue 14 §9, `#/profiles`): a postcode that does
// not fit the country's template is refused, named in the summary and at its field, with everything
// typed kept; corrected, the profile is saved (announced), and a reload shows it as saved; axe-core on
// the form with its errors at 1280 and 375 px. One sign-up, through the API.
import type { Page } from '@playwright/test';
import { expect as baseExpect, siteUrl, test } from '@rental/testing';
import { accountApp, expectAccessible, openAccount, uniqueEmail } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

const field = (page: Page, id: string) => page.locator(`#profile-${id}`);

test('UK: driver licence, address and payment saved and kept; a bad postcode refused by name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Signed up through the API from the account page itself (same origin, the page's cookie jar; Node's
  // resolver does not know *.localhost, so not through Playwright's request client), then the account
  // page once, signed in.
  await page.goto(siteUrl('uk', '/account'));
  const signUp = await page.evaluate(
    async (email) =>
      (
        await fetch('/api/v2/users', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Ada',
            lastName: 'Lovelace',
            email,
            password: 'Analytical-Engine-1843',
          }),
        })
      ).status,
    uniqueEmail('profile'),
  );
  expect(signUp).toBe(201);
  await openAccount(page, 'uk', '#/profiles');
  const app = accountApp(page);
  await expect(app.locator('h2.account__title')).toHaveText('Profiles');
  // The UK template: street, city, postcode, country; dates as DD/MM/YYYY (spec §9).
  await expect(field(page, 'address-country')).toHaveValue('GB');
  await field(page, 'licence-number').fill('LOVEL812105AA9ZZ');
  await field(page, 'licence-issued').fill('01/05/2010');
  await field(page, 'address-street').fill('12 St James’s Square');
  await field(page, 'address-city').fill('London');
  await field(page, 'address-postcode').fill('SW1 ZZZ');
  await field(page, 'payment').selectOption('paypal');
  await app.getByRole('button', { name: 'Save profile' }).click();

  const summary = app.locator('.ui-error-summary').first();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(/Postcode/);
  await expect(field(page, 'address-postcode-error')).toHaveText(
    'Please enter a valid postcode, e.g. EC1A 1BB.',
  );
  // Nothing typed is lost.
  await expect(field(page, 'licence-number')).toHaveValue('LOVEL812105AA9ZZ');
  await expect(field(page, 'address-street')).toHaveValue('12 St James’s Square');
  await expectAccessible(page, 'profile with errors');

  await field(page, 'address-postcode').fill('sw1y 4le');
  await app.getByRole('button', { name: 'Save profile' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();

  await page.reload();
  await expect(field(page, 'licence-number')).toHaveValue('LOVEL812105AA9ZZ', { timeout: 30_000 });
  await expect(field(page, 'licence-issued')).toHaveValue('01/05/2010');
  await expect(field(page, 'address-postcode')).toHaveValue('SW1Y 4LE');
  await expect(field(page, 'address-city')).toHaveValue('London');
  await expect(field(page, 'payment')).toHaveValue('paypal');
});
