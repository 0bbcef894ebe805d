// Parse + validate in one call, for the CLI, the site build and editor tooling.
import type { EditorialError, Locale } from './errors.ts';
import { splitFrontMatter } from './front-matter.ts';
import { parse } from './parse.ts';
import { validate } from './validate.ts';

/** Options of `lint`. */
export type LintOptions = {
  /** The editor's language for messages; default en-US. */
  lang?: Locale;
  /** The tenant's app protocol allowed in links; default 'sixt'. */
  appProtocol?: string;
  /** Skip a leading `---` front-matter block, keeping line numbers relative to the whole text. */
  frontMatter?: boolean;
};

/** Every rule violation of an editorial text, sorted by line and column. */
export function lint(text: string, options: LintOptions = {}): EditorialError[] {
  const { body, lineOffset } = options.frontMatter ? splitFrontMatter(text) : { body: text, lineOffset: 0 };
  const parseOptions = options.appProtocol === undefined ? {} : { appProtocol: options.appProtocol };
  const errors = validate(parse(body, parseOptions), {
    ...parseOptions,
    ...(options.lang ? { lang: options.lang } : {}),
  });
  return lineOffset === 0 ? errors : errors.map((error) => ({ ...error, line: error.line + lineOffset }));
}
