// How to_tsquery's output for one prefix word is read: one lexeme, nothing, or something only the
// database evaluates.
import { describe, expect, it } from 'vitest';
import { type StemmedWord, stemmedWordOf } from './stems.ts';

describe('stemmedWordOf', () => {
  it.each<[string, StemmedWord]>([
    ["'chang':*", { kind: 'lexeme', lexeme: 'chang' }],
    ["'ändern':*", { kind: 'lexeme', lexeme: 'ändern' }],
    ["'1e5':*", { kind: 'lexeme', lexeme: '1e5' }],
    ["'it''s':*", { kind: 'lexeme', lexeme: "it's" }],
    ["'back\\\\slash':*", { kind: 'lexeme', lexeme: 'back\\slash' }],
    ['', { kind: 'none' }],
    ["'x':* <-> 'y':*", { kind: 'other', query: "'x':* <-> 'y':*" }],
    ["'e-mail':* <-> 'e':* <-> 'mail':*", { kind: 'other', query: "'e-mail':* <-> 'e':* <-> 'mail':*" }],
    ["'chang'", { kind: 'other', query: "'chang'" }],
    ["'a':* | 'b':*", { kind: 'other', query: "'a':* | 'b':*" }],
  ])('%j', (query, expected) => {
    expect(stemmedWordOf(query)).toEqual(expected);
  });
});
