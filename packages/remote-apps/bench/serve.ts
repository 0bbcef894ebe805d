// Serves the built product (every site and micro-frontend, no API) on a port, for the bench and
// quick manual checks: `npx node packages/remote-apps/bench/serve.ts 4500`.
import type http from 'node:http';
import { sites } from '@rental/markets';
import { createStaticServer } from '../../../apps/site/server/static-server.ts';
import { siteDist, webappDists } from '../../../scripts/workspaces.ts';

/** Starts the static host of the built product; resolves once it listens. */
export function serveProduct(port: number, extraWebapps: Record<string, string> = {}): Promise<http.Server> {
  const server = createStaticServer({
    root: siteDist,
    sites: sites.map((s) => ({
      id: s.id,
      domain: s.domain,
      languages: s.languages.map((l) => ({ code: l.locale, pathPrefix: l.pathPrefix })),
    })),
    webapps: { ...webappDists(), ...extraWebapps },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? 4500);
  await serveProduct(port);
  console.log(`Serving the built product at http://de.localhost:${port}/ (Ctrl+C to stop)`);
}
