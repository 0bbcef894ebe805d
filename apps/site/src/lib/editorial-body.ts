// Page bodies through the editorial pipeline (parse → validate → transform); the React render is the
// template's job. Invalid content fails the build with file, line, column and message (issue 3 part 3).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@rental/content';
import { type EditorialDocument, type EditorialError, parse, transform, validate } from '@rental/editorial';
import { type Site, tenantOf } from '@rental/markets';

/** Thrown when page bodies break the editorial rules; the message lists every problem as file:line:column. */
export class EditorialContentError extends Error {
  override name = 'EditorialContentError';
  /** One line per problem: 'content/de/de-DE/pages/home.md:14:3 html-not-allowed: Your text includes…'. */
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `Invalid editorial content (${problems.length} problem${problems.length === 1 ? '' : 's'}); fix the files below:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** Placeholder values of a page's shortcodes ({{branchName}}, {{cityName}}). */
export type Placeholders = { branchName?: string; cityName?: string };

const repoRoot = () => {
  let dir = process.cwd();
  for (;;) {
    if (existsSync(path.join(dir, 'content')) && existsSync(path.join(dir, 'package-lock.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
};

const lineOffsets = new Map<string, number>();

/**
 * Lines before the body in the page's file, so positions name the file's own lines. A source that is
 * not a local file (a CMS reference) reports body lines.
 */
export function bodyLineOffset(page: Pick<Page, 'file' | 'body'>, root = repoRoot()): number {
  const key = `${root}|${page.file}`;
  const known = lineOffsets.get(key);
  if (known !== undefined) return known;
  let offset = 0;
  const file = path.resolve(root, page.file);
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
    const start = page.body === '' ? -1 : text.lastIndexOf(page.body.replace(/\r\n?/g, '\n'));
    if (start > 0) offset = text.slice(0, start).split('\n').length - 1;
  }
  lineOffsets.set(key, offset);
  return offset;
}

/** Formats editorial errors as 'file:line:column id: message' lines. */
export function describeErrors(
  page: Pick<Page, 'file' | 'body'>,
  errors: readonly EditorialError[],
): string[] {
  const offset = errors.length > 0 ? bodyLineOffset(page) : 0;
  return errors.map((e) => `${page.file}:${e.line + offset}:${e.column} ${e.id}: ${e.message}`);
}

/** A parsed body with the problems validation found (empty when valid). */
export interface CheckedBody {
  tree: EditorialDocument;
  problems: string[];
}

// Each body is parsed and validated once per build (issue 16): the routes validate every body when the
// build starts, and the page render takes the same tree from here. Keyed by the page object the one
// content load made, and by app protocol, since the tree depends on it.
const checkedBodies = new WeakMap<object, Map<string, CheckedBody>>();

/** Parses and validates a body once per page and app protocol; returns the tree and the problems found. */
export function checkBody(page: Pick<Page, 'file' | 'body'>, site: Site): CheckedBody {
  const { appProtocol } = tenantOf(site);
  let byProtocol = checkedBodies.get(page);
  if (byProtocol === undefined) {
    byProtocol = new Map();
    checkedBodies.set(page, byProtocol);
  }
  const known = byProtocol.get(appProtocol);
  if (known !== undefined) return known;
  const tree = parse(page.body, { appProtocol });
  const checked = { tree, problems: describeErrors(page, validate(tree, { appProtocol })) };
  byProtocol.set(appProtocol, checked);
  return checked;
}

/** Validates every body at once (build start), throwing one error that lists all problems. */
export function validateBodies(
  pages: ReadonlyArray<{ page: Pick<Page, 'file' | 'body'>; site: Site }>,
): void {
  const problems = pages.flatMap(({ page, site }) => checkBody(page, site).problems);
  if (problems.length > 0) throw new EditorialContentError(problems);
}

/**
 * The body ready to render: validated (throws on any problem, so a page never renders invalid text),
 * then transformed for `today` (seasons, {{year}}), the placeholders and the tenant's app protocol.
 */
export function prepareBody(
  page: Pick<Page, 'file' | 'body'>,
  site: Site,
  options: { today?: Date; placeholders?: Placeholders } = {},
): EditorialDocument {
  const { tree, problems } = checkBody(page, site);
  if (problems.length > 0) throw new EditorialContentError(problems);
  return transform(tree, {
    today: options.today ?? new Date(),
    placeholders: options.placeholders ?? {},
    appProtocol: tenantOf(site).appProtocol,
  });
}
