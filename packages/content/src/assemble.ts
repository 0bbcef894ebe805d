// Builds a Page from validated front matter, body and site chrome: the page context of spec §3.
// Any source (files, CMS) that has these three parts can use it.
import { ContentError } from './errors.ts';
import type { Page, PageContext, PageFrontMatter, SiteChrome } from './schema.ts';
import type { ContentSite } from './source.ts';

/** Finds the site and language of a content folder, or explains which part does not match the markets. */
export function resolveSiteLanguage(
  sites: readonly ContentSite[],
  siteId: string,
  locale: string,
  file: string,
): { site: ContentSite; pathPrefix: string } {
  const site = sites.find((candidate) => candidate.id === siteId);
  if (site === undefined) {
    throw new ContentError(file, `folder "${siteId}" does not match a site of @rental/markets`);
  }
  const language = site.languages.find((candidate) => candidate.locale === locale);
  if (language === undefined) {
    const known = site.languages.map((l) => l.locale).join(', ');
    throw new ContentError(
      file,
      `folder "${locale}" is not a language of site "${siteId}" (expected ${known})`,
    );
  }
  return { site, pathPrefix: language.pathPrefix };
}

/** Paths include the language's path prefix; a default-language path must not use another language's prefix. */
export function checkPathPrefix(site: ContentSite, locale: string, path: string, file: string): void {
  const own = site.languages.find((l) => l.locale === locale)?.pathPrefix ?? '';
  const inside = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (own !== '' && !inside(own)) {
    throw new ContentError(
      file,
      `front matter field "path": '${path}' must start with the language's path prefix '${own}'`,
      'path',
    );
  }
  const other = site.languages.find(
    (l) => l.pathPrefix !== '' && l.pathPrefix !== own && inside(l.pathPrefix),
  );
  if (other !== undefined) {
    throw new ContentError(
      file,
      `front matter field "path": '${path}' lies under the path prefix '${other.pathPrefix}' of ${other.locale}`,
      'path',
    );
  }
}

/** Drops undefined values so pages serialise cleanly (Astro props, JSON page data). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export interface PageParts {
  id: string;
  file: string;
  site: ContentSite;
  locale: string;
  frontMatter: PageFrontMatter;
  body: string;
  chrome: SiteChrome;
}

/** Assembles the page and its context: domain from the market site, language from the folder, the rest from content. */
export function assemblePage({ id, file, site, locale, frontMatter: fm, body, chrome }: PageParts): Page {
  const context: PageContext = defined({
    domain: site.domain,
    language_code: locale,
    layout: fm.layout,
    navigation: chrome.navigation,
    footer: chrome.footer,
    banner_display: fm.banner_display,
    banner_text: fm.banner_text,
    banner_url: fm.banner_url,
    airportPromotion: fm.airportPromotion,
  });
  return defined({
    id,
    path: fm.path,
    template: fm.template,
    title: fm.title,
    description: fm.description,
    product_line: fm.product_line,
    body,
    bodyLang: fm.body_lang,
    context,
    file,
  });
}
