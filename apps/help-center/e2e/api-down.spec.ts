// The API stopped mid-visit (issue 9): views already seen still show, every new call shows a clear
// message and a retry, never a blank area; a vote that cannot be sent says so. Runs against a private
// API and host (stack.ts) so stopping the API does not disturb the other tests.
import { expect as baseExpect, test } from '@rental/testing';
import { type Stack, startStack } from './stack.ts';
import { helpCenter, openHelpCenter } from './support.ts';

// The API answers on loopback in milliseconds, but a CI machine with two cores may be busy building:
// wait longer than the default 5 s before calling a view missing.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const port = Number(process.env.E2E_PORT ?? 4400) + 20;

let stack: Stack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startStack(port, port + 1);
});

test.afterAll(async () => {
  await stack?.close();
});

test('the API stops mid-visit: a clear message and a retry in each view, earlier views still show', async ({
  page,
}) => {
  const url = (siteId: string, sitePath: string) => `${stack.origin(siteId)}${sitePath}`;
  await openHelpCenter(page, 'de', '/help-center/', { url });
  const app = helpCenter(page);
  const heading = app.locator('h2.hc-title');
  await expect(app.locator('.hc-card').first()).toBeVisible();
  const firstCategory = (await app.locator('.hc-card__title').first().textContent()) ?? '';
  await app.locator('.hc-card').first().click();
  await expect(heading).toHaveText(firstCategory);
  await app.locator('ul.hc-links a').first().click();
  await expect(app.locator('.hc-article__body')).toBeVisible();

  await stack.stopApi();

  // A vote now fails visibly and can be tried again.
  await app.getByRole('button', { name: 'Ja' }).click();
  await expect(app.getByRole('alert')).toHaveText(
    'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  );
  await expect(app.getByRole('button', { name: 'Ja' })).toBeEnabled();

  // Back: the views already seen come from memory.
  await page.goBack();
  await expect(heading).toHaveText(firstCategory);
  await page.goBack();
  await expect(app.locator('.hc-card').first()).toBeVisible();

  // A view not seen yet: the message and the retry, in place of the content.
  await app.locator('.hc-card').nth(1).click();
  const alert = app.getByRole('alert');
  await expect(alert).toContainText(
    'Das Hilfe-Center ist gerade nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  );
  const retry = alert.getByRole('button', { name: 'Erneut versuchen' });
  await retry.click();
  await expect(app.getByRole('alert')).toContainText('nicht erreichbar');

  // A search and the contact form say the same, and keep what the visitor typed.
  await page.goto(`${url('de', '/help-center/')}#/rent/search?q=Kaution`);
  await expect(app.locator('.hc-error')).toContainText('nicht erreichbar');
  await expect(app.locator('.hc-error').getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await page.goto(`${url('de', '/help-center/')}#/rent/contact`);
  await app.getByLabel('Thema *').selectOption('payment');
  await app.getByLabel('Name *').fill('Eva Berg');
  await app.getByLabel('Telefonnummer *').fill('030 1234567');
  await app.getByLabel('Ihre Nachricht *').fill('Wo ist meine Kaution?');
  await app.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(app.locator('.hc-error')).toContainText('Ihre Nachricht konnte nicht gesendet werden.');
  await expect(app.getByLabel('Name *')).toHaveValue('Eva Berg');

  // A fresh page load with the API down: never a blank container.
  await page.goto(`${url('de', '/help-center/')}#/`);
  await page.reload();
  await expect(app.locator('.hc-error').first()).toContainText('nicht erreichbar', { timeout: 15_000 });
});
