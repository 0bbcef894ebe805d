// The refuelling and recharging charge (issue 22): the missing fraction of the tank or battery at the
// market's price, nothing when returned as full as taken.
import { describe, expect, it } from 'vitest';
import { refuelChargeMinor, tankSize } from './refuel.ts';

const hatchback = { vehicleType: 'car', bodyStyle: 'hatchback' };

describe('refuelChargeMinor', () => {
  it.each([
    // 25 % of 45 l at 3.20 EUR = 36.00 EUR
    { levelPercent: 75, fuel: 'petrol', currency: 'EUR', expected: 3600 },
    // 50 % of 45 l at 3.00 EUR = 67.50 EUR
    { levelPercent: 50, fuel: 'diesel', currency: 'EUR', expected: 6750 },
    // 50 % of 60 kWh at 0.85 EUR = 25.50 EUR
    { levelPercent: 50, fuel: 'electric', currency: 'EUR', expected: 2550 },
    // 25 % of 45 l at 3.20 EUR × 0.86 = 30.96 GBP
    { levelPercent: 75, fuel: 'petrol', currency: 'GBP', expected: 3096 },
    // A currency without minor units: 36 EUR × 149 = 5364 ISK
    { levelPercent: 75, fuel: 'petrol', currency: 'ISK', expected: 5364 },
  ] as const)(
    '$fuel at $levelPercent % in $currency: $expected',
    ({ levelPercent, fuel, currency, expected }) => {
      expect(refuelChargeMinor({ levelAtPickup: 100, levelPercent, fuel, group: hatchback, currency })).toBe(
        expected,
      );
    },
  );

  it('charges nothing when the level is the pickup level or above', () => {
    for (const levelPercent of [100, 120])
      expect(
        refuelChargeMinor({
          levelAtPickup: 100,
          levelPercent,
          fuel: 'petrol',
          group: hatchback,
          currency: 'EUR',
        }),
      ).toBeNull();
  });

  it('sizes tanks and batteries by vehicle type and body', () => {
    expect(tankSize({ vehicleType: 'van', bodyStyle: 'van' }, 'diesel')).toBe(75);
    expect(tankSize({ vehicleType: 'truck', bodyStyle: 'other' }, 'diesel')).toBe(90);
    expect(tankSize({ vehicleType: 'car', bodyStyle: 'suv' }, 'electric')).toBe(60);
    expect(tankSize({ vehicleType: 'car', bodyStyle: 'sedan' }, 'petrol')).toBe(55);
  });
});
