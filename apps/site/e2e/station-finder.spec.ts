// The station finder (issue 19): over plain HTTP, each language's not-found page links to its station
// finder, whose list links every city and branch page; a branch page shows its address, phone, opening
// hours and services and links to the booking engine preset to it. In Chromium, one short journey: the
// not-found page → the station finder (searched) → a branch page → the booking engine with that branch.
// Every station page's canonical, hreflang, preview and JSON-LD are checked by seo.spec.ts from the sitemap.
import { getSite } from '@rental/markets';
import { expect, getPage, siteUrl, test } from '@rental/testing';

/** Two languages of Germany, Arabic and English in Saudi Arabia, the .com site's languages (several markets). */
const siteIds = ['de', 'sa', 'com'];

for (const siteId of siteIds) {
  test(`site ${siteId}: 404 page → station finder → every city and branch page, over plain HTTP`, async () => {
    test.setTimeout(120_000);
    const site = getSite(siteId)!;
    for (const lang of site.languages) {
      const where = `${siteId} ${lang.locale}`;
      const notFound = await getPage(siteUrl(siteId, `${lang.pathPrefix}/no-such-page-here`));
      expect(notFound.status, where).toBe(404);
      const finderPath =
        notFound.document.querySelector('.message-page__links a')?.getAttribute('href') ?? '';
      const finder = await getPage(siteUrl(siteId, finderPath));
      expect(finder.status, `${where} ${finderPath}`).toBe(200);
      const doc = finder.document;
      expect(doc.documentElement.lang, where).toBe(lang.locale);
      // Without JavaScript the list is the finder: the search field waits, invisible but in its place, for
      // its script (and the page's noscript style takes it out).
      expect(doc.querySelector('[data-station-search]')?.hasAttribute('data-pending'), where).toBe(true);
      expect(doc.querySelector('[data-station-search]')?.hasAttribute('hidden'), where).toBe(false);
      const cityLinks = [...doc.querySelectorAll('.station-city__title a')].map(
        (a) => a.getAttribute('href')!,
      );
      const branchLinks = [...doc.querySelectorAll('.station-item__name')].map(
        (a) => a.getAttribute('href')!,
      );
      expect(cityLinks.length, where).toBeGreaterThan(0);
      expect(branchLinks.length, where).toBeGreaterThanOrEqual(cityLinks.length);
      for (const path of [...cityLinks, ...branchLinks])
        expect(path.startsWith(`${finderPath}/`), path).toBe(true);

      for (const cityPath of cityLinks) {
        const city = await getPage(siteUrl(siteId, cityPath));
        expect(city.status, cityPath).toBe(200);
        const own = [...city.document.querySelectorAll('.station-item__name')].map((a) =>
          a.getAttribute('href'),
        );
        expect(own.length, cityPath).toBeGreaterThan(0);
        for (const path of own) expect(branchLinks, `${cityPath} → ${path}`).toContain(path);
      }
      for (const branchPath of branchLinks) {
        const branch = await getPage(siteUrl(siteId, branchPath));
        expect(branch.status, branchPath).toBe(200);
        const page = branch.document;
        const name = page.querySelector('.station-page h1')?.textContent ?? '';
        expect(page.querySelector('.station-address')?.textContent, branchPath).toBeTruthy();
        expect(page.querySelector('a[href^="tel:"]')?.getAttribute('href'), branchPath).toMatch(
          new RegExp(`^tel:\\${lang.profile.countryCodeNumber}\\d{6,13}$`),
        );
        expect(page.querySelectorAll('.station-hours tr'), branchPath).toHaveLength(7);
        expect(page.querySelectorAll('.station-services li').length, branchPath).toBeGreaterThan(0);
        // The booking engine of the language's home, preset to this branch (apps/booking parseSearchParams).
        const booking = new URL(
          page.querySelector('.station-page a.button--primary')?.getAttribute('href') ?? '',
          'http://x',
        );
        expect(booking.pathname, branchPath).toBe(lang.pathPrefix || '/');
        const preset = new URLSearchParams(booking.hash.replace(/^#\/\?/, ''));
        expect(preset.get('branch'), branchPath).toMatch(/^\d+$/);
        expect(preset.get('name'), branchPath).toBe(name);
        const jsonLd = [...page.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
          JSON.parse(s.textContent ?? ''),
        );
        expect(
          jsonLd.map((d) => d['@type']),
          branchPath,
        ).toEqual(['BreadcrumbList', 'AutoRental']);
        expect(jsonLd[1], branchPath).toMatchObject({ name, telephone: expect.stringMatching(/^\+\d+$/) });
      }
    }
  });
}

test('the station list does not move when the search field appears (CLS 0)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Hold the behaviours script back: the page as first painted, before the search field is wired.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/station-search\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl('de', '/autovermietung'));
  const list = page.locator('.station-cities');
  await expect(list).toBeVisible();
  const before = (await list.boundingBox())!.y;
  await expect(page.locator('[data-station-search]')).toHaveAttribute('data-pending', '');
  release();
  await expect(page.locator('[data-station-search]')).not.toHaveAttribute('data-pending', /.*/);
  await expect(page.getByLabel('Nach Stadt, Station oder Flughafencode suchen')).toBeVisible();
  expect((await list.boundingBox())!.y).toBe(before);
});

test('from the 404 page through the station finder to a branch, then booking there', async ({ page }) => {
  // The booking engine's app is the only one needed; images and fonts are not.
  await page.route(/\.(avif|webp|jpe?g|png|woff2)$/, (route) => route.abort());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('de', '/diese-seite-gibt-es-nicht'));
  await page.locator('.message-page__links a').first().click();
  await expect(page).toHaveURL(siteUrl('de', '/autovermietung'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autovermietung: alle Stationen');

  // The search field narrows the list as the visitor types: the airport code finds the airport.
  await page.getByLabel('Nach Stadt, Station oder Flughafencode suchen').fill('muc');
  await expect(page.locator('.station-search__status')).toHaveText(/^1 von \d+ Stationen angezeigt$/);
  await expect(page.locator('.station-item:visible')).toHaveCount(1);

  await page.getByRole('link', { name: 'Flughafen München' }).click();
  await expect(page).toHaveURL(siteUrl('de', '/autovermietung/munchen/flughafen-munchen'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flughafen München');

  await page.getByRole('link', { name: 'An dieser Station buchen' }).click();
  await expect(page).toHaveURL(/\/#\/\?branch=\d+&name=Flughafen/);
  const form = page.locator('form[data-booking-search]').first();
  await expect(form.getByRole('combobox', { name: 'Abholfiliale' })).toHaveValue('Flughafen München', {
    timeout: 20_000,
  });
});
