// The consent banner end to end (issue 8, spec §2 + §4): nothing non-essential before an answer, the
// right tag-manager container after each choice on each layout kind, the cookie clean-up, persistence,
// the footer entry, keyboard use, axe and the eleven locales.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { supportedLocales } from '@rental/i18n';
import { createLinks, sites } from '@rental/markets';
import { afterFrames, expect, getPage, siteUrl, test, textOf } from '@rental/testing';
import { storageKey } from '../src/consent/rules.ts';
import { consentStrings } from '../src/consent/strings.ts';
import {
  answerConsent,
  banner,
  locale,
  pathsByLayout,
  profile,
  settled,
  site,
  siteId,
  watchRequests,
} from './consent-support.ts';

// These suites test the banner itself: start without the answer the config gives every other suite.
test.use({ initialStorage: {} });

const t = consentStrings(locale).strings;
const links = createLinks(site, site.languages.find((l) => l.locale === locale)!);
let paths = new Map<string, string>();

test.beforeAll(async () => {
  paths = await pathsByLayout();
});

function pathOf(layout: string): string {
  const path = paths.get(layout);
  if (!path)
    throw new Error(
      `No ${siteId}/${locale} page has the layout "${layout}" (content/${siteId}/${locale}/pages).`,
    );
  return path;
}

const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name).sort();
const storedChoice = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), storageKey);

test('before an answer: banner open, no non-essential cookie, only the no-consent container, nothing else third-party', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await page.goto(siteUrl(siteId, pathOf('ride')));
  await expect(page.getByRole('dialog', { name: t.title })).toBeVisible();
  await expect.poll(() => seen.containers).toEqual([profile.tagManager.noConsent]);
  await settled(page);
  expect(seen.containers).toEqual([profile.tagManager.noConsent]);
  expect(seen.consentManager).toEqual([]);
  expect(seen.driverComponents).toBe(0);
  expect(seen.foreign).toEqual([]);
  expect(await cookieNames(page)).toEqual([]);
});

// The container of each layout kind after "accept all" (the market profile's ids, spec §3).
const layoutKinds = [
  ['ibe', 'normal'],
  ['default', 'normal'],
  ['standalone', 'normal'],
  ['zen', 'zen'],
  ['ride', 'ride'],
  ['funnel', 'unified'],
] as const;

for (const [layout, kind] of layoutKinds) {
  test(`${layout} layout: accept all loads the ${kind} container, and the next load knows the answer`, async ({
    page,
  }) => {
    const seen = watchRequests(page);
    await page.goto(siteUrl(siteId, pathOf(layout)));
    await page.getByRole('button', { name: t.acceptAll }).click();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => seen.containers)
      .toEqual([profile.tagManager.noConsent, profile.tagManager[kind]]);
    await expect.poll(() => seen.consentManager).toEqual([profile.consentManagerId]);
    await expect.poll(() => cookieNames(page)).toContain('_tm_demo');
    expect(await storedChoice(page)).toMatchObject({ performance: true });
    // The next page load knows the answer: only the layout's container, no banner.
    seen.containers.length = 0;
    await page.reload();
    await expect.poll(() => seen.containers).toEqual([profile.tagManager[kind]]);
    await expect(banner(page)).toBeHidden();
  });

  test(`${layout} layout: limited use keeps the no-consent container and sets no cookie`, async ({
    page,
  }) => {
    const seen = watchRequests(page);
    await page.goto(siteUrl(siteId, pathOf(layout)));
    await page.getByRole('button', { name: t.limitedUse }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => seen.consentManager).toEqual([profile.consentManagerId]);
    await page.reload();
    await expect.poll(() => seen.consentManager.length).toBe(2);
    await settled(page);
    // One no-consent container per document: before the answer, and again after the reload.
    expect(seen.containers).toEqual([profile.tagManager.noConsent, profile.tagManager.noConsent]);
    expect(await cookieNames(page)).toEqual([]);
  });
}

test('the ride layout loads its driver components only after an answer (essential)', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto(siteUrl(siteId, pathOf('ride')));
  await settled(page);
  expect(seen.driverComponents).toBe(0);
  await page.getByRole('button', { name: t.limitedUse }).click();
  await expect.poll(() => seen.driverComponents).toBe(1);
});

