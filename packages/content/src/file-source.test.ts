// Loading content files: the valid fixture assembles pages; each invalid fixture fails naming file and field.
import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ContentError } from './errors.ts';
import { createFileSource } from './file-source.ts';
import { collectPages, loadAllPages } from './load.ts';
import type { ContentSite } from './source.ts';

const fixtures = fileURLToPath(new URL('../test-fixtures', import.meta.url));
const sites: ContentSite[] = [
  { id: 'de', domain: 'www.kestrelrent.de', languages: [{ locale: 'de-DE', pathPrefix: '' }] },
  {
    id: 'be',
    domain: 'www.kestrelrent.be',
    languages: [
      { locale: 'nl-BE', pathPrefix: '' },
      { locale: 'fr-BE', pathPrefix: '/fr-be' },
    ],
  },
];
const source = (root: string) => createFileSource({ root: `${fixtures}/${root}`, sites });

describe('createFileSource on valid content', () => {
  it('lists sites and locales from the folders', async () => {
    expect(await source('valid').listLocales()).toEqual([
      { siteId: 'be', locale: 'fr-BE' },
      { siteId: 'be', locale: 'nl-BE' },
      { siteId: 'de', locale: 'de-DE' },
    ]);
    expect(await source('valid').listPageIds('de', 'de-DE')).toEqual(['airport', 'fleet', 'home']);
  });

  it('assembles the page context from market, folder, site.json and front matter', async () => {
    const home = await source('valid').loadPage('de', 'de-DE', 'home');
    expect(home).toMatchObject({
      id: 'home',
      path: '/',
      template: 'home',
      product_line: 'rent-car',
      file: 'packages/content/test-fixtures/valid/de/de-DE/pages/home.md',
      context: {
        domain: 'www.kestrelrent.de',
        language_code: 'de-DE',
        layout: 'ibe',
        banner_display: true,
        banner_text: 'Neu – Kestrel Ride in München',
        banner_url: '/ride',
      },
    });
    expect(home.body.startsWith('# Mietwagen von Kestrel\n')).toBe(true);
    expect(home.context.navigation[0]?.nav_list[0]).toEqual({
      type: 'header',
      title: 'Mieten',
      mysixt: false,
      gap_after: false,
    });
    expect(home.context.navigation[0]?.nav_list[4]).toMatchObject({ mysixt: true });
    expect(home.context.footer[0]?.links[1]?.target).toBe('1');
    expect('bodyLang' in home).toBe(false);
  });

  it('keeps unknown layouts as strings and carries the body language', async () => {
    const page = await source('valid').loadPage('be', 'fr-BE', 'home');
    expect(page.context.layout).toBe('something-new');
    expect(page.bodyLang).toBe('en');
    expect(page.path).toBe('/fr-be');
  });

  it('carries the airport promotion into the context', async () => {
    const page = await source('valid').loadPage('de', 'de-DE', 'airport');
    expect(page.context.airportPromotion).toEqual({
      hero_image_desktop: { filename_disk: 'airport-munich-desktop.jpg' },
      hero_image_mobile: { filename_disk: 'airport-munich-mobile.jpg' },
      pre_title: 'Flughafen München (MUC)',
      title: 'Ihr Auto wartet am Terminal 2',
      prefix_promo_highlight: 'Bis zu',
      promo_highlight: '15 %',
      suffix_promo_highlight: 'sparen',
    });
    expect(page.context.banner_display).toBe(false);
  });

  it('loads all pages, filtered and sorted by site, locale and path', async () => {
    const all = await loadAllPages(source('valid'));
    expect(all.map((p) => `${p.context.language_code}${p.path}`)).toEqual([
      'fr-BE/fr-be',
      'nl-BE/',
      'de-DE/',
      'de-DE/flotte',
      'de-DE/flughafen-muenchen',
    ]);
    const be = await loadAllPages(source('valid'), { siteId: 'be', locale: 'nl-BE' });
    expect(be.map((p) => p.file)).toEqual(['packages/content/test-fixtures/valid/be/nl-BE/pages/home.md']);
  });
});

