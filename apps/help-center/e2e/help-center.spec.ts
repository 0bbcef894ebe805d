// The help center in Chromium against the real API on loopback, no mocks (issue 9 "Done when"): a visit
// from home to a vote, searches, the contact form, the ride help center, the FAQ pages and axe-core on
// every view. The API-stopped visit is in api-down.spec.ts (it needs its own API to stop).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from '@rental/testing';
import { firstBuilt, helpCenter, openHelpCenter, siteUrl } from './support.ts';

// The API answers on loopback in milliseconds, but a CI machine with two cores may be busy building:
// wait longer than the default 5 s before calling a view missing.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.use({ serviceWorkers: 'block' });

/** axe-core on the help center's container: no violations of WCAG 2.1 A/AA or best practices. */
async function expectAccessible(page: Page, view: string) {
  const result = await new AxeBuilder({ page })
    .include('#help-center-container')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // The page's third-party frames are the site's; the app has none.
    .options({ iframes: false })
    .analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations in the ${view} view`).toEqual([]);
}

const heading = (page: Page) => helpCenter(page).locator('h2.hc-title');

test('a visitor goes home → category → section → article and votes once; Back and reload keep the view', async ({
  page,
}) => {
  const votes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/votes')) votes.push(request.url());
  });
  await openHelpCenter(page, 'de', '/help-center/');
  const app = helpCenter(page);
  await expect(heading(page)).toHaveText('Hilfe-Center');
  // spec §2 booking-type choice: the German market has rental and ride articles.
  await expect(
    app.getByRole('navigation', { name: 'Wobei können wir helfen?' }).getByRole('link'),
  ).toHaveText(['Auto- und Transportermiete', 'Fahrten']);
  await expect(app.getByRole('heading', { name: 'Beliebte Artikel' })).toBeVisible();
  await expectAccessible(page, 'home');

  const firstCategory = app.locator('.hc-card').first();
  const categoryTitle = (await firstCategory.locator('.hc-card__title').textContent()) ?? '';
  await firstCategory.click();
  await expect(page).toHaveURL(/#\/rent\/category\/[a-z-]+$/);
  await expect(heading(page)).toHaveText(categoryTitle);
  // The new view's heading takes the focus (screen readers announce it).
  await expect(heading(page)).toBeFocused();
  await expectAccessible(page, 'category');

  const sectionLink = app.locator('.hc-group h3 a').first();
  const sectionTitle = (await sectionLink.textContent()) ?? '';
  await sectionLink.click();
  await expect(page).toHaveURL(/#\/rent\/section\/[a-z-]+$/);
  await expect(heading(page)).toHaveText(sectionTitle);
  await expect(app.getByRole('navigation', { name: 'Sie sind hier' }).getByRole('link')).toHaveText([
    'Hilfe-Center',
    categoryTitle,
  ]);
  await expectAccessible(page, 'section');

  const articleLink = app.locator('ul.hc-links a').first();
  const articleTitle = (await articleLink.textContent()) ?? '';
  await articleLink.click();
  await expect(page).toHaveURL(/#\/rent\/article\/[a-z0-9-]+$/);
  await expect(heading(page)).toHaveText(articleTitle);
  const crumbs = app.getByRole('navigation', { name: 'Sie sind hier' });
  await expect(crumbs.getByRole('link')).toHaveText(['Hilfe-Center', categoryTitle, sectionTitle]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(articleTitle);
  await expect(app.locator('.hc-article__body p').first()).not.toBeEmpty();
  await expectAccessible(page, 'article');

  // Vote: sent once, thanked, remembered.
  const vote = app.getByRole('region', { name: 'War dieser Artikel hilfreich?' });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/votes') && r.request().method() === 'POST'),
    vote.getByRole('button', { name: 'Ja' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect((await response.json()).helpful).toBeGreaterThan(0);
  await expect(vote).toContainText('Vielen Dank für Ihr Feedback.');
  await expect(vote.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'article after the vote');
  await page.reload();
  await expect(heading(page)).toHaveText(articleTitle);
  await expect(helpCenter(page).getByRole('region', { name: 'War dieser Artikel hilfreich?' })).toContainText(
    'Vielen Dank',
  );
  await expect(helpCenter(page).getByRole('button', { name: 'Ja' })).toHaveCount(0);
  expect(votes).toHaveLength(1);

  // Back returns through the views.
  await page.goBack();
  await expect(heading(page)).toHaveText(sectionTitle);
  await page.goBack();
  await expect(heading(page)).toHaveText(categoryTitle);
  await page.goBack();
  await expect(heading(page)).toHaveText('Hilfe-Center');
});

test.describe('search (spec §5, §8: 3 to 100 characters)', () => {
  test('results highlight the query; a deep link reloads them', async ({ page }) => {
    await openHelpCenter(page, 'com', '/help-center/');
    const app = helpCenter(page);
    await app.getByRole('searchbox', { name: 'Search the help center' }).fill('deposit');
    await app.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/#\/rent\/search\?q=deposit$/);
    const results = app.locator('.hc-results > li');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(0);
    await expect(app.getByRole('heading', { level: 3 })).toContainText(/articles? for “deposit”/);
    await expect(app.locator('.hc-results mark').first()).toHaveText(/^deposit/i);
    await expectAccessible(page, 'search results');
    await page.reload();
    await expect(helpCenter(page).locator('.hc-results > li').first()).toBeVisible();
    await helpCenter(page).locator('.hc-results a').first().click();
    await expect(page).toHaveURL(/#\/rent\/article\//);
  });

  test("no results: 'No articles found' with the contact form and the categories", async ({ page }) => {
    await openHelpCenter(page, 'com', '/help-center/', { hash: '#/rent/search?q=xylophone%20quasar' });
    const app = helpCenter(page);
    await expect(app.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(app.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#/rent/contact');
    await expect(app.locator('.hc-empty .hc-card').first()).toBeVisible();
    await expectAccessible(page, 'no articles');
    await app.getByRole('link', { name: 'Contact us' }).click();
    await expect(heading(page)).toHaveText('Contact us');
  });

  test('too short and too long are refused with the spec messages, without a request', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search?')) searches.push(request.url());
    });
    await openHelpCenter(page, 'com', '/help-center/');
    const app = helpCenter(page);
    const box = app.getByRole('searchbox', { name: 'Search the help center' });
    await box.fill('ab');
    await box.press('Enter');
    await expect(app.getByRole('alert')).toHaveText('Enter at least 3 characters to see relevant results.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/search/);
    await expectAccessible(page, 'search too short');
    await box.fill('a'.repeat(101));
    // Too long shows while typing.
    await expect(app.getByRole('alert')).toHaveText("Search can't be longer than 100 characters.");
    await box.press('Enter');
    await expect(page).not.toHaveURL(/search/);
    // The same rules on a shared address.
    await page.goto(siteUrl('com', '/help-center/#/rent/search?q=ab'));
    await expect(helpCenter(page).locator('[data-search-problem="too-short"]').first()).toBeVisible();
    await page.goto(siteUrl('com', `/help-center/#/rent/search?q=${'x'.repeat(101)}`));
    await expect(helpCenter(page).locator('.hc-notice')).toHaveText(
      "Search can't be longer than 100 characters.",
    );
    expect(searches).toEqual([]);
  });
});

