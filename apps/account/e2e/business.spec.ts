// Business customers end to end (issue 20), in Chromium against the built product: companies and travel
// agencies sign up on their market's business sign-up page (identifiers checked by their country's rules),
// the back office approves them (the API's service call, as the back-office system makes it), an
// administrator invites a traveller by e-mail in the business hub, and the German site has no hub.
import type { Page } from '@playwright/test';
import { checkAgencyCode, checkRegistration } from '@rental/markets/business';
import { e2eServiceToken, expect, siteUrl, test, useInitialStorage } from '@rental/testing';
import {
  accountApp,
  callApi,
  expectAccessible,
  invitationLinkFor,
  openAccount,
  signUpByApi,
  uniqueEmail,
} from './support.ts';

/**
 * A valid registration number of `country` that no other run used (a number is applied for once): random
 * digits after `prefix` until the country's rule accepts one; `wrong` is the same with another last digit.
 */
function freshVatNumber(country: string, prefix: string, digits: number) {
  for (;;) {
    const body = Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');
    const check = checkRegistration(country, `${prefix}${body}`);
    if (!check.valid) continue;
    const last = Number(body.at(-1));
    const wrong = `${prefix}${body.slice(0, -1)}${(last + 1) % 10}`;
    if (checkRegistration(country, wrong).valid) continue;
    return { valid: `${prefix}${body}`, wrong };
  }
}

/** An IATA agency code no other run used, and the same with a wrong check digit. */
function freshAgencyCode() {
  const seven = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const valid = `${seven}${Number(seven) % 7}`;
  const wrong = `${seven}${(Number(seven) + 1) % 7}`;
  expect(checkAgencyCode(valid).valid && !checkAgencyCode(wrong).valid).toBe(true);
  return { valid, wrong };
}

const signUpApp = (page: Page) => page.locator('#business-sign-up-container');
const PASSWORD = 'copper kettle 42';