const at = (root: string, site: string, locale: string, id: string) =>
  `packages/content/test-fixtures/invalid/${root}/${site}/${locale}/pages/${id}.md`;

// Table: fixture folder → page to load → expected message (after the file name) and field.
const pageCases: Array<[string, string, string, string, string, string | undefined]> = [
  [
    'bad-template',
    'de',
    'de-DE',
    'fleet',
    'front matter field "template": expected one of home, categories, sections, ride-home, ride-help-article',
    'template',
  ],
  ['missing-title', 'de', 'de-DE', 'fleet', 'front matter field "title": is required', 'title'],
  ['unknown-field', 'de', 'de-DE', 'fleet', 'front matter field "titel": unknown field "titel"', 'titel'],
  [
    'banner-without-text',
    'de',
    'de-DE',
    'home',
    'front matter field "banner_text": is required when banner_display is true',
    'banner_text',
  ],
  [
    'promotion-without-hero',
    'de',
    'de-DE',
    'airport',
    'front matter field "airportPromotion": is required by layout \'promotion\'',
    'airportPromotion',
  ],
  [
    'bad-image',
    'de',
    'de-DE',
    'airport',
    'front matter field "airportPromotion.hero_image_desktop.filename_disk": expected a plain image file name',
    'airportPromotion.hero_image_desktop.filename_disk',
  ],
  [
    'trailing-slash',
    'de',
    'de-DE',
    'fleet',
    'front matter field "path": expected a site-relative path',
    'path',
  ],
  [
    'missing-prefix',
    'be',
    'fr-BE',
    'fleet',
    "front matter field \"path\": '/flotte' must start with the language's path prefix '/fr-be'",
    'path',
  ],
  [
    'foreign-prefix',
    'be',
    'nl-BE',
    'fleet',
    "front matter field \"path\": '/fr-be/vloot' lies under the path prefix '/fr-be' of fr-BE",
    'path',
  ],
  ['html-body', 'de', 'de-DE', 'fleet', 'body line 10: Your text includes HTML code', 'body'],
  ['no-heading', 'de', 'de-DE', 'fleet', "body line 8: the text must start with a '#' heading", 'body'],
  [
    'heading-without-text',
    'de',
    'de-DE',
    'fleet',
    'body line 12: the heading "# Transporter" must be followed by text',
    'body',
  ],
  [
    'no-front-matter',
    'de',
    'de-DE',
    'fleet',
    "front matter: the file must start with a '---' line",
    undefined,
  ],
  ['bad-yaml', 'de', 'de-DE', 'fleet', 'front matter line 4: Flow sequence in block collection', undefined],
  ['unknown-site', 'xx', 'xx-XX', 'home', 'folder "xx" does not match a site of @rental/markets', undefined],
  [
    'unknown-locale',
    'de',
    'fr-FR',
    'home',
    'folder "fr-FR" is not a language of site "de" (expected de-DE)',
    undefined,
  ],
];

describe('invalid pages fail naming the file and the field', () => {
  it.each(pageCases)('%s', async (root, site, locale, id, message, field) => {
    const error = await source(`invalid/${root}`)
      .loadPage(site, locale, id)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ContentError);
    const { file, field: actualField, message: actual } = error as ContentError;
    expect(file).toBe(at(root, site, locale, id));
    expect(actual.startsWith(`${file}: ${message}`)).toBe(true);
    expect(actualField).toBe(field);
  });
});

const chromeCases: Array<[string, string, string | undefined]> = [
  [
    'nav-link-without-url',
    'site.json field "navigation.0.nav_list.1.url": a link item needs a url',
    'navigation.0.nav_list.1.url',
  ],
  [
    'bad-product-line',
    'site.json field "navigation.0.product_line_tab.0.product_line": expected one of rent-car, rent-truck, ride, share, charge, plus',
    'navigation.0.product_line_tab.0.product_line',
  ],
  ['empty-footer', 'site.json field "footer": needs at least one entry', 'footer'],
  [
    'footer-link-url',
    'site.json field "footer.0.links.0.url": expected a site-relative path',
    'footer.0.links.0.url',
  ],
];

