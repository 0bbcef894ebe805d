// Which pages carry the campaign billboard (issue 17) and what it renders on the server: the main brand's
// subscription page its market's car billboard, a truck page the van/truck billboard, every other page
// (the Land Rover site's included) none; the picture's sources, sizes and the texts' language.

import { getMarket } from '@rental/markets';
import { billboardOf } from '@rental/markets/billboards';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageModel } from '../lib/page-model.ts';
import { loadSitePages } from '../lib/site-pages.ts';
import { BillboardBand } from './billboard.tsx';

const pages = await loadSitePages();
const model = (siteId: string, path: string) => {
  const entry = pages.find((p) => p.site.id === siteId && p.page.path === path);
  if (!entry) throw new Error(`no page ${siteId} ${path}`);
  return pageModel(entry, pages);
};

describe('billboard', () => {
  it('is on the subscription and truck pages only, with the data the API answers', () => {
    expect(model('de', '/subscription').billboard).toEqual(billboardOf(getMarket('DE')!, false));
    expect(model('uk', '/van').billboard).toEqual(billboardOf(getMarket('GB')!, true));
    expect(model('de', '/transporter-mieten').billboard?.images.desktop.src).toBe(
      '/cms/marketing/billboard-de-trucks-1600x640.jpg',
    );
    expect(model('de', '/').billboard).toBeUndefined();
    expect(model('de', '/flotte').billboard).toBeUndefined();
    for (const page of pages.filter((p) => p.site.id === 'jlr-de'))
      expect(pageModel(page, pages).billboard, page.page.path).toBeUndefined();
  });

  it('renders the wide image from md up and the narrow one below, sized, with the texts in their language', () => {
    const html = renderToStaticMarkup(
      <BillboardBand
        billboard={billboardOf(getMarket('PL')!, false)!}
        label="Aktualna oferta"
        locale="pl-PL"
      />,
    );
    expect(html).toContain('<section class="billboard" aria-label="Aktualna oferta">');
    expect([...html.matchAll(/<source ([^>]*)>/g)].map((m) => m[1])).toEqual([
      'media="(min-width: 780px)" type="image/avif" srcSet="/cms/marketing/billboard-pl-cars-1600x640.avif" width="1600" height="640"/',
      'media="(min-width: 780px)" type="image/webp" srcSet="/cms/marketing/billboard-pl-cars-1600x640.webp" width="1600" height="640"/',
      'media="(min-width: 780px)" srcSet="/cms/marketing/billboard-pl-cars-1600x640.jpg" width="1600" height="640"/',
      'type="image/avif" srcSet="/cms/marketing/billboard-pl-cars-375x400.avif" width="375" height="400"/',
      'type="image/webp" srcSet="/cms/marketing/billboard-pl-cars-375x400.webp" width="375" height="400"/',
    ]);
    expect(html).toMatch(
      /<img class="billboard__image" src="\/cms\/marketing\/billboard-pl-cars-375x400.jpg" width="375" height="400" alt=""/,
    );
    // No Polish billboard texts yet: the English ones say so.
    expect(html).toContain('<div class="billboard__text" lang="en">');
  });
});
