// The booking app on the Arabic page of the Saudi site at 375 px (issue 23): the form reads right to left,
// one digit system (Arabic-Indic, Intl's for ar-SA) in the fields, the calendar, the trip dates and the
// prices, digits typed on an Arabic keyboard accepted, the calendar inside the screen, the branch name (Latin)
// isolated, offer cards with a sized, named vehicle image; axe on the offer list.
import { expect, test } from '@rental/testing';
import {
  addDays,
  chooseBranch,
  expectAccessible,
  formatDay,
  openSearch,
  openWeekday,
  searchForm,
  typeDate,
} from './support.ts';

test.use({ viewport: { width: 375, height: 812 } });

/** 0-9 as the Arabic-Indic digits ٠-٩. */
const arabic = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x660 + Number(d)));

test('Arabic at 375 px: right to left, Arabic-Indic digits throughout, the calendar on screen, offers with images', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The pictures themselves are not under test here (their attributes are): not downloaded.
  await page.route(/\/cms\/fleet\//, (route) => route.abort());
  await openSearch(page, 'sa', '/ar');
  const form = searchForm(page);
  expect(await form.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const pickupDate = form.getByRole('textbox', { name: 'تاريخ الاستلام', exact: true });
  await expect(pickupDate).toHaveValue(/^[٠-٩]{2}\.[٠-٩]{2}\.[٠-٩]{4}$/);
  await expect(form.getByLabel('وقت الاستلام').locator('option:checked')).toHaveText('١٢:٣٠ م');

  await chooseBranch(page, 'فرع الاستلام', 'Riyadh Air', 'Riyadh Airport');
  const pickup = openWeekday(8);
  await typeDate(page, 'تاريخ الاستلام', arabic(formatDay(pickup, 'DD.MM.YYYY')));
  await typeDate(page, 'تاريخ الإرجاع', formatDay(addDays(pickup, 3), 'DD.MM.YYYY'));
  // Typed in either digits, shown back in the view's.
  await expect(pickupDate).toHaveValue(arabic(formatDay(pickup, 'DD.MM.YYYY')));
  await expect(form.getByRole('textbox', { name: 'تاريخ الإرجاع', exact: true })).toHaveValue(
    arabic(formatDay(addDays(pickup, 3), 'DD.MM.YYYY')),
  );

  // The return date's calendar opens from the field's start (right) edge and stays on the 375 px screen.
  await form.getByRole('button', { name: /تاريخ الإرجاع/ }).click();
  const calendar = page.locator('.ui-calendar');
  await expect(calendar).toBeVisible();
  const box = await calendar.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expect(calendar.locator('button[data-day]').first()).toHaveText(/^[٠-٩]+$/);
  await form.getByRole('button', { name: /تاريخ الإرجاع/ }).click();
  await expect(calendar).toHaveCount(0);

  await form.getByRole('button', { name: 'عرض العروض' }).click();
  const offers = page.locator('[data-offer-code]');
  await expect(offers.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.bk-summary bdi').first()).toHaveText('Riyadh Airport');
  const dates = page.locator('[data-booking-dates]');
  await expect(dates).toContainText('من ');
  await expect(dates).not.toContainText(/[0-9]/);
  await expect(offers.first().locator('.bk-price__total')).toHaveText(/^[^0-9]*[٠-٩][٠-٩,.]*[^0-9]*$/);
  await expect(page.locator('.bk-count')).not.toContainText(/[0-9]/);

  const image = offers.first().locator('img');
  await expect(image).toHaveAttribute('width', '800');
  await expect(image).toHaveAttribute('height', '400');
  await expect(image).toHaveAttribute('alt', /منظر جانبي/);
  await expect(image).toHaveAttribute('loading', 'eager');
  await expect(offers.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expectAccessible(page);
});
