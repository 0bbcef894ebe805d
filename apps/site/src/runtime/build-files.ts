// Files the runtime needs at build end (spec §7, §8): page data per content page, app data per site,
// an offline page per site and the Workbox service worker. Run in its own Node process by the
// integration (`node build-files.ts <outDir> <buildHash>`), outside Astro's module runner.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Site, sites } from '@rental/markets';
import { offlinePageHtml } from './offline-page.ts';
import { appDataPath, pageDataPath } from './page-data-path.ts';
import type { AppData, PageData } from './page-data-schema.ts';
import { type IndexedPage, pageIndex } from './page-index.ts';

/** The offline page's path on every site (spec §8 service worker: offline answer). */
export const offlinePagePath = '/sw-offline.html';

/** Writes dist/{site}/page-data/{path}/page-data.json for every built content page and each site's app data. */
export async function writePageData(
  root: string,
  index: ReadonlyMap<string, IndexedPage>,
  buildHash: string,
): Promise<{ pages: number; skipped: number; sites: number }> {
  let pages = 0;
  let skipped = 0;
  const siteIds = new Set<string>();
  for (const { siteId, page } of index.values()) {
    // Data only for pages that exist: a page without HTML must answer 404 for its data too.
    const trimmed = page.path.replace(/^\/+|\/+$/g, '');
    const html = path.join(root, siteId, trimmed, 'index.html');
    if (!existsSync(html)) {
      skipped += 1;
      continue;
    }
    const data: PageData = { path: page.path, pageContext: page.context };
    await writeJson(path.join(root, siteId, pageDataPath(page.path)), data);
    pages += 1;
    siteIds.add(siteId);
  }
  const appData: AppData = { webpackCompilationHash: buildHash };
  for (const site of sites) {
    if (!existsSync(path.join(root, site.id))) continue;
    await writeJson(path.join(root, site.id, appDataPath), appData);
    siteIds.add(site.id);
  }
  return { pages, skipped, sites: siteIds.size };
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(value));
}

/** One offline page per site folder (its default language); returns a revision over all of them. */
export async function writeOfflinePages(root: string, allSites: readonly Site[]): Promise<string> {
  const hash = createHash('sha256');
  for (const site of allSites) {
    if (!existsSync(path.join(root, site.id))) continue;
    const html = offlinePageHtml(site);
    hash.update(html);
    await writeFile(path.join(root, site.id, offlinePagePath), html);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * /sw.js (Workbox generateSW, spec §8): precaches the hashed assets and the offline page, answers
 * navigations from the network and with the offline page when the network is gone.
 */
export async function writeServiceWorker(
  root: string,
  offlineRevision: string,
): Promise<{ count: number; size: number }> {
  const { generateSW } = await import('workbox-build');
  const result = await generateSW({
    swDest: path.join(root, 'sw.js'),
    globDirectory: root,
    globPatterns: ['_astro/**/*.{js,css}', 'favicon.svg'],
    globIgnores: ['**/*.map'],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^_astro\//,
    additionalManifestEntries: [{ url: offlinePagePath, revision: offlineRevision }],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // spec §4: an updated worker waits; the runtime turns the next navigation into a full page load
    // and asks the waiting worker to take over (generateSW listens for SKIP_WAITING).
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

/** Writes every runtime file into a finished build; returns a line per step for the build log. */
export async function writeRuntimeFiles(
  root: string,
  buildHash: string,
  options: { serviceWorker?: boolean } = {},
): Promise<string[]> {
  const lines: string[] = [];
  const written = await writePageData(root, await pageIndex(), buildHash);
  lines.push(
    `page data: ${written.pages} pages (${written.skipped} content pages without HTML skipped), app data for ${written.sites} sites`,
  );
  const offlineRevision = await writeOfflinePages(root, sites);
  if (options.serviceWorker ?? true) {
    const sw = await writeServiceWorker(root, offlineRevision);
    lines.push(`service worker: ${sw.count} precached files (${(sw.size / 1024).toFixed(0)} KiB)`);
  }
  return lines;
}

if (import.meta.main) {
  const [root, buildHash] = process.argv.slice(2);
  if (!root || !buildHash) {
    console.error('usage: node build-files.ts <outDir> <buildHash>');
    process.exit(2);
  }
  const lines = await writeRuntimeFiles(root, buildHash, { serviceWorker: process.env.RENTAL_NO_SW !== '1' });
  for (const line of lines) console.log(line);
}
