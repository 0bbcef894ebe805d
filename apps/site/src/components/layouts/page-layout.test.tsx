// The layouts rendered on the server from a real content page: unknown layout values give the empty
// layout (spec §2), and every known layout places its containers with the shared ids.
import { containers } from '@rental/remote-apps';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageModel } from '../../lib/page-model.ts';
import { loadSitePages, type SitePage } from '../../lib/site-pages.ts';
import { PageLayout } from './page-layout.tsx';

const pages = await loadSitePages();
const home = pages.find((p) => p.site.id === 'de' && p.page.path === '/')!;

function render(layout: string | undefined): string {
  const entry: SitePage = { ...home, page: { ...home.page, context: { ...home.page.context, layout } } };
  return renderToStaticMarkup(
    <PageLayout model={pageModel(entry, pages)} menu={<span id="menu-island" />} />,
  );
}

/** Ids of the elements persisted across navigations (the named containers). */
const containerIds = (html: string) =>
  [...html.matchAll(/<div id="([^"]+)"[^>]*data-astro-transition-persist=/g)].map((m) => m[1]);

describe('PageLayout', () => {
  it.each([undefined, '', 'landing', 'Ibe'])(
    'layout %j renders the empty layout: content and the legal footer only',
    (layout) => {
      const html = render(layout);
      expect(html).toMatch(/^<div class="layout layout--empty" data-layout="empty"><main id="main"/);
      expect(html).not.toMatch(/<header|data-app=|site-footer/);
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).toContain('<footer class="legal-footer">');
    },
  );

  // issue 23: the imprint and cookie settings are reachable from every page; the layouts the spec gives
  // no footer keep their shape with a compact legal footer.
  it.each([
    ['ibe', 'site-footer'],
    ['funnel', 'site-footer'],
    ['default', 'site-footer'],
    ['ride', 'site-footer'],
    ['zen', 'zen-footer'],
    ['standalone', 'legal-footer'],
    ['navigation', 'legal-footer'],
    ['navigationWithoutLayout', 'legal-footer'],
    ['promotion', 'legal-footer'],
  ] as const)('%s has the %s', (layout, footer) => {
    const html = render(layout);
    expect(html.match(/<footer class="([\w-]+)"/g)).toEqual([`<footer class="${footer}"`]);
    expect(html).toContain('data-consent-settings=""');
    expect(html).toContain('href="/imprint"');
  });

  it('the legal footer takes the CMS titles of imprint, privacy and terms', () => {
    const html = render('navigation');
    const legal = html.slice(html.indexOf('<footer class="legal-footer">'));
    expect([...legal.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/imprint', 'Impressum'],
      ['/privacy-policy', 'Datenschutz'],
      ['/terms-and-conditions', 'AGB'],
    ]);
  });

  it.each([
    ['ibe', ['menu', 'login', 'bookingEngine']],
    ['funnel', ['menu', 'login', 'funnel']],
    ['zen', ['funnel']],
    ['standalone', ['menu', 'login', 'bookingEngine']],
    ['navigation', ['menu', 'login']],
    ['navigationWithoutLayout', ['menu']],
    ['default', ['menu', 'login']],
    ['ride', ['menu', 'rideBooking', 'rideHome', 'customerSettings']],
  ] as const)('%s places exactly its containers', (layout, names) => {
    const html = render(layout);
    expect(containerIds(html).sort()).toEqual(names.map((n) => containers[n].id).sort());
    expect(html.includes('id="menu-island"')).toBe(names.includes('menu' as never));
  });

  it('shows the news banner only on the ibe layout of a page with the banner flag', () => {
    expect(home.page.context.banner_display).toBe(true);
    expect(render('ibe')).toContain(
      `<section id="news-banner" class="news-banner" aria-label="Neuigkeiten"><a class="news-banner__link" href="${home.page.context.banner_url}">`,
    );
    expect(render('navigation')).not.toContain('news-banner');
  });

  // issue 23: a rental search form only where renting is sold.
  it.each([
    ['de', '/', 'bookingEngine'],
    ['de', '/subscription', 'subscription'],
    ['de', '/share', 'share'],
    ['de', '/plus', 'plus'],
    ['uk', '/share', 'share'],
    ['jlr-de', '/', 'subscription'],
  ] as const)('%s %s: the booking-engine slot holds %s', (siteId, path, expected) => {
    const entry = pages.find((p) => p.site.id === siteId && p.page.path === path)!;
    for (const layout of ['ibe', 'standalone'] as const) {
      const page = { ...entry, page: { ...entry.page, context: { ...entry.page.context, layout } } };
      const html = renderToStaticMarkup(<PageLayout model={pageModel(page, pages)} />);
      if (expected === 'bookingEngine') {
        expect(html).toContain(`id="${containers.bookingEngine.id}"`);
        expect(html).not.toContain('data-entry-point');
      } else {
        expect(html, `${siteId} ${path} ${layout}`).not.toContain(`id="${containers.bookingEngine.id}"`);
        expect(html).toContain(`data-entry-point="${expected}"`);
      }
    }
  });

  it('the ride layout shows no entry point: its ride-booking app is the way in (spec §2)', () => {
    const ride = pages.find((p) => p.site.id === 'de' && p.page.path === '/ride')!;
    expect(ride.page.context.layout).toBe('ride');
    const html = renderToStaticMarkup(<PageLayout model={pageModel(ride, pages)} />);
    expect(html).toContain(`id="${containers.rideBooking.id}"`);
    expect(html).not.toContain('data-entry-point');
  });

  // issue 18 §6: the ride app-download banner with the first-trip voucher in the market's currency.
  it.each([
    ['de', '/ride', 'de-DE', '15 € Rabatt auf Ihre erste Fahrt mit dem Code'],
    ['com', '/ride', 'en-US', '$15 off your first ride with the code'],
    ['uk', '/ride', 'en-GB', '£15 off your first ride with the code'],
  ])('the %s ride page offers the app with its first-trip voucher', (site, path, locale, text) => {
    const ride = pages.find((p) => p.site.id === site && p.page.path === path && p.lang.locale === locale)!;
    const html = renderToStaticMarkup(<PageLayout model={pageModel(ride, pages)} />);
    const banner = /<aside id="ride-app-banner"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(banner.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ')).toContain(`${text} FIRSTRIDE`);
    expect(banner).toContain('platform=ios');
    expect(banner).toMatch(
      /<button type="button" class="ride-banner__close" data-ride-banner-close="true" aria-label="[^"]+"/,
    );
    // The check that keeps a closed banner closed runs right after it, before the first paint.
    expect(html).toContain('</aside><script>(function(){try{if(localStorage.getItem(');
  });

  it('plus never promises rentals the search refuses: long-term from 28 days, rentals up to 27', () => {
    const plus = pages.find((p) => p.site.id === 'de' && p.page.path === '/plus')!;
    const html = renderToStaticMarkup(<PageLayout model={pageModel(plus, pages)} />);
    expect(html).toContain('Langzeitmiete ab 28 Tagen');
    expect(html).toContain('Bis zu 27 Tage? Mietwagen buchen');
  });

  // issue 20: the business sign-up page's path is translated (/geschaeftskunden-registrierung, /registro-empresas),
  // so its form is found by the page id. Every site language but the Land Rover host's has the page; a
  // page model costs about 0.35 s per site language, so the paths of six of them, in their shapes.
  const signUps = pages.filter((p) => p.page.id === 'business-sign-up');
  it('every site language but the Land Rover host has a business sign-up page', () => {
    expect(signUps.length).toBe(56);
  });
  it.each([
    ['de', 'de-DE', '/geschaeftskunden-registrierung'],
    ['uk', 'en-GB', '/business-sign-up'],
    ['com', 'es-MX', '/es-mx/registro-empresas'],
    ['be', 'fr-BE', '/fr-be/inscription-entreprise'],
    ['sa', 'ar-SA', '/ar/business-sign-up'],
    ['dk', 'da-DK', '/erhverv-tilmelding'],
  ])(
    'the business sign-up page of %s %s (%s) places the account app’s sign-up view after its text',
    (site, locale, path) => {
      const entry = signUps.find((p) => p.site.id === site && p.lang.locale === locale)!;
      expect(entry.page.path).toBe(path);
      const { id, app, view } = containers.businessSignUp;
      const html = renderToStaticMarkup(<PageLayout model={pageModel(entry, pages)} />);
      expect(html).toContain(
        `<div id="${id}" class="app-container app-container--businessSignUp" data-app="${app}" data-app-view="${view}"`,
      );
      expect(html.indexOf(`id="${id}"`)).toBeGreaterThan(html.indexOf('class="prose"'));
    },
  );

  // issue 21: the pay and card-renewal pages (zen layout, under each language's prefix) hold the pay app's
  // views after their text, and no booking funnel.
  it.each([
    ['de', 'de-DE', 'pay', '/pay', 'payLink'],
    ['be', 'fr-BE', 'payment-renewal', '/fr-be/pay/renewal', 'payRenewal'],
    ['sa', 'ar-SA', 'pay', '/ar/pay', 'payLink'],
  ] as const)(
    'the %s %s page %s (%s) places the pay app’s %s view and no funnel',
    (site, locale, id, path, name) => {
      const entry = pages.find((p) => p.site.id === site && p.lang.locale === locale && p.page.id === id)!;
      expect(entry.page.path).toBe(path);
      const html = renderToStaticMarkup(<PageLayout model={pageModel(entry, pages)} />);
      const { id: containerId, app, view } = containers[name];
      expect(html).toContain(
        `<div id="${containerId}" class="app-container app-container--${name}" data-app="${app}" data-app-view="${view}"`,
      );
      expect(html.indexOf(`id="${containerId}"`)).toBeGreaterThan(html.indexOf('class="prose"'));
      expect(html).toContain('data-layout="zen"');
      expect(html).not.toContain(`id="${containers.funnel.id}"`);
    },
  );

  // issue 22: the check-in and return pages (zen layout, under each language's prefix) hold the check-in app's
  // views after their text, and no booking funnel.
  it.each([
    ['de', 'de-DE', 'check-in', '/check-in', 'checkIn'],
    ['be', 'fr-BE', 'check-out', '/fr-be/check-out', 'checkOut'],
    ['sa', 'ar-SA', 'check-in', '/ar/check-in', 'checkIn'],
  ] as const)(
    'the %s %s page %s (%s) places the check-in app’s %s view and no funnel',
    (site, locale, id, path, name) => {
      const entry = pages.find((p) => p.site.id === site && p.lang.locale === locale && p.page.id === id)!;
      expect(entry.page.path).toBe(path);
      const html = renderToStaticMarkup(<PageLayout model={pageModel(entry, pages)} />);
      const { id: containerId, app, view } = containers[name];
      expect(html).toContain(
        `<div id="${containerId}" class="app-container app-container--${name}" data-app="${app}" data-app-view="${view}"`,
      );
      expect(html.indexOf(`id="${containerId}"`)).toBeGreaterThan(html.indexOf('class="prose"'));
      expect(html).toContain('data-layout="zen"');
      expect(html).not.toContain(`id="${containers.funnel.id}"`);
    },
  );

  it('renders every content page of one site language without error', () => {
    for (const entry of pages.filter((p) => p.site.id === 'be')) {
      const html = renderToStaticMarkup(<PageLayout model={pageModel(entry, pages)} />);
      expect(html, entry.page.file).toContain('id="main"');
    }
  });
});
