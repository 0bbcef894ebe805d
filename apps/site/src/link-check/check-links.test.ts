// The link checker over a small build: what it reads, what it follows, what it reports and how.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSite } from '@rental/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrokenTarget, checkLinks, formatReport, type LinkReport, publicPathOf } from './check-links.ts';

const root = mkdtempSync(path.join(tmpdir(), 'link-check-'));
const app = mkdtempSync(path.join(tmpdir(), 'link-check-app-'));
const write = (base: string, file: string, body: string) => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), body);
};
const page = (body: string, head = '') =>
  `<!doctype html><html lang="de-DE"><head><link rel="stylesheet" href="/_astro/site.css">${head}</head><body><a href="#main">Skip</a><main id="main">${body}</main></body></html>`;

const context = {
  market: { links: { faq: '/faq', helpCenter: '/help-center', rideHistory: '/ride/app/de/rides' } },
  apiBaseUrl: '/api',
};
write(
  root,
  'de/index.html',
  page(
    [
      '<a href="/flotte">Flotte</a>',
      '<a href="/flotte/">Flotte mit Schrägstrich</a>',
      '<a href="/gibt-es-nicht">kaputt</a>',
      '<a href="/flotte#kategorien">Kategorien</a>',
      '<a href="/flotte#fehlt">fehlender Anker</a>',
      '<a href="#nirgends">kaputter Anker hier</a>',
      '<a href="/account#/bookings">Buchungen</a>',
      '<a href="https://www.kestrelrent.de/flotte">absolut, eigene Domain</a>',
      '<a href="https://www.kestrelrent.be/nichts">andere Seite</a>',
      '<a href="https://example.com/x">extern</a>',
      '<a href="mailto:a@b.example">Mail</a><a href="tel:+49">Tel</a><a href="kestrel://offers">App</a>',
      '<img src="/cms/marketing/hero.jpg" srcset="/cms/marketing/hero.jpg 1x, /cms/marketing/hero-2x.jpg 2x" alt="">',
      '<div style="background-image: url(&quot;/cms/marketing/fehlt.jpg&quot;)"></div>',
      '<a href="/autovermietung">Filialen</a>',
      '<script type="module" src="/webapp/booking/remoteEntry.js"></script>',
      '<script>const x = "<a href=\\"/in-script\\">";</script>',
      '<!-- <a href="/im-kommentar">x</a> -->',
      `<script type="application/json" id="app-context">${JSON.stringify(context)}</script>`,
      '<a href="/api/v1/locations">API</a>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","@id":"https://www.kestrelrent.de/#organization","url":"https://www.kestrelrent.de/"}</script>',
    ].join(''),
    '<link rel="manifest" href="/manifest.webmanifest"><meta property="og:image" content="https://www.kestrelrent.de/cms/marketing/og.jpg">',
  ),
);
write(
  root,
  'de/flotte/index.html',
  page(
    '<h2 id="kategorien">Kategorien</h2><a href="/">Start</a><a href="/gibt-es-nicht">kaputt</a>' +
      '<script type="application/ld+json">{"@type":"AutoRental","@id":"https://www.kestrelrent.de/fehlt-auch#branch","parentOrganization":{"@id":"https://www.kestrelrent.de/#organization"}}</script>',
  ),
);
write(root, 'de/faq/index.html', page('FAQ'));
write(root, 'de/help-center/index.html', page('Hilfe'));
write(root, 'de/404/index.html', page('<a href="/autovermietung">Filialen</a>'));
write(
  root,
  'de/manifest.webmanifest',
  JSON.stringify({ start_url: '/', icons: [{ src: '/favicon.svg' }, { src: '/icon-fehlt.png' }] }),
);
write(root, '_astro/site.css', '@font-face{src:url(/_astro/inter.woff2)}.a{background:url(./fehlt.png)}');
write(root, '_astro/inter.woff2', 'font');
write(root, 'favicon.svg', '<svg/>');
write(root, 'cms/marketing/hero.jpg', 'jpg');
write(root, 'cms/marketing/hero-2x.jpg', 'jpg');
write(app, 'remoteEntry.js', 'export {}');

const de = getSite('de');
const be = getSite('be');
if (!de || !be) throw new Error('no site de or be');
let report: LinkReport;
const broken = (target: string, site = 'de'): BrokenTarget | undefined =>
  report.broken.find((b) => b.target === target && b.siteId === site);

beforeAll(async () => {
  report = await checkLinks({ siteRoot: root, webapps: { booking: app }, sites: [de, be] });
});

