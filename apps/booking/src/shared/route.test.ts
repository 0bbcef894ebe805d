import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFilters, parseRoute, type Route, routeHash, type SearchState } from './route.ts';

const search: SearchState = {
  branchId: 2200,
  branchName: 'Flughafen München',
  pickup: '2026-12-01T12:30',
  return: '2026-12-04T08:30',
  vehicleType: 'van',
};

describe('funnel address', () => {
  it.each<Route>([
    { step: 'search', search },
    { step: 'offers', search, filters: defaultFilters },
    {
      step: 'offers',
      search: { ...search, returnBranchId: 2210, returnBranchName: 'Berlin' },
      filters: { sort: 'price', transmission: 'automatic', seats: 5, body: 'suv' },
    },
    { step: 'checkout', search, offerId: 'WzEwMDAsMTAwMCwiTUJNUiJd' },
    { step: 'confirmation', reservationNumber: '1234567890' },
  ])('round-trips %j', (route) => {
    expect(parseRoute(routeHash(route))).toEqual(route);
  });

  it('falls back to the search when the offers address is incomplete', () => {
    expect(parseRoute('#/offers?branch=12&pickup=2026-12-01T12:30')).toEqual({
      step: 'search',
      search: { branchId: 12, branchName: '', pickup: '2026-12-01T12:30', vehicleType: 'car' },
    });
  });

  it.each([
    ['#/offers?branch=1&pickup=2026-02-30T12:30&return=2026-03-02T08:30', 'search'],
    ['#/confirmation?reservation=12', 'invalid'],
    ['#/checkout?offer=abc', 'invalid'],
    ['#/checkout?branch=1&pickup=2026-12-01T12:30&return=2026-12-03T08:30', 'invalid'],
    ['#/elsewhere', 'invalid'],
    ['', 'search'],
    ['#/', 'search'],
  ])('%s is a %s route', (hash, step) => {
    expect(parseRoute(hash).step).toBe(step);
  });

  it('says why a link is invalid and keeps the search it held (issue 23)', () => {
    expect(parseRoute('#/checkout?offer=x&branch=7&name=Lyon')).toEqual({
      step: 'invalid',
      reason: 'checkout',
      search: { branchId: 7, branchName: 'Lyon', vehicleType: 'car' },
    });
    expect(parseRoute('#/confirmation?reservation=abc')).toMatchObject({ reason: 'confirmation' });
    expect(parseRoute('#/elsewhere')).toMatchObject({ reason: 'unknown' });
  });

  it('reads a reservation number in Arabic-Indic or Persian digits as 0-9 (issue 23)', () => {
    for (const typed of ['١٢٣٤٥٦٧٨٩٠', '۱۲۳۴۵۶۷۸۹۰', encodeURIComponent('١٢٣٤٥٦٧٨٩٠')])
      expect(parseRoute(`#/confirmation?reservation=${typed}`)).toEqual({
        step: 'confirmation',
        reservationNumber: '1234567890',
      });
    expect(parseRoute('#/confirmation?reservation=١٢٣')).toMatchObject({ reason: 'confirmation' });
  });

  it('never throws and always yields a known step (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, query) => {
        const route = parseRoute(`#${path}?${query}`);
        expect(['search', 'offers', 'checkout', 'confirmation', 'invalid']).toContain(route.step);
      }),
    );
  });
});
