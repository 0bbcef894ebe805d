// The page set every site language must have (issue 3 part 2), with paths from the markets link builder
// so content paths agree with createLinks. Used by validation to check them.
import {
  createLinks,
  type FleetCategory,
  fleetCategories,
  type Site,
  type SiteLanguage,
} from '@rental/markets';
import type { LayoutName, ProductLine, Template } from './schema.ts';

/** What a page is for. */
export type PageKind =
  | 'home'
  | 'truck'
  | 'share'
  | 'ride'
  | 'plus'
  | 'subscription'
  | 'help-center'
  | 'account'
  | 'fleet'
  | 'fleet-category'
  | 'rental-guide'
  | 'rental-services'
  | 'services'
  | 'zen'
  | 'ride-help-article'
  | 'ride-help-center'
  | 'airport'
  | 'terms'
  | 'privacy'
  | 'imprint'
  | InformationKind
  | 'share-faq'
  | 'ride-faq'
  | 'plus-faq'
  | 'legacy-funnel'
  | 'ride-history'
  | 'pay'
  | 'payment-renewal'
  | 'check-in'
  | 'check-out';

/**
 * The content pages behind the market profile's per-market links (spec §2 "Per-market links", issue 19
 * "every link leads somewhere"): page id and the link kind whose path it has. Link kinds that share a
 * page (ADR 011) are not repeated here: partners, driver and payment requirements, 3-D Secure FAQ and
 * the corporate sign-up lead to the loyalty, rental-information, payment-information and business
 * sign-up pages.
 */
export const informationPages = [
  ['contact', 'contacts'],
  ['faq', 'faq'],
  ['rental-information', 'rentalInformation'],
  ['protection', 'protection'],
  ['payment-information', 'paymentInformation'],
  ['business', 'corporate'],
  ['business-sign-up', 'b2bSignup'],
  ['loyalty-cards', 'loyaltyCards'],
  ['magazine', 'magazine'],
  ['fastlane', 'fastlane'],
  ['auto-clubs', 'autoClubs'],
  ['car-sales', 'carSales'],
  ['sms-policy', 'smsPolicy'],
  ['driving-across-borders', 'drivingAcrossBorders'],
] as const;

/** The kind of an information page is its id. */
export type InformationKind = (typeof informationPages)[number][0];

export interface PlannedPage {
  /** Page id = file name in pages/. */
  id: string;
  kind: PageKind;
  /** Site-relative path including the language's path prefix, no trailing slash. */
  path: string;
  template: Template;
  /** Layouts allowed for this page; the first is the usual one. */
  layouts: readonly LayoutName[];
  productLine?: ProductLine;
  /** For kind 'fleet-category'. */
  category?: FleetCategory;
  /** For kind 'airport'. */
  airport?: Airport;
}

export interface Airport {
  /** Image key: /cms/marketing/airport-{key}-desktop.jpg and -mobile.jpg. */
  key: string;
  /** Path slug (in the site's default language). */
  slug: string;
  /** Airport name as shown, e.g. 'Munich Airport'. */
  name: string;
  /** IATA code. */
  code: string;
  /** City the airport serves. */
  city: string;
}

/** Airport promotion pages (promotion layout), in the default language of these sites. */
export const airports: Readonly<Record<string, Airport>> = {
  de: { key: 'munich', slug: 'flughafen-muenchen', name: 'Flughafen München', code: 'MUC', city: 'München' },
  uk: {
    key: 'heathrow',
    slug: 'heathrow-airport',
    name: 'London Heathrow Airport',
    code: 'LHR',
    city: 'London',
  },
  fr: {
    key: 'paris-cdg',
    slug: 'aeroport-paris-charles-de-gaulle',
    name: 'Aéroport Paris-Charles de Gaulle',
    code: 'CDG',
    city: 'Paris',
  },
  es: {
    key: 'madrid',
    slug: 'aeropuerto-madrid-barajas',
    name: 'Aeropuerto de Madrid-Barajas',
    code: 'MAD',
    city: 'Madrid',
  },
  it: {
    key: 'milan',
    slug: 'aeroporto-milano-malpensa',
    name: 'Aeroporto di Milano Malpensa',
    code: 'MXP',
    city: 'Milano',
  },
  nl: {
    key: 'schiphol',
    slug: 'schiphol-airport',
    name: 'Amsterdam Airport Schiphol',
    code: 'AMS',
    city: 'Amsterdam',
  },
  com: {
    key: 'jfk',
    slug: 'jfk-airport',
    name: 'John F. Kennedy International Airport',
    code: 'JFK',
    city: 'New York',
  },
  au: { key: 'sydney', slug: 'sydney-airport', name: 'Sydney Airport', code: 'SYD', city: 'Sydney' },
};

