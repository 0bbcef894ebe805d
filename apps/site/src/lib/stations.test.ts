import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSite, sites } from '@rental/markets';
import { describe, expect, it } from 'vitest';
import { generatedDataRoutes } from '../runtime/data-routes.ts';
import { stationRoutes } from './routes.ts';
import { absoluteUrl, seoIndex, sitemapFiles } from './seo.ts';
import { readStationsSnapshot, type Station, type StationsSnapshot } from './station-data.ts';
import { matchesSearch, searchTextOf } from './station-search-text.ts';
import {
  bookingUrlOf,
  branchPhone,
  hasStationFinder,
  seoEntriesOf,
  slugOf,
  stationPages,
  stationStructuredData,
} from './stations.ts';
import { structuredDataSchema } from './structured-data-schemas.ts';

const de = getSite('de')!;
const deDE = de.languages.find((l) => l.locale === 'de-DE')!;
const enDE = de.languages.find((l) => l.locale === 'en-DE')!;

const week = (open: string, close: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open, close }]]));

/** A branch as the API answers it. */
function station(
  id: number,
  name: string,
  city: string,
  kind: Station['kind'],
  iata: string | null = null,
): Station {
  return {
    id,
    name,
    kind,
    address: { street: 'Terminalstraße 1', postcode: '80335', city, countryCode: 'DE' },
    coordinates: { lat: 48.1, lng: 11.5 },
    phone: `+49 20 ${id} 5000`,
    iata,
    openingHours: week('06:00', '23:30'),
    closedDates: kind === 'airport' ? [] : ['12-25'],
    vehicleTypes: ['car', 'van'],
    subscription: kind === 'airport',
  } as Station;
}

/** Germany with two cities; every other country of the sites with one branch. */
function snapshot(): StationsSnapshot {
  const countries: StationsSnapshot['countries'] = {};
  for (const site of sites) {
    for (const lang of site.languages) {
      const country = lang.profile.countryAlpha2;
      const prefix = lang.profile.countryCodeNumber;
      countries[country] ??= {
        cities: [{ city: 'Capital', coordinates: { lat: 1, lng: 1 }, branchIds: [9000] }],
        branches: [
          { ...station(9000, 'Capital Downtown', 'Capital', 'downtown'), phone: `${prefix} 20 1000 5000` },
        ],
      };
    }
  }
  countries.DE = {
    cities: [
      { city: 'München', coordinates: { lat: 48.1, lng: 11.5 }, branchIds: [1300, 1302] },
      { city: 'Frankfurt am Main', coordinates: { lat: 50.1, lng: 8.6 }, branchIds: [1320] },
    ],
    branches: [
      station(1300, 'Flughafen München', 'München', 'airport', 'MUC'),
      station(1302, 'München Innenstadt', 'München', 'downtown'),
      station(1320, 'Flughafen Frankfurt am Main', 'Frankfurt am Main', 'airport', 'FRA'),
    ],
  };
  return { source: 'test', countries };
}

describe('the snapshot', () => {
  const write = (data: unknown) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'stations-')), 'stations.json');
    writeFileSync(file, JSON.stringify(data));
    return file;
  };

  it('reads a valid snapshot', () => {
    expect(readStationsSnapshot(write(snapshot())).countries.DE?.branches).toHaveLength(3);
  });

  it('names the file and each problem: a branch the cities list but the stations lack, a bad phone', () => {
    const data = snapshot();
    data.countries.DE!.branches = data.countries.DE!.branches.slice(1).map((b) => ({ ...b, phone: '0800' }));
    const file = write(data);
    expect(() => readStationsSnapshot(file)).toThrow(
      [
        `Invalid station data in ${file}:`,
        '  countries.DE.branches.0.phone: Expected + and digits with spaces',
        '  countries.DE.branches.1.phone: Expected + and digits with spaces',
        '  countries.DE.cities: DE München: branch 1300 is listed in /v1/locations but missing from the stations',
      ].join('\n'),
    );
  });

  it('says how to make a missing snapshot', () => {
    expect(() => readStationsSnapshot('/nonexistent/stations.json')).toThrow(
      /No station data at \/nonexistent\/stations\.json: `npm run build` writes it/,
    );
  });
});

