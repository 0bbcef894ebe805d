// PostgreSQL's ts_headline with the options help search uses (one fragment of at most 30 words, at
// least 12, no highlighting marks), computed here from the article's tokens as PostgreSQL's default
// parser split them and the lexemes PostgreSQL gave them, so that an answer needs no query (ADR 013).
//
// The selection follows PostgreSQL's prsd_headline with MaxFragments > 0 (mark_hl_fragments, hlCover,
// get_next_fragment in src/backend/tsearch/wparser_def.c, and hlparsetext/generateHeadline in
// ts_parse.c), quirks included, so that the snippet is the one the database would make. PostgreSQL 16
// changed how covers are found (from word ranges tried at every query word to lexeme positions per
// AND'ed term); both ways are here, and the index uses the one of the server it was built from.
import { OperandSet, type QueryJoin } from './rank.ts';

/** `MaxWords` of the snippet. */
export const HEADLINE_MAX_WORDS = 30;
/** `MinWords` of the snippet. */
export const HEADLINE_MIN_WORDS = 12;
/** ts_headline's default `ShortWord`: a token of at most this many bytes is a poor place to start or end. */
export const HEADLINE_SHORT_WORD = 3;
/** The same options for the database's ts_headline (the search made in SQL). */
export const HEADLINE_OPTIONS = `StartSel="",StopSel="",MaxWords=${HEADLINE_MAX_WORDS},MinWords=${HEADLINE_MIN_WORDS},MaxFragments=1`;

/** Token flags, from the default parser's token types (wparser_def.c's classification macros). */
export const TOKEN = {
  /** Not counted as a word: blank, tag, URL, hyphenated compound (NONWORDTOKEN). */
  nonWord: 1,
  /** Not a good last word: the non-words, numbers, version numbers, protocol, XML entity (NOENDTOKEN). */
  noEnd: 2,
  /** Left out of the snippet: URL and hyphenated compound, whose parts follow as their own tokens (HLIDSKIP). */
  skip: 4,
  /** Shown as one space: an XML tag (HLIDREPLACE). */
  replace: 8,
  /** At most {@link HEADLINE_SHORT_WORD} bytes long. */
  short: 16,
} as const;

const NON_WORD = new Set(['blank', 'tag', 'url', 'numhword', 'asciihword', 'hword']);
const NO_END = new Set([...NON_WORD, 'sfloat', 'version', 'float', 'int', 'uint', 'protocol', 'entity']);
const SKIP = new Set(['url', 'numhword', 'asciihword', 'hword']);

/** The {@link TOKEN} flags of a token of the default parser, by its type's alias and its text. */
export function tokenFlags(alias: string, token: string): number {
  return (
    (NON_WORD.has(alias) ? TOKEN.nonWord : 0) |
    (NO_END.has(alias) ? TOKEN.noEnd : 0) |
    (SKIP.has(alias) ? TOKEN.skip : 0) |
    (alias === 'tag' ? TOKEN.replace : 0) |
    (Buffer.byteLength(token, 'utf8') <= HEADLINE_SHORT_WORD ? TOKEN.short : 0)
  );
}

/** A text as PostgreSQL's default parser split it into tokens, every token described by parallel arrays. */
export type ParsedText = {
  /** The text itself. */
  text: string;
  /** Where each token's text starts in `text` (UTF-16 offset; a skipped token's is empty). */
  start: Uint32Array;
  /** Where each token's text ends in `text`. */
  end: Uint32Array;
  /** {@link TOKEN} flags of each token. */
  flags: Uint8Array;
  /** Lexeme position of each token, as to_tsvector numbers them (0: the token has none). */
  pos: Uint16Array;
  /** The id of each token's lexeme (-1: none, such as a blank or a stop word). */
  lexeme: Int32Array;
};

/** Lexeme ids `[from, to)` matched by one query operand (a prefix matches a run of sorted lexemes). */
export type LexemeRange = readonly [from: number, to: number];

/** How the server finds covers: PostgreSQL 13 to 15, or 16 and later. */
export type CoverRule = 'pg13' | 'pg16';

/** The cover rule of a server by its `server_version_num`; undefined before 13 (not reproduced here). */
export function coverRuleOf(serverVersionNum: number): CoverRule | undefined {
  if (serverVersionNum >= 160000) return 'pg16';
  return serverVersionNum >= 130000 ? 'pg13' : undefined;
}

/** The words of a text for one query (hlparsetext's word list). */
type Words = {
  count: number;
  /** The token of a word. */
  token: (word: number) => number;
  /** The operand a word matches (-1: none). */
  item: (word: number) => number;
  /** Whether a word is a copy made for a further operand matching its token: counted, never shown. */
  repeated: (word: number) => boolean;
  /** The words that match an operand, in order. */
  matching: number[];
  /** Lexeme position of a word's token. */
  pos: (word: number) => number;
};

