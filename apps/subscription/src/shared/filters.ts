// The subscription offer filters (spec §3) and their rules (spec §9: up to 6 branches, budget step 100,
// six availability options), as plain data: the hash keeps them (routes.ts), the panel edits them, the
// offer request sends them. Values read from an address are checked here: a wrong one is dropped.
import type { paths } from '@rental/api-client';

type OfferQuery = NonNullable<paths['/v1/rentaloffers/subscriptionoffers']['get']['parameters']['query']>;

/** spec §3: the six availability options, soonest first. */
export const availabilityOptions = [
  'within_days',
  'under_2_weeks',
  'under_4_weeks',
  '1_2_months',
  '2_3_months',
  'over_3_months',
] as const satisfies ReadonlyArray<NonNullable<OfferQuery['availability']>>;
export type Availability = (typeof availabilityOptions)[number];

/** spec §3: fuel / engine types: combustion, electric E, hybrid H. */
export const fuelTypes = ['C', 'E', 'H'] as const;
export type FuelType = (typeof fuelTypes)[number];

/** spec §3: vehicle categories: P car, L truck, F special. */
export const categories = ['P', 'L', 'F'] as const;
export type Category = (typeof categories)[number];

/** spec §3: vehicle types of the filter. */
export const vehicleTypes = [
  'convertible',
  'sedan',
  'station_wagon',
  'suv',
  'van',
  'multiseater',
  'other',
] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** Driving licence classes a driver may hold (B cars, C1 light trucks). */
export const licenceClasses = ['B', 'C1'] as const;
export type LicenceClass = (typeof licenceClasses)[number];

export const transmissions = ['automatic', 'manual'] as const;
export type Transmission = (typeof transmissions)[number];

/** The driver's age choices: each shows the offers whose minimum driver age is at most it. */
export const driverAges = [18, 21, 23, 25] as const;

/** spec §9: at most 6 branches in the location filter. */
export const MAX_BRANCHES = 6;
/** spec §9: the budget moves in steps of 100 (major units of the market's currency). */
export const BUDGET_STEP = 100;

export const sortOrders = ['price_asc', 'price_desc', 'availability'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** One filter state; an absent field means "any". */
export interface Filters {
  availability?: Availability;
  driverAge?: number;
  transmission?: Transmission;
  fuel: FuelType[];
  category: Category[];
  vehicle: VehicleType[];
  /** Highest monthly price, major units, a multiple of BUDGET_STEP. */
  budget?: number;
  city?: string;
  /** Pickup branch ids, at most MAX_BRANCHES. */
  branches: number[];
  licence: LicenceClass[];
  sort: SortOrder;
}

export const noFilters: Filters = {
  fuel: [],
  category: [],
  vehicle: [],
  branches: [],
  licence: [],
  sort: 'price_asc',
};

/** How many filters narrow the list (a list of choices counts once; the sort order is no filter). */
export function activeFilters(f: Filters): number {
  return [
    f.availability,
    f.driverAge,
    f.transmission,
    f.budget,
    f.city,
    f.fuel.length || undefined,
    f.category.length || undefined,
    f.vehicle.length || undefined,
    f.branches.length || undefined,
    f.licence.length || undefined,
  ].filter((v) => v !== undefined).length;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

/** The listed values of a comma list, each once, in the list's own order. */
const someOf = <T extends string>(list: readonly T[], value: string | null): T[] => {
  const given = new Set((value ?? '').split(','));
  return list.filter((v) => given.has(v));
};

/** A budget on the step: rounded down to it; nothing for non-numbers, zero or less. */
export function budgetOnStep(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const stepped = Math.floor(value / BUDGET_STEP) * BUDGET_STEP;
  return stepped >= BUDGET_STEP && stepped <= 100_000_000 ? stepped : undefined;
}

/** The budget choices up to the market's highest price (`max`, major units): 100, 200, … */
export function budgetSteps(max: number): number[] {
  const top = budgetOnStep(Math.ceil(Math.max(0, max) / BUDGET_STEP) * BUDGET_STEP) ?? 0;
  const steps: number[] = [];
  for (let b = BUDGET_STEP; b <= top && steps.length < 500; b += BUDGET_STEP) steps.push(b);
  return steps;
}

/** Branch ids of an address: whole positive numbers, each once, the first MAX_BRANCHES. */
function branchIdsOf(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)].slice(0, MAX_BRANCHES);
}

