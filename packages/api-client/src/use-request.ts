// Request state of every app's views (issue 13 §4: one shared hook): one API read as loading, done or
// error with retry; a newer key or leaving the view aborts the call in flight. With a cache (one per
// mounted app) answers already seen show at once: Back to a visited view works even with the API down.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error.ts';

/** The state of one read. */
export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; error: ApiError };

/** Answers by key, kept for one mounted app. */
export type RequestCache = Map<string, unknown>;

/** An error as ApiError (anything else is a failure before there was an answer). */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
}

/**
 * Runs `load` whenever `key` changes (`null`: nothing to load); `retry` runs it again. `load` may change
 * every render; `key` names what it loads.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: { cache?: RequestCache } = {},
): RequestState<T> & { retry: () => void } {
  const { cache } = options;
  const cached = (k: string | null) => (k !== null && cache?.has(k) ? cache.get(k) : undefined);
  const initial = (k: string | null): RequestState<T> =>
    k === null
      ? { status: 'idle' }
      : cache?.has(k)
        ? { status: 'done', data: cached(k) as T }
        : { status: 'loading' };
  const [state, setState] = useState<{ key: string | null; value: RequestState<T> }>(() => ({
    key,
    value: initial(key),
  }));
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the same read on retry.
  useEffect(() => {
    if (key === null || cache?.has(key)) {
      setState({ key, value: initial(key) });
      return;
    }
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache?.set(key, data);
        setState({ key, value: { status: 'done', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, value: { status: 'error', error: asApiError(error) } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, cache]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Before the effect has run for a new key, show what that key has (cached data or loading).
  const value = state.key === key ? state.value : initial(key);
  return { ...value, retry };
}