describe('invalid site.json fails naming the file and the field', () => {
  it.each(chromeCases)('%s', async (root, message, field) => {
    const error = await source(`invalid/${root}`)
      .loadChrome('de', 'de-DE')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ContentError);
    const file = `packages/content/test-fixtures/invalid/${root}/de/de-DE/site.json`;
    expect((error as ContentError).message.startsWith(`${file}: ${message}`)).toBe(true);
    expect((error as ContentError).field).toBe(field);
  });
});

describe('site.json that is not JSON', () => {
  it('fails naming the file', async () => {
    // Written at run time: a broken JSON file in the repo would trip the formatter.
    const root = await mkdtemp(join(tmpdir(), 'content-'));
    await mkdir(join(root, 'de', 'de-DE'), { recursive: true });
    await writeFile(join(root, 'de', 'de-DE', 'site.json'), '{ "navigation": [ }');
    const error = await createFileSource({ root, sites })
      .loadChrome('de', 'de-DE')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/de\/de-DE\/site\.json: site\.json: invalid JSON \(/);
    await rm(root, { recursive: true });
  });
});

describe('caching', () => {
  it('re-reads a file only when it changed on disk', async () => {
    const root = await mkdtemp(join(tmpdir(), 'content-'));
    const pages = join(root, 'de', 'de-DE', 'pages');
    await mkdir(pages, { recursive: true });
    await cp(join(fixtures, 'valid', 'de', 'de-DE', 'site.json'), join(root, 'de', 'de-DE', 'site.json'));
    const page = (title: string) =>
      `---\npath: /\ntemplate: home\ntitle: ${title}\ndescription: D.\n---\n# A\n\nText.\n`;
    await writeFile(join(pages, 'home.md'), page('First'));
    const files = createFileSource({ root, sites });
    expect((await files.loadPage('de', 'de-DE', 'home')).title).toBe('First');
    await writeFile(join(pages, 'home.md'), page('Second'));
    await utimes(join(pages, 'home.md'), new Date(), new Date(Date.now() + 5000));
    expect((await files.loadPage('de', 'de-DE', 'home')).title).toBe('Second');
    await rm(root, { recursive: true });
  });
});

describe('loading some sites', () => {
  it('loads only the sites a build names (npm run build -- --site de)', async () => {
    const all = await loadAllPages(source('valid'));
    const de = await loadAllPages(source('valid'), { siteIds: ['de'] });
    expect(de.length).toBeGreaterThan(0);
    expect(de).toEqual(all.filter((page) => page.context.domain === 'www.kestrelrent.de'));
    expect(await loadAllPages(source('valid'), { siteIds: ['de', 'be'] })).toEqual(all);
  });
});

describe('rules across pages', () => {
  it('rejects two pages of a site with the same path', async () => {
    const { pages, errors } = await collectPages(source('invalid/duplicate-path'));
    expect(pages).toHaveLength(2);
    expect(errors.map((e) => e.message)).toEqual([
      `${at('duplicate-path', 'de', 'de-DE', 'vehicles')}: front matter field "path": '/flotte' is also used by ${at('duplicate-path', 'de', 'de-DE', 'fleet')}`,
    ]);
    await expect(loadAllPages(source('invalid/duplicate-path'))).rejects.toThrow(/is also used by/);
  });

  it('collects every error instead of stopping at the first', async () => {
    const { errors } = await collectPages(source('invalid'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e instanceof ContentError)).toBe(true);
  });

  it('reports a missing site.json as file not found', async () => {
    await expect(source('invalid/bad-template').loadChrome('de', 'de-DE')).rejects.toThrow(
      'packages/content/test-fixtures/invalid/bad-template/de/de-DE/site.json: file not found',
    );
  });
});
