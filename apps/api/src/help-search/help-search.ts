// Help-centre search (spec §7 `GET …/search`) and what the help centres keep in memory (issue 16): the
// locales that have content, an index of each searched locale's articles (ADR 013), the stems of the
// query words seen, and the answers of recent searches in a bounded LRU (ADR 012).
//
// Why keeping content in memory is correct (ADR 012): help content is written only by the seed
// (src/db/seed/help.ts), when an instance starts, in one transaction that also stores the content's
// fingerprint in `meta` ('seed:help'). Each instance re-reads that fingerprint at most every
// HELP_CHECK_MS (in the background) and forgets its indexes and answers when it changed, so content
// re-seeded by another instance is searched here within HELP_CHECK_MS. Votes and contact messages do not
// change what a search answers. Whatever writes help content in-process must call `invalidate()`.
import { eq } from 'drizzle-orm';
import { type Cached, cached } from '../cached.ts';
import type { Db } from '../db/client.ts';
import { helpCategories, meta } from '../db/schema.ts';
import { Lru } from '../lru.ts';
import { answerFromIndex, type BuiltIndex } from './article-index.ts';
import { loadArticleIndex } from './database.ts';
import type { HelpSearchHit } from './hit.ts';
import { searchArticlesInDatabase } from './sql-search.ts';
import { createStemmer } from './stemmer.ts';

/** How often the content fingerprint is re-read: content re-seeded elsewhere is searched within this. */
export const HELP_CHECK_MS = 10_000;
/** Cached search answers per instance (each at most 50 hits of a few hundred bytes: a few MB at most). */
export const HELP_SEARCH_CACHE_SIZE = 1000;
/**
 * Stemmed query words kept per instance, per text search configuration and word (measured: about 3.7 MB
 * when full of 34-character words, 4.9 MB of 100-character ones, the longest a query allows).
 */
export const HELP_STEM_CACHE_SIZE = 10_000;
/** The `meta` key of the seeded help content's fingerprint (src/db/seed/help.ts). */
const HELP_FINGERPRINT_KEY = 'seed:help';

/** The words a search looks for: letters and digits, lower-cased, the first 8. */
export function searchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** The seeded help content as the cache knows it. */
type HelpContent = {
  /** The fingerprint of the seeded files ('' before any seed). */
  version: string;
  /** Locales with content, per booking type. */
  locales: ReadonlyMap<string, ReadonlySet<string>>;
};

async function loadHelpContent(db: Db): Promise<HelpContent> {
  const [fingerprint] = await db
    .select({ value: meta.value })
    .from(meta)
    .where(eq(meta.key, HELP_FINGERPRINT_KEY));
  const rows = await db
    .selectDistinct({ bookingType: helpCategories.bookingType, locale: helpCategories.locale })
    .from(helpCategories);
  const locales = new Map<string, Set<string>>();
  for (const r of rows) locales.set(r.bookingType, (locales.get(r.bookingType) ?? new Set()).add(r.locale));
  return { version: fingerprint?.value ?? '', locales };
}

/** Help search with its caches; one per database, shared by both help centres. */
export type HelpSearch = {
  /** The locales that have content for a booking type. */
  locales: (bookingType: string) => Promise<ReadonlySet<string>>;
  /**
   * The articles of a booking type and locale matching every word as a prefix (stemmed in the locale's
   * language), best first; when nothing matches every word, those matching any. The answer the database's
   * full-text search gives ({@link searchArticlesInDatabase}), computed from the locale's index, and
   * answered from memory when the same search ran on the same content.
   */
  search: (
    bookingType: string,
    locale: string,
    words: readonly string[],
    limit: number,
  ) => Promise<readonly HelpSearchHit[]>;
  /** Forgets everything: the next call reads the database. */
  invalidate: () => void;
  /** What is held now (tests): answers, locale indexes (built or being built), stemmed words. */
  readonly held: { answers: number; indexes: number; stems: number };
};

/** Options of {@link createHelpSearch}. */
export type HelpSearchOptions = {
  /** Default {@link HELP_CHECK_MS}. */
  checkMs?: number;
  /** Default {@link HELP_SEARCH_CACHE_SIZE}. */
  maxAnswers?: number;
  /** Default {@link HELP_STEM_CACHE_SIZE}. */
  maxStems?: number;
  /** Monotonic milliseconds (tests). */
  clock?: () => number;
  /** A background re-read of the fingerprint failed (the cache keeps answering). */
  onError?: (err: unknown) => void;
  /** A locale's articles cannot be indexed exactly: its searches are answered by the database. */
  onIndexUnavailable?: (bookingType: string, locale: string, reason: string) => void;
};

