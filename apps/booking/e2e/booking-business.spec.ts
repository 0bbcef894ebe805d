// Business profiles in the booking engine end to end (issue 20), in Chromium against the built product:
// a company's traveller books on its profile at the company rate, paid by invoice; the branch records the
// return (the back office's service call), the invoice PDF names the company and its VAT number, a
// correction request gives a corrected PDF that names the invoice it replaces, and a lost item is reported
// for the booking. A travel agency's agent books for a customer with the agency's number.
import type { Page } from '@playwright/test';
import { checkRegistration } from '@rental/markets/business';
import { callApi, e2eServiceToken, expect, invitationLinkFor, signUpByApi, test } from '@rental/testing';
import { pdfText } from '@rental/testing/pdf';
import {
  addDays,
  chooseBranch,
  expectAccessible,
  fillCheckout,
  formatDay,
  markets,
  openSearch,
  openWeekday,
  searchForm,
  siteUrl,
  typeDate,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });

const uk = markets.find((m) => m.site === 'uk')!;
const PASSWORD = 'copper kettle 42';
const service = { authorization: `Bearer ${e2eServiceToken}` };
const unique = (tag: string) =>
  `booking-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A British VAT number no other run applied with. */
function freshBritishVat(): string {
  for (;;) {
    const body = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
    if (checkRegistration('GB', `GB${body}`).valid) return `GB${body}`;
  }
}

const billing = {
  country: 'GB',
  street: '1 Example Street',
  postcode: 'SW1A 1AA',
  city: 'London',
  region: '',
};

/** Applies (as the signed-in page) and has the back office approve; answers the company's id. */
async function approvedApplication(page: Page, path: string, body: Record<string, unknown>): Promise<string> {
  const applied = await callApi(page, path, { method: 'POST', body });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = (applied.body as { company: { id: string } }).company.id;
  const decided = await callApi(page, `/v1/service/business/companies/${id}/decision`, {
    method: 'POST',
    headers: service,
    body: { decision: 'approved', discountPercent: 15 },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return id;
}

/** Search at Manchester Airport, the first offer, to the checkout. */
async function toCheckout(page: Page) {
  await openSearch(page, 'uk');
  const pickupDay = openWeekday(8);
  await chooseBranch(page, uk.labels.branch, uk.query, uk.branch);
  await typeDate(page, uk.labels.pickupDate, formatDay(pickupDay, uk.datePattern));
  await typeDate(page, uk.labels.returnDate, formatDay(addDays(pickupDay, 3), uk.datePattern));
  await searchForm(page).getByRole('button', { name: uk.strings.submit }).click();
  const offers = page.locator('[data-offer-code]');
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });
  await offers.first().getByRole('button', { name: uk.strings.select }).click();
  await expect(page).toHaveURL(/#\/checkout\?offer=/);
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('UK: a traveller books on the company profile at its rate, paid by invoice; the returned rental’s invoice names the company and is corrected on request; a lost item is reported', async ({
  page,
}) => {
  // The company's administrator applies, is approved, adds a cost centre and invites the traveller.
  await page.goto(siteUrl('uk', '/'));
  await signUpByApi(page, {
    firstName: 'Olivia',
    lastName: 'Hart',
    email: unique('admin'),
    password: PASSWORD,
  });
  const vat = freshBritishVat();
  const companyId = await approvedApplication(page, '/v1/business/companies', {
    country: 'GB',
    name: 'Example Freight Ltd',
    legalForm: 'Private limited company (Ltd)',
    registrationNumber: vat,
    billingAddress: billing,
    contact: {
      firstName: 'Olivia',
      lastName: 'Hart',
      email: 'billing@example.com',
      phone: '+44 20 7946 0958',
    },
    rentalsPerYear: '51-200',
  });
  const centre = await callApi(page, `/v1/business/companies/${companyId}/cost-centres`, {
    method: 'POST',
    body: { code: 'SALES-01', name: 'Sales team' },
  });
  expect(centre.status).toBe(201);
  const traveller = unique('traveller');
  const invited = await callApi(page, `/v1/business/companies/${companyId}/travellers`, {
    method: 'POST',
    body: { email: traveller, locale: 'en-GB' },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const link = await invitationLinkFor(page, traveller);

  // The traveller signs up and accepts the invitation.
  await page.context().clearCookies();
  await signUpByApi(page, { firstName: 'Tom', lastName: 'Reed', email: traveller, password: PASSWORD });
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const accepted = await callApi(page, '/v1/business/invitations/accept', {
    method: 'POST',
    body: { token },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

  await toCheckout(page);
  const picker = page.getByRole('group', { name: 'Book as' });
  await expect(picker).toBeVisible({ timeout: 20_000 });
  const listTotal = money(await page.locator('[data-booking-total]').first().textContent());
  await picker.getByRole('radio', { name: /Example Freight Ltd/ }).check();
  await page.getByLabel(/Cost cent/).selectOption({ label: 'SALES-01 · Sales team' });
  // The company rate: 15 % off, rounded to the penny.
  await expect
    .poll(async () => money(await page.locator('[data-booking-total]').first().textContent()))
    .toBe(Math.round(listTotal * 85) / 100);
  await expect(page.getByText('Nothing to pay at pickup: the company receives the invoice.')).toBeVisible();
  await fillCheckout(page, uk, 'Reed');
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: uk.strings.book }).click();
  await expect(page.getByRole('heading', { name: uk.strings.confirmed })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-booking-profile]')).toContainText('Example Freight Ltd');
  await expect(page.locator('[data-booking-payment]')).toHaveText('Paid by invoice to Example Freight Ltd');
  const number = (await page.locator('[data-reservation-number]').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{10}$/);

  // The branch records the return; the invoice is the company's.
  const returned = await callApi(page, `/v1/service/bookings/${number}/return`, {
    method: 'POST',
    headers: service,
    body: {},
  });
  expect(returned.status, JSON.stringify(returned.body)).toBe(200);
  await page.goto(siteUrl('uk', `/account/#/bookings/${number}`));
  const account = page.locator('#account-container');
  const download = account.getByRole('link', { name: 'Download the invoice (PDF)' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const first = await pdfOf(page, (await download.getAttribute('href'))!);
  expect(first).toContain('Example Freight Ltd');
  expect(first).toContain(vat);
  expect(first).toMatch(/invoice/i);
  const invoiceNumber = (await account.locator('[data-invoice]').getAttribute('data-invoice'))!;

  // A correction: the request, the back office corrects, the new invoice names the old one.
  await account.getByRole('button', { name: 'Ask for a correction' }).click();
  await account.getByLabel('The company details are wrong').check();
  await account.getByLabel('What should we correct?').fill('Please add our purchase order number PO-4711.');
  await account.getByRole('button', { name: 'Send the request' }).click();
  await expect(account.getByText('we have received your request', { exact: false })).toBeVisible();
  const listed = await callApi(page, `/v1/invoices/${invoiceNumber}/corrections`);
  const correctionId = (listed.body as { corrections: Array<{ id: string }> }).corrections[0]!.id;
  const corrected = await callApi(page, `/v1/service/invoice-corrections/${correctionId}/status`, {
    method: 'POST',
    headers: service,
    body: { status: 'corrected', note: 'Purchase order number added.' },
  });
  expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  await page.reload();
  await expect(account.getByText(`This corrected invoice replaces invoice ${invoiceNumber}.`)).toBeVisible({
    timeout: 30_000,
  });
  const second = await pdfOf(page, (await download.getAttribute('href'))!);
  expect(second).toContain(invoiceNumber);
  expect(second).toContain('Example Freight Ltd');

  // A lost item for this booking, and its state.
  await page.goto(siteUrl('uk', '/account/#/lost-and-found'));
  const report = account.getByRole('form', { name: 'Report a lost item' });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await report.getByLabel('Reservation number').fill(number);
  await report.getByLabel("Driver's last name").fill('Reed');
  await report.getByLabel('What did you leave?').selectOption('phone');
  await report.getByLabel('Where in the vehicle?').selectOption('door_pocket');
  await report.getByLabel('Describe the item').fill('A blue phone in a black case.');
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(account.getByRole('region', { name: 'Your reports' })).toContainText(`booking ${number}`);
  await expect(account.getByRole('region', { name: 'Your reports' })).toContainText('received');
});

