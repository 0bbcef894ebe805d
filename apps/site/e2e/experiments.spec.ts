// Issue 25: the visitor's experiments on the US site. The inline decision gives a stable variation across
// reloads and client navigation before the first paint, the baseline activates only on its activation path,
// nothing is tracked with limited use (an accepting visitor's exposures arrive), and an experiment stopped
// through the back office leaves the next page on the control without a rebuild.
import type { BrowserContext, Page } from '@playwright/test';
import { defaultDatafile, searchButtonExperiment } from '@rental/experiments';
import { assign } from '@rental/experiments/bucketing';
import { killListKey, visitorCookie } from '@rental/experiments/inline';
import { afterFrames, callApi, e2eServiceToken, expect, siteUrl, test } from '@rental/testing';

const datafile = defaultDatafile();
const baselineKey = 'demo-baseline-experiment-0000';
const baseline = datafile.experiments.find((e) => e.key === baselineKey)!;
const searchButton = datafile.experiments.find((e) => e.key === searchButtonExperiment)!;
const service = { authorization: `Bearer ${e2eServiceToken}` };

/** A fresh visitor id the bucketing mirror puts in the given variations (a new one per test run). */
function visitorIn(wanted: { baseline: string; searchButton: string }): string {
  for (;;) {
    const id = crypto.randomUUID();
    if (
      baseline.variations[assign(baseline, id)]?.key === wanted.baseline &&
      searchButton.variations[assign(searchButton, id)]?.key === wanted.searchButton
    )
      return id;
  }
}

async function giveVisitorId(context: BrowserContext, id: string) {
  await context.addCookies([{ name: visitorCookie, value: id, url: siteUrl('com') }]);
}

/** The page's experiment decisions as `<html>` carries them. */
const decisions = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.documentElement.attributes]
        .filter((a) => a.name.startsWith('data-exp-'))
        .map((a) => [a.name.slice('data-exp-'.length), a.value]),
    ),
  );

/** Resolves once the experiments runtime of the page has had the live datafile (and written the kill list). */
const datafileRead = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/v1/experiments/datafile') && r.status() < 400);

// One worker: the back-office test stops the baseline for a moment, which the other tests look at.
test.describe.configure({ mode: 'serial' });

