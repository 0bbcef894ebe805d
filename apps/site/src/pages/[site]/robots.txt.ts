// issue 19: robots.txt per domain, naming its sitemap and disallowing the pages kept out of search
// (lib/seo.ts derives both from the page plan and the market profiles).

import type { APIRoute } from 'astro';
import { robotsTxt } from '../../lib/seo.ts';
import { loadSitePages } from '../../lib/site-pages.ts';
import { selectedSites } from '../../lib/site-selection.ts';

export function getStaticPaths() {
  return selectedSites.map((site) => ({ params: { site: site.id }, props: { site } }));
}

export const GET: APIRoute = async ({ props }) => {
  const { site } = props as { site: (typeof selectedSites)[number] };
  return new Response(robotsTxt(site, await loadSitePages()), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
