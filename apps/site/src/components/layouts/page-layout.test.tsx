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
  it.each([undefined, '', 'landing', 'Ibe'])('layout %j renders the empty layout: content only', (layout) => {
    const html = render(layout);
    expect(html).toMatch(/^<div class="layout layout--empty" data-layout="empty"><main id="main"/);
    expect(html).not.toMatch(/<header|<footer|data-app=|<nav/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it.each([
    ['ibe', ['menu', 'login', 'bookingEngine']],
    ['funnel', ['funnel']],
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

  it('renders every content page of one site language without error', () => {
    for (const entry of pages.filter((p) => p.site.id === 'be')) {
      const html = renderToStaticMarkup(<PageLayout model={pageModel(entry, pages)} />);
      expect(html, entry.page.file).toContain('id="main"');
    }
  });
});