test('a US visitor keeps one variation across reloads and client navigation, decided before the body', async ({
  page,
  context,
}) => {
  // Records whether each decision was written while the parser was still in <head> (nothing painted yet).
  await context.addInitScript(() => {
    const seen: Record<string, boolean> = {};
    (window as unknown as { __decidedBeforeBody: Record<string, boolean> }).__decidedBeforeBody = seen;
    new MutationObserver((records) => {
      for (const r of records)
        if (r.target === document.documentElement && r.attributeName?.startsWith('data-exp-'))
          seen[r.attributeName] = document.body === null;
    }).observe(document, { attributes: true, subtree: true });
  });
  await page.goto(siteUrl('com', '/'));
  const id = (await context.cookies()).find((c) => c.name === visitorCookie)?.value;
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const expected = {
    [baselineKey]: baseline.variations[assign(baseline, id!)]!.key,
    [searchButtonExperiment]: searchButton.variations[assign(searchButton, id!)]!.key,
  };
  expect(await decisions(page)).toEqual(expected);
  expect(
    await page.evaluate(() => (window as unknown as { __decidedBeforeBody: unknown }).__decidedBeforeBody),
  ).toEqual({
    [`data-exp-${baselineKey}`]: true,
    [`data-exp-${searchButtonExperiment}`]: true,
  });
  const cookie = (await context.cookies()).find((c) => c.name === visitorCookie);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  // 400 days (a few seconds of test time aside).
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(399 * 24 * 3600);

  await page.reload();
  expect(await decisions(page)).toEqual(expected);
  expect((await context.cookies()).find((c) => c.name === visitorCookie)?.value).toBe(id);

  // A client navigation (the ClientRouter swaps <html>'s attributes) to a page off the baseline's path.
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.locator('a[href="/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect
    .poll(() => decisions(page))
    .toEqual({ [searchButtonExperiment]: expected[searchButtonExperiment] });
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  // And back to the root by the router: the baseline is decided again, the same way.
  await page.goBack();
  await expect.poll(() => decisions(page)).toEqual(expected);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

for (const width of [1280, 375]) {
  test(`spec §3: the baseline activates only on its activation path (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await giveVisitorId(context, visitorIn({ baseline: 'variant', searchButton: 'find-my-car' }));
    for (const [path, active] of [
      ['/', true],
      ['/es-us', true],
      ['/faq', false],
      ['/es-us/faq', false],
    ] as const) {
      const response = await page.goto(siteUrl('com', path));
      expect(response?.status(), path).toBe(200);
      const decided = await decisions(page);
      expect(decided[baselineKey], `${path} at ${width} px`).toBe(active ? 'variant' : undefined);
      expect(decided[searchButtonExperiment], path).toBe('find-my-car');
    }
    // Markets without experiments carry no decision.
    await page.goto(siteUrl('de', '/'));
    expect(await decisions(page)).toEqual({});
  });
}

test('with limited use the visitor keeps an assignment and nothing is sent', async ({ page, context }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/experiments/events')) events.push(request.url());
  });
  await giveVisitorId(context, visitorIn({ baseline: 'control', searchButton: 'control' }));
  const read = datafileRead(page);
  await page.goto(siteUrl('com', '/'));
  await read;
  await afterFrames(page);
  expect(await decisions(page)).toEqual({ [baselineKey]: 'control', [searchButtonExperiment]: 'control' });
  await page.locator('a[href="/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await afterFrames(page);
  expect(events).toEqual([]);
});

test.describe('with no answer yet', () => {
  test.use({ initialStorage: {} });

  test("the page's exposures wait for the banner and go when the visitor accepts", async ({
    page,
    context,
  }) => {
    const id = visitorIn({ baseline: 'variant', searchButton: 'find-my-car' });
    await giveVisitorId(context, id);
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/experiments/events')) bodies.push(request.postDataJSON());
    });
    const read = datafileRead(page);
    await page.goto(siteUrl('com', '/'));
    await read;
    await afterFrames(page);
    expect(bodies).toEqual([]);
    const sent = page.waitForResponse((r) => r.url().includes('/v1/experiments/events'));
    await page.locator('dialog#consent [data-consent-action="accept"]').first().click();
    const response = await sent;
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2 });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      visitorId: id,
      events: expect.arrayContaining([
        expect.objectContaining({
          kind: 'exposure',
          experiment: baselineKey,
          variation: 'variant',
          path: '/',
        }),
        expect.objectContaining({
          kind: 'exposure',
          experiment: searchButtonExperiment,
          variation: 'find-my-car',
        }),
      ]),
    });
  });
});

test('an experiment stopped in the back office leaves the next page on the control, without a rebuild', async ({
  page,
  context,
}) => {
  await giveVisitorId(context, visitorIn({ baseline: 'variant', searchButton: 'find-my-car' }));
  await page.goto(siteUrl('com', '/'));
  expect((await decisions(page))[baselineKey]).toBe('variant');
  const stopped = await callApi(page, `/v1/service/experiments/${baselineKey}`, {
    method: 'PATCH',
    headers: service,
    body: { status: 'stopped' },
  });
  expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
  try {
    // This page view was decided before the stop; its runtime learns of it and writes the kill list.
    const read = datafileRead(page);
    await page.reload();
    await read;
    await page.waitForFunction(
      (key) => (localStorage.getItem(key) ?? '').includes('demo-baseline'),
      killListKey,
    );
    await page.reload();
    expect(await decisions(page)).toEqual({ [searchButtonExperiment]: 'find-my-car' });
  } finally {
    const running = await callApi(page, `/v1/service/experiments/${baselineKey}`, {
      method: 'PATCH',
      headers: service,
      body: { status: 'running' },
    });
    expect(running.status).toBe(200);
  }
  // Running again: the next datafile check clears the kill list, and the page after it is decided again.
  const read = datafileRead(page);
  await page.reload();
  await read;
  await page.waitForFunction((key) => localStorage.getItem(key) === null, killListKey);
  await page.reload();
  expect((await decisions(page))[baselineKey]).toBe('variant');
});
