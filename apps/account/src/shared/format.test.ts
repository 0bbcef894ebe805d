import { sampleMountContext } from '@rental/remote-apps';
import { describe, expect, it } from 'vitest';
import { accountFormatters, formatLocale, isForeign, shownLocale } from './format.ts';

const base = sampleMountContext();
const market = (formats: Partial<typeof base.market.formats>, currency = 'EUR') => ({
  ...base.market,
  currency,
  formats: { ...base.market.formats, ...formats },
});

describe('accountFormatters', () => {
  it.each([
    {
      locale: 'de-DE',
      formats: { date: 'DD.MM.YYYY', time: 'HH:mm', nameDate: 'D. MMMM YYYY', decimalSeperator: ',' },
      moment: '7. März 2026, 08:30',
      day: '07.03.2026',
      money: '1.234,50\u00a0€',
    },
    {
      locale: 'en-US',
      formats: { date: 'MM/DD/YYYY', time: 'h:mm A', nameDate: 'MMMM D, YYYY', decimalSeperator: '.' },
      moment: 'March 7, 2026, 8:30 AM',
      day: '03/07/2026',
      money: '€1,234.50',
    },
  ])('formats wall-clock times and money in $locale', ({ locale, formats, moment, day, money }) => {
    const f = accountFormatters({ locale, market: market(formats) });
    expect(f.moment('2026-03-07T08:30')).toBe(moment);
    expect(f.dayOf('2026-03-07T08:30')).toBe(day);
    expect(f.money({ amountMinor: 123450, currency: 'EUR' })).toBe(money);
  });
});

describe('the locale of the formats on a page in a language the app has no strings for', () => {
  const sa = (locale: string) => ({
    locale,
    market: {
      ...market(
        { date: 'DD.MM.YYYY', time: 'h:mm A', nameDate: 'D MMMM YYYY', decimalSeperator: '.' },
        'SAR',
      ),
      country: 'SA',
    },
  });

  // Since issue 19 every site language has the account's strings (Arabic too); an Urdu page in Saudi
  // Arabia stands for a language the app does not speak.
  it('shows English strings on a page in another language, and formats in English for the market', () => {
    expect(shownLocale('ur-SA')).toBe('en-US');
    expect(isForeign('ur-SA')).toBe(true);
    expect(isForeign('ar-SA')).toBe(false);
    expect(shownLocale('ar-EG')).toBe('ar-SA');
    expect(isForeign('en-SA')).toBe(false);
    expect(isForeign('de-AT')).toBe(false);
    expect(formatLocale(sa('ur-SA'))).toBe('en-SA');
    expect(formatLocale(sa('en-SA'))).toBe('en-SA');
  });

  it('never mixes Arabic-script month names, digits or currency signs into the English view', () => {
    const f = accountFormatters(sa('ur-SA'));
    const shown = [f.moment('2026-12-14T12:30'), f.money({ amountMinor: 33600, currency: 'SAR' })].join(' ');
    expect(shown).toContain('December');
    expect(shown).toContain('SAR');
    // No Arabic letters (month names, the riyal sign ر.س) nor Arabic-Indic digits.
    expect(shown).not.toMatch(/[\u0600-\u06FF]/);
  });
});
