// Helpers of the booking engine's end-to-end tests: market table, dates in a market's format, form steps.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, siteUrl } from '@rental/testing';

export { siteUrl };

/**
 * The search button on the US site (issue 25): either text of the search-button experiment, whichever the
 * visitor's id buckets into (experiments.spec.ts pins one).
 */
export const usSubmit = /^(?:Show offers|Find my car)$/;

/** Three markets with different formats and currencies (spec §9). */
export const markets = [
  {
    site: 'com',
    locale: 'en-US',
    datePattern: 'MM/DD/YYYY',
    pickupTime: '12:30 PM',
    returnTime: '8:30 AM',
    currency: /\$\d/,
    labels: {
      branch: 'Pickup branch',
      pickupDate: 'Pickup date',
      returnDate: 'Return date',
      pickupTime: 'Pickup time',
      firstName: 'First name',
    },
    orSimilar: 'or similar',
    query: 'New York',
    branch: 'New York Airport',
    charity: false,
    strings: {
      // Issue 25: a US visitor gets the search-button experiment's control or its 'find-my-car' variation.
      submit: usSubmit,
      select: 'Select',
      book: /Book now/,
      confirmed: 'Your booking is confirmed',
    },
    birthDate: ['Date of birth', '07/14/1985'],
    address: [
      ['Street and number', '350 Fifth Avenue'],
      ['City', 'New York'],
      ['State', 'NY'],
      ['ZIP code', '10118'],
    ],
    terms: 'I accept the',
  },
  {
    site: 'de',
    locale: 'de-DE',
    datePattern: 'DD.MM.YYYY',
    pickupTime: '12:30',
    returnTime: '8:30',
    currency: /\d,\d{2}\s€/,
    labels: {
      branch: 'Abholfiliale',
      pickupDate: 'Abholdatum',
      returnDate: 'Rückgabedatum',
      pickupTime: 'Abholzeit',
      firstName: 'Vorname',
    },
    orSimilar: 'oder ähnlich',
    query: 'Münch',
    branch: 'Flughafen München',
    charity: false,
    strings: {
      submit: 'Angebote anzeigen',
      select: 'Auswählen',
      book: /Jetzt buchen/,
      confirmed: 'Ihre Buchung ist bestätigt',
    },
    birthDate: ['Geburtsdatum', '14.07.1985'],
    address: [
      ['Straße und Hausnummer', 'Marienplatz 8'],
      ['PLZ', '80331'],
      ['Ort', 'München'],
    ],
    terms: 'Ich akzeptiere die',
  },
  {
    site: 'uk',
    locale: 'en-GB',
    datePattern: 'DD/MM/YYYY',
    pickupTime: '12:30 PM',
    returnTime: '8:30 AM',
    currency: /£\d/,
    labels: {
      branch: 'Pickup branch',
      pickupDate: 'Pickup date',
      returnDate: 'Return date',
      pickupTime: 'Pickup time',
      firstName: 'First name',
    },
    orSimilar: 'or similar',
    query: 'Manch',
    branch: 'Manchester Airport',
    charity: true,
    strings: {
      submit: 'Show offers',
      select: 'Select',
      book: /Book now/,
      confirmed: 'Your booking is confirmed',
    },
    birthDate: ['Date of birth', '14/07/1985'],
    address: [
      ['Street and number', '1 Piccadilly'],
      ['City', 'Manchester'],
      ['Postcode', 'M1 1AA'],
    ],
    terms: 'I accept the',
  },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A weekday at least `from` days ahead that no demo branch closes on (no weekend, no holiday). */
export function openWeekday(from = 8): Date {
  const d = new Date();
  d.setDate(d.getDate() + from);
  while (
    [0, 6].includes(d.getDay()) ||
    ['12-24', '12-25', '12-26', '12-31', '01-01'].includes(`${pad(d.getMonth() + 1)}-${pad(d.getDate())}`)
  )
    d.setDate(d.getDate() + 1);
  return d;
}

/** The next Sunday at least `from` days ahead. */
export function sunday(from = 8): Date {
  const d = new Date();
  d.setDate(d.getDate() + from);
  while (d.getDay() !== 0) d.setDate(d.getDate() + 1);
  return d;
}

/** A date in a numeric market pattern. */
export function formatDay(d: Date, pattern: string): string {
  return pattern
    .replace('YYYY', String(d.getFullYear()))
    .replace('MM', pad(d.getMonth() + 1))
    .replace('DD', pad(d.getDate()));
}

export function addDays(d: Date, n: number): Date {
  const out = new Date(d);
  out.setDate(out.getDate() + n);
  return out;
}

/** The booking search form of the page (booking-engine or funnel container). */
export function searchForm(page: Page) {
  return page.locator('form[data-booking-search]').first();
}

/**
 * Waits for the search form to be usable. A booking engine shows its static first view until the visitor
 * reaches for it (issue 16): as a visitor's mouse would, the test moves over the form, and the app takes
 * over (and fills in the default branch).
 */
export async function openSearch(page: Page, site: string, path = '/') {
  await page.goto(siteUrl(site, path));
  try {
    await reachForSearch(page);
  } catch {
    // The host gives an app 10 s before showing its fallback; on a saturated 2-core runner the very first
    // cold load can exceed that. One reload is what a visitor would do (and what the fallback asks for).
    await page.reload();
    await reachForSearch(page);
  }
}

/** Moves the mouse over the search form and waits for the live app in its container. */
export async function reachForSearch(page: Page) {
  await expect(searchForm(page)).toBeVisible({ timeout: 20_000 });
  const container = page
    .locator('#booking-engine-container, #funnel-container')
    .filter({ has: searchForm(page) });
  if ((await container.getAttribute('data-app-state')) === 'first-view') await searchForm(page).hover();
  await expect(container).toHaveAttribute('data-app-state', 'mounted', { timeout: 20_000 });
}

/** Chooses a branch through the type-ahead. */
export async function chooseBranch(page: Page, label: string | RegExp, query: string, option: string) {
  const input = searchForm(page).getByRole('combobox', { name: label });
  await input.fill(query);
  await page
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
  await expect(input).toHaveValue(option);
}

/** Types a date into a date field and leaves it (commits on blur). */
export async function typeDate(page: Page, label: string | RegExp, value: string) {
  const input = searchForm(page).getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Tab');
}

/** Fills the checkout with valid data (pay at pickup) and accepts the terms. */
export async function fillCheckout(page: Page, market: (typeof markets)[number], lastName: string) {
  const de = market.locale.startsWith('de');
  await page.getByLabel(de ? 'Vorname' : 'First name').fill('Alex');
  await page.getByLabel(de ? 'Nachname' : 'Last name').fill(lastName);
  await page
    .getByLabel(de ? 'E-Mail' : 'E-mail', { exact: true })
    .fill(`${lastName.toLowerCase()}@example.com`);
  await page.getByLabel(de ? 'Telefonnummer' : 'Phone number').fill('30 1234567');
  await page.getByLabel(market.birthDate[0]).fill(market.birthDate[1]);
  for (const [label, value] of market.address) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('checkbox', { name: new RegExp(market.terms) }).check();
}

/** axe-core on the booking app's container: no violations. */
export async function expectAccessible(
  page: Page,
  container = '#funnel-container, #booking-engine-container',
  options: { disableRules?: string[] } = {},
) {
  const results = await new AxeBuilder({ page })
    .include(container)
    .disableRules(options.disableRules ?? [])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
