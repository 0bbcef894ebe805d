// The filter rules (spec §3, §9) and the filter ↔ hash round trip: what an address holds comes back as
// the same filters, wrong values are dropped, no address crashes the parser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityOptions,
  BUDGET_STEP,
  budgetOnStep,
  budgetSteps,
  categories,
  type Filters,
  formatFilters,
  fuelTypes,
  licenceClasses,
  MAX_BRANCHES,
  noFilters,
  offeredChoices,
  offerQuery,
  parseFilters,
  sortOrders,
  toggleBranch,
  transmissions,
  vehicleTypes,
} from './filters.ts';
import { formatHash, parseHash } from './routes.ts';

const full: Filters = {
  availability: 'under_2_weeks',
  driverAge: 23,
  transmission: 'automatic',
  fuel: ['E', 'H'],
  category: ['P', 'L'],
  vehicle: ['suv', 'van'],
  budget: 700,
  city: 'Frankfurt am Main',
  branches: [1021, 1002, 1030],
  licence: ['B', 'C1'],
  sort: 'price_desc',
};

describe('filters in the address', () => {
  it('round-trips every filter through the hash', () => {
    const hash = formatHash({ view: 'list', filters: full });
    expect(hash).toBe(
      '#/?availability=under_2_weeks&age=23&transmission=automatic&fuel=E,H&category=P,L&type=suv,van&budget=700&city=Frankfurt+am+Main&branches=1021,1002,1030&licence=B,C1&sort=price_desc',
    );
    expect(parseHash(hash)).toEqual({ view: 'list', filters: full });
  });

  it('writes no query for no filters and the default sort', () => {
    expect(formatHash({ view: 'list', filters: noFilters })).toBe('#/');
    for (const hash of ['', '#', '#/', '#/?'])
      expect(parseHash(hash)).toEqual({ view: 'list', filters: noFilters });
  });

  it('leaves hashes that are not the app’s alone', () => {
    expect(parseHash('#main')).toBeUndefined();
  });

  it.each([
    ['availability=soon', {}],
    ['age=17', {}],
    ['age=abc', {}],
    ['transmission=semi', {}],
    ['fuel=E,X,E', { fuel: ['E'] }],
    ['type=suv,boat', { vehicle: ['suv'] }],
    ['category=F,Q,P', { category: ['P', 'F'] }],
    ['budget=-100', {}],
    ['budget=50', {}],
    ['budget=1e3', {}],
    ['budget=250', { budget: 200 }],
    ['branches=1,x,2,2,-3', { branches: [1, 2] }],
    ['branches=1,2,3,4,5,6,7,8', { branches: [1, 2, 3, 4, 5, 6] }],
    ['licence=A,C1', { licence: ['C1'] }],
    ['sort=name', {}],
    ['city=%20%20', {}],
  ])('drops what is wrong in %s', (query, expected) => {
    expect(parseFilters(new URLSearchParams(query))).toEqual({ ...noFilters, ...expected });
  });

  it('reads an offer’s address, and a bad one as the list', () => {
    expect(parseHash('#/offer/1001-vw-golf')).toEqual({ view: 'offer', id: '1001-vw-golf' });
    expect(formatHash({ view: 'offer', id: '1001-vw-golf' })).toBe('#/offer/1001-vw-golf');
    expect(parseHash('#/offer/%E0%A4%A')).toEqual({ view: 'list', filters: noFilters });
    expect(parseHash('#/offer/<script>')).toEqual({ view: 'list', filters: noFilters });
  });

  // A timeout of its own: a hundred generated addresses take seconds on a busy 2-core machine.
  it('never throws on any address, and what it reads survives a second round trip', {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.webQueryParameters({ size: 'small' }), (path, query) => {
        const route = parseHash(`#/${path}?${query}`);
        if (route === undefined) return;
        expect(parseHash(formatHash(route))).toEqual(route);
      }),
    );
  });

  it('round-trips any valid filter state', () => {
    const filters = fc.record({
      availability: fc.option(fc.constantFrom(...availabilityOptions), { nil: undefined }),
      driverAge: fc.option(fc.constantFrom(18, 21, 23, 25), { nil: undefined }),
      transmission: fc.option(fc.constantFrom(...transmissions), { nil: undefined }),
      fuel: fc.subarray([...fuelTypes]),
      category: fc.subarray([...categories]),
      vehicle: fc.subarray([...vehicleTypes]),
      budget: fc.option(
        fc.integer({ min: 1, max: 1000 }).map((n) => n * BUDGET_STEP),
        { nil: undefined },
      ),
      city: fc.option(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== ''),
        { nil: undefined },
      ),
      branches: fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), { maxLength: MAX_BRANCHES }),
      licence: fc.subarray([...licenceClasses]),
      sort: fc.constantFrom(...sortOrders),
    });
    fc.assert(
      fc.property(filters, (f) => {
        const clean = Object.fromEntries(
          Object.entries(f).filter(([, v]) => v !== undefined),
        ) as unknown as Filters;
        expect(parseFilters(formatFilters(clean))).toEqual(clean);
      }),
    );
  });
});

