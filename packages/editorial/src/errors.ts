// Stable error ids and the shape of an editorial error (spec §5 rules, §8 editorial errors).
// Ids never change once published: the CLI's --json output and the site build rely on them.
import { z } from 'zod';

/** Every error id validate can report, in the order the README documents them. */
export const ERROR_IDS = [
  'html-not-allowed',
  'missing-leading-heading',
  'heading-empty',
  'heading-too-deep',
  'heading-without-text',
  'unknown-season',
  'season-misplaced',
  'unknown-shortcode',
  'video-id-invalid',
  'footnote-number-invalid',
  'footnote-missing',
  'footnote-unreferenced',
  'footnote-out-of-sequence',
  'footnote-gap',
  'footnote-duplicate',
  'footnote-empty',
  'footnotes-not-grouped',
  'link-url-missing',
  'unsafe-url',
  'link-text-empty',
  'cta-not-alone',
  'action-invalid',
] as const;

export const errorIdSchema = z.enum(ERROR_IDS);
export type ErrorId = z.infer<typeof errorIdSchema>;

/** spec §9: the eleven locales; en-US is the default language. */
export const LOCALES = [
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

export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'en-US';

export const editorialErrorSchema = z.object({
  /** Stable error id, e.g. 'html-not-allowed'. */
  id: errorIdSchema,
  /** What is wrong and how to fix it, in the editor's language. */
  message: z.string().min(1),
  /** 1-based line in the text where the problem starts. */
  line: z.number().int().min(1),
  /** 1-based column (UTF-16 code units) where the problem starts. */
  column: z.number().int().min(1),
});
export type EditorialError = z.infer<typeof editorialErrorSchema>;
