// The host loader (spec §4 "Application mounting", §7, §8): finds the named containers on the page,
// loads each app (Module Federation remote entry, or the bootstrapper JSON), mounts it with the page
// context, unmounts it when the page is left or the container goes, and shows a localised fallback
// when an app fails, so one broken app never breaks the page or the others. Small on purpose: the MF
// runtime and React are imported only when a container is there.
import { containerLoadModes, firstViewAttribute, type LoadMode } from '../containers.ts';
import {
  type AppContext,
  type AppExperiments,
  contractMismatch,
  contractVersion,
  type MountContext,
  type MountModule,
  type NavigateOptions,
  remoteEntryFile,
  type Unmount,
} from '../contract.ts';
import { type AppRecord, diagnostics } from '../diagnostics.ts';
import { fallbackElement } from '../fallback-element.ts';
import { firstViewRoutesAttribute, signedOutViewAttribute } from '../first-view-attribute.ts';
import { resolveVersion, type VersionStorage } from '../version.ts';

/** Loads an app's mount module; `base` is '/webapp/{app}/'. */
export type AppLoader = (
  app: string,
  version: string,
  base: string,
  signal: AbortSignal,
) => Promise<MountModule>;

export interface HostOptions {
  /** Navigation for apps (the Astro router's navigate); default location.assign / replace. */
  navigate?: (url: string, options?: NavigateOptions) => void;
  /** Reads the page context; default the JSON script #app-context of the current document. */
  readContext?: (doc: Document) => MountContext | undefined;
  /** Loader of Module Federation apps; default the MF runtime (dynamically imported). */
  loadFederated?: AppLoader;
  /** Loader of bootstrapper apps; default GET {base}bootstrapper{version}.json. */
  loadBootstrapped?: AppLoader;
  /** Where errors and ignored versions are reported; default console. */
  logger?: Pick<Console, 'error' | 'warn'>;
  storage?: VersionStorage | undefined;
  doc?: Document;
  /** Placeholder scripts per container id, loaded once when such a container is on the page. */
  skeletons?: Readonly<Record<string, string>>;
  /**
   * Apps loaded only once the page has loaded and the browser is idle; default: by container, those whose
   * `load` is 'idle' or 'signed-in' (the account app loads on idle in the ride pages' settings, not on
   * the account page).
   */
  idleApps?: Iterable<string>;
  /** Runs `task` when the page has loaded and the browser is idle; returns a cancel. Default: load event, then requestIdleCallback. */
  whenIdle?: (task: () => void) => () => void;
  /** Load modes by container id; default the containers' `load` (containers.ts). */
  loadModes?: ReadonlyMap<string, LoadMode>;
  /**
   * The visitor's experiments and flags on the current page (issue 25, ADR 022): the site's live client.
   * Asked once per mount, when the app starts loading, and awaited once it has loaded: a mount never waits
   * for it longer than `experimentsTimeoutMs` from that start. Absent, failed or late: every flag on and the
   * variations of the page's inline decision (`data-exp-*` on `<html>`), else the control.
   */
  experiments?: () => Promise<AppExperiments>;
  /** How long a loaded app waits at most for `experiments`; default 3000 ms. */
  experimentsTimeoutMs?: number;
}

/**
 * spec §4 + issue 13 §6: an idle app waits for the page's load event and then an idle period (at most
 * 2 s more), so it never takes bandwidth or main-thread time from the page's first paint.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(task, { timeout: 2000 });
    else idleHandle = window.setTimeout(task, 1);
  };
  const onLoad = () => idle();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (idleHandle !== undefined) {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
      clearTimeout(idleHandle);
    }
  };
}

/** spec §7: the booking engine's skeleton bundle reserves its look while the booking app loads. */
export const defaultSkeletons: Readonly<Record<string, string>> = {
  'booking-engine-container': '/ibe/skeleton-bundle.min.js',
};

export interface Host {
  /** Mounts new containers and unmounts the ones that left the document. */
  sync(): void;
  /** Unmounts every app (page left). */
  unmountAll(): void;
  /** Stops listening to the page. */
  stop(): void;
}

/** English text when a page has no context (it always should; see app-host.astro). */
const defaultFallbackText = 'This part of the page could not be loaded. Please reload the page.';

interface Mounted {
  element: HTMLElement;
  record: AppRecord;
  controller: AbortController;
  unmount?: Unmount;
  contentObserver?: MutationObserver;
  /** The page locale the app was mounted with: a persisted container is remounted when it changes. */
  locale: string | undefined;
}

const parsedContexts = new WeakMap<Element, MountContext | undefined>();

