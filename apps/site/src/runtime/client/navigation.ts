// Client-side navigation on top of Astro's ClientRouter (spec §2, §4, §8): page data first, a new
// build reloads once, the not-found and error pages swap in, failures fall back to a full load, and
// named app containers persist while the layout stays the same.
import type { TransitionBeforePreparationEvent, TransitionBeforeSwapEvent } from 'astro:transitions/client';
import { appDataPath, languagePrefixOf, pageDataUrl } from '../page-data-path.ts';
import {
  type ClientPageData,
  loadBuildHash,
  loadPageData,
  shouldReloadForBuild,
} from './page-data-loader.ts';
import { readPageMeta } from './page-meta.ts';
import type { ProgressBar } from './progress-bar.ts';

export interface NavigationDeps {
  progress: ProgressBar;
  /** The build hash of the page the runtime started on (spec §4 "the running one"). */
  runningBuild: string;
  /** spec §4: true when an updated service worker waits; the next navigation is then a full load. */
  swUpdateWaiting: () => boolean;
  /** Receives the page data of each client-side navigation. */
  onPageData?: (data: ClientPageData | undefined) => void;
}

const persistAttr = 'data-astro-transition-persist';
/** Named containers of the layouts (@rental/remote-apps containers: `<div id="…-container">`). */
export const containerSelector = '[id$="-container"]';

export function installNavigation(deps: NavigationDeps): void {
  document.addEventListener('astro:before-preparation', (event) => {
    deps.progress.start();
    // Form submissions (POST) keep Astro's own loader.
    if (event.formData) return;
    event.loader = () => prepare(event, deps);
  });
  document.addEventListener('astro:before-swap', (event) => persistContainers(event));
  let shown = pageAddress();
  document.addEventListener('astro:after-swap', () => {
    shown = pageAddress();
    deps.progress.done();
  });
  // An app's own history entries (a hash route pushed by @rental/remote-apps) carry no state, and Astro's
  // router ignores a popstate without state: Back from another page onto such an entry changed only the
  // address and left the other page on screen. That page is loaded in full at the entry's address, where
  // its app starts at the route. Entries of the shown page (a filter, a funnel step) stay the app's.
  window.addEventListener('popstate', (event) => {
    if (event.state === null && pageAddress() !== shown) location.reload();
  });
}

/** The address of a page without its hash (the hash belongs to the page's apps). */
function pageAddress(): string {
  return location.pathname + location.search;
}

async function prepare(event: TransitionBeforePreparationEvent, deps: NavigationDeps): Promise<void> {
  const { signal } = event;
  const to = new URL(event.to.href);
  // spec §4: an updated service worker is waiting → this navigation is a full page load.
  // The browser activates the waiting worker itself when the full load leaves the old one without a
  // page; asking it to skip waiting first stalled its activation, and with it the load (1 in 4 runs).
  if (deps.swUpdateWaiting()) return event.preventDefault();
  const [outcome, serverBuild] = await Promise.all([
    loadPageData(pageDataUrl(to), { signal }),
    loadBuildHash(appDataPath, { signal }),
  ]);
  if (signal.aborted) return;
  // spec §4: a new build on the server → reload once (Astro then loads `to` as a full page).
  if (shouldReloadForBuild(deps.runningBuild, serverBuild)) return event.preventDefault();

  const prefix = languagePrefixOf(to.pathname, readPageMeta().prefixes);
  let loaded: LoadedDocument | undefined;
  if (outcome.kind === 'ok') {
    loaded = await fetchDocument(to.href, signal);
    // spec §8: failed page resources → a full browser navigation to the target.
    if (!loaded) return event.preventDefault();
    if (loaded.redirected && loaded.redirected.origin === to.origin) {
      const hash = event.to.hash;
      event.to = loaded.redirected;
      event.to.hash = hash;
    }
    deps.onPageData?.(outcome.data);
  } else {
    deps.onPageData?.(undefined);
    if (outcome.kind === 'not-found') {
      if (outcome.reason === 'missing') {
        // spec §7: HEAD re-checks a not-found page; if the server has it, only its data was missing.
        const head = await fetch(to.href, { method: 'HEAD', signal }).catch(() => undefined);
        if (signal.aborted) return;
        if (head?.ok) return event.preventDefault();
      }
      loaded = await fetchDocument(`${prefix}/404`, signal);
    }
    // spec §8: 500, retries used up, or a not-found page that itself failed → the error page.
    loaded ??= await fetchDocument(`${prefix}/500`, signal);
    // Not even the error page: the browser asks the server itself.
    if (!loaded) return event.preventDefault();
  }
  if (signal.aborted) return;
  event.newDocument = loaded.doc;
  // Like Astro's own loader: new stylesheets load before the swap; one that fails is a failed page resource.
  if (!(await preloadStylesheets(loaded.doc))) return event.preventDefault();
}

