// The editorial text language (spec §3, §4, §5, §8): parse → validate → transform, without React,
// so Node scripts and the CLI can import it. The React renderer lives in '@rental/editorial/react'.
export { type CompileOptions, compile, EditorialTextError, formatError } from './compile.ts';
export {
  DEFAULT_LOCALE,
  type EditorialError,
  ERROR_IDS,
  type ErrorId,
  editorialErrorSchema,
  errorIdSchema,
  LOCALES,
  type Locale,
  localeSchema,
} from './errors.ts';
export { type FrontMatterSplit, splitFrontMatter } from './front-matter.ts';
export { type LintOptions, lint } from './lint.ts';
export { formatMessage, MESSAGES, type MessageParams } from './messages.ts';
export { DEFAULT_APP_PROTOCOL, type ParseOptions, parse } from './parse.ts';
export { isSeason, SEASONS, type Season, seasonOf } from './seasons.ts';
export { documentText } from './text.ts';
export { type TransformOptions, transform, transformOptionsSchema } from './transform.ts';
export type * from './types.ts';
export { isAllowedUrl, isSafeHref } from './url.ts';
export { plainText, type ValidateOptions, validate } from './validate.ts';
