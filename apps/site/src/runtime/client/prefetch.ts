// Prefetch of links in view (spec §9): batches of 4, the first 3000 ms after a page loads, then one
// batch every 3000 ms; skipped on 2g, with save-data, for bots and for pages already loaded. Built on
// Astro's prefetch(), which adds the <link rel="prefetch"> and repeats the connection check.

export const prefetchBatchSize = 4;
export const prefetchInitialDelayMs = 3000;
export const prefetchIntervalMs = 3000;

/** Crawlers and audit tools: they never follow a prefetched page, so it would be wasted bandwidth. */
export const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|bingpreview|lighthouse|pagespeed|google-inspectiontool|headless-?shell|prerender/i;

export interface PrefetchEnvironment {
  userAgent: string;
  /** `navigator.webdriver`: the browser is driven by automation (a crawler, an audit or a test run). */
  webdriver?: boolean;
  connection?: { saveData?: boolean; effectiveType?: string } | undefined;
}

/** spec §9: no prefetch on 2g (and slow-2g), with the data saver, or for bots (automated browsers included). */
export function prefetchAllowed(env: PrefetchEnvironment): boolean {
  if (env.webdriver || botPattern.test(env.userAgent)) return false;
  if (env.connection?.saveData) return false;
  return !/2g/.test(env.connection?.effectiveType ?? '');
}

export interface BatchScheduler {
  /** (Re)starts the schedule: first batch after the initial delay. */
  start(): void;
  stop(): void;
}

/** Every tick takes up to `size` items from `next` and hands them to `run`. */
export function createBatchScheduler(options: {
  next: (count: number) => string[];
  run: (batch: string[]) => void;
  size?: number;
  initialDelayMs?: number;
  intervalMs?: number;
}): BatchScheduler {
  const {
    next,
    run,
    size = prefetchBatchSize,
    initialDelayMs = prefetchInitialDelayMs,
    intervalMs = prefetchIntervalMs,
  } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const batch = next(size);
    if (batch.length > 0) run(batch.slice(0, size));
    timer = setTimeout(tick, intervalMs);
  };
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    start() {
      stop();
      timer = setTimeout(tick, initialDelayMs);
    },
    stop,
  };
}

/** The page address a link leads to, without its fragment. */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}

/** Same-origin links to other pages that may be prefetched; undefined for anything else. */
export function prefetchTarget(anchor: HTMLAnchorElement, here: Location | URL): URL | undefined {
  if (anchor.hasAttribute('download') || anchor.dataset.astroReload !== undefined) return undefined;
  if (anchor.dataset.astroPrefetch === 'false') return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return undefined;
  return url;
}

/** Links currently in the viewport, in document order, found with one IntersectionObserver. */
export function createViewportLinks(doc: Document = document) {
  const visible = new Set<Element>();
  let observed = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) visible.add(entry.target);
      else visible.delete(entry.target);
    }
  });
  const scan = () => {
    for (const anchor of doc.querySelectorAll('a[href]')) {
      if (observed.has(anchor)) continue;
      observed.add(anchor);
      observer.observe(anchor);
    }
  };
  // Links that islands or apps add later are watched too (one scan per burst of DOM changes).
  let scanScheduled = false;
  new MutationObserver(() => {
    if (scanScheduled) return;
    scanScheduled = true;
    setTimeout(() => {
      scanScheduled = false;
      scan();
    }, 100);
  }).observe(doc.documentElement, { childList: true, subtree: true });
  return {
    /** Starts watching links added since the last call (new pages, late islands). */
    scan,
    /** Forgets the links of the previous page. */
    reset() {
      observer.disconnect();
      visible.clear();
      observed = new WeakSet();
    },
    inView(): HTMLAnchorElement[] {
      return [...doc.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
        (a) => visible.has(a) && a.isConnected,
      );
    },
  };
}
