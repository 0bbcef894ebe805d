// The client runtime in Chromium against the built site (issue 4): client-side navigation, page data
// rules (spec §8), new builds, failed resources and chunks, persisted containers, announcements.
import { translator } from '@rental/i18n/shell';
import { answerConsent } from './consent-support.ts';
import {
  clickLinkTo,
  expect,
  markWindow,
  requestsTo,
  runtimeReady,
  test,
  windowMarked,
  withoutPrefetch,
} from './fixtures/runtime-test.ts';

const de = translator('de-DE');
const notFoundTitle = de('notFound.title');
const errorTitle = de('error.title');

test.beforeEach(async ({ page, rt }) => {
  await withoutPrefetch(page);
  await page.goto(rt.url('de', '/flotte'));
  await runtimeReady(page);
  await markWindow(page);
});

test('a link within the site loads client-side: page data first, query kept, title announced', async ({
  page,
  rt,
}) => {
  await clickLinkTo(page, '/automatik-mietwagen?pickup=muc');
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen?pickup=muc'));
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute(
    'data-page-data',
    '/page-data/automatik-mietwagen/page-data.json',
  );
  expect(await windowMarked(page)).toBe(true);
  // spec §7: the page data URL keeps the query string.
  expect(requestsTo(rt, '/page-data/automatik-mietwagen/page-data.json?pickup=muc')).toHaveLength(1);
  expect(requestsTo(rt, '/page-data/app-data.json').length).toBeGreaterThan(0);
  const title = await page.title();
  expect(title).not.toBe('');
  // spec §2: the new title is announced to screen readers.
  await expect(page.locator('.astro-route-announcer[aria-live]')).toHaveText(title);
  expect(await page.evaluate(() => window.rentalRuntime?.pageData?.path)).toBe('/automatik-mietwagen');
});

test("after a client-side navigation focus is on the new page's main heading, not <body> (issue 23)", async ({
  page,
}) => {
  // By keyboard, as a keyboard or screen-reader user goes: the link focused, then Enter.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/automatik-mietwagen';
    a.textContent = 'Automatik';
    a.id = 'kbd-link';
    document.querySelector('main')?.prepend(a);
  });
  await page.locator('#kbd-link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/automatik-mietwagen$/);
  const heading = page.locator('main h1');
  await expect(heading).toBeFocused();
  expect(await windowMarked(page)).toBe(true);
  // The next Tab continues from the heading, inside the new page's content.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  // The not-found page too: its heading says the page does not exist.
  await clickLinkTo(page, '/gibt-es-nicht');
  await expect(page.locator('main h1')).toBeFocused();
});

