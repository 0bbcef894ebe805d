// Running behind a load balancer: the requests in flight, readiness, and the graceful shutdown that
// first reports "not ready", then stops accepting connections and lets the requests in flight finish.
import type { FastifyInstance } from 'fastify';

/** What the health endpoints and the shutdown know about an instance. */
export type Lifecycle = {
  /** Set on SIGTERM: /health/ready answers 503 so the load balancer stops sending new requests. */
  draining: boolean;
  /** Set once the listener closes: any request still arriving gets 503 `shutting_down`. */
  closing: boolean;
  /** Requests being answered now. */
  inFlight: number;
};

const lifecycles = new WeakMap<object, Lifecycle>();

/** The lifecycle of an app built by buildApi (created on first use). */
export function lifecycleOf(app: FastifyInstance | object): Lifecycle {
  let state = lifecycles.get(app);
  if (!state) {
    state = { draining: false, closing: false, inFlight: 0 };
    lifecycles.set(app, state);
  }
  return state;
}

/**
 * Graceful shutdown: not ready at once, then after `drainDelayMs` the listener closes; Fastify's close
 * waits for the requests in flight (and then closes the database through its onClose hook).
 */
export async function shutdown(app: FastifyInstance, options: { drainDelayMs: number }): Promise<void> {
  const state = lifecycleOf(app);
  state.draining = true;
  app.log.info({ inFlight: state.inFlight, drainDelayMs: options.drainDelayMs }, 'draining');
  if (options.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
  state.closing = true;
  await app.close();
}
