// Every layout of spec §2: each element present or absent as the spec lists it, the named
// containers exactly as @rental/remote-apps names them, and the page language.
import { expect, getPage, siteUrl, test } from '@rental/testing';
import { containers, samplePath, sampleSiteId } from './layouts-support.ts';

type Part =
  | 'skipLink'
  | 'header'
  | 'menu'
  | 'login'
  | 'bookingEngine'
  | 'funnel'
  | 'rideBooking'
  | 'rideHome'
  | 'customerSettings'
  | 'hiddenNav'
  | 'main'
  | 'footer'
  | 'zenFooter'
  | 'legalFooter'
  | 'entryPoint'
  | 'tracking'
  | 'driverScript'
  | 'overlay'
  | 'hero'
  | 'rideHistory';

const selectors: Record<Part, string> = {
  skipLink: 'a.skip-link[href="#main"]',
  header: 'header.site-header',
  menu: `#${containers.menu.id}`,
  login: `#${containers.login.id}`,
  bookingEngine: `#${containers.bookingEngine.id}`,
  funnel: `#${containers.funnel.id}`,
  rideBooking: `#${containers.rideBooking.id}`,
  rideHome: `#${containers.rideHome.id}`,
  customerSettings: `#${containers.customerSettings.id}`,
  hiddenNav: 'nav.hidden-nav[hidden]',
  main: 'main#main',
  footer: 'footer.site-footer',
  zenFooter: 'footer.zen-footer',
  legalFooter: 'footer.legal-footer',
  entryPoint: '[data-entry-point]',
  tracking: 'script[type="text/plain"][data-script-slot="tracking"]',
  driverScript: 'script[type="text/plain"][data-script-slot="driver-components"]',
  overlay: '[data-loading-overlay]',
  hero: 'section.promo-hero',
  rideHistory: 'a[href^="/ride/app/"][href$="/rides"]',
};

// spec §2 "Layouts": what each layout has; everything else must be absent. The layouts the spec gives no
// footer get the compact legal footer (issue 23: imprint and cookie settings reachable from every page).
const expected: Record<string, Part[]> = {
  ibe: ['skipLink', 'header', 'menu', 'login', 'bookingEngine', 'hiddenNav', 'main', 'footer', 'tracking'],
  funnel: ['skipLink', 'header', 'menu', 'login', 'funnel', 'overlay', 'hiddenNav', 'main', 'footer'],
  zen: ['funnel', 'overlay', 'main', 'zenFooter'],
  // The de sample of the standalone layout is the plus page: its own entry point in the booking-engine slot.
  standalone: ['skipLink', 'header', 'menu', 'login', 'entryPoint', 'main', 'legalFooter'],
  // The de sample of the navigation layout is the share page: its entry point follows the text.
  navigation: ['skipLink', 'header', 'menu', 'login', 'main', 'legalFooter', 'entryPoint'],
  navigationWithoutLayout: ['skipLink', 'header', 'menu', 'main', 'legalFooter'],
  default: ['skipLink', 'header', 'menu', 'login', 'main', 'footer'],
  promotion: ['skipLink', 'header', 'menu', 'hero', 'bookingEngine', 'main', 'legalFooter'],
  ride: [
    'skipLink',
    'header',
    'menu',
    'rideBooking',
    'rideHome',
    'customerSettings',
    'main',
    'footer',
    'driverScript',
    'rideHistory',
  ],
  // spec §2: an unknown layout value (here 'webview') gives the empty layout.
  other: ['main', 'legalFooter'],
  // The not-found page has no page context: the header and footer of its language's home page (issue 23).
  'not-found': ['skipLink', 'header', 'menu', 'login', 'main', 'footer'],
};

