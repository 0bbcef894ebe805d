import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchProblem } from '../../shared/search-rules.ts';
import { highlightParts, searchWords } from './highlight.ts';

describe('searchProblem (spec §5: 3 to 100 characters)', () => {
  it.each([
    ['', 'too-short'],
    ['ab', 'too-short'],
    ['  ab  ', 'too-short'],
    ['abc', undefined],
    ['a'.repeat(100), undefined],
    [`  ${'a'.repeat(100)}  `, undefined],
    ['a'.repeat(101), 'too-long'],
    ['😀😀😀', undefined],
  ])('%j → %s', (text, problem) => {
    expect(searchProblem(text)).toBe(problem);
  });
});

describe('highlightParts', () => {
  it('marks word prefixes, case-insensitively', () => {
    expect(highlightParts('How do I change a booking?', 'Book change')).toEqual([
      { text: 'How do I ', match: false },
      { text: 'change', match: true },
      { text: ' a ', match: false },
      { text: 'book', match: true },
      { text: 'ing?', match: false },
    ]);
  });

  it('does not mark inside words', () => {
    expect(highlightParts('Rebooking', 'book')).toEqual([{ text: 'Rebooking', match: false }]);
  });

  it('treats regular-expression characters as text', () => {
    expect(searchWords('a.* (b+)')).toEqual([]);
    expect(highlightParts('x (yy)', '(yy')).toEqual([
      { text: 'x (', match: false },
      { text: 'yy', match: true },
      { text: ')', match: false },
    ]);
  });

  it('always gives the text back unchanged when the parts are joined', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        expect(
          highlightParts(text, query)
            .map((p) => p.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});
