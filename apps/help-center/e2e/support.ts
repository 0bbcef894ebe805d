// Helpers of the help center's end-to-end tests: open a real built page of a site with the help-center
// container. When the page's build does not place the container yet, the real page's HTML is served
// with the container added at the end of <main> (and the test says so in an annotation); the app, the
// host loader and the API stay the real ones.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, test } from '@playwright/test';
import { serializeChoice, storageKey } from '@rental/site/consent/rules';
import { siteUrl } from '@rental/site/e2e/support';

const siteDist = process.env.HELP_CENTER_SITE_DIST ?? path.resolve(import.meta.dirname, '../../site/dist');

export { siteUrl };

/** The container as app-container.tsx renders it (the help-center container of @rental/remote-apps). */
export function containerHtml(view?: string): string {
  return `<div id="help-center-container" class="app-container app-container--helpCenter" data-app="help-center"${
    view ? ` data-app-view="${view}"` : ''
  } data-astro-transition-persist="help-center-container"></div>`;
}

/** The first of several site paths the site build has (e.g. '/ride/faq/' before the '/ride/' page). */
export function firstBuilt(siteId: string, sitePaths: string[]): string {
  const found = sitePaths.find((p) =>
    existsSync(path.join(siteDist, siteId, p.replace(/^\/|\/$/g, ''), 'index.html')),
  );
  if (!found)
    throw new Error(`None of ${sitePaths.join(', ')} is in the ${siteId} site build (${siteDist}).`);
  return found;
}

function builtHtml(siteId: string, sitePath: string): string {
  const file = path.join(siteDist, siteId, sitePath.replace(/^\/|\/$/g, ''), 'index.html');
  return readFileSync(file, 'utf8');
}

export interface OpenOptions {
  /** data-app-view of the container ('ride', 'faq-share', …). */
  view?: string;
  /** The address hash, e.g. '#/rent/search?q=deposit'. */
  hash?: string;
  /** Origin builder of another host (the private stack); default the shared test server. */
  url?: (siteId: string, sitePath: string) => string;
}

/** Opens a site page with the help center mounted; resolves when the app shows its first view. */
export async function openHelpCenter(
  page: Page,
  siteId: string,
  sitePath: string,
  options: OpenOptions = {},
) {
  const url = (options.url ?? siteUrl)(siteId, sitePath);
  const html = builtHtml(siteId, sitePath);
  const placed = /id="help-center-container"[^>]*data-app="help-center"/.test(html);
  const viewPlaced = options.view ? html.includes(`data-app-view="${options.view}"`) : true;
  if (!placed || !viewPlaced) {
    test.info().annotations.push({
      type: 'container added',
      description: `${siteId}${sitePath} has no help-center container${options.view ? ` with view ${options.view}` : ''} in its build yet; the built page is served with it added.`,
    });
    const body = html
      .replace(/<div id="help-center-container"[^>]*><\/div>/, '')
      .replace('</main>', `${containerHtml(options.view)}</main>`);
    await page.route(new RegExp(`^${url.replace(/[.?]/g, '\\$&')}(\\?.*)?$`), (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body }),
    );
  }
  await page.goto(`${url}${options.hash ?? ''}`);
  await page.locator('#help-center-container .hc-view').first().waitFor();
}

/** The help-center container of the page. */
export const helpCenter = (page: Page) => page.locator('#help-center-container');

/**
 * Storage state with the consent banner answered (limited use) for the given origins, as the root
 * Playwright config gives the shared server's origins: the banner is modal and not this app's.
 */
export function consentAnswered(origins: string[]) {
  return {
    cookies: [],
    origins: origins.map((origin) => ({
      origin,
      localStorage: [{ name: storageKey, value: serializeChoice({ performance: false, at: Date.now() }) }],
    })),
  };
}
