// The planned page set per site language (table-driven): product lines per market, account rule, tenants.
import { createLinks, findSiteLanguage, getSite, type Site, type SiteLanguage, sites } from '@rental/markets';
import { describe, expect, it } from 'vitest';
import { isIndexable, planPages, toPagePath } from './page-plan.ts';

function plan(siteId: string, locale: string) {
  const site = getSite(siteId);
  const lang = findSiteLanguage(siteId, locale);
  if (site === undefined || lang === undefined) throw new Error(`test: no ${siteId}/${locale}`);
  return new Map(planPages(site, lang).map((page) => [page.id, page]));
}

/** Every path-valued link of a site language's link builder, with its kind. */
function marketLinks(site: Site, lang: SiteLanguage): Array<{ url: string; via: string }> {
  return Object.entries(createLinks(site, lang)).flatMap(([via, url]) =>
    typeof url === 'string' && url !== '' ? [{ url, via }] : [],
  );
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
  // Issue 21: the pay and card-renewal pages of payment e-mails, under every language's prefix.
  ['de', 'de-DE', 'pay', '/pay'],
  ['de', 'en-DE', 'pay', '/en/pay'],
  ['be', 'fr-BE', 'payment-renewal', '/fr-be/pay/renewal'],
  ['com', 'en-MT', 'pay', '/en-mt/pay'],
  ['sa', 'ar-SA', 'payment-renewal', '/ar/pay/renewal'],
  ['jlr-de', 'de-DE', 'pay', '/pay'],
  // Issue 22: the check-in and return pages of a booking, under every language's prefix.
  ['de', 'de-DE', 'check-in', '/check-in'],
  ['de', 'en-DE', 'check-out', '/en/check-out'],
  ['be', 'fr-BE', 'check-in', '/fr-be/check-in'],
  ['sa', 'ar-SA', 'check-out', '/ar/check-out'],
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
  ['be', 'fr-BE', 'ride-help-center', '/fr-be/ride/help-center'],
  ['jlr-de', 'de-DE', 'ride-help-center', undefined],
  // issue 19: a page behind every per-market link, in every language (ADR 011 for the shared ones).
  ['de', 'de-DE', 'contact', '/contact'],
  ['be', 'fr-BE', 'faq', '/fr-be/faq'],
  ['de', 'en-DE', 'payment-information', '/en/payment-information'],
  ['de', 'de-DE', 'business-sign-up', '/geschaeftskunden-registrierung'],
  ['de', 'de-DE', 'magazine', '/magazin'],
  ['hu', 'hu-HU', 'auto-clubs', '/auto-clubs'],
  ['com', 'es-MX', 'auto-clubs', '/es-mx/auto-clubs'],
  ['de', 'de-DE', 'auto-clubs', undefined],
  ['com', 'es-US', 'sms-policy', '/es-us/sms-policy'],
  ['com', 'en-US', 'driving-across-borders', '/driving-across-borders'],
  ['uk', 'en-GB', 'car-sales', undefined],
  ['ch', 'it-CH', 'share-faq', '/it-ch/share/faq'],
  ['be', 'fr-BE', 'funnel', '/fr-be/funnel'],
  // The Land Rover host keeps its own contact, FAQ and funnel; rental pages are the main site's.
  ['jlr-de', 'de-DE', 'contact', '/contact'],
  ['jlr-de', 'de-DE', 'plus-faq', '/plus/faq'],
  ['jlr-de', 'de-DE', 'funnel', '/funnel'],
  ['jlr-de', 'de-DE', 'loyalty-cards', undefined],
  ['jlr-de', 'de-DE', 'ride-faq', undefined],
  // spec §2: the ride history has no language segment: pages in the default language, one per country.
  ['com', 'en-US', 'ride-history', '/ride/app/us/rides'],
  ['com', 'en-US', 'ride-history-co', '/ride/app/co/rides'],
  ['com', 'es-US', 'ride-history', undefined],
  ['be', 'nl-BE', 'ride-history', '/ride/app/be/rides'],
  ['be', 'fr-BE', 'ride-history', undefined],
  ['jlr-de', 'de-DE', 'ride-history', undefined],
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
    ['pay', 'sections', ['zen']],
    ['payment-renewal', 'sections', ['zen']],
    ['check-in', 'sections', ['zen']],
    ['check-out', 'sections', ['zen']],
    ['airport', 'home', ['promotion']],
    ['contact', 'sections', ['default']],
    ['share-faq', 'sections', ['navigation']],
    ['funnel', 'sections', ['funnel']],
    ['ride-history', 'sections', ['navigation']],
  ])('%s uses template %s and layouts %j', (id, template, layouts) => {
    const page = plan('de', 'de-DE').get(id);
    expect(page?.template).toBe(template);
    expect(page?.layouts).toEqual(layouts);
  });

  it('plans a page for every link of the market profile that leads to this site (issue 19)', () => {
    for (const site of sites) {
      for (const lang of site.languages) {
        const paths = new Set(site.languages.flatMap((l) => planPages(site, l).map((p) => p.path)));
        for (const link of marketLinks(site, lang)) {
          // The station finder's pages come from the product API's branches (ADR 010), not from content.
          if (!link.url.startsWith('/') || link.via === 'stationFinder') continue;
          expect(paths.has(toPagePath(link.url)), `${site.id}/${lang.locale} ${link.via}`).toBe(true);
        }
      }
    }
  });

  it('puts every path of a language under its prefix', () => {
    for (const page of plan('ch', 'it-CH').values()) expect(page.path.startsWith('/it-ch')).toBe(true);
  });

  it('keeps only the account, the ride history and the booking funnel pages out of search (issue 19)', () => {
    const unindexed = [...plan('de', 'de-DE').values()].filter((p) => !isIndexable(p.kind)).map((p) => p.id);
    expect(unindexed.sort()).toEqual([
      'account',
      'check-in',
      'check-out',
      'checkout',
      'funnel',
      'pay',
      'payment-renewal',
      'ride-history',
      'services',
    ]);
    expect(isIndexable('fleet-category')).toBe(true);
  });
});
