// What a request path of a site answers in the built output, decided as the local host decides it
// (server/static-server.ts, which does not export its rules): trailing slash -> 301, /webapp/{app}/ ->
// the micro-frontend's build, the site's file or folder index, a shared file at the build root, else 404.
// Kept in step with the server by resolve.test.ts, which asks both the same questions.
import { thirdPartyProxyPath } from '../../server/third-party-proxy.ts';

/** Every file of the build, as '/'-joined paths relative to the build root ('de/flotte/index.html'). */
export interface BuildFiles {
  /** Files below the site build root (apps/site/dist). */
  site: ReadonlySet<string>;
  /** Files of each micro-frontend build, by app name ('booking' -> {'remoteEntry.js', ...}). */
  webapps: ReadonlyMap<string, ReadonlySet<string>>;
  /** Site ids that have a folder at the build root. */
  siteIds: ReadonlySet<string>;
}

export type Resolution =
  /** A file answers 200: `file` is relative to the site build root, or 'webapp:{app}/{path}'. */
  | { status: 200; file: string }
  /** A deliberate redirect (spec §2: trailing slashes are removed). */
  | { status: 301; location: string }
  | { status: 400 | 404; reason: string };

/** Paths that are not static files: the product API and the third-party script proxy (spec §7). */
export function isServerPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === thirdPartyProxyPath;
}

/** The answer of `pathname` (still percent-encoded, no query or hash) on the site `siteId`. */
export function resolvePath(files: BuildFiles, siteId: string, rawPathname: string): Resolution {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { status: 400, reason: 'malformed URL encoding' };
  }
  if (pathname.includes('\0') || pathname.split('/').includes('..')) {
    return { status: 400, reason: 'path leaves the site' };
  }
  // spec §2: trailing slashes are removed with a permanent redirect.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { status: 301, location: rawPathname.replace(/\/+$/, '') || '/' };
  }
  const webapp = pathname.match(/^\/webapp\/([^/]+)\/(.*)$/);
  if (webapp) {
    const [, app = '', rest = ''] = webapp;
    if (files.webapps.get(app)?.has(rest)) return { status: 200, file: `webapp:${app}/${rest}` };
    return { status: 404, reason: files.webapps.has(app) ? 'no such file in the app build' : 'no such app' };
  }
  const own = `${siteId}${pathname}`;
  if (files.site.has(own)) return { status: 200, file: own };
  const index = `${own.replace(/\/$/, '')}/index.html`;
  if (files.site.has(index)) return { status: 200, file: index };
  // Shared files at the build root (hashed assets, favicon, CMS images), never a site's HTML.
  const first = pathname.split('/')[1] ?? '';
  const shared = pathname.slice(1);
  if (
    !files.siteIds.has(first) &&
    !pathname.endsWith('.html') &&
    pathname !== '/' &&
    files.site.has(shared)
  ) {
    return { status: 200, file: shared };
  }
  return { status: 404, reason: 'no page or file' };
}
