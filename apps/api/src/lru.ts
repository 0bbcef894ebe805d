// A bounded least-recently-used map: a cache whose memory stays capped whatever keys the visitors send.

/** At most `max` entries; setting one more drops the entry read or written longest ago. */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #max: number;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`an LRU holds at least 1 entry, not ${max}`);
    this.#max = max;
  }

  /** The value of a key, which becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting moves the key to the young end.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
