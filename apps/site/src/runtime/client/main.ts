// Starts the browser runtime once per full page load; everything after that is driven by the
// ClientRouter's events (astro:before-preparation … astro:page-load).
import { prefetch } from 'astro/virtual-modules/prefetch.js';
import { pageDataUrl } from '../page-data-path.ts';
import { installAppTitles } from './app-titles.ts';
import { installChunkRecovery, loadChunk, rememberPath } from './chunk-recovery.ts';
import { debugEnabled } from './debug.ts';
import { focusNewPage } from './focus.ts';
import { installNavigation } from './navigation.ts';
import type { ClientPageData } from './page-data-loader.ts';
import { readPageMeta } from './page-meta.ts';
import {
  createBatchScheduler,
  createViewportLinks,
  pageKey,
  prefetchAllowed,
  prefetchTarget,
} from './prefetch.ts';
import { createProgressBar } from './progress-bar.ts';
import { registerServiceWorker } from './service-worker.ts';

/** What the runtime exposes on window for apps, tests and the debug panel. */
export interface RentalRuntime {
  /** Build hash of the page the runtime started on. */
  build: string;
  /** Page data of the last client-side navigation (undefined after a full load or a not-found page). */
  pageData: ClientPageData | undefined;
  /** Pages loaded in this tab (never prefetched again). */
  loaded: Set<string>;
  /** Pages prefetched so far. */
  prefetched: Set<string>;
  /** spec §4: an updated service worker is waiting (the next navigation is a full load). */
  swUpdateWaiting: () => boolean;
  /** spec §9: whether links in view are prefetched on this visit (not on 2g, save-data, for bots). */
  prefetching: boolean;
  /** spec §4: whether debug mode is on for the current page (cookie, config flag or local host). */
  debug: boolean;
}

declare global {
  interface Window {
    rentalRuntime?: RentalRuntime;
  }
}

export function startRuntime(): void {
  if (window.rentalRuntime) return;
  const meta = readPageMeta();
  const runtime: RentalRuntime = {
    build: meta.build,
    pageData: undefined,
    loaded: restoreLoaded(),
    prefetched: new Set(),
    swUpdateWaiting: () => sw?.updateWaiting() ?? false,
    prefetching: false,
    debug: false,
  };
  window.rentalRuntime = runtime;

  installChunkRecovery();
  installAppTitles();
  const sw = import.meta.env.DEV ? undefined : registerServiceWorker();
  installNavigation({
    progress: createProgressBar(),
    runningBuild: meta.build,
    swUpdateWaiting: runtime.swUpdateWaiting,
    onPageData: (data) => {
      runtime.pageData = data;
    },
  });

  const links = createViewportLinks();
  const conn = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  const allowed = prefetchAllowed({
    userAgent: navigator.userAgent,
    webdriver: navigator.webdriver,
    connection: conn,
  });
  runtime.prefetching = allowed;
  const scheduler = createBatchScheduler({
    next: (count) => {
      links.scan();
      const batch: string[] = [];
      for (const anchor of links.inView()) {
        const url = prefetchTarget(anchor, location);
        if (!url) continue;
        const key = pageKey(url);
        if (runtime.loaded.has(key) || runtime.prefetched.has(key) || batch.includes(key)) continue;
        batch.push(key);
        if (batch.length === count) break;
      }
      return batch;
    },
    run: (batch) => {
      for (const key of batch) {
        runtime.prefetched.add(key);
        const url = new URL(key, location.href);
        prefetch(url.href);
        prefetch(new URL(pageDataUrl(url), location.href).href);
      }
    },
  });

  let firstLoad = true;
  let listeningForApps = false;
  document.addEventListener('astro:page-load', () => {
    rememberPath();
    runtime.loaded.add(pageKey(new URL(location.href)));
    saveLoaded(runtime.loaded);
    if (!firstLoad) {
      sw?.checkForUpdate();
      // issue 23: after a client-side navigation focus starts on the new page's main heading, not <body>.
      focusNewPage();
    }
    firstLoad = false;
    if (allowed) {
      links.reset();
      links.scan();
      scheduler.start();
    }
    runtime.debug = debugEnabled({
      cookies: document.cookie,
      hostname: location.hostname,
      configFlag: meta.debugFlag,
    });
    if (runtime.debug) {
      loadChunk(() => import('./debug-panel.ts')).then(
        ({ renderDebugPanel, watchApps }) => {
          renderDebugPanel(document, runtime.build);
          if (listeningForApps) return;
          listeningForApps = true;
          watchApps(document, () => renderDebugPanel(document, runtime.build));
        },
        () => {},
      );
    } else {
      document.querySelector('[data-rental-debug]')?.remove();
    }
  });
  document.addEventListener('astro:before-preparation', () => scheduler.stop());
}

const loadedKey = 'rental-runtime:loaded-pages';

/** Pages loaded in this tab survive full loads (spec §9: loaded pages are not prefetched). */
function restoreLoaded(): Set<string> {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(loadedKey) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function saveLoaded(loaded: Set<string>): void {
  try {
    sessionStorage.setItem(loadedKey, JSON.stringify([...loaded].slice(-200)));
  } catch {
    // Storage full or blocked: only this page load remembers.
  }
}
