// spec §8 page-data rules: 404 or an invalid 200 → not found; 500 → error; others retried 3 times.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  isPageData,
  loadBuildHash,
  loadPageData,
  loadStaticQuery,
  shouldReloadForBuild,
  staticQueryErrorMessage,
} from './page-data-loader.ts';

const valid = JSON.stringify({
  path: '/flotte',
  pageContext: {
    domain: 'www.kestrelrent.de',
    language_code: 'de-DE',
    layout: 'default',
    navigation: [],
    footer: [],
  },
});
const noWait = { backoff: async () => {} };

/** A fetch that answers the given replies in order (the last one repeats); 'network' throws. */
function fakeFetch(...replies: Array<[number, string] | 'network'>) {
  const calls: string[] = [];
  const fn = vi.fn(async (url: string) => {
    calls.push(url);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply[1], { status: reply[0] });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

describe('loadPageData', () => {
  it.each([
    ['200 with page data', [[200, valid]], 'ok', 1],
    ['404', [[404, 'missing']], 'not-found', 1],
    ['200 with invalid JSON', [[200, '{"path":']], 'not-found', 1],
    ['200 with the wrong shape', [[200, '{"a":1}']], 'not-found', 1],
    ['500', [[500, 'boom']], 'error', 1],
    ['503 every time', [[503, '']], 'error', 4],
    ['network errors every time', ['network'], 'error', 4],
    [
      '502 twice, then 200',
      [
        [502, ''],
        [502, ''],
        [200, valid],
      ],
      'ok',
      3,
    ],
    ['a network error, then 404', ['network', [404, '']], 'not-found', 2],
  ] as const)('%s → %s after %i request(s)', async (_name, replies, kind, requests) => {
    const { fetch, calls } = fakeFetch(...(replies as unknown as Array<[number, string] | 'network'>));
    const outcome = await loadPageData('/page-data/flotte/page-data.json', { fetch, ...noWait });
    expect(outcome.kind).toBe(kind);
    expect(calls).toHaveLength(requests);
  });

  it('returns the page data it read', async () => {
    const { fetch } = fakeFetch([200, valid]);
    const outcome = await loadPageData('/x', { fetch, ...noWait });
    expect(outcome).toMatchObject({ kind: 'ok', data: { path: '/flotte' } });
  });
});

describe('isPageData', () => {
  it('property: never throws, and accepts only objects with a path and a page context', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const ok = isPageData(value);
        if (ok) expect(typeof (value as { path: unknown }).path).toBe('string');
      }),
    );
  });
});

describe('loadBuildHash', () => {
  it('reads webpackCompilationHash', async () => {
    const { fetch } = fakeFetch([200, '{"webpackCompilationHash":"abc"}']);
    expect(await loadBuildHash('/page-data/app-data.json', { fetch, ...noWait })).toBe('abc');
  });
  it('retries anything but 200 three times, then gives up', async () => {
    const { fetch, calls } = fakeFetch([503, '']);
    expect(await loadBuildHash('/page-data/app-data.json', { fetch, ...noWait })).toBeUndefined();
    expect(calls).toHaveLength(4);
  });
});

describe('shouldReloadForBuild', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  };
  it.each([
    ['same build', 'a', 'a', false],
    ['server unknown', 'a', undefined, false],
    ['running unknown (dev)', '', 'b', false],
    ['a new build', 'a', 'b', true],
  ] as const)('%s → %s', (_name, running, server, expected) => {
    expect(shouldReloadForBuild(running, server, storage())).toBe(expected);
  });
  it('reloads once per server build: the session flag prevents a loop', () => {
    const s = storage();
    expect(shouldReloadForBuild('a', 'b', s)).toBe(true);
    expect(shouldReloadForBuild('a', 'b', s)).toBe(false);
    expect(shouldReloadForBuild('a', 'c', s)).toBe(true);
  });
});

describe('loadStaticQuery (spec §7, §8)', () => {
  it('reads /page-data/sq/d/{hash}.json', async () => {
    const { fetch, calls } = fakeFetch([200, '{"data":{"x":1}}']);
    expect(await loadStaticQuery('123', { fetch })).toEqual({ data: { x: 1 } });
    expect(calls).toEqual(['/page-data/sq/d/123.json']);
  });
  it.each([
    ['a 404', [404, '']],
    ['invalid JSON', [200, '{']],
    ['a network error', 'network'],
  ] as const)('rejects with "Could not load the query data file" on %s', async (_name, reply) => {
    const { fetch } = fakeFetch(reply as [number, string] | 'network');
    await expect(loadStaticQuery('123', { fetch })).rejects.toThrow(
      `${staticQueryErrorMessage} /page-data/sq/d/123.json`,
    );
  });
});
