// PostgreSQL's ts_rank_cd (cover density; default weights, no normalisation) computed here from the
// lexeme positions and weights PostgreSQL stored, so that help search ranks without a query (ADR 013).
//
// The steps and the floating-point operations follow PostgreSQL's calc_rank_cd (src/backend/utils/adt/
// tsrank.c) one for one, so that the result is the same float4 and articles tie exactly where they tie
// in the database. Only queries made of prefix operands joined by AND or by OR are ranked here; the
// search sends anything else to the database.

/** How a query's operands combine: every one must be present, or any one. */
export type QueryJoin = 'and' | 'or';

/**
 * One position of a tsvector lexeme that matches a query operand (a lexeme matched by two operands
 * gives two occurrences with the same position and entry).
 */
export type Occurrence = {
  /** Word position in the document, from 1. */
  pos: number;
  /** Weight as PostgreSQL numbers it: 0 = D, 1 = C, 2 = B, 3 = A. */
  weight: number;
  /** Index of the lexeme in its tsvector (their stored order). */
  entry: number;
  /** Index of the query operand it matches. */
  operand: number;
};

// tsrank.c: `static const float weights[] = {0.1f, 0.2f, 0.4f, 1.0f}` for D, C, B, A, as float4, then
// inverted in double precision.
const INVERSE_WEIGHTS = [0.1, 0.2, 0.4, 1].map((w) => 1 / Math.fround(w));

/** One position of the document with the operands that match there (get_docrep's merged entries). */
type DocItem = { pos: number; weight: number; operands: number[] };

function docRepresentation(occurrences: Occurrence[]): DocItem[] {
  const sorted = [...occurrences].sort((a, b) => a.pos - b.pos || a.weight - b.weight || a.entry - b.entry);
  const doc: DocItem[] = [];
  let previous: Occurrence | undefined;
  for (const o of sorted) {
    const last = doc[doc.length - 1];
    if (
      last &&
      previous &&
      previous.pos === o.pos &&
      previous.weight === o.weight &&
      previous.entry === o.entry
    )
      last.operands.push(o.operand);
    else doc.push({ pos: o.pos, weight: o.weight, operands: [o.operand] });
    previous = o;
  }
  return doc;
}

/** The query operands present in a stretch of a document, and whether they satisfy the query. */
export class OperandSet {
  readonly #seen: Uint8Array;
  #distinct = 0;

  constructor(operandCount: number) {
    this.#seen = new Uint8Array(operandCount);
  }

  add(operand: number): void {
    if (this.#seen[operand]) return;
    this.#seen[operand] = 1;
    this.#distinct++;
  }

  satisfies(join: QueryJoin): boolean {
    return join === 'and' ? this.#distinct === this.#seen.length : this.#distinct > 0;
  }
}

/**
 * The next cover (tsrank.c `Cover`) starting at doc index `from`: the shortest stretch that ends at the
 * first index where the query is satisfied, extended back only as far as needed.
 */
function nextCover(
  doc: readonly DocItem[],
  from: number,
  operandCount: number,
  join: QueryJoin,
): { begin: number; end: number } | undefined {
  const forward = new OperandSet(operandCount);
  let end = -1;
  for (let i = from; i < doc.length; i++) {
    for (const o of doc[i]!.operands) forward.add(o);
    if (forward.satisfies(join)) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const backward = new OperandSet(operandCount);
  // The backward scan always succeeds at the latest at `from`: it sees what the forward scan saw. As the
  // doc is sorted by position, the cover's first position is never after its last one (PostgreSQL's
  // retry for that case never runs for these queries).
  let begin = from;
  for (let i = end; i >= from; i--) {
    for (const o of doc[i]!.operands) backward.add(o);
    if (backward.satisfies(join)) {
      begin = i;
      break;
    }
  }
  return { begin, end };
}

/**
 * ts_rank_cd(vector, query) for a query of `operandCount` operands joined by `join`, given every
 * occurrence in the vector of a lexeme an operand matches: a float4 value (as a JS number), 0 when there
 * is none.
 *
 * For each cover (a minimal stretch of positions satisfying the query, found left to right, the next
 * one starting after the current one's first item), with n items of weights w1…wn between positions p
 * and q: Cpos = n / Σ(1/wi), noise = (q − p) − (n − 1) (or ⌊(n − 1) / 2⌋ when negative), and the rank
 * is Σ Cpos / (1 + noise), rounded to float4.
 */
export function rankCoverDensity(occurrences: Occurrence[], operandCount: number, join: QueryJoin): number {
  const doc = docRepresentation(occurrences);
  let rank = 0;
  let from = 0;
  for (;;) {
    const cover = nextCover(doc, from, operandCount, join);
    if (!cover) break;
    const { begin, end } = cover;
    let inverseSum = 0;
    for (let i = begin; i <= end; i++) inverseSum += INVERSE_WEIGHTS[doc[i]!.weight]!;
    const density = (end - begin + 1) / inverseSum;
    let noise = doc[end]!.pos - doc[begin]!.pos - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    rank += density / (1 + noise);
    from = begin + 1;
  }
  return Math.fround(rank);
}
