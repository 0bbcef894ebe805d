// Social sign-in end to end (issue 14 §4 "Done when": social sign-in through the local OpenID provider,
// no social sign-in on the Land Rover site). The browser test goes from the account page's sign-in form
// through the local provider (started by `npm start` at PORT + 4) and lands signed in on the asked
// section; the Land Rover site is checked over plain HTTP: its page tells the app that the market turns
// social sign-in off, and its API offers no provider. The flow's failure cases are API tests
// (apps/api/src/routes/social.test.ts); the buttons' rules are the app's unit tests. The account the
// browser test creates has no password: within 10 minutes of its social sign-in it sets one from the
// settings without a current password (the refusal once the sign-in is older, and signing in again with
// the provider, are API tests: the API's clock cannot be moved from here).
import { expect as baseExpect, getPage, httpGet, one, siteUrl, test } from '@rental/testing';
import { accountApp, expectAccessible, openAccount, uniqueEmail } from './support.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test('UK: Continue with Google through the local provider signs in on the asked section; the new account sets a password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Back from an attempt the customer cancelled: the form says so.
  await openAccount(page, 'uk', '#/bookings?social=denied&provider=google');
  const app = accountApp(page);
  await expect(app.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(app.getByRole('alert')).toHaveText(
    'You cancelled the sign-in with Google. Nothing has changed: sign in with your e-mail address, or try again.',
  );
  // (axe checks this form with its provider buttons in account.spec.ts; the notice is @rental/ui's.)
  await expect(app.getByRole('link', { name: 'Continue with Apple' })).toBeVisible();
  await app.getByRole('link', { name: 'Continue with Google' }).click();

  // The provider's test page (another origin): a first sign-in with a verified address.
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  const email = uniqueEmail('social');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Sol');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the account page, at the section asked for, signed in as the new account.
  await page.waitForURL((url) => url.host === `uk.localhost:${new URL(siteUrl('uk')).port}`);
  expect(new URL(page.url()).hash).toBe('#/bookings');
  await expect(app.getByRole('heading', { name: 'My bookings' })).toBeVisible({ timeout: 30_000 });
  // The session is the new account's (the account page has no login container to show the name).
  const me = await page.evaluate(() => fetch('/api/v2/users/me').then((r) => r.json()));
  expect(me.user).toMatchObject({ email, firstName: 'Sol' });

  // The new account has no password: just after its social sign-in it sets one without a current one,
  // and from then on confirms changes with it.
  await app.getByRole('link', { name: 'Account settings' }).click();
  await expect(
    app.getByText(
      'You sign in with Google. Your account has no password yet: set one to also sign in with your e-mail address.',
    ),
  ).toBeVisible();
  await expect(page.locator('#password-current, #email-password')).toHaveCount(0);
  await expectAccessible(page, 'settings of an account without a password');
  await page.locator('#password-new').fill('Hummingbird-Orbit-58');
  await app.getByRole('button', { name: 'Set password' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Your password has been set.' })).toBeVisible();
  await expect(page.locator('#email-password')).toBeVisible();
  const profile = await page.evaluate(() => fetch('/api/v2/users/me/profile').then((r) => r.json()));
  expect(profile.profile).toMatchObject({ email, hasPassword: true, linkedProviders: ['google'] });
});

test('Land Rover site: no social sign-in (the market turns it off, the API offers none)', async () => {
  const account = await getPage(siteUrl('jlr-de', '/account'));
  expect(account.status).toBe(200);
  const context = JSON.parse(one(account.document, '#app-context', 'jlr-de /account').textContent ?? '{}');
  expect(context.market.flags.enableSocialLogin).toBe(false);

  const offered = await httpGet(siteUrl('jlr-de', '/api/v1/auth/social/providers'));
  expect(JSON.parse(offered.body)).toEqual({ providers: [] });
  const start = await httpGet(
    siteUrl('jlr-de', '/api/v1/auth/social/google/start?returnTo=%2Faccount%23%2Fbookings'),
  );
  expect(start.status).toBe(303);
  expect(start.headers.location).toBe('/account#/bookings?social=off&provider=google');
  // The UK site, for contrast: the same request goes to the provider.
  const uk = await httpGet(siteUrl('uk', '/api/v1/auth/social/google/start'));
  expect(uk.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/google\/auth\?/);
});
