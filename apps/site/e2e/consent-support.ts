// Helpers of the consent end-to-end tests: the pages of each layout, and what a page asked third parties for.
import type { BrowserContext, Page } from '@playwright/test';
import { findSiteLanguage, getSite, type MarketProfile } from '@rental/markets';
import { afterFrames } from '@rental/testing';
import { serializeChoice, storageKey } from '../src/consent/rules.ts';
import { loadSitePages } from '../src/lib/site-pages.ts';

export const siteId = 'de';
export const locale = 'de-DE';
export const profile: MarketProfile = findSiteLanguage(siteId, locale)!.profile;
export const site = getSite(siteId)!;

/** The path of the first page of `de`/`de-DE` with each layout (content decides; no hard-coded paths). */
export async function pathsByLayout(): Promise<Map<string, string>> {
  const pages = await loadSitePages();
  const byLayout = new Map<string, string>();
  for (const { page, site: pageSite, lang } of pages) {
    if (pageSite.id !== siteId || lang.locale !== locale) continue;
    const layout = page.context.layout ?? '';
    if (!byLayout.has(layout)) byLayout.set(layout, page.path);
  }
  return byLayout;
}

/** Records every request of the page: tag-manager container ids, consent-manager and other third-party loads. */
export function watchRequests(page: Page) {
  const seen = {
    containers: [] as string[],
    consentManager: [] as string[],
    driverComponents: 0,
    foreign: [] as string[],
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    if (!url.hostname.endsWith('localhost')) seen.foreign.push(url.href);
    if (url.pathname.startsWith('/third-party/tag-manager/'))
      seen.containers.push(url.searchParams.get('id') ?? '');
    if (url.pathname.startsWith('/third-party/consent-manager/'))
      seen.consentManager.push(url.searchParams.get('id') ?? '');
    if (url.pathname.startsWith('/third-party/driver-components/')) seen.driverComponents++;
  });
  return seen;
}

/** The consent banner (a modal dialog) of the page. */
export const banner = (page: Page) => page.locator('dialog#consent');

/**
 * Waits until the page has loaded, run its consent script and the tag-manager stand-in, and rendered two
 * more frames: a request the page's scripts make on their own has been made by then.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      (window as unknown as { __tagManagerStandIn?: unknown }).__tagManagerStandIn,
  );
  await afterFrames(page);
}

/**
 * For tests of other features: every page of the context starts with the banner already answered
 * (default limited use), so the modal banner does not make the page inert. Call before the first goto.
 */
export async function answerConsent(
  context: BrowserContext,
  options: { performance?: boolean } = {},
): Promise<void> {
  const value = serializeChoice({ performance: options.performance ?? false, at: Date.now() });
  await context.addInitScript(
    ([key, stored]) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, stored);
      } catch {
        // opaque origins (about:blank) have no storage
      }
    },
    [storageKey, value] as const,
  );
}
