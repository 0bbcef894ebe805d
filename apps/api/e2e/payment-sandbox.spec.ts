// The payment sandbox's hosted pages in the browser. They have no script and their CSP allows none, so
// what works here works without JavaScript. The card page, its error summary and the 3-D Secure step are
// accessible at 375 and 1280 px (axe), and
// payOnSandbox (@rental/testing) pays through them. The sandbox runs in the test process with its own
// keys; a tiny local "shop" is where the customer returns.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, payOnSandbox, test } from '@rental/testing';
import type { PaymentProvider } from '../src/payments/provider.ts';
import { type PaymentSandbox, startPaymentSandbox } from '../src/payments/sandbox/server.ts';
import { createSandboxProvider } from '../src/payments/sandbox-provider.ts';

const secretKey = 'sk_test_e2e_0123456789abcdef0123456789abcdef';
const webhookSecret = 'whsec_e2e_0123456789abcdef0123456789abcdef';

let sandbox: PaymentSandbox;
let provider: PaymentProvider;
let shop: http.Server;
let shopOrigin: string;

test.beforeAll(async () => {
  shop = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Shop</title><h1>Back at the shop</h1></html>');
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  sandbox = await startPaymentSandbox({ port: 0, secretKey, webhookSecret });
  provider = createSandboxProvider({ url: sandbox.apiUrl, secretKey, webhookSecret });
});

test.afterAll(async () => {
  await sandbox?.close();
  shop?.closeAllConnections();
  shop?.close();
});

function newSession(locale = 'de-DE') {
  return provider.createSession({
    mode: 'payment',
    amount: { valueMinor: 12950, currency: 'EUR' },
    reference: `e2e-${Date.now()}`,
    returnUrl: `${shopOrigin}/checkout#/review`,
    description: 'Booking 1234567890: VW Golf or similar, 3 days',
    locale,
    captureMethod: 'manual',
  });
}

/** axe at 1280 px, then at 375 px. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
}

test('the card page, its errors, the 3-D Secure step and the front page pass axe at 375 and 1280 px; the payment leads back to the shop', async ({
  page,
}) => {
  const session = await newSession();
  await page.goto(session.url);
  await expect(page.getByText('Test payment page (sandbox)')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Kestrel' })).toBeVisible();
  await expect(page.locator('.amount')).toHaveText('129,50 €');
  await expectAccessibleAtBothWidths(page);

  // A wrong number and a past expiry: the summary says so, each field says why, nothing is paid.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry date').fill('01/20');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Test Customer');
  await page.getByRole('button', { name: /^Pay/ }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(
    /Enter a valid card number: 12 to 19 digits/,
  );
  await expect(page.getByLabel('Expiry date')).toHaveAccessibleDescription(/the expiry date is in the past/);
  await expectAccessibleAtBothWidths(page);
  await summary.getByRole('link', { name: /Enter a valid card number/ }).click();
  await expect(page).toHaveURL(/#card_number$/);

  // The 3-D Secure card: the bank's step, then back at the shop with the session in the query.
  await page.getByLabel('Card number').fill('4000 0000 0000 3220');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
  expect(page.url()).toBe(`${shopOrigin}/checkout?payment_session=${session.id}#/review`);
  expect(await provider.getSession(session.id)).toMatchObject({
    status: 'authorised',
    card: { last4: '3220' },
  });

  // The front page `npm start` prints, with the test cards.
  await page.goto(`${sandbox.url}/`);
  await expect(page.getByRole('cell', { name: '4000 0000 0000 3220' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});

test('payOnSandbox pays, fails 3-D Secure and cancels as a customer would', async ({ page }) => {
  const cases = [
    [{ card: 'visa' }, { status: 'authorised' }],
    [{ card: 'declined' }, { status: 'refused', refusalReason: 'declined' }],
    [
      { card: 'threeDSecure', challenge: 'fail' },
      { status: 'refused', refusalReason: 'authentication_failed' },
    ],
    [
      { card: 'mastercard', cancel: true },
      { status: 'refused', refusalReason: 'cancelled' },
    ],
  ] as const;
  for (const [options, expected] of cases) {
    const session = await newSession('en-GB');
    await page.goto(session.url);
    const { sessionId } = await payOnSandbox(page, options);
    expect(sessionId).toBe(session.id);
    expect(await provider.getSession(session.id), JSON.stringify(options)).toMatchObject(expected);
  }
});
