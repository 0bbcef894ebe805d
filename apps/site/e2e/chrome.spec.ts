// issue 23, "Site chrome and navigation" and "A rental search form only where renting is sold": the burger
// menu's way out at 375 px, a footer with the imprint and cookie settings on every page, a header on the
// not-found page, the entry point of each product line, and home copy that names the pre-filled branch's city.
// HTML structure over plain HTTP (@rental/testing's getPage); the browser only for behaviour.
import type { Page } from '@playwright/test';
import { containers } from '@rental/remote-apps';
import { expect, getPage, httpGet, siteUrl, test, textOf } from '@rental/testing';
import { holdRemoteApps } from './layouts-support.ts';

test.describe('the burger menu at 375 px never covers its close button, and has a way out (issue 23)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const siteId of ['de', 'com', 'uk']) {
    test(`${siteId}: with the news banner above the header`, async ({ page }) => {
      await holdRemoteApps(page);
      await page.goto(siteUrl(siteId, '/'));
      await expect(page.locator('#news-banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
      const button = page.locator('.menu__button');
      await button.click();
      await expect(page.locator('#site-menu-panel')).toBeVisible();
      await expectOnTop(page, '.menu__button');
      // spec §4: the page behind stays locked while the menu is open.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      // The close button works where it is.
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#site-menu-panel')).toBeHidden();
      // A tap beside the panel closes it too, and gives focus back to the button.
      await button.click();
      const panel = await page.locator('#site-menu-panel').boundingBox();
      expect(panel?.width ?? 375).toBeLessThan(375);
      await page.mouse.click(370, 600);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });
  }

  test('scrolled down, the panel starts right below the sticky header', async ({ page }) => {
    await holdRemoteApps(page);
    await page.goto(siteUrl('de', '/'));
    await expect(page.locator('html')).toHaveAttribute('data-menu-ready', '');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('.menu__button').click();
    const header = await page.locator('header.site-header').boundingBox();
    const panel = await page.locator('#site-menu-panel').boundingBox();
    expect(Math.abs((panel?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);
    await expectOnTop(page, '.menu__button');
  });
});

/** The element matched by `selector` is what a tap at its centre hits (nothing lies over it). */
async function expectOnTop(page: Page, selector: string): Promise<void> {
  const hit = await page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top === el || el.contains(top) ? 'button' : (top?.outerHTML.slice(0, 80) ?? 'nothing');
  });
  expect(hit).toBe('button');
}

// Help center, subscription, share, plus, account and 404 pages had no footer (issue 23).
const legalPages: Array<[siteId: string, path: string, status: number]> = [
  ['de', '/help-center', 200],
  ['de', '/subscription', 200],
  ['de', '/share', 200],
  ['de', '/plus', 200],
  ['de', '/account', 200],
  ['de', '/gibt-es-nicht', 404],
  ['com', '/help-center', 200],
  ['com', '/share', 200],
  ['com', '/plus', 200],
  ['com', '/does-not-exist', 404],
  ['sa', '/ar/help-center', 200],
  ['sa', '/ar/share', 200],
];

