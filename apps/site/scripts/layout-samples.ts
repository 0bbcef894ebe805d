// One sample page per layout of a site (the shortest path using it), plus the empty layout twice: the
// not-found page (no layout value) and a page with a layout value the site does not know ('other'):
// what the screenshots, Lighthouse and the end-to-end tests open.
import { layoutNames } from '@rental/content';
import { loadSitePages } from '../src/lib/site-pages.ts';

export interface LayoutSample {
  /** Layout name; 'empty' for the page without a layout value, 'other' for one with an unknown value. */
  layout: string;
  /** Site-relative path to open. */
  path: string;
}

/** The sample pages of `siteId` in its default language; a layout without a page there is skipped. */
export async function layoutSamples(siteId = 'de'): Promise<LayoutSample[]> {
  const pages = (await loadSitePages()).filter((p) => p.site.id === siteId && p.lang.pathPrefix === '');
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
  // spec §2: a page without page context (the not-found page) has no layout value: the empty layout.
  samples.push({ layout: 'empty', path: '/this-page-does-not-exist' });
  return samples;
}
