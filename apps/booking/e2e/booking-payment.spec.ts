// Paying now by card on the payment provider's page (issue 21), end to end in Chromium against the built
// product and the local payment sandbox (ADR 020): a 3-D Secure card with the challenge passed confirms
// the booking, which the account shows with the card; a failed challenge confirms nothing, keeps every
// field and says why, and paying again (same booking, a new session) passes; a declined card says so and
// loses nothing; a paid booking cancelled in the account shows the refund to the card. axe at 375 and
// 1280 px on the checkout with the card choice, the refusal and the confirmation.
import type { Page } from '@playwright/test';
import { callApi, expect, payOnSandbox, signUpByApi, test } from '@rental/testing';
import { addDays, expectAccessible, fillCheckout, markets, openWeekday, siteUrl } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });

const us = markets[0];
const PASSWORD = 'Booking-Engine-2026';
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The first offer at New York Airport, three days from a weekday ahead, to its checkout. */
async function toCheckout(page: Page) {
  const day = openWeekday(10);
  await page.goto(
    siteUrl(
      us.site,
      `/services#/offers?branch=5200&name=New+York+Airport&pickup=${iso(day)}T12:30&return=${iso(addDays(day, 3))}T08:30&type=car`,
    ),
  );
  const offers = page.locator('[data-offer-code]');
  await expect(offers.first()).toBeVisible({ timeout: 30_000 });
  await offers.first().getByRole('button', { name: us.strings.select }).click();
  await expect(page).toHaveURL(/#\/checkout\?offer=/);
}

/** Signs a new customer up on the US site (signed in afterwards). */
async function signedInCustomer(page: Page, lastName: string) {
  await page.goto(siteUrl(us.site, '/'));
  await signUpByApi(page, {
    firstName: 'Alex',
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    password: PASSWORD,
  });
}

const payByCard = (page: Page) => page.getByRole('radio', { name: /Pay now by card/ });

interface CreateAnswer {
  status: number;
  reservation: { reservationNumber: string };
  replayed: boolean;
  payment?: { sessionId: string; redirectUrl: string };
}

/**
 * Keeps the create call's answers in the tab's sessionStorage as the page receives them: the page leaves
 * for the provider at once, so they are read after the return ({@link createAnswers}).
 */
async function recordCreateAnswers(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/v1/rentalreservations/create')) {
        const body = await response
          .clone()
          .json()
          .catch(() => null);
        const list = JSON.parse(sessionStorage.getItem('e2e:created') ?? '[]');
        list.push({ status: response.status, ...body });
        sessionStorage.setItem('e2e:created', JSON.stringify(list));
      }
      return response;
    };
  });
}

/** The create call's answers so far (on the shop's origin). */
async function createAnswers(page: Page): Promise<CreateAnswer[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:created') ?? '[]'));
}

/** Chooses the card and books: the browser goes to the provider's page. */
async function bookByCard(page: Page) {
  await payByCard(page).check();
  await page.getByRole('button', { name: /Book now, pay .* by card/ }).click();
}

/** axe at 375 and 1280 px on what the funnel shows now. */
async function accessibleAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 780 ? 812 : 900 });
    await expectAccessible(page);
  }
}

test.beforeEach(async ({ page }) => recordCreateAnswers(page));

const confirmed = (page: Page) => page.getByRole('heading', { name: us.strings.confirmed });

/** Every field as fillCheckout entered it, and the card still chosen. */
async function expectEverythingKept(page: Page, lastName: string) {
  await expect(page.getByLabel('First name')).toHaveValue('Alex');
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(
    `${lastName.toLowerCase()}@example.com`,
  );
  await expect(page.getByLabel('Phone number')).toHaveValue('30 1234567');
  await expect(page.getByLabel(us.birthDate[0])).toHaveValue(us.birthDate[1]);
  for (const [label, value] of us.address)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByRole('checkbox', { name: new RegExp(us.terms) })).toBeChecked();
  await expect(payByCard(page)).toBeChecked();
}

