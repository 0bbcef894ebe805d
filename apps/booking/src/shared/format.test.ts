import { sampleMountContext } from '@rental/remote-apps';
import { describe, expect, it } from 'vitest';
import { bookingFormatters } from './format.ts';

const us = sampleMountContext();
const de = sampleMountContext({
  locale: 'de-DE',
  market: {
    ...us.market,
    siteId: 'de',
    country: 'DE',
    currency: 'EUR',
    formats: {
      time: 'H:mm',
      date: 'DD.MM.YYYY',
      nameDate: 'D. MMMM YYYY',
      decimalSeperator: ',',
      measureOfLength: 'km',
      hour12Format: false,
      isFirstDaySunday: false,
    },
  },
});

describe('formatted per market (spec §9), from the mount context', () => {
  it.each([
    ['US', us, '12/01/2026', '8:30 AM', '$1,234.50', '124.3 mi'],
    ['DE', de, '01.12.2026', '8:30', '1.234,50\u00a0€', '200 km'],
  ])('%s', (_, context, date, time, money, distance) => {
    const fmt = bookingFormatters(context);
    expect(fmt.dateOf('2026-12-01T08:30')).toBe(date);
    expect(fmt.timeOf('2026-12-01T08:30')).toBe(time);
    expect(fmt.money({ amountMinor: 123450, currency: context.market.currency })).toBe(money);
    expect(fmt.distance(200)).toBe(distance);
  });

  it('currencies without minor units are not divided', () => {
    expect(bookingFormatters(us).money({ amountMinor: 5000, currency: 'ISK' })).toMatch(/5,000/);
  });
});