test('declining deletes every cookie the page can read, on every domain and path, except site-experience and optimizely', async ({
  page,
  context,
}) => {
  const path = pathOf('zen'); // a nested path, e.g. /services/checkout
  const first = `/${path.split('/')[1]}`;
  const host = `${siteId}.localhost`;
  await context.addCookies([
    { name: 'tracker_host', value: '1', domain: host, path: '/' },
    { name: 'tracker_domain', value: '1', domain: `.${host}`, path: '/' },
    { name: 'tracker_section', value: '1', domain: host, path: first },
    { name: 'tracker_page', value: '1', domain: `.${host}`, path },
    { name: 'tracker_host', value: '2', domain: host, path: first },
    { name: 'optimizelyEndUserId', value: 'oeu1', domain: host, path: '/' },
    { name: 'optimizelyBuckets', value: '%7B%7D', domain: `.${host}`, path: first },
    { name: 'site_experience', value: 'variant-b', domain: host, path: '/' },
    { name: 'siteExperienceId', value: 'x1', domain: host, path },
  ]);
  await page.goto(siteUrl(siteId, path));
  await page.getByRole('button', { name: t.settings }).click();
  await expect(page.getByRole('heading', { name: t.settingsTitle })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: t.performance })).not.toBeChecked();
  await page.getByRole('button', { name: t.save }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => cookieNames(page))
    .toEqual(['optimizelyBuckets', 'optimizelyEndUserId', 'siteExperienceId', 'site_experience']);
  expect(await storedChoice(page)).toMatchObject({ performance: false });
  // A cookie set later (e.g. by a script) is cleaned up on the next page too.
  await context.addCookies([{ name: 'late_tracker', value: '1', domain: host, path: '/' }]);
  await page.reload();
  await expect.poll(() => cookieNames(page)).not.toContain('late_tracker');
});

test('the choice persists across navigations and can be changed from the footer', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto(siteUrl(siteId, pathOf('ibe')));
  await page.getByRole('button', { name: t.acceptAll }).click();
  await expect.poll(() => cookieNames(page)).toContain('_tm_demo');

  // Client-side navigation (the router swaps the body): the new page keeps the answer.
  const internal = page.locator('footer a[href^="/"]:not([target="_blank"])').first();
  const target = (await internal.getAttribute('href')) ?? '/';
  await internal.click();
  await page.waitForURL((url) => url.pathname === target);
  await expect(banner(page)).toBeHidden();

  // A full load of another layout keeps it too.
  seen.containers.length = 0;
  await page.goto(siteUrl(siteId, pathOf('zen')));
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.containers).toEqual([profile.tagManager.zen]);

  // The footer's manage-cookies entry opens the settings with the stored choice.
  await page.goto(siteUrl(siteId, pathOf('default')));
  await page.locator('[data-consent-settings]').first().click();
  await expect(page.getByRole('dialog', { name: t.settingsTitle })).toBeVisible();
  const performance = page.getByRole('checkbox', { name: t.performance });
  await expect(performance).toBeChecked();
  await expect(page.getByRole('checkbox', { name: t.essential })).toBeDisabled();
  // Once answered, Escape closes without a change.
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ performance: true });

  // Withdrawing consent: stored, tracking cookie gone, the page starts afresh with the no-consent container.
  await page.locator('[data-consent-settings]').first().click();
  await page.getByRole('checkbox', { name: t.performance }).uncheck();
  seen.containers.length = 0;
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: t.save }).click()]);
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ performance: false });
  await expect.poll(() => seen.containers).toEqual([profile.tagManager.noConsent]);
  expect(await cookieNames(page)).not.toContain('_tm_demo');
});

test('keyboard: focus starts on the title, stays inside the open banner, Escape never skips the answer', async ({
  page,
}) => {
  await page.goto(siteUrl(siteId, pathOf('ibe')));
  await expect(page.locator('#consent-title')).toBeFocused();
  const focusInside = () =>
    page.evaluate(() => document.getElementById('consent')?.contains(document.activeElement));
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeVisible();

  await page.getByRole('button', { name: t.settings }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#consent-settings-title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#consent-title')).toBeFocused();
  await expect(banner(page)).toBeVisible();

  await page.getByRole('button', { name: t.limitedUse }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ performance: false });
});

