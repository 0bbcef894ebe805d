// Route entry: the runtime's page data of every content page and station finder page, and the app data of each
// site (runtime/data-routes.ts).

import { buildHash } from 'virtual:rental-runtime';
import type { APIRoute } from 'astro';
import { loadSitePages } from '../../../lib/site-pages.ts';
import { selectedSites } from '../../../lib/site-selection.ts';
import { loadStationPages } from '../../../lib/stations.ts';
import { type DataRoute, dataRoutes, generatedDataRoutes } from '../../../runtime/data-routes.ts';

export async function getStaticPaths() {
  const pages = await loadSitePages();
  return [
    ...dataRoutes(pages, selectedSites, buildHash),
    ...generatedDataRoutes(loadStationPages(selectedSites), pages),
  ];
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify((props as DataRoute['props']).data), {
    headers: { 'content-type': 'application/json' },
  });
