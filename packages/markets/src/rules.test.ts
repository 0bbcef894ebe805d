import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contactLimits,
  contactTopics,
  earliestPickupDay,
  isClosedOn,
  isOpenAt,
  isRentalTooLong,
  maxRentalDays,
  rentalDays,
  rentalMinutes,
  weekdayOf,
} from './rules.ts';

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

describe('rules shared by the API and the apps', () => {
  it.each([
    ['2026-11-22', 'sun'],
    ['2026-11-23', 'mon'],
    ['2024-02-29', 'thu'],
    ['2026-12-25', 'fri'],
  ])('weekdayOf(%s) = %s, whatever the time zone', (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
    expect(weekdayOf(`${day}T23:59`)).toBe(weekday);
  });

  it.each([
    ['2026-11-22', true], // Sunday: no hours
    ['2026-11-23', false],
    ['2026-12-25', true], // recurring closed day
    ['2026-11-28', false], // Saturday morning hours
  ])('spec §4: closed on %s: %s', (day, closed) => {
    expect(isClosedOn(downtown, day)).toBe(closed);
  });

  it.each([
    ['2026-11-23', '08:00', true],
    ['2026-11-23', '18:00', true],
    ['2026-11-23', '18:15', false],
    ['2026-11-28', '12:30', true],
    ['2026-11-28', '13:30', false],
    ['2026-11-22', '12:00', false],
  ])('open on %s at %s: %s', (day, time, open) => {
    expect(isOpenAt(downtown, day, time)).toBe(open);
  });

  it('spec §9: rentals from minutes up to 27 days, one rule for the API and the apps', () => {
    expect(maxRentalDays).toBe(27);
    expect(rentalMinutes('2026-12-01T12:30', '2026-12-01T12:45')).toBe(15);
    expect(isRentalTooLong('2026-12-01T12:30', '2026-12-28T12:30')).toBe(false);
    expect(isRentalTooLong('2026-12-01T12:30', '2026-12-28T12:45')).toBe(true);
    expect(rentalDays('2026-12-01T12:30', '2026-12-01T12:45')).toBe(1);
    expect(rentalDays('2026-12-01T12:30', '2026-12-04T08:30')).toBe(3);
    expect(rentalDays('2026-12-01T12:30', '2026-12-04T12:31')).toBe(4);
  });

  it('a rental is too long exactly when it is charged more than the maximum days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * 60 }), (minutes) => {
        const start = Date.UTC(2026, 0, 1, 12, 30);
        const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
        const pickup = iso(start);
        const ret = iso(start + minutes * 60_000);
        expect(isRentalTooLong(pickup, ret)).toBe(rentalDays(pickup, ret) > maxRentalDays);
      }),
    );
  });

  it('spec §5: the earliest pickup day is the UTC day', () => {
    expect(earliestPickupDay(new Date('2026-03-07T23:30:00-05:00'))).toBe('2026-03-08');
  });

  it('contact topics and limits are the API’s (spec §3 "Help contact")', () => {
    expect(contactTopics.rent).toContain('booking');
    expect(contactTopics.ride).toContain('lost-item');
    expect(contactLimits.phonePattern.test('030 1234567')).toBe(true);
    expect(contactLimits.phonePattern.test('call me')).toBe(false);
    // As an Arabic keyboard types it (Arabic-Indic digits), and Persian digits.
    expect(contactLimits.phonePattern.test('٠٥٠ ١٢٣ ٤٥٦٧')).toBe(true);
    expect(contactLimits.phonePattern.test('+۹۸ ۲۱ ۱۲۳۴ ۵۶۷۸')).toBe(true);
    expect(contactLimits.phonePattern.test('٠٥٠ abc')).toBe(false);
    expect(contactLimits.agreementPattern.test('123456789')).toBe(true);
    expect(contactLimits.reservationPattern.test('!!')).toBe(false);
  });
});
