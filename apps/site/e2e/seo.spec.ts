// issue 19 "Findable", over plain HTTP (no browser): per domain, robots.txt names the sitemap; every
// sitemap parses as XML; every URL in it is on the production host, a built page answering 200 whose
// canonical is itself and which is not noindex nor blocked by robots.txt; the hreflang sets of the
// sitemap and of the page heads agree, are reciprocal and have x-default; the noindex pages of the page
// plan and the not-found pages are in no sitemap. And the support contact (spec §3) on the German and UK
// sites: the market's phone as a valid tel: link and its e-mail as a mailto: link, in the page language.

import { isIndexable, planPages } from '@rental/content';
import { getSite, sites } from '@rental/markets';
import { expect, getPage, httpGet, siteUrl, test } from '@rental/testing';
import { JSDOM } from 'jsdom';
import { isDisallowed } from '../src/lib/seo.ts';
import { structuredDataSchema } from '../src/lib/structured-data-schemas.ts';

const xhtml = 'http://www.w3.org/1999/xhtml';

function parseXml(xml: string, where: string): Document {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror'), where).toBeNull();
  return document;
}

/** A tag's attributes, from Astro's static HTML (double-quoted values, `&amp;` escaped). */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    attributes[name!] = value!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return attributes;
}

/**
 * The search-engine facts of a page's head. Read from the tags of the head without building a DOM: a
 * DOM per page was most of this suite's time for the 1,600 pages on a busy machine.
 */
function headOf(html: string) {
  const end = html.indexOf('</head>');
  const head = html.slice(0, end === -1 ? html.length : end);
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributesOf(m[0]));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributesOf(m[0]));
  const og = (property: string) => metas.filter((m) => m.property === property).map((m) => m.content ?? '');
  return {
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href ?? ''),
    alternates: links
      .filter((l) => l.rel === 'alternate' && l.hreflang !== undefined)
      .map((l) => `${l.hreflang} ${l.href}`)
      .sort(),
    robots: metas.filter((m) => m.name === 'robots').map((m) => m.content ?? ''),
    /** Open Graph: og:url, og:locale, og:locale:alternate, og:image; and the Twitter card's type. */
    ogUrl: og('og:url'),
    ogLocale: og('og:locale'),
    ogAlternates: og('og:locale:alternate').sort(),
    ogImage: og('og:image'),
    twitterCard: metas.filter((m) => m.name === 'twitter:card').map((m) => m.content ?? ''),
    /** The JSON-LD scripts' texts. */
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    ),
  };
}

/** Runs `work` over `items` with a few requests in flight (the static server is another process). */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 6): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

