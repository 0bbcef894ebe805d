// The file the runtime needs from a finished build (spec §8): the Workbox service worker, which
// precaches the hashed assets and each site's offline page, so it runs after every page is written.
// Page data, app data and the offline pages are static routes Astro renders (data-routes.ts).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Site, sites } from '@rental/markets';
import { offlinePagePath } from './page-data-path.ts';

/** A revision over the offline pages of the sites in the build (market order). */
export async function offlineRevision(root: string, allSites: readonly Site[] = sites): Promise<string> {
  const hash = createHash('sha256');
  for (const site of allSites) {
    const file = path.join(root, site.id, offlinePagePath);
    if (existsSync(file)) hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * /sw.js (Workbox generateSW, spec §8): precaches the hashed assets and the offline page, answers
 * navigations from the network and with the offline page when the network is gone.
 */
export async function writeServiceWorker(
  root: string,
  revision: string,
): Promise<{ count: number; size: number }> {
  // Loaded on use (Workbox brings Babel and Rollup along) with Node's own require: the integration
  // calls this at build end, when Astro's module runner, which would serve an import(), is closed.
  const { generateSW } = createRequire(import.meta.url)('workbox-build') as typeof import('workbox-build');
  const result = await generateSW({
    swDest: path.join(root, 'sw.js'),
    globDirectory: root,
    globPatterns: ['_astro/**/*.{js,css}', 'favicon.svg'],
    globIgnores: ['**/*.map'],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^_astro\//,
    additionalManifestEntries: [{ url: offlinePagePath, revision }],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // spec §4: an updated worker waits; the runtime turns the next navigation into a full page load,
    // which the browser serves with the new worker once the old one has no page left.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: offlinePagePath } },
      },
    ],
  });
  for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
  return { count: result.count, size: result.size };
}
