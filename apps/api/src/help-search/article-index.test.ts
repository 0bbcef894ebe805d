// The in-memory index refuses content it cannot describe exactly as PostgreSQL would (the search then
// asks the database), and answers from what it holds.
import { describe, expect, it } from 'vitest';
import {
  type ArticleSource,
  buildArticleIndex,
  type ParserSource,
  searchArticleIndex,
} from './article-index.ts';

const parser: ParserSource = {
  tokenTypes: new Map([
    [1, 'asciiword'],
    [12, 'blank'],
  ]),
  mappedTypes: new Set([1]),
  serverVersionNum: 180006,
};

/** "Change booking" as PostgreSQL's english configuration describes it (title "Change", text as below). */
function article(overrides: Partial<ArticleSource> = {}): ArticleSource {
  return {
    id: 'change-booking',
    title: 'Change',
    categoryId: 'booking',
    sectionId: 'changes',
    featured: false,
    searchConfig: 'english',
    plainText: 'change booking',
    vector: [
      ['book', [3], ['C']],
      ['chang', [1, 2], ['A', 'C']],
    ],
    textVector: [
      ['book', [2]],
      ['chang', [1]],
    ],
    tokens: [
      [1, 'change'],
      [12, ' '],
      [1, 'booking'],
    ],
    ...overrides,
  };
}

describe('buildArticleIndex', () => {
  it.each<[string, ArticleSource[], ParserSource | undefined, string]>([
    [
      'two configurations',
      [article(), article({ id: 'b', searchConfig: 'german' })],
      parser,
      'several text search configurations (english, german)',
    ],
    ['another parser', [article()], undefined, 'the configuration does not use the default parser'],
    [
      'PostgreSQL 12',
      [article()],
      { ...parser, serverVersionNum: 120016 },
      'ts_headline of PostgreSQL 120016 is not reproduced',
    ],
    [
      'a token elsewhere',
      [
        article({
          tokens: [
            [1, 'change'],
            [1, 'booking'],
          ],
        }),
      ],
      parser,
      'article change-booking: token 1 is not where the text has it',
    ],
    [
      'text left over',
      [article({ plainText: 'change booking!' })],
      parser,
      'article change-booking: the tokens do not cover the text',
    ],
    [
      'two lexemes at one position',
      [
        article({
          textVector: [
            ['book', [1]],
            ['chang', [1]],
          ],
        }),
      ],
      parser,
      'article change-booking: several lexemes at position 1',
    ],
    [
      'a lexeme past the tokens',
      [article({ textVector: [['book', [3]]] })],
      parser,
      "article change-booking: lexeme 'book' after the last mapped token",
    ],
    [
      '256 positions',
      [article({ textVector: [['book', Array.from({ length: 256 }, (_, i) => i + 1)]] })],
      parser,
      "article change-booking: lexeme 'book' at the 256-position limit",
    ],
    [
      'a 2047-byte token',
      [article({ plainText: 'x'.repeat(2047), tokens: [[1, 'x'.repeat(2047)]] })],
      parser,
      'article change-booking: a token of 2047 bytes or more',
    ],
  ])('%s: searched in SQL', (_case, articles, parserSource, reason) => {
    expect(buildArticleIndex(articles, parserSource)).toEqual({ unsupported: reason });
  });

  it('answers from what it holds: the matching article, its rank and its snippet', () => {
    const built = buildArticleIndex([article()], parser);
    if (!('index' in built)) throw new Error(built.unsupported);
    // ts_rank_cd of one cover of one item: its weight (A = 1, C = 0.2 as float4).
    expect(searchArticleIndex(built.index, ['chang'], 'and', 20)).toEqual([
      {
        id: 'change-booking',
        title: 'Change',
        categoryId: 'booking',
        sectionId: 'changes',
        featured: false,
        snippet: 'change booking',
        score: 1.2,
      },
    ]);
    expect(searchArticleIndex(built.index, ['boo'], 'and', 20).map((h) => h.score)).toEqual([0.2]);
    expect(searchArticleIndex(built.index, ['chang', 'xylophon'], 'and', 20)).toEqual([]);
    expect(searchArticleIndex(built.index, ['chang', 'xylophon'], 'or', 20)).toHaveLength(1);
  });
});