for (const [layout, parts] of Object.entries(expected)) {
  // The layout is static HTML: checked over plain HTTP, no browser (issue 26).
  test(`layout ${layout}: exactly the elements of spec §2`, async () => {
    const path = samplePath(layout);
    const where = `${layout} ${path}`;
    const { status, document } = await getPage(siteUrl(sampleSiteId, path));
    expect(status, where).toBe(layout === 'not-found' ? 404 : 200);
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
    for (const part of Object.keys(selectors) as Part[]) {
      const count = parts.includes(part) ? 1 : 0;
      expect(document.querySelectorAll(selectors[part]).length, `${where}: ${part}`).toBe(count);
    }
    if (parts.includes('skipLink')) {
      // The skip link is the page's first link (before the consent banner's).
      expect(document.querySelector('a[href]')?.className).toBe('skip-link');
    }
    expect(document.querySelector('div.layout[data-layout]')?.getAttribute('data-layout')).toBe(
      layout === 'other' ? 'empty' : layout === 'not-found' ? 'default' : layout,
    );
    // The containers are exactly the shared ones: id, app and view, persisted across navigations.
    // Several named containers share one id (the help center's views), so an element matches one of them.
    const entries = Object.values(containers) as Array<{ id: string; app: string | null; view?: string }>;
    for (const id of new Set(entries.map((c) => c.id))) {
      const el = document.getElementById(id);
      if (!el) continue;
      const view = el.getAttribute('data-app-view');
      const c = entries.find((e) => e.id === id && (e.view ?? null) === view);
      expect(c, `${where}: #${id} with view ${view}`).toBeDefined();
      if (!c) continue;
      expect(el.getAttribute('data-app'), `${where}: #${id} app`).toBe(c.app);
      // The menu and the containers with a first view (login, booking engine, funnel) persist per language;
      // the apps in a page's body (help center, account, subscription, plus, pay, business sign-up, ride
      // history) per page, as `{app}-{path}` (the view they show belongs to the page).
      const perLanguage: string[] = [
        containers.menu.id,
        containers.login.id,
        containers.bookingEngine.id,
        containers.funnel.id,
      ];
      const perPage: string[] = [
        containers.helpCenter.id,
        containers.account.id,
        containers.subscriptionOffers.id,
        containers.plus.id,
        containers.payLink.id,
        containers.businessSignUp.id,
        containers.rideHistory.id,
      ];
      const persist = perLanguage.includes(id)
        ? `${id}-de-DE`
        : perPage.includes(id)
          ? `${c.app}-${path}`
          : id;
      expect(el.getAttribute('data-astro-transition-persist'), `${where}: #${id} persist`).toBe(persist);
    }
  });
}

test('the zen layout uses the white theme and its self-hosted web font', async ({ page }) => {
  await page.goto(siteUrl(sampleSiteId, samplePath('zen')));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'zen');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /^\/_astro\/inter-latin-400-normal\.[\w-]+\.woff2$/);
  const href = await preload.getAttribute('href');
  // Node does not resolve *.localhost: fetch from the page, on the site's own origin.
  expect(await page.evaluate(async (u) => (await fetch(u)).status, href ?? '')).toBe(200);
  expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(/^"?Inter"?/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
});

test('standalone: the content stays hidden until the page has loaded, then shows', async ({ page }) => {
  await page.goto(siteUrl(sampleSiteId, samplePath('standalone')));
  await expect(page.locator('main#main')).toHaveAttribute('data-loaded', 'true');
  await expect(page.locator('main#main h1')).toBeVisible();
});

test('a body in another language than the page carries lang on its block', async () => {
  // de-DE home pages are German; en-DE (/en) pages of the de site carry English or German bodies.
  const { document } = await getPage(siteUrl(sampleSiteId, '/en'));
  expect(document.documentElement.getAttribute('lang')).toBe('en-DE');
  for (const block of document.querySelectorAll('main [lang]'))
    expect(block.getAttribute('lang')).not.toBe('en-DE');
});

test('promotion: pre-title, title, highlight bubble and both hero images load', async ({ page }) => {
  const path = samplePath('promotion');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl(sampleSiteId, path));
    await expect(page.locator('.promo-hero__pretitle')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.promo-bubble .promo-bubble__highlight')).toBeVisible();
    const img = page.locator('img.promo-hero__image');
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    const src = await img.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname);
    expect(src).toMatch(
      width >= 780 ? /^\/cms\/marketing\/.+-desktop\.jpg$/ : /^\/cms\/marketing\/.+-mobile\.jpg$/,
    );
    const type = await page.evaluate(async (u) => {
      const r = await fetch(u);
      return `${r.status} ${r.headers.get('content-type')}`;
    }, src);
    expect(type).toBe('200 image/jpeg');
  }
});