/**
 * hlparsetext: one word per token; a word whose lexeme matches several operands is followed by a
 * "repeated" copy for each further operand. The query's items are stored right operand first, so the
 * last word of the query claims a token before the earlier ones (which only matters to PostgreSQL
 * 13–15's covers). Usually no token matches twice and the words are the tokens.
 */
function wordsOf(parsed: ParsedText, operands: readonly LexemeRange[]): Words {
  const tokens = parsed.flags.length;
  const claims = new Map<number, number[]>();
  let copies = 0;
  for (let t = 0; t < tokens; t++) {
    const lexeme = parsed.lexeme[t]!;
    if (lexeme < 0) continue;
    const claimedBy: number[] = [];
    for (let k = operands.length - 1; k >= 0; k--) {
      const [from, to] = operands[k]!;
      if (lexeme >= from && lexeme < to) claimedBy.push(k);
    }
    if (claimedBy.length === 0) continue;
    claims.set(t, claimedBy);
    copies += claimedBy.length - 1;
  }
  if (copies === 0)
    return {
      count: tokens,
      token: (w) => w,
      item: (w) => claims.get(w)?.[0] ?? -1,
      repeated: () => false,
      matching: [...claims.keys()],
      pos: (w) => parsed.pos[w]!,
    };
  const token: number[] = [];
  const item: number[] = [];
  const repeated: boolean[] = [];
  const matching: number[] = [];
  for (let t = 0; t < tokens; t++) {
    for (const [n, k] of (claims.get(t) ?? [-1]).entries()) {
      if (k >= 0) matching.push(token.length);
      token.push(t);
      item.push(k);
      repeated.push(n > 0);
    }
  }
  return {
    count: token.length,
    token: (w) => token[w]!,
    item: (w) => item[w]!,
    repeated: (w) => repeated[w]!,
    matching,
    pos: (w) => parsed.pos[token[w]!]!,
  };
}

/**
 * The snippet of `parsed` for a query whose operands match the lexeme id ranges `operands`, joined by
 * `join`: the text of the best fragment around the matching words, or its first words when none of
 * them is in the text.
 */
export function headline(
  parsed: ParsedText,
  operands: readonly LexemeRange[],
  join: QueryJoin,
  rule: CoverRule,
): string {
  const words = wordsOf(parsed, operands);
  const { count } = words;
  const flag = (i: number, f: number) => (parsed.flags[words.token(i)]! & f) !== 0;
  const isWord = (i: number) => !flag(i, TOKEN.nonWord);
  const interesting = (i: number) => words.item(i) >= 0 && !words.repeated(i);
  const badEndpoint = (i: number) => (flag(i, TOKEN.noEnd) || flag(i, TOKEN.short)) && !interesting(i);

  const covers =
    rule === 'pg16'
      ? coversByPosition(words, operands.length, join)
      : coversByWord(words, operands.length, join);

  // get_next_fragment: covers cut into fragments of at most MaxWords words that start and end on a query
  // word (the end one only when the cover had to be cut).
  type Fragment = { start: number; end: number; words: number; hits: number };
  const fragments: Fragment[] = [];
  for (const cover of covers) {
    let start = cover.p;
    let end = cover.q;
    while (start <= end) {
      for (let i = start; i <= end; i++) {
        start = i;
        if (interesting(i)) break;
      }
      let words = 0;
      let hits = 0;
      let i = start;
      for (; i <= end && words < HEADLINE_MAX_WORDS; i++) {
        if (isWord(i)) words++;
        if (interesting(i)) hits++;
      }
      if (end > i) {
        // As PostgreSQL does, the word at `i` (not counted above) is uncounted when it is not kept.
        end = i;
        for (i = end; i >= start; i--) {
          end = i;
          if (interesting(i)) break;
          if (isWord(i)) words--;
        }
      }
      fragments.push({ start, end, words, hits });
      start = end + 1;
      end = cover.q;
    }
  }

  // mark_hl_fragments with MaxFragments=1: the fragment with the most query words (then the fewest
  // words), stretched on both sides up to MaxWords and trimmed back to good end points (with one
  // fragment, no word is already shown, so stretching never stops at one).
  let best: Fragment | undefined;
  for (const f of fragments)
    if (
      f.hits > (best?.hits ?? 0) ||
      (f.hits === (best?.hits ?? 0) && f.words < (best?.words ?? Number.MAX_SAFE_INTEGER))
    )
      best = f;
  let first: number;
  let last: number;
  if (best) {
    first = best.start;
    last = best.end;
    let words = best.words;
    if (words < HEADLINE_MAX_WORDS) {
      const maxStretch = Math.trunc((HEADLINE_MAX_WORDS - words) / 2);
      let stretch = 0;
      let marker = first;
      for (let i = first - 1; i >= 0 && stretch < maxStretch; i--) {
        if (isWord(i)) {
          words++;
          stretch++;
        }
        marker = i;
      }
      let i = marker;
      for (; i < first && badEndpoint(i); i++) if (isWord(i)) words--;
      first = i;
      marker = last;
      for (i = last + 1; i < count && words < HEADLINE_MAX_WORDS; i++) {
        if (isWord(i)) words++;
        marker = i;
      }
      for (i = marker; i > last && badEndpoint(i); i--) if (isWord(i)) words--;
      last = i;
    }
  } else {
    // No cover in the text (the words matched the title or keywords only): its first MinWords words.
    first = 0;
    last = -1;
    let words = 0;
    for (let i = 0; i < count && words < HEADLINE_MIN_WORDS; i++) {
      if (isWord(i)) words++;
      last = i;
    }
  }

  // generateHeadline with empty StartSel/StopSel: the fragment's words, tags as a space, skipped tokens
  // and repeated copies left out.
  let out = '';
  for (let i = first; i <= last; i++) {
    if (words.repeated(i)) continue;
    const t = words.token(i);
    if (flag(i, TOKEN.replace)) out += ' ';
    else if (!flag(i, TOKEN.skip)) out += parsed.text.slice(parsed.start[t], parsed.end[t]);
  }
  return out;
}

