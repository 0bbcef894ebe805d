// Seeds the help center from the validated seed files; re-seeds when the files change.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { helpArticles, helpCategories, helpSections, meta } from '../schema.ts';
import { plainTextOf, readHelpFiles, searchableText, searchConfigOf } from './help-content.ts';

const KEY = 'seed:help';

/** An article's full-text vector: title weighted A, keywords B, text C, in the language's configuration. */
export function searchVectorOf(config: string, title: string, keywords: string, plainText: string): SQL {
  return sql`setweight(to_tsvector(${config}::regconfig, ${title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${keywords}), 'B') || setweight(to_tsvector(${config}::regconfig, ${plainText}), 'C')`;
}

/** Loads the help content when it differs from what was seeded last. */
export async function seedHelp(db: Db, dir?: string): Promise<void> {
  const { files, fingerprint } = readHelpFiles(dir);
  const current = await db.select().from(meta).where(eq(meta.key, KEY));
  if (current[0]?.value === fingerprint) return;
  await db.transaction(async (tx) => {
    await tx.delete(helpArticles);
    await tx.delete(helpSections);
    await tx.delete(helpCategories);
    for (const file of files) {
      const { bookingType, locale } = file;
      const config = searchConfigOf(locale);
      const cats = file.categories.map((c, i) => ({
        bookingType,
        locale,
        id: c.id,
        title: c.title,
        description: c.description,
        position: i,
      }));
      const secs = file.categories.flatMap((c) =>
        c.sections.map((s, i) => ({
          bookingType,
          locale,
          id: s.id,
          categoryId: c.id,
          title: s.title,
          position: i,
        })),
      );
      const arts = file.categories.flatMap((c) =>
        c.sections.flatMap((s) =>
          s.articles.map((a, i) => {
            const plainText = plainTextOf(a.body);
            const keywords = a.keywords.join(' ');
            return {
              bookingType,
              locale,
              id: a.id,
              categoryId: c.id,
              sectionId: s.id,
              title: a.title,
              featured: a.featured,
              keywords: a.keywords,
              body: a.body,
              plainText,
              position: i,
              searchConfig: config,
              searchVector: searchVectorOf(
                config,
                searchableText(a.title),
                searchableText(keywords),
                plainText,
              ),
            };
          }),
        ),
      );
      if (cats.length) await tx.insert(helpCategories).values(cats);
      if (secs.length) await tx.insert(helpSections).values(secs);
      for (let i = 0; i < arts.length; i += 100) await tx.insert(helpArticles).values(arts.slice(i, i + 100));
    }
    await tx
      .insert(meta)
      .values({ key: KEY, value: fingerprint })
      .onConflictDoUpdate({ target: meta.key, set: { value: fingerprint } });
  });
}
