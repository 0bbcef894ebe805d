// The rate's terms: free cancellation until 48 hours before pickup, then one rental day; nothing after
// the pickup; branch-local "now" through the branch's time zone.
import { describe, expect, it } from 'vitest';
import { bookingTerms, branchTimeZone, localDateTime, shiftLocal } from './booking-policy.ts';

const booking = {
  status: 'confirmed',
  pickupAt: '2030-03-10T10:00',
  returnAt: '2030-03-13T10:00',
  totalMinor: 29_970,
  days: 3,
  currency: 'EUR',
};

describe('bookingTerms', () => {
  it('is free until 48 hours before the pickup, then costs one rental day', () => {
    expect(bookingTerms(booking, '2030-03-08T09:59')).toMatchObject({
      freeCancellationUntil: '2030-03-08T10:00',
      cancellationFeeMinor: 0,
      canCancel: true,
      canChange: true,
      timing: 'upcoming',
    });
    expect(bookingTerms(booking, '2030-03-08T10:00').cancellationFeeMinor).toBe(9_990);
  });

  it('rounds the day share to whole minor units', () => {
    expect(bookingTerms({ ...booking, totalMinor: 10_000 }, '2030-03-09T00:00').cancellationFeeMinor).toBe(
      3_333,
    );
    expect(
      bookingTerms({ ...booking, totalMinor: 25_001, currency: 'ISK' }, '2030-03-09T00:00')
        .cancellationFeeMinor,
    ).toBe(8_334);
    expect(
      bookingTerms({ ...booking, totalMinor: 40, days: 1 }, '2030-03-09T00:00').cancellationFeeMinor,
    ).toBe(40);
  });

  it('allows neither cancel nor change once picked up, nor for a cancelled booking', () => {
    expect(bookingTerms(booking, '2030-03-11T00:00')).toMatchObject({
      canCancel: false,
      canChange: false,
      timing: 'active',
    });
    expect(bookingTerms(booking, '2030-03-14T00:00').timing).toBe('past');
    // Returned at the branch (issue 20): over, whatever the clock says; nothing to cancel or change.
    expect(bookingTerms({ ...booking, returnedAt: new Date() }, '2030-03-01T00:00')).toMatchObject({
      canCancel: false,
      canChange: false,
      timing: 'past',
    });
    expect(bookingTerms({ ...booking, status: 'cancelled' }, '2030-03-01T00:00')).toMatchObject({
      canCancel: false,
      canChange: false,
      cancellationFeeMinor: 0,
    });
  });
});

describe('branch-local time', () => {
  it('finds the zone of a country and, in countries with several, of the longitude', () => {
    expect(branchTimeZone({ country: 'DE', lng: 13.4 })).toBe('Europe/Berlin');
    expect(branchTimeZone({ country: 'US', lng: -74 })).toBe('America/New_York');
    expect(branchTimeZone({ country: 'US', lng: -118.4 })).toBe('America/Los_Angeles');
    expect(branchTimeZone({ country: 'AU', lng: 115.9 })).toBe('Australia/Perth');
    expect(branchTimeZone({ country: 'XX', lng: 0 })).toBe('UTC');
  });

  it('writes an instant as wall-clock time, daylight saving included', () => {
    expect(localDateTime(new Date('2030-01-15T12:00:00Z'), 'Europe/Berlin')).toBe('2030-01-15T13:00');
    expect(localDateTime(new Date('2030-07-15T12:00:00Z'), 'Europe/Berlin')).toBe('2030-07-15T14:00');
    expect(localDateTime(new Date('2030-07-15T02:00:00Z'), 'America/Los_Angeles')).toBe('2030-07-14T19:00');
    expect(shiftLocal('2030-03-01T10:00', -48)).toBe('2030-02-27T10:00');
  });
});