interface LoadedDocument {
  doc: Document;
  redirected: URL | undefined;
}

let parser: DOMParser | undefined;

/** An HTML page of this site with the client router, or undefined for anything else. */
async function fetchDocument(url: string, signal: AbortSignal): Promise<LoadedDocument | undefined> {
  try {
    const response = await fetch(url, { signal });
    const type = (response.headers.get('content-type') ?? '').split(';', 1)[0]?.trim();
    if (!response.ok || type !== 'text/html') return undefined;
    parser ??= new DOMParser();
    const doc = parser.parseFromString(await response.text(), 'text/html');
    for (const el of doc.querySelectorAll('noscript')) el.remove();
    if (!doc.querySelector('[name="astro-view-transitions-enabled"]')) return undefined;
    return { doc, redirected: response.redirected ? new URL(response.url) : undefined };
  } catch {
    return undefined;
  }
}

function preloadStylesheets(doc: Document): Promise<boolean> {
  const loads: Promise<boolean>[] = [];
  for (const el of doc.querySelectorAll<HTMLLinkElement>('head link[rel=stylesheet]')) {
    const href = el.getAttribute('href');
    if (!href || document.querySelector(`link[rel=stylesheet][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.href = href;
    loads.push(
      new Promise((resolve) => {
        link.addEventListener('load', () => resolve(true));
        link.addEventListener('error', () => resolve(false));
        document.head.append(link);
      }),
    );
  }
  return Promise.all(loads).then((results) => results.every(Boolean));
}

/** The layout a document was rendered with, from the runtime meta (undefined: not a content page). */
export function layoutOf(doc: Document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="rental-runtime"]')?.dataset.layout;
}

/**
 * Named containers present on both pages persist across the swap only when the layout stays the same
 * (issue 4 item 1), so a mounted app keeps its state; with another layout each page gets fresh ones.
 * A key the layouts rendered (data-astro-transition-persist) is kept: a page-specific key still wins.
 */
export function persistContainers(event: Pick<TransitionBeforeSwapEvent, 'newDocument'>): void {
  const next = event.newDocument;
  const layout = layoutOf(document);
  const sameLayout = layout !== undefined && layout === layoutOf(next);
  for (const el of document.querySelectorAll<HTMLElement>(containerSelector)) {
    const counterpart = el.id ? next.getElementById(el.id) : null;
    const keep =
      sameLayout &&
      counterpart !== null &&
      counterpart.getAttribute('data-app') === el.getAttribute('data-app') &&
      counterpart.getAttribute('data-app-view') === el.getAttribute('data-app-view');
    if (!keep) {
      el.removeAttribute(persistAttr);
      counterpart?.removeAttribute(persistAttr);
    } else if (!el.hasAttribute(persistAttr) && !counterpart.hasAttribute(persistAttr)) {
      el.setAttribute(persistAttr, el.id);
      counterpart.setAttribute(persistAttr, el.id);
    }
  }
}
