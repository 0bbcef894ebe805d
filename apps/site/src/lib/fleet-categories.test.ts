// The fleet-category rules over the demo fleet's groups, and money in the locale's own digits.

import { sites } from '@rental/markets';
import { describe, expect, it } from 'vitest';
import {
  decodeMoneyPattern,
  encodeMoneyPattern,
  formatMoney,
  formatMoneyWith,
  fromPrice,
  type GroupFacts,
  moneyPattern,
} from './fleet-categories.ts';

const g = (
  code: string,
  vehicleType: string,
  bodyStyle: string,
  transmission: string,
  fuel: string,
  eur: number,
) => ({
  code,
  vehicleType,
  bodyStyle,
  transmission,
  fuel,
  fromPrice: { amountMinor: eur * 100, currency: 'EUR' },
});
// A slice of the API's fleet (GET /v1/apps/fleet/list): code, type, body, gearbox, fuel, price.
const fleet: Array<GroupFacts & { fromPrice: { amountMinor: number; currency: string } }> = [
  g('MBMR', 'car', 'hatchback', 'manual', 'petrol', 29),
  g('CDMR', 'car', 'hatchback', 'manual', 'petrol', 42),
  g('CDAR', 'car', 'hatchback', 'automatic', 'petrol', 47),
  g('CFAE', 'car', 'hatchback', 'automatic', 'electric', 52),
  g('SWAR', 'car', 'station_wagon', 'automatic', 'diesel', 58),
  g('IFAH', 'car', 'suv', 'automatic', 'hybrid', 64),
  g('SVAR', 'car', 'multiseater', 'automatic', 'diesel', 70),
  g('LDAR', 'car', 'sedan', 'automatic', 'diesel', 95),
  g('XTAR', 'car', 'convertible', 'automatic', 'petrol', 190),
  g('CKMD', 'van', 'van', 'manual', 'diesel', 59),
  g('PKAD', 'truck', 'box_truck', 'automatic', 'diesel', 110),
];

describe('fromPrice per category', () => {
  it.each([
    ['economy', 29],
    ['compact', 42],
    ['automatic', 47],
    ['electric', 52],
    ['stationWagon', 58],
    ['suv', 64],
    ['van', 59],
    ['luxury', 95],
    ['sport', 190],
    ['convertible', 190],
    ['pickupTruck', 110],
  ] as const)('%s from %d EUR', (category, eur) => {
    expect(fromPrice(category, fleet)).toEqual({ amountMinor: eur * 100, currency: 'EUR' });
  });

  it('is undefined when the market has no group of the category (no trucks)', () => {
    expect(
      fromPrice(
        'pickupTruck',
        fleet.filter((x) => x.vehicleType !== 'truck'),
      ),
    ).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it.each([
    [2900, 'EUR', 'de-DE', '29 €'],
    [2900, 'USD', 'en-US', '$29'],
    [10100, 'SAR', 'en-SA', 'SAR 101'],
    // Arabic: the locale's own numbering system (Arabic-Indic digits), never mixed with Latin ones.
    [10100, 'SAR', 'ar-SA', '١٠١ ر.س.‏'],
    [12900, 'EGP', 'ar-EG', '١٢٩ ج.م.‏'],
  ])('%d %s in %s', (minor, currency, locale, expected) => {
    // Spaces and bidi marks (U+00A0, U+200F) vary between ICU versions: compare the visible text.
    const visible = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u200f/g, '');
    expect(visible(formatMoney(minor, currency, locale))).toBe(visible(expected));
  });
});

describe('a money pattern made at build time writes what Intl writes', () => {
  // Every site language with its market's currency, and the currencies that group or round differently.
  const pairs = new Set([
    ...sites.flatMap((site) =>
      site.languages.map((lang) => `${lang.locale}|${lang.profile.defaultCurrency}`),
    ),
    'en-IN|INR',
    'hi-IN|INR',
    'ja-JP|JPY',
    'ar-KW|KWD',
    'es-ES|EUR',
    'pl-PL|PLN',
    'de-CH|CHF',
    'fr-FR|EUR',
  ]);
  const amounts = [0, 1, 49, 50, 149, 150, 2900, 2950, 99999, 100000, 123456, 999950, 1234567, 12345678901];

  it.each([...pairs])('%s', (pair) => {
    const [locale, currency] = pair.split('|') as [string, string];
    const pattern = decodeMoneyPattern(encodeMoneyPattern(moneyPattern(locale, currency)));
    expect(pattern).toBeDefined();
    for (const minor of amounts) {
      expect(formatMoneyWith(pattern!, minor, currency), `${minor}`).toBe(
        formatMoney(minor, currency, locale),
      );
    }
  });

  it('leaves to Intl what it does not cover', () => {
    const pattern = moneyPattern('de-DE', 'EUR');
    expect(formatMoneyWith(pattern, 2900, 'USD')).toBeUndefined();
    expect(formatMoneyWith(pattern, -100, 'EUR')).toBeUndefined();
    expect(formatMoneyWith(pattern, 0.5, 'EUR')).toBeUndefined();
  });

  it('refuses a damaged pattern', () => {
    expect(decodeMoneyPattern(undefined)).toBeUndefined();
    expect(decodeMoneyPattern('{')).toBeUndefined();
    expect(
      decodeMoneyPattern(JSON.stringify({ ...moneyPattern('de-DE', 'EUR'), digits: ['0'] })),
    ).toBeUndefined();
    expect(
      decodeMoneyPattern(JSON.stringify({ ...moneyPattern('de-DE', 'EUR'), primary: 0 })),
    ).toBeUndefined();
  });
});
