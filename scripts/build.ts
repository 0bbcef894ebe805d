// Builds everything `npm start` serves: the micro-frontends and the sites, the service worker, and the
// precompressed siblings of every text file.
//   npm run build                      every site
//   npm run build -- --site de,uk      only these sites (and the micro-frontends): development, parallel CI jobs
//   npm run build -- --timings FILE    also writes each phase's seconds as JSON (read by `npm run bench`)
// How the work is arranged, and why, is in docs/decisions/006-build-pipeline.md.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseSiteList, siteSelectionVariable } from '../apps/site/src/lib/site-selection.ts';
import { offlineRevision, writeServiceWorker } from '../apps/site/src/runtime/build-files.ts';
import { type CompressResult, compressFiles, compressTrees, textFiles } from './compress.ts';
import { writeFleetSnapshot } from './fleet.ts';
import { run, step } from './run.ts';
import { writeStationsSnapshot } from './stations.ts';
import { repoRoot, siteDist, webappDists, workspaces } from './workspaces.ts';

/** Seconds per phase of one build, and what it built. Phases overlap: `total` is the wall time. */
export interface BuildTimings {
  /** The sites built, e.g. ['de', 'uk'] (every site without `--site`). */
  sites: string[];
  /** The micro-frontends' Vite builds and their precompression (beside the site build). */
  apps: number;
  /** The Astro build of the sites. */
  astro: number;
  /** After Astro: the site's precompression beside the service worker. */
  compress: number;
  total: number;
}

const { values } = parseArgs({
  options: { site: { type: 'string', multiple: true }, timings: { type: 'string' } },
});
// Fails before anything is built when a site id is unknown; `--site de --site uk` equals `--site de,uk`.
const selection = values.site?.join(',') ?? '';
let sites: string[] = [];
try {
  sites = parseSiteList(selection).map((s) => s.id);
} catch (error) {
  console.error(`npm run build -- --site ${selection}: ${(error as Error).message}`);
  process.exit(2);
}
// RENTAL_NO_SW=1 (a faster partial build) leaves the service worker out here as in Astro.
const serviceWorker = process.env.RENTAL_NO_SW !== '1';

const seconds = (from: number) => (performance.now() - from) / 1000;
const started = performance.now();
const describe = (c: CompressResult) =>
  `${c.files} files, ${(c.rawBytes / 1024 / 1024).toFixed(1)} MiB raw → brotli ${((100 * c.brotliBytes) / c.rawBytes).toFixed(1)} %, gzip ${((100 * c.gzipBytes) / c.rawBytes).toFixed(1)} %`;

// Astro and Vite empty their output folder file by file before building; for every site with its
// compressed siblings (10,000 files) that took 40 s of the build on a busy disk. Moving the old output
// aside is one rename; it is deleted in the background while the build runs.
const trash = path.join(repoRoot, 'node_modules/.cache/build-trash');
await mkdir(trash, { recursive: true });
const leftovers = (await readdir(trash)).map((name) => path.join(trash, name));
const outputs = [siteDist, ...Object.values(webappDists())].filter((dir) => existsSync(dir));
for (const [index, dir] of outputs.entries()) {
  const aside = path.join(trash, `${process.pid}-${Date.now()}-${index}`);
  try {
    await rename(dir, aside);
    leftovers.push(aside);
  } catch {
    // Another file system (a mounted output folder): it cannot move, so it is deleted before the build.
    await rm(dir, { recursive: true, force: true });
  }
}
const emptied = Promise.all(leftovers.map((dir) => rm(dir, { recursive: true, force: true })));

// The sites do not read the micro-frontends' output, so both build at once: the Astro build is mostly
// one thread, and the Vite builds fill the other cores.
const apps = workspaces().filter((w) => w.webapp && w.scripts.build);
step(`build micro-frontends (${apps.map((a) => a.webapp).join(', ')}) beside the sites`);
let appsSeconds = 0;
const appsDone = Promise.all(apps.map((app) => run('npm', ['run', 'build', '-w', app.name]))).then(
  async () => {
    const compressed = await compressTrees(Object.values(webappDists()));
    appsSeconds = seconds(started);
    console.log(
      `  micro-frontends built and precompressed in ${appsSeconds.toFixed(1)} s: ${describe(compressed)}`,
    );
  },
);

let astroSeconds = 0;
let compressSeconds = 0;
const siteDone = (async () => {
  // issue 19: the station finder's cities and branches from the product API, read once before the pages.
  const stations = await writeStationsSnapshot();
  await writeFleetSnapshot();
  const branches = Object.values(stations.countries).reduce((n, c) => n + c.branches.length, 0);
  console.log(`  station data: ${branches} branches from ${stations.source}`);
  const astroStarted = performance.now();
  step(selection ? `build sites ${sites.join(', ')} (Astro)` : `build every site (${sites.length}, Astro)`);
  await run('npm', ['run', 'build', '-w', '@rental/site'], {
    // The service worker is written below, beside the precompression, instead of at Astro's end.
    env: { [siteSelectionVariable]: selection, RENTAL_NO_SW: '1' },
  });
  astroSeconds = seconds(astroStarted);
  const compressStarted = performance.now();
  step('service worker and precompression (brotli, gzip) of the sites');
  const swFile = path.join(siteDist, 'sw.js');
  // Workbox runs on the main thread while zlib runs on the thread pool; sw.js is compressed once written.
  const [compressed, sw] = await Promise.all([
    textFiles([siteDist]).then((files) => compressFiles(files.filter((f) => f !== swFile))),
    serviceWorker
      ? offlineRevision(siteDist).then(async (revision) => {
          const written = await writeServiceWorker(siteDist, revision);
          await compressFiles([swFile]);
          return written;
        })
      : undefined,
  ]);
  compressSeconds = seconds(compressStarted);
  console.log(`  ${describe(compressed)}`);
  if (sw) console.log(`  service worker: ${sw.count} precached files (${(sw.size / 1024).toFixed(0)} KiB)`);
})();

await Promise.all([appsDone, siteDone, emptied]);
const timings: BuildTimings = {
  sites,
  apps: appsSeconds,
  astro: astroSeconds,
  compress: compressSeconds,
  total: seconds(started),
};
console.log(
  `\nbuild finished in ${timings.total.toFixed(1)} s (micro-frontends ${appsSeconds.toFixed(1)} s beside the sites: Astro ${astroSeconds.toFixed(1)} s, then service worker and precompression ${compressSeconds.toFixed(1)} s)`,
);
if (values.timings) await writeFile(values.timings, `${JSON.stringify(timings)}\n`);
