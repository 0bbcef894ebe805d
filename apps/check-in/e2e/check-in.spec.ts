// Online check-in end to end (issue 22) on the German site against the real API: a booking made as a guest,
// the sign-in invitation, the booking added to the new account by its last name, the details by keyboard
// with an expired licence refused on its field (the API's message) and a valid one accepted, the car's
// known damage with its photo (recorded by the branch through the service route), the deposit on the
// payment sandbox, and the pickup code as text and QR code. A second customer reports a damage with a
// photo and has a card declined before the deposit is held. axe-core at 375 and 1280 px on every view;
// camera files are real JPEGs made in the page.
import type { Locator, Page } from '@playwright/test';
import { callApi, e2eServiceToken, expect, payOnSandbox, signUpByApi, siteUrl, test } from '@rental/testing';
import { app, appExpect, book as bookAt, cameraFile, expectAccessible, inDays, jpeg } from './support.ts';

const service = { authorization: `Bearer ${e2eServiceToken}` };
const PASSWORD = 'a-long-password-1';

const uniqueEmail = (tag: string) =>
  `check-in-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A day as typed on the German site ('DD.MM.YYYY'). */
const typed = (day: string) => day.split('-').reverse().join('.');

/** A booking at a German branch through the API. */
const book = (page: Page, driver: { firstName: string; lastName: string; email: string }) =>
  bookAt(page, driver, 'DE');

/** A damage the branch records on the booking's vehicle: its photo uploaded as the fleet, then the damage. */
async function branchRecordsDamage(page: Page, number: string, description: string) {
  const vehicle = await callApi(page, `/v1/bookings/${number}/vehicle`);
  expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(200);
  const plate = (vehicle.body as { vehicle: { plate: string } }).vehicle.plate;
  const photo = (await jpeg(page, 'branch photo')).toString('base64');
  const upload = await page.evaluate(
    async ({ photo, token }) => {
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const response = await fetch('/api/v1/service/uploads', {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${token}` },
        body: bytes,
      });
      return { status: response.status, body: await response.json() };
    },
    { photo, token: e2eServiceToken },
  );
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const damage = await callApi(page, `/v1/service/vehicles/${encodeURIComponent(plate)}/damages`, {
    method: 'POST',
    headers: service,
    body: { area: 'front-left', kind: 'scratch', description, photoUploadIds: [upload.body.upload.id] },
  });
  expect(damage.status, JSON.stringify(damage.body)).toBe(201);
}

