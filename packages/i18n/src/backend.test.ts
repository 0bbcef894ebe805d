import { type BackendModule, createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BundleLoader, createRetryingBackend, namespaceState, retryDelays } from './backend.ts';
import { fallbackChain } from './locales.ts';

/** An i18next instance with the backend under test, set up like createI18n does (one bundled shell key). */
function instanceWith(backend: BackendModule, locale: string, ns: string[] = []) {
  const instance = createInstance();
  instance.use(backend);
  void instance.init({
    lng: locale,
    fallbackLng: (code: string) => fallbackChain(code).slice(1),
    ns: ['shell', ...ns],
    defaultNS: ns[0] ?? 'shell',
    resources: { 'en-US': { shell: { error: { title: 'Something went wrong' } } }, 'de-DE': { shell: {} } },
    partialBundledLanguages: true,
    initAsync: false,
    load: 'currentOnly',
  });
  return instance;
}

/** A loader that records the (fake) time of each call and answers from a script of outcomes. */
function scriptedLoader(outcomes: Array<'fail' | Record<string, unknown> | null>) {
  const calls: Array<{ locale: string; ns: string; at: number }> = [];
  const load: BundleLoader = async (locale, ns) => {
    calls.push({ locale, ns, at: Date.now() });
    const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
    if (outcome === 'fail') throw new Error('503 Service Unavailable');
    return outcome;
  };
  return { load, calls };
}

function gaps(calls: Array<{ at: number }>): number[] {
  return calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));
}

describe('retryDelays', () => {
  it('starts at 350 ms and doubles, five times (spec §7)', () => {
    expect(retryDelays()).toEqual([350, 700, 1400, 2800, 5600]);
    expect(retryDelays(3, 100)).toEqual([100, 200, 400]);
    expect(retryDelays(0)).toEqual([]);
  });
});

describe('createRetryingBackend with i18next', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries 5 times with delays 350, 700, 1400, 2800, 5600 ms, then the namespace is failed', async () => {
    const { load, calls } = scriptedLoader(['fail']);
    const i18n = instanceWith(createRetryingBackend(load), 'en-US', ['booking']);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('loading');

    await vi.advanceTimersByTimeAsync(349);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('loading');

    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(6);
    expect(gaps(calls)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(calls.every((c) => c.locale === 'en-US' && c.ns === 'booking')).toBe(true);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('failed');
    // No further attempts on top of ours (i18next's own retry stays off).
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(6);
    // The bundled shell is unaffected.
    expect(i18n.t('shell:error.title')).toBe('Something went wrong');
  });

  it('is loaded after two failures', async () => {
    const { load, calls } = scriptedLoader(['fail', 'fail', { title: 'Book a car' }]);
    const i18n = instanceWith(createRetryingBackend(load), 'en-US', ['booking']);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('loading');
    await vi.advanceTimersByTimeAsync(350 + 700);
    expect(calls).toHaveLength(3);
    expect(gaps(calls)).toEqual([350, 700]);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('loaded');
    expect(i18n.t('title')).toBe('Book a car');
  });

  it('reports "not loaded" before anything asked for a namespace', async () => {
    const { load, calls } = scriptedLoader([{ title: 'Hilfe' }]);
    const i18n = instanceWith(createRetryingBackend(load), 'de-DE');
    expect(namespaceState(i18n, 'de-DE', 'help')).toBe('not loaded');
    expect(namespaceState(i18n, 'de-DE', 'shell')).toBe('loaded');
    const loading = i18n.loadNamespaces('help');
    expect(namespaceState(i18n, 'de-DE', 'help')).toBe('loading');
    await loading;
    expect(namespaceState(i18n, 'de-DE', 'help')).toBe('loaded');
    expect(i18n.t('help:title')).toBe('Hilfe');
    expect(calls.map((c) => `${c.locale}|${c.ns}`).sort()).toEqual(['de-DE|help', 'en-US|help']);
  });

  it('asks only for locales with bundles and falls through to the language', async () => {
    const bundles: Record<string, Record<string, unknown>> = {
      'de-DE': { title: 'Autos anzeigen' },
      'en-US': { title: 'Show cars' },
    };
    const load = vi.fn<BundleLoader>(async (locale) => bundles[locale]);
    const i18n = instanceWith(createRetryingBackend(load), 'de-AT', ['booking']);
    await vi.advanceTimersByTimeAsync(0);
    expect(load.mock.calls.map(([locale]) => locale).sort()).toEqual(['de-DE', 'en-US']);
    expect(namespaceState(i18n, 'de-AT', 'booking')).toBe('loaded');
    expect(i18n.t('title')).toBe('Autos anzeigen');
  });

  it('treats a missing bundle (null) as loaded and empty, without retrying', async () => {
    const { load, calls } = scriptedLoader([null]);
    const i18n = instanceWith(createRetryingBackend(load), 'en-US', ['booking']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('loaded');
    expect(i18n.t('title')).toBe('title');
  });

  it('fails at once on an error shouldRetry rejects, and on a malformed bundle', async () => {
    const notFound = scriptedLoader(['fail']);
    const a = instanceWith(createRetryingBackend(notFound.load, { shouldRetry: () => false }), 'en-US', [
      'booking',
    ]);
    const malformed = vi.fn<BundleLoader>(async () => ['not', 'an', 'object'] as never);
    const b = instanceWith(createRetryingBackend(malformed), 'en-US', ['booking']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(notFound.calls).toHaveLength(1);
    expect(namespaceState(a, 'en-US', 'booking')).toBe('failed');
    expect(malformed).toHaveBeenCalledTimes(1);
    expect(namespaceState(b, 'en-US', 'booking')).toBe('failed');
  });

  it('stays failed until reloadResources tries again (loadNamespaces resolves either way)', async () => {
    const { load, calls } = scriptedLoader(['fail', 'fail', 'fail', { title: 'Back again' }]);
    const i18n = instanceWith(createRetryingBackend(load, { retries: 2 }), 'en-US');
    const loading = i18n.loadNamespaces('booking');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(loading).resolves.toBeUndefined();
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('failed');
    await i18n.loadNamespaces('booking');
    expect(calls).toHaveLength(3);
    const reloading = i18n.reloadResources(['en-US'], ['booking']);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('loading');
    await reloading;
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('loaded');
    expect(i18n.t('booking:title')).toBe('Back again');
  });

  it('retries a loader that throws synchronously like one that rejects', async () => {
    const load = vi.fn<BundleLoader>(() => {
      throw new Error('fetch is not defined');
    });
    const i18n = instanceWith(createRetryingBackend(load, { retries: 1 }), 'en-US', ['booking']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('failed');
  });

  it('honours custom retry options', async () => {
    const { load, calls } = scriptedLoader(['fail']);
    const i18n = instanceWith(createRetryingBackend(load, { retries: 2, initialDelayMs: 100 }), 'en-US', [
      'booking',
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gaps(calls)).toEqual([100, 200]);
    expect(namespaceState(i18n, 'en-US', 'booking')).toBe('failed');
  });
});
