// The third-party script proxy over real HTTP on loopback: allow-listed origins only, clear refusals.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.ts';
import { checkProxyTarget, thirdPartyProxyPath } from './third-party-proxy.ts';

let upstream: http.Server;
let server: http.Server;
let upstreamOrigin: string;
let base: string;
let downOrigin: string;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'https://evil.example/x.js' });
      return void res.end();
    }
    res.writeHead(200, {
      'content-type': 'text/javascript',
      'cache-control': 'max-age=60',
      'set-cookie': 'x=1',
    });
    res.end(`window.proxied = ${JSON.stringify(req.url)};`);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  // A port that was free a moment ago: nothing listens there.
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  downOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((r) => probe.close(r));
  server = createStaticServer({
    root: '/nonexistent',
    sites: [{ id: 'de', domain: 'www.kestrelrent.de', languages: [{ code: 'de-DE', pathPrefix: '' }] }],
    thirdPartyOrigins: [upstreamOrigin, downOrigin],
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${thirdPartyProxyPath}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await new Promise((r) => upstream.close(r));
});

const get = (query: string, init?: RequestInit) =>
  fetch(`${base}${query}`, { ...init, headers: { host: 'de.localhost' } });

describe('third-party proxy', () => {
  it('serves a script of an allow-listed origin with its type and caching, without its cookies', async () => {
    const res = await get(`?url=${encodeURIComponent(`${upstreamOrigin}/gtm.js?id=GTM-1`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toBe('window.proxied = "/gtm.js?id=GTM-1";');
  });

  it.each([
    ['no url parameter', '', 400, /Missing the url query parameter/],
    ['an empty url', '?url=', 400, /Missing the url query parameter/],
    ['a relative url', '?url=%2Fgtm.js', 400, /not an absolute URL/],
    ['another scheme', `?url=${encodeURIComponent('file:///etc/passwd')}`, 400, /Only http and https/],
    [
      'a host off the list',
      `?url=${encodeURIComponent('https://evil.example/x.js')}`,
      403,
      /https:\/\/evil\.example is not on the third-party allow-list/,
    ],
  ])('refuses %s with %i and says why', async (_name, query, status, message) => {
    const res = await get(query);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(message);
  });

  it('does not follow an upstream redirect off the list', async () => {
    const res = await get(`?url=${encodeURIComponent(`${upstreamOrigin}/redirect`)}`);
    expect(res.status).toBe(502);
    expect(await res.text()).toMatch(/redirect \(302\), which is not followed/);
  });

  it('answers 502 when an allow-listed upstream is down', async () => {
    const res = await get(`?url=${encodeURIComponent(`${downOrigin}/x.js`)}`);
    expect(res.status).toBe(502);
  });

  it('property: only URLs whose origin is on the list are accepted', () => {
    fc.assert(
      fc.property(fc.webUrl({ size: 'small' }), fc.string({ maxLength: 40 }), (url, junk) => {
        for (const raw of [url, junk]) {
          const result = checkProxyTarget(raw, ['https://allowed.example']);
          if ('url' in result) expect(result.url.origin).toBe('https://allowed.example');
          else expect([400, 403]).toContain(result.status);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
