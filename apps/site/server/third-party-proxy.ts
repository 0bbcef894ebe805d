// The third-party script proxy (spec §7: "Third-party scripts may go via a proxy path taking a url
// query parameter"): same-origin delivery of tag manager, consent manager and similar scripts, for
// an allow-list of origins only. Anything else is refused with a status that says why.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The proxy's path on every site host: /__third-party-proxy?url=https%3A%2F%2F… */
export const thirdPartyProxyPath = '/__third-party-proxy';

/** Origins served by default: the script hosts the spec names (tag manager, consent manager, web font). */
export const defaultThirdPartyOrigins: readonly string[] = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://app.usercentrics.eu',
  'https://fonts.googleapis.com',
  'https://fonts.gstatic.com',
];

/** Upstream answers larger than this are refused (scripts, not downloads). */
const maxBytes = 5 * 1024 * 1024;
const timeoutMs = 10_000;
const passedHeaders = ['content-type', 'cache-control', 'etag', 'last-modified', 'expires'];

/** Why a proxy URL is refused, or undefined when it may be fetched. */
export function checkProxyTarget(
  raw: string | null,
  allowed: readonly string[],
): { status: number; message: string } | { url: URL } {
  if (raw === null || raw.trim() === '') {
    return { status: 400, message: 'Missing the url query parameter: /__third-party-proxy?url=https://…' };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { status: 400, message: `The url query parameter is not an absolute URL: ${raw}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { status: 400, message: `Only http and https URLs can be proxied, not ${url.protocol}` };
  }
  if (url.username || url.password) {
    return { status: 400, message: 'URLs with credentials cannot be proxied' };
  }
  if (!allowed.includes(url.origin)) {
    return { status: 403, message: `${url.origin} is not on the third-party allow-list` };
  }
  return { url };
}

export async function proxyThirdParty(
  req: IncomingMessage,
  res: ServerResponse,
  requestUrl: URL,
  allowed: readonly string[],
): Promise<void> {
  const send = (status: number, message: string) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(message);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return send(405, 'The third-party proxy answers GET and HEAD only');
  }
  const checked = checkProxyTarget(requestUrl.searchParams.get('url'), allowed);
  if ('status' in checked) return send(checked.status, checked.message);
  let upstream: Response;
  try {
    upstream = await fetch(checked.url, {
      method: req.method,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: String(req.headers.accept ?? '*/*') },
    });
  } catch (error) {
    return send(502, `The third-party host did not answer: ${(error as Error).message}`);
  }
  if (upstream.status >= 300 && upstream.status < 400) {
    // A redirect could leave the allow-list: never followed.
    return send(502, `The third-party host answered a redirect (${upstream.status}), which is not followed`);
  }
  const body = req.method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await upstream.arrayBuffer());
  if (body.byteLength > maxBytes) return send(502, 'The third-party answer is too large');
  res.statusCode = upstream.status;
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  res.setHeader('x-content-type-options', 'nosniff');
  res.end(body);
}
