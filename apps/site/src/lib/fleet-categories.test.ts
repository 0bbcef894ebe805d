// The fleet-category rules over the demo fleet's groups, and money in the locale's own digits.
import { describe, expect, it } from 'vitest';
import { formatMoney, fromPrice, type GroupFacts } from './fleet-categories.ts';

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
