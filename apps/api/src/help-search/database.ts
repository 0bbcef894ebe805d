// What the in-memory help search reads from the database (ADR 013): once per content version, a
// locale's articles with their lexemes and tokens as PostgreSQL computes them; per new query word, its
// stem in the articles' text search configuration. Both are validated here, at the boundary.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rowsOf } from '../db/client.ts';
import { helpArticles } from '../db/schema.ts';
import {
  type ArticleSource,
  type BuiltIndex,
  buildArticleIndex,
  type ParserSource,
} from './article-index.ts';
import { prefixQueryOf } from './sql-search.ts';
import { type StemmedWord, stemmedWordOf } from './stems.ts';

const articleRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  category_id: z.string(),
  section_id: z.string(),
  featured: z.boolean(),
  search_config: z.string(),
  plain_text: z.string(),
  /** unnest(search_vector): lexeme, positions, weights. */
  vector: z.array(
    z.tuple([z.string(), z.array(z.number().int().min(1)), z.array(z.enum(['A', 'B', 'C', 'D']))]),
  ),
  /** unnest(to_tsvector(search_config, plain_text)): lexeme, positions. */
  text_vector: z.array(z.tuple([z.string(), z.array(z.number().int().min(1))])),
  /** ts_parse(parser, plain_text): token type, token. */
  tokens: z.array(z.tuple([z.number().int(), z.string()])),
});

const parserRowSchema = z.object({
  /** PostgreSQL's own default parser, whose headline rules the index reproduces. */
  is_default: z.boolean(),
  token_types: z.array(z.tuple([z.number().int(), z.string()])),
  mapped: z.array(z.number().int()),
  server_version_num: z.coerce.number().int(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `help search index: unexpected ${what} from the database at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

/** The configuration's parser, when it is the default one (undefined otherwise). */
async function loadParser(db: Db, config: string): Promise<ParserSource | undefined> {
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      select p.prsname = 'default' and p.prsnamespace = 'pg_catalog'::regnamespace as is_default,
        (select json_agg(json_build_array(t.tokid, t.alias)) from ts_token_type(p.oid) t) as token_types,
        coalesce((select json_agg(distinct m.maptokentype) from pg_ts_config_map m where m.mapcfg = c.oid), '[]') as mapped,
        current_setting('server_version_num') as server_version_num
      from pg_ts_config c join pg_ts_parser p on p.oid = c.cfgparser
      where c.oid = ${config}::regconfig`),
  );
  const row = parse(parserRowSchema, rows[0], `parser of '${config}'`);
  if (!row.is_default) return undefined;
  return {
    tokenTypes: new Map(row.token_types),
    mappedTypes: new Set(row.mapped),
    serverVersionNum: row.server_version_num,
  };
}

/**
 * Reads the articles of a booking type and locale, in the database's title order, with what the index
 * needs of each (one statement, so one snapshot), and builds their index.
 */
export async function loadArticleIndex(db: Db, bookingType: string, locale: string): Promise<BuiltIndex> {
  const rows = rowsOf<unknown>(
    await db.execute(sql`
      select a.id, a.title, a.category_id, a.section_id, a.featured, a.search_config, a.plain_text,
        coalesce((select json_agg(json_build_array(v.lexeme, v.positions, v.weights) order by v.n)
          from unnest(a.search_vector) with ordinality v(lexeme, positions, weights, n)), '[]') as vector,
        coalesce((select json_agg(json_build_array(v.lexeme, v.positions) order by v.n)
          from unnest(to_tsvector(a.search_config::regconfig, a.plain_text)) with ordinality v(lexeme, positions, weights, n)), '[]') as text_vector,
        coalesce((select json_agg(json_build_array(t.tokid, t.token) order by t.n)
          from ts_parse((select c.cfgparser from pg_ts_config c where c.oid = a.search_config::regconfig), a.plain_text)
            with ordinality t(tokid, token, n)), '[]') as tokens
      from ${helpArticles} a
      where a.booking_type = ${bookingType} and a.locale = ${locale}
      order by a.title, a.id`),
  );
  const articles: ArticleSource[] = rows.map((raw, i) => {
    const r = parse(articleRowSchema, raw, `article ${i} of ${bookingType}/${locale}`);
    return {
      id: r.id,
      title: r.title,
      categoryId: r.category_id,
      sectionId: r.section_id,
      featured: r.featured,
      searchConfig: r.search_config,
      plainText: r.plain_text,
      vector: r.vector,
      textVector: r.text_vector,
      tokens: r.tokens,
    };
  });
  const config = articles[0]?.searchConfig;
  return buildArticleIndex(articles, config === undefined ? undefined : await loadParser(db, config));
}

/** Each word as to_tsquery(config, `'word':*`) reads it, in one statement. */
export async function stemWords(db: Db, config: string, words: readonly string[]): Promise<StemmedWord[]> {
  if (words.length === 0) return [];
  const columns = words.map(
    (w, i) => sql`to_tsquery(${config}::regconfig, ${prefixQueryOf(w)})::text as ${sql.raw(`w${i}`)}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return words.map((_, i) => stemmedWordOf(parse(z.string(), row?.[`w${i}`], `stem of word ${i}`)));
}
