// Where the end-to-end suites find the product: the server Playwright starts (playwright.config.ts).
import type { Page } from '@playwright/test';

/** Port of the server the suites run against; E2E_PORT gives parallel runs their own. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4400);

/**
 * The back office's bearer token of the server the suites start (API_SERVICE_TOKEN, playwright.config.ts):
 * the tests approve applications and record returns as the back office would. Not a secret: it exists
 * only in the test server's environment.
 */
export const e2eServiceToken = 'e2e-back-office-token-for-the-test-server-only';

/** URL of a page of a site as a visitor opens it: http://{site}.localhost:{port}{path}. */
export function siteUrl(siteId: string, path = '/', port = e2ePort): string {
  return `http://${siteId}.localhost:${port}${path}`;
}

/**
 * Resolves after the page has rendered two more frames: by then a change made before the call has been
 * laid out and painted, so its layout shifts are reported. Instead of a fixed sleep.
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
