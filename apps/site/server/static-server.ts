// The local host of the product: serves every site's static build on its own host name
// ({site}.localhost), the micro-frontends under /webapp/, and proxies /api to the product API.
// Hardened against the attacks of issue 15: targets are taken by path and query only, the proxy has a
// body limit and a timeout and answers in the API's error shape, slow requests are cut off, and every
// answer the server makes itself carries the sites' security headers.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { baseSecurityHeaders } from '../src/consent/csp.ts';
import { defaultThirdPartyOrigins, proxyThirdParty, thirdPartyProxyPath } from './third-party-proxy.ts';

export interface SiteEntry {
  id: string;
  domain: string;
  languages: ReadonlyArray<{ code: string; pathPrefix: string }>;
}

export interface StaticServerOptions {
  /** The Astro build output: dist/{siteId}/... per site plus shared assets at the root. */
  root: string;
  sites: readonly SiteEntry[];
  /** Micro-frontend builds: app name -> folder served at /webapp/{app}/. */
  webapps?: Readonly<Record<string, string>>;
  /** Where /api/* is forwarded (path unchanged), e.g. http://127.0.0.1:4322. */
  apiOrigin?: string | undefined;
  /**
   * Security headers of every answer the server makes itself (pages, assets, errors), on top of
   * nosniff, Referrer-Policy and Permissions-Policy: the build's Content-Security-Policy
   * (dist/_csp.json). Proxied API answers keep the API's own headers.
   */
  headers?: Readonly<Record<string, string>>;
  /** An API answer that has not started after this long is given up with 504 (default 30 s). */
  apiTimeoutMs?: number;
  /** A request must have arrived whole within this long, body included (default 30 s). */
  requestTimeoutMs?: number;
  log?: (line: string) => void;
  /** Origins the third-party script proxy may fetch (spec §7); default: defaultThirdPartyOrigins. */
  thirdPartyOrigins?: readonly string[];
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Text types precompressed at build time (see scripts/compress.ts). */
export const compressibleExtensions = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
];

const hashedAsset = /^\/(_astro|webapp\/[^/]+\/assets)\//;

/** The API's body limit (apps/api: 64 KB); the proxy enforces it before forwarding a byte. */
export const apiBodyLimit = 64 * 1024;

/** Headers that describe one connection, never forwarded (RFC 9110 §7.6.1). */
const hopByHop = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'transfer-encoding',
];

