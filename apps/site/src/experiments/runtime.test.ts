// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://com.localhost/"}
import { defaultDatafile, searchButtonExperiment } from '@rental/experiments';
import { digestId, killListKey, visitorCookie } from '@rental/experiments/inline';
import { flagsOffKey } from '@rental/experiments/names';
import { pageDigest, serializeDigest } from '@rental/experiments/page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentEvent } from '../consent/client.ts';
import type { ConsentWindow } from '../consent/rules.ts';
import { buildDatafilePath, consentEventName, nextKillList, pageExperiments, pageView } from './runtime.ts';

const baselineKey = 'demo-baseline-experiment-0000';
const visitor = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const datafile = defaultDatafile();

interface Call {
  url: string;
  init: RequestInit | undefined;
}
let calls: Call[];
let live: unknown;

function page(path: string, decisions: Record<string, string>) {
  history.replaceState(null, '', path);
  document.head.replaceChildren();
  const context = document.createElement('script');
  context.type = 'application/json';
  context.id = 'app-context';
  context.textContent = JSON.stringify({ apiBaseUrl: '/api', locale: 'en-US', market: { country: 'US' } });
  const digest = document.createElement('script');
  digest.type = 'application/json';
  digest.id = digestId;
  digest.textContent = serializeDigest(pageDigest(datafile, { country: 'US', locale: 'en-US', path })!);
  document.head.append(context, digest);
  for (const a of [...document.documentElement.attributes])
    if (a.name.startsWith('data-exp-')) document.documentElement.removeAttribute(a.name);
  for (const [key, value] of Object.entries(decisions))
    document.documentElement.setAttribute(`data-exp-${key}`, value);
}

const events = () =>
  calls
    .filter((c) => c.url.endsWith('/v1/experiments/events'))
    .flatMap((c) => (JSON.parse(String(c.init?.body)) as { events: { kind: string }[] }).events);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls = [];
  live = datafile;
  localStorage.clear();
  (window as ConsentWindow).rentalConsent = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: the inline decision sets this cookie in the browser
  document.cookie = `${visitorCookie}=${visitor}; path=/`;
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url.endsWith('/v1/experiments/datafile'))
      return live ? new Response(JSON.stringify(live)) : new Response('{}', { status: 503 });
    if (url === buildDatafilePath) return new Response(JSON.stringify(datafile));
    return new Response('{"accepted":1}', { status: 202 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the experiments runtime', () => {
  it("listens to the consent banner's own event", () => {
    expect(consentEventName).toBe(consentEvent);
  });

  it('sends nothing with limited use, and keeps the assignment', async () => {
    (window as ConsentWindow).rentalConsent = { performance: false };
    page('/', { [baselineKey]: 'variant', [searchButtonExperiment]: 'control' });
    pageView();
    const experiments = await pageExperiments();
    experiments.track('checkout');
    await settle();
    expect(events()).toEqual([]);
    expect(experiments.variations(searchButtonExperiment)).toEqual(['control']);
    expect(experiments.variations(baselineKey)).toEqual(['variant']);
    expect(experiments.variations('unknown-experiment')).toEqual([]);
  });

  it("with performance consent sends the page's exposures once and each conversion, keepalive and without credentials", async () => {
    (window as ConsentWindow).rentalConsent = { performance: true };
    page('/', { [baselineKey]: 'control', [searchButtonExperiment]: 'find-my-car' });
    pageView();
    (await pageExperiments()).track('checkout');
    await settle();
    expect(events()).toEqual([
      expect.objectContaining({ kind: 'exposure', experiment: baselineKey, variation: 'control', path: '/' }),
      expect.objectContaining({
        kind: 'exposure',
        experiment: searchButtonExperiment,
        variation: 'find-my-car',
      }),
      expect.objectContaining({ kind: 'conversion', goal: 'checkout', path: '/' }),
    ]);
    const sent = calls.find((c) => c.url === '/api/v1/experiments/events');
    expect(sent?.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(sent?.init?.body)).visitorId).toBe(visitor);
    // The next page view of the same decisions: exposures already sent from this document are not repeated.
    page('/faq', { [searchButtonExperiment]: 'find-my-car' });
    pageView();
    await settle();
    expect(events()).toHaveLength(3);
  });

  it('keeps the exposures of the page until the visitor answers: accepted, they go; limited, they are dropped', async () => {
    page('/', { [searchButtonExperiment]: 'control' });
    pageView();
    await settle();
    expect(events()).toEqual([]);
    // An app's hash route stays on the page: what waits is kept, and its conversion waits with it.
    history.replaceState(null, '', '/#/offers');
    (await pageExperiments()).track('checkout');
    window.dispatchEvent(new CustomEvent(consentEventName, { detail: { performance: true } }));
    await settle();
    expect(events()).toEqual([
      expect.objectContaining({ experiment: searchButtonExperiment, variation: 'control' }),
      expect.objectContaining({ kind: 'conversion', goal: 'checkout' }),
    ]);
    expect(calls.filter((c) => c.url.endsWith('/datafile'))).toHaveLength(1);
    calls = [];
    page('/es-us', { [baselineKey]: 'variant' });
    pageView();
    window.dispatchEvent(new CustomEvent(consentEventName, { detail: { performance: false } }));
    window.dispatchEvent(new CustomEvent(consentEventName, { detail: { performance: true } }));
    await settle();
    expect(events()).toEqual([]);
  });

  it('writes the kill list from the live datafile and turns flags off as it says', async () => {
    const stopped = structuredClone(datafile);
    stopped.revision = 2;
    for (const e of stopped.experiments) if (e.key === baselineKey) e.status = 'stopped';
    for (const f of stopped.flags) f.enabled = false;
    live = stopped;
    page('/', {});
    pageView();
    const experiments = await pageExperiments();
    expect(JSON.parse(localStorage.getItem(killListKey) ?? '[]')).toEqual([baselineKey]);
    expect(experiments.isOn('booking-offer-filters')).toBe(false);
    // Kept for a later mount whose live answer is late (the host's fallback reads it).
    expect(JSON.parse(localStorage.getItem(flagsOffKey) ?? '[]')).toEqual(['booking-offer-filters']);
    expect(calls.find((c) => c.url.endsWith('/datafile'))?.init).toMatchObject({ cache: 'no-cache' });
  });

  it("uses the build's datafile when the API does not answer", async () => {
    live = undefined;
    page('/faq', { [searchButtonExperiment]: 'find-my-car' });
    pageView();
    const experiments = await pageExperiments();
    expect(calls.map((c) => c.url)).toContain(buildDatafilePath);
    expect(experiments.isOn('booking-offer-filters')).toBe(true);
    expect(experiments.variations(searchButtonExperiment)).toEqual(['find-my-car']);
    expect(localStorage.getItem(killListKey)).toBeNull();
    expect(localStorage.getItem(flagsOffKey)).toBeNull();
  });
});

describe('nextKillList', () => {
  const known = [baselineKey, searchButtonExperiment];
  it.each([
    ['adds a stopped experiment', [], 'stopped', [baselineKey]],
    ['removes one running again', [baselineKey], 'running', []],
    ['adds a known one the live datafile dropped', [], 'dropped', [baselineKey]],
    ['keeps keys this page does not know', ['other'], 'running', ['other']],
  ] as const)('%s', (_name, previous, baselineState, expected) => {
    const next = structuredClone(datafile);
    if (baselineState === 'dropped') next.experiments = next.experiments.filter((e) => e.key !== baselineKey);
    else for (const e of next.experiments) if (e.key === baselineKey) e.status = baselineState;
    expect(nextKillList(previous, next, known)).toEqual(expected);
  });
});
