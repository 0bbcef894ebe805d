// Every static route of the site: each content page of every site and language at its own path, each
// language's not-found and error page, and the station finder's pages (issue 19), for the sites this build
// renders (all unless `--site`).
// Bodies are parsed and validated here, once, when the build starts; the page render reuses the trees.
import { validateBodies } from './editorial-body.ts';
import { type ShellRouteProps, shellRoutes } from './shell-routes.ts';
import { loadSitePages, routePath, type SitePage } from './site-pages.ts';
import { selectedSites } from './site-selection.ts';
import { loadStationPages, type StationPage } from './stations.ts';

export type RouteProps =
  | { kind: 'page'; entry: SitePage }
  | { kind: 'shell'; shell: ShellRouteProps }
  | { kind: 'station'; station: StationPage };

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
  const stations = stationRoutes(pages, loadStationPages(selectedSites));
  return [...pageRoutes, ...shell, ...stations];
}

/** The station finder's routes; a content page at the same path is a conflict the build names. */
export function stationRoutes(pages: readonly SitePage[], stations: readonly StationPage[]): Route[] {
  const taken = new Map(pages.map((p) => [`${p.site.id}${p.page.path}`, p.page.file]));
  return stations.map((station) => {
    const file = taken.get(`${station.site.id}${station.path}`);
    if (file) {
      throw new Error(
        `${file}: its path ${station.path} is the station finder's (${station.lang.locale}); move the page or the station-finder slug`,
      );
    }
    return {
      params: { site: station.site.id, path: routePath(station.path) },
      props: { kind: 'station', station },
    };
  });
}