/** Filters from the query of the list's address; every wrong value is dropped, nothing throws. */
export function parseFilters(query: URLSearchParams): Filters {
  const f: Filters = {
    fuel: someOf(fuelTypes, query.get('fuel')),
    category: someOf(categories, query.get('category')),
    vehicle: someOf(vehicleTypes, query.get('type')),
    branches: branchIdsOf(query.get('branches')),
    licence: someOf(licenceClasses, query.get('licence')),
    sort: oneOf(sortOrders, query.get('sort')) ?? 'price_asc',
  };
  const availability = oneOf(availabilityOptions, query.get('availability'));
  if (availability) f.availability = availability;
  const age = Number(query.get('age'));
  if ((driverAges as readonly number[]).includes(age)) f.driverAge = age;
  const transmission = oneOf(transmissions, query.get('transmission'));
  if (transmission) f.transmission = transmission;
  const rawBudget = query.get('budget');
  const budget = rawBudget && /^\d{1,9}$/.test(rawBudget) ? budgetOnStep(Number(rawBudget)) : undefined;
  if (budget !== undefined) f.budget = budget;
  const city = (query.get('city') ?? '').trim();
  if (city !== '' && city.length <= 100) f.city = city;
  return f;
}

/** The query of the list's address (only what narrows, in a fixed order; the default sort left out). */
export function formatFilters(f: Filters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.availability) q.set('availability', f.availability);
  if (f.driverAge !== undefined) q.set('age', String(f.driverAge));
  if (f.transmission) q.set('transmission', f.transmission);
  if (f.fuel.length) q.set('fuel', f.fuel.join(','));
  if (f.category.length) q.set('category', f.category.join(','));
  if (f.vehicle.length) q.set('type', f.vehicle.join(','));
  if (f.budget !== undefined) q.set('budget', String(f.budget));
  if (f.city) q.set('city', f.city);
  if (f.branches.length) q.set('branches', f.branches.join(','));
  if (f.licence.length) q.set('licence', f.licence.join(','));
  if (f.sort !== 'price_asc') q.set('sort', f.sort);
  return q;
}

/**
 * The categories, vehicle types and licence classes a market offers (`offersVans` of the mount context:
 * cars only without, so no class C1 for light trucks either).
 */
export function offeredChoices(offersVans: boolean) {
  return {
    categories: categories.filter((c) => offersVans || c !== 'L'),
    vehicleTypes: vehicleTypes.filter((v) => offersVans || v !== 'van'),
    licenceClasses: licenceClasses.filter((l) => offersVans || l !== 'C1'),
  };
}

/**
 * The API query of a filter state (GET /v1/rentaloffers/subscriptionoffers). Where the market rents no
 * vans or trucks (the Land Rover site), only car categories are asked for, whatever the address says.
 */
export function offerQuery(f: Filters, country: string, offersVans = true): OfferQuery {
  const offered = offeredChoices(offersVans);
  const chosen = f.category.filter((c) => offered.categories.includes(c));
  const category = offersVans ? f.category : chosen.length ? chosen : offered.categories;
  const vehicle = f.vehicle.filter((v) => offered.vehicleTypes.includes(v));
  const q: OfferQuery = { countryCode: country, sort: f.sort };
  if (f.availability) q.availability = f.availability;
  if (f.driverAge !== undefined) q.driverAge = f.driverAge;
  if (f.transmission) q.transmission = f.transmission;
  if (f.fuel.length) q.fuelType = f.fuel.join(',');
  if (category.length) q.category = category.join(',');
  if (vehicle.length) q.vehicleType = vehicle.join(',');
  if (f.budget !== undefined) q.budget = f.budget;
  if (f.city) q.city = f.city;
  if (f.branches.length) q.branchIds = f.branches.join(',');
  const licence = f.licence.filter((l) => offered.licenceClasses.includes(l));
  if (licence.length) q.licenceClass = licence.join(',');
  return q;
}

/** What adding a branch does (spec §9): the seventh is refused and the choice stays as it was. */
export type BranchToggle = { ok: true; branches: number[] } | { ok: false; branches: number[] };

/** Adds or removes one branch; adding beyond MAX_BRANCHES is refused, keeping the six. */
export function toggleBranch(branches: readonly number[], id: number, on: boolean): BranchToggle {
  if (!on) return { ok: true, branches: branches.filter((b) => b !== id) };
  if (branches.includes(id)) return { ok: true, branches: [...branches] };
  if (branches.length >= MAX_BRANCHES) return { ok: false, branches: [...branches] };
  return { ok: true, branches: [...branches, id] };
}
