// The sites' Content-Security-Policy end to end (issue 8): served with every page, and no page of any
// layout (nor the not-found page, nor the third-party stand-ins after consent) reports a violation.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from '@rental/testing';
import { consentStrings } from '../src/consent/strings.ts';
import { banner, locale, pathsByLayout, settled, siteId } from './consent-support.ts';

// These suites test the banner itself: start without the answer the config gives every other suite.
test.use({ initialStorage: {} });

const t = consentStrings(locale).strings;

async function recordViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return console;
}

const pageViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('every layout and the not-found page are served with the policy and report no violation', async ({
  page,
}) => {
  const console = await recordViolations(page);
  // The micro-frontends under /webapp/ must run under the policy too (npm run build builds them).
  const webappScripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/webapp/') && url.pathname.endsWith('.js') && response.ok())
      webappScripts.push(url.pathname);
  });
  const paths = [...(await pathsByLayout()).entries()];
  expect(paths.length).toBeGreaterThanOrEqual(9);
  const visits: Array<[string, string]> = [['not-found', '/this-page-does-not-exist'], ...paths];
  let answered = false;
  for (const [layout, path] of visits) {
    const response = await page.goto(siteUrl(siteId, path));
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy, `${layout} ${path}`).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    if (!answered) {
      // Accept once so every container and slot script the policy must allow actually loads.
      await page.getByRole('button', { name: t.acceptAll }).click();
      await expect(banner(page)).toBeHidden();
      answered = true;
    }
    await settled(page);
    expect(await pageViolations(page), `${layout} ${path}`).toEqual([]);
  }
  expect(console).toEqual([]);
  expect(webappScripts.length, 'micro-frontend scripts loaded under the policy').toBeGreaterThan(0);
});

test('client-side navigation between layouts reports no violation', async ({ page }) => {
  await recordViolations(page);
  await page.goto(siteUrl(siteId, '/'));
  await page.getByRole('button', { name: t.acceptAll }).click();
  // The addresses are read once on the home page: after Back the router swaps the page in again, and
  // an app mounting meanwhile may add links, so each link is then found (and awaited) by its address.
  const hrefs = (
    await page
      .locator('main a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  )
    .filter((href) => href && !href.includes('#') && !href.includes('?'))
    .slice(0, 3);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await page.locator(`main a[href="${href}"], footer a[href="${href}"]`).first().click();
    // A client-side navigation fires no load event: wait for the address to commit.
    await page.waitForURL((url) => url.pathname === href, { waitUntil: 'commit' });
    await settled(page);
    expect(await pageViolations(page), href).toEqual([]);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  }
});

test('the policy is enforced: an injected inline script does not run', async ({ page }) => {
  await recordViolations(page);
  await page.goto(siteUrl(siteId, '/'));
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => pageViolations(page)).toContainEqual(expect.stringContaining('script-src'));
});
