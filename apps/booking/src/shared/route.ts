// The booking funnel's address (spec §1): the whole search and the step live in the URL hash, so a
// search can be shared, reloaded and navigated with Back. The hash (not the path) because the funnel
// is one static page under the market's services base path, and the host's router treats hash
// changes on the same page as in-page moves instead of fetching the page again.
//   search (ibe):  #/?branch=2200&name=…&pickup=2026-12-01T12:30&return=2026-12-04T08:30&type=car
//   offers:        {servicesBasePath}#/offers?branch=…&pickup=…&return=…[&returnBranch=…][&sort=…]
//   checkout:      {servicesBasePath}#/checkout?offer=…&branch=…&pickup=…&return=…
//   confirmation:  {servicesBasePath}#/confirmation?reservation=1234567890
import { latinDigits } from '@rental/markets/formatters';
import { type GoOptions, goToHash, type HashRoutes } from '@rental/remote-apps/react';
import { isDateTime } from './dates.ts';

export const vehicleTypes = ['car', 'van', 'truck'] as const;
export type VehicleType = (typeof vehicleTypes)[number];
export const sortOrders = ['recommended', 'price'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** A search as the address carries it. */
export interface SearchState {
  /** Pickup branch id. */
  branchId: number;
  /** Pickup branch name (shown before the branch is loaded). */
  branchName: string;
  /** Return branch id when it differs from the pickup branch. */
  returnBranchId?: number;
  /** Return branch name. */
  returnBranchName?: string;
  /** Pickup, 'YYYY-MM-DDTHH:mm' branch-local. */
  pickup: string;
  /** Return, 'YYYY-MM-DDTHH:mm' branch-local. */
  return: string;
  /** car, van or truck. */
  vehicleType: VehicleType;
}

/** Filters and sort of the offer list. */
export interface OfferFilters {
  sort: SortOrder;
  /** '' = any, or manual / automatic. */
  transmission: string;
  /** Minimum seats; 0 = any. */
  seats: number;
  /** '' = any, or a body style (suv, van, ...). */
  body: string;
}

export const defaultFilters: OfferFilters = { sort: 'recommended', transmission: '', seats: 0, body: '' };

export type Route =
  | { step: 'search'; search: Partial<SearchState> }
  | { step: 'offers'; search: SearchState; filters: OfferFilters }
  | { step: 'checkout'; search: SearchState; offerId: string }
  | { step: 'confirmation'; reservationNumber: string }
  /** A link the funnel cannot show (issue 23: say what happened, offer a new search with what it held). */
  | { step: 'invalid'; reason: InvalidReason; search: Partial<SearchState> };

/** Why a funnel link cannot be shown: a broken checkout or confirmation link, or an unknown step. */
export type InvalidReason = 'checkout' | 'confirmation' | 'unknown';

const idOf = (v: string | null) => (v && /^\d{1,10}$/.test(v) ? Number(v) : undefined);
const text = (v: string | null, max = 100) => (v ?? '').slice(0, max);

/** The search fields found in a query; invalid values are dropped. */
export function parseSearchParams(q: URLSearchParams): Partial<SearchState> {
  const out: Partial<SearchState> = {};
  const branchId = idOf(q.get('branch'));
  if (branchId) {
    out.branchId = branchId;
    out.branchName = text(q.get('name'));
  }
  const returnBranchId = idOf(q.get('returnBranch'));
  if (returnBranchId && returnBranchId !== branchId) {
    out.returnBranchId = returnBranchId;
    out.returnBranchName = text(q.get('returnName'));
  }
  const pickup = q.get('pickup') ?? '';
  if (isDateTime(pickup)) out.pickup = pickup;
  const ret = q.get('return') ?? '';
  if (isDateTime(ret)) out.return = ret;
  const type = q.get('type');
  out.vehicleType = (vehicleTypes as readonly string[]).includes(type ?? '') ? (type as VehicleType) : 'car';
  return out;
}

/** Whether a partial search is complete. */
export function isCompleteSearch(s: Partial<SearchState>): s is SearchState {
  return s.branchId !== undefined && s.pickup !== undefined && s.return !== undefined;
}

/** The query of a search (stable order, so equal searches give equal addresses). */
export function searchParams(s: Partial<SearchState>): URLSearchParams {
  const q = new URLSearchParams();
  if (s.branchId !== undefined) {
    q.set('branch', String(s.branchId));
    if (s.branchName) q.set('name', s.branchName);
  }
  if (s.returnBranchId !== undefined) {
    q.set('returnBranch', String(s.returnBranchId));
    if (s.returnBranchName) q.set('returnName', s.returnBranchName);
  }
  if (s.pickup) q.set('pickup', s.pickup);
  if (s.return) q.set('return', s.return);
  q.set('type', s.vehicleType ?? 'car');
  return q;
}

/** Parses a location hash ('#/offers?…') into a route. Never throws. */
export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [pathPart = '', queryPart = ''] = raw.split('?', 2) as [string?, string?];
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(queryPart);
  } catch {
    return { step: 'invalid', reason: 'unknown', search: {} };
  }
  const path = pathPart.replace(/\/+$/, '') || '/';
  const search = parseSearchParams(q);
  switch (path) {
    case '/':
      return { step: 'search', search };
    case '/offers': {
      if (!isCompleteSearch(search)) return { step: 'search', search };
      const sort = q.get('sort');
      const seats = Number(q.get('seats') ?? 0);
      return {
        step: 'offers',
        search,
        filters: {
          sort: (sortOrders as readonly string[]).includes(sort ?? '') ? (sort as SortOrder) : 'recommended',
          transmission: ['manual', 'automatic'].includes(q.get('transmission') ?? '')
            ? q.get('transmission')!
            : '',
          seats: Number.isInteger(seats) && seats >= 0 && seats <= 9 ? seats : 0,
          body: /^[a-z_]{1,20}$/.test(q.get('body') ?? '') ? q.get('body')! : '',
        },
      };
    }
    case '/checkout': {
      const offerId = q.get('offer') ?? '';
      if (!isCompleteSearch(search) || !/^[\w-]{1,400}$/.test(offerId))
        return { step: 'invalid', reason: 'checkout', search };
      return { step: 'checkout', search, offerId };
    }
    case '/confirmation': {
      // A number read off an Arabic page (Arabic-Indic or Persian digits) is the same booking in 0-9, the
      // only digits the API takes (issue 23).
      const number = latinDigits(q.get('reservation') ?? '');
      return /^[0-9]{10}$/.test(number)
        ? { step: 'confirmation', reservationNumber: number }
        : { step: 'invalid', reason: 'confirmation', search };
    }
    default:
      return { step: 'invalid', reason: 'unknown', search };
  }
}

/** The hash of a route. */
export function routeHash(route: Route): string {
  switch (route.step) {
    case 'search': {
      const q = searchParams(route.search).toString();
      return `#/?${q}`;
    }
    case 'offers': {
      const q = searchParams(route.search);
      const f = route.filters;
      if (f.sort !== 'recommended') q.set('sort', f.sort);
      if (f.transmission) q.set('transmission', f.transmission);
      if (f.seats) q.set('seats', String(f.seats));
      if (f.body) q.set('body', f.body);
      return `#/offers?${q}`;
    }
    case 'checkout': {
      const q = new URLSearchParams({ offer: route.offerId });
      for (const [k, v] of searchParams(route.search)) q.set(k, v);
      return `#/checkout?${q}`;
    }
    case 'confirmation':
      return `#/confirmation?reservation=${route.reservationNumber}`;
    default:
      return '#/';
  }
}

/** The funnel's routes in the address hash (the one router of @rental/remote-apps). */
export const funnelRoutes: HashRoutes<Route> = { parse: parseRoute, format: routeHash };

/** Moves to a route in the same page (push, or replace for filter changes and redirects). */
export function goTo(route: Route, options: GoOptions = {}): void {
  goToHash(routeHash(route), options);
}
