// The Playwright `test` every end-to-end suite imports: Playwright's own, plus the repo's fixtures.
import { type BrowserContext, test as base } from '@playwright/test';

export interface RepoTestOptions {
  /**
   * localStorage entries every page of the test's context starts with, written before the page's own
   * scripts run when the origin has none yet. playwright.config.ts answers the consent banner this way
   * on every origin; a suite that tests the banner sets `{}`.
   *
   * An init script instead of Playwright's storage state: a storage state of N origins opens N pages
   * whenever a context is created (about 22 s for the 39 sites on a busy two-core machine).
   */
  initialStorage: Record<string, string>;
}

/**
 * Gives every page of `context` the localStorage entries (see `initialStorage`): the test's own context
 * gets them by the fixture, a second context a test opens (another customer) by this call.
 */
export async function useInitialStorage(context: BrowserContext, entries: Record<string, string>) {
  if (Object.keys(entries).length === 0) return;
  await context.addInitScript((entries) => {
    try {
      for (const [key, value] of Object.entries(entries)) {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }
    } catch {
      // opaque origins (about:blank) have no storage
    }
  }, entries);
}

export const test = base.extend<RepoTestOptions>({
  initialStorage: [{}, { option: true }],
  context: async ({ context, initialStorage }, use) => {
    await useInitialStorage(context, initialStorage);
    await use(context);
  },
});

export { expect } from '@playwright/test';
