// The attacks of issue 15 on the local host, sent as raw HTTP: absolute-form targets (open proxy), a
// hung or stopped API, prototype keys in paths, protocol-relative redirects, refused encodings, slow and
// oversized bodies; and the security headers on every answer the server makes itself.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.ts';

const root = mkdtempSync(path.join(tmpdir(), 'site-dist-security-'));
const write = (file: string, body: string | Buffer) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
};
write('de/index.html', '<html lang="de-DE">home</html>');
write('de/index.html.br', zlib.brotliCompressSync('<html lang="de-DE">home</html>'));
write('de/index.html.gz', zlib.gzipSync('<html lang="de-DE">home</html>'));
write('de/404/index.html', 'nicht gefunden');
write('_astro/app.abc123.js', 'console.log(1)');

const sites = [{ id: 'de', domain: 'www.kestrelrent.de', languages: [{ code: 'de-DE', pathPrefix: '' }] }];
const csp = "default-src 'self'";

type Server = http.Server;
const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((r) => server.close(r));
};

/** Requests that reached the "other host" an attacker aims the proxy at. */
const victimHits: string[] = [];
let victim: Server;
let victimPort: number;
let api: Server;
let hungApi: Server;
let server: Server;
let port: number;
let hungServer: Server;
let hungPort: number;
let downServer: Server;
let downPort: number;

beforeAll(async () => {
  victim = http.createServer((req, res) => {
    victimHits.push(`${req.method} ${req.url} cookie=${req.headers.cookie ?? ''}`);
    res.end('secret from the other host');
  });
  victimPort = await listen(victim);
  api = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url, size }));
    });
  });
  const apiPort = await listen(api);
  hungApi = http.createServer(() => {
    // never answers
  });
  const hungApiPort = await listen(hungApi);
  const downProbe = http.createServer();
  const downApiPort = await listen(downProbe);
  await close(downProbe);

  const common = {
    root,
    sites,
    webapps: {},
    headers: { 'Content-Security-Policy': csp },
    requestTimeoutMs: 600,
    apiTimeoutMs: 400,
  };
  server = createStaticServer({ ...common, apiOrigin: `http://127.0.0.1:${apiPort}` });
  port = await listen(server);
  hungServer = createStaticServer({ ...common, apiOrigin: `http://127.0.0.1:${hungApiPort}` });
  hungPort = await listen(hungServer);
  downServer = createStaticServer({ ...common, apiOrigin: `http://127.0.0.1:${downApiPort}` });
  downPort = await listen(downServer);
});
afterAll(async () => {
  await Promise.all([victim, api, hungApi, server, hungServer, downServer].map(close));
});

type Raw = { status: number; headers: Record<string, string>; body: string; closed: boolean };

/** Sends raw bytes and reads one answer (or gives up after `timeoutMs`: status 0). */
function raw(
  targetPort: number,
  request: string | Buffer[],
  options: { timeoutMs?: number; pauseAfterFirstMs?: number } = {},
): Promise<Raw> {
  return new Promise((resolve) => {
    const socket = net.connect(targetPort, '127.0.0.1');
    let data = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        closed,
      });
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? 3000);
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    const parts = typeof request === 'string' ? [Buffer.from(request, 'latin1')] : request;
    socket.write(parts[0] ?? Buffer.alloc(0));
    if (parts.length > 1)
      setTimeout(() => {
        for (const part of parts.slice(1)) if (!socket.destroyed) socket.write(part);
      }, options.pauseAfterFirstMs ?? 0);
  });
}

