// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign } from './bucketing.ts';
import { defaultDatafile, searchButtonExperiment } from './default-datafile.ts';
import {
  digestId,
  experimentsInlineScript,
  killListKey,
  readDecisions,
  visitorCookie,
  visitorIdFrom,
} from './inline.ts';
import { type PageDigest, pageDigest, serializeDigest } from './page.ts';

const baselineKey = 'demo-baseline-experiment-0000';
const datafile = defaultDatafile();
const rootDigest = pageDigest(datafile, { country: 'US', locale: 'en-US', path: '/' }) as PageDigest;

/** Sets a cookie as the browser's inline decision would find it. */
function setCookie(line: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a returning visitor's cookie jar
  document.cookie = line;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; Max-Age=0; Path=/`);
  }
}

function setPage(digest: PageDigest | undefined) {
  document.head.replaceChildren();
  if (!digest) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = digestId;
  script.textContent = serializeDigest(digest);
  document.head.append(script);
}

let mobile = false;
const run = () => new Function(experimentsInlineScript)();
const attributes = () =>
  Object.fromEntries(
    [...document.documentElement.attributes]
      .filter((a) => a.name.startsWith('data-exp-'))
      .map((a) => [a.name, a.value]),
  );

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  for (const name of Object.keys(attributes())) document.documentElement.removeAttribute(name);
  mobile = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the inline decision', () => {
  it('gives a new visitor an id cookie and writes what the bucketing mirror decides on <html>', () => {
    setPage(rootDigest);
    run();
    const id = visitorIdFrom(document.cookie);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const expected: Record<string, string> = {};
    for (const e of datafile.experiments) {
      const index = assign(e, id as string);
      if (index >= 0) expected[`data-exp-${e.key}`] = e.variations[index]?.key as string;
    }
    expect(attributes()).toEqual(expected);
  });

  it('keeps the visitor id and the decision from page to page', () => {
    const id = '9d2f7c1a-8b3e-4d5f-a6c7-1e2f3a4b5c6d';
    setCookie(`${visitorCookie}=${id}; Path=/`);
    setPage(rootDigest);
    run();
    const first = attributes();
    run();
    expect(visitorIdFrom(document.cookie)).toBe(id);
    expect(attributes()).toEqual(first);
    expect(readDecisions(document.documentElement, rootDigest.known)).toEqual(
      Object.fromEntries(Object.entries(first).map(([k, v]) => [k.replace('data-exp-', ''), v])),
    );
  });

  it('matches the mirror for many visitors on a page with a 3-way split at partial coverage', () => {
    const digest: PageDigest = {
      revision: 9,
      known: ['three'],
      experiments: [
        { key: 'three', seed: 's', variations: ['a', 'b', 'c'], weights: [0.2, 0.3, 0.5], coverage: 0.7 },
      ],
    };
    setPage(digest);
    for (let i = 0; i < 300; i++) {
      const id = `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`;
      setCookie(`${visitorCookie}=${id}; Path=/`);
      run();
      const index = assign({ key: 'three', seed: 's', weights: [0.2, 0.3, 0.5], coverage: 0.7 }, id);
      expect(document.documentElement.getAttribute('data-exp-three')).toBe(
        index < 0 ? null : ['a', 'b', 'c'][index],
      );
    }
  });

  it('honours the kill list and the device, and clears decisions on a page without a digest', () => {
    setCookie(`${visitorCookie}=9d2f7c1a-8b3e-4d5f-a6c7-1e2f3a4b5c6d; Path=/`);
    const digest: PageDigest = {
      ...rootDigest,
      experiments: rootDigest.experiments.map((e) =>
        e.key === baselineKey ? { ...e, coverage: 1, device: 'mobile' as const } : { ...e, coverage: 1 },
      ),
    };
    setPage(digest);
    run();
    expect(Object.keys(attributes())).toEqual([`data-exp-${searchButtonExperiment}`]);
    mobile = true;
    run();
    expect(Object.keys(attributes()).sort()).toEqual([
      `data-exp-${baselineKey}`,
      `data-exp-${searchButtonExperiment}`,
    ]);
    localStorage.setItem(killListKey, JSON.stringify([searchButtonExperiment]));
    run();
    expect(Object.keys(attributes())).toEqual([`data-exp-${baselineKey}`]);
    setPage(undefined);
    run();
    expect(attributes()).toEqual({});
  });

  it('decides again after a client navigation (astro:after-swap)', () => {
    setCookie(`${visitorCookie}=9d2f7c1a-8b3e-4d5f-a6c7-1e2f3a4b5c6d; Path=/`);
    setPage({ ...rootDigest, experiments: [] });
    run();
    expect(attributes()).toEqual({});
    // The router swapped in a page whose digest activates a fully covered experiment.
    setPage({
      revision: 1,
      known: ['x'],
      experiments: [{ key: 'x', seed: 'x', variations: ['a', 'b'], weights: [0.5, 0.5], coverage: 1 }],
    });
    document.dispatchEvent(new Event('astro:after-swap'));
    expect(Object.keys(attributes())).toEqual(['data-exp-x']);
  });
});
