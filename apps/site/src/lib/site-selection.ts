// Which market sites a build renders: every site by default, or only those `npm run build -- --site de,uk`
// names (passed to Astro as RENTAL_SITES), for development and for parallel CI jobs (issue 16 part 3).
import type { ContentFilter } from '@rental/content';
import { type Site, sites } from '@rental/markets';

/** The environment variable scripts/build.ts sets from `--site`: comma-separated site ids, e.g. 'de,uk'. */
export const siteSelectionVariable = 'RENTAL_SITES';

/**
 * The sites a comma-separated list names, in market order; every site when the list is empty or absent.
 * Throws naming each unknown id and the known ones, so a typo fails before anything is built.
 */
export function parseSiteList(list: string | undefined, all: readonly Site[] = sites): readonly Site[] {
  const ids = [...new Set((list ?? '').split(',').map((id) => id.trim()))].filter((id) => id !== '');
  if (ids.length === 0) return all;
  const unknown = ids.filter((id) => !all.some((site) => site.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown site${unknown.length === 1 ? '' : 's'} ${unknown.map((id) => `'${id}'`).join(', ')}; known sites: ${all.map((s) => s.id).join(', ')}`,
    );
  }
  return all.filter((site) => ids.includes(site.id));
}

/** The sites this build renders, read once from the environment. */
export const selectedSites: readonly Site[] = parseSiteList(process.env[siteSelectionVariable]);

/**
 * The content filter of this build: none when every site is built, so a content folder that no market
 * serves still fails the full build; the named sites' folders otherwise.
 */
export function siteSelectionFilter(): ContentFilter {
  return selectedSites.length === sites.length ? {} : { siteIds: selectedSites.map((site) => site.id) };
}
