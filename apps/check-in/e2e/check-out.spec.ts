// The mobile check-out end to end (issue 22) on the Austrian site (German) against the real API, on a phone-sized
// screen: a customer who booked (through the API) has picked the car up (the branch's service call), finds
// "Mit der App zurückgeben" in the account, records the odometer and level by keyboard, takes the four
// sides' photos (real small JPEGs given to the camera inputs), loses the network, reports a damage with a
// photo, confirms the location, reloads without a connection and finds everything again, sends (saved on
// the phone), gets the network back and sees the car returned with the refuelling charge; the account then
// shows the damage case reported, and assessed with its cost and explanation once the branch assessed it.
// axe-core at 375 and 1280 px on every view.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { callApi, e2eServiceToken, expect, signUpByApi, siteUrl, test } from '@rental/testing';
import { app, appExpect, book, cameraFile, expectAccessible } from './support.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const account = (page: Page) => page.locator('#account-container');
const service = { authorization: `Bearer ${e2eServiceToken}` };
/** The Austrian site: German pages with the account's bookings (the German site hides them). */
const SITE = 'at';

/** A number as a pattern in any grouping the markets use ('12,345', '12.345', '12 345'). */
const grouped = (n: number) => n.toLocaleString('en-US').replace(/,/g, '[.,\\s\u202f]');

