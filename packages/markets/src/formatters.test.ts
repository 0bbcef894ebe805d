// Pins formatter outputs per market (spec §9 formats), e.g. US '03/07/2026', '12:30 PM', miles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, formatDay, isDay, latinDigits, parseDay } from './formatters.ts';
import { createFormatters, findSiteLanguage } from './index.ts';

function formattersOf(siteId: string, locale: string) {
  const lang = findSiteLanguage(siteId, locale);
  if (!lang) throw new Error(`no ${siteId}/${locale}`);
  return createFormatters(lang.profile);
}

// Local-time constructors: the formatters read wall-clock fields, so this holds in any TZ.
const pickup = new Date(2026, 2, 7, 12, 30);
const returnAt = new Date(2026, 2, 7, 8, 30);
const evening = new Date(2026, 11, 24, 18, 5);

// [site, locale, date, pickup time, return time, evening, number, currency, distance(100 km), week start]
const table = [
  ['com', 'en-US', '03/07/2026', '12:30 PM', '8:30 AM', '6:05 PM', '1,234.50', '$1,234.50', '62.1 mi', 0],
  ['com', 'es-US', '03/07/2026', '12:30 PM', '8:30 AM', '6:05 PM', '1,234.50', '$1,234.50', '62.1 mi', 0],
  ['de', 'de-DE', '07.03.2026', '12:30', '8:30', '18:05', '1.234,50', '1.234,50 €', '100 km', 1],
  ['uk', 'en-GB', '07/03/2026', '12:30 PM', '8:30 AM', '6:05 PM', '1,234.50', '£1,234.50', '62.1 mi', 1],
  ['it', 'it-IT', '07/03/2026', '12:30', '08:30', '18:05', '1.234,50', '1.234,50 €', '100 km', 1],
  ['fr', 'fr-FR', '07.03.2026', '12:30', '08:30', '18:05', '1.234,50', '1.234,50 €', '100 km', 1],
  ['se', 'sv-SE', '07.03.2026', '12:30', '08:30', '18:05', '1.234,50', '1.234,50 kr', '100 km', 1],
  ['ch', 'de-CH', '07.03.2026', '12:30', '08:30', '18:05', '1,234.50', 'CHF 1,234.50', '100 km', 1],
  ['nz', 'en-NZ', '07.03.2026', '12:30 PM', '8:30 AM', '6:05 PM', '1,234.50', '$1,234.50', '100 km', 1],
  ['hr', 'hr-HR', '07.03.2026', '12:30', '08:30', '18:05', '1,234.50', '1,234.50 €', '100 km', 0],
] as const;

