// Issue 15: the local server sends the same security headers as the production `_headers` file the
// build writes, on pages, error answers and the site index; the only differences are the documented
// production-only ones (HSTS, and upgrade-insecure-requests in the policy).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFileName, parseHeadersFile, readCspHeaders } from '../src/consent/csp.ts';
import { writeCsp } from '../src/consent/csp-integration.ts';
import { createStaticServer } from './static-server.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'site-dist-headers-'));
mkdirSync(path.join(dist, 'de', '404'), { recursive: true });
writeFileSync(path.join(dist, 'de', 'index.html'), '<html><script>start()</script>home</html>');
writeFileSync(path.join(dist, 'de', '404', 'index.html'), '<html>nicht gefunden</html>');
mkdirSync(path.join(dist, '_astro'));
writeFileSync(path.join(dist, '_astro', 'a.1.js'), 'x()');

let server: http.Server;
let port: number;
let production: Record<string, string>;

beforeAll(async () => {
  await writeCsp(dist);
  production = parseHeadersFile(readFileSync(path.join(dist, headersFileName), 'utf8'));
  server = createStaticServer({
    root: dist,
    sites: [{ id: 'de', domain: 'www.kestrelrent.de', languages: [{ code: 'de-DE', pathPrefix: '' }] }],
    headers: readCspHeaders(dist),
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const fetchHeaders = (host: string, urlPath: string, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

/** The production headers as the local server must send them. */
function expectedLocally(headers: Record<string, string>): Record<string, string | undefined> {
  const expected: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'Strict-Transport-Security') expected[name.toLowerCase()] = undefined;
    else if (name === 'Content-Security-Policy')
      expected[name.toLowerCase()] = value.replace(/; upgrade-insecure-requests$/, '');
    else expected[name.toLowerCase()] = value;
  }
  return expected;
}

describe('local and production security headers', () => {
  it('the production file has every header, HSTS and the upgrading policy included', () => {
    expect(Object.keys(production).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(production['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/);
  });

  it.each([
    ['a page', 'de.localhost', '/', 'GET', 200],
    ['the not-found page', 'de.localhost', '/nope', 'GET', 404],
    ['a bad request', 'de.localhost', '/a%2F..%2Fb', 'GET', 400],
    ['a refused method', 'de.localhost', '/', 'DELETE', 405],
    ['an asset', 'de.localhost', '/_astro/a.1.js', 'GET', 200],
    ['the site index', 'localhost', '/', 'GET', 200],
    ['an unknown host', 'elsewhere.localhost', '/x', 'GET', 404],
  ])('match on %s', async (_name, host, urlPath, method, status) => {
    const res = await fetchHeaders(host, urlPath, method);
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(expectedLocally(production)))
      expect(res.headers[name], name).toBe(value);
  });
});
