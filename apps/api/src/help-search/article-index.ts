// The help articles of one booking type and locale in memory, searched without a query (ADR 013): each
// article's lexemes with their positions and weights and its text's tokens, all as PostgreSQL computed
// them when the index was built. Matching, ranking (ts_rank_cd) and snippets (ts_headline) are computed
// here the way PostgreSQL computes them, so the answers are the database's.
import {
  type CoverRule,
  coverRuleOf,
  headline,
  type LexemeRange,
  type ParsedText,
  TOKEN,
  tokenFlags,
} from './headline.ts';
import { FEATURED_BONUS, type HelpSearchHit, scoreOf } from './hit.ts';
import { type Occurrence, type QueryJoin, rankCoverDensity } from './rank.ts';
import type { StemmedWord } from './stems.ts';

/** One article as the database describes it for the index. */
export type ArticleSource = {
  id: string;
  title: string;
  categoryId: string;
  sectionId: string;
  featured: boolean;
  /** Text search configuration of the article's language, e.g. `english`. */
  searchConfig: string;
  /** The text the snippet is taken from. */
  plainText: string;
  /** `search_vector`'s entries in stored order: lexeme, positions, weights (`A` … `D`). */
  vector: readonly (readonly [lexeme: string, positions: readonly number[], weights: readonly string[]])[];
  /** `to_tsvector(search_config, plain_text)`'s entries: lexeme, positions. */
  textVector: readonly (readonly [lexeme: string, positions: readonly number[]])[];
  /** `ts_parse` of `plain_text`: token type id, token text. */
  tokens: readonly (readonly [type: number, token: string])[];
};

/** The text search parser of the articles' configuration. */
export type ParserSource = {
  /** Aliases of the parser's token types by id (`ts_token_type`), e.g. 1 → `asciiword`. */
  tokenTypes: ReadonlyMap<number, string>;
  /** Token types the configuration hands to dictionaries: each such token takes a lexeme position. */
  mappedTypes: ReadonlySet<number>;
  /** The server's `server_version_num`: how ts_headline finds covers changed in PostgreSQL 16. */
  serverVersionNum: number;
};

/** One article in the index. */
type IndexedArticle = {
  hit: Omit<HelpSearchHit, 'snippet' | 'score'>;
  /** Rank of the title in the database's collation (`order by title`). */
  titleOrder: number;
  /** Vocabulary id of each search-vector entry, in stored order. */
  entries: Int32Array;
  /** Entry e's positions and weights are at [offsets[e], offsets[e + 1]). */
  offsets: Uint32Array;
  positions: Uint16Array;
  /** 0 = D … 3 = A, as PostgreSQL numbers weights. */
  weights: Uint8Array;
  /** The text the snippet comes from, as tokens. */
  parsed: ParsedText;
};

/** The searchable copy of one booking type and locale's articles. */
export type ArticleIndex = {
  /** The text search configuration that stems query words for these articles (`english`, …). */
  config: string | undefined;
  /** How the server's ts_headline finds covers. */
  coverRule: CoverRule;
  /** Every lexeme of the articles, sorted (JS string order): a prefix matches one run of it. */
  vocabulary: readonly string[];
  articles: readonly IndexedArticle[];
  /**
   * Where each lexeme occurs: the search-vector entries of lexeme id l are
   * (postingArticle[i], postingEntry[i]) for i in [postingStart[l], postingStart[l + 1]).
   */
  postingStart: Uint32Array;
  postingArticle: Uint32Array;
  postingEntry: Uint32Array;
};

/** The index, or why these articles must be searched in SQL. */
export type BuiltIndex = { index: ArticleIndex } | { unsupported: string };

const WEIGHT_NUMBER: Record<string, number> = { D: 0, C: 1, B: 2, A: 3 };
// tsvector limits (ts_type.h): positions stop at 16383, a lexeme keeps at most 256 of them, and a token of
// 2047 bytes or more is dropped. Text near these limits is searched in SQL.
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 256;
const MAX_TOKEN_BYTES = 2047;

/**
 * Builds the index of `articles` (in the database's title order). Articles whose text the index cannot
 * describe exactly as PostgreSQL would (another parser, several lexemes at one position, texts at the
 * tsvector limits) make it `unsupported`, and the caller searches in SQL.
 */
