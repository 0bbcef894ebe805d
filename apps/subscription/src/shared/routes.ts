// The subscription app's addresses, in the hash of the page (the one router of @rental/remote-apps):
//   '' '#' '#/'           the offer list, unfiltered;
//   '#/?fuel=E&sort=…'    the offer list with filters (filters.ts): shared by its URL, Back returns to the
//                         previous filter state (every change pushes an entry);
//   '#/offer/{id}'        one offer's details;
//   '#/offer/{id}/order/{step}'  the subscription funnel of that offer, one entry per step (Back goes to
//                         the previous step): term, mileage, extras, handover, details, summary, done;
//   '#/campaign/{id}'     registering for a subscription campaign;
//   '#/campaign-confirm?token=…'  a guest confirming their registration with the link of the e-mail.
// Other hashes (the skip link's '#main') are not ours.
import type { HashRoutes } from '@rental/remote-apps/react';
import { type Filters, formatFilters, parseFilters } from './filters.ts';

/** The funnel's steps in their order ('done' is the confirmation after ordering). */
export const funnelSteps = ['term', 'mileage', 'extras', 'handover', 'details', 'summary', 'done'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export type Route =
  | { view: 'list'; filters: Filters }
  | { view: 'offer'; id: string }
  | { view: 'order'; id: string; step: FunnelStep }
  | { view: 'campaign'; id: string }
  | { view: 'campaign-confirm'; token: string };

const isStep = (s: string): s is FunnelStep => (funnelSteps as readonly string[]).includes(s);

const idPattern = /^[a-z0-9-]{1,120}$/;
/** The confirmation e-mail's token (base64url); anything else is not a link of ours. */
const tokenPattern = /^[A-Za-z0-9_-]{10,200}$/;

export function parseHash(hash: string): Route | undefined {
  if (hash === '' || hash === '#') return { view: 'list', filters: parseFilters(new URLSearchParams()) };
  if (!hash.startsWith('#/')) return undefined;
  const raw = hash.slice(2);
  const at = raw.indexOf('?');
  const path = (at < 0 ? raw : raw.slice(0, at)).replace(/\/+$/, '');
  const decoded = (text: string | undefined) => {
    try {
      const id = text === undefined ? undefined : decodeURIComponent(text);
      return id !== undefined && idPattern.test(id) ? id : undefined;
    } catch {
      return undefined;
    }
  };
  const order = /^offer\/([^/]+)\/order(?:\/([a-z]+))?$/.exec(path);
  if (order) {
    const id = decoded(order[1]);
    const step = order[2] ?? 'term';
    if (id !== undefined && isStep(step)) return { view: 'order', id, step };
  }
  if (path === 'campaign-confirm') {
    const token = new URLSearchParams(at < 0 ? '' : raw.slice(at + 1)).get('token') ?? '';
    // A broken link shows the confirmation's own error, not the offer list.
    return { view: 'campaign-confirm', token: tokenPattern.test(token) ? token : '' };
  }
  const campaign = decoded(/^campaign\/([^/]+)$/.exec(path)?.[1]);
  if (campaign !== undefined) return { view: 'campaign', id: campaign };
  const id = decoded(/^offer\/([^/]+)$/.exec(path)?.[1]);
  if (id !== undefined) return { view: 'offer', id };
  return { view: 'list', filters: parseFilters(new URLSearchParams(at < 0 ? '' : raw.slice(at + 1))) };
}

export function formatHash(route: Route): string {
  if (route.view === 'offer') return `#/offer/${encodeURIComponent(route.id)}`;
  if (route.view === 'order') return `#/offer/${encodeURIComponent(route.id)}/order/${route.step}`;
  if (route.view === 'campaign') return `#/campaign/${encodeURIComponent(route.id)}`;
  if (route.view === 'campaign-confirm') return `#/campaign-confirm?token=${encodeURIComponent(route.token)}`;
  // Commas stay readable in a shared address ('fuel=E,H'); a comma inside a value is one either way.
  const query = formatFilters(route.filters).toString().replace(/%2C/g, ',');
  return query ? `#/?${query}` : '#/';
}

export const routes: HashRoutes<Route> = { parse: parseHash, format: formatHash };