/** The encoding to send for an Accept-Encoding header, honouring q-values ('br;q=0' refuses brotli). */
export function pickEncoding(header: string): 'br' | 'gzip' | undefined {
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * The path and query a request asks for. Origin-form targets are read as a path even when they start
 * with '//'; an absolute-form target (`GET http://host/x`) is accepted only when it names the host the
 * request is addressed to, so the server never becomes a proxy to other hosts (issue 15).
 */
export function requestTarget(
  rawUrl: string,
  hostHeader: string,
): { pathname: string; search: string } | { refused: string } {
  if (rawUrl.startsWith('/')) {
    const url = new URL(`http://local${rawUrl}`);
    return { pathname: url.pathname, search: url.search };
  }
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { refused: 'The request target is not a path.' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    return { refused: 'The request target is not a path.' };
  if (url.host.toLowerCase() !== hostHeader.toLowerCase())
    return { refused: 'This server answers for its own host only; it is not a proxy.' };
  return { pathname: url.pathname, search: url.search };
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  const { root, sites } = options;
  const byHost = new Map<string, SiteEntry>();
  for (const site of sites) {
    byHost.set(`${site.id}.localhost`, site);
    byHost.set(site.domain, site);
  }
  const siteIds = new Set(sites.map((s) => s.id));
  const log = options.log ?? (() => {});
  const securityHeaders = { ...baseSecurityHeaders, ...options.headers };
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const apiTimeout = options.apiTimeoutMs ?? 30_000;

  const serverOptions: http.ServerOptions = {
    // Slow-loris: the whole request, body included, must arrive in time; checked often enough to bite.
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, 20_000),
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeout / 4))),
  };
  return http.createServer(serverOptions, (req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      log(
        `${req.method} ${req.headers.host ?? ''}${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
      );
    });
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    handle(req, res).catch((error: unknown) => {
      log(`error ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = requestTarget(req.url ?? '/', req.headers.host ?? '');
    if ('refused' in target) return sendText(res, 400, `Bad request: ${target.refused}`);
    const url = new URL(`http://local${target.pathname}${target.search}`);
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isApi) {
      res.setHeader('allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();

    if (isApi) return proxyApi(req, res, url);
    if (url.pathname === thirdPartyProxyPath) {
      return proxyThirdParty(req, res, url, options.thirdPartyOrigins ?? defaultThirdPartyOrigins);
    }

    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, 'Bad request: malformed URL encoding');
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..'))
      return sendText(res, 400, 'Bad request');

    const site = byHost.get(host);
    if (!site) {
      if (pathname === '/sites.json') return sendJson(res, siteList(req));
      if (pathname === '/') return sendHtml(res, 200, siteIndexHtml(siteList(req)));
      // Shared assets (e.g. /favicon.svg) on the index host.
      const shared = await findShared(pathname);
      if (shared) return sendFile(req, res, shared.file, shared.stats, 200);
      return sendText(res, 404, 'Not found');
    }

    // spec §2: trailing slashes are removed (permanent redirect, query kept). Leading slashes collapse
    // to one: '//evil.example' would be a protocol-relative redirect to another host (issue 15).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader('location', `/${url.pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '')}${url.search}`);
      res.setHeader('cache-control', 'public, max-age=3600');
      return void res.end();
    }

    const webapp = pathname.match(/^\/webapp\/([^/]+)(\/.*)$/);
    if (webapp) {
      // Own keys only: '/webapp/__proto__/' must not find Object.prototype.
      const dir =
        options.webapps && Object.hasOwn(options.webapps, webapp[1]!)
          ? options.webapps[webapp[1]!]
          : undefined;
      const found = dir ? await findFile(path.join(dir, webapp[2]!)) : undefined;
      if (found) return sendFile(req, res, found.file, found.stats, 200);
      return sendText(res, 404, 'Not found');
    }

    const own =
      (await findFile(path.join(root, site.id, pathname))) ??
      (await findFile(path.join(root, site.id, pathname, 'index.html'))) ??
      (await findShared(pathname));
    if (own) return sendFile(req, res, own.file, own.stats, 200);

    const notFound = await findFile(
      path.join(root, site.id, languagePrefix(site, pathname), '404', 'index.html'),
    );
    if (notFound) return sendFile(req, res, notFound.file, notFound.stats, 404);
    return sendText(res, 404, 'Not found');
  }

  /** The language whose path prefix is the longest match, e.g. /fr-be/unknown -> /fr-be. */
  function languagePrefix(site: SiteEntry, pathname: string): string {
    let best = '';
    for (const { pathPrefix } of site.languages) {
      if (
        pathPrefix &&
        (pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`)) &&
        pathPrefix.length > best.length
      ) {
        best = pathPrefix;
      }
    }
    return best;
  }

  /** Files at the build root shared by all sites (hashed assets, favicon, CMS images): never a site's HTML. */
  async function findShared(pathname: string) {
    const first = pathname.split('/')[1] ?? '';
    if (siteIds.has(first) || pathname.endsWith('.html') || pathname === '/') return undefined;
    return findFile(path.join(root, pathname));
  }

  function siteList(req: IncomingMessage) {
    const port = (req.headers.host ?? '').match(/:(\d+)$/)?.[1];
    const origin = (id: string) => `http://${id}.localhost${port ? `:${port}` : ''}`;
    return sites.map((site) => ({
      id: site.id,
      domain: site.domain,
      url: `${origin(site.id)}/`,
      languages: site.languages.map((l) => ({
        code: l.code,
        url: `${origin(site.id)}${l.pathPrefix || '/'}`,
      })),
    }));
  }

  /** Answers of the proxy itself, in the API's error shape. */
  function proxyError(res: ServerResponse, status: number, code: string, message: string): void {
    if (status === 503) res.setHeader('retry-after', '2');
    sendJson(res, { error: { code, message } }, status);
  }

  function proxyApi(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (!options.apiOrigin) {
      proxyError(res, 503, 'api_not_configured', 'The product API is not running.');
      return;
    }
    const refuseBody = () => {
      // The rest of the body is never read: the connection closes after this answer.
      res.setHeader('connection', 'close');
      res.once('finish', () => req.destroy());
      proxyError(res, 413, 'body_too_large', 'The request body is too large.');
    };
    if (Number(req.headers['content-length'] ?? 0) > apiBodyLimit) {
      refuseBody();
      return;
    }

    // Path and query only, onto the configured origin: never a host taken from the request.
    const target = new URL(options.apiOrigin);
    target.pathname = url.pathname;
    target.search = url.search;
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const name of hopByHop) delete headers[name];
    headers.host = target.host;
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';

    let answered = false;
    let timedOut = false;
    const upstream = http.request(target, { method: req.method, headers });
    const timer = setTimeout(() => {
      timedOut = true;
      upstream.destroy(new Error('the API did not answer in time'));
    }, apiTimeout);
    upstream.on('response', (reply) => {
      answered = true;
      clearTimeout(timer);
      for (const name of Object.keys(securityHeaders)) res.removeHeader(name);
      const replyHeaders = { ...reply.headers };
      for (const name of hopByHop) delete replyHeaders[name];
      // The API answered before the whole body arrived (e.g. a 4xx): the connection cannot be reused.
      if (!req.complete) replyHeaders.connection = 'close';
      res.writeHead(reply.statusCode ?? 502, replyHeaders);
      reply.pipe(res);
      reply.on('error', () => res.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (answered || res.headersSent) return void res.destroy();
      if (timedOut)
        return proxyError(
          res,
          504,
          'api_timeout',
          'The product API did not answer in time. Please try again.',
        );
      if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' || error.code === 'EPIPE')
        return proxyError(
          res,
          503,
          'api_unavailable',
          'The product API is not reachable right now. Please try again in a moment.',
        );
      proxyError(res, 502, 'bad_gateway', 'The product API answered with an error. Please try again later.');
    });
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) upstream.destroy();
    });

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > apiBodyLimit) {
        req.removeAllListeners('data');
        req.pause();
        upstream.destroy();
        clearTimeout(timer);
        if (!res.headersSent) refuseBody();
        else res.destroy();
        return;
      }
      if (!answered && !upstream.write(chunk)) {
        req.pause();
        upstream.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (received <= apiBodyLimit) upstream.end();
    });
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    stats: Stats,
    status: number,
  ): Promise<void> {
    const ext = path.extname(file);
    const rel = `/${path.relative(root, file).split(path.sep).join('/')}`;
    res.statusCode = status;
    res.setHeader('content-type', contentTypes[ext] ?? 'application/octet-stream');
    // Hashed assets never change; everything else (HTML above all) is revalidated on every use.
    const immutable = hashedAsset.test(rel) || hashedAsset.test((req.url ?? '/').split('?')[0] ?? '/');
    res.setHeader(
      'cache-control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('etag', etag);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return void res.end();
    }
    let body = file;
    if (compressibleExtensions.includes(ext)) {
      res.setHeader('vary', 'Accept-Encoding');
      const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''));
      // The sibling is looked up per request: a rebuild may add or remove it while the server runs.
      const sibling = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (encoding && sibling && (await exists(sibling))) {
        body = sibling;
        res.setHeader('content-encoding', encoding);
      }
    }
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(body);
    stream.on('error', (error) => {
      log(`error reading ${body}: ${error.message}`);
      if (res.headersSent) return void res.destroy();
      res.removeHeader('content-encoding');
      sendText(res, 500, 'Internal server error');
    });
    stream.pipe(res);
  }

  async function findFile(file: string): Promise<{ file: string; stats: Stats } | undefined> {
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return undefined;
      return { file, stats };
    } catch {
      return undefined;
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(text);
}

function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.end(JSON.stringify(body, null, 2));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.end(html);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The local index of every site and language (development only; production hosts serve one site each). */
export function siteIndexHtml(
  list: ReadonlyArray<{
    id: string;
    domain: string;
    url: string;
    languages: ReadonlyArray<{ code: string; url: string }>;
  }>,
): string {
  const rows = list
    .map(
      (s) =>
        `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.id)}</a> <small>${escapeHtml(s.domain)}</small> — ${s.languages
          .map(
            (l) =>
              `<a href="${escapeHtml(l.url)}" hreflang="${escapeHtml(l.code)}">${escapeHtml(l.code)}</a>`,
          )
          .join(', ')}</li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>All sites</title><link rel="icon" href="/favicon.svg"></head><body><main><h1>All sites</h1><p>${list.length} sites, ${list.reduce((n, s) => n + s.languages.length, 0)} languages. Data: <a href="/sites.json">sites.json</a>.</p><ul>${rows}</ul></main></body></html>`;
}
