// The ride app's addresses, in the hash of the page (the one router of @rental/remote-apps), shared by
// every mount of the app on the page:
//   '#/'                         the container's own view (booking form, home list, history list);
//   '#/book?from=…&to=…'         the booking form filled with a ride's places ("rebook");
//   '#/rides/{id}'               one ride: live while it is on, its receipt once it is finished.
// Other hashes (the skip link's '#main') are not ours.
import type { HashRoutes } from '@rental/remote-apps/react';
import type { RidePlace } from './ride-types.ts';

export type Route =
  | { view: 'start'; rebook?: { pickup: RidePlace; destination: RidePlace } }
  | { view: 'ride'; id: string };

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

function placeOf(query: URLSearchParams, key: 'from' | 'to'): RidePlace | undefined {
  const [lat, lng] = (query.get(key) ?? '').split(',').map(Number);
  const label = (query.get(`${key}Label`) ?? '').trim();
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || label === '' || label.length > 200) return undefined;
  return { label, lat, lng };
}

export function parseHash(hash: string): Route | undefined {
  if (hash === '' || hash === '#') return { view: 'start' };
  if (!hash.startsWith('#/')) return undefined;
  const raw = hash.slice(2);
  const at = raw.indexOf('?');
  const path = (at < 0 ? raw : raw.slice(0, at)).replace(/\/+$/, '');
  const query = new URLSearchParams(at < 0 ? '' : raw.slice(at + 1));
  const ride = /^rides\/(.+)$/.exec(path)?.[1];
  if (ride !== undefined && idPattern.test(ride)) return { view: 'ride', id: ride };
  if (path === 'book') {
    const pickup = placeOf(query, 'from');
    const destination = placeOf(query, 'to');
    return pickup && destination ? { view: 'start', rebook: { pickup, destination } } : { view: 'start' };
  }
  return { view: 'start' };
}

export function formatHash(route: Route): string {
  if (route.view === 'ride') return `#/rides/${encodeURIComponent(route.id)}`;
  if (!route.rebook) return '#/';
  const { pickup, destination } = route.rebook;
  const query = new URLSearchParams({
    from: `${pickup.lat},${pickup.lng}`,
    fromLabel: pickup.label,
    to: `${destination.lat},${destination.lng}`,
    toLabel: destination.label,
  });
  return `#/book?${query}`;
}

export const routes: HashRoutes<Route> = { parse: parseHash, format: formatHash };
