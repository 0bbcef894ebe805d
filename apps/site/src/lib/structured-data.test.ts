import { parse } from '@rental/editorial';
import { getSite } from '@rental/markets';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSitePages, type SitePage } from './site-pages.ts';
import {
  autoRentalOf,
  breadcrumbListOf,
  contentStructuredData,
  faqEntriesOf,
  faqPageOf,
  jsonLdScript,
  organizationOf,
  type StructuredData,
} from './structured-data.ts';
import {
  autoRentalSchema,
  breadcrumbListSchema,
  faqPageSchema,
  organizationSchema,
  structuredDataSchema,
} from './structured-data-schemas.ts';

let pages: SitePage[];
const emptyTree = parse('');

beforeAll(async () => {
  pages = await loadSitePages();
}, 60_000);

const de = getSite('de')!;
const deLang = de.languages.find((l) => l.locale === 'de-DE')!;

/** The issues zod finds, as 'path: message' lines (empty when valid). */
const problems = (data: unknown) => {
  const result = structuredDataSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const branch = {
  name: 'Flughafen München',
  path: '/autovermietung/muenchen/flughafen-muenchen',
  street: 'Terminalstraße 1',
  postcode: '80335',
  city: 'München',
  countryCode: 'DE',
  lat: 48.2094,
  lng: 11.6955,
  telephone: '+4920123456789',
  openingHours: {
    mon: [
      { open: '08:00', close: '12:30' },
      { open: '13:30', close: '18:00' },
    ],
    sat: [{ open: '09:00', close: '13:00' }],
    sun: [],
  },
  image: 'https://www.kestrelrent.de/cms/hero/rental-1280.jpg',
};

describe('the schemas catch what search engines reject', () => {
  it('a branch without an address, a misspelt property, a trail out of order, an empty FAQ', () => {
    const { address: _address, ...noAddress } = autoRentalOf(de, branch);
    expect(autoRentalSchema.safeParse(noAddress).success).toBe(false);
    expect(organizationSchema.safeParse({ ...organizationOf(de, deLang), logoo: 'x' }).success).toBe(false);
    const trail = breadcrumbListOf(de, [
      { name: 'Kestrel', path: '/' },
      { name: 'Flotte', path: '/flotte' },
    ]);
    const items = trail.itemListElement as Array<{ position: number }>;
    expect(breadcrumbListSchema.safeParse({ ...trail, itemListElement: [...items].reverse() }).success).toBe(
      false,
    );
    expect(faqPageSchema.safeParse(faqPageOf([])).success).toBe(false);
    const closedAllWeek = autoRentalOf(de, { ...branch, openingHours: {} });
    expect(problems(closedAllWeek)).toEqual([
      'openingHoursSpecification: Too small: expected array to have >=1 items',
    ]);
  });
});

describe('builders', () => {
  it('the organisation names the brand, the home, the logo and the market customer service', () => {
    const org = organizationOf(de, deLang);
    expect(problems(org)).toEqual([]);
    expect(org).toMatchObject({
      '@id': 'https://www.kestrelrent.de/#organization',
      name: 'Kestrel',
      url: 'https://www.kestrelrent.de/',
      contactPoint: [
        { telephone: deLang.profile.customerSupportPhone, email: deLang.profile.customerSupportMail },
      ],
    });
  });

  it('a branch is an AutoRental with its address, position, phone and one interval per open period', () => {
    const data = autoRentalOf(de, branch);
    expect(problems(data)).toEqual([]);
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '13:30', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' },
    ]);
    expect(data.parentOrganization).toEqual({ '@id': 'https://www.kestrelrent.de/#organization' });
  });

  it('a FAQ body gives its question headings with the text below them as answers', () => {
    const tree = parse(
      [
        '# Häufige Fragen',
        '',
        'Antworten rund um die Miete.',
        '',
        '## Kann ich mit Debitkarte zahlen?',
        '',
        'Ja, an den meisten Stationen.',
        '',
        '- Kreditkarte für die Kaution',
        '',
        '## Zahlung',
        '',
        'Alle Karten auf einen Blick.',
        '',
        '### Was kostet ein Zusatzfahrer?',
        '',
        'Ab 8 Euro am Tag.',
      ].join('\n'),
    );
    const entries = faqEntriesOf(tree);
    expect(entries).toEqual([
      {
        question: 'Kann ich mit Debitkarte zahlen?',
        answer: 'Ja, an den meisten Stationen. Kreditkarte für die Kaution',
      },
      { question: 'Was kostet ein Zusatzfahrer?', answer: 'Ab 8 Euro am Tag.' },
    ]);
    expect(problems(faqPageOf(entries))).toEqual([]);
    const page = { id: 'faq', path: '/faq', title: 'FAQ | Kestrel', template: 'sections' };
    expect(contentStructuredData({ site: de, lang: deLang, page }, tree, []).map((d) => d['@type'])).toEqual([
      'FAQPage',
    ]);
    // The same body on a page that is not a FAQ gives no FAQPage.
    expect(
      contentStructuredData({ site: de, lang: deLang, page: { ...page, id: 'rental-guide' } }, tree, []),
    ).toEqual([]);
  });
});