test('a fast navigation shows no progress bar, even after its 1000 ms have passed', async ({ page, rt }) => {
  // The test drives the page's clock: paused, so the bar's 1000 ms are the page's time, not the real
  // time a busy machine takes to navigate (time flowing on its own failed this test under load).
  await page.clock.install();
  await page.reload();
  await runtimeReady(page);
  await page.clock.pauseAt(Date.now() + 2_000);
  await page.evaluate(() => {
    const w = window as unknown as { barSeen?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-rental-progress]')) w.barSeen = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute(
    'data-page-data',
    '/page-data/automatik-mietwagen/page-data.json',
  );
  await page.clock.runFor(1200);
  expect(await page.evaluate(() => (window as unknown as { barSeen?: boolean }).barSeen)).toBeUndefined();
});

test('a slow navigation shows the progress bar after 1000 ms, in tomato, until the page arrives', async ({
  page,
  rt,
}) => {
  // Page data delayed 4 s: the bar appears after about a second, tomato, no spinner.
  rt.override('/page-data/flotte/page-data.json', { delayMs: 4000 });
  await page.evaluate(() => {
    const w = window as unknown as {
      bar?: { at: number; color: string; children: number };
      navStart?: number;
    };
    document.addEventListener('astro:before-preparation', () => {
      w.navStart = performance.now();
    });
    new MutationObserver(() => {
      const el = document.querySelector('[data-rental-progress]');
      if (el && w.bar === undefined) {
        w.bar = {
          at: performance.now(),
          color: getComputedStyle(el).backgroundColor,
          children: el.childElementCount,
        };
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  await clickLinkTo(page, '/flotte');
  await expect(page.locator('[data-rental-progress]')).toHaveCount(1);
  const { bar, start } = await page.evaluate(() => {
    const w = window as unknown as { bar: { at: number; color: string; children: number }; navStart: number };
    return { bar: w.bar, start: w.navStart };
  });
  expect(bar.color).toBe('rgb(255, 99, 71)');
  expect(bar.children).toBe(0);
  expect(bar.at - start).toBeGreaterThanOrEqual(990);
  expect(bar.at - start).toBeLessThan(2500);
  await expect(page).toHaveURL(rt.url('de', '/flotte'));
  await expect(page.locator('[data-rental-progress]')).toHaveCount(0);
});

test('page data 404 for a missing page shows the not-found page client-side (after a HEAD re-check)', async ({
  page,
  rt,
}) => {
  await clickLinkTo(page, '/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle);
  await expect(page).toHaveURL(rt.url('de', '/gibt-es-nicht'));
  expect(await windowMarked(page)).toBe(true);
  expect(requestsTo(rt, '/gibt-es-nicht').map((r) => r.method)).toEqual(['HEAD']);
  await expect(page.locator('.astro-route-announcer')).toHaveText(await page.title());
});

test('page data 404 for a page the server has: the browser loads that page in full', async ({ page, rt }) => {
  rt.override('/page-data/automatik-mietwagen/page-data.json', { status: 404 });
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  await expect.poll(() => windowMarked(page)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFoundTitle);
});

for (const [name, answer] of [
  ['invalid JSON', { status: 200, body: '{"path": "/automatik', contentType: 'application/json' }],
  [
    'a JSON body of the wrong shape',
    { status: 200, body: '{"hello":"world"}', contentType: 'application/json' },
  ],
] as const) {
  test(`page data 200 with ${name} shows the not-found page`, async ({ page, rt }) => {
    rt.override('/page-data/automatik-mietwagen/page-data.json', answer);
    await clickLinkTo(page, '/automatik-mietwagen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle);
    await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
    expect(await windowMarked(page)).toBe(true);
  });
}

test('page data 500 shows the error page', async ({ page, rt }) => {
  rt.override('/page-data/automatik-mietwagen/page-data.json', { status: 500 });
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  expect(requestsTo(rt, '/page-data/automatik-mietwagen/page-data.json')).toHaveLength(1);
  expect(await windowMarked(page)).toBe(true);
});

test('other page data failures are retried 3 times, then the error page', async ({ page, rt }) => {
  rt.override('/page-data/automatik-mietwagen/page-data.json', { status: 503 });
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  expect(requestsTo(rt, '/page-data/automatik-mietwagen/page-data.json')).toHaveLength(4);
});

test('a retry that succeeds loads the page', async ({ page, rt }) => {
  rt.override('/page-data/automatik-mietwagen/page-data.json', { status: 502, times: 2 });
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute(
    'data-page-data',
    '/page-data/automatik-mietwagen/page-data.json',
  );
  expect(requestsTo(rt, '/page-data/automatik-mietwagen/page-data.json')).toHaveLength(3);
  expect(await windowMarked(page)).toBe(true);
});

test('a not-found page that itself fails gives the error page', async ({ page, rt }) => {
  rt.override('/404', { status: 500 });
  await clickLinkTo(page, '/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  expect(await windowMarked(page)).toBe(true);
});

test('a new build on the server reloads once; the session flag prevents a loop', async ({ page, rt }) => {
  rt.setBuildHash('a-newer-build');
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  await expect.poll(() => windowMarked(page)).toBe(false);
  await runtimeReady(page);
  expect(await page.evaluate(() => sessionStorage.getItem('rental-runtime:reloaded-for-build'))).toBe(
    'a-newer-build',
  );
  // The server still answers another hash than the page's: no second reload.
  await markWindow(page);
  await clickLinkTo(page, '/flotte');
  await expect(page).toHaveURL(rt.url('de', '/flotte'));
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute(
    'data-page-data',
    '/page-data/flotte/page-data.json',
  );
  expect(await windowMarked(page)).toBe(true);
});

test('a page whose HTML fails to load is loaded by the browser in full', async ({ page, rt }) => {
  rt.override('/automatik-mietwagen', { status: 500, body: 'upstream broke', times: 1 });
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect.poll(() => windowMarked(page)).toBe(false);
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute(
    'data-page-data',
    '/page-data/automatik-mietwagen/page-data.json',
  );
});

test('a failed chunk load sends the browser to the last known path, once', async ({ browser, rt }) => {
  // A fresh context with debug mode off and no service worker (it precaches every chunk), so the
  // debug panel chunk is in no cache yet.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // Performance accepted: limited use deletes every cookie but the kept patterns (spec §4), the debug one too.
  await answerConsent(context, { performance: true });
  await withoutPrefetch(context);
  await context.addCookies([{ name: 'rental_debug', value: '0', url: rt.url('de') }]);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto(rt.url('de', '/flotte'));
  await runtimeReady(page);
  await markWindow(page);
  rt.override(/\/_astro\/debug-panel\.[\w-]+\.js$/, { status: 500 });
  await context.addCookies([{ name: 'rental_debug', value: '1', url: rt.url('de') }]);
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  await expect.poll(() => windowMarked(page)).toBe(false);
  // The chunk fails again after the reload: the guard holds a second reload back and says so.
  await expect
    .poll(() => messages.some((m) => m.includes('a chunk failed again after reloading')))
    .toBe(true);
  // One client-side fetch and one full load of the last known path; the guard stops further reloads.
  // (Prefetches of other open pages are left out.)
  expect(requestsTo(rt, '/automatik-mietwagen').filter((r) => r.method === 'GET' && !r.purpose)).toHaveLength(
    2,
  );
  expect(requestsTo(rt, /\/_astro\/debug-panel\./).length).toBeGreaterThanOrEqual(2);
  await context.close();
});

test('named containers persist while the layout stays the same, and not across layouts', async ({
  page,
  rt,
}) => {
  const tag = () =>
    page.evaluate(() => {
      const el = document.getElementById('login-container') as (HTMLElement & { __tag?: number }) | null;
      if (el) el.__tag = 7;
      return el !== null;
    });
  const tagged = () =>
    page.evaluate(
      () =>
        (document.getElementById('login-container') as (HTMLElement & { __tag?: number }) | null)?.__tag ===
        7,
    );
  expect(await tag()).toBe(true);
  // default → default: the same element survives.
  await clickLinkTo(page, '/automatik-mietwagen');
  await expect(page).toHaveURL(rt.url('de', '/automatik-mietwagen'));
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute('data-layout', 'default');
  expect(await tagged()).toBe(true);
  // default → ibe: a fresh container.
  await clickLinkTo(page, '/');
  await expect(page.locator('meta[name="rental-runtime"]')).toHaveAttribute('data-layout', 'ibe');
  await expect(page.locator('#login-container')).toHaveCount(1);
  expect(await tagged()).toBe(false);
  expect(await windowMarked(page)).toBe(true);
});
