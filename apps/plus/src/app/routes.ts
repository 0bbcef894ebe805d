// The app's addresses: each view is a hash route under the page ('#/…'), so it can be shared, reloaded
// and left with Back (the one router of @rental/remote-apps). Other hashes (the skip link's '#main') are not ours.
import type { HashRoutes } from '@rental/remote-apps/react';

export type Route = { view: 'home' };

export const routes: HashRoutes<Route> = {
  parse: (hash) => (hash === '' || hash === '#' || hash.startsWith('#/') ? { view: 'home' } : undefined),
  format: () => '#/',
};
