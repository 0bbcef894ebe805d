// First views (issue 16, ADR 014): the booking search is static HTML on the page, usable before any of its
// JavaScript; the app comes when the visitor reaches for it and carries on from what they did, with
// nothing moving; the days it shows are the visitor's, not the build's.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from '@rental/testing';

const appExpect = expect.configure({ timeout: 20_000 });

/** Requests of app code (remote entries and their chunks, under /webapp/). */
function watchAppCode(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/webapp/')) requested.push(url.pathname);
  });
  return requested;
}

/** Sums the layout shifts that no input explains, from now on. */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift);
}

test('the booking search is on the page before its app, with the visitor’s days, and loads nothing until used', async ({
  page,
}) => {
  // A page built on another day: the form offers the visitor's tomorrow, not the build's.
  await page.clock.install({ time: new Date(2027, 2, 10, 9, 0) });
  const requested = watchAppCode(page);
  await page.goto(siteUrl('de', '/'));
  const engine = page.locator('#booking-engine-container');
  const form = engine.locator('form[data-booking-search]');
  await expect(form.getByRole('combobox', { name: 'Abholfiliale' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Abholdatum', exact: true })).toHaveValue('11.03.2027');
  await expect(form.getByRole('textbox', { name: 'Rückgabedatum', exact: true })).toHaveValue('14.03.2027');
  await expect(form.getByLabel('Abholzeit').locator('option:checked')).toHaveText('12:30');
  await expect(engine).toHaveAttribute('data-app-state', 'first-view');
  await page.waitForLoadState('load');
  await page.clock.runFor(3000);
  expect(requested).toEqual([]);
});

test('typing into the static form brings the app, which keeps the text, the focus and the layout', async ({
  page,
}) => {
  const requested = watchAppCode(page);
  await page.goto(siteUrl('de', '/'));
  const engine = page.locator('#booking-engine-container');
  await expect(engine).toHaveAttribute('data-app-state', 'first-view');
  const shift = await watchShifts(page);
  const staticField = engine.getByRole('combobox', { name: 'Abholfiliale' });
  // A visitor taps the field and types at once, while the app is still on its way.
  await staticField.focus();
  await page.keyboard.type('Münch');
  await appExpect(engine).toHaveAttribute('data-app-state', 'mounted');
  expect(requested.some((path) => path.startsWith('/webapp/booking/remoteEntry'))).toBe(true);
  const field = engine.getByRole('combobox', { name: 'Abholfiliale' });
  await expect(field).toHaveValue('Münch');
  await expect(field).toBeFocused();
  // The app searched what was typed: its suggestions open under the field, and typing goes on.
  await appExpect(page.getByRole('option', { name: /Flughafen München/ })).toBeVisible();
  await page.keyboard.type('en');
  await expect(field).toHaveValue('München');
  // Only one form: the static one is gone, and nothing below it moved.
  await expect(page.locator('form[data-booking-search]')).toHaveCount(1);
  expect(await shift()).toBe(0);
});

test('choices made in the static form carry over, and the live form fills in the default branch', async ({
  page,
}) => {
  await page.goto(siteUrl('com', '/'));
  const engine = page.locator('#booking-engine-container');
  await expect(engine).toHaveAttribute('data-app-state', 'first-view');
  // A keyboard visitor: Tab into the form would be intent too; here a time is chosen first.
  await engine.getByLabel('Pickup time').selectOption('10:00');
  await appExpect(engine).toHaveAttribute('data-app-state', 'mounted');
  await expect(engine.getByLabel('Pickup time').locator('option:checked')).toHaveText('10:00 AM');
  // The focus was not in the branch field: the nearest airport comes in as before.
  await appExpect(engine.getByRole('combobox', { name: 'Pickup branch' })).toHaveValue('New York Airport');
});

test('the Arabic first view writes the visitor’s days in Arabic digits, right to left', async ({ page }) => {
  await page.clock.install({ time: new Date(2027, 2, 10, 9, 0) });
  await page.goto(siteUrl('sa', '/ar'));
  const engine = page.locator('#booking-engine-container');
  await expect(engine).toHaveAttribute('data-app-state', 'first-view');
  const dates = engine.locator('input[data-day-offset]');
  await expect(dates.first()).toHaveValue('١١.٠٣.٢٠٢٧');
  expect(await engine.locator('form').evaluate((form) => getComputedStyle(form).direction)).toBe('rtl');
});

// The account page's first view (issue 16): the signed-out sign-in, usable before any JavaScript.
test('the account page shows its sign-in at once, loads nothing until used, and signs in with what was typed', async ({
  page,
}) => {
  const requested = watchAppCode(page);
  await page.goto(siteUrl('com', '/account'));
  const account = page.locator('#account-container');
  await expect(account.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(account).toHaveAttribute('data-app-state', 'first-view');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(requested).toEqual([]);
  // A visitor with an account types at once and presses Sign in while the app is on its way.
  const email = `first-view-${Date.now()}@example.com`;
  const created = await page.evaluate(async (address) => {
    const answer = await fetch('/api/v2/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: address,
        password: 'Babbage-Engine-1837',
      }),
      credentials: 'omit',
    });
    return answer.status;
  }, email);
  expect(created).toBe(201);
  await account.getByLabel('E-mail address').fill(email);
  await account.getByLabel('Password').fill('Babbage-Engine-1837');
  await account.getByRole('button', { name: 'Sign in' }).click();
  await appExpect(account.getByText('Welcome back, Ada')).toBeVisible();
  await expect(account).toHaveAttribute('data-app-state', 'mounted');
});

test('a signed-in visitor never sees the sign-in form: the app loads at once over the hidden first view', async ({
  page,
}) => {
  await page.goto(siteUrl('com', '/'));
  const email = `first-view-in-${Date.now()}@example.com`;
  const status = await page.evaluate(async (address) => {
    const answer = await fetch('/api/v2/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: address,
        password: 'Babbage-Engine-1837',
      }),
    });
    return answer.status;
  }, email);
  expect(status).toBe(201);
  // Sign-up signed the page in: the API set the signed-in hint beside the session.
  // Checked before every frame is painted (a script's momentary state between parsing steps is no paint).
  await page.addInitScript(() => {
    const check = () => {
      const field = document.querySelector('#account-container #sign-in-email');
      if (field && getComputedStyle(field).visibility !== 'hidden')
        (window as unknown as { sawForm: boolean }).sawForm = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(siteUrl('com', '/account'));
  const account = page.locator('#account-container');
  await appExpect(account.getByText('Welcome back, Grace')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawForm?: boolean }).sawForm ?? false)).toBe(
    false,
  );
});

test('another section in the address loads the account app at once', async ({ page }) => {
  await page.goto(`${siteUrl('de', '/account')}#/sign-up`);
  const account = page.locator('#account-container');
  await appExpect(account).toHaveAttribute('data-app-state', 'mounted');
  await expect(account.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
});
