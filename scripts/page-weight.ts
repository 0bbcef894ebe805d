// The JavaScript and HTML a visitor downloads, read from the built output without a browser: per page
// (by page type, i.e. its layout) and per micro-frontend. Shared by `npm run budgets` and `npm run bench`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { knownLayout } from '@rental/content';
import { containerLoadModes, sharedModuleNames, sharedModules } from '@rental/remote-apps';

/** A built folder served at a URL prefix: the site's dist at '/', an app's dist at '/webapp/{app}/'. */
export interface Mount {
  base: string;
  dir: string;
}

// Minified chunks quote specifiers with ", ' or a backtick.
const staticImport = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{0,2}\/[^"'`]+\.m?js)["'`]/g;
// A dynamic import, with the indices of its preload list when Vite gives one (`__vite__mapDeps([…])`).
const dynamicImport =
  /import\(\s*["'`](\.{0,2}\/[^"'`]+\.m?js)["'`]\s*\)(?:\.then\([^)]*\))?(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
// Vite's preload file list (`m.f=[…]`), paths from the site root; and any such path (older chunk shapes).
const vitePreloadList = /\bm\.f=\[([^\]]*)\]/;
const vitePreloadDep = /["'`](\/?_astro\/[^"'`]+\.m?js)["'`]/g;
/** The libraries the page loads only when an app asks for them (issue 13 §6), e.g. '@rental/ui/dialog'. */
const onDemandShared = new Set<string>(sharedModuleNames.filter((name) => !sharedModules[name].eager));
// In the host's federation chunk each on-demand library is `name:provide(version,()=>preload(()=>import(…)))`:
// the key just before the import names the library.
const shareKeyBefore = /(?:"([^"]+)"|([\w$]+)):[\w$]+\([\w$]+,\(\)=>[\w$]+\(\(\)=>$/;
// An app asks the page's share scope for a library by its name as a string literal.
const sharedNameLiteral = /["'`]([@\w/.-]+)["'`]/g;

/** What one chunk imports. */
interface ChunkImports {
  static: string[];
  /** Imported later by this chunk itself (with the chunks Vite preloads beside each). */
  dynamic: string[];
  /** The host's on-demand shared libraries: name -> the chunk and its preloads. Loaded only when an app asks. */
  shared: Map<string, string[]>;
}

/** A chunk graph: what loads with the entries (static imports) and what they may import later. */
export interface Reach {
  /** URL paths loaded with the entries: the entries and everything they import statically. */
  loaded: Set<string>;
  /** URL paths the loaded chunks import dynamically (not already loaded). */
  lazy: Set<string>;
}

/** Reads chunks by URL from the built folders; gzip sizes are cached per file. */
export class BuiltFiles {
  readonly #mounts: readonly Mount[];
  readonly #gzip = new Map<string, number>();
  readonly #imports = new Map<string, ChunkImports>();
  readonly #sources = new Map<string, string>();
  /** The on-demand shared libraries the page's host provides, found while reading its chunks. */
  readonly provided = new Map<string, string[]>();

  constructor(mounts: readonly Mount[]) {
    // Longest prefix first, so '/webapp/login/' wins over '/'.
    this.#mounts = [...mounts].sort((a, b) => b.base.length - a.base.length);
  }

  /** The file of a URL path, or undefined when no mount holds it. */
  file(url: string): string | undefined {
    const mount = this.#mounts.find((m) => url.startsWith(m.base));
    if (!mount) return undefined;
    const file = path.join(mount.dir, url.slice(mount.base.length));
    return existsSync(file) ? file : undefined;
  }

  /** Bytes a visitor downloads with gzip: the precompressed sibling when there is one. */
  gzipBytes(url: string): number {
    const known = this.#gzip.get(url);
    if (known !== undefined) return known;
    const file = this.file(url);
    if (!file) throw new Error(`${url}: not in the build (${this.#mounts.map((m) => m.dir).join(', ')})`);
    const bytes = existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : gzipSync(readFileSync(file), { level: 9 }).length;
    this.#gzip.set(url, bytes);
    return bytes;
  }

  total(urls: Iterable<string>): number {
    let sum = 0;
    for (const url of new Set(urls)) sum += this.gzipBytes(url);
    return sum;
  }

  /** A chunk's text; read once. */
  source(url: string): string {
    const known = this.#sources.get(url);
    if (known !== undefined) return known;
    const file = this.file(url);
    if (!file) throw new Error(`${url}: imported but not in the build`);
    const text = readFileSync(file, 'utf8');
    this.#sources.set(url, text);
    return text;
  }

  /** The specifiers a chunk imports, resolved to URL paths; read once per chunk. */
  imports(url: string): ChunkImports {
    const known = this.#imports.get(url);
    if (known !== undefined) return known;
    const source = this.source(url);
    const preloads = vitePreloadList.exec(source)?.[1]?.match(/[^"'`,\s]+\.m?js/g) ?? [];
    const found: ChunkImports = {
      static: [...source.matchAll(staticImport)].map(([, spec]) => resolve(url, spec!)),
      dynamic: [],
      shared: new Map(),
    };
    for (const match of source.matchAll(dynamicImport)) {
      const deps = (match[2] ?? '')
        .split(',')
        .filter((i) => i.trim() !== '')
        .map((i) => preloads[Number(i)])
        .filter((dep): dep is string => dep !== undefined)
        .map((dep) => (dep.startsWith('/') ? dep : `/${dep}`));
      const chunks = [resolve(url, match[1]!), ...deps];
      const key = shareKeyBefore.exec(source.slice(Math.max(0, match.index - 160), match.index));
      const name = key?.[1] ?? key?.[2];
      if (name !== undefined && onDemandShared.has(name)) {
        found.shared.set(name, chunks);
        this.provided.set(name, chunks);
      } else found.dynamic.push(...chunks);
    }
    if (preloads.length === 0) {
      // A preload list in another shape: count every chunk it names as imported later.
      for (const [, spec] of source.matchAll(vitePreloadDep))
        found.dynamic.push(resolve(url, spec!.startsWith('/') ? spec! : `/${spec}`));
    }
    if (found.shared.size === 0 && source.includes('rental_host') && source.includes('"@rental/ui"')) {
      throw new Error(
        `${url}: the host's share scope is here but its on-demand libraries were not recognised; update scripts/page-weight.ts`,
      );
    }
    this.#imports.set(url, found);
    return found;
  }

  /** The on-demand shared libraries the chunks ask the page for by name (an app's bundle). */
  sharedNamesIn(urls: Iterable<string>): Set<string> {
    const names = new Set<string>();
    for (const url of urls) {
      for (const [, name] of this.source(url).matchAll(sharedNameLiteral))
        if (onDemandShared.has(name!)) names.add(name!);
    }
    return names;
  }

  /** Everything the page loads for the named shared libraries (each library's chunk, preloads, imports). */
  sharedClosure(names: Iterable<string>): Set<string> {
    const entries: string[] = [];
    for (const name of names) {
      const chunks = this.provided.get(name);
      if (!chunks)
        throw new Error(`shared library '${name}' is asked for but the page's host does not provide it`);
      entries.push(...chunks);
    }
    return this.closure(entries);
  }

  /** Every chunk the entries load statically, and the dynamic imports found on the way. */
  reach(entries: Iterable<string>): Reach {
    const loaded = new Set<string>();
    const lazy = new Set<string>();
    const visit = (url: string) => {
      if (loaded.has(url)) return;
      const found = this.imports(url);
      loaded.add(url);
      for (const next of found.static) visit(next);
      for (const next of found.dynamic) lazy.add(next);
    };
    for (const entry of entries) visit(entry);
    for (const url of loaded) lazy.delete(url);
    return { loaded, lazy };
  }

  /** Everything reachable from the entries, statically or dynamically. */
  closure(entries: Iterable<string>): Set<string> {
    const all = new Set<string>();
    let frontier = [...entries];
    while (frontier.length > 0) {
      const { loaded, lazy } = this.reach(frontier.filter((url) => !all.has(url)));
      for (const url of loaded) all.add(url);
      frontier = [...lazy].filter((url) => !all.has(url));
    }
    return all;
  }
}

function resolve(fromUrl: string, spec: string): string {
  return spec.startsWith('/') ? spec : new URL(spec, `http://x${fromUrl}`).pathname;
}

/** What one page loads, split the way the budgets count it (budgets.json). */
export interface PageWeight {
  /** URL path of the page, e.g. '/de/flotte' (site folder first). */
  page: string;
  /** The page type: its resolved layout ('empty' for none or an unknown value). */
  type: string;
  /** Apps whose containers the page holds (data-app), e.g. ['booking', 'login']. */
  apps: string[];
  /**
   * Apps the page loads on a first visit: those of containers without a first view (ADR 014) that do
   * not wait for a signed-in customer. A first view's app waits for the visitor (a pointer, focus or key
   * in it) or for a signed-in customer.
   */
  eagerApps: string[];
  /** HTML bytes with gzip. */
  htmlGzip: number;
  /** Module scripts, their static imports and islands that hydrate without a media query. */
  start: Set<string>;
  /** Islands that hydrate only on a media query (the menu on narrow screens), not in `start`. */
  onMedia: Set<string>;
  /**
   * Chunks the page's scripts may import later (app loader, shared React for apps, debug panel); the
   * on-demand shared libraries are not here: a page loads those its apps ask for (`BuiltFiles.sharedClosure`).
   */
  lazy: Set<string>;
}

const moduleScript = /<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const island = /<astro-island\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Measures one built page. */
export function measurePage(files: BuiltFiles, siteRoot: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const relative = path.relative(siteRoot, htmlFile).split(path.sep).join('/');
  const page = `/${relative.replace(/\/?index\.html$/, '').replace(/\.html$/, '')}`;
  const runtimeMeta = /<meta name="rental-runtime"[^>]*>/.exec(html)?.[0] ?? '';
  const type = knownLayout(attribute(runtimeMeta, 'data-layout')) ?? 'empty';
  const apps = [...new Set([...html.matchAll(/\sdata-app="([^"]+)"/g)].map((m) => m[1]!))].sort();
  const eagerApps = [
    ...new Set(
      [...html.matchAll(/<div\b[^>]*\sdata-app="([^"]+)"[^>]*>/g)]
        .filter(([tag]) => !/\sdata-first-view(?:=|\s|>)/.test(tag))
        // The ride page's rides and settings: only for a visitor who may be signed in (containers.ts).
        .filter(([tag]) => containerLoadModes.get(attribute(tag, 'id') ?? '') !== 'session')
        .map((m) => m[1]!),
    ),
  ].sort();
  const startEntries = [...html.matchAll(moduleScript)].map((m) => m[1]!);
  const mediaEntries: string[] = [];
  for (const [tag] of html.matchAll(island)) {
    const urls = [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter(
      (u): u is string => u !== undefined,
    );
    (attribute(tag, 'client') === 'media' ? mediaEntries : startEntries).push(...urls);
  }
  const start = files.reach(startEntries);
  const media = files.reach(mediaEntries);
  const lazy = files.closure(start.lazy);
  for (const url of start.loaded) lazy.delete(url);
  const onMedia = new Set([...media.loaded].filter((url) => !start.loaded.has(url)));
  const gz = `${htmlFile}.gz`;
  const htmlGzip = existsSync(gz) ? statSync(gz).size : gzipSync(html, { level: 9 }).length;
  return { page, type, apps, eagerApps, htmlGzip, start: start.loaded, onMedia, lazy };
}

/** What an app loads when it mounts, React taken from the host (spec §7: shared singletons). */
export interface AppWeight {
  app: string;
  /** The remote entry, its static imports, and the modules it imports when it starts (exposed modules, share map) with theirs. */
  bundle: Set<string>;
  /** Chunks the bundle may import later: translations of one language, views, React copies used only without a host. */
  lazy: Set<string>;
  /** The page's on-demand shared libraries the app asks for (e.g. '@rental/i18n', '@rental/ui/dialog'). */
  shared: Set<string>;
}

/**
 * Measures a built micro-frontend served at /webapp/{app}/ (default version: remoteEntry.js); undefined
 * for a container whose app has no build here (the container shows its fallback text).
 */
export function measureApp(files: BuiltFiles, app: string): AppWeight | undefined {
  const entry = `/webapp/${app}/remoteEntry.js`;
  if (!files.file(entry)) return undefined;
  const first = files.reach([entry]);
  // The remote entry imports its exposed modules and its share map dynamically, but a mount needs them.
  const started = files.reach([...first.loaded, ...first.lazy]);
  const lazy = files.closure(started.lazy);
  for (const url of started.loaded) lazy.delete(url);
  return { app, bundle: started.loaded, lazy, shared: files.sharedNamesIn(started.loaded) };
}

/** Every built HTML page below the site folder (the index page of each path, error pages, offline pages). */
export function htmlPages(siteRoot: string): string[] {
  return readdirSync(siteRoot, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.endsWith('sw-offline.html'))
    .sort();
}

/** The mounts of a build: the site at '/', each built app at '/webapp/{app}/'. */
export function buildMounts(siteDist: string, appDists: Record<string, string>): Mount[] {
  return [
    { base: '/', dir: siteDist },
    ...Object.entries(appDists).map(([app, dir]) => ({ base: `/webapp/${app}/`, dir })),
  ];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
