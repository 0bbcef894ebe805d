// One API read as view state: loading, error (with retry) or ready. Answers are kept per app instance,
// so Back to a view already seen shows it at once without a new request.
import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void };

/** A cache of answers by key, one per mounted app. */
export type ResourceCache = Map<string, unknown>;

export function useResource<T>(
  cache: ResourceCache,
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string | null;
    status: 'loading' | 'error' | 'ready';
    value?: unknown;
  }>(() =>
    key !== null && cache.has(key)
      ? { key, status: 'ready', value: cache.get(key) }
      : { key, status: 'loading' },
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure each render; the key names what it loads.
  useEffect(() => {
    if (key === null) return;
    if (cache.has(key)) {
      setState({ key, status: 'ready', value: cache.get(key) });
      return;
    }
    setState({ key, status: 'loading' });
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        cache.set(key, value);
        setState({ key, status: 'ready', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, status: 'error', value: error });
      },
    );
    return () => controller.abort();
  }, [key, attempt, cache]);

  // An answer already seen shows at once (Back to a visited view), before the effect runs.
  if (key !== null && cache.has(key)) return { status: 'ready', data: cache.get(key) as T, retry };
  if (state.key !== key || state.status === 'loading') return { status: 'loading', retry };
  if (state.status === 'error') return { status: 'error', error: state.value, retry };
  return { status: 'ready', data: state.value as T, retry };
}
