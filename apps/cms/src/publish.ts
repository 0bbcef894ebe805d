// Publish → rebuild (issue 24): a small build service the CMS calls when a page is saved. It rebuilds
// that one site from Directus with Astro and swaps it into the live folder (dist/{siteId}, plus the new
// hashed assets of dist/_astro), one build at a time, and reports how long publishing took.
import { execFile } from 'node:child_process';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const siteDist = join(repoRoot, 'apps', 'site', 'dist');

export interface BuildServiceOptions {
  /** Loopback port the CMS hook posts to. */
  port: number;
  /** Directus the build reads (CONTENT_SOURCE=directus). */
  directusUrl: string;
  directusToken: string;
  /** The folder the sites are served from; each rebuilt site replaces its own sub-folder. */
  liveDir: string;
  log?: (line: string) => void;
}

export interface Rebuild {
  site: string;
  /** Seconds from the request to the swapped site. */
  seconds: number;
}

export interface BuildService {
  url: string;
  /** Every finished rebuild, in order (tests and the bench wait on it). */
  rebuilds: Rebuild[];
  /** Resolves with the next rebuild of `site` that finishes. */
  next: (site: string) => Promise<Rebuild>;
  close: () => Promise<void>;
}

export async function startBuildService(options: BuildServiceOptions): Promise<BuildService> {
  const log = options.log ?? console.log;
  const rebuilds: Rebuild[] = [];
  const waiting: Array<{ site: string; resolve: (r: Rebuild) => void }> = [];
  let queue = Promise.resolve();

  async function rebuild(site: string, requested: number): Promise<void> {
    await run('npm', ['run', 'build', '-w', '@rental/site'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        RENTAL_SITES: site,
        RENTAL_NO_SW: '1',
        CONTENT_SOURCE: 'directus',
        DIRECTUS_URL: options.directusUrl,
        DIRECTUS_TOKEN: options.directusToken,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    // Hashed assets first (new names never clash with live ones), then the site's folder in one rename.
    await mkdir(join(options.liveDir, '_astro'), { recursive: true });
    await cp(join(siteDist, '_astro'), join(options.liveDir, '_astro'), { recursive: true, force: false });
    const live = join(options.liveDir, site);
    const old = `${live}.old-${Date.now()}`;
    await rename(live, old).catch(() => undefined);
    await rename(join(siteDist, site), live);
    await rm(old, { recursive: true, force: true });
    await rm(siteDist, { recursive: true, force: true });
    const done = { site, seconds: (performance.now() - requested) / 1000 };
    rebuilds.push(done);
    log(`published: site ${site} rebuilt from Directus and live in ${done.seconds.toFixed(1)} s`);
    for (const w of waiting.filter((w) => w.site === site)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(done);
    }
  }

  const server: Server = createServer((request, response) => {
    const site = new URL(request.url ?? '/', 'http://build.local').searchParams.get('site') ?? '';
    if (request.method !== 'POST' || !/^[a-z][a-z0-9-]*$/.test(site)) {
      response.writeHead(400).end('POST /rebuild?site={siteId}\n');
      return;
    }
    const requested = performance.now();
    queue = queue
      .then(() => rebuild(site, requested))
      .catch((error: Error) => log(`rebuild of ${site} failed: ${error.message}`));
    response.writeHead(202).end(`rebuilding ${site}\n`);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${options.port}/rebuild`,
    rebuilds,
    next: (site) => new Promise((resolve) => waiting.push({ site, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