/**
 * Pages search engines must not index (issue 19): the customer's account, the ride history and the
 * booking funnel's steps (the services page, the legacy funnel and the zen checkout) are personal or
 * transactional, never a landing page; so are the pay and card-renewal pages (issue 21), reached only
 * from a payment e-mail, and the check-in and return pages of a booking (issue 22).
 */
const unindexedKinds: ReadonlySet<PageKind> = new Set<PageKind>([
  'account',
  'services',
  'zen',
  'legacy-funnel',
  'ride-history',
  'pay',
  'payment-renewal',
  'check-in',
  'check-out',
]);

/** Whether a planned page belongs in the sitemap and search results (false: noindex, disallowed in robots.txt). */
export function isIndexable(kind: PageKind): boolean {
  return !unindexedKinds.has(kind);
}

/** A link of the link builder as a page path: trailing slash and hash removed ('/fleet/' -> '/fleet'). */
export function toPagePath(link: string): string {
  const path = link.replace(/#.*$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

const MAIN_ONLY: readonly PageKind[] = ['truck', 'share', 'ride', 'plus', 'rental-guide', 'rental-services'];

/** A link of this site (a path), not one to the main brand's site (a subscription-only tenant's rentals). */
const isOwnPath = (link: string | undefined): link is string => link?.startsWith('/') === true;

/** The pages one language of a site must have. */
export function planPages(site: Site, lang: SiteLanguage): PlannedPage[] {
  const links = createLinks(site, lang);
  const p = lang.pathPrefix;
  // The Land Rover tenant is a subscription-only host: no rental product lines, ride or fleet categories.
  const subscriptionHost = site.tenantId !== '6';
  const pages: PlannedPage[] = [];
  const add = (page: PlannedPage) => {
    if (subscriptionHost && (MAIN_ONLY.includes(page.kind) || page.kind.startsWith('ride') || page.category))
      return;
    pages.push(page);
  };
  const productLineLayouts: readonly LayoutName[] = ['navigation', 'standalone'];

  add({
    id: 'home',
    kind: 'home',
    path: toPagePath(links.home),
    template: 'home',
    layouts: ['ibe'],
    productLine: 'rent-car',
  });
  if (links.truck !== '') {
    add({
      id: 'truck',
      kind: 'truck',
      path: toPagePath(links.truck),
      template: 'home',
      layouts: ['ibe'],
      productLine: 'rent-truck',
    });
  }
  add({
    id: 'share',
    kind: 'share',
    path: toPagePath(links.share),
    template: 'sections',
    layouts: productLineLayouts,
    productLine: 'share',
  });
  add({
    id: 'plus',
    kind: 'plus',
    path: toPagePath(links.plus),
    template: 'sections',
    layouts: productLineLayouts,
    productLine: 'plus',
  });
  if (!lang.profile.isManageSubscriptionsHidden) {
    add({
      id: 'subscription',
      kind: 'subscription',
      path: `${p}/subscription`,
      template: 'sections',
      layouts: productLineLayouts,
    });
  }
  add({
    id: 'ride',
    kind: 'ride',
    path: toPagePath(links.ride),
    template: 'ride-home',
    layouts: ['ride'],
    productLine: 'ride',
  });
  add({
    id: 'ride-help-article',
    kind: 'ride-help-article',
    path: `${toPagePath(links.ride)}/help-center/booking-a-ride`,
    template: 'ride-help-article',
    layouts: ['ride'],
    productLine: 'ride',
  });
  // The ride help center (the help-center app's ride view): the ride help article's breadcrumb leads here.
  add({
    id: 'ride-help-center',
    kind: 'ride-help-center',
    path: `${toPagePath(links.ride)}/help-center`,
    template: 'sections',
    layouts: ['navigation'],
    productLine: 'ride',
  });
  add({
    id: 'help-center',
    kind: 'help-center',
    path: toPagePath(links.helpCenter),
    template: 'sections',
    layouts: ['navigation'],
  });
  // spec §2: the account is one page with hash sections; languages whose account link has no own prefix share the default language's page.
  const accountPath = toPagePath(links.account);
  if (p === '' || accountPath.startsWith(`${p}/`)) {
    add({
      id: 'account',
      kind: 'account',
      path: accountPath,
      template: 'sections',
      layouts: ['navigationWithoutLayout', 'navigation'],
    });
  }
  add({
    id: 'fleet',
    kind: 'fleet',
    path: toPagePath(links.fleet),
    template: 'categories',
    layouts: ['default'],
  });
  for (const category of fleetCategories) {
    add({
      id: `fleet-${category.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      kind: 'fleet-category',
      path: toPagePath(links.fleetCategory(category)),
      template: 'categories',
      layouts: ['default'],
      category,
    });
  }
  add({
    id: 'rental-guide',
    kind: 'rental-guide',
    path: toPagePath(links.rentalGuide),
    template: 'sections',
    layouts: ['default'],
  });
  add({
    id: 'rental-services',
    kind: 'rental-services',
    path: toPagePath(links.rentalServices),
    template: 'sections',
    layouts: ['default'],
  });
  add({
    id: 'services',
    kind: 'services',
    path: toPagePath(links.services),
    template: 'sections',
    layouts: ['funnel'],
  });
  const zenPath = links.zenhomeUrl ? toPagePath(links.zenhomeUrl) : `${toPagePath(links.services)}/checkout`;
  add({ id: 'checkout', kind: 'zen', path: zenPath, template: 'sections', layouts: ['zen'] });
  // Issue 21: the pay-by-link page and the card-renewal page, linked from payment e-mails (the API builds
  // those links with the same paths), in the zen layout: no header, menu or tabs to lead the customer away
  // from the payment. The pay app is their content (page-content.tsx); the zen layout's booking funnel is not.
  add({ id: 'pay', kind: 'pay', path: links.page('/pay'), template: 'sections', layouts: ['zen'] });
  add({
    id: 'payment-renewal',
    kind: 'payment-renewal',
    path: links.page('/pay/renewal'),
    template: 'sections',
    layouts: ['zen'],
  });
  // Issue 22: the online check-in (linked from the booking confirmation) and the return with the phone,
  // in the zen layout like the pay pages; the check-in app's views are their content (page-content.tsx).
  add({
    id: 'check-in',
    kind: 'check-in',
    path: links.page('/check-in'),
    template: 'sections',
    layouts: ['zen'],
  });
  add({
    id: 'check-out',
    kind: 'check-out',
    path: links.page('/check-out'),
    template: 'sections',
    layouts: ['zen'],
  });
  for (const [id, kind, link] of [
    ['terms-and-conditions', 'terms', links.terms],
    ['privacy-policy', 'privacy', links.privacy],
    ['imprint', 'imprint', links.imprint],
  ] as const) {
    add({ id, kind, path: toPagePath(link), template: 'sections', layouts: ['default'] });
  }
  // issue 19: a page behind every per-market link of this site; a link to the main brand's site is that
  // site's page. Each link kind that has its own page appears once (ADR 011).
  for (const [id, kind] of informationPages) {
    const link = links[kind];
    if (isOwnPath(link))
      add({ id, kind: id, path: toPagePath(link), template: 'sections', layouts: ['default'] });
  }
  // The FAQ pages of spec §2 "Other screens" (help center: ride, share and subscription): the help-center
  // app's FAQ views mount on them (page-content.tsx).
  for (const [id, kind, link] of [
    ['share-faq', 'share-faq', links.shareFaq],
    ['ride-faq', 'ride-faq', links.rideFaq],
    ['plus-faq', 'plus-faq', links.plusFaq],
  ] as const) {
    if (isOwnPath(link))
      pages.push({ id, kind, path: toPagePath(link), template: 'sections', layouts: ['navigation'] });
  }
  // spec §2: the legacy funnel base path (/funnel) still answers: the booking funnel on the funnel layout.
  pages.push({
    id: 'funnel',
    kind: 'legacy-funnel',
    path: toPagePath(links.legacyFunnel),
    template: 'sections',
    layouts: ['funnel'],
  });
  // spec §2: the ride history is /ride/app/{country}/rides, without a language segment, so the site's
  // default language has one page per country its languages link to (the .com site serves several).
  if (p === '') {
    const histories = new Set(site.languages.map((l) => createLinks(site, l).rideHistory).filter(isOwnPath));
    for (const history of histories) {
      const country = history.split('/')[3] ?? '';
      const own = history === links.rideHistory;
      pages.push({
        id: own ? 'ride-history' : `ride-history-${country}`,
        kind: 'ride-history',
        path: toPagePath(history),
        template: 'sections',
        layouts: ['navigation'],
      });
    }
  }
  const airport = airports[site.id];
  if (airport !== undefined && p === '') {
    add({
      id: 'airport',
      kind: 'airport',
      path: `/${airport.slug}`,
      template: 'home',
      layouts: ['promotion'],
      airport,
    });
  }
  return pages;
}
