// The account page's addresses (spec §2 "account hash sections"): one static page, every section a
// hash route, so each can be linked, reloaded and left with Back (the one router of @rental/remote-apps).
// Other hashes (the skip link's '#main') are not ours.
import { safeReturnAddress } from '@rental/remote-apps/account-links';
import type { HashRoutes } from '@rental/remote-apps/react';
import { type Section, sections } from '../shared/sections.ts';
import { type SocialOutcome, socialOutcomeOf } from '../shared/social.tsx';

export type Route =
  /**
   * A section; `social` is the outcome of a social sign-in that returned here ('#/bookings?social=denied');
   * `returnTo` the site address another app sent the customer from to sign in or sign up, gone on to once
   * signed in ('#/login?return=%2Fsubscription%23%2F…'; only an address on this site, issue 17).
   */
  | { view: Section; social?: { outcome: SocialOutcome; provider: string }; returnTo?: string }
  /** The new-password form reached from the reset e-mail ('#/reset-password?token=…'). */
  | { view: 'reset-password'; token: string }
  /** The link of the e-mail-change message ('#/confirm-email?token=…'). */
  | { view: 'confirm-email'; token: string }
  /** The link of a company's invitation to book for it ('#/business-invitation?token=…', issue 20). */
  | { view: 'business-invitation'; token: string }
  /** One of the signed-in customer's bookings ('#/bookings/1234567890'). */
  | { view: 'bookings'; booking: string };

function isSection(name: string): name is Section {
  return (sections as readonly string[]).includes(name);
}

export const routes: HashRoutes<Route> = {
  parse: (hash) => {
    if (hash === '' || hash === '#' || hash === '#/') return { view: 'account' };
    if (!hash.startsWith('#/')) return undefined;
    const [path = '', query = ''] = hash.slice(2).split('?');
    const name = path.replace(/\/+$/, '');
    const params = new URLSearchParams(query);
    const token = params.get('token');
    if (name === 'reset-password' && token) return { view: 'reset-password', token };
    if (name === 'confirm-email' && token) return { view: 'confirm-email', token };
    if (name === 'business-invitation' && token) return { view: 'business-invitation', token };
    const booking = /^bookings\/(\d{10})$/.exec(name)?.[1];
    if (booking) return { view: 'bookings', booking };
    // An unknown section is the account overview, not an empty page.
    const view = isSection(name) ? name : 'account';
    const social = socialOutcomeOf(params);
    const returnTo = returnSections.has(view) ? safeReturnAddress(params.get('return')) : null;
    return { view, ...(social ? { social } : {}), ...(returnTo ? { returnTo } : {}) };
  },
  format: (route) =>
    'token' in route
      ? `#/${route.view}?token=${encodeURIComponent(route.token)}`
      : 'booking' in route
        ? `#/bookings/${route.booking}`
        : `#/${route.view}${sectionQuery(route)}`,
};

/** The sections that sign a customer in, and so may carry the address to go on to. */
const returnSections: ReadonlySet<Section> = new Set(['login', 'sign-up']);

function sectionQuery(route: { social?: { outcome: SocialOutcome; provider: string }; returnTo?: string }) {
  const query = new URLSearchParams();
  if (route.returnTo) query.set('return', route.returnTo);
  if (route.social) {
    query.set('social', route.social.outcome);
    query.set('provider', route.social.provider);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
