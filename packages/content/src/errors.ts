// Content errors that name the file and the field, so an editor knows what to fix
// (conventions: validate at the boundary, fail with a message a person can act on).
import type { z } from 'zod';

export class ContentError extends Error {
  /** Repo-relative file (or CMS reference) the error is about, e.g. 'content/de/de-DE/pages/fleet.md'. */
  readonly file: string;
  /** Dotted field path inside the file, e.g. 'template' or 'navigation.0.nav_list.3.url'. */
  readonly field?: string;

  constructor(file: string, detail: string, field?: string) {
    super(`${file}: ${detail}`);
    this.name = 'ContentError';
    this.file = file;
    if (field !== undefined) this.field = field;
  }
}

/** One readable line for a zod issue; missing values read "is required" rather than zod's type jargon. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'is required';
  if (issue.code === 'unrecognized_keys') {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  return issue.message;
}

/**
 * Turns the first zod issue into a ContentError: 'file: front matter field "template": expected one of …'.
 * `where` says which part of the file was checked ('front matter', 'site.json').
 */
export function contentErrorFromZod(file: string, where: string, error: z.ZodError): ContentError {
  const issue = error.issues[0];
  if (issue === undefined) return new ContentError(file, `${where}: invalid`);
  // Unknown keys are reported on their parent object; name the key itself so the editor finds it.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
  const field = [...issue.path.map(String), ...keys].join('.');
  const label = field === '' ? where : `${where} field "${field}"`;
  return new ContentError(file, `${label}: ${describeIssue(issue)}`, field === '' ? undefined : field);
}
