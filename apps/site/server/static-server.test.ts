// The local host over real HTTP on loopback: site by host name, 404 per language, compression, caching, proxy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.ts';

const root = mkdtempSync(path.join(tmpdir(), 'site-dist-'));
const write = (file: string, body: string | Buffer) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
};
write('de/index.html', '<html lang="de-DE">home</html>');
write('de/index.html.br', zlib.brotliCompressSync('<html lang="de-DE">home</html>'));
write('de/index.html.gz', zlib.gzipSync('<html lang="de-DE">home</html>'));
write('de/fleet/index.html', 'fleet');
write('de/404/index.html', 'nicht gefunden');
write('be/404/index.html', 'niet gevonden');
write('be/fr-be/404/index.html', 'introuvable');
write('_astro/app.abc123.js', 'console.log(1)');
write('favicon.svg', '<svg/>');

const sites = [
  { id: 'de', domain: 'www.kestrelrent.de', languages: [{ code: 'de-DE', pathPrefix: '' }] },
  {
    id: 'be',
    domain: 'www.kestrelrent.be',
    languages: [
      { code: 'nl-BE', pathPrefix: '' },
      { code: 'fr-BE', pathPrefix: '/fr-be' },
    ],
  },
];

let api: http.Server;
let server: http.Server;
let port: number;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, forwardedHost: req.headers['x-forwarded-host'] }));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  server = createStaticServer({
    root,
    sites,
    apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    webapps: {},
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  api.close();
});

function get(host: string, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: urlPath, headers: { host: `${host}:${port}`, ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        )
        .on('error', reject);
    },
  );
}

describe('static server', () => {
  it('serves the site picked by the host name, locally and under the production domain', async () => {
    expect((await get('de.localhost', '/')).body.toString()).toContain('home');
    expect((await get('www.kestrelrent.de', '/fleet')).body.toString()).toBe('fleet');
  });

  it('redirects a trailing slash away, keeping the query', async () => {
    const res = await get('de.localhost', '/fleet/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/fleet?a=1');
  });

  it.each([
    ['de.localhost', '/nope', 'nicht gefunden'],
    ['be.localhost', '/nope', 'niet gevonden'],
    ['be.localhost', '/fr-be/nope', 'introuvable'],
    ['be.localhost', '/fr-bex', 'niet gevonden'],
  ])('answers 404 with the not-found page of the language: %s%s', async (host, urlPath, text) => {
    const res = await get(host, urlPath);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe(text);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves precompressed brotli and gzip, and plain when neither is accepted', async () => {
    const br = await get('de.localhost', '/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('home');
    const gz = await get('de.localhost', '/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('home');
    const plain = await get('de.localhost', '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('keeps serving when a rebuild removes a precompressed sibling while it runs', async () => {
    write('de/gone/index.html', 'gone soon');
    write('de/gone/index.html.br', zlib.brotliCompressSync('gone soon'));
    expect(
      (await get('de.localhost', '/gone', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBe('br');
    rmSync(path.join(root, 'de/gone/index.html.br'));
    const plain = await get('de.localhost', '/gone', { 'accept-encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('gone soon');
  });

  it('caches hashed assets forever and revalidates HTML', async () => {
    const asset = await get('de.localhost', '/_astro/app.abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const html = await get('de.localhost', '/');
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await get('de.localhost', '/', { 'if-none-match': String(html.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('never serves another site through the shared root, nor paths escaping it', async () => {
    expect((await get('be.localhost', '/de/index.html')).status).toBe(404);
    expect((await get('de.localhost', '/a%2F..%2F..%2Fsecret')).status).toBe(400);
    expect((await get('de.localhost', '/favicon.svg')).status).toBe(200);
  });

  it('proxies /api unchanged with the forwarded host', async () => {
    const res = await get('de.localhost', '/api/v1/apps/geoip?x=1');
    expect(JSON.parse(res.body.toString())).toEqual({
      path: '/api/v1/apps/geoip?x=1',
      forwardedHost: `de.localhost:${port}`,
    });
  });

  it('lists every site with local URLs on the index host', async () => {
    const list = JSON.parse((await get('localhost', '/sites.json')).body.toString());
    expect(list[1]).toEqual({
      id: 'be',
      domain: 'www.kestrelrent.be',
      url: `http://be.localhost:${port}/`,
      languages: [
        { code: 'nl-BE', url: `http://be.localhost:${port}/` },
        { code: 'fr-BE', url: `http://be.localhost:${port}/fr-be` },
      ],
    });
    const index = await get('localhost', '/');
    expect(index.body.toString()).toContain(`href="http://be.localhost:${port}/fr-be"`);
  });

  it('answers an unknown host with 404 and refuses other methods on pages', async () => {
    expect((await get('nowhere.localhost', '/x')).status).toBe(404);
  });
});
