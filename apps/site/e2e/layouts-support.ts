// Shared helpers of the layout end-to-end tests: the sample page of each layout and the containers.
import type { Page } from '@playwright/test';
import { containers } from '@rental/remote-apps';
import { type LayoutSample, layoutSamples } from '../scripts/layout-samples.ts';

/** The site whose pages the layout tests open (its default language). */
export const sampleSiteId = 'de';

/** One page per layout of the sample site, plus 'other' (an unknown layout value) and 'not-found'. */
export const samples: LayoutSample[] = await layoutSamples(sampleSiteId);

export function samplePath(layout: string): string {
  const sample = samples.find((s) => s.layout === layout);
  if (!sample) throw new Error(`No page with layout ${layout} on site ${sampleSiteId}: add one to content/`);
  return sample.path;
}

export { containers };

/** Keeps micro-frontend requests pending, so the host neither mounts an app nor shows its fallback. */
export async function holdRemoteApps(page: Page): Promise<void> {
  await page.route('**/webapp/**', () => {
    // never answered: the container stays as the layout rendered it
  });
}
