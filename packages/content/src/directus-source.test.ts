// The Directus source against recorded REST answers: pages assemble like the file source's, and invalid
// items fail naming the collection, the item and the field (the live comparison is apps/cms's test).
import { describe, expect, it } from 'vitest';
import { createDirectusSource } from './directus-source.ts';
import type { ContentSite } from './source.ts';

const sites: ContentSite[] = [
  { id: 'de', domain: 'www.kestrelrent.de', languages: [{ locale: 'de-DE', pathPrefix: '' }] },
];

const navigation = {
  id: 3,
  site: 'de',
  locale: 'de-DE',
  sort: 0,
  navigation_text: 'Menü',
  product_line_tab: [],
  nav_list: [
    {
      id: 12,
      navigation: 3,
      sort: 0,
      type: 'link',
      title: 'Flotte',
      url: '/flotte',
      target: null,
      mysixt: false,
      gap_after: false,
    },
  ],
};
const footer = {
  id: 4,
  site: 'de',
  locale: 'de-DE',
  sort: 0,
  footer_text: '© Kestrel',
  is_manage_cookie_enabled: true,
  links: [{ id: 21, footer: 4, sort: 0, url: '/impressum', title: 'Impressum', target: '0' }],
};
const page = {
  id: 7,
  site: 'de',
  locale: 'de-DE',
  page_id: 'home',
  status: 'published',
  path: '/',
  template: 'home',
  layout: 'ibe',
  title: 'Autovermietung',
  description: 'Autos mieten.',
  product_line: null,
  body_lang: null,
  banner_display: false,
  banner_text: null,
  banner_url: null,
  airportPromotion: null,
  body: '# Willkommen\n\nMieten Sie ein Auto.',
};

/** A fetch answering /items/{collection} with the given rows, keeping the URLs asked for. */
function directus(rows: Record<string, object[]>, asked: URL[] = []): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    asked.push(url);
    const collection = url.pathname.replace('/items/', '');
    return Response.json({ data: rows[collection] ?? [] });
  };
}

const source = (rows: Record<string, object[]>) =>
  createDirectusSource({ url: 'http://cms.test', token: 't', sites, fetch: directus(rows) });

describe('createDirectusSource', () => {
  it('assembles the page context from the site, the language, the chrome and the page item', async () => {
    const cms = source({ navigations: [navigation], footers: [footer], pages: [page] });
    expect(await cms.listLocales()).toEqual([{ siteId: 'de', locale: 'de-DE' }]);
    expect(await cms.listPageIds('de', 'de-DE')).toEqual(['home']);
    const home = await cms.loadPage('de', 'de-DE', 'home');
    expect(home).toMatchObject({ id: 'home', path: '/', file: 'directus:pages/7', title: 'Autovermietung' });
    expect(home.context).toEqual({
      domain: 'www.kestrelrent.de',
      language_code: 'de-DE',
      layout: 'ibe',
      navigation: [
        {
          navigation_text: 'Menü',
          product_line_tab: [],
          nav_list: [{ type: 'link', title: 'Flotte', url: '/flotte', mysixt: false, gap_after: false }],
        },
      ],
      footer: [
        {
          footer_text: '© Kestrel',
          is_manage_cookie_enabled: true,
          links: [{ url: '/impressum', title: 'Impressum', target: '0' }],
        },
      ],
      banner_display: false,
    });
  });

  it('asks for published pages only, and for drafts too when previewing', async () => {
    for (const [drafts, statuses] of [
      [false, ['published']],
      [true, ['published', 'draft']],
    ] as const) {
      const asked: URL[] = [];
      const rows = { navigations: [navigation], footers: [footer], pages: [page] };
      const cms = createDirectusSource({
        url: 'http://cms.test',
        token: 't',
        sites,
        drafts,
        fetch: directus(rows, asked),
      });
      await cms.listPageIds('de', 'de-DE');
      const pagesQuery = asked.find((url) => url.pathname === '/items/pages');
      const filter = JSON.parse(pagesQuery?.searchParams.get('filter') ?? '{}');
      expect(filter.status).toEqual({ _in: statuses });
    }
  });

  it.each([
    [
      'a page field',
      { pages: [{ ...page, template: 'landing' }] },
      'directus:pages/7: field "template": expected one of home, categories, sections, ride-home, ride-help-article',
    ],
    [
      'a navigation item field',
      {
        navigations: [{ ...navigation, nav_list: [{ ...navigation.nav_list[0], url: 'flotte' }] }],
      },
      'directus:nav_list_items/12: field "url": expected a site-relative path starting with \'/\', an https:// URL, mailto: or tel:',
    ],
    [
      'a footer field',
      { footers: [{ ...footer, footer_text: ' ' }] },
      'directus:footers/4: field "footer_text": must not be empty',
    ],
    [
      'a shown banner without its text',
      { pages: [{ ...page, banner_display: true, banner_url: '/angebote' }] },
      'directus:pages/7: field "banner_text": is required when banner_display is true',
    ],
    ['the body', { pages: [{ ...page, body: 'Kein Titel' }] }, 'directus:pages/7: field "body" line 1:'],
  ])('names collection, item and field for %s', async (_case, override, message) => {
    const cms = source({ navigations: [navigation], footers: [footer], pages: [page], ...override });
    await expect(cms.loadPage('de', 'de-DE', 'home')).rejects.toThrow(message);
  });
});
