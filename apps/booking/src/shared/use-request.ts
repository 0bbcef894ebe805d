// One API call as view state: loading, data or error, with retry (spec: loading and error states for
// every API call, with retry). A newer call or unmount aborts the older one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from './api.ts';

export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; error: ApiFailure };

/** Runs `load` whenever `key` changes (null: do nothing); `retry` runs it again. */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> & { retry: () => void } {
  const [state, setState] = useState<RequestState<T>>(
    key === null ? { status: 'idle' } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request on retry.
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          error: error instanceof ApiFailure ? error : new ApiFailure(0, 'unknown', String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
