// The repository's content/ against the markets: folders, page set, unique paths, links, body languages.
import { readdir } from 'node:fs/promises';
import { type Site, sites } from '@rental/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFileSource, defaultContentRoot } from './file-source.ts';
import { planPages } from './page-plan.ts';
import { layoutNames, type Page, templateNames } from './schema.ts';
import type { ContentSource } from './source.ts';
import { type ContentReport, validateContent } from './validate.ts';

const source = createFileSource();
let report: ContentReport;

beforeAll(async () => {
  report = await validateContent(source, sites);
});

const marketLocales = sites
  .flatMap((site) => site.languages.map((lang) => `${site.id}/${lang.locale}`))
  .sort();

describe('content/', () => {
  it('is valid: every page loads and every check passes', () => {
    expect(report.errors.map((error) => error.message)).toEqual([]);
  });

  it('has exactly one folder per site and locale of @rental/markets', async () => {
    const folders = (await source.listLocales()).map(({ siteId, locale }) => `${siteId}/${locale}`).sort();
    expect(folders).toEqual(marketLocales);
    const root = await readdir(defaultContentRoot(), { withFileTypes: true });
    const stray = root.filter(
      (entry) => entry.isDirectory() && !sites.some((site) => site.id === entry.name),
    );
    expect(stray.map((entry) => entry.name)).toEqual([]);
  });

  it('gives every page path to one page per site', () => {
    const byDomain = new Map<string, string[]>();
    for (const page of report.pages)
      byDomain.set(page.context.domain, [...(byDomain.get(page.context.domain) ?? []), page.path]);
    for (const [domain, paths] of byDomain) expect(new Set(paths).size, domain).toBe(paths.length);
  });

  it.each(sites.flatMap((site) => site.languages.map((lang) => [site.id, lang.locale, site, lang] as const)))(
    '%s/%s has its planned page set',
    (id, locale, site: Site, lang) => {
      const ids = report.pages
        .filter((page) => page.context.domain === site.domain && page.context.language_code === locale)
        .map((page) => page.id)
        .sort();
      // Editors may add pages beyond the plan; these are the ones content/ has.
      const extras: Record<string, string[]> = { 'de/de-DE': ['app-help'] };
      expect(ids).toEqual(
        [...planPages(site, lang).map((page) => page.id), ...(extras[`${id}/${locale}`] ?? [])].sort(),
      );
    },
  );

  it('uses every template and every layout somewhere, and one layout the site does not know', () => {
    expect(new Set(report.pages.map((page) => page.template))).toEqual(new Set(templateNames));
    const used = new Set(report.pages.map((page) => page.context.layout ?? ''));
    expect([...layoutNames].filter((name) => !used.has(name))).toEqual([]);
    // spec §2: any other layout value renders the empty layout; the in-app help page shows it.
    const unknown = report.pages.filter(
      (page) => !(layoutNames as readonly string[]).includes(page.context.layout ?? ''),
    );
    expect(unknown.map((page) => [page.file, page.context.layout])).toEqual([
      ['content/de/de-DE/pages/app-help.md', 'webview'],
    ]);
  });

  it('writes every body in its page language: no page of any site language is marked body_lang (issue 19)', () => {
    expect(report.pages.length).toBeGreaterThan(2000);
    expect(report.pages.filter((page) => page.bodyLang !== undefined).map((page) => page.file)).toEqual([]);
  });

  it('has airport promotions in at least five markets and banners on a few home pages', () => {
    const promotions = report.pages.filter((page) => page.context.layout === 'promotion');
    expect(new Set(promotions.map((page) => page.context.domain)).size).toBeGreaterThanOrEqual(5);
    for (const page of promotions)
      expect(page.context.airportPromotion?.hero_image_desktop.filename_disk).toMatch(/-desktop\.jpg$/);
    const banners = report.pages.filter((page) => page.context.banner_display);
    expect(banners.every((page) => page.id === 'home')).toBe(true);
    expect(banners.length).toBeGreaterThanOrEqual(3);
  });

  it('has menus with header groups, account items, gaps and targets, and footers with both link targets', () => {
    for (const page of report.pages.filter((p) => p.id === 'home')) {
      const nav = page.context.navigation[0]!;
      expect(
        nav.nav_list.some((item) => item.type === 'header'),
        page.file,
      ).toBe(true);
      expect(
        nav.nav_list.some((item) => item.mysixt),
        page.file,
      ).toBe(true);
      expect(
        nav.nav_list.some((item) => item.gap_after),
        page.file,
      ).toBe(true);
      expect(
        nav.nav_list.some((item) => item.target === '_blank'),
        page.file,
      ).toBe(true);
      const targets = new Set(page.context.footer[0]!.links.map((link) => link.target));
      expect([...targets].sort(), page.file).toEqual(['0', '1', '_self']);
    }
  });
});

/** A source that hides or rewrites pages of another source: shows validation catches gaps (and how a CMS plugs in). */
function edited(inner: ContentSource, change: (page: Page) => Page | undefined): ContentSource {
  return {
    ...inner,
    name: `edited ${inner.name}`,
    async listPageIds(siteId, locale) {
      const ids = await inner.listPageIds(siteId, locale);
      const kept = await Promise.all(
        ids.map(async (id) => (change(await inner.loadPage(siteId, locale, id)) ? id : undefined)),
      );
      return kept.filter((id) => id !== undefined);
    },
    async loadPage(siteId, locale, id) {
      return change(await inner.loadPage(siteId, locale, id))!;
    },
  };
}

describe('validateContent catches', () => {
  const filter = { siteId: 'be' };
  it('a missing planned page', async () => {
    const result = await validateContent(
      edited(source, (page) => (page.id === 'fleet-suv' ? undefined : page)),
      sites,
      filter,
    );
    expect(result.errors.map((e) => e.message)).toContain(
      'content/be/nl-BE/pages/fleet-suv.md: missing page "fleet-suv" (fleet-category at /suv-huren, template categories)',
    );
  });
  it('a path that disagrees with the link builder, and the links that now lead nowhere', async () => {
    const moved = (page: Page) =>
      page.id === 'fleet' && page.context.language_code === 'fr-BE' ? { ...page, path: '/fr-be/parc' } : page;
    const messages = (await validateContent(edited(source, moved), sites, filter)).errors.map(
      (e) => e.message,
    );
    expect(messages).toContain(
      `content/be/fr-BE/pages/fleet.md: front matter field "path": expected '/fr-be/flotte' (from the markets link builder), found "/fr-be/parc"`,
    );
    expect(
      messages.some(
        (m) =>
          m.startsWith('content/be/fr-BE/site.json: navigation.0.nav_list.') &&
          m.includes("'/fr-be/flotte' leads to no page"),
      ),
    ).toBe(true);
  });
  it('a layout outside the allowed set and an English body on a page of another language', async () => {
    const broken = (page: Page) =>
      page.id === 'services' && page.context.language_code === 'nl-BE'
        ? { ...page, bodyLang: 'en', context: { ...page.context, layout: 'ibe' } }
        : page;
    const messages = (await validateContent(edited(source, broken), sites, filter)).errors.map(
      (e) => e.message,
    );
    expect(messages).toEqual([
      'content/be/nl-BE/pages/services.md: front matter field "layout": expected one of funnel, found "ibe"',
      'content/be/nl-BE/pages/services.md: front matter field "body_lang": nl-BE pages are written in their own language (issue 19)',
    ]);
  });
});
