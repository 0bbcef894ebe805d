// Issue 15 on the real build, over plain HTTP (no browser): the local host sends on pages, error
// answers and assets the security headers the production `_headers` file declares, less only the
// production-only HSTS and upgrade-insecure-requests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, e2ePort as port, test } from '@rental/testing';
import { headersFileName, parseHeadersFile } from '../src/consent/csp.ts';

const production = parseHeadersFile(
  readFileSync(path.join(import.meta.dirname, '..', 'dist', headersFileName), 'utf8'),
);

test('the local host and the production _headers file send the same security headers', async ({
  request,
}) => {
  expect(production['Strict-Transport-Security']).toMatch(/^max-age=/);
  expect(production['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/);
  // Node does not resolve *.localhost: loopback with the site's Host header, as a browser would send it.
  const answers = [
    ['de.localhost', '/', 200],
    ['be.localhost', '/fr-be', 200],
    ['de.localhost', '/no-such-page', 404],
    ['de.localhost', '/a%2F..%2Fsecret', 400],
    ['localhost', '/', 200],
    ['localhost', '/sites.json', 200],
  ] as const;
  for (const [host, urlPath, status] of answers) {
    const url = `${host}${urlPath}`;
    const res = await request.get(`http://127.0.0.1:${port}${urlPath}`, {
      maxRedirects: 0,
      headers: { host: `${host}:${port}` },
    });
    expect(res.status(), url).toBe(status);
    const headers = res.headers();
    for (const [name, value] of Object.entries(production)) {
      const local = headers[name.toLowerCase()];
      if (name === 'Strict-Transport-Security') expect(local, `${url} ${name}`).toBeUndefined();
      else if (name === 'Content-Security-Policy')
        expect(`${local}; upgrade-insecure-requests`, `${url} ${name}`).toBe(value);
      else expect(local, `${url} ${name}`).toBe(value);
    }
  }
});
