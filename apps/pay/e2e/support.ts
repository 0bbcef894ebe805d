// Helpers of the pay pages' end-to-end tests (issue 21): payment links made as the back office makes
// them (the service token), a guest booking to pay, the pay app's container and axe at both widths.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { callApi, e2eServiceToken, expect } from '@rental/testing';

/** The pay app's container on the pay and card-renewal pages. */
export const payApp = (page: Page) => page.locator('#pay-container');

/** A unique e-mail address per test. */
export function uniqueEmail(tag: string): string {
  return `pay-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const service = { authorization: `Bearer ${e2eServiceToken}` };

export interface CreatedLink {
  id: string;
  url: string;
  token: string;
  expiresAt: string;
}

/** A payment link through the back office's call (from a page of the site, as the suites call the API). */
export async function createLink(page: Page, body: Record<string, unknown>): Promise<CreatedLink> {
  const answer = await callApi(page, '/v1/service/payment-links', { method: 'POST', headers: service, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as CreatedLink;
}

/** Cancels a link as the back office does. */
export async function cancelLink(page: Page, id: string): Promise<void> {
  const answer = await callApi(page, `/v1/service/payment-links/${id}/cancel`, {
    method: 'POST',
    headers: service,
    body: {},
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

function futureDate(days: number, time: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

/** A guest booking through the API (as the booking engine makes it); its reservation number. */
export async function guestReservation(
  page: Page,
  countryCode: string,
  driver: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const stations = await callApi(page, `/v1/branch/next/stations?countryCode=${countryCode}`);
  expect(stations.status).toBe(200);
  const branchId = String((stations.body as { stations: Array<{ id: string | number }> }).stations[0]?.id);
  const query = new URLSearchParams({
    branchId,
    pickupDate: futureDate(20, '12:30'),
    returnDate: futureDate(23, '08:30'),
  });
  const offers = await callApi(page, `/v1/rentaloffers/offers?${query}`);
  expect(offers.status, JSON.stringify(offers.body)).toBe(200);
  const found = (offers.body as { offers: Array<{ id: string; group: { minDriverAge: number } }> }).offers;
  const offer = found.find((o) => o.group.minDriverAge <= 21) ?? found[0];
  const created = await callApi(page, '/v1/rentalreservations/create', {
    method: 'POST',
    headers: { 'idempotency-key': `pay-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: { offerId: offer?.id, driver: { ...driver, phone: '+49 30 1234567', birthDate: '1985-04-12' } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { reservation: { reservationNumber: string } }).reservation.reservationNumber;
}

/** axe-core on the pay app and the page around it at 1280 and 375 px: no WCAG 2.2 A/AA or best-practice violations. */
export async function expectAccessible(page: Page, state: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: size.height });
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ iframes: false })
      .analyze();
    const found = result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe violations in the ${state} state at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}
