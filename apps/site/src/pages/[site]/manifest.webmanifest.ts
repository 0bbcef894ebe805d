// spec §1: the site manifest: start URL the site's host, display minimal-ui, white background and theme colour.

import type { APIRoute } from 'astro';
import { brandOf } from '../../lib/brand.ts';
import { selectedSites } from '../../lib/site-selection.ts';

export function getStaticPaths() {
  return selectedSites.map((site) => ({ params: { site: site.id } }));
}

export const GET: APIRoute = ({ params }) => {
  const site = selectedSites.find((s) => s.id === params.site)!;
  const brand = brandOf(site);
  const manifest = {
    name: `${brand} ${site.name}`,
    short_name: brand,
    lang: site.defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json' } });
};
