// Loads a navigation target's page data and the server's build hash with the rules of spec §8:
// 404 or an invalid 200 → not found; 500 → error; other failures retried 3 times, then error.

/** Retries after the first attempt (spec §9 "Retries 3 (page data)"; §8 app data the same). */
export const pageDataRetries = 3;

/** The page data the runtime reads; the build writes it with the zod schema in ../page-data-schema.ts. */
export interface ClientPageData {
  path: string;
  pageContext: { domain: string; language_code: string; layout?: string } & Record<string, unknown>;
}

export type PageDataOutcome =
  | { kind: 'ok'; data: ClientPageData }
  | { kind: 'not-found'; reason: 'missing' | 'invalid' }
  | { kind: 'error'; status: number | 'network' };

export interface LoadOptions {
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch;
  retries?: number;
  /** Wait before retry n (1-based); short back-off by default. */
  backoff?: (retry: number) => Promise<void>;
}

const defaultBackoff = (retry: number) => new Promise<void>((r) => setTimeout(r, 150 * 2 ** (retry - 1)));

/** A light check of the body: the runtime ships no schema library (size budget, spec §8 "invalid body"). */
export function isPageData(value: unknown): value is ClientPageData {
  if (typeof value !== 'object' || value === null) return false;
  const { path, pageContext } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (typeof pageContext !== 'object' || pageContext === null) return false;
  const ctx = pageContext as Record<string, unknown>;
  return (
    typeof ctx.domain === 'string' &&
    typeof ctx.language_code === 'string' &&
    Array.isArray(ctx.navigation) &&
    Array.isArray(ctx.footer) &&
    (ctx.layout === undefined || typeof ctx.layout === 'string')
  );
}

export async function loadPageData(url: string, options: LoadOptions = {}): Promise<PageDataOutcome> {
  const { signal, retries = pageDataRetries, backoff = defaultBackoff } = options;
  const doFetch = options.fetch ?? fetch;
  let last: number | 'network' = 'network';
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await backoff(attempt);
    signal?.throwIfAborted();
    let response: Response;
    try {
      response = await doFetch(url, { signal, headers: { accept: 'application/json' } });
    } catch (error) {
      if (signal?.aborted) throw error;
      last = 'network';
      continue;
    }
    if (response.status === 404) return { kind: 'not-found', reason: 'missing' };
    if (response.status === 500) return { kind: 'error', status: 500 };
    if (response.status >= 200 && response.status < 300) {
      let body: unknown;
      try {
        body = JSON.parse(await response.text());
      } catch {
        return { kind: 'not-found', reason: 'invalid' };
      }
      return isPageData(body) ? { kind: 'ok', data: body } : { kind: 'not-found', reason: 'invalid' };
    }
    last = response.status;
  }
  return { kind: 'error', status: last };
}

/** The server's build hash from app data, retried on anything but 200; undefined when it cannot be read. */
export async function loadBuildHash(url: string, options: LoadOptions = {}): Promise<string | undefined> {
  const { signal, retries = pageDataRetries, backoff = defaultBackoff } = options;
  const doFetch = options.fetch ?? fetch;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await backoff(attempt);
    if (signal?.aborted) return undefined;
    try {
      // Always revalidated: the point is to notice a new deployment.
      const response = await doFetch(url, { signal, cache: 'no-cache' });
      if (response.status !== 200) continue;
      const body = (await response.json()) as { webpackCompilationHash?: unknown };
      return typeof body.webpackCompilationHash === 'string' ? body.webpackCompilationHash : undefined;
    } catch {
      if (signal?.aborted) return undefined;
    }
  }
  return undefined;
}

const reloadKey = 'rental-runtime:reloaded-for-build';

/**
 * spec §4: a different build on the server reloads the page once; the session flag remembers the
 * build it reloaded for, so a server that keeps answering another hash cannot cause a loop.
 */
export function shouldReloadForBuild(
  running: string,
  server: string | undefined,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
): boolean {
  if (!server || !running || server === running || !storage) return false;
  try {
    if (storage.getItem(reloadKey) === server) return false;
    storage.setItem(reloadKey, server);
    return true;
  } catch {
    return false;
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** spec §8 "Static query failure": the message of a static query data file that cannot be loaded. */
export const staticQueryErrorMessage = 'Could not load the query data file';

/** Loads /page-data/sq/d/{hash}.json (spec §7); rejects with the spec's message when it fails. */
export async function loadStaticQuery(
  hash: string,
  options: Pick<LoadOptions, 'fetch' | 'signal'> = {},
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const url = `/page-data/sq/d/${encodeURIComponent(hash)}.json`;
  try {
    const response = await doFetch(url, { signal: options.signal });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return await response.json();
  } catch (error) {
    throw new Error(`${staticQueryErrorMessage} ${url}`, { cause: error });
  }
}
