// @vitest-environment jsdom
// DOM parts of the runtime: progress bar timing (spec §2, §9), container persistence, script
// helpers' errors (spec §8), the debug panel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDebugPanel } from './debug-panel.ts';
import {
  downloadFile,
  emptyFileNameMessage,
  fileKind,
  loadFile,
  loadScript,
  unexpectedFileTypeMessage,
} from './load-script.ts';
import { persistContainers } from './navigation.ts';
import { createProgressBar } from './progress-bar.ts';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const meta = (layout: string | undefined) =>
  `<meta name="rental-runtime" data-build="b1" data-site="de" data-country="DE" data-language="de-DE"${
    layout === undefined ? '' : ` data-layout="${layout}"`
  } data-prefixes=",/en">`;

describe('progress bar', () => {
  it('appears only after 1000 ms, in tomato, and goes when the navigation ends', () => {
    vi.useFakeTimers();
    const bar = createProgressBar(document);
    bar.start();
    vi.advanceTimersByTime(999);
    expect(document.querySelector('[data-rental-progress]')).toBeNull();
    vi.advanceTimersByTime(1);
    const el = document.querySelector<HTMLElement>('[data-rental-progress]');
    expect(el?.style.background).toBe('tomato');
    expect(el?.querySelector('*')).toBeNull();
    bar.done();
    expect(document.querySelector('[data-rental-progress]')).toBeNull();
  });
  it('never appears for a navigation that ends in time', () => {
    vi.useFakeTimers();
    const bar = createProgressBar(document);
    bar.start();
    vi.advanceTimersByTime(800);
    bar.done();
    vi.advanceTimersByTime(5000);
    expect(document.querySelector('[data-rental-progress]')).toBeNull();
  });
});

describe('persistContainers', () => {
  const page = (layout: string, containers: string) => {
    const doc = document.implementation.createHTMLDocument('next');
    doc.head.innerHTML = meta(layout);
    doc.body.innerHTML = containers;
    return doc;
  };
  const login = (key?: string) =>
    `<div id="login-container" data-app="login"${key ? ` data-astro-transition-persist="${key}"` : ''}></div>`;

  it('keeps a container with the same app when the layout stays the same', () => {
    document.head.innerHTML = meta('default');
    document.body.innerHTML = login();
    const next = page('default', login());
    persistContainers({ newDocument: next });
    expect(document.getElementById('login-container')?.getAttribute('data-astro-transition-persist')).toBe(
      'login-container',
    );
    expect(next.getElementById('login-container')?.getAttribute('data-astro-transition-persist')).toBe(
      'login-container',
    );
  });
  it('drops persistence across layouts, even where the layouts asked for it', () => {
    document.head.innerHTML = meta('default');
    document.body.innerHTML = login('login-container');
    const next = page('ibe', login('login-container'));
    persistContainers({ newDocument: next });
    expect(document.getElementById('login-container')?.hasAttribute('data-astro-transition-persist')).toBe(
      false,
    );
    expect(next.getElementById('login-container')?.hasAttribute('data-astro-transition-persist')).toBe(false);
  });
  it('keeps the key a layout rendered (page-specific keys decide themselves)', () => {
    document.head.innerHTML = meta('default');
    document.body.innerHTML =
      '<div id="menu-container" data-astro-transition-persist="menu-container-de-DE"></div>';
    const next = page(
      'default',
      '<div id="menu-container" data-astro-transition-persist="menu-container-en-DE"></div>',
    );
    persistContainers({ newDocument: next });
    expect(next.getElementById('menu-container')?.getAttribute('data-astro-transition-persist')).toBe(
      'menu-container-en-DE',
    );
  });
  it('does not persist on pages without content (not-found, error)', () => {
    document.head.innerHTML = meta(undefined);
    document.body.innerHTML = login();
    const next = page('default', login());
    persistContainers({ newDocument: next });
    expect(document.getElementById('login-container')?.hasAttribute('data-astro-transition-persist')).toBe(
      false,
    );
  });
});

describe('script loading helpers (spec §8)', () => {
  it.each([
    ['/a/b.js', 'script'],
    ['/a/b.mjs?v=1', 'module'],
    ['/a/b.css#x', 'style'],
    ['/a/b.json', undefined],
    ['/a/b', undefined],
  ])('%s is a %s', (path, kind) => {
    expect(fileKind(path)).toBe(kind);
  });
  it("refuses other file types with 'Unable to load unexpected file type'", async () => {
    await expect(loadFile('/app/data.json')).rejects.toThrow(unexpectedFileTypeMessage);
    expect(unexpectedFileTypeMessage).toBe('Unable to load unexpected file type');
  });
  it('rejects when a script fails to load', async () => {
    const loading = loadScript('/missing.js');
    const script = document.head.querySelector('script[src="/missing.js"]');
    script?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Could not load the script /missing.js');
    expect(document.head.querySelector('script')).toBeNull();
  });
  it('resolves when a script has loaded', async () => {
    const loading = loadScript('/ok.js', { module: true });
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/ok.js"]');
    expect(script?.type).toBe('module');
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(script);
  });
  it.each(['', '   '])("refuses a download named %j with 'File name cannot be empty'", (name) => {
    expect(() => downloadFile('data:text/plain,x', name)).toThrow(emptyFileNameMessage);
    expect(emptyFileNameMessage).toBe('File name cannot be empty');
  });
  it('downloads through a temporary link', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadFile('data:text/plain,x', 'invoice.txt');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('debug panel (spec §4)', () => {
  it('shows market, language, layout, build and each app with its version', () => {
    document.head.innerHTML = meta('ibe');
    document.body.innerHTML =
      '<div id="login-container" data-app="login" data-app-version="1.4.2"></div><div id="booking-engine-container" data-app="booking" data-app-view="search"></div><div id="menu-container"></div>';
    const panel = renderDebugPanel(document, 'b1');
    const value = (name: string) => panel.querySelector(`[data-debug="${name}"]`)?.textContent;
    expect(value('market')).toBe('de / DE');
    expect(value('language')).toBe('de-DE');
    expect(value('layout')).toBe('ibe');
    expect(value('build')).toBe('b1');
    expect(value('app-login-container')).toBe('1.4.2 (#login-container)');
    expect(value('app-booking-engine-container')).toBe('not mounted (#booking-engine-container)');
    expect(panel.querySelector('[data-debug="app-menu-container"]')).toBeNull();
    renderDebugPanel(document, 'b1');
    expect(document.querySelectorAll('[data-rental-debug]')).toHaveLength(1);
  });
});
