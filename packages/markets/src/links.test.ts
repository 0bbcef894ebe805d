// Pins the per-market links of spec §2: truck/van, account prefix, services paths, auto clubs, ride history.
import { describe, expect, it } from 'vitest';
import { createLinks, findSiteLanguage, getSite, sites } from './index.ts';

function linksOf(siteId: string, locale: string) {
  const site = getSite(siteId);
  const lang = findSiteLanguage(siteId, locale);
  if (!site || !lang) throw new Error(`no ${siteId}/${locale}`);
  return createLinks(site, lang);
}

// [site, locale, truck, account bookings, services, legacy funnel, auto clubs, ride history]
// biome-ignore format: one row per market reads as a table
const table = [
  ['com', 'en-US', '/truck-rental', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/us/rides'],
  ['com', 'es-US', '/es-us/truck-rental', '/es-us/account#/bookings', '/es-us/services', '/es-us/funnel', undefined, '/ride/app/us/rides'],
  ['uk', 'en-GB', '/van', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/gb/rides'],
  ['de', 'de-DE', '/transporter-mieten', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/de/rides'],
  ['de', 'en-DE', '/en/van-rental', '/account#/bookings', '/en/services', '/en/funnel', undefined, '/ride/app/de/rides'],
  ['be', 'nl-BE', '/bestelwagen-huren', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/be/rides'],
  ['be', 'fr-BE', '/fr-be/location-utilitaire', '/account#/bookings', '/fr-be/services', '/fr-be/funnel', undefined, '/ride/app/be/rides'],
  ['ch', 'it-CH', '/it-ch/noleggio-furgoni', '/account#/bookings', '/it-ch/services', '/it-ch/funnel', undefined, '/ride/app/ch/rides'],
  ['com', 'es-CO', '', '/es-co/account#/bookings', '/es-co/services', '/es-co/funnel', undefined, '/ride/app/co/rides'],
  ['com', 'en-CY', '', '/en-cy/account#/bookings', '/en-cy/services', '/en-cy/funnel', undefined, '/ride/app/cy/rides'],
  ['com', 'fr-GP', '', '/fr-gp/account#/bookings', '/fr-gp/services', '/fr-gp/funnel', undefined, '/ride/app/gp/rides'],
  ['com', 'fr-MA', '', '/fr-ma/account#/bookings', '/fr-ma/services', '/fr-ma/funnel', undefined, '/ride/app/ma/rides'],
  ['com', 'en-MT', '/en-mt/van-rental', '/account#/bookings', '/en-mt/services', '/en-mt/funnel', undefined, '/ride/app/mt/rides'],
  ['com', 'es-MX', '', '/account#/bookings', '/es-mx/services', '/es-mx/funnel', '/es-mx/auto-clubs', '/ride/app/mx/rides'],
  ['mx', 'es-MX', '', '/account#/bookings', '/services', '/funnel', '/auto-clubs', '/ride/app/mx/rides'],
  ['hu', 'hu-HU', '/kisteherauto-berles', '/account#/bookings', '/services', '/funnel', '/auto-clubs', '/ride/app/hu/rides'],
  ['eg', 'en-EG', '', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/eg/rides'],
  ['eg', 'ar-EG', '', '/account#/bookings', '/ar/services', '/ar/funnel', undefined, '/ride/app/eg/rides'],
  ['sa', 'en-SA', '', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/sa/rides'],
  ['nz', 'en-NZ', '', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/nz/rides'],
  ['pl', 'pl-PL', '', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/pl/rides'],
  ['sg', 'en-SG', '', '/account#/bookings', '/services', '/funnel', undefined, '/ride/app/sg/rides'],
  ['jlr-de', 'de-DE', 'https://www.kestrelrent.de/transporter-mieten', '/account#/bookings', '/jlrservices', '/funnel', undefined, 'https://www.kestrelrent.de/ride/app/de/rides'],
] as const;

describe('per-market links (spec §2)', () => {
  it.each(table)('%s %s', (site, locale, truck, bookings, services, funnel, autoClubs, rideHistory) => {
    const links = linksOf(site, locale);
    expect(links.truck).toBe(truck);
    expect(links.accountBookings).toBe(bookings);
    expect(links.services).toBe(services);
    expect(links.legacyFunnel).toBe(funnel);
    expect(links.autoClubs).toBe(autoClubs);
    expect(links.rideHistory).toBe(rideHistory);
  });

  it('auto clubs only in Hungary and Mexico; car sales, SMS policy, zenhome and borders only in the US', () => {
    const all = sites.flatMap((s) => s.languages.map((l) => ({ s, l, links: createLinks(s, l) })));
    const countriesWith = (pick: (links: ReturnType<typeof createLinks>) => string | undefined) => [
      ...new Set(all.filter((m) => pick(m.links) !== undefined).map((m) => m.l.profile.countryAlpha2)),
    ];
    expect(countriesWith((x) => x.autoClubs).sort()).toEqual(['HU', 'MX']);
    for (const pick of [
      (x: ReturnType<typeof createLinks>) => x.carSales,
      (x: ReturnType<typeof createLinks>) => x.smsPolicy,
      (x: ReturnType<typeof createLinks>) => x.zenhomeUrl,
      (x: ReturnType<typeof createLinks>) => x.drivingAcrossBorders,
    ]) {
      expect(countriesWith(pick)).toEqual(['US']);
    }
  });

  it('spec §2: no truck/van page in the ten markets without the offer', () => {
    // The Land Rover site sells only subscriptions (issue 23): its van link leads to the main German site.
    expect(linksOf('jlr-de', 'de-DE').truck).toBe('https://www.kestrelrent.de/transporter-mieten');
    const without = new Set(
      sites
        .filter((s) => s.id !== 'jlr-de')
        .flatMap((s) =>
          s.languages.filter((l) => l.profile.links.truck === '').map((l) => l.profile.countryAlpha2),
        ),
    );
    expect([...without].sort()).toEqual(['CO', 'CY', 'EG', 'GP', 'MA', 'MX', 'NZ', 'PL', 'SA', 'SG']);
  });

  it('every account section is a hash section of the one account page', () => {
    const links = linksOf('com', 'en-US');
    expect([
      links.accountProfiles,
      links.accountManageBooking,
      links.accountBookings,
      links.accountSubscriptions,
      links.account,
    ]).toEqual([
      '/account#/profiles',
      '/account#/manage-my-booking-info',
      '/account#/bookings',
      '/account#/subscriptions',
      '/account#/account',
    ]);
  });

  it('fixed spec paths: home, help center, loyalty cards (tenant), share, ride, plus', () => {
    const links = linksOf('com', 'en-US');
    expect([links.home, links.helpCenter, links.loyaltyCards, links.share, links.ride, links.plus]).toEqual([
      '/',
      '/help-center',
      '/kestrel-cards',
      '/share',
      '/ride',
      '/plus',
    ]);
    expect(linksOf('be', 'fr-BE').helpCenter).toBe('/fr-be/help-center');
  });

  it('slugs: English examples, UK car-hire style, local language elsewhere', () => {
    const us = linksOf('com', 'en-US');
    expect([us.stationFinder, us.fleet, us.rentalGuide, us.rentalServices]).toEqual([
      '/car-rental',
      '/fleet',
      '/rental-guide',
      '/rental-services',
    ]);
    expect(us.fleetCategory('automatic')).toBe('/automatic-car-rental');
    expect(us.fleetCategory('luxury')).toBe('/luxury-cars');
    expect(us.fleetCategory('van')).toBe('/minivan-rental');
    const uk = linksOf('uk', 'en-GB');
    expect(uk.stationFinder).toBe('/car-hire');
    expect(uk.fleetCategory('automatic')).toBe('/automatic-car-hire');
    expect(linksOf('be', 'fr-BE').fleetCategory('suv')).toBe('/fr-be/location-suv');
    expect(linksOf('de', 'de-DE').stationFinder).toBe('/autovermietung');
  });

  it('no two link kinds of one language share a path, except those of one question (ADR 011)', () => {
    // Pinned by 'link kinds that answer the same question share its page' below.
    const sharing = new Set([
      'partners',
      'driverRequirements',
      'paymentRequirements',
      'threeDSecureFaq',
      'corporateSignUp',
    ]);
    for (const site of sites) {
      for (const lang of site.languages) {
        const links = createLinks(site, lang);
        const paths = [
          ...Object.entries(links)
            .filter(([kind]) => !sharing.has(kind))
            .map(([, v]) => v)
            .filter((v): v is string => typeof v === 'string' && v !== ''),
          ...Object.values(lang.profile.slugs.fleetCategories).map((slug) => links.page(`/${slug}/`)),
        ];
        const twice = paths.filter((path, i) => paths.indexOf(path) !== i);
        expect(twice, `${site.id}/${lang.locale}`).toEqual([]);
      }
    }
  });

  it('slugs are localised: Finnish, Hungarian, Slovenian; Arabic keeps English', () => {
    expect(linksOf('fi', 'fi-FI').stationFinder).toBe('/autonvuokraus');
    expect(linksOf('hu', 'hu-HU').fleetCategory('electric')).toBe('/elektromos-auto-berles');
    expect(linksOf('si', 'sl-SI').fleet).toBe('/vozni-park');
    expect(linksOf('eg', 'ar-EG').stationFinder).toBe('/ar/car-rental');
  });

  it('page() and absolute() place paths in the language and on the production host', () => {
    const links = linksOf('be', 'fr-BE');
    expect(links.page('/x')).toBe('/fr-be/x');
    expect(links.page('x')).toBe('/fr-be/x');
    expect(links.absolute(links.home)).toBe('https://www.kestrelrent.be/fr-be');
  });

  it('the Land Rover host sends rental links to the main German site, and keeps its own pages', () => {
    const links = linksOf('jlr-de', 'de-DE');
    const main = 'https://www.kestrelrent.de';
    expect([links.share, links.ride, links.plus, links.rideFaq, links.shareFaq, links.loyaltyCards]).toEqual(
      ['/share', '/ride', '/plus', '/ride/faq', '/share/faq', '/kestrel-cards'].map(
        (path) => `${main}${path}`,
      ),
    );
    expect([links.stationFinder, links.rentalGuide, links.fleetCategory('suv')]).toEqual(
      ['/autovermietung', '/mietwagen-ratgeber', '/suv-mieten'].map((path) => `${main}${path}`),
    );
    expect([links.fleet, links.contacts, links.faq, links.plusFaq, links.services]).toEqual([
      '/flotte',
      '/contact',
      '/faq',
      '/plus/faq',
      '/jlrservices',
    ]);
  });

  it('link kinds that answer the same question share its page (ADR 011)', () => {
    const de = linksOf('de', 'de-DE');
    expect([
      de.partners,
      de.driverRequirements,
      de.paymentRequirements,
      de.threeDSecureFaq,
      de.corporateSignUp,
    ]).toEqual([
      de.loyaltyCards,
      de.rentalInformation,
      de.paymentInformation,
      de.paymentInformation,
      de.b2bSignup,
    ]);
    expect(linksOf('be', 'fr-BE').corporateSignUp).toBe('/fr-be/inscription-entreprise');
    const jlr = linksOf('jlr-de', 'de-DE');
    expect([jlr.partners, jlr.corporateSignUp]).toEqual([
      'https://www.kestrelrent.de/kestrel-cards',
      'https://www.kestrelrent.de/geschaeftskunden-registrierung',
    ]);
  });

  it('every link of every market is a site-relative path (or empty where not offered)', () => {
    for (const site of sites) {
      for (const lang of site.languages) {
        const main = lang.profile.rentalSiteUrl;
        for (const [kind, value] of Object.entries(createLinks(site, lang))) {
          if (typeof value !== 'string') continue;
          if (kind === 'truck' && value === '') continue;
          // A subscription-only tenant links to the main brand's site for rentals (checked above).
          if (main !== undefined && value.startsWith(`${main}/`)) continue;
          expect(value, `${site.id}/${lang.locale} ${kind}`).toMatch(/^\/[^\s]*$/);
          expect(value, `${site.id}/${lang.locale} ${kind}`).not.toContain('//');
          // spec §2: trailing slashes are removed, so links are canonical (the root excepted).
          if (value !== '/') expect(value, `${site.id}/${lang.locale} ${kind}`).not.toMatch(/\/(#|$)/);
        }
      }
    }
  });
});