export function buildArticleIndex(
  articles: readonly ArticleSource[],
  parser: ParserSource | undefined,
): BuiltIndex {
  const configs = new Set(articles.map((a) => a.searchConfig));
  if (configs.size > 1)
    return { unsupported: `several text search configurations (${[...configs].join(', ')})` };
  if (articles.length > 0 && !parser)
    return { unsupported: 'the configuration does not use the default parser' };
  const coverRule = coverRuleOf(parser?.serverVersionNum ?? Number.MAX_SAFE_INTEGER);
  if (!coverRule)
    return { unsupported: `ts_headline of PostgreSQL ${parser?.serverVersionNum} is not reproduced` };

  const lexemes = new Set<string>();
  for (const a of articles) {
    for (const [lexeme] of a.vector) lexemes.add(lexeme);
    for (const [lexeme] of a.textVector) lexemes.add(lexeme);
  }
  const vocabulary = [...lexemes].sort();
  const ids = new Map(vocabulary.map((l, i) => [l, i]));
  const idOf = (lexeme: string) => ids.get(lexeme) ?? -1;

  const indexed: IndexedArticle[] = [];
  for (const [titleOrder, a] of articles.entries()) {
    const parsed = parseText(a, parser!, idOf);
    if (typeof parsed === 'string') return { unsupported: `article ${a.id}: ${parsed}` };
    const entries = new Int32Array(a.vector.length);
    const offsets = new Uint32Array(a.vector.length + 1);
    const total = a.vector.reduce((n, [, positions]) => n + positions.length, 0);
    const positions = new Uint16Array(total);
    const weights = new Uint8Array(total);
    let at = 0;
    for (const [e, [lexeme, pos, weight]] of a.vector.entries()) {
      entries[e] = idOf(lexeme);
      offsets[e] = at;
      for (const [j, p] of pos.entries()) {
        positions[at] = p;
        weights[at] = WEIGHT_NUMBER[weight[j] ?? 'D'] ?? 0;
        at++;
      }
    }
    offsets[a.vector.length] = at;
    indexed.push({
      hit: {
        id: a.id,
        title: a.title,
        categoryId: a.categoryId,
        sectionId: a.sectionId,
        featured: a.featured,
      },
      titleOrder,
      entries,
      offsets,
      positions,
      weights,
      parsed,
    });
  }
  // Postings: a counting sort of every (article, entry) by lexeme id.
  const postingStart = new Uint32Array(vocabulary.length + 1);
  for (const a of indexed) for (const id of a.entries) postingStart[id + 1]!++;
  for (let l = 0; l < vocabulary.length; l++) postingStart[l + 1]! += postingStart[l]!;
  const postingArticle = new Uint32Array(postingStart[vocabulary.length]!);
  const postingEntry = new Uint32Array(postingArticle.length);
  const next = postingStart.slice(0, vocabulary.length);
  for (const [ai, a] of indexed.entries())
    for (const [e, id] of a.entries.entries()) {
      const at = next[id]!++;
      postingArticle[at] = ai;
      postingEntry[at] = e;
    }
  return {
    index: {
      config: articles[0]?.searchConfig,
      coverRule,
      vocabulary,
      articles: indexed,
      postingStart,
      postingArticle,
      postingEntry,
    },
  };
}

/**
 * The article's text as tokens with positions and lexemes, as hlparsetext sees it: every token the
 * configuration maps to dictionaries takes the next position, and the lexeme at that position in
 * to_tsvector(plain_text) is the token's. A string says why that cannot be relied on.
 */
function parseText(
  a: ArticleSource,
  parser: ParserSource,
  idOf: (lexeme: string) => number,
): ParsedText | string {
  const count = a.tokens.length;
  const parsed: ParsedText = {
    text: a.plainText,
    start: new Uint32Array(count),
    end: new Uint32Array(count),
    flags: new Uint8Array(count),
    pos: new Uint16Array(count),
    lexeme: new Int32Array(count).fill(-1),
  };
  let offset = 0;
  let position = 0;
  for (const [t, [type, token]] of a.tokens.entries()) {
    if (Buffer.byteLength(token, 'utf8') >= MAX_TOKEN_BYTES) return 'a token of 2047 bytes or more';
    const flags = tokenFlags(parser.tokenTypes.get(type) ?? '', token);
    parsed.flags[t] = flags;
    parsed.start[t] = offset;
    if (!(flags & TOKEN.skip)) {
      // Skipped tokens (URLs, hyphenated compounds) are followed by their parts: the others tile the text.
      if (!a.plainText.startsWith(token, offset)) return `token ${t} is not where the text has it`;
      offset += token.length;
    }
    parsed.end[t] = offset;
    if (parser.mappedTypes.has(type)) parsed.pos[t] = ++position;
  }
  if (offset !== a.plainText.length) return 'the tokens do not cover the text';
  if (position >= MAX_POSITION) return 'the text reaches the last tsvector position';
  const lexemeAt = new Map<number, number>();
  for (const [lexeme, positions] of a.textVector) {
    if (positions.length >= MAX_POSITIONS_PER_LEXEME) return `lexeme '${lexeme}' at the 256-position limit`;
    for (const p of positions) {
      if (lexemeAt.has(p)) return `several lexemes at position ${p}`;
      if (p > position) return `lexeme '${lexeme}' after the last mapped token`;
      lexemeAt.set(p, idOf(lexeme));
    }
  }
  for (let t = 0; t < count; t++) if (parsed.pos[t]) parsed.lexeme[t] = lexemeAt.get(parsed.pos[t]!) ?? -1;
  return parsed;
}