/** The context JSON app-host.astro writes into the page (parsed once per script element). */
export function readMountContext(doc: Document): MountContext | undefined {
  const script = doc.getElementById('app-context');
  if (!script?.textContent) return undefined;
  if (parsedContexts.has(script)) return parsedContexts.get(script);
  let context: MountContext | undefined;
  try {
    context = JSON.parse(script.textContent) as MountContext;
  } catch {
    context = undefined;
  }
  parsedContexts.set(script, context);
  return context;
}

/**
 * Rejects when `promise` has not settled and nothing under `base` has loaded for `ms`: an app that
 * never answers fails, while one that is merely slow (a busy CPU, a long chain of chunks) keeps its
 * chance as long as its files keep arriving.
 */
function withIdleTimeout<T>(promise: Promise<T>, ms: number, what: string, base: string): Promise<T> {
  return new Promise((resolve, reject) => {
    let timer = setTimeout(fire, ms);
    function fire() {
      observer?.disconnect();
      reject(new Error(`${what} did not answer within ${ms} ms`));
    }
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => new URL(entry.name, location.href).pathname.startsWith(base))) {
          clearTimeout(timer);
          timer = setTimeout(fire, ms);
        }
      });
      observer.observe({ type: 'resource' });
    }
    const settle = () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
    promise.then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}

/** Lets the browser run what is waiting (input, rendering) before the next piece of work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let federationModule: Promise<typeof import('./federation.ts')> | undefined;
/**
 * The MF runtime and React, imported once, on the first container. React's DOM renderer is evaluated in a
 * task of its own before the runtime: one module graph evaluates in one task, and the two together were
 * the page's longest task (about 350 ms at 4× CPU slowdown, issue 16).
 */
const loadFederationModule = () => {
  federationModule ??= (async () => {
    await import('react-dom/client');
    await yieldToMain();
    return import('./federation.ts');
  })();
  return federationModule;
};

const defaultLoadFederated: AppLoader = async (app, version, base) => {
  const { loadFederatedApp } = await loadFederationModule();
  return loadFederatedApp(app, new URL(`${base}${remoteEntryFile(version)}`, location.href).href);
};

const defaultLoadBootstrapped: AppLoader = async (app, version, base, signal) => {
  const { loadBootstrappedApp } = await import('../bootstrapped.ts');
  return loadBootstrappedApp(app, base, version, { signal });
};