describe('checkLinks', () => {
  it('reads every page, the manifest and each style sheet once', () => {
    expect(report.files).toEqual({ html: 5, manifests: 1, css: 1 });
  });

  it('accepts pages, folders, shared files, micro-frontends and followed trailing-slash redirects', () => {
    const targets = report.broken.map((b) => b.target);
    for (const fine of [
      '/flotte',
      '/',
      '/favicon.svg',
      '/cms/marketing/hero.jpg',
      '/webapp/booking/remoteEntry.js',
      '/_astro/inter.woff2',
      '/faq',
      '/help-center',
    ]) {
      expect(targets, fine).not.toContain(fine);
    }
    expect(report.redirects).toBe(1);
  });

  it('reports a missing page once per target, with every page and how it links', () => {
    expect(broken('/gibt-es-nicht')).toMatchObject({
      status: 404,
      stationFinder: false,
      sources: [
        { siteId: 'de', page: '/', via: '<a href>' },
        { siteId: 'de', page: '/flotte', via: '<a href>' },
      ].sort((a, b) => a.page.localeCompare(b.page)),
    });
    expect(
      broken('/gibt-es-nicht')
        ?.sources.map((s) => s.page)
        .sort(),
    ).toEqual(['/', '/flotte']);
  });

  it('checks element ids of fragments, here and on other pages, but not app hash routes', () => {
    expect(broken('/flotte#fehlt')?.reason).toBe('no element with this id');
    expect(broken('/#nirgends')?.reason).toBe('no element with this id');
    expect(broken('/flotte#kategorien')).toBeUndefined();
    expect(broken('/#main')).toBeUndefined();
    expect(report.broken.some((b) => b.target.startsWith('/account'))).toBe(true);
    expect(report.broken.some((b) => b.target.includes('#/bookings'))).toBe(false);
  });

  it('reads srcset, inline styles, the manifest, style sheets and meta images', () => {
    expect(broken('/cms/marketing/fehlt.jpg')?.sources[0]?.via).toBe('<div style> url()');
    expect(broken('/icon-fehlt.png')?.sources[0]).toMatchObject({
      page: '/manifest.webmanifest',
      via: 'manifest icons[1].src',
    });
    expect(broken('/_astro/fehlt.png')?.sources[0]).toMatchObject({
      page: '/_astro/site.css',
      via: 'css url()',
    });
    expect(broken('/cms/marketing/og.jpg')?.sources[0]?.via).toBe('<meta og:image>');
  });

  it('reads the market links of the app context and of every market profile', () => {
    expect(broken('/ride/app/de/rides')?.sources.map((s) => s.via)).toContain(
      'app-context market.links.rideHistory',
    );
    const cards = broken('/kestrel-cards');
    expect(cards?.sources).toContainEqual({
      siteId: 'de',
      page: '(market profile de-DE)',
      via: 'links.loyaltyCards',
    });
    expect(broken('/en/kestrel-cards')?.sources[0]?.page).toBe('(market profile en-DE)');
  });

  it('resolves absolute links to any market site by its domain, and skips other origins and schemes', () => {
    expect(broken('/nichts', 'be')?.sources[0]).toMatchObject({ siteId: 'de', page: '/' });
    expect(report.skipped.external).toBeGreaterThanOrEqual(1);
    expect(report.skipped.otherScheme).toBe(3);
    expect(report.skipped.server).toBe(2);
  });

  it('checks the document of a JSON-LD @id, not its fragment: it names a graph node, not an element', () => {
    expect(report.broken.some((b) => b.target.includes('#organization'))).toBe(false);
    expect(broken('/fehlt-auch')?.sources).toEqual([
      { siteId: 'de', page: '/flotte', via: 'application/ld+json @id' },
    ]);
  });

  it('ignores markup inside scripts and comments', () => {
    expect(broken('/in-script')).toBeUndefined();
    expect(broken('/im-kommentar')).toBeUndefined();
  });

  it('marks station-finder targets and lists them last', () => {
    const finder = broken('/autovermietung');
    expect(finder?.stationFinder).toBe(true);
    expect(finder?.sources.map((s) => s.page).sort()).toEqual(['(market profile de-DE)', '/', '/404']);
    expect(report.broken.at(-1)?.stationFinder).toBe(true);
    expect(report.broken.findIndex((b) => b.stationFinder)).toBeGreaterThan(0);
  });

  it('prints every broken target with its pages, grouped by how they link', () => {
    const text = formatReport(report);
    expect(text).toMatch(/^Link check: 5 HTML pages, 1 manifests, 1 style sheets;/);
    expect(text).toContain('\nde /gibt-es-nicht  404 no page or file\n  <a href> on 2 pages: /, /flotte\n');
    expect(text).toMatch(/\nStation finder: \d+ targets on \d+ pages\./);
    expect(formatReport({ ...report, broken: [] })).toMatch(/\n0 broken links\.$/);
  });

  it('names the public path of a built file', () => {
    expect(publicPathOf('de/index.html')).toBe('/');
    expect(publicPathOf('de/flotte/index.html')).toBe('/flotte');
    expect(publicPathOf('be/fr-be/404/index.html')).toBe('/fr-be/404');
    expect(publicPathOf('de/sw-offline.html')).toBe('/sw-offline.html');
  });
});
