// Issue 25: the datafile the site was built with, the experiments runtime's fallback when the product
// API's live datafile does not answer within its timeout (experiments/runtime.ts).
import type { APIRoute } from 'astro';
import { buildDatafile } from '../../experiments/build-datafile.ts';
import { selectedSites } from '../../lib/site-selection.ts';

export function getStaticPaths() {
  return selectedSites.map((site) => ({ params: { site: site.id } }));
}

export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildDatafile()), { headers: { 'content-type': 'application/json' } });
