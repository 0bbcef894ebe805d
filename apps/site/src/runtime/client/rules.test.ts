// Rule tables of the runtime: prefetch conditions (spec §9), debug mode (§4), service worker hosts
// (§8), chunk errors (§4).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chunkReloadQuietMs,
  isChunkLoadError,
  recoverFromChunkError,
  rememberPath,
  resetChunkRecovery,
} from './chunk-recovery.ts';
import { cookieValue, debugEnabled, isDebugHost } from './debug.ts';
import { createBatchScheduler, prefetchAllowed } from './prefetch.ts';
import { canRegisterServiceWorker } from './service-worker.ts';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('prefetchAllowed (spec §9)', () => {
  it.each([
    ['a desktop browser on 4g', chrome, { effectiveType: '4g' }, true],
    ['no connection information', chrome, undefined, true],
    ['2g', chrome, { effectiveType: '2g' }, false],
    ['slow-2g', chrome, { effectiveType: 'slow-2g' }, false],
    ['save-data', chrome, { effectiveType: '4g', saveData: true }, false],
    [
      'Googlebot',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      undefined,
      false,
    ],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0)', undefined, false],
    ['Lighthouse', `${chrome} Chrome-Lighthouse`, undefined, false],
    ['headless Chrome (tests, not a crawler)', chrome.replace('Chrome/', 'HeadlessChrome/'), undefined, true],
  ])('%s → %s', (_name, userAgent, connection, expected) => {
    expect(prefetchAllowed({ userAgent, connection })).toBe(expected);
  });
  it('an automated browser (navigator.webdriver) is a bot', () => {
    expect(prefetchAllowed({ userAgent: chrome, webdriver: true })).toBe(false);
    expect(prefetchAllowed({ userAgent: chrome, webdriver: false })).toBe(true);
  });
});

describe('createBatchScheduler (spec §9)', () => {
  afterEach(() => vi.useRealTimers());
  it('takes 4 at a time, the first batch after 3000 ms, then every 3000 ms', () => {
    vi.useFakeTimers();
    const queue = Array.from({ length: 10 }, (_, i) => `/p${i}`);
    const batches: Array<{ at: number; batch: string[] }> = [];
    const start = Date.now();
    const scheduler = createBatchScheduler({
      next: (count) => queue.splice(0, count),
      run: (batch) => batches.push({ at: Date.now() - start, batch }),
    });
    scheduler.start();
    vi.advanceTimersByTime(2999);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(6000);
    expect(batches).toEqual([
      { at: 3000, batch: ['/p0', '/p1', '/p2', '/p3'] },
      { at: 6000, batch: ['/p4', '/p5', '/p6', '/p7'] },
      { at: 9000, batch: ['/p8', '/p9'] },
    ]);
    scheduler.stop();
    vi.advanceTimersByTime(10_000);
    expect(batches).toHaveLength(3);
  });
  it('restarts with the initial delay on every page', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const scheduler = createBatchScheduler({ next: () => ['/x'], run });
    scheduler.start();
    vi.advanceTimersByTime(2000);
    scheduler.start();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('debug mode (spec §4)', () => {
  it.each([
    ['localhost', true],
    ['de.localhost', true],
    ['127.0.0.1', true],
    ['shop.local', true],
    ['cms.internal', true],
    ['dev.kestrelrent.de', true],
    ['de-dev.kestrelrent.example', true],
    ['www.kestrelrent.de', false],
    ['www.kestrelrent.dev', false],
    ['developer.kestrelrent.de', false],
  ])('host %s → %s', (host, expected) => {
    expect(isDebugHost(host)).toBe(expected);
  });

  it.each([
    ['cookie on, production host', 'a=1; rental_debug=1', 'www.kestrelrent.de', false, true],
    ['config flag', '', 'www.kestrelrent.de', true, true],
    ['local host', '', 'de.localhost', false, true],
    ['cookie off beats the host rule', 'rental_debug=0', 'de.localhost', false, false],
    ['nothing', 'other=1', 'www.kestrelrent.de', false, false],
  ])('%s → %s', (_name, cookies, hostname, configFlag, expected) => {
    expect(debugEnabled({ cookies, hostname, configFlag })).toBe(expected);
  });

  it('reads cookie values', () => {
    expect(cookieValue('a=1; b=x%20y; c=', 'b')).toBe('x y');
    expect(cookieValue('a=1', 'b')).toBeUndefined();
  });
});

describe('canRegisterServiceWorker (spec §8: HTTPS or localhost)', () => {
  it.each([
    ['https:', 'www.kestrelrent.de', true],
    ['http:', 'localhost', true],
    ['http:', 'de.localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', 'www.kestrelrent.de', false],
    ['file:', '', false],
  ])('%s//%s → %s', (protocol, hostname, expected) => {
    expect(canRegisterServiceWorker({ protocol, hostname })).toBe(expected);
  });
});

describe('chunk load failures (spec §4)', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://x/_astro/a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /_astro/a.css'), true],
    ['any other error', new Error('Cannot read properties of undefined'), false],
    ['not an error', 42, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('goes to the last known path once; the same path again within the quiet time stays', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    const go = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberPath('/flotte?x=1');
    resetChunkRecovery();
    expect(recoverFromChunkError(new Error('x'), go, storage, 1000)).toBe(true);
    expect(go).toHaveBeenCalledWith('/flotte?x=1');
    resetChunkRecovery();
    expect(recoverFromChunkError(new Error('x'), go, storage, 2000)).toBe(false);
    resetChunkRecovery();
    expect(recoverFromChunkError(new Error('x'), go, storage, 1000 + chunkReloadQuietMs + 1)).toBe(true);
    expect(go).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
