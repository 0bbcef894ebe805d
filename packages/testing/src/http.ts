// Plain-HTTP helpers for the end-to-end suites: what needs no JavaScript or rendering (status codes,
// headers, redirects, the static HTML of a page, JSON) is checked without a browser (issue 26).
// Node does not resolve *.localhost, so requests go to 127.0.0.1 with the site's Host header.
import http from 'node:http';
import { JSDOM } from 'jsdom';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request, redirects not followed (a test sees the redirect itself). */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        path: target.pathname + target.search,
        method: 'GET',
        headers: { host: target.host, 'accept-encoding': 'identity', ...headers },
        // A connection of its own: Node's default agent keeps sockets alive and may reuse one the server
        // is closing at that moment, which fails as "socket hang up" (CI run 7, the seo suite).
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`GET ${url}: no answer within 15 s`)));
    req.on('error', reject);
    req.end();
  });
}

export interface HtmlPage extends HttpAnswer {
  document: Document;
}

/** A page's static HTML as a document (no script runs): for structure, attributes and texts. */
export async function getPage(url: string): Promise<HtmlPage> {
  const answer = await httpGet(url, { accept: 'text/html' });
  const { document } = new JSDOM(answer.body, { url }).window;
  return { ...answer, document };
}

/** The element matching `selector`, or a failure that names the page and the selector. */
export function one(document: Document, selector: string, where: string): Element {
  const el = document.querySelector(selector);
  if (!el) throw new Error(`${where}: no element matches ${selector}`);
  return el;
}

/** The text a reader sees in an element: whitespace collapsed. */
export function textOf(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The accessible name of a link or button as the static HTML gives it (aria-label, else text content):
 * enough for the simple links these checks look at.
 */
export function nameOf(el: Element): string {
  return el.getAttribute('aria-label') ?? textOf(el);
}
