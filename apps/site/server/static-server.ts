// The local host of the product: serves every site's static build on its own host name
// ({site}.localhost), the micro-frontends under /webapp/, and proxies /api to the product API.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
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
  /** Extra response headers for HTML (e.g. Content-Security-Policy). */
  htmlHeaders?: Readonly<Record<string, string>>;
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

export function createStaticServer(options: StaticServerOptions): http.Server {
  const { root, sites } = options;
  const byHost = new Map<string, SiteEntry>();
  for (const site of sites) {
    byHost.set(`${site.id}.localhost`, site);
    byHost.set(site.domain, site);
  }
  const siteIds = new Set(sites.map((s) => s.id));
  const log = options.log ?? (() => {});

  return http.createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      log(
        `${req.method} ${req.headers.host ?? ''}${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
      );
    });
    handle(req, res).catch((error: unknown) => {
      log(`error ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD' && !req.url?.startsWith('/api/')) {
      res.setHeader('allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    const url = new URL(req.url ?? '/', 'http://local');
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();

    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return proxyApi(req, res);
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

    // spec §2: trailing slashes are removed (permanent redirect, query kept).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader('location', url.pathname.replace(/\/+$/, '') + url.search);
      res.setHeader('cache-control', 'public, max-age=3600');
      return void res.end();
    }

    const webapp = pathname.match(/^\/webapp\/([^/]+)(\/.*)$/);
    if (webapp) {
      const dir = options.webapps?.[webapp[1]!];
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

  function proxyApi(req: IncomingMessage, res: ServerResponse): void {
    if (!options.apiOrigin) {
      sendJson(
        res,
        { error: { code: 'api_not_configured', message: 'The product API is not running.' } },
        503,
      );
      return;
    }
    const target = new URL(req.url ?? '/', options.apiOrigin);
    const headers = { ...req.headers };
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const upstream = http.request(target, { method: req.method, headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      sendJson(
        res,
        {
          error: {
            code: 'api_unavailable',
            message: 'The product API is not reachable. Please try again later.',
          },
        },
        502,
      );
    });
    req.pipe(upstream);
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
    res.setHeader('x-content-type-options', 'nosniff');
    // Hashed assets never change; everything else (HTML above all) is revalidated on every use.
    const immutable = hashedAsset.test(rel) || hashedAsset.test(new URL(req.url ?? '/', 'http://l').pathname);
    res.setHeader(
      'cache-control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    if (ext === '.html') {
      res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
      for (const [name, value] of Object.entries(options.htmlHeaders ?? {})) res.setHeader(name, value);
    }
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('etag', etag);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return void res.end();
    }
    let body = file;
    if (compressibleExtensions.includes(ext)) {
      res.setHeader('vary', 'Accept-Encoding');
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
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
