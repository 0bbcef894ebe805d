// The subscription funnel and the campaign registration end to end (issue 17, items 2 and 3) on the
// German site against the real API and its demo data: a customer (an account made through the API, then
// signed out) goes through the funnel, signs in through the account's sign-in page at the details step
// and is brought back to the same step with the choices kept, orders a 12-month subscription (axe-core on every step at
// 1280 and 375 px) and finds it in the account's #/subscriptions; a new customer on the UK site creates
// their account at the details step; another registers for a campaign once, and the second attempt shows
// the error dialog with its cause; a guest registers by e-mail and confirms from the mailed link.
import type { Page } from '@playwright/test';
import { e2ePort, expect, siteUrl, test } from '@rental/testing';
import { app, expectAccessible } from './support.ts';

const appExpect = expect.configure({ timeout: 20_000 });

/** A unique e-mail address per test (tests run in parallel and never share accounts). */
const uniqueEmail = (tag: string) =>
  `subscription-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A call to the site's own API from the page (same origin, as the apps call it). */
async function callApi(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, init },
  );
}

/** Opens the German subscription page and signs a new customer in (POST /v2/users signs the page in). */
async function signedInCustomer(page: Page, tag: string) {
  // The funnel needs neither images nor fonts.
  await page.route(/\.(avif|webp|png|jpe?g|woff2?)(\?|$)/, (route) => route.abort());
  await page.goto(siteUrl('de', '/subscription'));
  const user = {
    firstName: 'Ada',
    lastName: 'Byron',
    email: uniqueEmail(tag),
    password: 'a-long-password-1',
  };
  const answer = await callApi(page, '/v2/users', { method: 'POST', body: user });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return user;
}

/** The step's heading has the focus (so a screen reader announces it) and the address names the step. */
async function atStep(page: Page, number: number, title: string, step: string, focused = true) {
  const heading = app(page).getByRole('heading', { level: 2, name: `Schritt ${number} von 6: ${title}` });
  // Reached inside the app the heading takes the focus; after a page load it is just there.
  if (focused) await appExpect(heading).toBeFocused();
  else await appExpect(heading).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(new RegExp(`/order/${step}$`));
  await expectAccessible(page, `the ${step} step`);
}

test('a signed-in customer orders a 12-month subscription on the German site and sees it in the account’s #/subscriptions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInCustomer(page, 'funnel');
  // Signed out again: the funnel asks for the sign-in at the details step.
  const out = await callApi(page, '/v1/auth/logout', { method: 'POST', body: {} });
  expect(out.status, JSON.stringify(out.body)).toBeLessThan(300);
  const offers = await callApi(page, '/v1/subscription/v1.1/subscriptions/offers/country?countryCode=DE');
  type Offer = { id: string; make: string; model: string; minDriverAge: number };
  const offer = (offers.body as { offers: Offer[] }).offers.find((o) => o.minDriverAge <= 25)!;
  await page.goto(siteUrl('de', `/subscription#/offer/${offer.id}`));
  await app(page).getByRole('link', { name: 'Abonnieren' }).click();

  await atStep(page, 1, 'Laufzeit', 'term');
  await app(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(app(page).getByText('Wählen Sie eine Laufzeit.')).toBeVisible();
  // By keyboard: the radio buttons are one group.
  await app(page)
    .getByLabel(/^Flexibel/)
    .focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(app(page).getByLabel(/^12 Monate/)).toBeChecked();
  await page.keyboard.press('Enter');

  await atStep(page, 2, 'Kilometerpaket', 'mileage');
  await app(page)
    .getByLabel(/^500 km mehr pro Monat/)
    .check();
  await app(page).getByRole('button', { name: 'Weiter' }).click();

  await atStep(page, 3, 'Extras', 'extras');
  await app(page)
    .getByLabel(/^Winterreifen/)
    .check();
  await app(page).getByRole('button', { name: 'Weiter' }).click();

  await atStep(page, 4, 'Lieferung oder Abholung', 'handover');
  await expect(app(page).getByLabel('Abholfiliale')).not.toHaveValue('');
  await app(page).getByLabel('Startdatum').selectOption({ index: 3 });
  await app(page).getByRole('button', { name: 'Weiter' }).click();

  await atStep(page, 5, 'Ihre Angaben', 'details');
  await app(page).getByRole('link', { name: 'Anmelden' }).click();
  const account = page.locator('#account-container');
  await appExpect(account.getByLabel('E-Mail-Adresse')).toBeVisible();
  await account.getByLabel('E-Mail-Adresse').fill(user.email);
  await account.getByLabel('Passwort', { exact: true }).fill(user.password);
  await account.getByRole('button', { name: 'Anmelden' }).click();
  // Signed in, the account page goes on to the step that sent the customer (issue 17), with what was
  // chosen: the choices were kept for this tab.
  await expect(page).toHaveURL(new RegExp(`/subscription/?#/offer/${offer.id}/order/details$`));
  await atStep(page, 5, 'Ihre Angaben', 'details', false);
  await expect(app(page).getByText(`Angemeldet als Ada Byron (${user.email})`)).toBeVisible();
  await app(page).getByLabel('Telefonnummer').fill('+49 30 1234567');
  await app(page).getByLabel('Geburtsdatum').fill('1985-04-12');
  await app(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(app(page).getByText('Geben Sie Ihr Geburtsdatum als DD.MM.YYYY ein.')).toBeVisible();
  await expect(app(page).getByLabel('Telefonnummer')).toHaveValue('+49 30 1234567');
  await app(page).getByLabel('Geburtsdatum').fill('12.04.1985');
  await app(page).getByRole('button', { name: 'Weiter' }).click();

  await atStep(page, 6, 'Zusammenfassung', 'summary');
  const costs = app(page).getByLabel('Kosten', { exact: true });
  await expect(costs).toContainText('12 Monate, danach 30 Tage Kündigungsfrist');
  await expect(costs).toContainText('Winterreifen');
  await expect(costs).toContainText(/Erste Zahlung\s*[\d.]+,\d\d\s€/);
  await app(page).getByRole('button', { name: 'Jetzt bestellen' }).click();

  const done = app(page).getByRole('heading', { level: 2, name: 'Vielen Dank für Ihre Bestellung' });
  await appExpect(done).toBeFocused();
  const text = await app(page)
    .getByText(/Ihr Abo S-[A-Z0-9]{6} für den/)
    .textContent();
  const number = text?.match(/S-[A-Z0-9]{6}/)?.[0];
  await app(page).getByRole('link', { name: 'Ihre Abos in Ihrem Konto ansehen' }).click();
  await expect(page).toHaveURL(/#\/subscriptions$/);
  await appExpect(page.locator(`#account-container li[data-subscription="${number}"]`)).toContainText(
    `${offer.make} ${offer.model}`,
  );
});

/** Presses Tab until `target` has the focus (at most `max` times): how a keyboard user reaches it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the funnel by keyboard alone: a signed-in customer orders on the German site without a pointer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInCustomer(page, 'keyboard');
  const offers = await callApi(page, '/v1/subscription/v1.1/subscriptions/offers/country?countryCode=DE');
  type Offer = { id: string; minDriverAge: number };
  const offer = (offers.body as { offers: Offer[] }).offers.find((o) => o.minDriverAge <= 25)!;
  await page.goto(siteUrl('de', `/subscription#/offer/${offer.id}`));
  const subscribe = app(page).getByRole('link', { name: 'Abonnieren' });
  await appExpect(subscribe).toBeVisible();
  await tabTo(page, subscribe);
  await page.keyboard.press('Enter');
  const next = app(page).getByRole('button', { name: 'Weiter' });
  const step = (n: number, title: string) =>
    app(page).getByRole('heading', { level: 2, name: `Schritt ${n} von 6: ${title}` });

  await appExpect(step(1, 'Laufzeit')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(app(page).getByLabel(/^12 Monate/)).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await appExpect(step(2, 'Kilometerpaket')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(app(page).getByLabel(/^500 km mehr pro Monat/)).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await appExpect(step(3, 'Extras')).toBeFocused();
  const tyres = app(page).getByLabel(/^Winterreifen/);
  await tabTo(page, tyres);
  await page.keyboard.press('Space');
  await expect(tyres).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await appExpect(step(4, 'Lieferung oder Abholung')).toBeFocused();
  const date = app(page).getByLabel('Startdatum');
  await tabTo(page, date);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(date).not.toHaveValue('');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await appExpect(step(5, 'Ihre Angaben')).toBeFocused();
  await tabTo(page, app(page).getByLabel('Telefonnummer'));
  await page.keyboard.type('+49 30 1234567');
  await tabTo(page, app(page).getByLabel('Geburtsdatum'));
  await page.keyboard.type('12.04.1985');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await appExpect(step(6, 'Zusammenfassung')).toBeFocused();
  const order = app(page).getByRole('button', { name: 'Jetzt bestellen' });
  await tabTo(page, order);
  await page.keyboard.press('Enter');
  await appExpect(
    app(page).getByRole('heading', { level: 2, name: 'Vielen Dank für Ihre Bestellung' }),
  ).toBeFocused();
});

test('campaign registration succeeds once and shows the error dialog the second time', async ({ page }) => {
  const user = await signedInCustomer(page, 'campaign');
  await page.goto(siteUrl('de', '/subscription#/campaign/de-no-enrollment-fee'));
  await appExpect(app(page).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(app(page)).toContainText(user.email);
  const register = app(page).getByRole('button', { name: 'Für die Kampagne anmelden' });

  await register.click();
  const success = page.getByRole('dialog', { name: 'Sie sind angemeldet' });
  await appExpect(success).toBeVisible();
  await expect(success).toContainText(
    `Richten Sie Ihr Abo-Konto mit derselben E-Mail-Adresse ein: ${user.email}.`,
  );
  await expect(success).toContainText('Der Vorteil erscheint beim Schritt „Ihre Angaben“');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
  await expect(register).toBeFocused();

  await register.click();
  const error = page.getByRole('dialog', { name: 'Etwas ist schiefgelaufen' });
  await appExpect(error).toBeVisible();
  await expect(error).toContainText('Sie haben bereits eine offene Anmeldung.');
  await expect(error).toContainText(
    'Bitte versuchen Sie es später erneut oder wenden Sie sich an den Kundenservice',
  );
  await page.keyboard.press('Escape');
  await expect(error).toBeHidden();
});

test('a new customer creates their account at the details step on the UK site and goes on to the summary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route(/\.(avif|webp|png|jpe?g|woff2?)(\?|$)/, (route) => route.abort());
  await page.goto(siteUrl('uk', '/subscription'));
  const offers = await callApi(page, '/v1/subscription/v1.1/subscriptions/offers/country?countryCode=GB');
  type Offer = { id: string; minDriverAge: number };
  const offer = (offers.body as { offers: Offer[] }).offers.find((o) => o.minDriverAge <= 25)!;
  await page.goto(siteUrl('uk', `/subscription#/offer/${offer.id}/order/term`));
  const step = (name: string) => app(page).getByRole('heading', { level: 2, name });
  await appExpect(step('Step 1 of 6: Term')).toBeVisible();
  await app(page).getByRole('radio').first().check();
  await app(page).getByRole('button', { name: 'Continue' }).click();
  await appExpect(step('Step 2 of 6: Mileage package')).toBeFocused();
  await app(page).getByRole('radio').first().check();
  await app(page).getByRole('button', { name: 'Continue' }).click();
  await appExpect(step('Step 3 of 6: Extras')).toBeFocused();
  await app(page).getByRole('button', { name: 'Continue' }).click();
  await appExpect(step('Step 4 of 6: Delivery or pickup')).toBeFocused();
  await app(page).getByLabel('Start date').selectOption({ index: 2 });
  await app(page).getByRole('button', { name: 'Continue' }).click();

  await appExpect(step('Step 5 of 6: Your details')).toBeFocused();
  const signIn = await app(page).getByRole('link', { name: 'Sign in' }).getAttribute('href');
  expect(signIn).toBe(
    `/account#/login?return=${encodeURIComponent(`/subscription#/offer/${offer.id}/order/details`)}`,
  );
  await expectAccessible(page, 'the details step signed out, with the sign-up form');
  const email = uniqueEmail('inline');
  await app(page).getByLabel('First name').fill('Grace');
  await app(page).getByLabel('Last name').fill('Hopper');
  await app(page).getByLabel('E-mail address').fill(email);
  await app(page).getByLabel('Password', { exact: true }).fill('short');
  await app(page).getByRole('button', { name: 'Create account' }).click();
  await expect(
    app(page).getByText('Your password must be at least 8 characters long.').first(),
  ).toBeVisible();
  await app(page).getByLabel('Password', { exact: true }).fill('a-long-password-1');
  await app(page).getByRole('button', { name: 'Create account' }).click();
  await expect(app(page).getByText(`Signed in as Grace Hopper (${email})`)).toBeVisible();
  // The header's sign-in heard of the new session (another app of the page).
  await expect(page.locator('#login-container')).toContainText('Grace');
  await expect(app(page).getByLabel('First name')).toHaveValue('Grace');
  await app(page).getByLabel('Phone number').fill('+44 20 7946 0958');
  await app(page).getByLabel('Date of birth').fill('12/04/1985');
  await app(page).getByRole('button', { name: 'Continue' }).click();
  await appExpect(step('Step 6 of 6: Summary')).toBeFocused();
  await expect(app(page).getByLabel('Costs', { exact: true })).toContainText(/First payment\s*£[\d,]+\.\d\d/);
});

type ViewerMail = { to: string[]; subject: string; text: string };

test('a guest registers for a campaign by e-mail and confirms it once from the mailed link', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.route(/\.(avif|webp|png|jpe?g|woff2?)(\?|$)/, (route) => route.abort());
  await page.goto(siteUrl('de', '/subscription#/campaign/de-no-enrollment-fee'));
  await appExpect(app(page).getByRole('heading', { level: 2 })).toBeVisible();
  const signIn = app(page).getByRole('link', { name: 'Anmelden' });
  await expect(signIn).toHaveAttribute(
    'href',
    `/account#/login?return=${encodeURIComponent('/subscription#/campaign/de-no-enrollment-fee')}`,
  );
  const email = uniqueEmail('guest');
  await app(page).getByLabel('Vorname').fill('Lena');
  await app(page).getByLabel('Nachname').fill('Vogel');
  await app(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await app(page).getByRole('button', { name: 'Link senden' }).click();
  const sent = app(page).getByText(`Fast geschafft: Wir haben einen Link an ${email} gesendet.`, {
    exact: false,
  });
  await appExpect(sent).toBeFocused();
  await expectAccessible(page, 'the guest registration sent');

  // The mail, in German over SMTP to the development sink (its viewer on E2E_PORT + 3).
  let mail: ViewerMail | undefined;
  await expect
    .poll(
      async () => {
        const viewer = await request.get(`http://127.0.0.1:${e2ePort + 3}/messages.json`);
        const { messages } = (await viewer.json()) as { messages: ViewerMail[] };
        mail = messages.find((m) => m.to.includes(email));
        return mail?.subject ?? '';
      },
      { timeout: 20_000 },
    )
    .toMatch(/^Bestätigen Sie Ihre Anmeldung: /);
  const link = /https?:\/\/\S+#\/campaign-confirm\?token=[\w-]+/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeDefined();
  expect(new URL(link!).host).toBe(new URL(siteUrl('de', '/')).host);

  await page.goto(link!);
  await appExpect(
    app(page).getByRole('heading', { level: 2, name: 'Registrierung für die Aktion bestätigen' }),
  ).toBeVisible();
  await expectAccessible(page, 'the confirmation page');
  await app(page).getByRole('button', { name: 'Registrierung bestätigen' }).click();
  const success = page.getByRole('dialog', { name: 'Sie sind angemeldet' });
  await appExpect(success).toBeVisible();
  await expect(success).toContainText(email);
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();

  // The link confirms once (opened again from the mail: a new page load).
  await page.goto('about:blank');
  await page.goto(link!);
  await app(page).getByRole('button', { name: 'Registrierung bestätigen' }).click();
  await expect(app(page).getByText(/Dieser Bestätigungslink ist ungültig oder abgelaufen/)).toBeVisible();
});
