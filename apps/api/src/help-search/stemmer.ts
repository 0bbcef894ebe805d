// Query words as the database stems them (ADR 013): remembered in a bounded LRU per text search
// configuration and word, and the unknown words of the searches that arrive together stemmed in one
// statement, so that a burst of new questions costs PGlite's single thread one query, not one each.
import type { Db } from '../db/client.ts';
import { Lru } from '../lru.ts';
import { stemWords } from './database.ts';
import type { StemmedWord } from './stems.ts';

/** The most words stemmed in one statement (a search has at most 8). */
const BATCH_WORDS = 64;

/** Stems query words, from memory when it can. */
export type Stemmer = {
  /** Each word as `to_tsquery(config, 'word':*)` reads it, in order. */
  stem: (config: string, words: readonly string[]) => Promise<StemmedWord[]>;
  /** Forgets every stem; stems under way are not kept when they arrive. */
  clear: () => void;
  /** Stems held. */
  readonly size: number;
};

/** A stemmer over `db` holding at most `maxWords` stems. */
export function createStemmer(db: Db, maxWords: number): Stemmer {
  const known = new Lru<string, StemmedWord>(maxWords);
  // Words asked for and not answered yet, per key; `waiting` are not sent yet, per configuration.
  const pending = new Map<string, Promise<StemmedWord>>();
  type Settle = (result: StemmedWord | Error) => void;
  const waiting = new Map<string, Map<string, Settle>>();
  let flushing = false;
  let generation = 0;
  const keyOf = (config: string, word: string) => `${config}|${word}`;

  const flush = () => {
    flushing = false;
    const startedIn = generation;
    for (const [config, words] of waiting) {
      waiting.delete(config);
      const batch = [...words];
      for (let i = 0; i < batch.length; i += BATCH_WORDS) {
        const part = batch.slice(i, i + BATCH_WORDS);
        const send = stemWords(
          db,
          config,
          part.map(([word]) => word),
        );
        send.then(
          (stemmed) => {
            for (const [j, [word, settle]] of part.entries()) {
              if (startedIn === generation) known.set(keyOf(config, word), stemmed[j]!);
              settle(stemmed[j]!);
            }
          },
          (err: unknown) => {
            for (const [, settle] of part) settle(err instanceof Error ? err : new Error(String(err)));
          },
        );
      }
    }
  };

  const ask = (config: string, word: string): Promise<StemmedWord> => {
    const key = keyOf(config, word);
    const promise = new Promise<StemmedWord>((resolve, reject) => {
      const words = waiting.get(config) ?? new Map<string, Settle>();
      waiting.set(config, words);
      words.set(word, (result) => (result instanceof Error ? reject(result) : resolve(result)));
    });
    pending.set(key, promise);
    const done = () => {
      if (pending.get(key) === promise) pending.delete(key);
    };
    promise.then(done, done);
    // The searches that arrive in this turn of the event loop add their words before it is sent.
    if (!flushing) {
      flushing = true;
      setImmediate(flush);
    }
    return promise;
  };

  return {
    stem: (config, words) =>
      Promise.all(
        words.map((w) => {
          const stemmed = known.get(keyOf(config, w));
          return stemmed ? Promise.resolve(stemmed) : (pending.get(keyOf(config, w)) ?? ask(config, w));
        }),
      ),
    clear: () => {
      // Stems under way still answer the searches waiting for them, and are not kept.
      generation++;
      known.clear();
    },
    get size() {
      return known.size;
    },
  };
}
