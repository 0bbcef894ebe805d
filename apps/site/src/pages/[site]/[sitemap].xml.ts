// issue 19: sitemap.xml per domain (every indexable page in every language with its hreflang
// alternates, the station finder's pages included), split into a sitemap index and numbered files when the protocol's limits are exceeded.

import type { APIRoute } from 'astro';
import { seoIndex, sitemapFiles } from '../../lib/seo.ts';
import { loadSitePages } from '../../lib/site-pages.ts';
import { selectedSites } from '../../lib/site-selection.ts';
import { loadStationPages, seoEntriesOf } from '../../lib/stations.ts';

export async function getStaticPaths() {
  const index = seoIndex(await loadSitePages(), seoEntriesOf(loadStationPages(selectedSites)));
  return selectedSites.flatMap((site) =>
    sitemapFiles(site, index).map((file) => ({
      params: { site: site.id, sitemap: file.name.replace(/\.xml$/, '') },
      props: { xml: file.xml },
    })),
  );
}

export const GET: APIRoute = ({ props }) =>
  new Response((props as { xml: string }).xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