/** The back office approves the latest application of the signed-in customer; answers its company id. */
async function approveLatest(page: Page): Promise<string> {
  const mine = await callApi(page, '/v1/business/memberships');
  expect(mine.status).toBe(200);
  const memberships = (mine.body as { memberships: Array<{ company: { id: string; status: string } }> })
    .memberships;
  const id = memberships.at(-1)!.company.id;
  const decided = await callApi(page, `/v1/service/business/companies/${id}/decision`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2eServiceToken}` },
    body: { decision: 'approved', discountPercent: 15 },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return id;
}

/** Opens the business sign-up page of a site; resolves once its form (or first view) shows a heading. */
async function openSignUp(page: Page, site: string, path: string) {
  await page.route(/\.(avif|webp|png|jpe?g|woff2?)(\?|$)/, (route) => route.abort());
  await page.goto(siteUrl(site, path));
  await expect(signUpApp(page).locator('h2')).toBeVisible({ timeout: 30_000 });
}

/** Fills the company form (ids are the same in every language). */
async function fillCompany(page: Page, values: Record<string, string>) {
  const app = signUpApp(page);
  for (const [id, value] of Object.entries(values)) {
    const field = app.locator(`#${id}`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

test('Germany: signed out the page invites to sign in; a company is refused a wrong VAT number, then applies and is approved; the German account has no business hub', async ({
  page,
}) => {
  test.slow();
  await openSignUp(page, 'de', '/geschaeftskunden-registrierung');
  const app = signUpApp(page);
  // The static first view: sign in or create an account, both coming back here.
  await expect(app.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
    'href',
    /#\/login\?return=%2Fgeschaeftskunden-registrierung$/,
  );
  await expectAccessible(page, 'business sign-up (signed out, de)', '#business-sign-up-container');

  const email = uniqueEmail('biz-de');
  const vat = freshVatNumber('DE', 'DE', 9);
  await signUpByApi(page, { firstName: 'Jana', lastName: 'Schulz', email, password: PASSWORD });
  await page.reload();
  await expect(app.locator('#company-name')).toBeVisible({ timeout: 30_000 });
  await expect(app.locator('#company-contact-email')).toHaveValue(email);
  await fillCompany(page, {
    'company-name': 'Beispiel Logistik GmbH',
    'company-legal-form': 'GmbH',
    'company-registration': vat.wrong,
    'company-billing-street': 'Friedrichstraße 1',
    'company-billing-postcode': '10117',
    'company-billing-city': 'Berlin',
    'company-contact-phone': '+49 30 1234567',
    'company-rentals': '11-50',
  });
  await app.getByRole('button', { name: 'Antrag senden' }).click();
  // Named in the summary and at the field, and nothing sent.
  await expect(app.locator('#company-registration')).toHaveAttribute('aria-invalid', 'true');
  await expect(app.getByRole('alert').filter({ hasText: 'USt-IdNr.' }).first()).toBeVisible();
  await expectAccessible(page, 'business sign-up (refused VAT number, de)', '#business-sign-up-container');

  await app
    .locator('#company-registration')
    .fill(vat.valid.replace(/^DE(\d{3})(\d{3})(\d{3})$/, 'DE $1 $2 $3'));
  await app.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(app.getByRole('status').first()).toContainText('Beispiel Logistik GmbH');
  const applications = app.getByRole('region', { name: 'Ihre Anträge' });
  await expect(applications).toContainText('eingegangen, wird geprüft');

  await approveLatest(page);
  await page.reload();
  await expect(app.getByRole('region', { name: 'Ihre Anträge' })).toContainText('genehmigt', {
    timeout: 30_000,
  });

  // Spec §6: the German account area has no business hub, not even by its address.
  await openAccount(page, 'de', '#/business');
  await expect(accountApp(page).getByRole('navigation')).toBeVisible();
  await expect(accountApp(page).locator('a[href="#/business"]')).toHaveCount(0);
  await expect(accountApp(page).locator('h2').first()).not.toHaveText('Geschäftskunden');
});

test('UK: a company applies (a wrong VAT check digit refused first), is approved, and its administrator invites a traveller who accepts by the e-mail link', async ({
  page,
  browser,
  initialStorage,
}) => {
  test.slow();
  const admin = uniqueEmail('biz-uk-admin');
  const vat = freshVatNumber('GB', 'GB', 9);
  await openSignUp(page, 'uk', '/business-sign-up');
  await signUpByApi(page, { firstName: 'Olivia', lastName: 'Hart', email: admin, password: PASSWORD });
  await page.reload();
  const app = signUpApp(page);
  await expect(app.locator('#company-name')).toBeVisible({ timeout: 30_000 });
  await fillCompany(page, {
    'company-name': 'Example Freight Ltd',
    'company-legal-form': 'Private limited company (Ltd)',
    'company-registration': vat.wrong,
    'company-billing-street': '1 Example Street',
    'company-billing-city': 'London',
    'company-billing-postcode': 'SW1A 1AA',
    'company-contact-phone': '+44 20 7946 0958',
    'company-rentals': '51-200',
  });
  await app.getByRole('button', { name: 'Send the application' }).click();
  await expect(app.locator('#company-registration')).toHaveAttribute('aria-invalid', 'true');
  await app
    .locator('#company-registration')
    .fill(vat.valid.replace(/^GB(\d{3})(\d{4})(\d{2})$/, 'GB $1 $2 $3'));
  await app.getByRole('button', { name: 'Send the application' }).click();
  await expect(app.getByRole('region', { name: 'Your applications' })).toContainText(
    'received, being checked',
  );
  await expectAccessible(page, 'business sign-up (signed in, uk)', '#business-sign-up-container');
  const companyId = await approveLatest(page);

  // The hub: the company's data at its rate, a traveller invited by e-mail.
  await openAccount(page, 'uk', '#/business');
  const hub = accountApp(page);
  const panel = hub.getByRole('region', { name: 'Example Freight Ltd' });
  await expect(panel).toContainText('15% off the list price');
  await expect(panel).toContainText(vat.valid);
  await expectAccessible(page, 'business hub (uk)');
  const traveller = uniqueEmail('biz-uk-traveller');
  await panel.getByLabel("The traveller's e-mail address").fill(traveller);
  await panel.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(hub.getByRole('status').first()).toContainText(`We have sent an invitation to ${traveller}.`);
  await expect(panel).toContainText(`${traveller}, valid until`);
  await panel.getByLabel('Code').fill('SALES-01');
  await panel.getByLabel('Name', { exact: true }).fill('Sales team');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel).toContainText('SALES-01: Sales team');
  await panel.getByRole('button', { name: 'Remove the cost centre SALES-01' }).click();
  await expect(hub.getByRole('status').first()).toContainText('The cost centre SALES-01 is removed.');
  await expect(panel).not.toContainText('SALES-01: Sales team');

  // The traveller signs up and opens the link of the invitation mail.
  const link = await invitationLinkFor(page, traveller);
  const context = await browser.newContext();
  await useInitialStorage(context, initialStorage);
  const other = await context.newPage();
  await other.goto(siteUrl('uk', '/'));
  await signUpByApi(other, { firstName: 'Tom', lastName: 'Reed', email: traveller, password: PASSWORD });
  await other.goto(siteUrl('uk', link));
  await expect(accountApp(other).getByRole('button', { name: 'Accept the invitation' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(other, 'business invitation (uk)');
  await accountApp(other).getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(accountApp(other).getByRole('status').first()).toContainText(
    'you now book for Example Freight Ltd',
  );
  // A second use of the link is refused.
  await other.reload();
  await accountApp(other).getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(accountApp(other).getByRole('status').first()).toContainText('invalid or has expired');
  // The profiles section lists the business profile.
  await other.goto(siteUrl('uk', '/account/#/profiles'));
  await expect(accountApp(other).getByRole('region', { name: 'Business profiles' })).toContainText(
    'Example Freight Ltd',
    { timeout: 30_000 },
  );
  await context.close();

  // The administrator sees the traveller in the hub.
  await page.reload();
  await expect(hub.getByRole('region', { name: 'Example Freight Ltd' })).toContainText(
    `Tom Reed (${traveller}), Traveller`,
    { timeout: 30_000 },
  );
  expect(companyId).toBeTruthy();
});

test('UK: a travel agency is refused a wrong IATA check digit, then applies and is approved as an agency', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('biz-uk-agency');
  const code = freshAgencyCode();
  await openSignUp(page, 'uk', '/business-sign-up');
  await signUpByApi(page, { firstName: 'Priya', lastName: 'Shah', email, password: PASSWORD });
  await page.reload();
  const app = signUpApp(page);
  await expect(app.locator('#company-name')).toBeVisible({ timeout: 30_000 });
  await app.getByLabel(/A travel agency/).check();
  await fillCompany(page, {
    'agency-name': 'Sunny Trips Travel',
    'agency-code': code.wrong,
    'agency-billing-street': '2 Travel Lane',
    'agency-billing-city': 'Leeds',
    'agency-billing-postcode': 'LS1 4AP',
    'agency-contact-phone': '+44 113 496 0000',
    'agency-account-holder': 'Sunny Trips Travel Ltd',
    'agency-account-number': 'GB29 NWBK 6016 1331 9268 19',
  });
  await app.getByRole('button', { name: 'Send the application' }).click();
  await expect(app.locator('#agency-code')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'agency sign-up (refused code, uk)', '#business-sign-up-container');
  await app.locator('#agency-code').fill(`${code.valid.slice(0, 2)}-${code.valid.slice(2)}`);
  await app.getByRole('button', { name: 'Send the application' }).click();
  await expect(app.getByRole('region', { name: 'Your applications' })).toContainText(
    'Sunny Trips Travel: Travel agency, received, being checked',
  );
  await approveLatest(page);
  await openAccount(page, 'uk', '#/business');
  const panel = accountApp(page).getByRole('region', { name: 'Sunny Trips Travel' });
  await expect(panel).toContainText(code.valid);
  await expect(panel).toContainText('8% of each rental');
});
