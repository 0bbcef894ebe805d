import { sampleMountContext } from '@rental/remote-apps';
import { describe, expect, it } from 'vitest';
import { accountFormatters } from './format.ts';

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
