// A private copy of the product for tests that must stop the API mid-visit and for the bench: the
// product API (in-memory database, real seed) and the local host serving the built sites and this app,
// on their own ports, so stopping this API never disturbs the shared test server.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sites } from '@rental/markets';
import { createStaticServer } from '@rental/site/server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// HELP_CENTER_SITE_DIST serves a copy of the site build (handy while the site is being rebuilt).
const siteDist = process.env.HELP_CENTER_SITE_DIST ?? path.join(repoRoot, 'apps/site/dist');
const appDist = path.join(repoRoot, 'apps/help-center/dist');

export interface Stack {
  /** http://{site}.localhost:{port} */
  origin: (siteId: string) => string;
  /** Stops the API process (the host keeps serving pages and answers /api with 502). */
  stopApi: () => Promise<void>;
  /** Stops everything. */
  close: () => Promise<void>;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the API and the host; resolves once both answer. */
export async function startStack(port: number, apiPort: number): Promise<Stack> {
  if (!existsSync(path.join(appDist, 'remoteEntry.js'))) {
    throw new Error(
      `No help-center build in ${appDist}: run \`npm run build -w @rental/help-center\` first.`,
    );
  }
  const api: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/api/src/main.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      API_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
  });
  const apiExited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const server: http.Server = createStaticServer({
    // The site build when there is one; the app's own page works without it.
    root: existsSync(siteDist) ? siteDist : mkdtempSync(path.join(os.tmpdir(), 'help-center-empty-')),
    sites: sites.map((s) => ({
      id: s.id,
      domain: s.domain,
      languages: s.languages.map((l) => ({ code: l.locale, pathPrefix: l.pathPrefix })),
    })),
    webapps: { 'help-center': appDist },
    apiOrigin: `http://127.0.0.1:${apiPort}`,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 120_000);
  const stopApi = async () => {
    if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
    await apiExited;
  };
  return {
    origin: (siteId) => `http://${siteId}.localhost:${port}`,
    stopApi,
    close: async () => {
      await stopApi();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? 4690);
  const stack = await startStack(port, port + 1);
  console.log(`help center: ${stack.origin('de')}/webapp/help-center/index.html (Ctrl+C to stop)`);
  process.on('SIGINT', () => void stack.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => void stack.close().then(() => process.exit(0)));
}