describe('the pages', () => {
  const pages = stationPages([de], snapshot());
  const german = pages.filter((p) => p.lang === deDE);

  it('per language: the list at the station-finder slug, one page per city and per branch', () => {
    expect(german.map((p) => [p.kind, p.path])).toEqual([
      ['finder', '/autovermietung'],
      ['city', '/autovermietung/munchen'],
      ['branch', '/autovermietung/munchen/flughafen-munchen'],
      ['branch', '/autovermietung/munchen/munchen-innenstadt'],
      ['city', '/autovermietung/frankfurt-am-main'],
      ['branch', '/autovermietung/frankfurt-am-main/flughafen-frankfurt-am-main'],
    ]);
    const english = pages.filter((p) => p.lang === enDE);
    expect(english.map((p) => p.path)[2]).toBe('/en/car-rental/munchen/flughafen-munchen');
    // The language versions share ids (hreflang).
    expect(english.map((p) => p.id)).toEqual(german.map((p) => p.id));
  });

  it('titles, descriptions and the trail in the page language', () => {
    const branch = german[2]!;
    expect(branch.title).toBe('Autovermietung Flughafen München | Kestrel');
    expect(branch.description).toBe(
      'Flughafen München, Terminalstraße 1, 80335 München: Öffnungszeiten, Services und Telefon. Mietwagen an dieser Station buchen.',
    );
    expect(branch.trail.map((c) => c.name)).toEqual([
      'Kestrel',
      'Autovermietung: alle Stationen',
      'München',
      'Flughafen München',
    ]);
    expect(german[0]!.description).toBe(
      '3 Stationen in 2 Städten mit Adresse, Öffnungszeiten und Services. Station finden und online buchen.',
    );
  });

  it('a branch links to the booking engine of its language preset to it, and its phone in the market form', () => {
    const branch = german[2]!;
    if (branch.kind !== 'branch') throw new Error('expected a branch page');
    expect(branch.branch.bookingUrl).toBe('/#/?branch=1300&name=Flughafen+M%C3%BCnchen');
    expect(bookingUrlOf(enDE, { id: 1300, name: 'Flughafen München' })).toBe(
      '/en#/?branch=1300&name=Flughafen+M%C3%BCnchen',
    );
    expect(branch.branch.phone).toEqual({ href: 'tel:+492013005000', display: '+49 20 1300 5000' });
    expect(() => branchPhone(deDE, { id: 7, phone: '+43 1 2345 6789' })).toThrow(
      "Branch 7: phone +43 1 2345 6789 does not start with the market's prefix +49",
    );
  });

  it('two branches whose names give the same slug get distinct paths', () => {
    const data = snapshot();
    data.countries.DE!.branches[1] = { ...data.countries.DE!.branches[1]!, name: 'Flughafen München!' };
    const paths = stationPages([de], data)
      .filter((p) => p.lang === deDE && p.kind === 'branch')
      .map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/autovermietung/munchen/branch-1302');
    expect(slugOf('Straße Ålesund')).toBe('strasse-alesund');
  });

  it('every site language with its own station finder has pages; the subscription tenant links to the main brand', () => {
    const all = stationPages(sites, snapshot());
    for (const site of sites) {
      for (const lang of site.languages) {
        const own = all.filter((p) => p.lang === lang && p.kind === 'finder');
        expect(own.length, `${site.id} ${lang.locale}`).toBe(hasStationFinder(site, lang) ? 1 : 0);
      }
    }
    expect(sites.some((site) => site.languages.some((lang) => !hasStationFinder(site, lang)))).toBe(true);
  });

  it('fails naming the site and country when the data has no branches of a market', () => {
    const data = snapshot();
    delete data.countries.DE;
    expect(() => stationPages([de], data)).toThrow('de de-DE: the station data (test) has no branches of DE');
  });

  it('a content page on a station path is a conflict the build names', () => {
    const page = {
      site: de,
      lang: deDE,
      page: { path: '/autovermietung', file: 'content/de/de-DE/pages/x.md' },
    };
    expect(() => stationRoutes([page] as never, pages)).toThrow(
      "content/de/de-DE/pages/x.md: its path /autovermietung is the station finder's (de-DE)",
    );
  });
});