test('UK: a travel agency’s agent books for a customer with the agency number on the booking', async ({
  page,
}) => {
  await page.goto(siteUrl('uk', '/'));
  await signUpByApi(page, {
    firstName: 'Priya',
    lastName: 'Shah',
    email: unique('agent'),
    password: PASSWORD,
  });
  const seven = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const code = `${seven}${Number(seven) % 7}`;
  await approvedApplication(page, '/v1/business/agencies', {
    country: 'GB',
    name: 'Sunny Trips Travel',
    agencyCode: code,
    billingAddress: billing,
    contact: { firstName: 'Priya', lastName: 'Shah', email: 'desk@example.com', phone: '+44 113 496 0000' },
    commissionAccount: { holder: 'Sunny Trips Travel Ltd', number: 'GB29 NWBK 6016 1331 9268 19' },
  });

  await toCheckout(page);
  const picker = page.getByRole('group', { name: 'Book as' });
  await expect(picker).toBeVisible({ timeout: 20_000 });
  await picker.getByRole('radio', { name: /Sunny Trips Travel/ }).check();
  // The customer is the driver: nothing of the agent's own details is filled in.
  await expect(page.getByLabel(uk.labels.firstName)).toHaveValue('');
  await expect(
    page.getByText("Enter your customer's details: the customer is the main driver."),
  ).toBeVisible();
  await fillCheckout(page, uk, 'Okafor');
  await expectAccessible(page);
  await page.getByRole('button', { name: uk.strings.book }).click();
  await expect(page.getByRole('heading', { name: uk.strings.confirmed })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-booking-profile]')).toContainText('Sunny Trips Travel');
  await expect(page.locator('[data-booking-agency-code]')).toHaveText(code);
});

/** The text of a PDF the page's session may download (the invoice link's address), fetched by the page. */
async function pdfOf(page: Page, href: string): Promise<string> {
  const answer = await page.evaluate(async (href) => {
    const response = await fetch(href);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    };
  }, href);
  expect(answer.status).toBe(200);
  expect(answer.type).toContain('application/pdf');
  return pdfText(new Uint8Array(answer.bytes));
}
