// Per-request facts derived from headers: which site asked (forwarded host), the visitor's country
// (geoip header set by the CDN) and language (Accept-Language).
import type { FastifyRequest } from 'fastify';

/**
 * The CDN header carrying the visitor's country (ISO 3166-1 alpha-2). CloudFront sets
 * `cloudfront-viewer-country`; Cloudflare's `cf-ipcountry` is accepted as well.
 */
export const GEOIP_HEADERS = ['cloudfront-viewer-country', 'cf-ipcountry'] as const;

function firstHeader(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

/** Host name the visitor used (forwarded by the site proxy), without port, lower-cased. */
export function visitorHost(req: FastifyRequest): string {
  const host = firstHeader(req, 'x-forwarded-host') ?? firstHeader(req, 'host') ?? '';
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** Whether the visitor reached us over plain HTTP on a loopback host (cookies then drop Secure). */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/** Whether an IP address is this machine's (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The site id of a `{site}.localhost` host, e.g. 'de' for 'de.localhost'. */
export function localSiteId(host: string): string | undefined {
  const m = /^([a-z0-9-]+)\.localhost$/.exec(host);
  return m?.[1];
}

/** Country from the CDN's geoip header, when it is a plausible alpha-2 code. */
export function geoipCountry(req: FastifyRequest): string | undefined {
  for (const name of GEOIP_HEADERS) {
    const value = firstHeader(req, name)?.toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return undefined;
}

/** Locales from Accept-Language, best first (quality-sorted, '*' dropped). */
export function acceptedLocales(req: FastifyRequest): string[] {
  const header =
    firstHeader(req, 'accept-language') === undefined ? undefined : req.headers['accept-language'];
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  return raw
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(e.tag) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}
