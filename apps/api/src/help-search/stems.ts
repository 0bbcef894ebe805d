// Query words as PostgreSQL's to_tsquery reads them in a text search configuration: the in-memory search
// evaluates a query made of single prefix lexemes (ADR 013).

/** A query word as the configuration reads `'word':*`. */
export type StemmedWord =
  /** One prefix lexeme, e.g. `chang` for `changes`. */
  | { kind: 'lexeme'; lexeme: string }
  /** No lexeme: a stop word, or no word at all for the parser; to_tsquery leaves it out. */
  | { kind: 'none' }
  /** Several lexemes (a phrase) or anything else the in-memory search does not evaluate. */
  | { kind: 'other'; query: string };

const SINGLE_PREFIX = /^'((?:[^'\\]|''|\\.)*)':\*$/s;

/** Reads to_tsquery's text output for one word. */
export function stemmedWordOf(query: string): StemmedWord {
  if (query === '') return { kind: 'none' };
  const single = SINGLE_PREFIX.exec(query);
  if (!single) return { kind: 'other', query };
  // tsqueryout doubles quotes and backslashes inside a lexeme.
  return {
    kind: 'lexeme',
    lexeme: single[1]!.replace(/''|\\(.)/gs, (_match, c: string | undefined) => c ?? "'"),
  };
}
