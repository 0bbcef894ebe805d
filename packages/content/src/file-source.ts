// The default content source: files under content/{siteId}/{locale}/ (site.json + pages/{id}.md).
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemblePage, checkPathPrefix, resolveSiteLanguage } from './assemble.ts';
import { findBodyProblem } from './body.ts';
import { ContentError, contentErrorFromZod } from './errors.ts';
import { splitFrontMatter } from './front-matter.ts';
import {
  type Page,
  type PageFrontMatter,
  pageFrontMatterSchema,
  type SiteChrome,
  siteChromeSchema,
} from './schema.ts';
import { type ContentSite, type ContentSource, marketSites } from './source.ts';

export interface FileSourceOptions {
  /** Folder holding {siteId}/{locale}/; default: the repo's content/ folder. */
  root?: string;
  /** Market sites to check folders against; default: `sites` of @rental/markets (tests inject their own). */
  sites?: readonly ContentSite[];
}

const PAGE_ID = /^[a-z0-9][a-z0-9-]*$/;

function isWorkspaceRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  return existsSync(manifest) && /"workspaces"/.test(readFileSync(manifest, 'utf8'));
}

/** The nearest ancestor of `start` (inclusive) that is the npm-workspaces root, if any. */
function findRepoRoot(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (isWorkspaceRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * <repo>/content. Looked up from this module first, then from the working directory: bundlers
 * (Astro's prerender build) may move this module, but builds run inside the repo.
 */
export function defaultContentRoot(): string {
  const fromModule = fileURLToPath(new URL('../../..', import.meta.url));
  const repo = isWorkspaceRoot(fromModule) ? fromModule : findRepoRoot(process.cwd());
  if (repo === undefined) {
    throw new Error(
      'Cannot find the repository root (a package.json with "workspaces"); pass { root } instead.',
    );
  }
  return join(repo, 'content');
}

async function listDirs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

/** Reads content from files; every loader validates and throws ContentError naming the file and field. */
export function createFileSource(options: FileSourceOptions = {}): ContentSource {
  const root = resolve(options.root ?? defaultContentRoot());
  const base = findRepoRoot(root) ?? process.cwd();
  const display = (file: string) => relative(base, file).split(sep).join('/');
  let sitesPromise: Promise<readonly ContentSite[]> | undefined;
  const getSites = () => {
    sitesPromise ??= options.sites ? Promise.resolve(options.sites) : marketSites();
    return sitesPromise;
  };
  // Parsed files are cached by modification time: site.json is shared by every page of its folder, and
  // builds that call loadAllPages more than once (or dev servers) re-read only what changed.
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  async function cached<T>(absolute: string, parse: (text: string, file: string) => T): Promise<T> {
    const file = display(absolute);
    const { mtimeMs } = await stat(absolute).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new ContentError(file, 'file not found');
      throw error;
    });
    const hit = cache.get(absolute);
    if (hit?.mtimeMs === mtimeMs) return hit.value as T;
    const value = parse(await readFile(absolute, 'utf8'), file);
    cache.set(absolute, { mtimeMs, value });
    return value;
  }

  function parseChrome(text: string, file: string): SiteChrome {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new ContentError(file, `site.json: invalid JSON (${(error as Error).message})`);
    }
    const parsed = siteChromeSchema.safeParse(raw);
    if (!parsed.success) throw contentErrorFromZod(file, 'site.json', parsed.error);
    return parsed.data;
  }

  function parsePageFile(text: string, file: string): { frontMatter: PageFrontMatter; body: string } {
    const { data, body, bodyLine } = splitFrontMatter(file, text);
    const parsed = pageFrontMatterSchema.safeParse(data);
    if (!parsed.success) throw contentErrorFromZod(file, 'front matter', parsed.error);
    const problem = findBodyProblem(body);
    if (problem !== undefined) {
      throw new ContentError(file, `body line ${bodyLine + problem.line - 1}: ${problem.message}`, 'body');
    }
    return { frontMatter: parsed.data, body };
  }

  async function loadChrome(siteId: string, locale: string): Promise<SiteChrome> {
    const absolute = join(root, siteId, locale, 'site.json');
    resolveSiteLanguage(await getSites(), siteId, locale, display(absolute));
    return cached(absolute, parseChrome);
  }

  async function loadPage(siteId: string, locale: string, id: string): Promise<Page> {
    const absolute = join(root, siteId, locale, 'pages', `${id}.md`);
    const file = display(absolute);
    if (!PAGE_ID.test(id)) throw new ContentError(file, `page id "${id}" must be kebab-case (a-z, 0-9, -)`);
    const { site } = resolveSiteLanguage(await getSites(), siteId, locale, file);
    const { frontMatter, body } = await cached(absolute, parsePageFile);
    checkPathPrefix(site, locale, frontMatter.path, file);
    const chrome = await loadChrome(siteId, locale);
    return assemblePage({ id, file, site, locale, frontMatter, body, chrome });
  }

  return {
    name: `files (${display(root) || '.'})`,
    async listLocales() {
      const result: Array<{ siteId: string; locale: string }> = [];
      for (const siteId of await listDirs(root)) {
        for (const locale of await listDirs(join(root, siteId))) result.push({ siteId, locale });
      }
      return result;
    },
    loadChrome,
    async listPageIds(siteId, locale) {
      const dir = join(root, siteId, locale, 'pages');
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      return names
        .filter((name) => !name.startsWith('.'))
        .map((name) => {
          if (!name.endsWith('.md')) {
            throw new ContentError(display(join(dir, name)), 'only .md page files belong in pages/');
          }
          return name.slice(0, -3);
        })
        .sort();
    },
    loadPage,
  };
}
