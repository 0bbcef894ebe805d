import { describe, expect, it } from 'vitest';
import { addDays, firstBookableDay } from './days.ts';

describe('days', () => {
  it('counts the first bookable day from the later of the local and the UTC day', () => {
    expect(firstBookableDay(new Date(2026, 10, 28, 12))).toBe('2026-11-28');
    // 23:30 UTC on the 28th is the 28th locally only west of UTC; the first day is never before the UTC day.
    const lateUtc = new Date(Date.UTC(2026, 10, 28, 23, 30));
    expect(firstBookableDay(lateUtc) >= '2026-11-28').toBe(true);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-30', 4)).toBe('2027-01-03');
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
