// Serves the built sites for the screenshot and Lighthouse scripts with the same static host
// `npm start` uses (server/static-server.ts: per-host sites, precompressed files, micro-frontends), on
// a port of our choice; /api goes to the product API when `apiOrigin` is given (Lighthouse with the apps).
import type { AddressInfo } from 'node:net';
import { getSite, sites } from '@rental/markets';
import { siteDist, webappDists } from '../../../scripts/workspaces.ts';
import { createStaticServer } from '../server/static-server.ts';

export interface Served {
  port: number;
  url: (siteId: string, path: string) => string;
  /**
   * The page at the site's production host name on this port, e.g. http://www.kestrelrent.de:4470/flotte:
   * no debug mode, as visitors get it. The browser must resolve the name here (`hostResolverRule`).
   */
  productionUrl: (siteId: string, path: string) => string;
  /** Chromium's --host-resolver-rules value mapping every production host name to this machine. */
  hostResolverRule: string;
  stop: () => Promise<void>;
}

/** The build to serve: apps/site/dist, or SITE_DIST (a private build, e.g. `astro build --outDir`). */
export const servedDist = process.env.SITE_DIST ?? siteDist;

export async function serveBuiltSite(port: number, options: { apiOrigin?: string } = {}): Promise<Served> {
  const server = createStaticServer({
    apiOrigin: options.apiOrigin,
    root: servedDist,
    sites: sites.map((s) => ({
      id: s.id,
      domain: s.domain,
      languages: s.languages.map((l) => ({ code: l.locale, pathPrefix: l.pathPrefix })),
    })),
    webapps: webappDists(),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: (siteId, p) => `http://${siteId}.localhost:${actual}${p}`,
    productionUrl: (siteId, p) => {
      const site = getSite(siteId);
      if (!site) throw new Error(`Unknown site '${siteId}'`);
      return `http://${site.domain}:${actual}${p}`;
    },
    hostResolverRule: sites.map((s) => `MAP ${s.domain} 127.0.0.1`).join(', '),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `node scripts/serve.ts [port]`: serve the built sites alone (no API), e.g. for Playwright to reuse.
if (import.meta.main) {
  // A file removed by a concurrent rebuild makes the host's read stream fail without a listener (see the
  // report on server/static-server.ts): keep serving the other requests.
  process.on('uncaughtException', (error) => console.error(`request failed: ${error.message}`));
  const served = await serveBuiltSite(Number(process.argv[2] ?? 4400));
  console.log(`Serving the built sites on http://localhost:${served.port}/ (Ctrl+C to stop)`);
}
