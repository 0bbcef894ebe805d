// The pay pages end to end (issue 21), in Chromium against the built product with the payment sandbox
// of `npm start`: the back office makes a payment link (the service token), the customer opens it from
// the mail, is refused once (a declined card), then pays with a 3-D Secure card whose challenge passes;
// the paid link cannot be paid again. Links after expiry, cancelled and tampered say so plainly. The
// card-renewal page signs a visitor in through the account page and comes back; after a long-term
// contract's monthly charge is refused (the sandbox card that declines later charges), the account overview
// says so and the renewal is refused once more, then paid. Every state is checked with axe at 1280 and 375 px.
import {
  callApi,
  e2eServiceToken,
  expect,
  mailLinkFor,
  payOnSandbox,
  signUpByApi,
  siteUrl,
  test,
} from '@rental/testing';
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

test('a refused monthly charge: the account overview says so, the renewal page is refused once more, then paid with a new card', async ({
  page,
}) => {
  await page.goto(siteUrl('de', '/account'));
  const email = uniqueEmail('renewal-charge');
  await signUpByApi(page, { firstName: 'Rena', lastName: 'Karte', email, password: 'copper kettle 42' });
  // A long-term contract (the plus API), accepted, with the sandbox card whose later charges are refused.
  const startDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const ordered = await callApi(page, '/v1/plus/contracts', {
    method: 'POST',
    headers: { 'idempotency-key': `pay-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: { offerId: 'de-cdmr', months: 6, monthlyMileage: 1500, startDate },
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
  const contract = (ordered.body as { contract: { id: string } }).contract.id;
  const accepted = await callApi(page, `/v1/plus/contracts/${contract}/acceptances`, {
    method: 'POST',
    body: { document: 'contract', version: 'contract-2026-11', typedName: 'Rena Karte', accepted: true },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  const setup = await callApi(page, '/v1/payments/methods/session', {
    method: 'POST',
    body: { agreement: `plus-contract:${contract}`, returnUrl: siteUrl('de', '/account') },
  });
  expect(setup.status, JSON.stringify(setup.body)).toBe(201);
  await page.goto((setup.body as { redirectUrl: string }).redirectUrl);
  const { sessionId } = await payOnSandbox(page, { card: 'declinesLater' });
  const stored = await callApi(page, `/v1/payments/sessions/${sessionId}`);
  expect((stored.body as { status: string }).status).toBe('authorised');
  // The month's charge (the back office's call) is refused: a renewal opens.
  const charge = await callApi(page, `/v1/service/plus/contracts/${contract}/charge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2eServiceToken}` },
    body: { period: startDate.slice(0, 7) },
  });
  expect(charge.body).toMatchObject({ status: 'refused', renewalId: expect.any(String) });

  // The account overview tells the signed-in customer, with a link to the renewal page.
  await page.goto(siteUrl('de', '/account#/account'));
  const renewLink = page.locator('#account-container').getByRole('link', { name: 'Karte erneuern' });
  await expect(renewLink).toBeVisible({ timeout: 30_000 });
  await expect(renewLink.locator('xpath=ancestor::*[@role="status"][1]')).toContainText(
    'konnte nicht belastet werden',
  );
  await renewLink.click();

  // The renewal page: what, amount, why the last charge failed, the attempts.
  await page.waitForURL((url) => url.pathname === '/pay/renewal');
  await expect(stateHeading(page)).toHaveText('Offene Zahlungen', { timeout: 30_000 });
  const app = payApp(page);
  await expect(app).toContainText('Bisherige Versuche: 1');
  const renew = app.getByRole('button', { name: /^Karte erneuern und .+ bezahlen$/ });
  await expect(renew).toHaveCount(1);
  await expectAccessible(page, 'renewal open');

  // A new card refused too: still open, with the new reason and one more attempt.
  await renew.click();
  await payOnSandbox(page, { card: 'insufficientFunds' });
  await expect(stateHeading(page)).toHaveText('Ihre Zahlung ist nicht durchgegangen', { timeout: 30_000 });
  await expect(stateHeading(page)).toBeFocused();
  await expect(app).toContainText('Bisherige Versuche: 2');
  await expect(page).toHaveURL(/\/pay\/renewal$/);
  await expectAccessible(page, 'renewal refused');

  // Then a card that pays: paid, focused, listed as paid, nothing open.
  await app.getByRole('button', { name: /^Karte erneuern und .+ bezahlen$/ }).click();
  await payOnSandbox(page, { card: 'visa' });
  await expect(stateHeading(page)).toHaveText('Bezahlt, vielen Dank', { timeout: 30_000 });
  await expect(stateHeading(page)).toBeFocused();
  await expect(app).toContainText('Nichts zu erneuern');
  await expect(app.getByRole('heading', { name: 'Kürzlich bezahlt' })).toBeVisible();
  await expectAccessible(page, 'renewal paid');
});