/** The refusal's summary: focused, linked to the card choice, with the reason. */
async function expectRefusal(page: Page, reason: RegExp) {
  const summary = page.locator('[data-booking-payment-refused] .ui-error-summary');
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(summary).toContainText('Your payment did not go through:');
  await expect(summary.getByRole('link')).toHaveText(reason);
  await expect(summary).toBeFocused();
  // Handled once: the session has left the address, the checkout stays.
  await expect(page).not.toHaveURL(/payment_session=/);
  await expect(page).toHaveURL(/#\/checkout\?offer=/);
}

test('a 3-D Secure card with the challenge passed confirms the booking, and the account shows the card', async ({
  page,
}) => {
  const lastName = unique('Payer');
  await signedInCustomer(page, lastName);
  await toCheckout(page);
  await fillCheckout(page, us, lastName);
  await expect(payByCard(page)).toBeVisible();
  await payByCard(page).check();
  await accessibleAtBothWidths(page);

  await bookByCard(page);
  await payOnSandbox(page, { card: 'threeDSecure', challenge: 'complete' });

  await expect(confirmed(page)).toBeVisible({ timeout: 20_000 });
  const [created] = await createAnswers(page);
  expect(created?.status).toBe(201);
  expect(created?.payment?.redirectUrl).toMatch(/\/pay\/cs_/);
  const number = created?.reservation.reservationNumber ?? '';
  await expect(page.locator('[data-reservation-number]')).toHaveText(number);
  await expect(page.locator('[data-booking-payment]')).toHaveText(
    'Paid by Visa •••• 3220, charged when you return the car',
  );
  await expect(page).not.toHaveURL(/payment_session=/);
  await accessibleAtBothWidths(page);
  // A reload shows the same confirmation and does not check the payment again.
  await page.reload();
  await expect(page.locator('[data-reservation-number]')).toHaveText(number, { timeout: 20_000 });

  // The booking is in the account, paid by the card.
  await page.goto(siteUrl(us.site, `/account/#/bookings/${number}`));
  await expect(page.locator('#account-container [data-field="payment"]')).toHaveText(
    'Visa •••• 3220, charged when the car is returned',
    { timeout: 30_000 },
  );
});

test('a failed 3-D Secure challenge confirms nothing and keeps every field; paying again with another card passes', async ({
  page,
}) => {
  const lastName = unique('Retry');
  await page.goto(siteUrl(us.site, '/'));
  await toCheckout(page);
  await fillCheckout(page, us, lastName);
  await bookByCard(page);
  await payOnSandbox(page, { card: 'threeDSecure', challenge: 'fail' });

  await expectRefusal(page, /^Payment: .*3-D Secure.*failed\. Nothing was charged/);
  const [first] = await createAnswers(page);
  if (!first) throw new Error('no create answer recorded');
  expect(first.status).toBe(201);
  await expectEverythingKept(page, lastName);
  await expect(confirmed(page)).toHaveCount(0);
  // Nothing is confirmed: the booking waiting for its payment is found nowhere.
  const lookup = await callApi(
    page,
    `/v1/reservationactivities/reservation/${first.reservation.reservationNumber}?lastName=${lastName}`,
  );
  expect(lookup.status).toBe(404);
  await accessibleAtBothWidths(page);

  // Paying again sends the same booking with the same key: a new session for the same reservation.
  await bookByCard(page);
  await payOnSandbox(page, { card: 'mastercard' });
  await expect(confirmed(page)).toBeVisible({ timeout: 20_000 });
  const again = (await createAnswers(page))[1];
  expect(again?.status).toBe(200);
  expect(again?.replayed).toBe(true);
  expect(again?.reservation.reservationNumber).toBe(first.reservation.reservationNumber);
  expect(again?.payment?.sessionId).not.toBe(first.payment?.sessionId);
  await expect(page.locator('[data-reservation-number]')).toHaveText(first.reservation.reservationNumber);
  await expect(page.locator('[data-booking-payment]')).toHaveText(
    'Paid by Mastercard •••• 4444, charged when you return the car',
  );
});

test('a declined card says so and loses nothing; paying at pickup instead books', async ({ page }) => {
  const lastName = unique('Declined');
  await page.goto(siteUrl(us.site, '/'));
  await toCheckout(page);
  await fillCheckout(page, us, lastName);
  await bookByCard(page);
  await payOnSandbox(page, { card: 'declined' });

  await expectRefusal(page, /^Payment: .*declined/i);
  await expectEverythingKept(page, lastName);
  await expect(page.getByRole('radio', { name: /Pay at pickup/ })).toBeEnabled();
  // The summary's link takes the focus to the card choice.
  await page.locator('[data-booking-payment-refused] a').click();
  await expect(payByCard(page)).toBeFocused();
  // Paying at pickup instead books at once (a new attempt: the API takes it under a new key).
  await page.getByRole('radio', { name: /Pay at pickup/ }).check();
  await page.getByRole('button', { name: us.strings.book }).click();
  await expect(confirmed(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-booking-payment]')).toHaveText('Pay at pickup');
});

test('a paid booking cancelled in the account shows the refund to the card', async ({ page }) => {
  const lastName = unique('Refund');
  await signedInCustomer(page, lastName);
  await toCheckout(page);
  await fillCheckout(page, us, lastName);
  await bookByCard(page);
  await payOnSandbox(page, { card: 'visa' });
  await expect(confirmed(page)).toBeVisible({ timeout: 20_000 });
  const number = (await page.locator('[data-reservation-number]').textContent())?.trim() ?? '';
  const total = (await page.locator('[data-booking-total]').textContent())?.trim() ?? '';

  await page.goto(siteUrl(us.site, `/account/#/bookings/${number}`));
  const account = page.locator('#account-container');
  await expect(account.locator('[data-field="payment"]')).toHaveText(
    'Visa •••• 4242, charged when the car is returned',
    { timeout: 30_000 },
  );
  await account.getByRole('button', { name: 'Cancel booking' }).click();
  await account.getByRole('button', { name: 'Cancel for free' }).click();
  await expect(account.getByText('Your booking has been cancelled.', { exact: false })).toBeVisible();
  await expect(account.locator('[data-field="refund"]')).toHaveText(`Refund of ${total} to Visa •••• 4242`);
  // The same after a reload, from the API.
  await page.reload();
  await expect(account.locator('[data-field="refund"]')).toHaveText(`Refund of ${total} to Visa •••• 4242`, {
    timeout: 30_000,
  });
  // Manage booking (number and last name) shows the card and the refund too.
  await page.goto(siteUrl(us.site, '/account/#/manage-my-booking-info'));
  await account.getByLabel('Reservation number').fill(number);
  await account.getByLabel("Driver's last name").fill(lastName);
  await account.getByRole('button', { name: 'Find booking' }).click();
  await expect(account.locator('[data-field="payment"]')).toHaveText('Visa •••• 4242', { timeout: 30_000 });
  await expect(account.locator('[data-field="refund"]')).toHaveText(`Refund of ${total} to Visa •••• 4242`);
});