describe('formatters per market', () => {
  it.each(table)('%s %s', (site, locale, date, time, ret, eve, num, money, dist, week) => {
    const f = formattersOf(site, locale);
    expect(f.date(pickup)).toBe(date);
    expect(f.time(pickup)).toBe(time);
    expect(f.time(returnAt)).toBe(ret);
    expect(f.time(evening)).toBe(eve);
    expect(f.dateTime(pickup)).toBe(`${date} ${time}`);
    expect(f.number(1234.5, 2)).toBe(num);
    // Intl separates symbol and amount with a no-break space in some locales.
    expect(f.currency(1234.5).replace(/[\u00a0\u202f]/g, ' ')).toBe(money);
    expect(f.distance(100)).toBe(dist);
    expect(f.firstDayOfWeek).toBe(week);
  });

  it('long dates with the month name in the market language', () => {
    expect(formattersOf('com', 'en-US').nameDate(pickup)).toBe('March 7, 2026');
    expect(formattersOf('de', 'de-DE').nameDate(pickup)).toBe('7. März 2026');
    expect(formattersOf('uk', 'en-GB').nameDate(pickup)).toBe('7 March 2026');
    expect(formattersOf('es', 'es-ES').nameDate(pickup)).toBe('7 de marzo de 2026');
    expect(formattersOf('hu', 'hu-HU').nameDate(pickup)).toBe('2026. március 7.');
    expect(formattersOf('lv', 'lv-LV').nameDate(pickup)).toBe('2026. gada 7. marts');
  });

  it('12-hour clock edge cases: midnight and noon', () => {
    const f = formattersOf('com', 'en-US');
    expect(f.time(new Date(2026, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(f.time(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
    expect(f.time(new Date(2026, 0, 1, 23, 59))).toBe('11:59 PM');
  });

  it('numbers: default up to two decimals, negative values, other currencies', () => {
    const de = formattersOf('de', 'de-DE');
    expect(de.number(1234567)).toBe('1.234.567');
    expect(de.number(0.125)).toBe('0,13');
    expect(de.number(-1234.5, 1)).toBe('-1.234,5');
    expect(formattersOf('com', 'en-US').currency(99, 'EUR')).toBe('€99.00');
    expect(de.distance(12.345)).toBe('12,3 km');
  });

  it('mileage allowances rounded in the market unit (issue 23: no "124.3 mi")', () => {
    expect(formattersOf('uk', 'en-GB').allowance(200)).toBe('125 mi');
    expect(formattersOf('com', 'en-US').allowance(300)).toBe('185 mi');
    expect(formattersOf('de', 'de-DE').allowance(200)).toBe('200 km');
    expect(formattersOf('de', 'de-DE').allowance(1234)).toBe('1.235 km');
    expect(formattersOf('de', 'de-DE').allowance(42.4)).toBe('42 km');
  });

  it('Arabic keeps Latin digits', () => {
    const f = formattersOf('sa', 'ar-SA');
    expect(f.number(1234.5, 2)).toBe('1,234.50');
    expect(f.currency(10)).toMatch(/10\.00/);
    expect(f.date(pickup)).toBe('07.03.2026');
  });
});

describe("a view in the locale's own digits (issue 23: one digit system per view)", () => {
  const arabic = (siteId: string, locale: string) => {
    const lang = findSiteLanguage(siteId, locale);
    if (!lang) throw new Error(`no ${siteId}/${locale}`);
    const numberingSystem = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
    return createFormatters({ ...lang.profile, numberingSystem });
  };

  it.each([
    ['sa', 'ar-SA', '١٢:٣٠ م', '٨:٣٠ ص'],
    ['eg', 'ar-EG', '١٢:٣٠', '٠٨:٣٠'],
  ])(
    '%s %s: dates, times, numbers, money and distances in Arabic-Indic digits',
    (site, locale, noon, morning) => {
      const f = arabic(site, locale);
      expect(f.date(pickup)).toBe('٠٧.٠٣.٢٠٢٦');
      expect(f.time(pickup)).toBe(noon);
      expect(f.time(returnAt)).toBe(morning);
      expect(f.number(1234.5, 2)).toBe('١,٢٣٤.٥٠');
      expect(f.allowance(200)).toBe('٢٠٠ كم');
      expect(f.money({ amountMinor: 123450, currency: 'SAR' })).toMatch(/١,٢٣٤\.٥٠/);
      // Not one Latin digit anywhere in what the view writes.
      const all = [f.date(pickup), f.time(evening), f.nameDate(pickup), f.currency(99.5), f.distance(100)];
      expect(all.join(' ')).not.toMatch(/[0-9]/);
    },
  );

  it("'latn' (the default) keeps 0-9 and AM/PM", () => {
    const lang = findSiteLanguage('sa', 'ar-SA')!;
    const f = createFormatters({ ...lang.profile, numberingSystem: 'latn' });
    expect(f.time(pickup)).toBe('12:30 PM');
  });

  it.each([
    ['٠٧.٠٣.٢٠٢٦', '07.03.2026'],
    ['۱۲۳', '123'],
    ['12 ٣٤', '12 34'],
    ['abc', 'abc'],
  ])('latinDigits(%s) = %s', (typed, latin) => {
    expect(latinDigits(typed)).toBe(latin);
  });
});

describe('market days typed and shown (spec §9 numeric date patterns)', () => {
  it.each([
    ['07.03.2026', 'DD.MM.YYYY', '2026-03-07'],
    ['7.3.2026', 'DD.MM.YYYY', '2026-03-07'],
    ['03/07/2026', 'MM/DD/YYYY', '2026-03-07'],
    ['07/03/2026', 'DD/MM/YYYY', '2026-03-07'],
    ['31/02/2026', 'DD/MM/YYYY', null],
    ['2026-03-07', 'DD.MM.YYYY', null],
    ['07.03.26', 'DD.MM.YYYY', null],
    ['', 'MM/DD/YYYY', null],
  ])('parseDay(%s, %s) = %s', (text, pattern, expected) => {
    expect(parseDay(text, pattern)).toBe(expected);
  });

  it('parseDay never throws and only returns real days; formatDay reverses it (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('DD.MM.YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY'), (text, pattern) => {
        const day = parseDay(text, pattern);
        if (day !== null) {
          expect(isDay(day)).toBe(true);
          expect(parseDay(formatDay(day, pattern), pattern)).toBe(day);
        }
      }),
    );
  });
});

describe('a card as the payment provider names it (issue 21)', () => {
  it.each([
    ['com', 'en-US', { brand: 'visa', last4: '4242' }, 'Visa •••• 4242'],
    ['com', 'en-US', { brand: 'Mastercard', last4: '4444' }, 'Mastercard •••• 4444'],
    ['com', 'en-US', { brand: 'american-express', last4: '0005' }, 'American Express •••• 0005'],
    ['de', 'de-DE', { brand: 'Elo', last4: '1234' }, 'Elo •••• 1234'],
    ['sa', 'ar-SA', { brand: 'visa', last4: '4242' }, 'Visa \u2066•••• ٤٢٤٢\u2069'],
  ])('%s %s: %j', (siteId, locale, card, shown) => {
    expect(findSiteLanguage(siteId, locale)).toBeDefined();
    const numberingSystem = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
    expect(formatCard(card, { locale, numberingSystem })).toBe(shown);
  });
});