test('contact form: errors at each field, then sent with the market prefix; the thank-you view', async ({
  page,
}) => {
  await openHelpCenter(page, 'de', '/help-center/', { hash: '#/rent/contact' });
  const app = helpCenter(page);
  await expect(heading(page)).toHaveText('Kontakt');
  await expect(app.locator('.hc-phone__prefix')).toHaveText('+49');
  await app.getByRole('button', { name: 'Nachricht senden' }).click();
  const summary = app.locator('.hc-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Bitte korrigieren Sie 4 Felder:');
  await expect(app.getByLabel('Thema *')).toHaveAttribute('aria-invalid', 'true');
  await expect(app.getByLabel('Name *')).toHaveAccessibleDescription(
    'Dieses Feld ist ein Pflichtfeld und darf nicht leer sein.',
  );
  await expectAccessible(page, 'contact with errors');

  await app.getByLabel('Thema *').selectOption('booking');
  await app.getByLabel('Name *').fill('Eva Berg');
  await app.getByLabel('Telefonnummer *').fill('call me');
  await app.getByLabel('Ihre Nachricht *').fill('Ich möchte die Abholzeit meiner Buchung ändern.');
  await app.getByLabel('Mietvertragsnummer (optional)').fill('12ab');
  await app.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(summary).toContainText('Bitte korrigieren Sie 2 Felder:');
  await expect(app.getByLabel('Telefonnummer *')).toHaveAccessibleDescription(
    /Bitte geben Sie eine gültige Telefonnummer ein/,
  );
  await expect(app.getByLabel('Mietvertragsnummer (optional)')).toHaveAccessibleDescription(
    /Eine Mietvertragsnummer hat 9 oder 10 Ziffern/,
  );

  await app.getByLabel('Telefonnummer *').fill('030 1234567');
  await app.getByLabel('Mietvertragsnummer (optional)').fill('123456789');
  await app.getByLabel('Buchungs- oder Reservierungsnummer (optional)').fill('ABC123456');
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/booking-type/rent/contact') && r.request().method() === 'POST',
    ),
    app.getByRole('button', { name: 'Nachricht senden' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const receipt = await response.json();
  expect(receipt.phoneNumber).toBe('+49301234567');
  expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
    topic: 'booking',
    name: 'Eva Berg',
    phoneNumber: '030 1234567',
    message: 'Ich möchte die Abholzeit meiner Buchung ändern.',
    rentalAgreementNumber: '123456789',
    reservationId: 'ABC123456',
  });
  await expect(page).toHaveURL(new RegExp(`#/rent/contact/sent/${receipt.reference}$`));
  await expect(heading(page)).toHaveText('Vielen Dank für Ihre Nachricht');
  await expect(app.locator('[data-reference]')).toHaveText(receipt.reference);
  await expect(app.locator('.hc-receipt')).toContainText('+49301234567');
  // spec §9: German date DD.MM.YYYY and time H:mm.
  await expect(app.locator('.hc-receipt')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}/);
  await expectAccessible(page, 'thank-you');
});

