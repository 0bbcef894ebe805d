// The in-memory help search answers exactly what the database's full-text search answers (ADR 013):
// the same articles in the same order, the same scores and the same snippets, for a corpus of questions
// made from the seeded help content of every booking type and locale. Runs on PGlite, and on PostgreSQL
// in `npm run test:integration -w apps/api`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import type { Db } from '../db/client.ts';
import { type HelpFile, readHelpFiles } from '../db/seed/help-content.ts';
import { startTestApi, type TestApi } from '../test-support.ts';
import { searchArticleIndex } from './article-index.ts';
import { loadArticleIndex, stemWords } from './database.ts';
import { createHelpSearch, searchWords } from './help-search.ts';
import { searchArticlesInDatabase } from './sql-search.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
const db = (): Db => depsOf(api.app).db;

/** Stop words of the seeded languages, and words no article has. */
const STOP_WORDS = ['the', 'and', 'der', 'und', 'de', 'het', 'le', 'et', 'el', 'y', 'il', 'di'];
const NO_HIT = ['xylophone', 'zzqqj'];

/** The words of a file's titles, keywords and first paragraphs, in order of first appearance. */
function wordsOf(file: HelpFile): string[] {
  const texts = file.categories.flatMap((c) =>
    c.sections.flatMap((s) =>
      s.articles.flatMap((a) => [
        a.title,
        a.keywords.join(' '),
        ...a.body.slice(0, 2).map((b) => (b.type === 'list' ? b.items.join(' ') : b.text)),
      ]),
    ),
  );
  return [...new Set(texts.flatMap(searchWords))];
}

/**
 * About 45 questions per file: single words, prefixes of 1 to 4 letters, two and three words that
 * occur together or apart, repeated words, stop words, and words no article has (the any-word search).
 */
function questionsOf(file: HelpFile): string[][] {
  const words = wordsOf(file);
  const pick = (i: number) => words[(i * 7919) % words.length]!;
  const questions: string[][] = [];
  for (let i = 0; i < 6; i++) {
    const a = pick(i);
    const b = pick(i + 31);
    const c = pick(i + 97);
    questions.push(
      [a],
      [a.slice(0, 1 + (i % 4))],
      [a, b],
      [a.slice(0, 3), b.slice(0, 4), c],
      [a, NO_HIT[i % 2]!],
    );
    if (i % 2 === 0) questions.push([a, a], [STOP_WORDS[i % STOP_WORDS.length]!, b], [b, c, a]);
  }
  questions.push([NO_HIT[0]!], [NO_HIT[0]!, NO_HIT[1]!], STOP_WORDS.slice(0, 3), ['e'], ['1'], ['24']);
  return questions;
}

describe('in-memory help search against the database', () => {
  const { files } = readHelpFiles();

  it.each(files.map((f) => [f.bookingType, f.locale, f] as const))(
    '%s/%s: every question of the corpus gets the database answer',
    async (bookingType, locale, file) => {
      const help = createHelpSearch(db());
      const questions = questionsOf(file);
      for (const words of questions) {
        const expected = await searchArticlesInDatabase(db(), bookingType, locale, words, 50);
        const actual = await help.search(bookingType, locale, words, 50);
        expect({ words, answer: actual }).toEqual({ words, answer: expected });
      }
    },
  );

  it('covers every kind of question: all words, any word, no hit, several articles', async () => {
    const kinds = { all: 0, any: 0, none: 0, several: 0 };
    for (const file of files) {
      const built = await loadArticleIndex(db(), file.bookingType, file.locale);
      if (!('index' in built) || !built.index.config) throw new Error(`no index for ${file.locale}`);
      const questions = questionsOf(file);
      const words = [...new Set(questions.flat())];
      const stems = new Map((await stemWords(db(), built.index.config, words)).map((s, i) => [words[i], s]));
      for (const question of questions) {
        const lexemes = question.flatMap((w) => {
          const s = stems.get(w);
          return s?.kind === 'lexeme' ? [s.lexeme] : [];
        });
        const all = searchArticleIndex(built.index, lexemes, 'and', 50);
        const any = searchArticleIndex(built.index, lexemes, 'or', 50);
        if (all.length > 0) kinds.all++;
        else if (question.length > 1 && any.length > 0) kinds.any++;
        else kinds.none++;
        if (all.length > 1) kinds.several++;
      }
    }
    // Of about 990 questions (2026-11-28): 533, 244, 213 and 441.
    expect(kinds.all).toBeGreaterThan(400);
    expect(kinds.any).toBeGreaterThan(150);
    expect(kinds.none).toBeGreaterThan(100);
    expect(kinds.several).toBeGreaterThan(300);
  });
});
