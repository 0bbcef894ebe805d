// Route entry: each site's offline page, the service worker's answer without a network (runtime/data-routes.ts).
import type { APIRoute } from 'astro';
import { selectedSites } from '../../lib/site-selection.ts';
import { type OfflineRoute, offlineRoutes } from '../../runtime/data-routes.ts';

export function getStaticPaths() {
  return offlineRoutes(selectedSites);
}

export const GET: APIRoute = ({ props }) =>
  new Response((props as OfflineRoute['props']).html, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