test('the contact message is stored: the API gives it back by its reference', async ({ page }) => {
  await openHelpCenter(page, 'be', '/fr-be/help-center/', { hash: '#/rent/contact' });
  const app = helpCenter(page);
  await expect(app.locator('.hc-phone__prefix')).toHaveText('+32');
  await app.getByLabel('Sujet *').selectOption('payment');
  await app.getByLabel('Nom *').fill('Luc Martin');
  await app.getByLabel('Numéro de téléphone *').fill('2 123 45 67');
  await app.getByLabel('Votre message *').fill('Ma caution n’a pas été débloquée.');
  await app.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(heading(page)).toHaveText('Merci pour votre message');
  const reference = (await app.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^HC-/);
  // Development read-back of stored contact messages (proposed to the API, like GET /dev/outbox).
  // Asked from the page, on the site's own origin, as the app calls the API.
  const stored = await page.evaluate(async (ref) => {
    const response = await fetch(`/api/dev/help-contacts?reference=${encodeURIComponent(ref)}`);
    return { status: response.status, body: await response.json().catch(() => null) };
  }, reference);
  expect(stored.status, 'GET /api/dev/help-contacts must exist (see apps/help-center/README.md)').toBe(200);
  const body = stored.body;
  expect(body.contacts).toEqual([
    expect.objectContaining({
      reference,
      bookingType: 'rent',
      country: 'BE',
      topic: 'payment',
      name: 'Luc Martin',
      phone: '+3221234567',
      message: 'Ma caution n’a pas été débloquée.',
    }),
  ]);
});

