// The app's addresses: each view is a hash route under the plus page ('#/…'), so it can be shared,
// reloaded and left with Back (the one router of @rental/remote-apps). Other hashes ('#main') are not ours.
import type { HashRoutes } from '@rental/remote-apps/react';

export type Route =
  | { view: 'offers' }
  | { view: 'order'; offerId: string; months: number; mileage: number }
  | { view: 'contracts' }
  | { view: 'contract'; id: string };

const offerId = /^[a-z]{2}-[a-z0-9]{2,8}$/;
const contractId = /^[0-9a-f-]{36}$/;

export const routes: HashRoutes<Route> = {
  parse: (hash) => {
    if (hash === '' || hash === '#' || hash === '#/') return { view: 'offers' };
    if (!hash.startsWith('#/')) return undefined;
    const [path = '', query = ''] = hash.slice(2).split('?');
    const parts = path.split('/');
    if (parts[0] === 'order' && parts[1] && offerId.test(parts[1])) {
      const q = new URLSearchParams(query);
      return {
        view: 'order',
        offerId: parts[1],
        months: Number(q.get('months')) || 0,
        mileage: Number(q.get('mileage')) || 0,
      };
    }
    if (parts[0] === 'contracts' && parts.length === 1) return { view: 'contracts' };
    if (parts[0] === 'contracts' && parts[1] && contractId.test(parts[1]))
      return { view: 'contract', id: parts[1] };
    return { view: 'offers' };
  },
  format: (route) => {
    switch (route.view) {
      case 'offers':
        return '#/';
      case 'order':
        return `#/order/${route.offerId}?${new URLSearchParams({ months: String(route.months), mileage: String(route.mileage) })}`;
      case 'contracts':
        return '#/contracts';
      case 'contract':
        return `#/contracts/${route.id}`;
    }
  },
};
