import { describe, expect, it } from 'vitest';
import {
  excessUnitPriceMinor,
  fromMonthlyPriceMinor,
  MILEAGE_OPTIONS,
  PLUS_MONTHS,
  plusPrice,
} from './pricing.ts';

const golf = { dayPriceMinor: 4900, currency: 'EUR' };

describe('plusPrice', () => {
  it.each([
    // 49 € a day × 12 = 588 € a month before the term discount.
    [3, 1000, 58800],
    [6, 1000, 55900],
    [12, 1000, 52900],
    [24, 1000, 50000],
    // each mileage step adds 8 % of the month.
    [3, 1500, 63500],
    [3, 2500, 72900],
    [24, 2500, 62000],
  ])('%i months with %i km a month cost %i cents a month', (months, monthlyMileage, monthly) => {
    const price = plusPrice(golf, { months, monthlyMileage, unit: 'km' });
    expect(price.monthlyPriceMinor).toBe(monthly);
    expect(price.totalMinor).toBe(monthly * months);
  });

  it('is cheaper per month the longer the term, and dearer the more mileage', () => {
    for (const unit of ['km', 'mi'] as const)
      for (const monthlyMileage of MILEAGE_OPTIONS[unit]) {
        const monthly = PLUS_MONTHS.map(
          (months) => plusPrice(golf, { months, monthlyMileage, unit }).monthlyPriceMinor,
        );
        expect([...monthly].sort((a, b) => b - a)).toEqual(monthly);
        expect(new Set(monthly).size).toBe(monthly.length);
      }
    const byMileage = MILEAGE_OPTIONS.km.map(
      (monthlyMileage) => plusPrice(golf, { months: 12, monthlyMileage, unit: 'km' }).monthlyPriceMinor,
    );
    expect([...byMileage].sort((a, b) => a - b)).toEqual(byMileage);
  });

  it('rounds to whole units of a currency without minor units', () => {
    const isk = plusPrice(
      { dayPriceMinor: 7300, currency: 'ISK' },
      { months: 6, monthlyMileage: 1000, unit: 'km' },
    );
    expect(isk.monthlyPriceMinor).toBe(83220);
    expect(isk.monthlyPriceMinor % 1).toBe(0);
    const eur = plusPrice(
      { dayPriceMinor: 3333, currency: 'EUR' },
      { months: 6, monthlyMileage: 1000, unit: 'km' },
    );
    expect(eur.monthlyPriceMinor % 100).toBe(0);
  });

  it('prices a mile above the allowance at 1.609 times a kilometre', () => {
    expect(excessUnitPriceMinor(golf, 'km')).toBe(29);
    expect(excessUnitPriceMinor(golf, 'mi')).toBe(47);
    expect(plusPrice(golf, { months: 3, monthlyMileage: 600, unit: 'mi' }).excessUnitPriceMinor).toBe(47);
    // never free, however cheap the group
    expect(excessUnitPriceMinor({ dayPriceMinor: 10, currency: 'EUR' }, 'km')).toBe(1);
  });

  it('refuses a term or a mileage that is not offered, naming it', () => {
    expect(() => plusPrice(golf, { months: 9, monthlyMileage: 1000, unit: 'km' })).toThrow('9 months');
    expect(() => plusPrice(golf, { months: 3, monthlyMileage: 1000, unit: 'mi' })).toThrow('1000 mi');
  });

  it('starts offers at the longest term with the smallest mileage', () => {
    expect(fromMonthlyPriceMinor(golf, 'km')).toBe(50000);
    expect(fromMonthlyPriceMinor(golf, 'mi')).toBe(50000);
  });
});
