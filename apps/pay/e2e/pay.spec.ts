// The pay pages end to end (issue 21), in Chromium against the built product with the payment sandbox
// of `npm start`: the back office makes a payment link (the service token), the customer opens it from
// the mail, is refused once (a declined card), then pays with a 3-D Secure card whose challenge passes;
// the paid link cannot be paid again. Links after expiry, cancelled and tampered say so plainly. The
// card-renewal page signs a visitor in through the account page and comes back. Every state is checked
// with axe at 1280 and 375 px. (A renewal after a refused stored-card charge needs a long-term contract's
// charge, POST /v1/service/plus/contracts/:id/charge, which is not in main yet: that test is left out.)
import { callApi, expect, mailLinkFor, payOnSandbox, signUpByApi, siteUrl, test } from '@rental/testing';
import {
  cancelLink,
  createLink,
  expectAccessible,
  guestReservation,
  payApp,
  uniqueEmail,
} from './support.ts';

test.describe.configure({ timeout: 120_000 });

const stateHeading = (page: import('@playwright/test').Page) => payApp(page).locator('h2').first();

test.beforeEach(async ({ page }) => {
  // The pay pages need neither images nor fonts.
  await page.route(/\.(avif|webp|png|jpe?g|woff2?)(\?|$)/, (route) => route.abort());
});

