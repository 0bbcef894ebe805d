// Property test: malformed and hostile bodies, query strings and path parameters sent to every endpoint
// of the OpenAPI document never cause a 5xx, and every error has the one error shape.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startTestApi, type TestApi } from './test-support.ts';

let api: TestApi;
type Operation = { method: string; path: string; query: string[]; body: string[]; pathParams: string[] };
const operations: Operation[] = [];

beforeAll(async () => {
  api = await startTestApi();
  const spec = (await api.call('/openapi.json')).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
        }
      >
    >;
  };
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        body: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
});
afterAll(async () => api?.close());

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "' or 1=1 --",
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '{"$ne":null}',
    '1e309',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'true',
    '',
    ' ',
    'DE',
    'rent',
    'en-US',
    '2026-13-45T25:61',
    '9999-12-31T23:59',
    'a'.repeat(5000),
  ),
);

const jsonValue = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostile, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), hostile, { maxKeys: 5 }),
);

/** encodeURIComponent throws on lone surrogates; a client could only send their replacement. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

function bodyArbitrary(keys: string[]) {
  return fc.oneof(
    fc
      .record(Object.fromEntries(keys.map((k) => [k, jsonValue])), { requiredKeys: [] })
      .map((v) => JSON.stringify(v)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constantFrom('{', '[]', 'null', '"x"', '{"a":1}{', '\u0000', '{"__proto__":{"admin":true}}', ''),
  );
}

function queryArbitrary(keys: string[]) {
  const names = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
  return fc.array(fc.tuple(names, hostile), { maxLength: 6 });
}

describe('hostile input never breaks the API', () => {
  it('covers the documented endpoints', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('answers every operation with < 500 and the error shape', async () => {
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          queryArbitrary(op.query),
          bodyArbitrary(op.body),
          fc.array(hostile, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
          fc.option(hostile),
          async (query, body, pathValues, idem) => {
            let path = op.path;
            op.pathParams.forEach((name, i) => {
              path = path.replace(`{${name}}`, enc(pathValues[i] ?? 'x') || 'x');
            });
            const qs = new URLSearchParams(query).toString();
            const headers: Record<string, string> = {};
            if (op.method === 'POST') headers['content-type'] = 'application/json';
            if (idem !== null) headers['idempotency-key'] = enc(idem).slice(0, 200) || 'k';
            const res = await fetch(`${api.origin}${path}${qs ? `?${qs}` : ''}`, {
              method: op.method,
              headers,
              body: op.method === 'POST' ? body : undefined,
            });
            const text = await res.text();
            if (res.status >= 500)
              throw new Error(`${op.method} ${path}?${qs} ${body} → ${res.status} ${text}`);
            if (res.status >= 400) expectErrorShape(JSON.parse(text));
            if (res.status >= 200 && res.status < 300 && res.status !== 204) JSON.parse(text);
            expect(text).not.toMatch(/at \S+ \(|node_modules|syntax error at|relation "/);
          },
        ),
        { numRuns: 15 },
      );
    }
    // ~700 requests: generous time for a loaded CI machine.
  }, 300_000);
});
