// Structured data (issue 19 "Findable"): the schema.org objects a page describes itself with, written as
// JSON-LD scripts in its head. The organisation on every site home, the trail of a nested page, a branch as
// an AutoRental business and the questions of a FAQ page. Node-safe: the route, the station pages and the
// tests read it; structured-data.test.ts checks every builder against the schema.org types' properties.
import type { EditorialDocument, Paragraph } from '@rental/editorial';
import { documentText } from '@rental/editorial';
import type { Site, SiteLanguage } from '@rental/markets';
import { brandOf } from './brand.ts';
import { absoluteUrl } from './seo.ts';

/** A schema.org object as JSON-LD: `@context`, `@type` and the type's properties. */
export type StructuredData = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const context = 'https://schema.org' as const;

/** The organisation's node id on a domain, so branches can name it as their parent. */
export const organizationId = (site: Site) => absoluteUrl(site, '/#organization');

/** The organisation behind a site: brand, home, logo and customer service (spec §3 profile fields). */
export function organizationOf(site: Site, lang: SiteLanguage): StructuredData {
  const profile = lang.profile;
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: brandOf(site),
    url: absoluteUrl(site, lang.pathPrefix || '/'),
    logo: absoluteUrl(site, '/favicon.svg'),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: profile.customerSupportPhone,
        email: profile.customerSupportMail,
        areaServed: profile.countryAlpha2,
        availableLanguage: lang.locale,
      },
    ],
  };
}

/** One step of a breadcrumb trail: its name and site-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the site home to a page, each step with its position and absolute URL. */
export function breadcrumbListOf(site: Site, trail: readonly Crumb[]): StructuredData {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/** schema.org's day names, in the order of the API's opening hours (mon..sun). */
export const schemaWeekdays = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/** What the AutoRental object of a branch is made of (the station finder's branch model). */
export interface AutoRentalFacts {
  name: string;
  /** Site-relative path of the branch page. */
  path: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  lat: number;
  lng: number;
  /** E.164, e.g. '+4920...'. */
  telephone: string;
  /** Opening hours per weekday key (mon..sun); an empty list means closed that day. */
  openingHours: Readonly<Record<string, readonly { open: string; close: string }[]>>;
  /** Absolute URL of a picture of the branch's kind. */
  image: string;
}

/** A branch as a car-rental business: address, position, phone and opening hours (spec §7 branch). */
export function autoRentalOf(site: Site, branch: AutoRentalFacts): StructuredData {
  const url = absoluteUrl(site, branch.path);
  return {
    '@context': context,
    '@type': 'AutoRental',
    '@id': `${url}#branch`,
    name: branch.name,
    url,
    image: branch.image,
    telephone: branch.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.street,
      postalCode: branch.postcode,
      addressLocality: branch.city,
      addressCountry: branch.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lng },
    openingHoursSpecification: Object.entries(schemaWeekdays).flatMap(([key, day]) =>
      (branch.openingHours[key] ?? []).map((interval) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: day,
        opens: interval.open,
        closes: interval.close,
      })),
    ),
    parentOrganization: { '@id': organizationId(site) },
  };
}

/** A question of a FAQ page and its answer, as plain text. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** Whether a content page is a FAQ: its file is `faq` or ends in `-faq` (e.g. `3ds-faq`). */
export const isFaqPage = (pageId: string) => pageId === 'faq' || pageId.endsWith('-faq');

const textOf = (blocks: Paragraph['blocks']) =>
  documentText({ type: 'document', blocks: [...blocks], paragraphs: [], position: { line: 1, column: 1 } });

/**
 * The questions of a FAQ body: every heading ending in a question mark (Latin, Arabic or full-width) with
 * the text below it as the answer; headings without text below them are left out.
 */
export function faqEntriesOf(tree: EditorialDocument): FaqEntry[] {
  const entries: FaqEntry[] = [];
  const visit = (paragraph: Paragraph) => {
    const question = textOf([{ type: 'text', children: paragraph.heading, position: paragraph.position }]);
    const answer = textOf(paragraph.blocks).replace(/\n/g, ' ');
    if (/[?؟？]$/.test(question) && answer !== '') entries.push({ question, answer });
    paragraph.children.forEach(visit);
  };
  tree.paragraphs.forEach(visit);
  return entries;
}

/** A FAQ page's questions with their accepted answers. */
export function faqPageOf(entries: readonly FaqEntry[]): StructuredData {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/**
 * The text of a JSON-LD script: JSON with `<`, `>` and `&` written as \u escapes, so no text from content or
 * the API can close the script element (`</script>`) or open a comment in it; U+2028 and U+2029 escaped too.
 */
export function jsonLdScript(data: StructuredData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page title without its ' | Brand' suffix: the name of a breadcrumb step. */
export const crumbName = (title: string) => title.replace(/\s*\|[^|]*$/, '');

/** The parent pages of a content page below its language's home, by page id ('fleet-suv' → the fleet). */
function parentIdsOf(pageId: string, template: string): string[] {
  if (pageId.startsWith('fleet-') && template === 'categories') return ['fleet'];
  if (template === 'ride-help-article') return ['ride'];
  return [];
}

/**
 * The structured data of a content page: the organisation on a language's home page, the breadcrumb trail
 * of a page nested below another page (a fleet category below the fleet, a ride help article below ride),
 * the questions of a FAQ page. `tree` is the page's prepared body; `all` the build's pages (parents).
 */
export function contentStructuredData(
  entry: {
    site: Site;
    lang: SiteLanguage;
    page: { id: string; path: string; title: string; template: string };
  },
  tree: EditorialDocument,
  all: readonly { site: Site; lang: SiteLanguage; page: { id: string; path: string; title: string } }[],
): StructuredData[] {
  const { site, lang, page } = entry;
  const home = lang.pathPrefix || '/';
  const out: StructuredData[] = [];
  if (page.path === home) out.push(organizationOf(site, lang));
  const parents = parentIdsOf(page.id, page.template)
    .map((id) => all.find((p) => p.site.id === site.id && p.lang.locale === lang.locale && p.page.id === id))
    .filter((p) => p !== undefined);
  if (parents.length > 0) {
    out.push(
      breadcrumbListOf(site, [
        { name: brandOf(site), path: home },
        ...parents.map((p) => ({ name: crumbName(p.page.title), path: p.page.path })),
        { name: crumbName(page.title), path: page.path },
      ]),
    );
  }
  if (isFaqPage(page.id)) {
    const entries = faqEntriesOf(tree);
    if (entries.length > 0) out.push(faqPageOf(entries));
  }
  return out;
}
