// One sample page per layout of a site (the shortest path using it), plus a page with a layout value the
// site does not know ('other': the empty layout) and the not-found page ('not-found': no page context, shown
// with the header and footer of its language's home page): what the screenshots, Lighthouse and the
// end-to-end tests open.
import { layoutNames } from '@rental/content';
import { loadSitePages } from '../src/lib/site-pages.ts';

export interface LayoutSample {
  /** Layout name; 'other' for a page with an unknown layout value, 'not-found' for the not-found page. */
  layout: string;
  /** Site-relative path to open. */
  path: string;
}

/** Pages whose content is an app of its own in place of their layout's container. */
const appPages: ReadonlySet<string> = new Set(['pay', 'payment-renewal', 'check-in', 'check-out']);

/**
 * The sample pages of `siteId` in the language of path prefix `prefix` ('' for the default language, '/ar'
 * for Arabic on sa and eg); a layout without a page there is skipped.
 */
export async function layoutSamples(siteId = 'de', prefix = ''): Promise<LayoutSample[]> {
  // The pay pages (issue 21) and the check-in pages (issue 22) use the zen layout without its booking
  // funnel: not what a zen sample shows.
  const pages = (await loadSitePages()).filter(
    (p) => p.site.id === siteId && p.lang.pathPrefix === prefix && !appPages.has(p.page.id),
  );
  /** The shortest path of the pages whose layout value passes `test`. */
  const shortest = (test: (layout: string) => boolean) =>
    pages
      .filter((p) => test(p.page.context.layout ?? ''))
      .map((p) => p.page.path)
      .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
  const samples: LayoutSample[] = [];
  for (const layout of layoutNames) {
    const path = shortest((value) => value === layout);
    if (path !== undefined) samples.push({ layout, path });
  }
  // spec §2: any other layout value gives the empty layout (e.g. an in-app page, layout 'webview').
  const other = shortest((value) => !(layoutNames as readonly string[]).includes(value));
  if (other !== undefined) samples.push({ layout: 'other', path: other });
  // spec §2: the not-found page (issue 23: with the site's header and footer).
  samples.push({ layout: 'not-found', path: `${prefix}/this-page-does-not-exist` });
  return samples;
}
