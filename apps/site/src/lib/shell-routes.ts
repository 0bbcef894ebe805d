// The static routes of the site shell: each language's not-found and error page, for every site (the
// home and every other page come from content, see site-pages.ts).
import { type Site, type SiteLanguage, sites } from '@rental/markets';

export type ShellPageKind = 'not-found' | 'error';

/** The file name each error page is written to, per language (the server picks it by path prefix). */
export const errorPageSegments = { 'not-found': '404', error: '500' } as const;

export interface ShellRouteProps {
  siteId: string;
  locale: string;
  kind: ShellPageKind;
}

export interface ShellRoute {
  params: { site: string; path: string };
  props: ShellRouteProps;
}

/** Site-relative public path of a shell page: '/404', '/fr-be/404', '/500' ... (no trailing slash). */
export function publicPath(lang: SiteLanguage, kind: ShellPageKind): string {
  return `${lang.pathPrefix}/${errorPageSegments[kind]}`;
}

export function shellRoutes(allSites: readonly Site[] = sites): ShellRoute[] {
  const kinds: ShellPageKind[] = ['not-found', 'error'];
  return allSites.flatMap((site) =>
    site.languages.flatMap((lang) =>
      kinds.map((kind) => {
        return {
          params: { site: site.id, path: publicPath(lang, kind).slice(1) },
          props: { siteId: site.id, locale: lang.locale, kind },
        };
      }),
    ),
  );
}

export function resolveShell(siteId: string, locale: string): { site: Site; lang: SiteLanguage } {
  const site = sites.find((s) => s.id === siteId);
  const lang = site?.languages.find((l) => l.locale === locale);
  if (!site || !lang) throw new Error(`Unknown site language ${siteId}/${locale}`);
  return { site, lang };
}
