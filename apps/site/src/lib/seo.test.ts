import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getSite, sites } from '@rental/markets';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroImage, heroScenes } from './cms-images.ts';
import {
  absoluteUrl,
  disallowedPaths,
  isDisallowed,
  robotsTxt,
  type SeoIndex,
  seoIndex,
  shellPageSeo,
  sitemapFiles,
  socialImageSize,
} from './seo.ts';
import { loadSitePages, type SitePage } from './site-pages.ts';

let pages: SitePage[];
let index: SeoIndex;

beforeAll(async () => {
  pages = await loadSitePages();
  index = seoIndex(pages);
}, 60_000);

const parseXml = (xml: string) => {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
};

describe('page head facts', { timeout: 60_000 }, () => {
  it('every content page has a canonical URL: itself on its production domain', () => {
    for (const entry of pages) {
      expect(index.of(entry).canonical).toBe(`https://${entry.site.domain}${entry.page.path}`);
    }
  });

  it('the account, the ride history, the funnel, the pay and the check-in pages are noindex without alternates; other pages are indexable', () => {
    const de = pages.filter((e) => e.site.id === 'de' && e.lang.locale === 'de-DE');
    const noindex = de.filter((e) => index.of(e).noindex).map((e) => e.page.id);
    expect(noindex.sort()).toEqual([
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
    for (const entry of de.filter((e) => index.of(e).noindex)) expect(index.of(entry).alternates).toEqual([]);
  });

  it('hreflang sets are reciprocal, include the page itself and an x-default in the default language', () => {
    const byUrl = new Map(pages.map((p) => [absoluteUrl(p.site, p.page.path), p]));
    for (const entry of pages) {
      const seo = index.of(entry);
      if (seo.noindex) continue;
      const where = `${entry.site.id} ${entry.page.path}`;
      expect(
        seo.alternates.map((a) => a.href),
        where,
      ).toContain(seo.canonical);
      const xDefault = seo.alternates.filter((a) => a.hreflang === 'x-default');
      expect(xDefault, where).toHaveLength(1);
      const others = seo.alternates.filter((a) => a.hreflang !== 'x-default');
      expect(new Set(others.map((a) => a.hreflang)).size, where).toBe(others.length);
      for (const alternate of others) {
        const target = byUrl.get(alternate.href);
        expect(target, `${where} → ${alternate.href}`).toBeDefined();
        expect(target?.lang.locale).toBe(alternate.hreflang);
        expect(index.of(target!).alternates).toEqual(seo.alternates);
      }
    }
  });

  it('the German fleet page names its English version and the German one as x-default', () => {
    const fleet = pages.find(
      (e) => e.site.id === 'de' && e.lang.locale === 'de-DE' && e.page.id === 'fleet',
    )!;
    const en = pages.find((e) => e.site.id === 'de' && e.lang.locale === 'en-DE' && e.page.id === 'fleet')!;
    expect(index.of(fleet).alternates).toEqual([
      { hreflang: 'de-DE', href: `https://www.kestrelrent.de${fleet.page.path}` },
      { hreflang: 'en-DE', href: `https://www.kestrelrent.de${en.page.path}` },
      { hreflang: 'x-default', href: `https://www.kestrelrent.de${fleet.page.path}` },
    ]);
  });
});

describe('link previews (Open Graph, Twitter card)', { timeout: 60_000 }, () => {
  it("name the page's canonical URL, language and other language versions, and an image the site serves", () => {
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
    for (const entry of pages) {
      const seo = index.of(entry);
      const card = seo.social;
      const where = `${entry.site.id} ${entry.page.path}`;
      expect(card.url, where).toBe(seo.canonical);
      expect(card.title, where).toBe(entry.page.title);
      expect(card.locale, where).toBe(entry.lang.locale.replace('-', '_'));
      const others = seo.alternates
        .filter((a) => a.hreflang !== 'x-default' && a.hreflang !== entry.lang.locale)
        .map((a) => a.hreflang.replace('-', '_'));
      expect(card.alternateLocales, where).toEqual(others);
      expect(card.image.url.startsWith(`https://${entry.site.domain}/cms/hero/`), where).toBe(true);
      expect(existsSync(path.join(publicDir, new URL(card.image.url).pathname)), card.image.url).toBe(true);
    }
  });

  it("the German fleet page's card: German with the English version as alternate, the rental scene", () => {
    const fleet = pages.find(
      (e) => e.site.id === 'de' && e.lang.locale === 'de-DE' && e.page.id === 'fleet',
    )!;
    expect(index.of(fleet).social).toEqual({
      title: fleet.page.title,
      description: fleet.page.description,
      url: `https://www.kestrelrent.de${fleet.page.path}`,
      siteName: 'Kestrel',
      locale: 'de_DE',
      alternateLocales: ['en_DE'],
      image: {
        url: 'https://www.kestrelrent.de/cms/hero/rental-1280.jpg',
        width: 1280,
        height: 534,
      },
    });
  });

  it("the declared image size is the JPEG files' own size", async () => {
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
    for (const scene of heroScenes) {
      const { width, height } = await sharp(path.join(publicDir, heroImage(scene).fallback)).metadata();
      expect({ width, height }, scene).toEqual(socialImageSize);
    }
  });

  it('the not-found page has a card without URL, in its language, with the not-found scene', () => {
    const be = getSite('be')!;
    const lang = be.languages.find((l) => l.locale === 'fr-BE')!;
    const seo = shellPageSeo(be, lang, 'Page introuvable | Kestrel');
    expect(seo).toMatchObject({ canonical: undefined, noindex: true, alternates: [] });
    expect(seo.social).toMatchObject({ url: undefined, locale: 'fr_BE', alternateLocales: [] });
    expect(seo.social.image.url).toBe(`https://${be.domain}/cms/hero/not-found-1280.jpg`);
  });
});

describe('sitemaps', { timeout: 60_000 }, () => {
  // Parsing XML with jsdom is slow: a site with two languages and the one with nine (the e2e suite reads every site).
  it('each domain has one sitemap.xml of every indexable page with its alternates, and no noindex page', () => {
    for (const site of ['de', 'com'].map((id) => getSite(id)!)) {
      const files = sitemapFiles(site, index);
      expect(
        files.map((f) => f.name),
        site.id,
      ).toEqual(['sitemap.xml']);
      const document = parseXml(files[0]!.xml);
      const locs = [...document.getElementsByTagName('loc')].map((l) => l.textContent);
      const own = pages.filter((e) => e.site.id === site.id);
      const expected = own.filter((e) => !index.of(e).noindex).map((e) => index.of(e).canonical);
      expect(locs.sort(), site.id).toEqual(expected.sort());
      for (const entry of own.filter((e) => index.of(e).noindex)) {
        expect(locs, site.id).not.toContain(index.of(entry).canonical);
      }
      const urls = [...document.getElementsByTagName('url')];
      for (const url of urls) {
        const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
        expect(
          links.some((l) => l.getAttribute('hreflang') === 'x-default'),
          site.id,
        ).toBe(true);
      }
    }
  });

  it('beyond the protocol limits a domain gets a sitemap index of numbered sitemaps with every URL once', () => {
    const site = getSite('de')!;
    const whole = sitemapFiles(site, index);
    const all = [...parseXml(whole[0]!.xml).getElementsByTagName('loc')].map((l) => l.textContent);
    const split = sitemapFiles(site, index, { urls: 10, bytes: 52_428_800 });
    expect(split.length).toBe(1 + Math.ceil(all.length / 10));
    const root = parseXml(split[0]!.xml);
    expect(root.documentElement.localName).toBe('sitemapindex');
    expect([...root.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual(
      split.slice(1).map((f) => `https://www.kestrelrent.de/${f.name}`),
    );
    const parts = split
      .slice(1)
      .flatMap((f) => [...parseXml(f.xml).getElementsByTagName('loc')].map((l) => l.textContent));
    expect(parts).toEqual(all);
    const bySize = sitemapFiles(site, index, { urls: 50_000, bytes: 4_000 });
    for (const file of bySize) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(4_000);
    expect(bySize.length).toBeGreaterThan(2);
  });
});

// The whole content of every site: seconds on a busy two-core machine.
describe('robots.txt', { timeout: 60_000 }, () => {
  it('names the sitemap and blocks the noindex pages, the funnel steps and the error pages, never a sitemap URL', () => {
    for (const site of sites) {
      const robots = robotsTxt(site, pages);
      expect(robots, site.id).toContain(`Sitemap: https://${site.domain}/sitemap.xml\n`);
      const own = pages.filter((e) => e.site.id === site.id);
      for (const entry of own) {
        expect(isDisallowed(robots, entry.page.path), `${site.id} ${entry.page.path}`).toBe(
          index.of(entry).noindex,
        );
      }
      for (const lang of site.languages) {
        expect(isDisallowed(robots, `${lang.pathPrefix}/404`)).toBe(true);
        expect(isDisallowed(robots, `${lang.profile.legacyServicesBasePath}/step-2`)).toBe(true);
        expect(isDisallowed(robots, `${lang.profile.servicesBasePath}/offer-list`)).toBe(true);
      }
      expect(isDisallowed(robots, '/sw-offline.html')).toBe(true);
    }
  });

  it('writes each path exactly and with everything below it', () => {
    const de = getSite('de')!;
    expect(disallowedPaths(de, pages)).toContain('/funnel');
    const robots = robotsTxt(de, pages);
    expect(robots).toContain('Disallow: /funnel$\nDisallow: /funnel/\n');
    expect(disallowedPaths(de, pages)).not.toContain('/services/checkout');
    expect(isDisallowed(robots, '/funnel-news')).toBe(false);
  });
});
