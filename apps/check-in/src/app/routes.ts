// The app's addresses: '#/booking/{number}' names the booking (the confirmation mail's link and the
// account's links point there), '#/booking/{number}/{step}' a step of the view, so a step can be reloaded
// and left with Back (the one router of @rental/remote-apps). Other hashes (the skip link's '#main') are
// not ours.
import type { HashRoutes } from '@rental/remote-apps/react';

export type Route = { view: 'start' } | { view: 'booking'; number: string; step?: string };

const BOOKING = /^#\/booking\/(\d{10})(?:\/([a-z-]{1,30}))?\/?$/;

export const routes: HashRoutes<Route> = {
  parse: (hash) => {
    if (hash === '' || hash === '#' || hash === '#/') return { view: 'start' };
    const match = BOOKING.exec(hash);
    if (!match) return undefined;
    return match[2]
      ? { view: 'booking', number: match[1]!, step: match[2] }
      : { view: 'booking', number: match[1]! };
  },
  format: (route) =>
    route.view === 'start' ? '#/' : `#/booking/${route.number}${route.step ? `/${route.step}` : ''}`,
};