const NO_LOCALES: ReadonlySet<string> = new Set();

/** Help search over `db`, with its indexes and caches per content version. */
export function createHelpSearch(db: Db, options: HelpSearchOptions = {}): HelpSearch {
  const content: Cached<HelpContent> = cached(() => loadHelpContent(db), {
    ttlMs: options.checkMs ?? HELP_CHECK_MS,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const answers = new Lru<string, readonly HelpSearchHit[]>(options.maxAnswers ?? HELP_SEARCH_CACHE_SIZE);
  // The same search asked by many visitors at once is computed once.
  const running = new Map<string, Promise<readonly HelpSearchHit[]>>();
  // One index per booking type and locale with content (at most 2 × 11), built on its first search.
  const indexes = new Map<string, Promise<BuiltIndex>>();
  const stemmer = createStemmer(db, options.maxStems ?? HELP_STEM_CACHE_SIZE);
  let answersOf: string | undefined;
  // Bumped whenever content is forgotten: work that started before must not store what it computed.
  let generation = 0;
  const forget = () => {
    generation++;
    answers.clear();
    running.clear();
    indexes.clear();
  };

  const indexOf = (bookingType: string, locale: string): Promise<BuiltIndex> => {
    const key = `${bookingType}|${locale}`;
    const known = indexes.get(key);
    if (known) return known;
    const building = loadArticleIndex(db, bookingType, locale).then((built) => {
      if ('unsupported' in built) options.onIndexUnavailable?.(bookingType, locale, built.unsupported);
      return built;
    });
    indexes.set(key, building);
    // A failed build (the database unavailable) is tried again by the next search.
    building.catch(() => {
      if (indexes.get(key) === building) indexes.delete(key);
    });
    return building;
  };

  const compute = async (
    bookingType: string,
    locale: string,
    words: readonly string[],
    limit: number,
    locales: ReadonlySet<string>,
  ): Promise<HelpSearchHit[]> => {
    if (words.length === 0) return [];
    // Only locales with content get an index, which bounds their number; others are asked in SQL.
    if (!locales.has(locale)) return searchArticlesInDatabase(db, bookingType, locale, words, limit);
    const built = await indexOf(bookingType, locale);
    if ('unsupported' in built) return searchArticlesInDatabase(db, bookingType, locale, words, limit);
    const { index } = built;
    if (index.config === undefined) return [];
    const stemmed = await stemmer.stem(index.config, words);
    // A word read as a phrase (`x²y` → `'x':* <-> 'y':*`) needs positions across operands: SQL answers.
    return (
      answerFromIndex(index, stemmed, limit) ??
      searchArticlesInDatabase(db, bookingType, locale, words, limit)
    );
  };

  return {
    locales: async (bookingType) => (await content.get()).locales.get(bookingType) ?? NO_LOCALES,
    search: async (bookingType, locale, words, limit) => {
      const { version, locales } = await content.get();
      if (version !== answersOf) {
        forget();
        answersOf = version;
      }
      // Words hold only letters and digits: a space and '|' cannot occur inside a part.
      const key = `${bookingType}|${locale}|${limit}|${words.join(' ')}`;
      const known = answers.get(key);
      if (known) return known;
      const already = running.get(key);
      if (already) return already;
      const startedIn = generation;
      const promise = compute(bookingType, locale, words, limit, locales.get(bookingType) ?? NO_LOCALES).then(
        (hits) => {
          const frozen = Object.freeze(hits.map((h) => Object.freeze(h)));
          if (startedIn === generation) answers.set(key, frozen);
          return frozen;
        },
      );
      running.set(key, promise);
      const done = () => {
        if (running.get(key) === promise) running.delete(key);
      };
      promise.then(done, done);
      return promise;
    },
    invalidate: () => {
      content.invalidate();
      forget();
      stemmer.clear();
      answersOf = undefined;
    },
    get held() {
      return { answers: answers.size, indexes: indexes.size, stems: stemmer.size };
    },
  };
}
