// Help-centre search (spec §7 `GET …/search`) and what the help centres keep in memory (issue 16): the
// locales that have content, and the answers of recent searches in a bounded LRU.
//
// Why caching answers is correct (ADR 012): help content is written only by the seed
// (src/db/seed/help.ts), when an instance starts, in one transaction that also stores the content's
// fingerprint in `meta` ('seed:help'). Each instance re-reads that fingerprint at most every
// HELP_CHECK_MS (in the background) and forgets every cached answer when it changed, so content re-seeded
// by another instance is searched here within HELP_CHECK_MS. Votes and contact messages do not change
// what a search answers. Whatever writes help content in-process must call `invalidate()`.
import { eq, sql } from 'drizzle-orm';
import { type Cached, cached } from '../cached.ts';
import { type Db, rowsOf } from '../db/client.ts';
import { helpArticles, helpCategories, meta } from '../db/schema.ts';
import { Lru } from '../lru.ts';

/** How often the content fingerprint is re-read: content re-seeded elsewhere is searched within this. */
export const HELP_CHECK_MS = 10_000;
/** Cached search answers per instance (each at most 50 hits of a few hundred bytes: a few MB at most). */
export const HELP_SEARCH_CACHE_SIZE = 1000;
/** The `meta` key of the seeded help content's fingerprint (src/db/seed/help.ts). */
const HELP_FINGERPRINT_KEY = 'seed:help';

/** One article found by a search. */
export type HelpSearchHit = {
  id: string;
  title: string;
  categoryId: string;
  sectionId: string;
  featured: boolean;
  /** Excerpt with the matching words, plain text. */
  snippet: string;
  /** Relevance, higher is better (4 decimals). */
  score: number;
};

/** The words a search looks for: letters and digits, lower-cased, the first 8. */
export function searchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * The articles of a booking type and locale matching every word as a prefix (stemmed in the locale's
 * language), best first; when nothing matches every word, those matching any. Reads the database.
 */
export async function searchArticles(
  db: Db,
  bookingType: string,
  locale: string,
  words: readonly string[],
  limit: number,
): Promise<HelpSearchHit[]> {
  if (words.length === 0) return [];
  const all = await runSearch(db, bookingType, locale, words, '&', limit);
  if (all.length > 0 || words.length === 1) return all;
  return runSearch(db, bookingType, locale, words, '|', limit);
}

async function runSearch(
  db: Db,
  bookingType: string,
  locale: string,
  words: readonly string[],
  op: '&' | '|',
  limit: number,
): Promise<HelpSearchHit[]> {
  // Words are letters and digits only (searchWords), so they cannot carry tsquery syntax.
  const tsquery = words.map((w) => `'${w}':*`).join(` ${op} `);
  type Row = {
    id: string;
    title: string;
    category_id: string;
    section_id: string;
    featured: boolean;
    rank: number;
    snippet: string;
  };
  // ts_headline is the dearest part of a miss (about 0.25 ms per answered article on PGlite); the
  // planner already makes it after the LIMIT, for the answered articles only.
  const rows = await db.execute(sql`
      select a.id, a.title, a.category_id, a.section_id, a.featured,
        ts_rank_cd(a.search_vector, q) + case when a.featured then 0.05 else 0 end as rank,
        ts_headline(a.search_config::regconfig, a.plain_text, q, 'StartSel="",StopSel="",MaxWords=30,MinWords=12,MaxFragments=1') as snippet
      from ${helpArticles} a, to_tsquery(a.search_config::regconfig, ${tsquery}) q
      where a.booking_type = ${bookingType} and a.locale = ${locale} and a.search_vector @@ q
      order by rank desc, a.title asc
      limit ${limit}`);
  return rowsOf<Row>(rows).map((r) => ({
    id: r.id,
    title: r.title,
    categoryId: r.category_id,
    sectionId: r.section_id,
    featured: r.featured,
    snippet: r.snippet,
    score: Math.round(Number(r.rank) * 10000) / 10000,
  }));
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
  /** {@link searchArticles}, answered from memory when the same search ran on the same content. */
  search: (
    bookingType: string,
    locale: string,
    words: readonly string[],
    limit: number,
  ) => Promise<readonly HelpSearchHit[]>;
  /** Forgets everything: the next call reads the database. */
  invalidate: () => void;
  /** Answers held now (tests). */
  readonly cachedAnswers: number;
};

/** Options of {@link createHelpSearch}. */
export type HelpSearchOptions = {
  /** Default {@link HELP_CHECK_MS}. */
  checkMs?: number;
  /** Default {@link HELP_SEARCH_CACHE_SIZE}. */
  maxAnswers?: number;
  /** Monotonic milliseconds (tests). */
  clock?: () => number;
  /** A background re-read of the fingerprint failed (the cache keeps answering). */
  onError?: (err: unknown) => void;
};

const NO_LOCALES: ReadonlySet<string> = new Set();

/** Help search over `db`, caching answers per content version. */
export function createHelpSearch(db: Db, options: HelpSearchOptions = {}): HelpSearch {
  const content: Cached<HelpContent> = cached(() => loadHelpContent(db), {
    ttlMs: options.checkMs ?? HELP_CHECK_MS,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });
  const answers = new Lru<string, readonly HelpSearchHit[]>(options.maxAnswers ?? HELP_SEARCH_CACHE_SIZE);
  // The same search asked by many visitors at once runs once.
  const running = new Map<string, Promise<readonly HelpSearchHit[]>>();
  let answersOf: string | undefined;
  // Bumped whenever the answers are forgotten: a search that started before must not store its answer.
  let generation = 0;
  const forget = () => {
    generation++;
    answers.clear();
    running.clear();
  };

  return {
    locales: async (bookingType) => (await content.get()).locales.get(bookingType) ?? NO_LOCALES,
    search: async (bookingType, locale, words, limit) => {
      const { version } = await content.get();
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
      const promise = searchArticles(db, bookingType, locale, words, limit).then((hits) => {
        const frozen = Object.freeze(hits.map((h) => Object.freeze(h)));
        if (startedIn === generation) answers.set(key, frozen);
        return frozen;
      });
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
      answersOf = undefined;
    },
    get cachedAnswers() {
      return answers.size;
    },
  };
}
