// The static routes of the site shell: each language's home, not-found and error page, for every site.
import { type Site, type SiteLanguage, sites } from '@rental/markets';

export type ShellPageKind = 'home' | 'not-found' | 'error';

/** The file name each error page is written to, per language (the server picks it by path prefix). */
export const errorPageSegments = { 'not-found': '404', error: '500' } as const;

export interface ShellRouteProps {
  siteId: string;
  locale: string;
  kind: ShellPageKind;
}

export interface ShellRoute {
  params: { site: string; path: string | undefined };
  props: ShellRouteProps;
}

/** Site-relative public path of a page: '/' for the root, else '/fr-be/404' style, no trailing slash. */
export function publicPath(lang: SiteLanguage, kind: ShellPageKind): string {
  const segment = kind === 'home' ? '' : `/${errorPageSegments[kind]}`;
  return `${lang.pathPrefix}${segment}` || '/';
}

export function shellRoutes(allSites: readonly Site[] = sites): ShellRoute[] {
  const kinds: ShellPageKind[] = ['home', 'not-found', 'error'];
  return allSites.flatMap((site) =>
    site.languages.flatMap((lang) =>
      kinds.map((kind) => {
        const path = publicPath(lang, kind).slice(1);
        return {
          params: { site: site.id, path: path === '' ? undefined : path },
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
