// Reads and validates the help-center seed files apps/api/seed-data/help/{bookingType}/{locale}.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Folder of the help-center seed files. */
export const HELP_SEED_DIR = fileURLToPath(new URL('../../../seed-data/help', import.meta.url));

/** spec §9: the eleven help-center locales. */
export const HELP_LOCALES = [
  'en-US',
  'de-DE',
  'nl-NL',
  'fr-FR',
  'en-GB',
  'es-ES',
  'de-CH',
  'it-IT',
  'en-NZ',
  'nl-BE',
  'en-AU',
] as const;

/**
 * Booking types with help content: rent and ride have a help center each; share and subscription
 * (issue 18) have only their FAQ pages, served from the rental help center's tree (routes/help.ts).
 */
export const BOOKING_TYPES = ['rent', 'ride', 'share', 'subscription'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Expected a kebab-case id such as change-booking' });
const text = z.string().trim().min(1, { error: 'Must not be empty' });

/** One block of an article body. */
export const helpBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('heading'), text }),
  z.object({ type: z.literal('list'), items: z.array(text).min(1) }),
]);

/** One help-center seed file. */
export const helpFileSchema = z.object({
  locale: z.enum(HELP_LOCALES),
  bookingType: z.enum(BOOKING_TYPES),
  categories: z
    .array(
      z.object({
        id: slug,
        title: text,
        description: z.string().trim(),
        sections: z.array(
          z.object({
            id: slug,
            title: text,
            articles: z.array(
              z.object({
                id: slug,
                title: text,
                featured: z.boolean().default(false),
                keywords: z.array(z.string().trim()).default([]),
                body: z.array(helpBlockSchema).min(1),
              }),
            ),
          }),
        ),
      }),
    )
    .min(1),
});

export type HelpFile = z.infer<typeof helpFileSchema>;

/** A seed file that failed validation; the message names the file and the field. */
export class HelpSeedError extends Error {}

/** Validates one file's JSON text; throws HelpSeedError naming file and field. */
export function parseHelpFile(
  fileName: string,
  raw: string,
  expected: { bookingType: string; locale: string },
): HelpFile {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    throw new HelpSeedError(`${fileName}: not valid JSON (${(e as Error).message})`);
  }
  const parsed = helpFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues
      .slice(0, 10)
      .map((i) => `${fileName}: ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new HelpSeedError(lines.join('\n'));
  }
  const file = parsed.data;
  if (file.bookingType !== expected.bookingType || file.locale !== expected.locale)
    throw new HelpSeedError(
      `${fileName}: bookingType/locale (${file.bookingType}/${file.locale}) do not match the file's place (${expected.bookingType}/${expected.locale})`,
    );
  const seen = new Set<string>();
  for (const c of file.categories)
    for (const s of c.sections)
      for (const a of s.articles) {
        if (seen.has(a.id)) throw new HelpSeedError(`${fileName}: article id '${a.id}' appears twice`);
        seen.add(a.id);
      }
  return file;
}

/** Bumped when the text the search vectors are built from changes, so seeded databases re-seed. */
const SEARCH_TEXT_VERSION = 'search-text 2: ASCII apostrophes';

/** Every help file present in the folder, validated, with a fingerprint of their contents. */
export function readHelpFiles(dir: string = HELP_SEED_DIR): { files: HelpFile[]; fingerprint: string } {
  const hash = createHash('sha256');
  // The version of what seeding derives from the files (searchableText): a change re-seeds every database.
  hash.update(`${SEARCH_TEXT_VERSION}\n`);
  const files: HelpFile[] = [];
  for (const bookingType of BOOKING_TYPES) {
    let names: string[];
    try {
      names = readdirSync(join(dir, bookingType))
        .filter((n) => n.endsWith('.json'))
        .sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const locale = name.replace(/\.json$/, '');
      if (!(HELP_LOCALES as readonly string[]).includes(locale)) continue;
      const raw = readFileSync(join(dir, bookingType, name), 'utf8');
      hash.update(`${bookingType}/${name}\n${raw}\n`);
      files.push(parseHelpFile(`seed-data/help/${bookingType}/${name}`, raw, { bookingType, locale }));
    }
  }
  return { files, fingerprint: hash.digest('hex') };
}

/** PostgreSQL text-search configuration of a locale's language. */
export function searchConfigOf(locale: string): string {
  const lang = locale.slice(0, 2);
  const configs: Record<string, string> = {
    en: 'english',
    de: 'german',
    nl: 'dutch',
    fr: 'french',
    es: 'spanish',
    it: 'italian',
  };
  return configs[lang] ?? 'simple';
}

/**
 * Text as the full-text search reads it: typographic apostrophes (’ ‘ ʼ ‛ ′) become the ASCII one, one
 * character for one so positions do not move. PostgreSQL's parser splits words at the ASCII apostrophe in
 * every database locale, but in the C locale it takes any non-ASCII character for a letter, so the French
 * "l’autopartage" or the Italian "dell’auto" would be one word and never found by "autopartage" or "auto".
 */
export function searchableText(text: string): string {
  return text.replace(/[\u2019\u2018\u02bc\u201b\u2032]/g, "'");
}

/** Plain text of an article body, for search (its apostrophes as `searchableText` reads them). */
export function plainTextOf(
  body: HelpFile['categories'][number]['sections'][number]['articles'][number]['body'],
): string {
  return searchableText(body.map((b) => (b.type === 'list' ? b.items.join('\n') : b.text)).join('\n'));
}
