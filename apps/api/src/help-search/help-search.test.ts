// Help search from memory (issue 16, ADR 012 and 013): the same answers as the database, caches never
// above their bounds, everything forgotten when the help content is re-seeded (here, or by another
// instance), and no query for a question whose words were seen before.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import type { Db } from '../db/client.ts';
import { seedHelp } from '../db/seed/help.ts';
import { HELP_SEED_DIR } from '../db/seed/help-content.ts';
import { startTestApi, type TestApi } from '../test-support.ts';
import { createHelpSearch, searchWords } from './help-search.ts';
import { searchArticlesInDatabase } from './sql-search.ts';

const KA = '/v1/knowledge-article';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const db = () => depsOf(api.app).db;
const search = (query: string, locale = 'en-US', bookingType = 'rent') =>
  api.call(
    `${bookingType === 'ride' ? '/v1/ride-help-centre' : KA}/search?bookingTypeId=${bookingType}&locale=${locale}&query=${encodeURIComponent(query)}`,
  );

/** Help files with the first rent/en-US article renamed to a word no other article has. */
function renamedContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'help-'));
  mkdirSync(join(dir, 'rent'));
  const file = JSON.parse(readFileSync(join(HELP_SEED_DIR, 'rent', 'en-US.json'), 'utf8'));
  file.categories[0].sections[0].articles[0].title = 'Zeppelinfield pickups';
  writeFileSync(join(dir, 'rent', 'en-US.json'), JSON.stringify(file));
  return dir;
}

/** `db` with a count of the statements run through `execute` (the index build and stemming use it). */
function counting(db: Db): { db: Db; readonly statements: number } {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute') statements++;
      return Reflect.get(target, prop, receiver);
    },
  });
  return {
    db: proxy,
    get statements() {
      return statements;
    },
  };
}