/**
 * Presses Tab until `target` has the focus (at most `limit` times): what a keyboard user does to reach it.
 * Fails when it is not reachable that way.
 */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with Tab in ${limit} presses`);
}

/** Reaches a field with Tab and types into it, replacing what it holds. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('a guest booking is added to the new account and checked in by keyboard: an expired licence refused, a valid one accepted, the deposit held, the pickup code shown', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const driver = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('guest') };
  await page.goto(siteUrl('de', '/check-in'));
  const { number, pickup } = await book(page, driver);

  // From the confirmation mail's link, signed out: the account's sign-in, which comes back here.
  await page.goto(siteUrl('de', `/check-in#/booking/${number}`));
  await appExpect(
    app(page).getByRole('heading', { level: 2, name: 'Bitte melden Sie sich an' }),
  ).toBeVisible();
  const signIn = app(page).getByRole('link', { name: 'Anmelden' });
  expect(new URL((await signIn.getAttribute('href')) ?? '', page.url()).hash).toContain(
    encodeURIComponent(`/check-in#/booking/${number}`),
  );
  await expectAccessible(page, 'the sign-in invitation');

  // A new account: the booking is not in it yet, so the driver's last name adds it.
  await signUpByApi(page, { ...driver, password: PASSWORD });
  await page.reload();
  const lastName = app(page).getByLabel('Nachname des Fahrers');
  await appExpect(lastName).toBeVisible();
  await expectAccessible(page, 'adding the booking');
  await typeInto(page, lastName, 'Lovelace');
  await page.keyboard.press('Enter');

  const details = app(page).getByRole('heading', { level: 2, name: 'Schritt 1 von 4: Ihre Angaben' });
  await appExpect(details).toBeVisible();
  // The branch records a damage on the car the booking gets (before the pickup: a known damage).
  await branchRecordsDamage(page, number, 'Kratzer am vorderen Kotflügel (E2E)');
  await expect(page).toHaveURL(new RegExp(`#/booking/${number}/details$`));
  await expectAccessible(page, 'the details step');

  // The details by keyboard (the photos come from the camera).
  const field = (id: string) => app(page).locator(`#check-in-${id}`);
  await tabTo(page, field('date-of-birth'));
  await page.keyboard.type('12.04.1985');
  await typeInto(page, field('licence-number'), 'B072RRT55');
  await tabTo(page, field('licence-country'));
  await expect(field('licence-country')).toHaveValue('DE');
  await typeInto(page, field('licence-issued-on'), typed('2012-05-02'));
  // Valid at pickup, but not until the return: the API refuses it.
  await typeInto(page, field('licence-expires-on'), typed(inDays(pickup + 1)));
  await field('photo-licence-front').setInputFiles(await cameraFile(page, 'licence-front'));
  await field('photo-licence-back').setInputFiles(await cameraFile(page, 'licence-back'));
  await tabTo(page, field('identity-type'));
  await page.keyboard.press('ArrowDown');
  await expect(field('identity-type')).toHaveValue('passport');
  await typeInto(page, field('identity-number'), 'C01X00T47');
  await typeInto(page, field('identity-expires-on'), typed(inDays(2000)));
  await field('photo-identity').setInputFiles(await cameraFile(page, 'passport'));
  await appExpect(app(page).getByRole('img', { name: 'Foto des Dokuments' })).toBeVisible();
  const save = app(page).getByRole('button', { name: 'Speichern und weiter' });
  await tabTo(page, save, 60);
  await page.keyboard.press('Enter');

  const expiry = field('licence-expires-on');
  await appExpect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(app(page).locator('#check-in-licence-expires-on-error')).toHaveText(
    /^Ihr Führerschein läuft am .+ ab, vor dem Ende Ihrer Miete am .+\. Bitte verwenden Sie einen Führerschein, der bis dahin gültig ist\.$/,
  );
  const summary = app(page).getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie' });
  await appExpect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    /^Ablaufdatum des Führerscheins: Ihr Führerschein läuft am/,
  ]);
  await expectAccessible(page, 'the details refused');

  // The summary's link leads to the field; a licence valid beyond the return is accepted.
  await summary.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await appExpect(expiry).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(typed(inDays(3000)));
  await tabTo(page, save, 60);
  await page.keyboard.press('Enter');

  // The car: its known damage with the branch's photo.
  const vehicle = app(page).getByRole('heading', { level: 2, name: 'Schritt 2 von 4: Ihr Fahrzeug' });
  await appExpect(vehicle).toBeFocused();
  const known = app(page).getByRole('listitem').filter({ hasText: 'Kratzer am vorderen Kotflügel (E2E)' });
  await appExpect(known).toBeVisible();
  const photo = known.getByRole('img', { name: /^Foto 1 von 1: Kratzer, Vorne links$/ });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The marked area takes the keyboard to its damage.
  const area = app(page).getByRole('button', { name: 'Vorne links, Schaden markiert' });
  await tabTo(page, area);
  await page.keyboard.press('Enter');
  await appExpect(known).toBeFocused();
  await expectAccessible(page, 'the vehicle step');
  await tabTo(page, app(page).getByRole('button', { name: 'Weiter zur Kaution' }), 60);
  await page.keyboard.press('Space');

  // The deposit on the provider's page.
  const deposit = app(page).getByRole('heading', { level: 2, name: 'Schritt 3 von 4: Kaution' });
  await appExpect(deposit).toBeFocused();
  await expectAccessible(page, 'the deposit step');
  const hold = app(page).getByRole('button', { name: /^\S+ € auf meiner Karte reservieren$/ });
  await tabTo(page, hold);
  await page.keyboard.press('Enter');
  await payOnSandbox(page, { card: 'visa' });

  // Back: checked in, with the pickup code as text and as a QR code.
  const done = app(page).getByRole('heading', { level: 2, name: 'Sie sind eingecheckt' });
  await appExpect(done).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/check-in#/booking/${number}/done$`));
  const code = (await app(page).locator('[data-pickup-code]').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
  await expect(app(page).getByRole('img', { name: `QR-Code Ihres Abholcodes ${code}` })).toBeVisible();
  await expect(app(page).getByText(/reserviert auf Visa •••• 4242$/)).toBeVisible();
  await expect(app(page).getByRole('link', { name: 'Fahrzeug mit der App zurückgeben' })).toHaveAttribute(
    'href',
    `/check-out#/booking/${number}`,
  );
  await expectAccessible(page, 'the pickup code');
  // The branch reads the same code.
  const atBranch = await callApi(page, `/v1/service/pickup-codes/${code}`, { headers: service });
  expect(atBranch.status, JSON.stringify(atBranch.body)).toBe(200);
  expect((atBranch.body as { reservationNumber: string }).reservationNumber).toBe(number);
});