const get = (target: string, headers: Record<string, string> = {}, targetPort = port) =>
  raw(
    targetPort,
    `GET ${target} HTTP/1.1\r\nHost: de.localhost:${targetPort}\r\nConnection: close\r\n${Object.entries(
      headers,
    )
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  );

describe('the API proxy is not an open proxy', () => {
  it.each([
    ['an absolute-form target to another host', () => `http://127.0.0.1:${victimPort}/api/x`],
    ['an absolute-form target outside /api', () => `http://127.0.0.1:${victimPort}/x`],
    ['a protocol-relative path', () => `//127.0.0.1:${victimPort}/api/x`],
  ])('refuses %s and never reaches that host', async (_name, target) => {
    const before = victimHits.length;
    const res = await get(target(), { cookie: 'sid=visitor-session' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain('secret from the other host');
    expect(victimHits.length).toBe(before);
  });

  it('still answers an absolute-form target naming the host itself, by path and query only', async () => {
    const res = await get(`http://de.localhost:${port}/api/v1/x?a=1`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).path).toBe('/api/v1/x?a=1');
  });

  it('answers 504 in the error shape when the API hangs', async () => {
    const started = Date.now();
    const res = await get('/api/v1/slow', {}, hungPort);
    expect(res.status).toBe(504);
    expect(JSON.parse(res.body).error.code).toBe('api_timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers 503 in the error shape when the API is down', async () => {
    const res = await get('/api/v1/x', {}, downPort);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body).error).toMatchObject({ code: 'api_unavailable' });
    expect(res.headers['retry-after']).toBeTruthy();
  });
});

describe('bodies', () => {
  it('refuses a body over 64 KB at once with 413 in the error shape, and closes', async () => {
    const body = 'x'.repeat(100 * 1024);
    const res = await raw(
      port,
      `POST /api/v1/x HTTP/1.1\r\nHost: de.localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('body_too_large');
    expect(res.closed).toBe(true);
  });

  it('refuses a chunked body that grows over 64 KB', async () => {
    const chunk = 'y'.repeat(16 * 1024);
    const chunks = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const res = await raw(
      port,
      `POST /api/v1/x HTTP/1.1\r\nHost: de.localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n`,
    );
    expect(res.status).toBe(413);
    expect(res.closed).toBe(true);
  });

  it('passes a body under the limit through', async () => {
    const body = JSON.stringify({ a: 'z'.repeat(1000) });
    const res = await raw(
      port,
      `POST /api/v1/x HTTP/1.1\r\nHost: de.localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).size).toBe(body.length);
  });

  it('does not wait for a slow body for ever', async () => {
    const started = Date.now();
    const res = await raw(
      port,
      [
        Buffer.from(
          'POST /api/v1/x HTTP/1.1\r\nHost: de.localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
        ),
      ],
      { timeoutMs: 4000 },
    );
    expect(res.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(3500);
  });
});

describe('paths and encodings', () => {
  it('answers 404 for an app named like an Object property', async () => {
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty'])
      expect((await get(`/webapp/${name}/x.js`)).status, name).toBe(404);
  });

  it('never redirects to another host', async () => {
    for (const target of [
      '/%2e//evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/.//evil.example/',
    ]) {
      const res = await get(target);
      if (res.status >= 300 && res.status < 400) {
        expect(res.headers.location, target).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['gzip;q=0, br', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip, br', 'br'],
  ])('Accept-Encoding %j gets %s', async (accept, encoding) => {
    const res = await get('/', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
  });
});

describe('security headers', () => {
  it.each([
    ['a page', '/', 200],
    ['the not-found page', '/missing', 404],
    ['a bad request', '/a%2F..%2F..%2Fsecret', 400],
    ['an asset', '/_astro/app.abc123.js', 200],
  ])('are on %s', async (_name, target, status) => {
    const res = await get(target);
    expect(res.status).toBe(status);
    expect(res.headers['content-security-policy']).toBe(csp);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('are on a refused method and on the site index', async () => {
    const post = await raw(port, 'DELETE / HTTP/1.1\r\nHost: de.localhost\r\nConnection: close\r\n\r\n');
    expect(post.status).toBe(405);
    expect(post.headers['content-security-policy']).toBe(csp);
    const index = await raw(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toBe(csp);
    expect(index.headers['x-content-type-options']).toBe('nosniff');
  });
});