describe('help search cache', () => {
  it.each([
    ['rent', 'en-US', 'change booking'],
    ['rent', 'en-US', 'deposits'],
    ['rent', 'en-US', 'change xylophone'], // no article has both words: the any-word search answers
    ['rent', 'en-US', 'xylophone'],
    ['rent', 'de-DE', 'Buchung ändern'],
    ['ride', 'en-US', 'driver'],
    ['rent', 'en-US', 'x²y'], // read as a phrase ('x':* <-> 'y':*): the database answers
  ])('%s/%s %j: the cached answer equals the database answer', async (bookingType, locale, query) => {
    const first = await search(query, locale, bookingType);
    const again = await search(query, locale, bookingType);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const fromDatabase = await searchArticlesInDatabase(db(), bookingType, locale, searchWords(query), 20);
    expect(first.body.results).toEqual(fromDatabase);
    expect(first.body.total).toBe(fromDatabase.length);
  });

  it('shares one answer between queries that differ only in case, spacing and punctuation', async () => {
    const help = depsOf(api.app).help;
    const a = await help.search('rent', 'en-US', searchWords('Change  booking!'), 20);
    const held = help.held.answers;
    const b = await help.search('rent', 'en-US', searchWords('change booking'), 20);
    expect(b).toBe(a);
    expect(help.held.answers).toBe(held);
    // …and the answer each request echoes is still its own query.
    expect((await search('  Change booking!  ')).body.query).toBe('Change booking!');
  });

  it('holds at most its bound of answers and of stemmed words', async () => {
    const help = createHelpSearch(db(), { maxAnswers: 3, maxStems: 4 });
    for (const q of ['change', 'deposit', 'driver', 'fuel', 'insurance'])
      await help.search('rent', 'en-US', [q], 20);
    expect(help.held).toEqual({ answers: 3, indexes: 1, stems: 4 });
  });

  it('computes the same search asked at once once', async () => {
    const once = counting(db());
    await createHelpSearch(once.db).search('rent', 'en-US', ['change', 'booking'], 20);
    const many = counting(db());
    const help = createHelpSearch(many.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => help.search('rent', 'en-US', ['change', 'booking'], 20)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(many.statements).toBe(once.statements);
  });

  it('builds a locale index once and then stems only words it has not seen', async () => {
    const counted = counting(db());
    const help = createHelpSearch(counted.db);
    await help.search('rent', 'en-US', ['change', 'booking'], 20);
    const afterFirst = counted.statements;
    // New questions (other answers) from known words: no statement at all.
    await help.search('rent', 'en-US', ['booking', 'change'], 20);
    await help.search('rent', 'en-US', ['change'], 5);
    expect(counted.statements).toBe(afterFirst);
    // Unknown words of one question are stemmed together, in one statement.
    await help.search('rent', 'en-US', ['deposit', 'refund', 'change'], 20);
    expect(counted.statements).toBe(afterFirst + 1);
    // Another locale has its own index.
    await help.search('rent', 'de-DE', ['buchung'], 20);
    expect(help.held.indexes).toBe(2);
  });

  it('stems the unseen words of searches that arrive together in one statement', async () => {
    const counted = counting(db());
    const help = createHelpSearch(counted.db);
    await help.search('rent', 'en-US', ['change'], 20);
    const before = counted.statements;
    const words = ['deposit', 'refund', 'fuel', 'insurance', 'driver', 'toll', 'child', 'seat'];
    const answers = await Promise.all(words.map((w) => help.search('rent', 'en-US', [w, 'change'], 20)));
    expect(counted.statements).toBe(before + 1);
    for (const [i, w] of words.entries())
      expect(answers[i]).toEqual(await searchArticlesInDatabase(db(), 'rent', 'en-US', [w, 'change'], 20));
  });

  it('forgets its indexes, stems and answers on invalidate()', async () => {
    const help = createHelpSearch(db());
    await help.search('rent', 'en-US', ['change'], 20);
    expect(help.held).toEqual({ answers: 1, indexes: 1, stems: 1 });
    help.invalidate();
    expect(help.held).toEqual({ answers: 0, indexes: 0, stems: 0 });
  });

  it("sees content re-seeded by another instance once the fingerprint's check is due", async () => {
    let now = 0;
    const help = createHelpSearch(db(), { checkMs: 10_000, clock: () => now });
    expect(await help.search('rent', 'en-US', ['zeppelinfield'], 20)).toEqual([]);
    const dir = renamedContent();
    try {
      await seedHelp(db(), dir); // what another instance does when it starts with changed files
      now = 9_999;
      expect(await help.search('rent', 'en-US', ['zeppelinfield'], 20)).toEqual([]);
      now = 10_000;
      await help.search('rent', 'en-US', ['zeppelinfield'], 20); // answers at once; the check runs behind
      await expect
        .poll(async () => (await help.search('rent', 'en-US', ['zeppelinfield'], 20)).map((h) => h.title))
        .toEqual(['Zeppelinfield pickups']);
      // The locales came with the content: only rent/en-US is left.
      expect([...(await help.locales('rent'))]).toEqual(['en-US']);
    } finally {
      await seedHelp(db());
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers the new content at once when this instance writes it and invalidates', async () => {
    expect((await search('zeppelinfield')).body.total).toBe(0);
    const dir = renamedContent();
    try {
      await seedHelp(db(), dir);
      depsOf(api.app).help.invalidate();
      const r = await search('zeppelinfield');
      expect(r.body.results.map((x: { title: string }) => x.title)).toEqual(['Zeppelinfield pickups']);
      // A locale without content any more falls back to en-US, as the locales were re-read too.
      expect((await search('Buchung', 'de-DE')).body.locale).toBe('en-US');
    } finally {
      await seedHelp(db());
      depsOf(api.app).help.invalidate();
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await search('zeppelinfield')).body.total).toBe(0);
    expect((await search('Buchung', 'de-DE')).body.locale).toBe('de-DE');
  });
});