function lowerBound(sorted: readonly string[], before: (s: string) => boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(sorted[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The vocabulary ids of the lexemes starting with `prefix` (what `'prefix':*` matches). */
function prefixRange(vocabulary: readonly string[], prefix: string): LexemeRange {
  return [
    lowerBound(vocabulary, (s) => s < prefix),
    lowerBound(vocabulary, (s) => s < prefix || s.startsWith(prefix)),
  ];
}

/**
 * The articles matching the prefix operands `lexemes` (stemmed query words; stop words left out) joined
 * by `join`, best first, at most `limit`: what
 * `… where search_vector @@ q order by ts_rank_cd(search_vector, q) + featured bonus desc, title limit n`
 * answers for `q` = `'l1':* & 'l2':* …` (or `|`), each with ts_headline's snippet.
 */
export function searchArticleIndex(
  index: ArticleIndex,
  lexemes: readonly string[],
  join: QueryJoin,
  limit: number,
): HelpSearchHit[] {
  if (lexemes.length === 0) return [];
  const operands = lexemes.map((l) => prefixRange(index.vocabulary, l));
  // Per article: the occurrences of the lexemes each operand matches, and which operands match at all.
  const matched = new Map<number, { occurrences: Occurrence[]; operands: Set<number> }>();
  for (const [operand, [from, to]] of operands.entries())
    for (let i = index.postingStart[from]!; i < index.postingStart[to]!; i++) {
      const a = index.postingArticle[i]!;
      const e = index.postingEntry[i]!;
      const article = index.articles[a]!;
      const m = matched.get(a) ?? { occurrences: [], operands: new Set<number>() };
      matched.set(a, m);
      for (let j = article.offsets[e]!; j < article.offsets[e + 1]!; j++)
        m.occurrences.push({ pos: article.positions[j]!, weight: article.weights[j]!, entry: e, operand });
      m.operands.add(operand);
    }
  const found: { article: IndexedArticle; rank: number }[] = [];
  for (const [a, m] of matched) {
    // search_vector @@ q: every operand matches a lexeme (AND), or one does (OR).
    if (join === 'and' && m.operands.size < operands.length) continue;
    const article = index.articles[a]!;
    const rank =
      rankCoverDensity(m.occurrences, operands.length, join) + (article.hit.featured ? FEATURED_BONUS : 0);
    found.push({ article, rank });
  }
  found.sort((a, b) => b.rank - a.rank || a.article.titleOrder - b.article.titleOrder);
  return found.slice(0, limit).map(({ article, rank }) => ({
    ...article.hit,
    snippet: headline(article.parsed, operands, join, index.coverRule),
    score: scoreOf(rank),
  }));
}

/**
 * What the database's search answers for query words read as `stemmed` (one per word, in order): the
 * articles matching all of them, else (for more than one word) any of them. Undefined when a word is
 * not one prefix lexeme: only the database evaluates that query.
 */
export function answerFromIndex(
  index: ArticleIndex,
  stemmed: readonly StemmedWord[],
  limit: number,
): HelpSearchHit[] | undefined {
  if (stemmed.some((s) => s.kind === 'other')) return undefined;
  const lexemes = stemmed.flatMap((s) => (s.kind === 'lexeme' ? [s.lexeme] : []));
  const all = searchArticleIndex(index, lexemes, 'and', limit);
  // As in SQL: the any-word search runs when the query had several words, stop words included.
  if (all.length > 0 || stemmed.length <= 1) return all;
  return searchArticleIndex(index, lexemes, 'or', limit);
}