describe('findable', () => {
  const pages = stationPages([de], snapshot());

  it('in the sitemap with their language versions; canonical, alternates and card in the head', () => {
    const index = seoIndex([], seoEntriesOf(pages));
    const branch = pages.find((p) => p.lang === deDE && p.kind === 'branch')!;
    const seo = index.of(seoEntriesOf(pages).find((e) => e.path === branch.path)!);
    expect(seo.canonical).toBe(absoluteUrl(de, branch.path));
    expect(seo.alternates).toEqual([
      { hreflang: 'de-DE', href: 'https://www.kestrelrent.de/autovermietung/munchen/flughafen-munchen' },
      { hreflang: 'en-DE', href: 'https://www.kestrelrent.de/en/car-rental/munchen/flughafen-munchen' },
      { hreflang: 'x-default', href: 'https://www.kestrelrent.de/autovermietung/munchen/flughafen-munchen' },
    ]);
    expect(seo.social).toMatchObject({ title: branch.title, locale: 'de_DE', alternateLocales: ['en_DE'] });
    const [sitemap] = sitemapFiles(de, index);
    expect(sitemap?.xml.match(/<loc>/g)).toHaveLength(pages.length);
    expect(sitemap?.xml).toContain(
      '<url><loc>https://www.kestrelrent.de/autovermietung</loc><xhtml:link rel="alternate" hreflang="de-DE" href="https://www.kestrelrent.de/autovermietung"/><xhtml:link rel="alternate" hreflang="en-DE" href="https://www.kestrelrent.de/en/car-rental"/>',
    );
  });

  it('structured data: a trail on city and branch pages, an AutoRental for each branch, all valid', () => {
    for (const page of pages) {
      const data = stationStructuredData(page);
      expect(
        data.map((d) => d['@type']),
        page.path,
      ).toEqual(
        page.kind === 'finder'
          ? []
          : page.kind === 'city'
            ? ['BreadcrumbList']
            : ['BreadcrumbList', 'AutoRental'],
      );
      for (const item of data)
        expect(structuredDataSchema.safeParse(item).error?.issues ?? [], page.path).toEqual([]);
    }
  });
});

describe('page data for client-side navigation', () => {
  it("a station page's data is its language home's context in the default layout", () => {
    const pages = stationPages([de], snapshot());
    const home = {
      site: de,
      lang: deDE,
      page: { path: '/', context: { layout: 'ibe', language_code: 'de-DE' } },
    };
    const routes = generatedDataRoutes(pages, [home] as never);
    expect(routes).toHaveLength(pages.filter((p) => p.lang === deDE).length);
    expect(routes[0]).toEqual({
      params: { site: 'de', file: 'autovermietung/page-data.json' },
      props: {
        data: { path: '/autovermietung', pageContext: { layout: 'default', language_code: 'de-DE' } },
      },
    });
  });
});

describe('the search rule', () => {
  const munich = searchTextOf({
    name: 'Flughafen München',
    iata: 'MUC',
    address: { street: 'Terminalstraße 1', postcode: '80335', city: 'München' },
  });
  it.each([
    ['munchen', true],
    ['MÜNCHEN flughafen', true],
    ['muc', true],
    ['80335', true],
    ['terminalstrasse', true],
    ['berlin', false],
    ['munchen berlin', false],
    ['  ', true],
  ])('%j → %s', (query, found) => {
    expect(matchesSearch(munich, query)).toBe(found);
  });
});
