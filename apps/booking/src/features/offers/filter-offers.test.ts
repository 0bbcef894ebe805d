import { describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/api-types.ts';
import { defaultFilters } from '../../shared/route.ts';
import { filterOffers } from './filter-offers.ts';

const offer = (
  code: string,
  bodyStyle: string,
  transmission: string,
  seats: number,
  total: number,
): Offer => ({
  id: code,
  days: 2,
  includedKmPerDay: null,
  price: {
    perDay: { amountMinor: total / 2, currency: 'EUR' },
    total: { amountMinor: total, currency: 'EUR' },
  },
  group: {
    code,
    vehicleType: 'car',
    categoryCode: 'P',
    bodyStyle,
    model: `${code} or similar`,
    seats,
    doors: 4,
    bags: 2,
    transmission,
    fuel: 'petrol',
    imagePath: '/fleet/car.svg',
    licenceClass: 'B',
    payloadKg: null,
    loadingSpaceM3: null,
    minDriverAge: 21,
  },
});

const offers = [
  offer('SUVA', 'suv', 'automatic', 5, 30000),
  offer('MINI', 'hatchback', 'manual', 4, 8000),
  offer('VANM', 'multiseater', 'manual', 7, 20000),
  offer('SEDA', 'sedan', 'automatic', 5, 12000),
];

describe('offer filters and sort', () => {
  it.each([
    [defaultFilters, ['MINI', 'SEDA', 'SUVA', 'VANM']],
    [{ ...defaultFilters, sort: 'price' as const }, ['MINI', 'SEDA', 'VANM', 'SUVA']],
    [{ ...defaultFilters, transmission: 'automatic' }, ['SEDA', 'SUVA']],
    [{ ...defaultFilters, seats: 7 }, ['VANM']],
    [{ ...defaultFilters, body: 'suv' }, ['SUVA']],
    [{ ...defaultFilters, body: 'convertible' }, []],
  ])('%j', (filters, codes) => {
    expect(filterOffers(offers, filters).map((o) => o.group.code)).toEqual(codes);
  });
});
