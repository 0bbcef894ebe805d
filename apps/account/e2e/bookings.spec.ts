// The signed-in customer's bookings in Chromium against the real API (issue 14 §6): a new account, two
// bookings made through the API as the booking engine makes them while signed in, the list (upcoming,
// past, empty), a booking's detail in the market's formats, changing its dates (new price first, then
// confirmed), cancelling for free and with a fee (shown before confirming), the API's refusal next to
// the action, the Austrian site's formats, and axe-core on every view at 1280 and 375 px; then a booking
// made without signing in, added to a new account by its number and the driver's last name.
// One sign-up per test (the API allows 5 a minute per client address, shared with the other account
// suites).
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '@rental/testing';
import {
  accountApp,
  expectAccessible,
  guestReservation,
  openAccount,
  signInByApi,
  signUpByApi,
  uniqueEmail,
} from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ serviceWorkers: 'block' });

const heading = (page: Page) => accountApp(page).locator('h2.account__title');

/** The UTC day `days` from now, as the reservation helper books it. */
function dayFromNow(days: number): Date {
  return new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
}
const longDate = (locale: string, d: Date) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    d,
  );
const ukDay = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

test('UK and Austria: list, detail, change dates after the new price, cancel with the fee shown first', async ({
  page,
}) => {
  // Six views checked by axe at two widths, and two sites: minutes on a busy 2-core machine.
  test.setTimeout(480_000);
  const email = uniqueEmail('bookings');
  const password = 'Harbour-Lights-2046';
  const driver = { firstName: 'Ada', lastName: 'Byron', email };
  await openAccount(page, 'uk', '#/bookings');
  await signUpByApi(page, { firstName: 'Ada', lastName: 'Byron', email, password });
  await page.reload();
  const app = accountApp(page);
  await expect(heading(page)).toHaveText('My bookings');
  await expect(app.getByText('You have no bookings yet.')).toBeVisible();
  await expectAccessible(page, 'bookings, empty');

  // Two bookings made while signed in: one in 20 days (free to cancel), one tomorrow (a fee).
  const later = await guestReservation(page, 'GB', driver, 20);
  const soon = await guestReservation(page, 'GB', driver, 1);
  await page.reload();
  await expect(app.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  const cards = app.locator('#bookings-upcoming ~ ul > li');
  await expect(cards).toHaveCount(2);
  // Soonest first; dates in the UK's long format.
  await expect(cards.first()).toHaveAttribute('data-booking', soon);
  const laterCard = app.locator(`[data-booking="${later}"]`);
  await expect(laterCard).toContainText(`${longDate('en-GB', dayFromNow(20))}, 12:30 PM`);
  await expect(laterCard).toContainText('Confirmed');
  await expect(laterCard).toContainText('£');
  await expect(app.getByText('You have no past bookings.')).toBeVisible();
  await expectAccessible(page, 'bookings list');

  // The detail: its heading takes the focus, the facts in the market's formats.
  await laterCard.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/bookings/${later}$`));
  await expect(heading(page)).toHaveText(`Reservation ${later}`);
  await expect(heading(page)).toBeFocused();
  await expect(app.locator('[data-field="pickup"]')).toContainText(
    `${longDate('en-GB', dayFromNow(20))}, 12:30 PM`,
  );
  await expect(app.locator('[data-field="return"]')).toContainText(
    `${longDate('en-GB', dayFromNow(23))}, 8:30 AM`,
  );
  await expect(app.getByText('Basic protection')).toBeVisible();
  const oldTotal = (await app.locator('[data-field="total"]').textContent()) ?? '';
  await expectAccessible(page, 'booking detail');

  // Change dates: the form is checked, the API's refusal shows next to the field, then the new price.
  await app.getByRole('button', { name: 'Change dates' }).click();
  await expect(app.getByRole('heading', { name: 'Change dates and times' })).toBeFocused();
  await expect(page.locator('#change-pickup-day')).toHaveValue(ukDay(dayFromNow(20)));
  await page.locator('#change-return-day').fill('31/02/2026');
  await app.getByRole('button', { name: 'Show the new price' }).click();
  await expect(page.locator('#change-return-day-error')).toHaveText('Enter a date as DD/MM/YYYY.');
  await expect(app.locator('.ui-error-summary, [role="alert"]').first()).toBeFocused();
  await page.locator('#change-return-day').fill(ukDay(dayFromNow(19)));
  await page.locator('#change-return-day').blur();
  await expect(page.locator('#change-return-day-error')).toHaveText('The return must be after the pickup.');
  await expectAccessible(page, 'change dates with errors');
  // The same dates as booked: the API refuses, and says so at the field.
  await page.locator('#change-return-day').fill(ukDay(dayFromNow(23)));
  await app.getByRole('button', { name: 'Show the new price' }).click();
  await expect(page.locator('#change-pickup-day-error')).toHaveText(
    'Choose dates or times that differ from the current booking.',
  );
  // One more day.
  await page.locator('#change-return-day').fill(ukDay(dayFromNow(24)));
  await app.getByRole('button', { name: 'Show the new price' }).click();
  await expect(app.getByRole('heading', { name: 'Confirm the new dates' })).toBeFocused();
  await expect(app.locator('[data-field="difference"]')).toHaveText(/^£[\d,.]+ more$/);
  const newTotal = (await app.locator('[data-field="new-total"]').textContent()) ?? '';
  expect(newTotal).not.toBe(oldTotal);
  await expectAccessible(page, 'change quote');
  await app.getByRole('button', { name: 'Confirm new dates' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Your booking has new dates.' })).toBeVisible();
  await expect(app.locator('[data-field="return"]')).toContainText(
    `${longDate('en-GB', dayFromNow(24))}, 8:30 AM`,
  );
  await expect(app.locator('[data-field="total"]')).toHaveText(newTotal);

  // Cancel: the fee (free, 20 days ahead) is shown before confirming; keeping it changes nothing.
  await app.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(app.getByRole('heading', { name: 'Cancel this booking?' })).toBeFocused();
  await expect(app.locator('[data-fee]')).toHaveText(
    /^Cancelling now is free \(free cancellation until .+\)\.$/,
  );
  await app.getByRole('button', { name: 'Keep booking' }).click();
  await expect(app.locator('[data-status]')).toHaveText('Confirmed');
  await app.getByRole('button', { name: 'Cancel booking' }).click();
  await app.getByRole('button', { name: 'Cancel for free' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Your booking has been cancelled.' })).toBeVisible();
  await expect(app.locator('[data-status]')).toHaveText('Cancelled');
  await expect(app.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: 'Change dates' })).toHaveCount(0);

  // Back to the list: the cancelled booking is under past and cancelled; the heading is announced.
  await app.getByRole('link', { name: 'All my bookings' }).click();
  await expect(heading(page)).toHaveText('My bookings');
  await expect(heading(page)).toBeFocused();
  await expect(app.locator(`#bookings-past ~ ul [data-booking="${later}"]`)).toContainText('Cancelled');

  // The Austrian site (German; the German site hides the bookings tab), the same account: its formats
  // and words; cancelling tomorrow's booking costs a fee, shown before confirming.
  await openAccount(page, 'at', `#/bookings/${soon}`);
  await signInByApi(page, email, password);
  await page.reload();
  await expect(heading(page)).toHaveText(`Reservierung ${soon}`);
  await expect(app.locator('[data-field="pickup"]')).toContainText(
    `${longDate('de-AT', dayFromNow(1))}, 12:30`,
  );
  // Money in the Austrian profile's own separators and the locale's symbol placement ('£ 78.00').
  await expect(app.locator('[data-field="total"]')).toHaveText(/^£\s[\d,]+\.\d{2}$/);
  await app.getByRole('button', { name: 'Buchung stornieren' }).click();
  const fee = app.locator('[data-fee]');
  await expect(fee).toHaveText(/^Eine Stornierung kostet jetzt eine Gebühr von £\s[\d,]+\.\d{2}\.$/);
  await expectAccessible(page, 'cancel with a fee (at)');
  const amount = /von (.+)\.$/.exec((await fee.textContent()) ?? '')?.[1] ?? '';
  await app.getByRole('button', { name: `Stornieren und ${amount} zahlen` }).click();
  await expect(app.locator('[data-status]')).toHaveText('Storniert');
  await expect(app.getByText('Stornogebühr')).toBeVisible();
  await app.getByRole('link', { name: 'Alle meine Buchungen' }).click();
  await expect(app.getByText('Sie haben keine bevorstehenden Buchungen.')).toBeVisible();
});

test('UK: a booking made without signing in is added to the account by its number and last name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAccount(page, 'uk', '#/bookings');
  // Signed out, the booking engine makes a guest's booking; then a new account signs the page in.
  const number = await guestReservation(
    page,
    'GB',
    { firstName: 'Rania', lastName: 'Haddad', email: uniqueEmail('guest') },
    30,
  );
  const email = uniqueEmail('add-booking');
  await signUpByApi(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password: 'Compiler-Harbour-1952',
  });
  await page.reload();
  const app = accountApp(page);
  await expect(heading(page)).toHaveText('My bookings');
  await expect(app.getByText('You have no bookings yet.')).toBeVisible();
  await app.getByLabel('Reservation number').fill(number);
  await app.getByLabel("Driver's last name").fill('Haddad');
  await app.getByRole('button', { name: 'Add booking' }).click();
  await expect(
    app.getByRole('status').filter({ hasText: `Booking ${number} added to your account.` }),
  ).toBeVisible();
  await expect(app.locator(`#bookings-upcoming ~ ul [data-booking="${number}"]`)).toContainText('Confirmed');
  await expect(app.getByLabel('Reservation number')).toHaveValue('');
});

