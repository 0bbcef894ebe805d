// `npm run dev -- <app>`: one micro-frontend with live reload inside the real site pages. Every site is
// served from its build (built first when missing) as `npm start` does, except /webapp/<app>/, which
// the app's Vite dev server answers from source; saving a file reloads the page (the page's React is the
// production build, so component state is not kept across a change).

import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sites } from '@rental/markets';
import { createServer } from 'vite';
import { createStaticServer } from '../apps/site/server/static-server.ts';
import { readEnv } from './env.ts';
import { writeFleetSnapshot } from './fleet.ts';
import { run, step } from './run.ts';
import { writeStationsSnapshot } from './stations.ts';
import { siteDist, webappDists, workspaces } from './workspaces.ts';

const env = readEnv();
const apps = workspaces().filter((w) => w.webapp);
const name = process.argv[2];
const app = apps.find((w) => w.webapp === name || w.name === name);
if (!app?.webapp) {
  console.error(
    `Usage: npm run dev -- <app>\n${name ? `No micro-frontend named "${name}". ` : ''}Apps: ${apps.map((w) => w.webapp).join(', ') || 'none yet'}`,
  );
  process.exit(1);
}
const appName = app.webapp;

if (!existsSync(path.join(siteDist, 'de', 'index.html'))) {
  step('no site build yet: build every site once (Astro)');
  await writeStationsSnapshot();
  await writeFleetSnapshot();
  await run('npm', ['run', 'build', '-w', '@rental/site']);
}

const server = http.createServer();
const vite = await createServer({
  configFile: path.join(app.dir, 'vite.config.ts'),
  root: app.dir,
  appType: 'custom',
  // The page is served by this same server: HMR's websocket rides on it.
  server: { middlewareMode: true, hmr: { server } },
});

const siteServer = createStaticServer({
  root: siteDist,
  sites: sites.map((s) => ({
    id: s.id,
    domain: s.domain,
    languages: s.languages.map((l) => ({ code: l.locale, pathPrefix: l.pathPrefix })),
  })),
  // The other apps from their builds (when built); this one from Vite.
  webapps: webappDists(),
  apiOrigin: process.env.API_ORIGIN,
  log: env.CI ? undefined : (line) => console.log(line),
});
const serveSite = siteServer.listeners('request')[0] as http.RequestListener;

const ownPrefix = `/webapp/${appName}/`;
server.on('request', (req, res) => {
  if (req.url?.startsWith(ownPrefix)) {
    vite.middlewares(req, res, () => serveSite(req, res));
    return;
  }
  serveSite(req, res);
});

server.listen(env.PORT, () => {
  const containers = `[data-app="${appName}"]`;
  console.log(`\n${app.name}: live reload from ${path.relative(process.cwd(), app.dir)}/src`);
  console.log(`  Open a page with a ${containers} container, e.g. http://de.localhost:${env.PORT}/`);
  console.log(`  The app's files: http://de.localhost:${env.PORT}${ownPrefix}`);
  if (!process.env.API_ORIGIN) {
    console.log('  No product API (set API_ORIGIN=http://127.0.0.1:4322 with the API running to use it).');
  }
  console.log('Press Ctrl+C to stop.');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void vite.close();
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