/**
 * PostgreSQL 16 and later (hlCover with TS_execute_locations): the word ranges [p, q] that each hold a
 * minimal stretch of lexeme positions satisfying the query, left to right. Positions are taken per
 * AND'ed term: one list per operand for AND, one merged list for OR; no list at all when the text does
 * not satisfy the query.
 */
function coversByPosition(words: Words, operandCount: number, join: QueryJoin): { p: number; q: number }[] {
  const { matching } = words;
  const perOperand: number[][] = Array.from({ length: operandCount }, () => []);
  for (const i of matching) perOperand[words.item(i)]!.push(words.pos(i));
  const lists = perOperand.map(sortedDistinct);
  let locations: number[][];
  if (join === 'and') locations = lists.some((l) => l.length === 0) ? [] : lists;
  else {
    const merged = sortedDistinct(lists.flat());
    locations = merged.length > 0 ? [merged] : [];
  }
  if (locations.length === 0) return [];

  const covers: { p: number; q: number }[] = [];
  let pos = 0;
  for (;;) {
    let pose = -1;
    for (const list of locations) {
      const first = list.find((x) => x >= pos);
      if (first === undefined) return covers;
      if (first > pose) pose = first;
    }
    let posb = Number.MAX_SAFE_INTEGER;
    for (const list of locations) {
      const last = list.findLast((x) => x <= pose) ?? -1;
      if (last < posb) posb = last;
    }
    posb = Math.max(posb, pos);
    if (posb <= pose) {
      let p = -1;
      let q = -1;
      for (const i of matching) {
        if (p < 0 && words.pos(i) >= posb) p = i;
        if (words.pos(i) <= pose) q = i;
        else break;
      }
      if (p >= 0 && q >= p) {
        const seen = new OperandSet(operandCount);
        for (const i of matching) if (i >= p && i <= q) seen.add(words.item(i));
        if (seen.satisfies(join)) covers.push({ p, q });
      }
    }
    pos = posb + 1;
  }
}

/**
 * PostgreSQL 13 to 15 (hlCover with max_cover): from each word matching an operand, the shortest word
 * range that satisfies the query and spans fewer than max_cover words (10 × MaxWords, at least 100).
 */
function coversByWord(words: Words, operandCount: number, join: QueryJoin): { p: number; q: number }[] {
  const maxCover = Math.max(HEADLINE_MAX_WORDS * 10, 100);
  const { matching } = words;
  // The shortest satisfying range starting at matching[from], if one is short enough.
  const coverFrom = (from: number): { p: number; q: number } | undefined => {
    const p = matching[from]!;
    const seen = new OperandSet(operandCount);
    for (let to = from; to < matching.length && matching[to]! - p < maxCover; to++) {
      seen.add(words.item(matching[to]!));
      if (seen.satisfies(join)) return { p, q: matching[to]! };
    }
    return undefined;
  };
  // mark_hl_fragments searches again from one word after each cover's start: every matching word is
  // tried as a start.
  const covers: { p: number; q: number }[] = [];
  for (let from = 0; from < matching.length; from++) {
    const cover = coverFrom(from);
    if (cover) covers.push(cover);
  }
  return covers;
}

/** Sorted distinct values. */
function sortedDistinct(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}
