// The account page's addresses (spec §2 "account hash sections"): one static page, every section a
// hash route, so each can be linked, reloaded and left with Back (the one router of @rental/remote-apps).
// Other hashes (the skip link's '#main') are not ours.
import type { HashRoutes } from '@rental/remote-apps/react';
import { type Section, sections } from '../shared/sections.ts';

export type Route =
  | { view: Section }
  /** The new-password form reached from the reset e-mail ('#/reset-password?token=…'). */
  | { view: 'reset-password'; token: string };

function isSection(name: string): name is Section {
  return (sections as readonly string[]).includes(name);
}

export const routes: HashRoutes<Route> = {
  parse: (hash) => {
    if (hash === '' || hash === '#' || hash === '#/') return { view: 'account' };
    if (!hash.startsWith('#/')) return undefined;
    const [path = '', query = ''] = hash.slice(2).split('?');
    const name = path.replace(/\/+$/, '');
    const token = new URLSearchParams(query).get('token');
    if (name === 'reset-password' && token) return { view: 'reset-password', token };
    // An unknown section is the account overview, not an empty page.
    return { view: isSection(name) ? name : 'account' };
  },
  format: (route) =>
    'token' in route ? `#/reset-password?token=${encodeURIComponent(route.token)}` : `#/${route.view}`,
};
