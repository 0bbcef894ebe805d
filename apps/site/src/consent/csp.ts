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

/** A Netlify/Cloudflare Pages `_headers` file applying the policy to every path. */
export function headersFile(policy: string): string {
  return `# Written by the consent CSP integration at build end (apps/site/src/consent/csp-integration.ts).\n/*\n  Content-Security-Policy: ${policy}\n`;
}

/** What the build writes for the local server. */
export interface CspJson {
  /** Response headers of HTML documents. */
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
