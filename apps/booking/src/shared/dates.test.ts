import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultTrip,
  isClosedOn,
  isDateTime,
  minimumDay,
  minutesBetween,
  parseDay,
  timeSlots,
} from './dates.ts';

const downtown = {
  openingHours: {
    mon: [{ open: '08:00', close: '18:00' }],
    tue: [{ open: '08:00', close: '18:00' }],
    wed: [{ open: '08:00', close: '18:00' }],
    thu: [{ open: '08:00', close: '18:00' }],
    fri: [{ open: '08:00', close: '18:00' }],
    sat: [{ open: '09:00', close: '13:00' }],
    sun: [],
  },
  closedDates: ['12-25'],
};

describe('market dates (spec §9)', () => {
  it.each([
    ['07.03.2026', 'DD.MM.YYYY', '2026-03-07'],
    ['7.3.2026', 'DD.MM.YYYY', '2026-03-07'],
    ['03/07/2026', 'MM/DD/YYYY', '2026-03-07'],
    ['07/03/2026', 'DD/MM/YYYY', '2026-03-07'],
    ['31/02/2026', 'DD/MM/YYYY', null],
    ['2026-03-07', 'DD.MM.YYYY', null],
    ['07.03.26', 'DD.MM.YYYY', null],
    ['', 'MM/DD/YYYY', null],
  ])('parseDay(%s, %s) = %s', (text, pattern, expected) => {
    expect(parseDay(text, pattern)).toBe(expected);
  });

  it('parseDay never throws and only returns real days (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('DD.MM.YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY'), (text, pattern) => {
        const day = parseDay(text, pattern);
        if (day !== null) expect(isDateTime(`${day}T00:00`)).toBe(true);
      }),
    );
  });

  it('defaults come from initialDate: pickup tomorrow 12:30, return three days later 08:30', () => {
    const now = new Date(2026, 10, 22, 10, 0);
    const trip = defaultTrip({ pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } }, now);
    expect(trip.pickup.slice(11)).toBe('12:30');
    expect(trip.return.slice(11)).toBe('08:30');
    expect(trip.pickup.slice(0, 10) > minimumDay(now)).toBe(true);
    expect(trip.return.slice(0, 10)).toBe(addDays(trip.pickup.slice(0, 10), 3));
  });

  it.each([
    ['2026-11-22', true], // Sunday
    ['2026-11-23', false], // Monday
    ['2026-12-25', true], // holiday
  ])('closed on %s: %s (spec §4)', (day, closed) => {
    expect(isClosedOn(downtown, day)).toBe(closed);
  });

  it('counts minutes and offers quarter-hour slots (spec §9: rentals from minutes)', () => {
    expect(minutesBetween('2026-12-01T12:30', '2026-12-01T12:45')).toBe(15);
    expect(timeSlots(15)).toHaveLength(96);
    expect(timeSlots(15)[50]).toBe('12:30');
  });
});
