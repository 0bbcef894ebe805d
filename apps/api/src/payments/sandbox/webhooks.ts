// Notification delivery: each event is signed (../signature.ts) and POSTed to the merchant's webhook URL
// in the background, so a slow or failing endpoint never holds up the customer's redirect. A non-2xx
// answer or a network error is tried again after a growing pause, three tries in all, like real providers
// (which try for days; a development run needs seconds). The API's return path asks for the session
// anyway, so a notification that never arrives loses nothing.
import type { ProviderEvent } from '../provider.ts';
import { signPayload } from '../signature.ts';

/** One try of one notification, for `GET /v1/events` and the tests. */
export interface DeliveryAttempt {
  eventId: string;
  attempt: number;
  /** The HTTP status, or the network error's message. */
  outcome: number | string;
  at: string;
}

export interface WebhookSender {
  send(event: ProviderEvent): void;
  readonly attempts: readonly DeliveryAttempt[];
  /** Sends later notifications to another URL (a test's API listens only after the sandbox started). */
  setUrl(url: string | undefined): void;
  /** Resolves when nothing is being delivered or waiting for a retry (tests). */
  idle(): Promise<void>;
  /** Drops pending retries. */
  close(): void;
}

export function createWebhookSender(options: {
  url: string | undefined;
  secret: string;
  now: () => Date;
  /** Pauses before the second and third try; default 1 s and 4 s. */
  retryDelaysMs?: readonly number[];
  /** Per-try timeout; default 5 s. */
  timeoutMs?: number;
  log?: (line: string) => void;
}): WebhookSender {
  const delays = options.retryDelaysMs ?? [1000, 4000];
  let target = options.url;
  const attempts: DeliveryAttempt[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let pending = 0;
  let waiters: (() => void)[] = [];
  let closed = false;

  function settle(): void {
    pending -= 1;
    if (pending === 0) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  }

  async function attempt(event: ProviderEvent, body: string, n: number): Promise<void> {
    const url = target;
    if (!url || closed) return settle();
    let outcome: number | string;
    try {
      const t = Math.floor(options.now().getTime() / 1000);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'payment-signature': signPayload(options.secret, body, t),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      await res.arrayBuffer().catch(() => undefined);
      outcome = res.status;
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    attempts.push({ eventId: event.id, attempt: n, outcome, at: options.now().toISOString() });
    const delivered = typeof outcome === 'number' && outcome >= 200 && outcome < 300;
    const delay = delays[n - 1];
    if (delivered || closed || delay === undefined) {
      if (!delivered)
        options.log?.(
          `payment sandbox: notification ${event.id} (${event.type}) not delivered after ${n} tries: ${outcome}`,
        );
      return settle();
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(event, body, n + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    send(event) {
      if (!target || closed) return;
      pending += 1;
      void attempt(event, JSON.stringify(event), 1);
    },
    attempts,
    setUrl(url) {
      target = url;
    },
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      const dropped = timers.size;
      timers.clear();
      for (let i = 0; i < dropped; i++) settle();
    },
  };
}