function sessionStorageOrUndefined(): VersionStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Starts the host on the page: mounts now, and follows the Astro router's page lifecycle. */
export function startHost(options: HostOptions = {}): Host {
  const doc = options.doc ?? document;
  const logger = options.logger ?? console;
  const storage = 'storage' in options ? options.storage : sessionStorageOrUndefined();
  const readContext = options.readContext ?? readMountContext;
  const loadFederated = options.loadFederated ?? defaultLoadFederated;
  const loadBootstrapped = options.loadBootstrapped ?? defaultLoadBootstrapped;
  const navigate =
    options.navigate ??
    ((url: string, nav?: NavigateOptions) => (nav?.replace ? location.replace(url) : location.assign(url)));
  const idleApps = options.idleApps ? new Set(options.idleApps) : undefined;
  const whenIdle = options.whenIdle ?? whenPageIdle;
  const loadModes = options.loadModes ?? containerLoadModes;
  const mounted = new Map<HTMLElement, Mounted>();
  const versions = new Map<string, string>();
  const records = diagnostics().apps;

  function versionOf(app: string, context: MountContext | undefined): string {
    let version = versions.get(app);
    if (version === undefined) {
      version = resolveVersion({
        app,
        search: location.search,
        storage,
        defaultVersion: context?.defaultVersions?.[app] ?? '',
        warn: (message) => logger.warn(message),
      }).version;
      versions.set(app, version);
    }
    return version;
  }

  function showFallback(entry: Mounted, context: MountContext | undefined, stage: string, error: unknown) {
    const { element, record } = entry;
    const message = error instanceof Error ? error.message : String(error);
    record.state = 'failed';
    record.error = `${stage}: ${message}`;
    element.dataset.appState = 'failed';
    logger.error(
      `[remote-apps] app "${record.app}" version "${record.version || 'default'}" in #${record.containerId} failed to ${stage}: ${message}`,
      error,
    );
    entry.contentObserver?.disconnect();
    element.replaceChildren(fallbackElement(doc, element, context?.fallbackText ?? defaultFallbackText));
  }

  function watchFirstContent(entry: Mounted) {
    // A skeleton leaving (or arriving) is not the app's content; anything else the app adds is.
    const isContent = (node: Node) => !(node instanceof Element && node.hasAttribute('data-skeleton'));
    const note = (mutations: MutationRecord[]) => {
      if (!mutations.some((m) => m.type === 'characterData' || [...m.addedNodes].some(isContent))) return;
      if (entry.record.firstContentAt !== undefined || entry.record.state === 'failed') return;
      entry.record.firstContentAt = Math.round(performance.now());
      entry.contentObserver?.disconnect();
      entry.element.dispatchEvent(new CustomEvent('remote-app:first-content', { bubbles: true }));
    };
    const observer = new MutationObserver(note);
    observer.observe(entry.element, { childList: true, subtree: true, characterData: true });
    entry.contentObserver = observer;
  }

  async function mount(element: HTMLElement, app: string) {
    const context = readContext(doc);
    const version = versionOf(app, context);
    const record: AppRecord = { app, version, containerId: element.id, state: 'loading' };
    records.push(record);
    const entry: Mounted = {
      element,
      record,
      controller: new AbortController(),
      locale: context?.locale,
    };
    mounted.set(element, entry);
    const left = () => entry.controller.signal.aborted || mounted.get(element) !== entry;
    // A first view is usable as it is: it waits, not busy, for what its load mode waits for. It shows the
    // app for an address without an app route: with one (`#/…`, a visitor's search), the app loads at once.
    // Its code is a chunk of its own: pages without a first view never load it.
    const mode = loadModes.get(element.id);
    let stopRecording: (() => void) | undefined;
    if (mode === 'session') {
      // Nothing to show signed out (the ride page's rides and settings): the app only for a visitor who
      // may be signed in.
      const { whenSignedIn } = await import('../first-view.ts');
      if (left()) return;
      await whenSignedIn(doc, entry.controller.signal);
      if (left()) return;
    } else if (element.hasAttribute(firstViewAttribute) && (mode === 'interaction' || mode === 'signed-in')) {
      element.dataset.appState = 'first-view';
      record.state = 'first-view';
      const { freshenDays, hasAppRoute, recordClicks, whenAppRoute, whenIntent, whenSignedIn } = await import(
        '../first-view.ts'
      );
      if (left()) return;
      freshenDays(element);
      const signal = entry.controller.signal;
      stopRecording = recordClicks(element, signal);
      // The routes the view stands for besides '' and '#/'; a signed-out view also goes on the signed-in
      // hint (the page's inline check has hidden it then: staleFirstViewScript).
      const shown = element.getAttribute(firstViewRoutesAttribute)?.split(' ') ?? [];
      if (mode === 'signed-in') await whenSignedIn(doc, signal);
      else if (!hasAppRoute(location.hash, shown))
        await Promise.race([
          whenIntent(element, signal),
          whenAppRoute(shown, signal),
          ...(element.hasAttribute(signedOutViewAttribute) ? [whenSignedIn(doc, signal)] : []),
        ]);
      if (left()) return;
    }
    record.state = 'loading';
    element.dataset.appState = 'loading';
    element.setAttribute('aria-busy', 'true');
    const base = `/webapp/${app}/`;
    const bootstrapper = element.dataset.appLoader === 'bootstrapper';
    const timeoutMs = context?.loadTimeoutMs ?? 10_000;
    let stage = 'load';
    try {
      if (!context) throw new Error('the page has no #app-context (app-host.astro missing?)');
      if (idleApps ? idleApps.has(app) : mode === 'idle' || mode === 'signed-in' || mode === 'session') {
        await new Promise<void>((resolve) => {
          const cancel = whenIdle(resolve);
          entry.controller.signal.addEventListener('abort', () => {
            cancel();
            resolve();
          });
        });
        if (left()) return;
      }
      // The visitor's experiments are decided while the app loads (the site's client fetches the datafile).
      // Its code is a chunk of its own: pages without an app never load it (ADR 016's 20 KB).
      const experiments = import('./mount-experiments.ts').then(
        (m) => m.mountExperiments(options, doc, logger),
        // Its chunk did not load: every flag on, every control (as before experiments existed).
        () => ({
          experimentClientIds: {},
          experiments: { variations: () => [], isOn: () => true, track() {} },
        }),
      );
      // Fetch the remote entry while the MF runtime itself is still loading (one round trip less).
      if (!bootstrapper) preload(`${base}${remoteEntryFile(version)}`);
      // The page's own runtime loads before the app's clock starts: the timeout is about the app.
      if (!bootstrapper && !options.loadFederated) await loadFederationModule();
      if (left()) return;
      const loader = bootstrapper ? loadBootstrapped : loadFederated;
      const what = bootstrapper ? `${base}bootstrapper${version}.json` : `${base}${remoteEntryFile(version)}`;
      const module = await withIdleTimeout(
        loader(app, version, base, entry.controller.signal),
        timeoutMs,
        what,
        base,
      );
      // Guard: the visitor left (or the container went) while the app was loading.
      if (left()) return;
      if (module.contractVersion !== undefined) {
        const mismatch = contractMismatch({ contractVersion }, module.contractVersion);
        if (mismatch) throw new Error(mismatch);
      }
      stage = 'mount';
      watchFirstContent(entry);
      const appContext: AppContext = {
        ...context,
        app,
        version,
        view: element.dataset.appView,
        ...(await experiments),
        navigate,
      };
      const unmount = await withIdleTimeout(
        Promise.resolve(module.mount(element, appContext)),
        timeoutMs,
        'mount',
        base,
      );
      if (typeof unmount !== 'function') throw new Error('mount did not return an unmount function');
      entry.unmount = unmount;
      if (left()) {
        safeUnmount(entry);
        return;
      }
      record.state = 'mounted';
      element.dataset.appState = 'mounted';
    } catch (error) {
      if (left()) return;
      showFallback(entry, context, stage, error);
    } finally {
      stopRecording?.();
      element.removeAttribute('aria-busy');
    }
  }

  function safeUnmount(entry: Mounted) {
    const unmount = entry.unmount;
    entry.unmount = undefined;
    try {
      unmount?.();
    } catch (error) {
      logger.error(`[remote-apps] app "${entry.record.app}" failed to unmount:`, error);
    }
  }

  function unmount(entry: Mounted) {
    entry.controller.abort();
    entry.contentObserver?.disconnect();
    mounted.delete(entry.element);
    safeUnmount(entry);
    entry.record.state = 'unmounted';
    delete entry.element.dataset.appState;
  }

  function containers(): HTMLElement[] {
    return [...doc.querySelectorAll<HTMLElement>('[data-app]')].filter((el) => el.dataset.app);
  }

  const preloaded = new Set<string>();
  function preload(href: string) {
    if (preloaded.has(href)) return;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }

  const skeletonsLoaded = new Set<string>();
  function loadSkeletons(present: Iterable<HTMLElement>) {
    for (const element of present) {
      const src = (options.skeletons ?? defaultSkeletons)[element.id];
      if (
        !src ||
        skeletonsLoaded.has(src) ||
        mounted.has(element) ||
        element.hasAttribute(firstViewAttribute)
      )
        continue;
      skeletonsLoaded.add(src);
      if (doc.querySelector(`script[src="${CSS.escape(src)}"]`)) continue;
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      doc.head.append(script);
    }
  }

  function sync() {
    const present = new Set(containers());
    loadSkeletons(present);
    for (const entry of [...mounted.values()]) {
      if (!present.has(entry.element) || !entry.element.isConnected) unmount(entry);
    }
    const locale = readContext(doc)?.locale;
    for (const element of present) {
      const entry = mounted.get(element);
      // A persisted container whose page changed locale gets a fresh mount in the new locale.
      if (entry && entry.locale !== locale) unmount(entry);
      if (!mounted.has(element)) void mount(element, element.dataset.app!);
    }
  }

  function unmountAll() {
    for (const entry of [...mounted.values()]) unmount(entry);
  }

  // spec §4: unmount on leaving. Before the router swaps the page, every app whose container is not
  // carried over (transition:persist) is unmounted while its element is still in the document.
  const beforeSwap = (event: Event) => {
    const next = (event as Event & { newDocument?: Document }).newDocument;
    const nextLocale = next ? readContext(next)?.locale : undefined;
    for (const entry of [...mounted.values()]) {
      const persistId = entry.element.getAttribute('data-astro-transition-persist');
      const kept =
        next &&
        persistId !== null &&
        next.querySelector(`[data-astro-transition-persist="${CSS.escape(persistId)}"]`) !== null &&
        (nextLocale === undefined || nextLocale === entry.locale);
      if (!kept) unmount(entry);
    }
  };
  let scheduled = false;
  const scheduleSync = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      sync();
    });
  };
  // Apps change the DOM all the time: only a container arriving or one of ours leaving needs a sync.
  const touchesContainers = (records: MutationRecord[]) =>
    records.some(
      (record) =>
        [...record.addedNodes].some(
          (node) =>
            node instanceof Element &&
            (node.matches('[data-app]') || node.querySelector('[data-app]') !== null),
        ) ||
        [...record.removedNodes].some((node) =>
          [...mounted.keys()].some((element) => node.contains(element)),
        ),
    );
  const observer = new MutationObserver((records) => {
    if (touchesContainers(records)) scheduleSync();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const pageHide = (event: PageTransitionEvent) => {
    if (!event.persisted) unmountAll();
  };
  const pageShow = (event: PageTransitionEvent) => {
    if (event.persisted) sync();
  };
  doc.addEventListener('astro:page-load', sync);
  doc.addEventListener('astro:before-swap', beforeSwap);
  window.addEventListener('pagehide', pageHide);
  window.addEventListener('pageshow', pageShow);
  sync();

  return {
    sync,
    unmountAll,
    stop() {
      observer.disconnect();
      doc.removeEventListener('astro:page-load', sync);
      doc.removeEventListener('astro:before-swap', beforeSwap);
      window.removeEventListener('pagehide', pageHide);
      window.removeEventListener('pageshow', pageShow);
    },
  };
}
