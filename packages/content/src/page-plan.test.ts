// The planned page set per site language (table-driven): product lines per market, account rule, tenants.
import { findSiteLanguage, getSite } from '@rental/markets';
import { describe, expect, it } from 'vitest';
import { isIndexable, planPages, toPagePath } from './page-plan.ts';

function plan(siteId: string, locale: string) {
  const site = getSite(siteId);
  const lang = findSiteLanguage(siteId, locale);
  if (site === undefined || lang === undefined) throw new Error(`test: no ${siteId}/${locale}`);
  return new Map(planPages(site, lang).map((page) => [page.id, page]));
}

describe('toPagePath', () => {
  it.each([
    ['/', '/'],
    ['/fleet/', '/fleet'],
    ['/fr-be/flotte/', '/fr-be/flotte'],
    ['/account/#/bookings', '/account'],
    ['/es-us/account/#/', '/es-us/account'],
    ['/jlrservices', '/jlrservices'],
  ])('%s -> %s', (link, path) => {
    expect(toPagePath(link)).toBe(path);
  });
});

// [site, locale, page id, expected path or undefined when the page is not planned]
const cases: Array<[string, string, string, string | undefined]> = [
  ['com', 'en-US', 'truck', '/truck-rental'],
  ['uk', 'en-GB', 'truck', '/van'],
  ['nz', 'en-NZ', 'truck', undefined],
  ['mx', 'es-MX', 'truck', undefined],
  ['com', 'es-CO', 'truck', undefined],
  ['de', 'de-DE', 'home', '/'],
  ['be', 'fr-BE', 'home', '/fr-be'],
  ['be', 'fr-BE', 'fleet', '/fr-be/flotte'],
  ['de', 'de-DE', 'fleet-suv', '/suv-mieten'],
  ['com', 'en-US', 'fleet-van', '/minivan-rental'],
  // spec §2: one account page; only locale-prefixed markets have their own.
  ['de', 'de-DE', 'account', '/account'],
  ['be', 'fr-BE', 'account', undefined],
  ['com', 'es-US', 'account', '/es-us/account'],
  ['com', 'fr-MA', 'account', '/fr-ma/account'],
  ['com', 'en-MT', 'account', undefined],
  // spec §2: the services base path is locale-prefixed; the zen page is zenhomeUrl in the US.
  ['be', 'fr-BE', 'services', '/fr-be/services'],
  ['com', 'en-US', 'checkout', '/zenhome'],
  ['de', 'de-DE', 'checkout', '/services/checkout'],
  ['jlr-de', 'de-DE', 'services', '/jlrservices'],
  // Subscriptions only where the market shows them.
  ['de', 'de-DE', 'subscription', '/subscription'],
  ['au', 'en-AU', 'subscription', undefined],
  // The Land Rover tenant is subscription-only.
  ['jlr-de', 'de-DE', 'ride', undefined],
  ['jlr-de', 'de-DE', 'fleet-suv', undefined],
  ['jlr-de', 'de-DE', 'subscription', '/subscription'],
  // Airport promotions in the default language only.
  ['de', 'de-DE', 'airport', '/flughafen-muenchen'],
  ['de', 'en-DE', 'airport', undefined],
  ['ch', 'de-CH', 'airport', undefined],
  ['de', 'de-DE', 'ride-help-article', '/ride/help-center/booking-a-ride'],
];

describe('planPages', () => {
  it.each(cases)('%s/%s %s -> %s', (siteId, locale, id, path) => {
    expect(plan(siteId, locale).get(id)?.path).toBe(path);
  });

  it.each([
    ['home', 'home', ['ibe']],
    ['ride', 'ride-home', ['ride']],
    ['ride-help-article', 'ride-help-article', ['ride']],
    ['fleet', 'categories', ['default']],
    ['share', 'sections', ['navigation', 'standalone']],
    ['account', 'sections', ['navigationWithoutLayout', 'navigation']],
    ['services', 'sections', ['funnel']],
    ['checkout', 'sections', ['zen']],
    ['airport', 'home', ['promotion']],
  ])('%s uses template %s and layouts %j', (id, template, layouts) => {
    const page = plan('de', 'de-DE').get(id);
    expect(page?.template).toBe(template);
    expect(page?.layouts).toEqual(layouts);
  });

  it('puts every path of a language under its prefix', () => {
    for (const page of plan('ch', 'it-CH').values()) expect(page.path.startsWith('/it-ch')).toBe(true);
  });

  it('keeps only the account and the booking funnel pages out of search (issue 19)', () => {
    const unindexed = [...plan('de', 'de-DE').values()].filter((p) => !isIndexable(p.kind)).map((p) => p.id);
    expect(unindexed.sort()).toEqual(['account', 'checkout', 'services']);
    expect(isIndexable('fleet-category')).toBe(true);
  });
});
