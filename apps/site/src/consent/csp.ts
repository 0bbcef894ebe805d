// The sites' Content-Security-Policy (issue 8): the product's own scripts ('self', which covers the
// micro-frontends under /webapp/), the configured third-party hosts, and inline scripts by hash only.
// Node-only (no .tsx): the build integration and scripts/start.ts import it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** File the local server reads (dist/_csp.json) and the production header file (dist/_headers). */
export const cspJsonFile = '_csp.json';
export const headersFileName = '_headers';

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const javascriptTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Whether a script element with this type attribute runs (and so falls under script-src). */
export function isExecutableType(type: string | undefined): boolean {
  return javascriptTypes.has((type ?? '').trim().toLowerCase().split(';')[0]?.trim() ?? '');
}

/** The CSP source of an inline script's text: 'sha256-<base64>' of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  // The HTML parser turns CRLF and CR into LF before the browser hashes the text.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** The hash sources of every inline script of an HTML document that the browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!isExecutableType(attribute(attributes, 'type'))) continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

/** Inline event-handler attributes and javascript: URLs, which a hash-based policy blocks. */
export function blockedInlineCode(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<[a-z][^\s>/]*(\s[^>]*)?>/gi)) {
    const attributes = tag[1] ?? '';
    for (const handler of attributes.matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(handler[1] ?? '');
    if (/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(attributes)) found.push('javascript: URL');
  }
  return found;
}

/** Inputs of the policy. */
export interface CspInput {
  /** Hash sources of the inline scripts ('sha256-...'), quotes included. */
  scriptHashes: Iterable<string>;
  /** Origins of the configured third-party hosts (https://...). */
  thirdPartyOrigins: readonly string[];
  /** Production only: ask browsers to upgrade http subresources (breaks plain-http local hosts). */
  upgradeInsecureRequests?: boolean;
}

/** The policy as a header value, directives in a fixed order, hashes sorted (stable between builds). */
export function buildPolicy(input: CspInput): string {
  const hosts = [...input.thirdPartyOrigins];
  const hashes = [...new Set(input.scriptHashes)].sort();
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...hosts]],
    // Layout and island styles, view-transition styles and style attributes are inline.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...hosts]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...hosts]],
    ['frame-src', hosts.length ? ["'self'", ...hosts] : ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  if (input.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Features the sites never use are switched off for the page and every frame in it (issue 15); the
 * booking search may ask for the visitor's position, and checkout may offer a payment sheet.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HSTS of the production hosts (HTTPS only; never sent by the plain-HTTP local server). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** The headers of every answer besides the policy, the same locally and in production. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Every security header of the sites (issue 15), for the local server (`production: false`) or the
 * production `_headers` file: the production set adds HSTS, and its policy upgrades insecure requests.
 */
export function securityHeaders(input: {
  /** The Content-Security-Policy value for this environment. */
  policy: string;
  production: boolean;
}): Record<string, string> {
  return {
    'Content-Security-Policy': input.policy,
    ...baseSecurityHeaders,
    ...(input.production ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  };
}

/** A Netlify/Cloudflare Pages `_headers` file applying the headers to every path. */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the consent CSP integration at build end (apps/site/src/consent/csp-integration.ts).\n/*\n${lines.join('\n')}\n`;
}

/** The headers of the `/*` rule of a `_headers` file (what a production host sends on every answer). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inRule = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (inRule && match) headers[match[1]!] = match[2]!.trim();
  }
  return headers;
}

/** What the build writes for the local server. */
export interface CspJson {
  /** Response headers of every answer of the local server (security headers, the policy included). */
  headers: Record<string, string>;
  /** Number of distinct inline-script hashes in the policy. */
  inlineScripts: number;
}

/**
 * The HTML headers of a site build for the local server (scripts/start.ts): the policy from
 * dist/_csp.json, or none when the build predates the integration.
 */
export function readCspHeaders(distDir: string): Record<string, string> {
  const file = path.join(distDir, cspJsonFile);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CspJson>;
  if (typeof parsed.headers !== 'object' || parsed.headers === null) {
    throw new Error(`${file}: expected { "headers": { ... } }; rebuild the site with \`npm run build\`.`);
  }
  return parsed.headers;
}
