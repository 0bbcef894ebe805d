// The return in progress as the view uses it: read from the phone's store on load (a new one when there
// is none), every change written back at once, and the outbox run when the customer sends, on load when a
// send is waiting, and whenever the browser says it is back online (issue 22 §4).
import type { ApiClient } from '@rental/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiTransport, type CheckOut, type Transport } from './check-out-api.ts';
import { type Draft, newDraft } from './draft.ts';
import { browserStore, type DraftStore } from './draft-store.ts';
import { type SendOutcome, sendQueued } from './outbox.ts';

/** What the send button last led to. */
export type SendState = 'idle' | 'sending' | 'offline' | 'refused' | 'sent';

export interface DraftState {
  /** Null while the store is read. */
  draft: Draft | null;
  update: (change: (draft: Draft) => Draft) => void;
  send: () => void;
  sendState: SendState;
  /** Changes each time a send ended (the view moves the focus to what it shows then). */
  sendCount: number;
}

let opened: Promise<DraftStore> | undefined;
/** The page's store (opened once). */
export function pageStore(): Promise<DraftStore> {
  opened ??= browserStore();
  return opened;
}

/**
 * The draft of booking `number`. `checkOut` (the API's answer, when there is one) is kept in the draft
 * for the steps to work without a connection.
 */
export function useDraft(
  api: ApiClient,
  number: string,
  checkOut: CheckOut | null,
  options: { store?: () => Promise<DraftStore>; transport?: Transport } = {},
): DraftState {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [sendState, setSendState] = useState<SendState>('idle');
  const [sendCount, setSendCount] = useState(0);
  const storeRef = useRef<Promise<DraftStore>>(null);
  storeRef.current ??= (options.store ?? pageStore)();
  const transport = useRef(options.transport ?? apiTransport(api)).current;
  // Writes go out in the order they were made.
  const writes = useRef(Promise.resolve());
  const latest = useRef<Draft | null>(null);

  const keep = useCallback((next: Draft) => {
    latest.current = next;
    setDraft(next);
    const store = storeRef.current!;
    writes.current = writes.current.then(async () => (await store).put(next)).catch(() => {});
  }, []);

  const run = useCallback(async () => {
    await writes.current;
    const store = await storeRef.current!;
    if (!latest.current?.queuedAt) return;
    setSendState('sending');
    let outcome: SendOutcome;
    try {
      outcome = await sendQueued(number, store, transport, {
        online: () => navigator.onLine,
        onProgress: (next) => {
          latest.current = next;
          setDraft(next);
        },
      });
    } catch {
      // The store itself failed: nothing was lost in memory; try again later.
      outcome = { status: 'offline' };
    }
    setSendState(outcome.status === 'idle' ? 'idle' : outcome.status);
    setSendCount((n) => n + 1);
  }, [number, transport]);

  // Read the draft on load; send it when it was waiting.
  useEffect(() => {
    let left = false;
    void (async () => {
      const store = await storeRef.current!;
      const found = await store.get(number).catch(() => undefined);
      if (left) return;
      const next = found ?? newDraft(number, crypto.randomUUID());
      latest.current = next;
      setDraft(next);
      if (next.queuedAt) void run();
    })();
    return () => {
      left = true;
    };
  }, [number, run]);

  // The API's latest check-out goes into the draft, once it is read (a completed one ends it: the view).
  const loaded = draft !== null;
  useEffect(() => {
    const current = latest.current;
    if (!loaded || !checkOut || !current || current.checkOut === checkOut || current.result) return;
    keep({ ...current, checkOut });
  }, [checkOut, loaded, keep]);

  useEffect(() => {
    const online = () => void run();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [run]);

  const update = useCallback(
    (change: (draft: Draft) => Draft) => {
      const current = latest.current;
      if (current) keep(change(current));
    },
    [keep],
  );

  const send = useCallback(() => {
    const current = latest.current;
    if (!current) return;
    keep({ ...current, queuedAt: new Date().toISOString(), refusal: null });
    void run();
  }, [keep, run]);

  return { draft, update, send, sendState, sendCount };
}
