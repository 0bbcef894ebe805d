// sessionStorage with validation on read (spec: no data lost on Back or reload); a storage that
// throws (private mode, quota) degrades to in-memory for this page.
import type * as z from 'zod/mini';

const memory = new Map<string, string>();

function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const s = window.sessionStorage;
    s.setItem('booking:probe', '1');
    s.removeItem('booking:probe');
    return s;
  } catch {
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}

/** Reads and validates a stored value; undefined when absent or invalid. */
export function readStored<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const raw = store().getItem(key);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    store().setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: the form still works, only reload loses the draft.
  }
}

export function removeStored(key: string): void {
  try {
    store().removeItem(key);
  } catch {
    // nothing to do
  }
}
