// Builds everything `npm start` serves: the micro-frontends, then the sites, then precompresses the output.
//   npm run build                      every site
//   npm run build -- --site de,uk      only these sites (and the micro-frontends): development, parallel CI jobs
//   npm run build -- --timings FILE    also writes each phase's seconds as JSON (read by `npm run bench`)
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseSiteList, siteSelectionVariable } from '../apps/site/src/lib/site-selection.ts';
import { compressTrees } from './compress.ts';
import { run, step } from './run.ts';
import { repoRoot, siteDist, webappDists, workspaces } from './workspaces.ts';

/** Seconds per phase of one build, and what it built. */
export interface BuildTimings {
  /** The sites built, e.g. ['de', 'uk'] (every site without `--site`). */
  sites: string[];
  apps: number;
  astro: number;
  compress: number;
  total: number;
}

const { values } = parseArgs({
  options: { site: { type: 'string', multiple: true }, timings: { type: 'string' } },
});
// Fails before anything is built when a site id is unknown; `--site de --site uk` equals `--site de,uk`.
const selection = values.site?.join(',') ?? '';
const sites = parseSiteList(selection).map((s) => s.id);

const seconds = (from: number) => (performance.now() - from) / 1000;
const started = performance.now();

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

const apps = workspaces().filter((w) => w.webapp && w.scripts.build);
step(`build micro-frontends: ${apps.map((a) => a.webapp).join(', ')}`);
// Independent Vite builds: run together, so one's single-threaded phases overlap another's work.
await Promise.all(apps.map((app) => run('npm', ['run', 'build', '-w', app.name])));
const appsSeconds = seconds(started);

const astroStarted = performance.now();
step(selection ? `build sites ${sites.join(', ')} (Astro)` : `build every site (${sites.length}, Astro)`);
await run('npm', ['run', 'build', '-w', '@rental/site'], {
  env: { [siteSelectionVariable]: selection },
});
const astroSeconds = seconds(astroStarted);

const compressStarted = performance.now();
step('precompress (brotli, gzip)');
const compressed = await compressTrees([siteDist, ...Object.values(webappDists())]);
const compressSeconds = seconds(compressStarted);
console.log(
  `  ${compressed.files} files, ${(compressed.rawBytes / 1024 / 1024).toFixed(1)} MiB raw → brotli ${((100 * compressed.brotliBytes) / compressed.rawBytes).toFixed(1)} %, gzip ${((100 * compressed.gzipBytes) / compressed.rawBytes).toFixed(1)} %`,
);

await emptied;
const timings: BuildTimings = {
  sites,
  apps: appsSeconds,
  astro: astroSeconds,
  compress: compressSeconds,
  total: seconds(started),
};
console.log(
  `\nbuild finished in ${timings.total.toFixed(1)} s (micro-frontends ${appsSeconds.toFixed(1)} s, Astro ${astroSeconds.toFixed(1)} s, precompression ${compressSeconds.toFixed(1)} s)`,
);
if (values.timings) await writeFile(values.timings, `${JSON.stringify(timings)}\n`);
