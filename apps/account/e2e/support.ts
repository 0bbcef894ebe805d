// Helpers of the account app's end-to-end tests: open the account page of a site at a section, check a
// view with axe-core at both widths, read the reset e-mail from the development mail sink, and make
// a guest reservation through the API (as the booking engine would).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { callApi, expect, mailLinkFor, siteUrl } from '@rental/testing';

export { callApi, invitationLinkFor, signInByApi, signUpByApi } from '@rental/testing';

/** A unique e-mail address per test (tests run in parallel and never share accounts). */
export function uniqueEmail(tag: string): string {
  return `account-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The account app's container. */
export const accountApp = (page: Page) => page.locator('#account-container');

/** Opens a site's account page at a hash section; resolves when the app shows a heading. */
export async function openAccount(page: Page, siteId: string, hash: string, sitePath = '/account/') {
  // The account views need neither images nor fonts.
  await page.route(/\.(avif|webp|png|jpe?g|woff2?)(\?|$)/, (route) => route.abort());
  await page.goto(`${siteUrl(siteId, sitePath)}${hash}`);
  await expect(accountApp(page).locator('h2').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * axe-core on the account app (or another container of it, `#business-sign-up-container`) at 1280 px and
 * at 375 px: no violations of WCAG 2.x A/AA or best practices.
 */
export async function expectAccessible(page: Page, view: string, container = '#account-container') {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: size.height });
    const result = await new AxeBuilder({ page })
      .include(container)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ iframes: false })
      .analyze();
    const found = result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe violations in the ${view} view at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}

/** The reset link of the latest reset e-mail to `email`. */
export function resetLinkFor(page: Page, email: string): Promise<string> {
  return mailLinkFor(
    page,
    email,
    /https?:\/\/\S+\/account\/?#\/reset-password\?token=[\w-]+/,
    'a reset mail',
  );
}

/** The confirmation link of the latest e-mail-change message to `email`. */
export function emailChangeLinkFor(page: Page, email: string): Promise<string> {
  return mailLinkFor(
    page,
    email,
    /https?:\/\/\S+\/account\/?#\/confirm-email\?token=[\w-]+/,
    'an e-mail-change mail',
  );
}

function futureDate(days: number, time: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

/**
 * A reservation through the API from a page of the site (spec §7 offers → reservation), as the booking
 * engine makes it: a guest's, or the account's when the page is signed in. Its number.
 */
export async function guestReservation(
  page: Page,
  countryCode: string,
  driver: { firstName: string; lastName: string; email: string },
  pickupInDays = 20,
): Promise<string> {
  const stations = await callApi(page, `/v1/branch/next/stations?countryCode=${countryCode}`);
  expect(stations.status).toBe(200);
  const branchId = String((stations.body as { stations: Array<{ id: string | number }> }).stations[0]?.id);
  const query = new URLSearchParams({
    branchId,
    pickupDate: futureDate(pickupInDays, '12:30'),
    returnDate: futureDate(pickupInDays + 3, '08:30'),
  });
  const offers = await callApi(page, `/v1/rentaloffers/offers?${query}`);
  expect(offers.status, JSON.stringify(offers.body)).toBe(200);
  const found = (offers.body as { offers: Array<{ id: string; group: { minDriverAge: number } }> }).offers;
  const offer = found.find((o) => o.group.minDriverAge <= 21) ?? found[0];
  const created = await callApi(page, '/v1/rentalreservations/create', {
    method: 'POST',
    headers: { 'idempotency-key': `account-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: { offerId: offer?.id, driver: { ...driver, phone: '+44 20 7946 0000', birthDate: '1985-04-12' } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { reservation: { reservationNumber: string } }).reservation.reservationNumber;
}

/**
 * A subscription order through the API from a signed-in page of the site (issue 17), as the subscription
 * funnel makes it: the first offer of the market that a 40-year-old may drive, picked up at its branch,
 * starting on its first available day (at the earliest in 3 days). The order as the API answers it.
 */
export async function subscriptionOrderByApi(
  page: Page,
  countryCode: string,
  term: 'flexible' | '6_months' | '12_months',
): Promise<{ id: string; number: string; startDate: string; vehicle: { make: string; model: string } }> {
  const offers = await callApi(
    page,
    `/v1/subscription/v1.1/subscriptions/offers/country?countryCode=${countryCode}`,
  );
  expect(offers.status, JSON.stringify(offers.body)).toBe(200);
  type Offer = { id: string; availableFrom: string; minDriverAge: number; branch: { id: number } };
  const offer = (offers.body as { offers: Offer[] }).offers.find((o) => o.minDriverAge <= 25)!;
  const soon = futureDate(3, '00:00').slice(0, 10);
  const created = await callApi(page, '/v1/subscription/orders', {
    method: 'POST',
    headers: { 'idempotency-key': `account-e2e-sub-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: {
      offerId: offer.id,
      term,
      handover: { type: 'pickup', branchId: offer.branch.id },
      startDate: offer.availableFrom > soon ? offer.availableFrom : soon,
      customer: { firstName: 'Ada', lastName: 'Byron', phone: '+44 20 7946 0000', birthDate: '1985-04-12' },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { order: Awaited<ReturnType<typeof subscriptionOrderByApi>> }).order;
}
