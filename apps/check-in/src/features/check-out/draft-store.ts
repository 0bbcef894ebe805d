// Where a return in progress is kept on the phone (issue 22 §4): IndexedDB, one record per booking
// number, photos as the Blobs the camera gave (IndexedDB stores Blobs as they are; no base64 copy in
// memory). A small wrapper over the plain API: three calls, each its own transaction. Where IndexedDB
// cannot be opened (a private window of an old browser) the draft lives in memory for the visit.
import type { Draft } from './draft.ts';

export interface DraftStore {
  get(number: string): Promise<Draft | undefined>;
  put(draft: Draft): Promise<void>;
  delete(number: string): Promise<void>;
}

const DATABASE = 'rental-check-out';
const STORE = 'drafts';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE))
      request.result.createObjectStore(STORE, { keyPath: 'number' });
  };
  return promised(request);
}

/** Resolves once the transaction is written (a put's success is not yet durable). */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The drafts in IndexedDB (`factory`: the browser's, or fake-indexeddb's in tests). */
export function indexedDbStore(factory: IDBFactory): DraftStore {
  let database: Promise<IDBDatabase> | undefined;
  const db = () => {
    database ??= open(factory).catch((error: unknown) => {
      database = undefined;
      throw error;
    });
    return database;
  };
  return {
    async get(number) {
      const tx = (await db()).transaction(STORE, 'readonly');
      return (await promised(tx.objectStore(STORE).get(number))) as Draft | undefined;
    },
    async put(draft) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(draft);
      await committed(tx);
    },
    async delete(number) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(number);
      await committed(tx);
    },
  };
}

/** Drafts for this visit only. */
export function memoryStore(): DraftStore {
  const drafts = new Map<string, Draft>();
  return {
    get: async (number) => drafts.get(number),
    put: async (draft) => void drafts.set(draft.number, draft),
    delete: async (number) => void drafts.delete(number),
  };
}

/** The browser's IndexedDB when it opens, else memory: checked once by a first read. */
export async function browserStore(): Promise<DraftStore> {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const store = indexedDbStore(indexedDB);
  try {
    await store.get('');
    return store;
  } catch {
    return memoryStore();
  }
}