describe('the six-branch rule (spec §9)', () => {
  it('adds branches up to six and refuses the seventh, keeping the six', () => {
    let branches: number[] = [];
    for (let id = 1; id <= MAX_BRANCHES; id++) {
      const r = toggleBranch(branches, id, true);
      expect(r.ok).toBe(true);
      branches = r.branches;
    }
    const seventh = toggleBranch(branches, 7, true);
    expect(seventh).toEqual({ ok: false, branches: [1, 2, 3, 4, 5, 6] });
  });

  it('removes a branch, after which another may be added', () => {
    const removed = toggleBranch([1, 2, 3, 4, 5, 6], 3, false);
    expect(removed).toEqual({ ok: true, branches: [1, 2, 4, 5, 6] });
    expect(toggleBranch(removed.branches, 7, true)).toEqual({ ok: true, branches: [1, 2, 4, 5, 6, 7] });
  });

  it('accepts a branch already chosen as it is, even at six', () => {
    expect(toggleBranch([1, 2, 3, 4, 5, 6], 4, true)).toEqual({ ok: true, branches: [1, 2, 3, 4, 5, 6] });
  });
});

describe('budget steps (spec §9: step 100)', () => {
  it.each([
    [0, []],
    [99, [100]],
    [100, [100]],
    [450, [100, 200, 300, 400, 500]],
    [Number.NaN, []],
  ])('offers the steps up to the highest price %s', (max, steps) => {
    expect(budgetSteps(max)).toEqual(steps);
  });

  it.each([
    [100, 100],
    [199, 100],
    [1250, 1200],
    [99, undefined],
    [-200, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('puts %s on the step', (value, stepped) => {
    expect(budgetOnStep(value)).toBe(stepped);
  });
});

describe('the offer request', () => {
  it('sends every filter and the sort order in the API’s names', () => {
    expect(offerQuery(full, 'DE')).toEqual({
      countryCode: 'DE',
      sort: 'price_desc',
      availability: 'under_2_weeks',
      driverAge: 23,
      transmission: 'automatic',
      fuelType: 'E,H',
      category: 'P,L',
      vehicleType: 'suv,van',
      budget: 700,
      city: 'Frankfurt am Main',
      branchIds: '1021,1002,1030',
      licenceClass: 'B,C1',
    });
    expect(offerQuery(noFilters, 'GB')).toEqual({ countryCode: 'GB', sort: 'price_asc' });
  });

  it('asks only for cars where the market rents no vans or trucks (the Land Rover site)', () => {
    expect(offerQuery(noFilters, 'DE', false)).toEqual({
      countryCode: 'DE',
      sort: 'price_asc',
      category: 'P,F',
    });
    expect(offerQuery({ ...noFilters, category: ['L'], vehicle: ['van'] }, 'DE', false)).toEqual({
      countryCode: 'DE',
      sort: 'price_asc',
      category: 'P,F',
    });
    expect(
      offerQuery(
        { ...noFilters, category: ['F', 'L'], vehicle: ['van', 'suv'], licence: ['C1', 'B'] },
        'DE',
        false,
      ),
    ).toEqual({
      countryCode: 'DE',
      sort: 'price_asc',
      category: 'F',
      vehicleType: 'suv',
      licenceClass: 'B',
    });
    // No class C1 (light trucks) to choose where no trucks are rented.
    expect(offeredChoices(false).licenceClasses).toEqual(['B']);
    expect(offeredChoices(true).licenceClasses).toEqual(['B', 'C1']);
  });
});