test('every page has a footer with the imprint, privacy, terms and the cookie settings', async () => {
  for (const [siteId, path, status] of legalPages) {
    const where = `${siteId} ${path}`;
    const page = await getPage(siteUrl(siteId, path));
    expect(page.status, where).toBe(status);
    const footer = page.document.querySelector('footer.site-footer, footer.legal-footer');
    expect(footer, `${where}: a footer`).not.toBeNull();
    const prefix = path.startsWith('/ar/') ? '/ar' : '';
    const hrefs = [...(footer?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    for (const href of ['/imprint', '/privacy-policy', '/terms-and-conditions'])
      expect(hrefs, `${where}: ${href}`).toContain(`${prefix}${href}`);
    // The compact footer always offers the cookie settings; the site footer where the CMS enables them
    // (spec §3 is_manage_cookie_enabled: on for de, off for com).
    if (footer?.classList.contains('legal-footer') || siteId !== 'com')
      expect(
        footer?.querySelector('button[data-consent-settings]'),
        `${where}: cookie settings`,
      ).not.toBeNull();
  }
});

test('the not-found page has the site header: brand, menu and language switcher', async () => {
  for (const [siteId, path] of [
    ['de', '/gibt-es-nicht'],
    ['de', '/en/does-not-exist'],
    ['sa', '/ar/does-not-exist'],
  ] as const) {
    const where = `${siteId} ${path}`;
    const page = await getPage(siteUrl(siteId, path));
    expect(page.status, where).toBe(404);
    const header = page.document.querySelector('header.site-header');
    expect(header?.querySelector(`#${containers.menu.id}`), `${where}: menu`).not.toBeNull();
    expect(header?.querySelector('a.brand'), `${where}: brand`).not.toBeNull();
    expect(header?.querySelector('nav.language-switcher'), `${where}: languages`).not.toBeNull();
    expect(page.document.querySelector('main#main h1#page-title'), `${where}: heading`).not.toBeNull();
  }
});

test('the cookie settings of the compact footer open the consent dialog', async ({ page }) => {
  await holdRemoteApps(page);
  await page.goto(siteUrl('de', '/help-center'));
  await page.locator('footer.legal-footer').getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

// spec §9: rentals last up to 27 days; subscription, share, plus and ride have their own entry points.
test('a rental search form only where renting is sold; each product line shows its own entry', async () => {
  const cases: Array<[siteId: string, path: string, entry: string | undefined]> = [
    ['de', '/', undefined],
    ['de', '/transporter-mieten', undefined],
    ['de', '/subscription', 'subscription'],
    ['de', '/share', 'share'],
    ['de', '/plus', 'plus'],
    ['de', '/en/share', 'share'],
    ['com', '/share', 'share'],
    ['com', '/plus', 'plus'],
    ['uk', '/share', 'share'],
    ['jlr-de', '/', 'subscription'],
  ];
  for (const [siteId, path, entry] of cases) {
    const where = `${siteId} ${path}`;
    const { status, document } = await getPage(siteUrl(siteId, path));
    expect(status, where).toBe(200);
    const search = document.getElementById(containers.bookingEngine.id);
    const panel = document.querySelector('[data-entry-point]');
    if (entry === undefined) {
      expect(search, `${where}: the rental search`).not.toBeNull();
      expect(panel, `${where}: no other entry`).toBeNull();
    } else {
      expect(search, `${where}: no rental search`).toBeNull();
      expect(panel?.getAttribute('data-entry-point'), `${where}: its entry`).toBe(entry);
    }
  }
  // Plus never promises what the search refuses: long-term from 28 days; up to 27 is a rental.
  const plus = textOf((await getPage(siteUrl('de', '/plus'))).document.querySelector('[data-entry-point]'));
  expect(plus).toContain('Langzeitmiete ab 28 Tagen');
  expect(plus).toContain('Bis zu 27 Tage? Mietwagen buchen');
  // The Land Rover subscription site offers no vans or trucks anywhere.
  const jlr = (await getPage(siteUrl('jlr-de', '/'))).document;
  for (const script of jlr.querySelectorAll('script')) script.remove();
  expect(textOf(jlr.body)).not.toMatch(/transporter|lkw|truck/i);
});

test('the home page speaks of the city of the branch the search is pre-filled with', async () => {
  // [site, page, market, the branch's city as the API names it, as the page language writes it, a city it must not name]
  const cases: Array<
    [siteId: string, path: string, country: string, apiCity: string, city: RegExp, not: RegExp]
  > = [
    ['de', '/', 'DE', 'München', /München/, /Berlin/],
    ['de', '/en', 'DE', 'München', /Munich/, /Berlin/],
    ['fr', '/', 'FR', 'Paris', /Paris/, /Lyon/],
    ['com', '/', 'US', 'New York', /New York/, /Miami/],
    ['com', '/es-us', 'US', 'New York', /Nueva York/, /Miami/],
    ['com', '/fr-fr', 'FR', 'Paris', /Paris/, /Nice/],
    ['es', '/', 'ES', 'Madrid', /Madrid/, /Barcelona/],
    ['uk', '/', 'GB', 'London', /London/, /Manchester/],
  ];
  for (const [siteId, path, country, apiCity, city, not] of cases) {
    const where = `${siteId} ${path}`;
    // The booking search pre-fills the market's first airport branch (GET stations, kind airport).
    const api = await httpGet(
      siteUrl(siteId, `/api/v1/branch/next/stations?countryCode=${country}&kind=airport&limit=1`),
    );
    const station = JSON.parse(api.body).stations[0];
    expect(station.address.countryCode, where).toBe(country);
    expect(station.address.city, where).toBe(apiCity);
    const { document } = await getPage(siteUrl(siteId, path));
    const text = `${document.title} ${textOf(document.querySelector('main'))}`;
    expect(text, `${where}: ${apiCity}`).toMatch(city);
    expect(text, where).not.toMatch(not);
  }
});

test('a help-center article names itself in the document title; leaving it gives the page its title back', async ({
  page,
}) => {
  const featured = await httpGet(
    siteUrl('de', '/api/v1/knowledge-article/booking-type/rent/featured-articles?countryCode=DE'),
    { 'accept-language': 'de-DE' },
  );
  const article = JSON.parse(featured.body).articles[0] as { id: string; title: string };
  await page.goto(siteUrl('de', `/help-center#/rent/article/${article.id}`));
  const pageTitle = 'Hilfe-Center | Kestrel';
  // The help center mounts after the page (a chain of module loads on a busy machine).
  await expect(page).toHaveTitle(`${article.title} | ${pageTitle}`, { timeout: 20_000 });
  // A client-side navigation to another page brings that page's own title.
  await page.locator('footer.legal-footer a[href="/imprint"]').click();
  await expect(page).toHaveURL(siteUrl('de', '/imprint'));
  await expect(page).toHaveTitle(/^Impressum/);
  await page.goBack();
  await expect(page).toHaveTitle(`${article.title} | ${pageTitle}`, { timeout: 20_000 });
});

test.describe('fleet pages keep still when the prices arrive (CLS 0, issue 16)', () => {
  for (const [siteId, path, width] of [
    ['de', '/flotte', 375],
    ['com', '/fleet', 1280],
    ['com', '/economy-car-rental', 375],
  ] as const) {
    test(`${siteId} ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[])
            w.shifts.push(`${entry.value} ${entry.sources.map((s) => s.node?.nodeName).join(',')}`);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(siteUrl(siteId, path));
      // Every price line filled from the API: the moment the page could move.
      await expect(page.locator('[data-price-from]:not([data-filled])')).toHaveCount(0, { timeout: 15_000 });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  }
});

test.describe('pages whose content is an app keep still while it arrives (CLS 0, issue 16)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The account area shows nothing but its loading line until the session is known, and the sign-in
  // form's social providers come last: before, its tabs and form moved by 0.08 at 375 px.
  for (const { path, container } of [
    { path: '/help-center', container: containers.helpCenter.id },
    { path: '/account', container: containers.account.id },
    // The funnel (layout funnel) and the checkout (layout zen): the app's first heading margin moved the
    // container by 8 px (CLS 0.009) until the container held its content's margins.
    { path: '/funnel', container: containers.funnel.id },
    { path: '/services/checkout', container: containers.funnel.id },
  ]) {
    test(`de ${path}: nothing moves, nor the footer into view, as the app renders`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(siteUrl('de', path));
      const app = page.locator(`#${container}`);
      // A first view (ADR 014) waits for the visitor: the mouse over it brings the app, as for a visitor.
      if ((await app.getAttribute('data-first-view')) !== null) await app.locator('form').hover();
      await expect(app).toHaveAttribute('data-app-state', 'mounted', { timeout: 20_000 });
      await expect(app.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
      // Its data comes after the first render: give it the time a visitor's page takes to settle.
      await page.waitForTimeout(1500);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.001);
    });
  }
});