const uniqueEmail = (tag: string) =>
  `check-out-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A booking of the signed-in customer at an Austrian branch through the API; its number. */
const bookByApi = async (page: Page, driver: { firstName: string; lastName: string; email: string }) =>
  (await book(page, driver, 'AT')).number;

/**
 * The site's files (page, scripts, styles, strings) as the browser last received them, served while the
 * connection is off: a reload without a connection then finds the page as a phone with the page cached
 * would (Chromium's offline reload does not use its HTTP cache, and the suites block service workers).
 * The API is never served from here: its calls fail as they do offline.
 */
function keepSiteFiles(context: BrowserContext) {
  const ours = (url: URL) => url.hostname.endsWith('.localhost') && !url.pathname.startsWith('/api/');
  const files = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  context.on('response', async (response) => {
    if (!ours(new URL(response.url())) || response.request().method() !== 'GET' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const headers = { ...response.headers() };
    // The body comes decoded; it is served again as it is.
    delete headers['content-encoding'];
    delete headers['content-length'];
    files.set(response.url(), { status: response.status(), headers, body });
  });
  const serve = (route: Route) => {
    const kept = files.get(route.request().url());
    return kept ? route.fulfill(kept) : route.abort('internetdisconnected');
  };
  return {
    async offline() {
      await context.route(ours, serve);
      await context.setOffline(true);
    },
    async online() {
      await context.unroute(ours, serve);
      await context.setOffline(false);
    },
  };
}

test('a customer returns the car on the phone: four photos, a damage, the network dropped and back', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const network = keepSiteFiles(context);
  await page.goto(siteUrl(SITE, '/'));
  const user = {
    firstName: 'Ada',
    lastName: 'Byron',
    email: uniqueEmail('return'),
    password: 'a-long-password-1',
  };
  await signUpByApi(page, user);
  const number = await bookByApi(page, user);
  // The branch hands the car over: the rental starts (no clock needed).
  const pickup = await callApi(page, `/v1/service/bookings/${number}/pickup`, {
    method: 'POST',
    headers: service,
    body: {},
  });
  expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
  const read = await callApi(page, `/v1/bookings/${number}/check-out`);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const { vehicle, levelAtPickup } = (
    read.body as {
      checkOut: {
        vehicle: { model: string; odometer: number; unit: string; fuel: string };
        levelAtPickup: number;
      };
    }
  ).checkOut;

  // The account's booking leads to the return page.
  await page.goto(siteUrl(SITE, `/account#/bookings/${number}`));
  const returnLink = account(page).getByRole('link', { name: 'Mit der App zurückgeben' });
  await appExpect(returnLink).toBeVisible();
  await expectAccessible(page, 'the booking in the account with its return link', '#account-container');
  await returnLink.click();
  await expect(page).toHaveURL(new RegExp(`/check-out/?#/booking/${number}(/odometer)?$`));

  // Step 1 by keyboard: the reading, the level (arrow keys in the radio group), Continue.
  const electric = vehicle.fuel === 'electric';
  const reading = app(page).getByLabel(`Kilometerstand (${vehicle.unit})`);
  await appExpect(reading).toBeVisible();
  await expect(
    app(page).getByText(new RegExp(`^Bei Abholung: ${grouped(vehicle.odometer)} ${vehicle.unit}\\.$`)),
  ).toBeVisible();
  await expectAccessible(page, 'the odometer step');
  await reading.focus();
  await page.keyboard.type(String(vehicle.odometer - 10));
  await page.keyboard.press('Tab');
  // The first level is focused; six steps on: 6/8 of a tank (60 % of a battery).
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  const level = app(page).getByLabel(electric ? /^60\s?%$/ : '6/8');
  await expect(level).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // A reading below the pickup's is refused on its field.
  const below = new RegExp(
    `Der Stand kann nicht unter ${grouped(vehicle.odometer)} ${vehicle.unit} liegen, dem Stand bei Abholung\\.`,
  );
  await expect(app(page).locator('.ui-error-summary')).toContainText(below);
  await expect(reading).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the odometer step with an error');
  await reading.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(vehicle.odometer + 240));
  await app(page).getByRole('button', { name: 'Weiter' }).focus();
  await page.keyboard.press('Enter');

  // Step 2: the four sides, one after the other.
  const photosTitle = app(page).getByRole('heading', { level: 3, name: 'Fotos des Fahrzeugs' });
  await appExpect(photosTitle).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#/booking/${number}/photos$`));
  const sides = [
    { label: 'Foto der Vorderseite', title: 'Foto 1 von 4: Vorderseite', colour: '#1d4ed8' },
    { label: 'Foto der rechten Seite', title: 'Foto 2 von 4: Rechte Seite', colour: '#15803d' },
    { label: 'Foto des Hecks', title: 'Foto 3 von 4: Heck', colour: '#b91c1c' },
    { label: 'Foto der linken Seite', title: 'Foto 4 von 4: Linke Seite', colour: '#a16207' },
  ];
  await expect(
    app(page).getByRole('img', { name: 'Zeichnung des Fahrzeugs von oben, die Vorderseite markiert' }),
  ).toBeVisible();
  await expectAccessible(page, 'the photos step');
  for (const [index, side] of sides.entries()) {
    await expect(app(page).getByRole('heading', { level: 4, name: side.title })).toBeVisible();
    await app(page)
      .getByLabel(side.label)
      .setInputFiles(await cameraFile(page, `side-${index + 1}`, side.colour));
    await expect(app(page).getByRole('img', { name: side.label })).toBeVisible();
    await expect(app(page).getByText(`${index + 1} von 4 Fotos aufgenommen`)).toBeVisible();
    await app(page)
      .getByRole('button', { name: index < 3 ? 'Nächste Seite' : 'Weiter' })
      .press('Enter');
  }

  // The connection drops: everything from here is kept on the phone.
  await network.offline();
  const damagesTitle = app(page).getByRole('heading', { level: 3, name: 'Neuer Schaden' });
  await appExpect(damagesTitle).toBeFocused();
  await expect(
    app(page).getByText('Sie sind offline. Alles, was Sie eingeben, wird auf diesem Telefon gespeichert.'),
  ).toBeVisible();
  await expectAccessible(page, 'the damages step, offline');
  await app(page).getByRole('button', { name: 'Einen Schaden melden' }).click();
  await app(page).getByLabel('Wo ist der Schaden?').selectOption({ label: 'Hinten links' });
  await app(page).getByLabel('Welche Art von Schaden ist es?').selectOption({ label: 'Kratzer' });
  await app(page).getByLabel('Beschreiben Sie den Schaden').fill('Langer Kratzer an der hinteren linken Tür');
  await app(page)
    .getByLabel('Foto 1', { exact: true })
    .setInputFiles(await cameraFile(page, 'damage', '#6b21a8'));
  await expect(app(page).getByRole('img', { name: 'Foto 1', exact: true })).toBeVisible();
  await expectAccessible(page, 'the damage report form');
  await app(page).getByRole('button', { name: 'Diesen Schaden hinzufügen' }).click();
  const reported = app(page).getByRole('region', { name: 'Ihre gemeldeten Schäden' });
  await expect(reported.getByText('Hinten links · Kratzer')).toBeVisible();
  await expect(reported.getByText('1 Foto', { exact: true })).toBeVisible();
  await app(page).getByRole('button', { name: 'Weiter' }).click();

  // Step 4: the return branch, confirmed by keyboard.
  const locationTitle = app(page).getByRole('heading', { level: 3, name: 'Rückgabeort' });
  await appExpect(locationTitle).toBeFocused();
  await expectAccessible(page, 'the location step');
  await page.keyboard.press('Tab');
  await expect(app(page).getByRole('button', { name: 'Ich gebe das Fahrzeug hier zurück' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Step 5: the summary.
  const summaryTitle = app(page).getByRole('heading', { level: 3, name: 'Prüfen und senden' });
  await appExpect(summaryTitle).toBeFocused();
  const readingText = new RegExp(`${grouped(vehicle.odometer + 240)} ${vehicle.unit}`);
  const facts = app(page).locator('.check-out__facts');
  await expect(facts).toContainText(readingText);
  await expect(facts).toContainText('4 von 4 aufgenommen');
  await expect(facts).toContainText('Hinten links · Kratzer');
  await expectAccessible(page, 'the summary, offline');

  // A reload without a connection: everything is still there.
  await page.reload();
  await appExpect(app(page).getByRole('heading', { level: 3, name: 'Prüfen und senden' })).toBeVisible();
  await expect(facts).toContainText(readingText);
  await expect(facts).toContainText('4 von 4 aufgenommen');
  await expect(facts).toContainText('Hinten links · Kratzer');
  await app(page).getByRole('link', { name: 'Ändern: Fotos' }).click();
  for (const side of sides)
    await expect(app(page).getByText(`${side.title.split(': ')[1]}: aufgenommen`)).toBeVisible();
  await app(page).getByRole('link', { name: '5. Prüfen und senden' }).click();

  // Sending without a connection: saved on the phone.
  const send = app(page).getByRole('button', { name: 'Fahrzeug zurückgeben' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(
    app(page).getByText('Auf diesem Telefon gespeichert. Wir senden sie, sobald Sie wieder online sind.'),
  ).toBeVisible();
  await expectAccessible(page, 'the return saved on the phone');

  // Back online: the outbox sends it (photos, the damage, the return) by itself.
  await network.online();
  const returned = app(page).getByRole('heading', { level: 3, name: 'Zurückgegeben' });
  await appExpect(returned).toBeFocused();
  await expect(app(page).getByText(`Vielen Dank. Der ${vehicle.model} `, { exact: false })).toBeVisible();
  // Returned with less than at pickup: the refuelling (recharging) charge is on the final invoice.
  if (levelAtPickup > (electric ? 60 : 75))
    await expect(app(page).locator('[data-field="refuel"]')).toHaveText(
      /^(Tank|Lade)gebühr: .*\d[.,]\d\d.*\. Sie steht auf Ihrer Rechnung\.$/,
    );
  await expect(
    app(page).getByText(
      'Wir sehen uns den gemeldeten Schaden an und teilen Ihnen das Ergebnis per E-Mail mit.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'the returned car');

  // The API has the damage with its photo, and the return with the four photos.
  const damages = await callApi(page, `/v1/bookings/${number}/damages`);
  expect(damages.status).toBe(200);
  const cases = (
    damages.body as { damages: Array<{ id: string; area: string; photos: unknown[]; state: string }> }
  ).damages;
  expect(cases.map((c) => [c.area, c.photos.length, c.state])).toEqual([['rear-left', 1, 'reported']]);

  // The account shows the damage case: reported, then assessed with its cost and explanation.
  await app(page).getByRole('link', { name: 'Buchung und Rechnung in Ihrem Konto ansehen' }).click();
  const damagesSection = account(page).getByRole('region', { name: 'Schäden' });
  await appExpect(damagesSection).toBeVisible();
  await expect(
    damagesSection.getByRole('heading', { level: 4, name: 'Hinten links: Kratzer' }),
  ).toBeVisible();
  await expect(damagesSection.locator('[data-field="damage-state"]')).toHaveText('Gemeldet');
  await expectAccessible(page, 'the booking with its damage case', '#account-container');
  const assessed = await callApi(page, `/v1/service/damages/${cases[0]!.id}/assess`, {
    method: 'POST',
    headers: service,
    body: { cost: { amountMinor: 15_000, currency: 'EUR' }, explanation: 'Kratzer poliert und lackiert.' },
  });
  expect(assessed.status, JSON.stringify(assessed.body)).toBe(200);
  await page.reload();
  await appExpect(damagesSection.locator('[data-field="damage-state"]')).toHaveText('Begutachtet');
  await expect(damagesSection.locator('[data-field="damage-cost"]')).toHaveText(
    /^(€\s?150[.,]00|150[.,]00\s?€)$/,
  );
  await expect(damagesSection.getByText('Kratzer poliert und lackiert.')).toBeVisible();
  await expectAccessible(page, 'the assessed damage case', '#account-container');
});

test('the return page asks for the booking number, the sign-in, and to add a guest booking to the account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(siteUrl(SITE, '/check-out'));
  await appExpect(
    app(page).getByRole('heading', { level: 3, name: 'Welche Buchung geben Sie zurück?' }),
  ).toBeVisible();
  await app(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(app(page).getByText('Geben Sie die 10-stellige Buchungsnummer ein.')).toBeVisible();
  await expectAccessible(page, 'the booking number');
  // A booking made as a guest (signed out).
  const driver = { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('guest') };
  const number = await bookByApi(page, driver);
  await app(page).getByLabel('Buchungsnummer').fill(number);
  await app(page).getByRole('button', { name: 'Weiter' }).click();
  const signIn = app(page).getByRole('link', { name: 'Anmelden' });
  await appExpect(signIn).toBeVisible();
  expect(await signIn.getAttribute('href')).toMatch(
    new RegExp(`#/login\\?return=%2Fcheck-out(%2F)?%23%2Fbooking%2F${number}$`),
  );
  await expectAccessible(page, 'the sign-in invitation');

  // Signed in, the booking is not in the account yet: added with the driver's last name.
  await signUpByApi(page, { ...driver, email: uniqueEmail('account'), password: 'a-long-password-1' });
  await page.reload();
  const lastName = app(page).getByLabel('Nachname des Fahrers');
  await appExpect(lastName).toBeVisible();
  await expectAccessible(page, 'the booking to add');
  await lastName.fill('Lovelace');
  await app(page).getByRole('button', { name: 'Buchung hinzufügen' }).click();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the booking to add, refused');
  await lastName.fill(driver.lastName);
  await app(page).getByRole('button', { name: 'Buchung hinzufügen' }).click();
  // Before the car is picked up the return is not open yet.
  await appExpect(
    app(page).getByText('Die Rückgabe ist möglich, sobald Ihre Miete begonnen hat'),
  ).toBeVisible();
  await expect(
    app(page).getByText(/^Sie können das Fahrzeug ab .+ mit der App zurückgeben\.$/),
  ).toBeVisible();
  await expectAccessible(page, 'the return not open yet');
});
