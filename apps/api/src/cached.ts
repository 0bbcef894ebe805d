// A value read from the database and kept in this process's memory, for data the API reads on hot paths
// and never writes while it serves (reference data, help content; ADR 012): loaded on first use,
// reloaded in the background once older than its time to live, forgotten at once by invalidate().

/** A value loaded from the database and kept in memory. */
export type Cached<T> = {
  /**
   * The value. The first call loads it (concurrent callers share that one load); once it is older than
   * the time to live, callers get it at once while one reload runs in the background, so a request
   * never waits for a refresh.
   */
  get: () => Promise<T>;
  /** Forgets the value: the next get() loads it afresh, and a load already under way is not kept. */
  invalidate: () => void;
};

/** Options of {@link cached}. */
export type CachedOptions = {
  /** Milliseconds after which the value is reloaded (in the background). */
  ttlMs: number;
  /** Monotonic milliseconds (tests move it); default performance.now(). */
  clock?: () => number;
  /** A background reload failed: the old value stays and the next reload is tried a TTL later. */
  onError?: (err: unknown) => void;
};

/** Keeps what `load` answers in memory; see {@link Cached}. */
export function cached<T>(load: () => Promise<T>, options: CachedOptions): Cached<T> {
  const clock = options.clock ?? (() => performance.now());
  let value: { data: T; refreshAt: number } | undefined;
  let loading: Promise<T> | undefined;
  // Bumped by invalidate(): a load that started before must not install what it read.
  let generation = 0;

  const start = (): Promise<T> => {
    const startedIn = generation;
    const promise = load().then((data) => {
      if (startedIn === generation) value = { data, refreshAt: clock() + options.ttlMs };
      return data;
    });
    loading = promise;
    const done = () => {
      if (loading === promise) loading = undefined;
    };
    promise.then(done, done);
    return promise;
  };

  return {
    get: () => {
      if (!value) return loading ?? start();
      if (!loading && clock() >= value.refreshAt) {
        const stale = value;
        start().catch((err: unknown) => {
          // Keep answering the old value; try again a TTL later rather than on every request.
          stale.refreshAt = clock() + options.ttlMs;
          options.onError?.(err);
        });
      }
      return Promise.resolve(value.data);
    },
    invalidate: () => {
      generation++;
      value = undefined;
      loading = undefined;
    },
  };
}
