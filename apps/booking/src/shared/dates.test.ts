import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, defaultTrip, isDateTime, laterDay, minimumDay, timeSlots } from './dates.ts';

describe('rental dates (spec §5, §9)', () => {
  it('defaults come from initialDate: pickup tomorrow 12:30, return three days later 08:30', () => {
    const now = new Date(2026, 10, 22, 10, 0);
    const trip = defaultTrip({ pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } }, now);
    expect(trip.pickup.slice(11)).toBe('12:30');
    expect(trip.return.slice(11)).toBe('08:30');
    expect(trip.pickup.slice(0, 10) > minimumDay(now)).toBe(true);
    expect(trip.return.slice(0, 10)).toBe(addDays(trip.pickup.slice(0, 10), 3));
  });

  it('the minimum day is never before the API’s (UTC) day nor the visitor’s own', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2020, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true }),
        (now) => {
          const min = minimumDay(now);
          expect(min >= now.toISOString().slice(0, 10)).toBe(true);
          expect(laterDay(min, min)).toBe(min);
        },
      ),
    );
  });

  it('offers quarter-hour slots (spec §9: rentals from minutes)', () => {
    expect(timeSlots(15)).toHaveLength(96);
    expect(timeSlots(15)[50]).toBe('12:30');
  });

  it.each([
    ['2026-12-01T12:30', true],
    ['2026-02-30T12:30', false],
    ['2026-12-01T24:00', false],
    ['2026-12-01 12:30', false],
  ])('isDateTime(%s) = %s', (value, valid) => {
    expect(isDateTime(value)).toBe(valid);
  });
});
