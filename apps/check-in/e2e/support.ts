// What the check-in app's end-to-end specs share (issue 22): axe-core at both widths, a booking made
// through the API as the booking engine makes it, and real JPEGs for the camera inputs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { callApi, expect } from '@rental/testing';

/** The app's container on the check-in and return pages. */
export const app = (page: Page) => page.locator('#check-in-container');

/** Slow steps (uploads, the provider's round trip) on a loaded 2-core machine: the app's expectations wait this long. */
export const appExpect = expect.configure({ timeout: 20_000 });

/**
 * axe-core (WCAG 2.2 AA and best practices) at 375 and 1280 px, back at the test's width: the whole page,
 * or only `scope` (the account's container on an account page).
 */
export async function expectAccessible(page: Page, view: string, scope?: string) {
  const size = page.viewportSize() ?? { width: 375, height: 812 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: size.height });
    const builder = new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ iframes: false });
    const result = await (scope ? builder.include(scope) : builder).analyze();
    const found = result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
    expect(found, `axe violations in ${view} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}

/** A day `days` from today: 'YYYY-MM-DD'. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A booking at the first branch of `country` through the API, as the booking engine makes it (the page's
 * session, if any): a weekday pickup about three weeks ahead (the branch is open, check-in possible),
 * returned three days later. Its number and the pickup's distance in days.
 */
export async function book(
  page: Page,
  driver: { firstName: string; lastName: string; email: string },
  country: string,
): Promise<{ number: string; pickup: number }> {
  const stations = await callApi(page, `/v1/branch/next/stations?countryCode=${country}`);
  expect(stations.status).toBe(200);
  const branchId = String((stations.body as { stations: Array<{ id: string | number }> }).stations[0]?.id);
  let pickup = 21;
  while ([0, 6].includes(new Date(Date.now() + pickup * 86_400_000).getUTCDay())) pickup++;
  const query = new URLSearchParams({
    branchId,
    pickupDate: `${inDays(pickup)}T12:30`,
    returnDate: `${inDays(pickup + 3)}T10:30`,
  });
  const offers = await callApi(page, `/v1/rentaloffers/offers?${query}`);
  expect(offers.status, JSON.stringify(offers.body)).toBe(200);
  const found = (offers.body as { offers: Array<{ id: string; group: { minDriverAge: number } }> }).offers;
  const offer = found.find((o) => o.group.minDriverAge <= 21) ?? found[0];
  const created = await callApi(page, '/v1/rentalreservations/create', {
    method: 'POST',
    headers: { 'idempotency-key': `check-in-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: { offerId: offer?.id, driver: { ...driver, phone: '+49 30 1234567', birthDate: '1985-04-12' } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const number = (created.body as { reservation: { reservationNumber: string } }).reservation
    .reservationNumber;
  return { number, pickup };
}

/**
 * A small real JPEG drawn in the page, in `fill` with `label` on it: a photo must decode, the browser
 * resizes it before the upload.
 */
export async function jpeg(page: Page, label: string, fill = '#5b7fa6'): Promise<Buffer> {
  const data = await page.evaluate(
    ({ text, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = '#fff';
      context.font = '32px sans-serif';
      context.fillText(text, 24, 250);
      return canvas.toDataURL('image/jpeg', 0.85);
    },
    { text: label, colour: fill },
  );
  return Buffer.from(data.slice(data.indexOf(',') + 1), 'base64');
}

/** A camera file for a photo field, as the phone's camera gives it. */
export const cameraFile = async (page: Page, name: string, fill?: string) => ({
  name: `${name}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await jpeg(page, name, fill),
});
