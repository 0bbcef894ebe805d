// Help search as one PostgreSQL full-text query: what the in-memory index reproduces (ADR 013). It still
// answers the searches the index cannot (a query word the configuration splits into several lexemes,
// content the index cannot describe exactly), and tests hold the index to it.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { helpArticles } from '../db/schema.ts';
import { HEADLINE_OPTIONS } from './headline.ts';
import { FEATURED_BONUS, type HelpSearchHit, scoreOf } from './hit.ts';

/**
 * The articles of a booking type and locale matching every word as a prefix (stemmed in the locale's
 * language), best first; when nothing matches every word, those matching any. Reads the database.
 */
export async function searchArticlesInDatabase(
  db: Db,
  bookingType: string,
  locale: string,
  words: readonly string[],
  limit: number,
): Promise<HelpSearchHit[]> {
  if (words.length === 0) return [];
  const all = await runSearch(db, bookingType, locale, words, '&', limit);
  if (all.length > 0 || words.length === 1) return all;
  return runSearch(db, bookingType, locale, words, '|', limit);
}

/** A word as to_tsquery reads it: a prefix (letters and digits only, so no tsquery syntax). */
export function prefixQueryOf(word: string): string {
  return `'${word}':*`;
}

async function runSearch(
  db: Db,
  bookingType: string,
  locale: string,
  words: readonly string[],
  op: '&' | '|',
  limit: number,
): Promise<HelpSearchHit[]> {
  const tsquery = words.map(prefixQueryOf).join(` ${op} `);
  type Row = {
    id: string;
    title: string;
    category_id: string;
    section_id: string;
    featured: boolean;
    rank: number;
    snippet: string;
  };
  const rows = await db.execute(sql`
      select a.id, a.title, a.category_id, a.section_id, a.featured,
        ts_rank_cd(a.search_vector, q) + case when a.featured then ${sql.raw(String(FEATURED_BONUS))} else 0 end as rank,
        ts_headline(a.search_config::regconfig, a.plain_text, q, ${HEADLINE_OPTIONS}) as snippet
      from ${helpArticles} a, to_tsquery(a.search_config::regconfig, ${tsquery}) q
      where a.booking_type = ${bookingType} and a.locale = ${locale} and a.search_vector @@ q
      order by rank desc, a.title asc
      limit ${limit}`);
  return rowsOf<Row>(rows).map((r) => ({
    id: r.id,
    title: r.title,
    categoryId: r.category_id,
    sectionId: r.section_id,
    featured: r.featured,
    snippet: r.snippet,
    score: scoreOf(Number(r.rank)),
  }));
}