test('a booking’s link from the mail: refused once with the reason, then paid with 3-D Secure, and paid once only', async ({
  page,
}) => {
  await page.goto(siteUrl('de', '/pay'));
  const email = uniqueEmail('booking');
  const number = await guestReservation(page, 'DE', { firstName: 'Mara', lastName: 'Link', email });
  const link = await createLink(page, {
    reservationNumber: number,
    amount: { amountMinor: 12_345, currency: 'EUR' },
    description: 'Schadenselbstbeteiligung',
    email,
    siteId: 'de',
    locale: 'de-DE',
  });
  // The customer's first contact: the mail's link to the German site's pay page.
  const fromMail = await mailLinkFor(page, email, /https?:\/\/\S+\/pay#token=[\w.-]+/, 'a payment link');
  expect(fromMail).toBe(`/pay#token=${link.token}`);
  await page.goto(siteUrl('de', fromMail));

  // What it is for, the booking, the amount in the market's format, the expiry, one primary button.
  await expect(stateHeading(page)).toHaveText('Ihre Zahlung', { timeout: 30_000 });
  const app = payApp(page);
  await expect(app).toContainText('Schadenselbstbeteiligung');
  await expect(app).toContainText(number);
  await expect(app.getByText('123,45 €', { exact: true })).toBeVisible();
  await expect(app).toContainText('Bitte zahlen Sie bis');
  await expect(app.getByRole('button')).toHaveCount(1);
  await expectAccessible(page, 'open');

  // A declined card: back on the pay page, the reason in German, the focus on the new state.
  await app.getByRole('button', { name: '123,45 € bezahlen' }).click();
  await payOnSandbox(page, { card: 'declined' });
  await expect(stateHeading(page)).toHaveText('Ihre Zahlung ist nicht durchgegangen', { timeout: 30_000 });
  await expect(stateHeading(page)).toBeFocused();
  await expect(app.locator('.pay__reason')).not.toBeEmpty();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre Zahlung ist nicht durchgegangen' }),
  ).toHaveCount(1);
  // payment_session leaves the address; the token is back in the hash (a reload shows the link).
  await expect(page).toHaveURL(new RegExp(`/pay#token=${link.token.replaceAll('.', '\\.')}$`));
  await expectAccessible(page, 'refused');

  // Again, with a 3-D Secure card whose challenge passes.
  await app.getByRole('button', { name: '123,45 € bezahlen' }).click();
  await payOnSandbox(page, { card: 'threeDSecure', challenge: 'complete' });
  await expect(stateHeading(page)).toHaveText('Bezahlt, vielen Dank', { timeout: 30_000 });
  await expect(stateHeading(page)).toBeFocused();
  await expect(app).toContainText('123,45 €');
  await expectAccessible(page, 'paid');

  // The mail's link again: paid, no button; paying it a second time is refused by the API.
  await page.goto(siteUrl('de', fromMail));
  await expect(stateHeading(page)).toHaveText('Bezahlt, vielen Dank', { timeout: 30_000 });
  await expect(app.getByRole('button')).toHaveCount(0);
  const again = await page.evaluate(async (token) => {
    const answer = await fetch(`/api/v1/payment-links/${token}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnUrl: `${location.origin}/pay` }),
    });
    return { status: answer.status, body: await answer.json() };
  }, link.token);
  expect(again.status).toBe(409);
  expect(again.body.error.code).toBe('payment_link_paid');
});

test('a link after its expiry, a cancelled link and a tampered one are each said plainly', async ({
  page,
}) => {
  await page.goto(siteUrl('uk', '/pay'));
  const base = { amount: { amountMinor: 4_990, currency: 'GBP' }, siteId: 'uk', locale: 'en-GB' };
  const soon = new Date(Date.now() + 3_000).toISOString();
  const expiring = await createLink(page, { ...base, description: 'Late return fee', expiresAt: soon });
  const cancelled = await createLink(page, { ...base, description: 'Fuel top-up' });
  await cancelLink(page, cancelled.id);

  // The expiry passes (the API's own clock decides; no fixed wait).
  await expect
    .poll(
      async () =>
        (await page.evaluate(
          async (token) => (await (await fetch(`/api/v1/payment-links/${token}`)).json()).status,
          expiring.token,
        )) as string,
      { timeout: 15_000 },
    )
    .toBe('expired');
  await page.goto(siteUrl('uk', `/pay#token=${expiring.token}`));
  await expect(stateHeading(page)).toHaveText('This payment link has expired', { timeout: 30_000 });
  await expect(payApp(page)).toContainText('Nothing was charged');
  await expect(payApp(page).getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'expired');

  await page.goto(siteUrl('uk', `/pay#token=${cancelled.token}`));
  await expect(stateHeading(page)).toHaveText('This payment link was cancelled', { timeout: 30_000 });
  await expect(payApp(page).getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'cancelled');

  // One character of the signature changed: not found, and nothing else said about the link.
  const last = cancelled.token.at(-1) === 'A' ? 'B' : 'A';
  await page.goto(siteUrl('uk', `/pay#token=${cancelled.token.slice(0, -1)}${last}`));
  await expect(stateHeading(page)).toHaveText('We cannot find this payment link', { timeout: 30_000 });
  await expect(payApp(page)).not.toContainText('Fuel top-up');
  await expectAccessible(page, 'not found');
});

test('the card-renewal page: signed out it signs in through the account page and comes back; nothing open is said plainly', async ({
  page,
}) => {
  await page.goto(siteUrl('uk', '/pay/renewal'));
  const email = uniqueEmail('renewal');
  const password = 'copper kettle 42';
  await signUpByApi(page, { firstName: 'Rena', lastName: 'Wall', email, password });
  const out = await callApi(page, '/v1/auth/logout', { method: 'POST', body: {} });
  expect(out.status).toBe(204);
  await page.reload();

  await expect(stateHeading(page)).toHaveText('Please sign in', { timeout: 30_000 });
  const signIn = payApp(page).getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute(
    'href',
    `/account#/login?return=${encodeURIComponent('/pay/renewal')}`,
  );
  await expectAccessible(page, 'signed out');
  await signIn.click();

  const account = page.locator('#account-container');
  await account.getByLabel('E-mail address', { exact: true }).fill(email);
  await account.getByLabel('Password', { exact: true }).fill(password);
  await account.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL((url) => url.pathname === '/pay/renewal');
  await expect(stateHeading(page)).toHaveText('Open payments', { timeout: 30_000 });
  await expect(payApp(page)).toContainText('Nothing to renew: all your payments are up to date.');
  await expectAccessible(page, 'nothing open');
});
