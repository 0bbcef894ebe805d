// The checker's path rules against the local host's: the same build, the same questions, the same answers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../server/static-server.ts';
import { readBuildFiles } from './check-links.ts';
import type { BuildFiles } from './resolve.ts';
import { resolvePath } from './resolve.ts';

const root = mkdtempSync(path.join(tmpdir(), 'link-resolve-'));
const app = mkdtempSync(path.join(tmpdir(), 'link-resolve-app-'));
const write = (base: string, file: string, body = 'x') => {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), body);
};
for (const file of [
  'de/index.html',
  'de/flotte/index.html',
  'de/en/index.html',
  'de/404/index.html',
  'de/manifest.webmanifest',
  'de/sw-offline.html',
  'de/page-data/index/page-data.json',
  'be/index.html',
  '_astro/app.abc123.js',
  'favicon.svg',
  'cms/marketing/hero.jpg',
  'stray.html',
]) {
  write(root, file);
}
write(app, 'remoteEntry.js');
write(app, 'assets/chunk.js');

const sites = [
  { id: 'de', domain: 'www.kestrelrent.de', languages: [{ code: 'de-DE', pathPrefix: '' }] },
  { id: 'be', domain: 'www.kestrelrent.be', languages: [{ code: 'nl-BE', pathPrefix: '' }] },
];

let server: http.Server;
let port: number;
let files: BuildFiles;

beforeAll(async () => {
  server = createStaticServer({ root, sites, webapps: { booking: app } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  files = await readBuildFiles({
    siteRoot: root,
    webapps: { booking: app },
    sites: sites.map((s) => ({ id: s.id }) as never),
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function ask(site: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: 'HEAD', headers: { host: `${site}.localhost` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('resolvePath answers as the static server does', () => {
  const cases: Array<[site: string, path: string]> = [
    ['de', '/'],
    ['de', '/flotte'],
    ['de', '/flotte/'],
    ['de', '/flotte/index.html'],
    ['de', '/en'],
    ['de', '/nowhere'],
    ['de', '/manifest.webmanifest'],
    ['de', '/sw-offline.html'],
    ['de', '/page-data/index/page-data.json'],
    ['de', '/page-data/missing/page-data.json'],
    ['de', '/_astro/app.abc123.js'],
    ['de', '/_astro/gone.js'],
    ['de', '/favicon.svg'],
    ['de', '/cms/marketing/hero.jpg'],
    ['de', '/stray.html'],
    ['de', '/be/index.html'],
    ['de', '/de/flotte'],
    ['de', '/webapp/booking/remoteEntry.js'],
    ['de', '/webapp/booking/assets/chunk.js'],
    ['de', '/webapp/booking/missing.js'],
    ['de', '/webapp/login/remoteEntry.js'],
    ['de', '/%E0%A4%A'],
    ['be', '/'],
    ['be', '/flotte'],
  ];
  it.each(cases)('%s %s', async (site, pathname) => {
    const expected = await ask(site, pathname);
    expect(resolvePath(files, site, pathname).status).toBe(expected);
  });

  it('redirects a trailing slash to the path without it, keeping the encoding', () => {
    expect(resolvePath(files, 'de', '/flotte/')).toEqual({ status: 301, location: '/flotte' });
    expect(resolvePath(files, 'de', '/caf%C3%A9//')).toEqual({ status: 301, location: '/caf%C3%A9' });
  });
});
