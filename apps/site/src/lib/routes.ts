// Every static route of the site: each content page of every site and language at its own path, plus
// each language's not-found and error page, for the sites this build renders (all unless `--site`).
// Bodies are parsed and validated here, once, when the build starts; the page render reuses the trees.
import { validateBodies } from './editorial-body.ts';
import { type ShellRouteProps, shellRoutes } from './shell-routes.ts';
import { loadSitePages, routePath, type SitePage } from './site-pages.ts';
import { selectedSites } from './site-selection.ts';

export type RouteProps = { kind: 'page'; entry: SitePage } | { kind: 'shell'; shell: ShellRouteProps };

export interface Route {
  params: { site: string; path: string | undefined };
  props: RouteProps;
}

export async function allRoutes(): Promise<Route[]> {
  const pages = await loadSitePages();
  // Fail fast with every problem of every body (file:line:column message), before any page renders.
  validateBodies(pages);
  const pageRoutes = pages.map(
    (entry): Route => ({
      params: { site: entry.site.id, path: routePath(entry.page.path) },
      props: { kind: 'page', entry },
    }),
  );
  const shell = shellRoutes(selectedSites).map(
    (r): Route => ({ params: r.params, props: { kind: 'shell', shell: r.props } }),
  );
  return [...pageRoutes, ...shell];
}