test('a damage reported with its photo at check-in, a declined card, then the deposit held', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const driver = { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('damage') };
  await page.goto(siteUrl('de', '/check-in'));
  await signUpByApi(page, { ...driver, password: PASSWORD });
  const { number } = await book(page, driver);

  // Without a number in the address: the field for it.
  await page.goto(siteUrl('de', '/check-in'));
  const numberField = app(page).getByLabel('Buchungsnummer');
  await appExpect(numberField).toBeVisible();
  await expectAccessible(page, 'the booking number');
  await numberField.fill(number);
  await app(page).getByRole('button', { name: 'Weiter' }).click();

  await appExpect(app(page).getByRole('heading', { name: 'Schritt 1 von 4: Ihre Angaben' })).toBeVisible();
  const field = (id: string) => app(page).locator(`#check-in-${id}`);
  await field('date-of-birth').fill('09.12.1986');
  await field('licence-number').fill('HOPPER-1906');
  await field('licence-issued-on').fill('01.02.2010');
  await field('licence-expires-on').fill(typed(inDays(3000)));
  await field('photo-licence-front').setInputFiles(await cameraFile(page, 'front'));
  await field('photo-licence-back').setInputFiles(await cameraFile(page, 'back'));
  await field('identity-type').selectOption('national-id');
  await field('identity-number').fill('L01X00T47');
  await field('identity-expires-on').fill(typed(inDays(2000)));
  await field('photo-identity').setInputFiles(await cameraFile(page, 'id-card'));
  // An additional driver who is too young at pickup: refused on the field with the API's message.
  await app(page).getByRole('button', { name: 'Fahrer hinzufügen' }).click();
  const second = app(page).getByRole('group', { name: 'Zusätzlicher Fahrer 1' });
  await appExpect(second.getByLabel('Vorname')).toBeFocused();
  await second.getByLabel('Vorname').fill('Kid');
  await second.getByLabel('Nachname').fill('Hopper');
  await field('additional-drivers-0-date-of-birth').fill(typed(inDays(-17 * 365)));
  await field('additional-drivers-0-licence-number').fill('KID-00001');
  await field('additional-drivers-0-licence-issued-on').fill(typed(inDays(-400)));
  await field('additional-drivers-0-licence-expires-on').fill(typed(inDays(3000)));
  await app(page).getByRole('button', { name: 'Speichern und weiter' }).click();
  await appExpect(field('additional-drivers-0-date-of-birth')).toHaveAttribute('aria-invalid', 'true');
  await expect(app(page).locator('#check-in-additional-drivers-0-date-of-birth-error')).not.toBeEmpty();
  await expectAccessible(page, 'an additional driver refused');
  await app(page).getByRole('button', { name: 'Zusätzlichen Fahrer 1 entfernen' }).click();
  await app(page).getByRole('button', { name: 'Speichern und weiter' }).click();

  // A new damage with its photo: the area chosen on the outline with the keyboard.
  await appExpect(app(page).getByRole('heading', { name: 'Schritt 2 von 4: Ihr Fahrzeug' })).toBeFocused();
  await app(page).getByRole('button', { name: 'Schaden melden' }).click();
  await expectAccessible(page, 'the damage report');
  const roof = app(page).getByRole('button', { name: 'Dach', exact: true });
  await roof.focus();
  await page.keyboard.press('Space');
  await expect(roof).toHaveAttribute('aria-pressed', 'true');
  await expect(app(page).getByLabel('Wo ist der Schaden?')).toHaveValue('roof');
  await app(page).getByLabel('Welche Art von Schaden ist es?').selectOption('dent');
  await app(page).getByLabel('Beschreiben Sie den Schaden').fill('Hageldelle in der Mitte des Dachs');
  await app(page)
    .getByLabel('Foto 1', { exact: true })
    .setInputFiles(await cameraFile(page, 'roof'));
  await app(page).getByRole('button', { name: 'Meldung senden' }).click();
  const mine = app(page).getByRole('region', { name: 'Von Ihnen gemeldete Schäden' });
  await appExpect(mine.getByRole('heading', { name: 'Dach: Delle' })).toBeVisible();
  await expect(mine.getByText('Gemeldet', { exact: true })).toBeVisible();
  await expect(mine.getByRole('img', { name: /^Foto 1 von 1: Delle, Dach$/ })).toBeVisible();
  await expectAccessible(page, 'the damage reported');
  await app(page).getByRole('button', { name: 'Weiter zur Kaution' }).click();

  // A declined card: back with the reason, the focus on the step, and the button to try again.
  await appExpect(app(page).getByRole('heading', { name: 'Schritt 3 von 4: Kaution' })).toBeFocused();
  await app(page)
    .getByRole('button', { name: /auf meiner Karte reservieren$/ })
    .click();
  await payOnSandbox(page, { card: 'declined' });
  await appExpect(app(page).getByText('Ihre Karte wurde nicht akzeptiert')).toBeVisible();
  await appExpect(app(page).getByRole('heading', { name: 'Schritt 3 von 4: Kaution' })).toBeFocused();
  await expectAccessible(page, 'the deposit refused');
  await app(page)
    .getByRole('button', { name: /^Erneut versuchen: .+ reservieren$/ })
    .click();
  await payOnSandbox(page, { card: 'mastercard' });
  await appExpect(app(page).getByRole('heading', { name: 'Sie sind eingecheckt' })).toBeFocused();
  await expect(app(page).locator('[data-pickup-code]')).toHaveText(/^[2-9A-HJKMNP-TV-Z]{8}$/);
});
