// spec §4: a failed chunk load sends the browser to the last known path (a full load fetches HTML
// that names the chunks of the deployed build). A session flag stops a chunk that keeps failing
// from reloading the same path in a loop.

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Unable to preload CSS/i,
];

/** True for the errors browsers and Vite raise when a code-split chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((p) => p.test(message));
}

const flagKey = 'rental-runtime:chunk-reload';
/** A path reloaded for a failed chunk less than this long ago is not reloaded again. */
export const chunkReloadQuietMs = 60_000;

let lastKnownPath: string | undefined;
/** Set once a reload is under way, so the same failure seen by several handlers reloads once. */
let recovering = false;
/** Set once the guard held a reload back, so the failure is logged once. */
let gaveUp = false;

/** For tests: forget a reload under way. */
export function resetChunkRecovery(): void {
  recovering = false;
  gaveUp = false;
}

/** Records the path of the page the visitor has reached (called on every page load). */
export function rememberPath(path = location.pathname + location.search): void {
  lastKnownPath = path;
}

/** Sends the browser to the last known path once; returns false when the guard holds it back. */
export function recoverFromChunkError(
  error: unknown,
  go: (path: string) => void = (path) => location.assign(path),
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = sessionStorage,
  now = Date.now(),
): boolean {
  if (recovering) return true;
  const path = lastKnownPath ?? '/';
  try {
    const [lastPath, at] = JSON.parse(storage?.getItem(flagKey) ?? '[]') as [string?, number?];
    if (lastPath === path && at !== undefined && now - at < chunkReloadQuietMs) {
      if (gaveUp) return false;
      gaveUp = true;
      console.error(
        `[rental-runtime] a chunk failed again after reloading ${path}; staying on the page`,
        error,
      );
      return false;
    }
    storage?.setItem(flagKey, JSON.stringify([path, now]));
  } catch {
    // No session storage: reload anyway, a loop is then bounded by the browser's own back-off.
  }
  console.error(`[rental-runtime] a chunk failed to load; reloading ${path}`, error);
  recovering = true;
  go(path);
  return true;
}

/** Runs a dynamic import; a chunk failure recovers by a full load of the last known path. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error)) recoverFromChunkError(error);
    throw error;
  }
}

/** Catches chunk failures nobody handled: Vite's preload errors and unhandled rejections. */
export function installChunkRecovery(): void {
  // Not cancelled: the importer still sees the rejection and can show its own fallback meanwhile.
  addEventListener('vite:preloadError', (event) => {
    recoverFromChunkError((event as Event & { payload?: unknown }).payload);
  });
  addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recoverFromChunkError(event.reason);
  });
}
