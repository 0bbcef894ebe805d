// The subscription app's addresses, in the hash of the page (the one router of @rental/remote-apps):
//   '' '#' '#/'           the offer list, unfiltered;
//   '#/?fuel=E&sort=…'    the offer list with filters (filters.ts): shared by its URL, Back returns to the
//                         previous filter state (every change pushes an entry);
//   '#/offer/{id}'        one offer's details (the funnel that follows is another app's, later).
// Other hashes (the skip link's '#main') are not ours.
import type { HashRoutes } from '@rental/remote-apps/react';
import { type Filters, formatFilters, parseFilters } from './filters.ts';

export type Route = { view: 'list'; filters: Filters } | { view: 'offer'; id: string };

const idPattern = /^[a-z0-9-]{1,120}$/;

export function parseHash(hash: string): Route | undefined {
  if (hash === '' || hash === '#') return { view: 'list', filters: parseFilters(new URLSearchParams()) };
  if (!hash.startsWith('#/')) return undefined;
  const raw = hash.slice(2);
  const at = raw.indexOf('?');
  const path = (at < 0 ? raw : raw.slice(0, at)).replace(/\/+$/, '');
  let id: string | undefined;
  try {
    id = /^offer\/(.+)$/.exec(path)?.[1];
    id = id === undefined ? undefined : decodeURIComponent(id);
  } catch {
    id = undefined;
  }
  if (id !== undefined && idPattern.test(id)) return { view: 'offer', id };
  return { view: 'list', filters: parseFilters(new URLSearchParams(at < 0 ? '' : raw.slice(at + 1))) };
}

export function formatHash(route: Route): string {
  if (route.view === 'offer') return `#/offer/${encodeURIComponent(route.id)}`;
  // Commas stay readable in a shared address ('fuel=E,H'); a comma inside a value is one either way.
  const query = formatFilters(route.filters).toString().replace(/%2C/g, ',');
  return query ? `#/?${query}` : '#/';
}

export const routes: HashRoutes<Route> = { parse: parseHash, format: formatHash };