test('the ride help center: ride categories, an article, a search and the ride contact topics', async ({
  page,
}) => {
  // The ride help-center page when the site has one, else a ride help-center article page.
  const ridePath = firstBuilt('de', ['/ride/help-center/', '/ride/help-center/booking-a-ride/']);
  await openHelpCenter(page, 'de', ridePath, { view: 'ride' });
  const app = helpCenter(page);
  await expect(heading(page)).toHaveText('Ride Hilfe-Center');
  await expect(app.locator('.hc-types')).toHaveCount(0);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) requests.push(new URL(r.url()).pathname);
  });
  await expectAccessible(page, 'ride home');
  await app.locator('.hc-card').first().click();
  await expect(page).toHaveURL(/#\/ride\/category\//);
  await app.locator('ul.hc-links a').first().click();
  await expect(page).toHaveURL(/#\/ride\/article\//);
  await expect(app.locator('.hc-article__body')).not.toBeEmpty();
  await expectAccessible(page, 'ride article');
  expect(requests.length).toBeGreaterThan(0);
  for (const path of requests) expect(path).toMatch(/^\/api\/v1\/ride-help-centre\/booking-type\/ride\//);

  await page.goto(siteUrl('de', `${ridePath}#/ride/search?q=Fahrer`));
  await expect(helpCenter(page).locator('.hc-results > li').first()).toBeVisible();
  await page.goto(siteUrl('de', `${ridePath}#/ride/contact`));
  await expect(helpCenter(page).getByLabel('Thema *').locator('option')).toContainText([
    'Thema wählen',
    'Eine Fahrt',
    'Zahlung',
    'Verlorener Gegenstand',
    'Feedback zu einem Fahrer',
    'Mein Konto',
    'Etwas anderes',
  ]);
});

test('the rental help center switches to the ride booking type by its own address', async ({ page }) => {
  await openHelpCenter(page, 'uk', '/help-center/');
  const app = helpCenter(page);
  await expect(heading(page)).toHaveText('Help centre');
  const rides = app.getByRole('link', { name: 'Rides', exact: true });
  await rides.click();
  await expect(page).toHaveURL(/#\/ride$/);
  await expect(rides).toHaveAttribute('aria-current', 'page');
  await app.locator('.hc-card').first().click();
  await expect(page).toHaveURL(/#\/ride\/category\//);
});

test.describe('FAQ pages (spec §2)', () => {
  test('ride FAQ: questions open in place with their answers', async ({ page }) => {
    await openHelpCenter(page, 'de', firstBuilt('de', ['/ride/faq/', '/ride/']), { view: 'faq-ride' });
    const app = helpCenter(page);
    await expect(heading(page)).toHaveText('Ride FAQ');
    const question = app.locator('.hc-faq__item summary').first();
    await question.click();
    await expect(app.locator('.hc-faq__item .hc-article__body').first()).not.toBeEmpty();
    await expectAccessible(page, 'ride FAQ');
  });

  test('share and subscription FAQs: their questions open in place with their answers (issue 18)', async ({
    page,
  }) => {
    for (const [path, view, title] of [
      ['/share/faq/', 'faq-share', 'Carsharing FAQ'],
      ['/plus/faq/', 'faq-subscription', 'Auto-Abo FAQ'],
    ] as const) {
      await openHelpCenter(page, 'de', firstBuilt('de', [path, path.replace('faq/', '')]), { view });
      const app = helpCenter(page);
      await expect(heading(page)).toHaveText(title);
      await expect(app.locator('.hc-error')).toHaveCount(0);
      await expect(app.locator('.hc-faq__item summary').nth(11)).toBeVisible();
      await app.locator('.hc-faq__item summary').first().click();
      await expect(app.locator('.hc-faq__item .hc-article__body').first()).not.toBeEmpty();
      await expectAccessible(page, `${view} FAQ`);
    }
  });
});
