// `npm start`: builds everything (skip with --no-build), then serves every site, the micro-frontends
// and the product API on this machine, and prints the URLs to open.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sites } from '@rental/markets';
import { createStaticServer } from '../apps/site/server/static-server.ts';
import { readCspHeaders } from '../apps/site/src/consent/csp.ts';
import { readEnv } from './env.ts';
import { run, step } from './run.ts';
import { repoRoot, siteDist, webappDists } from './workspaces.ts';

const env = readEnv();
const quiet = process.argv.includes('--quiet');

if (!process.argv.includes('--no-build')) {
  step('build');
  await run('node', [path.join(repoRoot, 'scripts/build.ts')]);
}
if (!existsSync(path.join(siteDist, 'de', 'index.html'))) {
  throw new Error(
    `No site build found in ${siteDist}: run \`npm run build\` (or \`npm start\` without --no-build).`,
  );
}

let api: ChildProcess | undefined;
let shuttingDown = false;
const apiMain = path.join(repoRoot, 'apps/api/src/main.ts');
const apiOrigin = `http://127.0.0.1:${env.API_PORT}`;
if (existsSync(apiMain)) {
  step('start the product API');
  api = spawn(process.execPath, [apiMain], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, API_PORT: String(env.API_PORT), API_HOST: '127.0.0.1' },
  });
  api.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`The product API stopped (${signal ?? `exit ${code}`}).`);
      process.exit(1);
    }
  });
  await waitFor(`${apiOrigin}/api/health`, 120_000);
}

const server = createStaticServer({
  root: siteDist,
  sites: sites.map((s) => ({
    id: s.id,
    domain: s.domain,
    languages: s.languages.map((l) => ({ code: l.locale, pathPrefix: l.pathPrefix })),
  })),
  webapps: webappDists(),
  apiOrigin: api ? apiOrigin : undefined,
  // issue 8: the Content-Security-Policy the build computed (dist/_csp.json).
  htmlHeaders: readCspHeaders(siteDist),
  log: quiet || env.CI ? undefined : (line) => console.log(line),
});
server.listen(env.PORT, () => {
  const languages = sites.reduce((n, s) => n + s.languages.length, 0);
  console.log(`\nServing ${sites.length} sites in ${languages} languages.`);
  console.log(`  Index of every site:  http://localhost:${env.PORT}/`);
  console.log(`  A site, e.g. Germany: http://de.localhost:${env.PORT}/`);
  if (api) console.log(`  Product API:          http://localhost:${env.PORT}/api/openapi.json`);
  console.log('Press Ctrl+C to stop.');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    shuttingDown = true;
    server.close();
    server.closeAllConnections();
    api?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
    api?.on('exit', () => process.exit(0));
    if (!api) process.exit(0);
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
