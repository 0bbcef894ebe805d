// The in-memory help search against the database on generated articles (fast-check): texts full of what
// makes ts_rank_cd and ts_headline subtle (words sharing prefixes, stop words, hyphenated words, URLs,
// e-mail addresses, numbers, XML tags, non-ASCII letters, long texts cut into fragments) and questions
// whose words overlap, repeat or match nothing. Every answer must be the database's, snippets included.

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import type { Db } from '../db/client.ts';
import { helpArticles } from '../db/schema.ts';
import { searchVectorOf } from '../db/seed/help.ts';
import { startTestApi, type TestApi } from '../test-support.ts';
import { answerFromIndex } from './article-index.ts';
import { loadArticleIndex, stemWords } from './database.ts';
import { searchWords } from './help-search.ts';
import { searchArticlesInDatabase } from './sql-search.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
const db = (): Db => depsOf(api.app).db;

const BOOKING_TYPE = 'synthetic';
// Separated by spaces here; no piece holds one.
const PIECES = (
  'book booking booked Bookings change changes changing charge car card cards care driver drivers drive ' +
  'the a of and to you your it is e-mail check-in pick-up No-Show-Gebühr 5 10 3.5 1.2.3 -7 2e5 ' +
  'https://example.com/help/page www.kestrel.com help@kestrel.com /path/to/file.txt <b> </b> &amp; ' +
  'Gebühr über café Straße x²y abc123 I Buchung buchen'
).split(' ');
const SEPARATORS = [' ', ' ', ' ', ' ', ', ', '. ', '\n', ': ', ' (', ') ', '! ', ' - '] as const;
const TITLE_ENDS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'] as const;

const textArb = (min: number, max: number) =>
  fc
    .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), {
      minLength: min,
      maxLength: max,
    })
    .map((parts) =>
      parts
        .map(([p, s]) => p + s)
        .join('')
        .trim(),
    );

const articleArb = fc.record({
  title: textArb(1, 5),
  keywords: textArb(0, 3),
  text: textArb(0, 140),
  featured: fc.boolean(),
});

/** A query word: a piece's word, or a prefix of one. */
const wordArb = fc
  .tuple(fc.constantFrom(...PIECES.flatMap((p) => searchWords(p))), fc.integer({ min: 1, max: 8 }))
  .map(([w, n]) => w.slice(0, n));

type GeneratedArticle = typeof articleArb extends fc.Arbitrary<infer T> ? T : never;

async function seed(config: string, articles: GeneratedArticle[]): Promise<void> {
  await db().delete(helpArticles).where(eq(helpArticles.bookingType, BOOKING_TYPE));
  if (articles.length === 0) return;
  await db()
    .insert(helpArticles)
    .values(
      articles.map((a, i) => {
        // Distinct titles: PostgreSQL orders equal ranks by title, and equal titles in no defined order.
        const title = `${a.title} ${TITLE_ENDS[i]}`;
        return {
          bookingType: BOOKING_TYPE,
          locale: 'en-US',
          id: `article-${i}`,
          categoryId: 'category',
          sectionId: 'section',
          title,
          featured: a.featured,
          keywords: [a.keywords],
          body: [{ type: 'paragraph', text: a.text }],
          plainText: a.text,
          position: i,
          searchConfig: config,
          searchVector: searchVectorOf(config, title, a.keywords, a.text),
        };
      }),
    );
}

it('answers generated questions on generated articles as the database does', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('english', 'german', 'simple'),
      fc.array(articleArb, { minLength: 1, maxLength: TITLE_ENDS.length }),
      fc.array(fc.array(wordArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
      async (config, articles, questions) => {
        await seed(config, articles);
        const built = await loadArticleIndex(db(), BOOKING_TYPE, 'en-US');
        if (!('index' in built)) throw new Error(`not indexed: ${built.unsupported}`);
        for (const words of questions) {
          const stemmed = await stemWords(db(), config, words);
          const actual = answerFromIndex(built.index, stemmed, 50);
          // A word read as a phrase is left to the database (help-search.ts does the same).
          if (actual === undefined) continue;
          const expected = await searchArticlesInDatabase(db(), BOOKING_TYPE, 'en-US', words, 50);
          expect({ config, words, answer: actual }).toEqual({ config, words, answer: expected });
        }
      },
    ),
    // HELP_PARITY_RUNS=1500 for a longer hunt (17 s on PGlite, 25 s on PostgreSQL, 2026-11-28).
    { numRuns: Number(process.env.HELP_PARITY_RUNS ?? 40) },
  );
}, 120_000);
