// The whole pipeline for a build: parse, validate (fail with every error, positioned in the file), transform.
import type { EditorialError } from './errors.ts';
import { splitFrontMatter } from './front-matter.ts';
import type { LintOptions } from './lint.ts';
import { parse } from './parse.ts';
import { type TransformOptions, transform } from './transform.ts';
import type { EditorialDocument } from './types.ts';
import { validate } from './validate.ts';

/** Options of `compile`: those of lint and transform, plus the file name used in error messages. */
export type CompileOptions = LintOptions &
  TransformOptions & {
    /** The content file the text comes from, e.g. 'content/de/home.md'; shown in errors. */
    file?: string;
  };

/** One error as the CLI and the build print it: `file:line:column id message`. */
export function formatError(file: string, error: EditorialError): string {
  return `${file}:${error.line}:${error.column} ${error.id} ${error.message}`;
}

/** Thrown by `compile` for an invalid text; `errors` holds every error, `message` one line per error. */
export class EditorialTextError extends Error {
  readonly file: string;
  readonly errors: EditorialError[];
  constructor(file: string, errors: EditorialError[]) {
    const noun = errors.length === 1 ? 'error' : 'errors';
    super(
      `${file}: ${errors.length} editorial ${noun}\n${errors.map((e) => formatError(file, e)).join('\n')}`,
    );
    this.name = 'EditorialTextError';
    this.file = file;
    this.errors = errors;
  }
}

/** A text ready to render, or an `EditorialTextError` listing all its errors (so a build fails loudly). */
export function compile(text: string, options: CompileOptions): EditorialDocument {
  const { body, lineOffset } = options.frontMatter ? splitFrontMatter(text) : { body: text, lineOffset: 0 };
  const protocol = options.appProtocol === undefined ? {} : { appProtocol: options.appProtocol };
  const tree = parse(body, protocol);
  const errors = validate(tree, { ...protocol, ...(options.lang ? { lang: options.lang } : {}) });
  if (errors.length > 0)
    throw new EditorialTextError(
      options.file ?? '<text>',
      errors.map((e) => ({ ...e, line: e.line + lineOffset })),
    );
  return transform(tree, options);
}
