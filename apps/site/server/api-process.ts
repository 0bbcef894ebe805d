// The product API as a child process of the local host (`npm start`), kept alive (issue 15): when it
// exits, the sites stay up (the proxy answers /api with 503) and it is started again after a delay
// that doubles with every quick failure. It is spawned with an IPC channel: if the host dies, even by
// SIGKILL, the channel closes and the API exits too (apps/api/src/main.ts), so nothing is orphaned; it
// also stays in the host's process group, so a signal to the group reaches both.
import { type ChildProcess, spawn } from 'node:child_process';

/** Options of {@link superviseApi}. */
export interface ApiProcessOptions {
  /** The API's entry, e.g. apps/api/src/main.ts. */
  entry: string;
  /** Environment of the child (API_PORT, API_HOST, ...). */
  env: NodeJS.ProcessEnv;
  /** Polled until it answers 2xx after each start, e.g. http://127.0.0.1:4322/api/health. */
  healthUrl: string;
  /** First restart delay in ms (default 500); doubles after each failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  /** Longest restart delay in ms (default 30 s). */
  maxDelayMs?: number;
  /** A run this long (ms, default 30 s) counts as healthy: the next restart delay starts over. */
  healthyAfterMs?: number;
  log?: (line: string) => void;
}

/** A supervised API process. */
export interface ApiProcess {
  /** Resolves when the first start answers its health URL (rejects after `timeoutMs`). */
  waitUntilHealthy: (timeoutMs: number) => Promise<void>;
  /** The current child's pid (undefined between a crash and the restart). */
  pid: () => number | undefined;
  /** How many times the API was (re)started. */
  starts: () => number;
  /** The delay before the next restart, in ms. */
  nextDelayMs: () => number;
  /** Stops supervising and ends the child (SIGTERM, then SIGKILL after 5 s). */
  stop: () => Promise<void>;
}

/** Starts the API and restarts it with backoff whenever it exits. */
export function superviseApi(options: ApiProcessOptions): ApiProcess {
  const initialDelay = options.initialDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const healthyAfter = options.healthyAfterMs ?? 30_000;
  const log = options.log ?? ((line: string) => console.error(line));
  let child: ChildProcess | undefined;
  let delay = initialDelay;
  let count = 0;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    restartTimer = undefined;
    if (stopping) return;
    count++;
    const startedAt = Date.now();
    const current = spawn(process.execPath, [options.entry], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: options.env,
    });
    child = current;
    current.on('error', (error) => log(`The product API could not start: ${error.message}`));
    current.on('exit', (code, signal) => {
      if (child === current) child = undefined;
      if (stopping) return;
      if (Date.now() - startedAt >= healthyAfter) delay = initialDelay;
      log(
        `The product API stopped (${signal ?? `exit ${code}`}); the sites stay up and /api answers 503. Restarting in ${(delay / 1000).toFixed(1)} s.`,
      );
      restartTimer = setTimeout(start, delay);
      delay = Math.min(maxDelay, delay * 2);
    });
  };
  start();

  return {
    async waitUntilHealthy(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(options.healthUrl, { signal: AbortSignal.timeout(2000) })).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${options.healthUrl} did not answer within ${timeoutMs / 1000} s`);
    },
    pid: () => child?.pid,
    starts: () => count,
    nextDelayMs: () => delay,
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const killer = setTimeout(() => current.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
  };
}
