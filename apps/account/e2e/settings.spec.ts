// Account settings in Chromium against the real API (issue 14 §8): name and phone saved and still there
// after a reload, the e-mail change through the link sent to the new address, the password change with
// the policy's messages, the data download (a JSON file), and deleting the account after the password
// is given again, which signs the customer out; axe-core on the settings views at 1280 and 375 px; and
// on the Austrian site a refusal only the API gives, in German (issue 19: API messages in Accept-Language).
// Two sign-ups (the e2e API relaxes its 5-a-minute sign-up limit per client address: API_THROTTLE=relaxed).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, siteUrl, test } from '@rental/testing';
import {
  accountApp,
  emailChangeLinkFor,
  expectAccessible,
  openAccount,
  signUpByApi,
  uniqueEmail,
} from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ serviceWorkers: 'block' });

const heading = (page: Page) => accountApp(page).locator('h2.account__title');

test('UK: profile, e-mail, password, data download and deleting the account', async ({ page }) => {
  test.setTimeout(360_000);
  const email = uniqueEmail('settings');
  const password = 'Lighthouse-Keeper-73';
  await openAccount(page, 'uk', '#/account');
  await signUpByApi(page, { firstName: 'Mary', lastName: 'Somerville', email, password });
  await page.reload();
  const app = accountApp(page);
  await expect(heading(page)).toHaveText('Account settings');
  await expect(page.locator('#profile-first-name')).toHaveValue('Mary');
  await expectAccessible(page, 'account settings');

  // Name and phone: a wrong phone is named in the summary and at the field; saved values survive a reload.
  await page.locator('#profile-first-name').fill('Maria');
  await page.locator('#profile-phone').fill('020 7946 0000');
  await app.getByRole('button', { name: 'Save changes' }).click();
  const summary = app.locator('.ui-error-summary').first();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toContainText('Phone number');
  await expect(page.locator('#profile-phone-error')).toContainText('country prefix, e.g. +44');
  await expectAccessible(page, 'profile with errors');
  await page.locator('#profile-phone').fill('+44 20 7946 0000');
  await app.getByRole('button', { name: 'Save changes' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Your changes have been saved.' })).toBeVisible();
  await expect(app.getByText(`Signed in as Maria Somerville (${email})`)).toBeVisible();
  await page.reload();
  // After a reload the app, its session and the profile are read again: a chain of requests.
  await expect(page.locator('#profile-first-name')).toHaveValue('Maria', { timeout: 30_000 });
  await expect(page.locator('#profile-phone')).toHaveValue('+44 20 7946 0000');

  // Password: the policy's messages, the wrong current password, then changed.
  await page.locator('#password-new').fill(' leading-space-1');
  await page.locator('#password-new').blur();
  await expect(page.locator('#password-new-error')).toHaveText(
    "Your password can't start or end with a space.",
  );
  await page.locator('#password-current').fill('Not-My-Password-1');
  await page.locator('#password-new').fill('Quiet-Meadow-2047');
  await app.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#password-current-error')).toHaveText('The password is incorrect.');
  await page.locator('#password-current').fill(password);
  await app.getByRole('button', { name: 'Change password' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  const newPassword = 'Quiet-Meadow-2047';

  // E-mail: the link goes to the new address; opening it changes the address.
  const newEmail = uniqueEmail('settings-new');
  await page.locator('#email-new').fill(newEmail);
  await page.locator('#email-password').fill(newPassword);
  await app.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    app.getByRole('status').filter({ hasText: `We have sent a link to ${newEmail}.` }),
  ).toBeVisible();
  const link = await emailChangeLinkFor(page, newEmail);
  await page.goto(siteUrl('uk', link));
  await expect(heading(page)).toHaveText('Confirm your new e-mail address');
  await expect(
    app.getByRole('status').filter({ hasText: `Your e-mail address is now ${newEmail}.` }),
  ).toBeVisible();
  await expectAccessible(page, 'e-mail confirmed');
  await app.getByRole('link', { name: 'To your account' }).click();
  await expect(app.getByText(`Signed in as Maria Somerville (${newEmail})`)).toBeVisible();

  // Download my data: a JSON file with the profile.
  const download = page.waitForEvent('download');
  await app.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
    profile: { email: string; phone: string };
  };
  expect(data.profile).toMatchObject({ email: newEmail, phone: '+44 20 7946 0000' });

  // Delete: asked again with the password; then signed out, and the account is gone.
  await app.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    app.getByRole('heading', { name: 'Enter your password to delete your account' }),
  ).toBeFocused();
  await app.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.locator('#delete-password-error')).toHaveText('Please enter a password.');
  await expectAccessible(page, 'delete confirmation');
  await page.locator('#delete-password').fill(newPassword);
  await app.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(heading(page)).toHaveText('Sign in');
  const me = await page.evaluate(async () => (await fetch('/api/v2/users/me')).status);
  expect(me).toBe(401);
  await page.locator('#sign-in-email').fill(newEmail);
  await page.locator('#sign-in-password').fill(newPassword);
  await app.getByRole('button', { name: 'Sign in' }).click();
  await expect(app.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.');
});

test('Austria: a refusal only the API can give reads German (issue 19)', async ({ page }) => {
  const email = uniqueEmail('settings-at');
  const password = 'Gletscher-Wanderung-58';
  await openAccount(page, 'at', '#/account');
  await signUpByApi(page, { firstName: 'Lise', lastName: 'Meitner', email, password });
  await page.reload();
  await expect(page.locator('#profile-first-name')).toHaveValue('Lise', { timeout: 30_000 });
  // Only the API knows the address is already this account's: its message, in the page's language.
  await page.locator('#email-new').fill(email);
  await page.locator('#email-password').fill(password);
  await accountApp(page).getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(page.locator('#email-new-error')).toHaveText('Das ist bereits Ihre E-Mail-Adresse.');
});
