// Every layout of spec §2 in Chromium: each element present or absent as the spec lists it, the named
// containers exactly as @rental/remote-apps names them, and the page language.
import { expect, test } from '@playwright/test';
import { containers, holdRemoteApps, samplePath, sampleSiteId } from './layouts-support.ts';
import { siteUrl } from './support.ts';

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
  tracking: 'script[type="text/plain"][data-script-slot="tracking"]',
  driverScript: 'script[type="text/plain"][data-script-slot="driver-components"]',
  overlay: '[data-loading-overlay]',
  hero: 'section.promo-hero',
  rideHistory: 'a[href^="/ride/app/"][href$="/rides"]',
};

// spec §2 "Layouts": what each layout has; everything else must be absent.
const expected: Record<string, Part[]> = {
  ibe: ['skipLink', 'header', 'menu', 'login', 'bookingEngine', 'hiddenNav', 'main', 'footer', 'tracking'],
  funnel: ['funnel', 'overlay', 'hiddenNav', 'main', 'footer'],
  zen: ['funnel', 'overlay', 'main', 'zenFooter'],
  standalone: ['skipLink', 'header', 'menu', 'login', 'bookingEngine', 'main'],
  navigation: ['skipLink', 'header', 'menu', 'login', 'main'],
  navigationWithoutLayout: ['skipLink', 'header', 'menu', 'main'],
  default: ['skipLink', 'header', 'menu', 'login', 'main', 'footer'],
  promotion: ['skipLink', 'header', 'menu', 'hero', 'bookingEngine', 'main'],
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
  // spec §2: an unknown layout value (here 'webview') and no value (the not-found page) give the empty layout.
  other: ['main'],
  empty: ['main'],
};

for (const [layout, parts] of Object.entries(expected)) {
  test(`layout ${layout}: exactly the elements of spec §2`, async ({ page }) => {
    await holdRemoteApps(page);
    const path = samplePath(layout);
    await page.goto(siteUrl(sampleSiteId, path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    for (const part of Object.keys(selectors) as Part[]) {
      const count = parts.includes(part) ? 1 : 0;
      await expect(page.locator(selectors[part]), `${layout} ${path}: ${part}`).toHaveCount(count);
    }
    if (parts.includes('skipLink')) {
      // The skip link is the page's first link (before the consent banner's).
      expect(await page.evaluate(() => document.querySelector('a[href]')?.className)).toBe('skip-link');
    }
    await expect(page.locator('div.layout[data-layout]')).toHaveAttribute(
      'data-layout',
      layout === 'other' ? 'empty' : layout,
    );
    // The containers are exactly the shared ones: id, app and view, persisted across navigations.
    // Several named containers share one id (the help center's views), so an element matches one of them.
    const entries = Object.values(containers) as Array<{ id: string; app: string | null; view?: string }>;
    for (const id of new Set(entries.map((c) => c.id))) {
      const el = page.locator(`#${id}`);
      if ((await el.count()) === 0) continue;
      const view = await el.getAttribute('data-app-view');
      const c = entries.find((e) => e.id === id && (e.view ?? null) === view);
      expect(c, `${layout} ${path}: #${id} with view ${view}`).toBeDefined();
      if (!c) continue;
      if (c.app === null) await expect(el).not.toHaveAttribute('data-app', /.*/);
      else await expect(el).toHaveAttribute('data-app', c.app);
      // The menu persists per language, the help center per page (its view differs between pages).
      const persist =
        id === containers.menu.id
          ? `${id}-de-DE`
          : id === containers.helpCenter.id
            ? `help-center-${path}`
            : id;
      await expect(el).toHaveAttribute('data-astro-transition-persist', persist);
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

test('a body in another language than the page carries lang on its block', async ({ page }) => {
  // de-DE home pages are German; en-DE (/en) pages of the de site carry English or German bodies.
  await page.goto(siteUrl(sampleSiteId, '/en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
  const foreign = page.locator('main [lang]');
  const count = await foreign.count();
  for (let i = 0; i < count; i++) expect(await foreign.nth(i).getAttribute('lang')).not.toBe('en-DE');
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
