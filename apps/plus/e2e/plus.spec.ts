// Long-term rental end to end (issue 21) on the German site against the real API: a customer picks an
// offer on the plus page, signs in through the account page and comes back to the order, orders, reads and
// accepts the contract (stored and shown with its time and version); then, with a contract of their own,
// stores a card on the payment sandbox (3-D Secure, challenge passed), the branch records the handover (a
// service call), the customer accepts the handover protocol, sends a reading below the last (refused on
// the field) and an unusual jump (confirmed in the dialog), and changes the card. axe-core at 1280 and 375
// px on every view.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { e2eServiceToken, expect, payOnSandbox, siteUrl, test } from '@rental/testing';

const appExpect = expect.configure({ timeout: 20_000 });
const app = (page: Page) => page.locator('#plus-container');

/** axe-core (WCAG 2.2 AA and best practices) on the app's container at 1280 and 375 px. */
async function expectAccessible(page: Page, what: string, scope = '#plus-container') {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: size.height });
    const result = await new AxeBuilder({ page })
      .include(scope)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const found = result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe violations in ${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}

/** A call to the site's own API from the page (same origin, the session cookie of the page). */
async function callApi(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, init },
  );
}

const uniqueEmail = (tag: string) =>
  `plus-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const PASSWORD = 'a-long-password-1';

/** The German plus page with a new customer signed in (POST /v2/users signs the page in). */
async function signedInCustomer(page: Page, tag: string) {
  await page.goto(siteUrl('de', '/plus'));
  const user = { firstName: 'Ada', lastName: 'Byron', email: uniqueEmail(tag), password: PASSWORD };
  const answer = await callApi(page, '/v2/users', { method: 'POST', body: user });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return user;
}

/** A day `days` from today, YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a customer picks an offer, signs in on the account page, comes back, orders and accepts the contract', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInCustomer(page, 'order');
  const out = await callApi(page, '/v1/auth/logout', { method: 'POST', body: {} });
  expect(out.status, JSON.stringify(out.body)).toBeLessThan(300);
  await page.goto(siteUrl('de', '/plus'));

  const card = app(page).getByRole('article', { name: 'VW Golf oder ähnlich Schaltgetriebe' });
  await appExpect(card).toBeVisible();
  await appExpect(card.locator('.plus-offer__monthly')).toHaveText(/€ im Monat$/);
  // By keyboard: the terms are one radio group (24 months first chosen, the "from" price).
  await card.getByLabel('24 Monate').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(card.getByLabel('6 Monate')).toBeChecked();
  await card.getByLabel('Kilometer pro Monat').selectOption({ label: '1.500 km im Monat' });
  await appExpect(card.locator('.plus-offer__monthly')).toHaveText(/€ im Monat$/);
  await expectAccessible(page, 'the offers');
  await card.getByRole('link', { name: 'Bestellen' }).click();

  const order = app(page).getByRole('heading', { level: 2, name: 'Bestellung: VW Golf oder ähnlich' });
  await appExpect(order).toBeFocused();
  await expect(app(page).getByText('6 Monate, 1.500 km im Monat')).toBeVisible();
  await appExpect(app(page).getByRole('link', { name: 'Zum Bestellen anmelden' })).toBeVisible();
  await expectAccessible(page, 'the order, signed out');
  await app(page).getByRole('link', { name: 'Zum Bestellen anmelden' }).click();
  const account = page.locator('#account-container');
  await appExpect(account.getByLabel('E-Mail-Adresse')).toBeVisible();
  await account.getByLabel('E-Mail-Adresse').fill(user.email);
  await account.getByLabel('Passwort', { exact: true }).fill(user.password);
  await account.getByRole('button', { name: 'Anmelden' }).click();
  // Signed in, the account page sends the customer back to the order.
  await expect(page).toHaveURL(/\/plus\/?#\/order\/de-cdmr\?months=6&mileage=1500$/);

  const start = app(page).getByLabel(/^Startdatum/);
  await appExpect(start).toBeVisible();
  await start.fill(inDays(400));
  await app(page).getByRole('button', { name: 'Bestellen und Vertrag lesen' }).click();
  await expect(
    app(page)
      .getByText(/^Wählen Sie ein Startdatum vom/)
      .first(),
  ).toBeVisible();
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the order with a refused start date');
  await start.fill(inDays(7));
  await app(page).getByRole('button', { name: 'Bestellen und Vertrag lesen' }).click();

  const title = app(page).getByRole('heading', { level: 2, name: /^Vertrag P-[2-9A-Z]{6}$/ });
  await appExpect(title).toBeFocused();
  await expect(app(page).getByRole('heading', { level: 3, name: /^Langzeitmietvertrag P-/ })).toBeVisible();
  await expect(
    app(page).getByText('Ein VW Golf oder ähnlich (Fahrzeuggruppe CDMR)', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page, 'the contract to accept');

  await app(page)
    .getByLabel(/^Ihr vollständiger Name/)
    .fill('Ada Lovelace');
  await app(page).getByLabel('Ich habe dieses Dokument gelesen und nehme es an.').check();
  await app(page).getByRole('button', { name: 'Annehmen' }).click();
  await expect(
    app(page)
      .getByText('Geben Sie Ihren vollständigen Namen so ein, wie er in Ihrem Konto steht: Ada Byron.')
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'the acceptance refused');
  await app(page)
    .getByLabel(/^Ihr vollständiger Name/)
    .fill('ada byron');
  // The tick and the button by keyboard.
  await app(page).getByLabel('Ich habe dieses Dokument gelesen und nehme es an.').uncheck();
  await app(page).getByLabel('Ich habe dieses Dokument gelesen und nehme es an.').focus();
  await page.keyboard.press('Space');
  await expect(app(page).getByLabel('Ich habe dieses Dokument gelesen und nehme es an.')).toBeChecked();
  await app(page).getByRole('button', { name: 'Annehmen' }).focus();
  await page.keyboard.press('Enter');
  // The acceptance with the market's date (DD.MM.YYYY) and time (H:mm) and the version.
  await expect(
    app(page).getByText(
      /^Angenommen von ada byron am \d{2}\.\d{2}\.\d{4} um \d{1,2}:\d{2} \(Fassung contract-2026-11\)\.$/,
    ),
  ).toBeVisible();
  await expect(app(page).getByText('Wartet auf Ihre Karte')).toBeVisible();
  await expectAccessible(page, 'the accepted contract');
  // Stored: a reload shows the same acceptance.
  await page.reload();
  await appExpect(app(page).getByText(/^Angenommen von ada byron am /)).toBeVisible();
  await expect(app(page).getByRole('list', { name: 'Schritte Ihres Vertrags' })).toContainText(
    'Karte hinterlegen (aktueller Schritt)',
  );
});

test('a customer stores a card with 3-D Secure, accepts the handover, reports the mileage and changes the card', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInCustomer(page, 'drive');
  // The order and the contract's acceptance as the first test does them, through the API.
  const ordered = await callApi(page, '/v1/plus/contracts', {
    method: 'POST',
    headers: { 'idempotency-key': `plus-e2e-${Date.now()}` },
    body: { offerId: 'de-cdmr', months: 6, monthlyMileage: 1500, startDate: inDays(3) },
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
  const id = ordered.body.contract.id as string;
  const accepted = await callApi(page, `/v1/plus/contracts/${id}/acceptances`, {
    method: 'POST',
    body: { document: 'contract', version: 'contract-2026-11', typedName: 'Ada Byron', accepted: true },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);

  await page.goto(siteUrl('de', `/plus#/contracts/${id}`));
  const add = app(page).getByRole('button', { name: 'Karte hinterlegen' });
  await appExpect(add).toBeVisible();
  await expectAccessible(page, 'the card step');
  await add.click();
  await payOnSandbox(page, { card: 'threeDSecure', challenge: 'complete' });
  await appExpect(app(page).getByText('Ihre Karte ist für diesen Vertrag gespeichert.')).toBeVisible();
  await appExpect(app(page).getByText(/^Visa mit Endziffern 3220, gültig bis 12\/\d{4}$/)).toBeVisible();
  await expect(app(page).getByText('Aktiv', { exact: true })).toBeVisible();
  // The payment session is gone from the address; the route stays.
  expect(new URL(page.url()).searchParams.get('payment_session')).toBeNull();
  expect(new URL(page.url()).hash).toBe(`#/contracts/${id}`);
  await expect(app(page).getByText(/^Die Filiale erfasst die Übergabe/)).toBeVisible();
  await expectAccessible(page, 'the stored card, waiting for the handover');

  // The branch hands the car over (back office, service token).
  const handover = await callApi(page, `/v1/service/plus/contracts/${id}/handover`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e2eServiceToken}` },
    body: { odometer: 12000 },
  });
  expect(handover.status, JSON.stringify(handover.body)).toBe(200);
  await page.reload();
  const protocol = app(page).getByRole('heading', { level: 3, name: /^Fahrzeugübergabeprotokoll P-/ });
  await appExpect(protocol).toBeVisible();
  await expect(app(page).getByText(/mit einem Kilometerstand von 12\.000 km/)).toBeVisible();
  await expectAccessible(page, 'the handover protocol');
  await app(page)
    .getByLabel(/^Ihr vollständiger Name/)
    .fill('Ada Byron');
  await app(page).getByLabel('Ich habe dieses Dokument gelesen und nehme es an.').check();
  await app(page).getByRole('button', { name: 'Annehmen' }).click();
  await expect(
    app(page).getByText(/^Angenommen von Ada Byron am .* \(Fassung handover-2026-11\)\.$/),
  ).toBeVisible();

  // Mileage: below the handover's 12,000 km is refused on the field.
  const odometer = app(page).getByLabel(/^Kilometerstand \(km\)/);
  await odometer.fill('11000');
  await app(page)
    .getByLabel('Foto des Kilometerzählers')
    .setInputFiles({
      name: 'tacho.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 1)]),
    });
  await app(page).getByRole('button', { name: 'Stand senden' }).click();
  await expect(odometer).toHaveAttribute('aria-invalid', 'true');
  await expect(
    app(page).getByText('Der Kilometerstand darf nicht unter dem letzten Stand von 12000 km liegen.').first(),
  ).toBeVisible();
  await expectAccessible(page, 'the reading below the last');

  // 2,000 km on the first day: the projection first, then the unusual jump confirmed in the dialog.
  await odometer.fill('14000');
  await app(page).getByRole('button', { name: 'Stand prüfen' }).click();
  await expect(
    app(page).getByText(/^Bei diesem Tempo fahren Sie bis zum Ende [\d.]+ km über Ihr Kontingent/),
  ).toBeVisible();
  await app(page).getByRole('button', { name: 'Stand senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stimmt dieser Stand?' });
  await appExpect(dialog).toBeVisible();
  await expect(dialog).toContainText('2000 km in 1 Tagen');
  await expectAccessible(page, 'the unusual-jump dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Ja, er stimmt' }).click();
  await appExpect(app(page).getByText('Danke: Ihr Stand von 14.000 km ist gespeichert.')).toBeVisible();
  await expect(app(page).getByText(/^14\.000 km am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expectAccessible(page, 'the saved reading');

  // Payment update: another card.
  await app(page).getByRole('button', { name: 'Andere Karte verwenden' }).click();
  await payOnSandbox(page, { card: 'mastercard' });
  await appExpect(
    app(page).getByText(/^Mastercard mit Endziffern 4444, gültig bis 12\/\d{4}$/),
  ).toBeVisible();
  await expectAccessible(page, 'the changed card');
});