test('UK: lost and found checks each field, says a booking whose rental has not started cannot have a report yet, and an unknown report is not found', async ({
  page,
}) => {
  await openAccount(page, 'uk', '#/lost-and-found');
  const app = accountApp(page);
  const report = app.getByRole('form', { name: 'Report a lost item' });
  await expect(app.getByRole('heading', { level: 2, name: 'Lost and found' })).toBeVisible();
  await expect(app.getByRole('link', { name: 'Lost and found' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'lost and found');

  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(report.getByRole('alert').filter({ hasText: 'Please correct 6 fields:' })).toBeFocused();
  const number = await guestReservation(page, 'GB', {
    firstName: 'Rania',
    lastName: 'Haddad',
    email: uniqueEmail('lost'),
  });
  await report.getByLabel('Reservation number').fill(number);
  await report.getByLabel("Driver's last name").fill('Haddad');
  await report.getByLabel('What did you leave?').selectOption('glasses');
  await report.getByLabel('Where in the vehicle?').selectOption('glovebox');
  await report.getByLabel('Describe the item').fill('Black sunglasses in a brown case.');
  await report.getByLabel('By phone').check();
  await expect(report.getByLabel('E-mail address')).toHaveCount(0);
  await report.getByLabel('Phone number').fill('+44 20 7946 0000');
  await report.getByRole('button', { name: 'Send the report' }).click();
  // The booking is 20 days ahead: the API's own answer, and nothing typed is lost.
  await expect(
    report.getByText('You can report a lost item only for a rental that has started.'),
  ).toBeVisible();
  await expect(report.getByLabel('Describe the item')).toHaveValue('Black sunglasses in a brown case.');
  await expectAccessible(page, 'lost and found with an answer');

  const check = app.getByRole('form', { name: 'Check a report' });
  await check.getByLabel('Report number').fill('LF-7K3M9Q2W');
  await check.getByLabel("Driver's last name").fill('Haddad');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('We could not find a report with this number and last name.')).toBeVisible();
});