const alternatesOf = (links: Iterable<Element>) =>
  [...links].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`).sort();

for (const site of sites) {
  test(`site ${site.id}: robots.txt, sitemap, canonical and hreflang of every indexable page`, async () => {
    // The .com site has over 200 pages: room for a busy machine.
    test.setTimeout(180_000);
    const robots = await httpGet(siteUrl(site.id, '/robots.txt'));
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const sitemapUrl = `https://${site.domain}/sitemap.xml`;
    expect(robots.body).toContain(`\nSitemap: ${sitemapUrl}\n`);

    // The sitemap, following an index if the domain's sitemap is split.
    const urls: Element[] = [];
    const pending = ['/sitemap.xml'];
    while (pending.length > 0) {
      const file = pending.shift()!;
      const answer = await httpGet(siteUrl(site.id, file));
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-type'], file).toMatch(/^application\/xml/);
      const document = parseXml(answer.body, `${site.id}${file}`);
      for (const loc of document.querySelectorAll('sitemapindex > sitemap > loc')) {
        const url = new URL(loc.textContent ?? '');
        expect(url.host).toBe(site.domain);
        pending.push(url.pathname);
      }
      urls.push(...document.getElementsByTagName('url'));
    }
    expect(urls.length).toBeGreaterThan(0);

    const heads = new Map<string, string[]>();
    const images = new Set<string>();
    const checked = await inBatches(urls, async (url) => {
      const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
      const target = new URL(loc);
      expect(target.protocol, loc).toBe('https:');
      expect(target.host, loc).toBe(site.domain);
      expect(isDisallowed(robots.body, target.pathname), `${loc} is blocked by robots.txt`).toBe(false);
      const page = await httpGet(siteUrl(site.id, target.pathname));
      expect(page.status, loc).toBe(200);
      const head = headOf(page.body);
      expect(head.canonical, loc).toEqual([loc]);
      expect(head.robots, loc).toEqual([]);
      expect(head.alternates, loc).toEqual(alternatesOf(url.getElementsByTagNameNS(xhtml, 'link')));
      expect(
        head.alternates.filter((a) => a.startsWith('x-default ')),
        loc,
      ).toHaveLength(1);
      expect(head.alternates.filter((a) => a.endsWith(` ${loc}`)).length, loc).toBeGreaterThanOrEqual(1);
      // Link previews: the same URL and language versions as the head's links, and an image.
      expect(head.ogUrl, loc).toEqual([loc]);
      expect(head.twitterCard, loc).toEqual(['summary_large_image']);
      const [self] = head.alternates.filter((a) => a.endsWith(` ${loc}`) && !a.startsWith('x-default '));
      const locale = self?.slice(0, self.indexOf(' ')) ?? '';
      expect(head.ogLocale, loc).toEqual([locale.replace('-', '_')]);
      expect(head.ogAlternates, loc).toEqual(
        head.alternates
          .map((a) => a.slice(0, a.indexOf(' ')))
          .filter((l) => l !== 'x-default' && l !== locale)
          .map((l) => l.replace('-', '_'))
          .sort(),
      );
      expect(head.ogImage, loc).toHaveLength(1);
      images.add(head.ogImage[0]!);
      // Structured data: valid against the schema.org types' properties (lib/structured-data-schemas.ts).
      for (const text of head.jsonLd) {
        const parsed = structuredDataSchema.safeParse(JSON.parse(text));
        expect(parsed.error?.issues ?? [], loc).toEqual([]);
      }
      if (target.pathname === '/') expect(head.jsonLd.join(), loc).toContain('"@type":"Organization"');
      return [loc, head.alternates] as const;
    });
    for (const [loc, alternates] of checked) heads.set(loc, alternates);
    // Every preview image is on the site's production host and served by the site.
    for (const image of images) {
      const url = new URL(image);
      expect(url.host, image).toBe(site.domain);
      const answer = await httpGet(siteUrl(site.id, url.pathname));
      expect(answer.status, image).toBe(200);
      expect(answer.headers['content-type'], image).toBe('image/jpeg');
    }
    // Reciprocal: every version a page names names the page back with the same set.
    for (const [loc, alternates] of heads) {
      for (const entry of alternates) {
        const href = entry.slice(entry.indexOf(' ') + 1);
        expect(heads.get(href), `${loc} → ${href}`).toEqual(alternates);
      }
    }

    // Pages kept out of search: noindex, in no sitemap, blocked by robots.txt.
    const unindexed = site.languages.flatMap((lang) => [
      ...planPages(site, lang)
        .filter((p) => !isIndexable(p.kind))
        .map((p) => p.path),
      `${lang.pathPrefix}/404`,
    ]);
    await inBatches([...new Set(unindexed)], async (path) => {
      const where = `${site.id} ${path}`;
      const page = await httpGet(siteUrl(site.id, path));
      expect([200, 404], where).toContain(page.status);
      expect(headOf(page.body).robots, where).toEqual(['noindex']);
      expect(heads.has(`https://${site.domain}${path}`), where).toBe(false);
      expect(isDisallowed(robots.body, path), where).toBe(true);
    });
  });
}

test('the support phone and e-mail on the German and UK sites: tel: and mailto: links in the page language', async () => {
  const cases = [
    { site: 'de', locale: 'de-DE', heading: 'Kundenservice' },
    { site: 'uk', locale: 'en-GB', heading: 'Customer service' },
  ];
  for (const { site: id, locale, heading } of cases) {
    const lang = getSite(id)!.languages.find((l) => l.locale === locale)!;
    const { customerSupportPhone, customerSupportPhoneDisplay, customerSupportMail } = lang.profile;
    for (const path of [lang.pathPrefix || '/', `${lang.pathPrefix}/this-page-does-not-exist`]) {
      const where = `${id} ${path}`;
      const { document } = await getPage(siteUrl(id, path));
      const contacts = [...document.querySelectorAll('address.support')];
      // The footer on every page; the not-found page shows it in its content too.
      expect(contacts.length, where).toBe(path === (lang.pathPrefix || '/') ? 1 : 2);
      for (const contact of contacts) {
        expect(contact.querySelector('h2')?.textContent, where).toBe(heading);
        const tel = contact.querySelector('a[href^="tel:"]');
        expect(tel?.getAttribute('href'), where).toMatch(/^tel:\+\d{6,15}$/);
        expect(tel?.getAttribute('href'), where).toBe(`tel:${customerSupportPhone}`);
        expect(tel?.textContent, where).toBe(customerSupportPhoneDisplay);
        expect(contact.querySelector('a[href^="mailto:"]')?.getAttribute('href'), where).toBe(
          `mailto:${customerSupportMail}`,
        );
      }
    }
  }
});
