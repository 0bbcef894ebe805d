import { describe, expect, it } from 'vitest';
import { daysBetween, jumpCheck, type MileageContract, mileageSummary } from './mileage.ts';

const handoverAt = new Date('2026-12-01T10:00:00Z');
// 3 months × 1500 km = 4500 km from 1 Dec to 28 Feb (90 days): 50 km a day.
const contract: MileageContract = {
  months: 3,
  monthlyMileage: 1500,
  endDate: '2027-02-28',
  excessUnitPriceMinor: 29,
  handoverOdometer: 12_000,
  handoverAt,
};
const day = (n: number) => new Date(handoverAt.getTime() + n * 86_400_000);

describe('mileageSummary', () => {
  it('is all zero before the handover', () => {
    expect(mileageSummary({ ...contract, handoverOdometer: null, handoverAt: null }, null, day(3))).toEqual({
      allowedSoFar: 0,
      driven: 0,
      projectedExcessUnits: 0,
      projectedExcessMinor: 0,
    });
  });

  it('allows the contract pro rata and projects no excess at the allowed rate', () => {
    expect(mileageSummary(contract, 12_000 + 500, day(10))).toEqual({
      allowedSoFar: 500,
      driven: 500,
      projectedExcessUnits: 0,
      projectedExcessMinor: 0,
    });
  });

  it('projects the excess of a faster rate to the end and prices it', () => {
    // 1000 km in 10 days → 9000 km in 90 days: 4500 above the allowance.
    const summary = mileageSummary(contract, 13_000, day(10));
    expect(summary.projectedExcessUnits).toBe(4500);
    expect(summary.projectedExcessMinor).toBe(4500 * 29);
  });

  it('never allows more than the whole contract', () => {
    expect(mileageSummary(contract, 16_000, day(200)).allowedSoFar).toBe(4500);
  });

  it('counts a reading on the handover day as one day', () => {
    expect(daysBetween(handoverAt, handoverAt)).toBe(1);
    expect(mileageSummary(contract, 12_050, handoverAt).allowedSoFar).toBe(50);
  });
});

describe('jumpCheck (unusual: more than 3× the pro-rata allowance and more than 1000 units)', () => {
  const previous = { odometer: 12_000, at: handoverAt };
  it.each([
    // [units since, days since, unusual]
    [500, 1, false], // over 3× a day's 50 km, but under 1000 units
    [1000, 1, false], // exactly 1000: not more than
    [1001, 1, true],
    [2000, 10, true], // 10 days allow 500: 2000 > 1500
    [1500, 10, false], // 3 × 500 = 1500: not more than
    [3000, 30, false], // 30 days allow 1500: 3000 < 4500
  ])('%i units after %i days: unusual %s', (since, days, unusual) => {
    const check = jumpCheck(contract, previous, 12_000 + since, day(days));
    expect(check.unusual).toBe(unusual);
    expect(check.since).toBe(since);
    expect(check.days).toBe(days);
    expect(check.allowed).toBe(50 * days);
  });
});