describe('every content page of the build', { timeout: 60_000 }, () => {
  it('has valid structured data: the organisation on each home, a trail on each nested page', () => {
    let homes = 0;
    let trails = 0;
    for (const entry of pages) {
      const data = contentStructuredData(entry, emptyTree, pages);
      const where = `${entry.site.id} ${entry.page.path}`;
      for (const item of data) expect(problems(item), where).toEqual([]);
      const types = data.map((d) => d['@type']);
      if (entry.page.path === (entry.lang.pathPrefix || '/')) {
        expect(types, where).toContain('Organization');
        homes++;
      } else expect(types, where).not.toContain('Organization');
      if (types.includes('BreadcrumbList')) trails++;
    }
    const languages = new Set(pages.map((p) => `${p.site.id}/${p.lang.locale}`)).size;
    expect(homes).toBe(languages);
    expect(trails).toBeGreaterThan(languages * 5);
  });

  it('a fleet category trail leads home, to the fleet, to the category in the page language', () => {
    const suv = pages.find(
      (p) => p.site.id === 'de' && p.lang.locale === 'de-DE' && p.page.id === 'fleet-suv',
    )!;
    const [trail] = contentStructuredData(suv, emptyTree, pages);
    const fleet = pages.find(
      (p) => p.site.id === 'de' && p.lang.locale === 'de-DE' && p.page.id === 'fleet',
    )!;
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Kestrel', item: 'https://www.kestrelrent.de/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: fleet.page.title.replace(/ \|.*$/, ''),
        item: `https://www.kestrelrent.de${fleet.page.path}`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: suv.page.title.replace(/ \|.*$/, ''),
        item: `https://www.kestrelrent.de${suv.page.path}`,
      },
    ]);
  });
});

describe('the JSON-LD script text', () => {
  const scriptOf = (data: StructuredData) => {
    const html = `<!doctype html><head><script type="application/ld+json">${jsonLdScript(data)}</script></head>`;
    return new JSDOM(html).window.document.querySelectorAll('script');
  };

  it('cannot be closed or commented out by content: the text comes back whole', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const data = autoRentalOf(de, { ...branch, name });
    expect(jsonLdScript(data)).not.toMatch(/[<>&\u2028]/);
    const scripts = scriptOf(data);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '').name).toBe(name);
  });

  it('round-trips any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const text = jsonLdScript(faqPageOf([{ question: name, answer: name }]));
        expect(text).not.toMatch(/<\/?script|<!--/i);
        expect((JSON.parse(text) as { mainEntity: Array<{ name: string }> }).mainEntity[0]?.name).toBe(name);
      }),
      { numRuns: 100 },
    );
    // A hundred schema-checked documents: well under a second on a quiet machine, but past Vitest's
    // default 5 s at a load average of 11 (a helper's check failed on it).
  }, 20_000);
});