test('axe finds no violations with the banner open, in both views', async ({ page }) => {
  await page.goto(siteUrl(siteId, pathOf('ibe')));
  await expect(banner(page)).toBeVisible();
  const summary = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
    r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary(await new AxeBuilder({ page }).analyze())).toEqual([]);
  await page.getByRole('button', { name: t.settings }).click();
  expect(summary(await new AxeBuilder({ page }).analyze())).toEqual([]);
});

test('opening the banner shifts no layout, and the end of the page can be scrolled above it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(siteUrl(siteId, pathOf('default')));
  await expect(banner(page)).toBeVisible();
  await afterFrames(page);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  await page.mouse.wheel(0, 100_000);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const footer = document.querySelector('footer')?.getBoundingClientRect();
        const sheet = document.getElementById('consent')?.getBoundingClientRect();
        return footer && sheet ? footer.bottom <= sheet.top + 1 : false;
      }),
    )
    .toBe(true);
});

test('the privacy policy and imprint the banner links to can be read before answering', async ({ page }) => {
  await page.goto(siteUrl(siteId, pathOf('ibe')));
  await expect(banner(page).getByRole('link', { name: t.privacy })).toHaveAttribute('href', links.privacy);
  await expect(banner(page).getByRole('link', { name: t.imprint })).toHaveAttribute('href', links.imprint);
  await banner(page).getByRole('link', { name: t.privacy }).click();
  await page.waitForURL((url) => url.pathname === links.privacy);
  await expect(banner(page)).toBeHidden();
  // Answering there works from the footer entry.
  await page.locator('[data-consent-settings]').first().click();
  await expect(page.getByRole('dialog', { name: t.settingsTitle })).toBeVisible();
});

// The banner is static HTML in every page: its words and links are checked over plain HTTP (issue 26);
// the browser tests above show it opening and working.
/** The banner's main view in a page's static HTML: title, buttons and links by their text. */
async function staticBanner(siteId: string, path: string) {
  const { document } = await getPage(siteUrl(siteId, path));
  const dialog = document.querySelector('dialog#consent');
  if (!dialog) throw new Error(`${siteId}${path}: no consent banner in the page`);
  const main = dialog.querySelector('[data-consent-view="main"]');
  const labelled = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  return {
    dialog,
    title: textOf(labelled),
    buttons: [...(main?.querySelectorAll('button') ?? [])].map((b) => textOf(b)),
    link: (name: string) => [...(main?.querySelectorAll('a') ?? [])].find((a) => textOf(a) === name),
  };
}

test("every supported locale: the banner speaks it and links the market's privacy policy and imprint", async () => {
  for (const code of supportedLocales) {
    const entry = sites.flatMap((s) => s.languages.map((l) => ({ s, l }))).find(({ l }) => l.locale === code);
    if (!entry) throw new Error(`No site has the locale ${code}`);
    const strings = consentStrings(code).strings;
    const marketLinks = createLinks(entry.s, entry.l);
    const banner = await staticBanner(entry.s.id, entry.l.pathPrefix || '/');
    expect(banner.title, code).toBe(strings.title);
    expect(banner.dialog.getAttribute('lang'), code).toBeNull();
    expect(banner.buttons, code).toEqual(expect.arrayContaining([strings.acceptAll, strings.limitedUse]));
    expect(banner.link(strings.privacy)?.getAttribute('href'), code).toBe(marketLinks.privacy);
    expect(banner.link(strings.imprint)?.getAttribute('href'), code).toBe(marketLinks.imprint);
  }
});

test("answerConsent (for other features' tests) starts every page with the banner answered", async ({
  page,
  context,
}) => {
  await answerConsent(context);
  const seen = watchRequests(page);
  await page.goto(siteUrl(siteId, pathOf('ibe')));
  await expect.poll(() => seen.consentManager).toEqual([profile.consentManagerId]);
  await expect(banner(page)).toBeHidden();
  expect(seen.containers).toEqual([profile.tagManager.noConsent]);
});
