// Every language of every site over plain HTTP (no browser: issue 26): home page (status, lang, dir,
// title, manifest, viewport), the localised 404 page, the index, the manifest and the trailing-slash rule.

import { translator } from '@rental/i18n/shell';
import { sites } from '@rental/markets';
import {
  expect,
  getPage,
  httpGet,
  nameOf,
  one,
  e2ePort as port,
  siteUrl,
  test,
  textOf,
} from '@rental/testing';

test('the index lists every site and language, and sites.json describes them', async () => {
  const list = JSON.parse((await httpGet(`http://localhost:${port}/sites.json`)).body);
  expect(list).toHaveLength(sites.length);
  for (const site of sites) {
    const entry = list.find((s: { id: string }) => s.id === site.id);
    expect(entry, site.id).toMatchObject({ id: site.id, domain: site.domain, url: siteUrl(site.id) });
    expect(entry.languages.map((l: { code: string }) => l.code)).toEqual(site.languages.map((l) => l.locale));
  }
  const { document } = await getPage(`http://localhost:${port}/`);
  expect(textOf(document.querySelector('h1'))).toBe('All sites');
  const de = [...document.querySelectorAll('a')].find((a) => textOf(a) === 'de');
  expect(de?.getAttribute('href')).toBe(siteUrl('de'));
});

for (const site of sites) {
  test(`site ${site.id}: every language's home page and not-found page`, async () => {
    for (const lang of site.languages) {
      const home = lang.pathPrefix || '/';
      const where = `${site.id} ${home}`;
      const page = await getPage(siteUrl(site.id, home));
      expect(page.status, where).toBe(200);
      const html = page.document.documentElement;
      expect(html.getAttribute('lang'), where).toBe(lang.locale);
      expect(html.getAttribute('dir'), where).toBe(lang.dir);
      expect(lang.dir).toBe(lang.locale.startsWith('ar-') ? 'rtl' : 'ltr');
      expect(page.document.title, where).toMatch(/\S/);
      expect(one(page.document, 'link[rel="manifest"]', where).getAttribute('href')).toBe(
        '/manifest.webmanifest',
      );
      expect(one(page.document, 'meta[name="viewport"]', where).getAttribute('content')).toMatch(
        /initial-scale=1/,
      );

      const missing = await getPage(siteUrl(site.id, `${lang.pathPrefix}/this-page-does-not-exist`));
      const where404 = `${site.id} ${lang.locale} 404`;
      expect(missing.status, where404).toBe(404);
      expect(missing.document.documentElement.getAttribute('lang'), where404).toBe(lang.locale);
      const t = translator(lang.locale);
      expect(textOf(missing.document.querySelector('h1')), where404).toBe(t('notFound.title'));
      expect(textOf(missing.document.querySelector('main')), where404).toContain(t('notFound.body'));
      const homeLink = [...missing.document.querySelectorAll('a')].find(
        (a) => nameOf(a) === t('notFound.home'),
      );
      expect(homeLink?.getAttribute('href'), where404).toBe(home);
    }
  });
}

test('the manifest follows spec §1', async () => {
  const response = await httpGet(siteUrl('de', '/manifest.webmanifest'));
  expect(response.headers['content-type']).toContain('application/manifest+json');
  expect(JSON.parse(response.body)).toMatchObject({
    start_url: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    theme_color: '#ffffff',
  });
});

test('a trailing slash redirects to the path without it, keeping the query', async () => {
  const redirect = await httpGet(siteUrl('be', '/fr-be/?x=1'));
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe('/fr-be?x=1');
  const page = await getPage(siteUrl('be', '/fr-be?x=1'));
  expect(page.status).toBe(200);
  expect(page.document.documentElement.getAttribute('lang')).toBe('fr-BE');
});

test("the language switcher: own language plus English, the site's own Arabic pages, none where single", async () => {
  const switcher = (document: Document, locale: string) =>
    document.querySelector(`nav[aria-label="${translator(locale)('languageSwitcher.label')}"]`);
  const links = (nav: Element | null) => [...(nav?.querySelectorAll('a') ?? [])];

  const de = switcher((await getPage(siteUrl('de'))).document, 'de-DE');
  expect(de, 'de: language switcher').not.toBeNull();
  expect(
    links(de)
      .find((a) => textOf(a) === 'Deutsch')
      ?.getAttribute('aria-current'),
  ).toBe('true');
  const english = links(de)
    .find((a) => textOf(a) === 'English')
    ?.getAttribute('href');
  expect(english).toBe('/en');
  const en = await getPage(siteUrl('de', english ?? ''));
  expect(en.status).toBe(200);
  expect(en.document.documentElement.getAttribute('lang')).toBe('en-DE');

  const eg = switcher((await getPage(siteUrl('eg'))).document, 'en-EG');
  const arabic = links(eg).find((a) => /العربية/.test(textOf(a)));
  // issue 23: the spec's regional site does not exist for this brand; the site's own /ar pages do.
  expect(arabic?.getAttribute('href')).toBe('/ar');
  expect(arabic?.getAttribute('hreflang')).toBe('ar-EG');
  const ar = await getPage(siteUrl('eg', '/ar'));
  expect(ar.status).toBe(200);
  expect(ar.document.documentElement.getAttribute('dir')).toBe('rtl');

  expect(switcher((await getPage(siteUrl('pl'))).document, 'pl-PL')).toBeNull();
});
