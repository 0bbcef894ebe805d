// Issue 23, booking engine: a closed day resets the pickup to the customer's previous valid date (not the
// market default) and never leaves a range longer than the rule allows (27 days); a past pickup date shows
// one clear error, without a second one about the maximum length.
import type { Page } from '@playwright/test';
import { expect, test } from '@rental/testing';
import {
  addDays,
  chooseBranch,
  formatDay,
  markets,
  openSearch,
  openWeekday,
  searchForm,
  typeDate,
} from './support.ts';

test.describe.configure({ timeout: 120_000 });

const [us, de] = markets;
const closedNotice = 'The branch is closed on this day. The date has been reset.';

/** The first Sunday on or after `d` (New York Downtown is closed on Sundays). */
function sundayFrom(d: Date): Date {
  const out = new Date(d);
  while (out.getDay() !== 0) out.setDate(out.getDate() + 1);
  return out;
}

/** The latest weekday at most `days` after `d` that is no holiday of the demo branches. */
function openDayWithin(d: Date, days: number): Date {
  for (let n = days; n > 0; n--) {
    const day = addDays(d, n);
    const md = formatDay(day, 'MM-DD');
    if (![0, 6].includes(day.getDay()) && !['12-24', '12-25', '12-26', '12-31', '01-01'].includes(md))
      return day;
  }
  throw new Error('no open day');
}

/** The first day after `d` that is no weekend day or holiday of the demo branches (a Friday gives Monday). */
function openDayAfter(d: Date): Date {
  for (let n = 1; n <= 7; n++) {
    const day = addDays(d, n);
    if (
      ![0, 6].includes(day.getDay()) &&
      !['12-24', '12-25', '12-26', '12-31', '01-01'].includes(formatDay(day, 'MM-DD'))
    )
      return day;
  }
  throw new Error('no open day');
}

async function openDowntown(page: Page) {
  await page.route(/\.(png|jpe?g|webp|avif|woff2?)(\?|$)/, (route) => route.abort());
  await openSearch(page, us.site);
  await chooseBranch(page, us.labels.branch, 'New York Down', 'New York Downtown');
}

const field = (page: Page, name: string) => searchForm(page).getByRole('textbox', { name, exact: true });

test('us: a closed pickup day goes back to the previous valid date, not the default', async ({ page }) => {
  await openDowntown(page);
  // The return is the next open day: on a Friday pickup (29 November + 12 days) the weekend has none.
  const pickup = openWeekday(12);
  const ret = openDayAfter(pickup);
  await typeDate(page, us.labels.pickupDate, formatDay(pickup, us.datePattern));
  await typeDate(page, us.labels.returnDate, formatDay(ret, us.datePattern));
  await expect(searchForm(page).getByText(closedNotice)).toHaveCount(0);

  await typeDate(page, us.labels.pickupDate, formatDay(sundayFrom(addDays(pickup, 3)), us.datePattern));
  await expect(searchForm(page).getByText(closedNotice)).toBeVisible();
  await expect(field(page, us.labels.pickupDate)).toHaveValue(formatDay(pickup, us.datePattern));
  await expect(field(page, us.labels.returnDate)).toHaveValue(formatDay(ret, us.datePattern));
});

test('us: resetting a closed pickup day never leaves a range longer than 27 days', async ({ page }) => {
  await openDowntown(page);
  const pickup = openWeekday(9);
  const ret = openDayWithin(pickup, 26);
  await typeDate(page, us.labels.pickupDate, formatDay(pickup, us.datePattern));
  await typeDate(page, us.labels.returnDate, formatDay(ret, us.datePattern));
  // A Sunday after the return: the form moves the return after it, then the closed day is reset.
  await typeDate(page, us.labels.pickupDate, formatDay(sundayFrom(addDays(ret, 1)), us.datePattern));
  await expect(searchForm(page).getByText(closedNotice)).toBeVisible();
  await expect(field(page, us.labels.pickupDate)).toHaveValue(formatDay(pickup, us.datePattern));
  await expect(field(page, us.labels.returnDate)).toHaveValue(formatDay(ret, us.datePattern));
  // The search goes through: no error about the maximum.
  await searchForm(page).getByRole('button', { name: us.strings.submit }).click();
  await expect(page).toHaveURL(/\/services#\/offers\?/, { timeout: 20_000 });
});

for (const market of [us, de]) {
  test(`${market.site}: a past pickup date shows one clear error, none about the maximum`, async ({
    page,
  }) => {
    await page.route(/\.(png|jpe?g|webp|avif|woff2?)(\?|$)/, (route) => route.abort());
    await openSearch(page, market.site);
    const form = searchForm(page);
    await expect(form.getByRole('combobox', { name: market.labels.branch })).not.toHaveValue('', {
      timeout: 20_000,
    });
    // A valid trip ending in three weeks, then a pickup two days ago.
    await typeDate(
      page,
      market.labels.returnDate,
      formatDay(openDayWithin(new Date(), 22), market.datePattern),
    );
    await typeDate(page, market.labels.pickupDate, formatDay(addDays(new Date(), -2), market.datePattern));
    await form.getByRole('button', { name: market.strings.submit }).click();
    const errors = form.locator('.ui-field-error');
    await expect(errors).toHaveCount(1);
    await expect(field(page, market.labels.pickupDate)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, market.labels.returnDate)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/services/);
  });
}
