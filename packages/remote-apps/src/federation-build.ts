// Builds an app as a Module Federation remote (the ESM remote-entry protocol the page's MF runtime
// speaks: `init(shareScope)`, then `get('./mount')`), without a federation runtime of its own. The
// page provides every shared library (shared-modules.ts) in its share scope; each import of one in the
// app becomes a small module that takes it from there (or, on a page that shares nothing, e.g. the
// app's own standalone page, loads the app's own copy). ADR 007: the @module-federation/vite plugin
// added about 13 KB gzip of share-negotiation code to every app, more than the login app itself.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import type { Plugin } from 'vite';

/** Options of the federation build. */
export interface FederationBuildOptions {
  /** Modules the app exposes: './mount' -> file relative to the app root. */
  exposes: Readonly<Record<string, string>>;
  /** The shared modules the app takes from the page (see sharedModulesOf). */
  shared: readonly string[];
  /** The remote entry's file name, e.g. 'remoteEntry.js'. */
  entryFile: string;
  /** The app's folder (for resolving the shared libraries' export names). */
  root: string;
}

const entryId = '\0remote-apps:entry';
const runtimeId = '\0remote-apps:runtime';
const sharedPrefix = '\0remote-apps:shared:';
/** The real package behind a shared import (for the app's own fallback copy). */
const realSuffix = '?remote-apps-own';

/**
 * The runtime every app carries (a few hundred bytes): the share scope the page gave at `init`, and
 * `shared(name, own)`: the page's copy of a library (loaded once, whichever app asks first), else `own()`.
 */
const runtimeCode = `
let scope;
const taken = new Map();
export function setShareScope(shareScope) { scope = shareScope; }
export function shared(name, own) {
  let module = taken.get(name);
  if (!module) { module = take(name, own); taken.set(name, module); }
  return module;
}
async function take(name, own) {
  const versions = scope && scope[name];
  const provider = versions && Object.values(versions)[0];
  if (!provider) return own();
  if (typeof provider.lib === 'function') return provider.lib();
  if (!provider.loading) {
    provider.loading = Promise.resolve(provider.get()).then((factory) => {
      provider.lib = factory;
      provider.loaded = true;
      return factory;
    });
  }
  return (await provider.loading)();
}
`;

/** The names a module exports (ESM or TypeScript source by parsing, CommonJS by loading it). */
export function exportNamesOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const { module } = parseSync(file, code);
  const esm = module.hasModuleSyntax;
  if (!esm) {
    const loaded = createRequire(file)(file) as Record<string, unknown>;
    for (const name of Object.keys(loaded)) names.add(name);
    return names;
  }
  for (const entry of module.staticExports.flatMap((e) => e.entries)) {
    if (entry.isType) continue;
    const exported = entry.exportName;
    if (exported.kind === 'Name' && exported.name) names.add(exported.name);
    else if (exported.kind === 'Default') names.add('default');
    else if (exported.kind === 'None' && entry.moduleRequest) {
      // export * from './x': the names of x.
      const target = resolveFrom(file, entry.moduleRequest.value);
      if (target) for (const name of exportNamesOf(target, seen)) if (name !== 'default') names.add(name);
    }
  }
  return names;
}

function resolveFrom(file: string, specifier: string): string | undefined {
  try {
    return createRequire(file).resolve(specifier);
  } catch {
    const candidate = path.resolve(path.dirname(file), specifier);
    return existsSync(candidate) ? candidate : undefined;
  }
}

/** Resolves a bare specifier the way the browser build does (the "import" condition first). */
function resolvePackage(root: string, specifier: string): string {
  const require = createRequire(path.join(root, 'package.json'));
  const [scopeOrName, maybeName, ...rest] = specifier.split('/');
  const packageName = specifier.startsWith('@') ? `${scopeOrName}/${maybeName}` : scopeOrName!;
  const subpath = specifier.startsWith('@') ? rest.join('/') : [maybeName, ...rest].filter(Boolean).join('/');
  const manifestFile = packageManifest(root, packageName);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    exports?: unknown;
    module?: string;
    main?: string;
  };
  const key = subpath ? `./${subpath}` : '.';
  const target = pickExport(
    (manifest.exports as Record<string, unknown> | undefined)?.[key] ??
      (key === '.' ? manifest.exports : undefined),
  );
  if (target) return path.resolve(path.dirname(manifestFile), target);
  return require.resolve(specifier);
}

/** The package.json of a dependency, looked up the node_modules way (its exports may not list it). */
function packageManifest(root: string, packageName: string): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`${packageName} is not installed (from ${root})`);
  }
}

function pickExport(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return undefined;
  for (const condition of ['browser', 'import', 'module', 'default', 'require']) {
    const found = pickExport((entry as Record<string, unknown>)[condition]);
    if (found) return found;
  }
  return undefined;
}

/** The Vite plugin: the remote entry, the share runtime, and a module per shared import. */
export function federationBuild(options: FederationBuildOptions): Plugin {
  const shared = new Set(options.shared);
  const names = new Map<string, string[]>();
  const namesOf = (specifier: string) => {
    let list = names.get(specifier);
    if (!list) {
      list = [...exportNamesOf(resolvePackage(options.root, specifier))].filter(
        (n) => /^[A-Za-z_$][\w$]*$/.test(n) || n === 'default',
      );
      names.set(specifier, list);
    }
    return list;
  };
  return {
    name: 'remote-apps:federation',
    enforce: 'pre',
    config(_config, env) {
      if (env.command !== 'build') return;
      return {
        build: {
          rollupOptions: {
            input: { remoteEntry: entryId },
            preserveEntrySignatures: 'exports-only',
            output: {
              entryFileNames: options.entryFile,
              // Hash-only names: no app chunk is ever called after a library it does not contain.
              chunkFileNames: 'assets/[hash].js',
              assetFileNames: 'assets/[hash][extname]',
            },
          },
        },
      };
    },
    async resolveId(source, importer) {
      if (source === entryId || source === `/${options.entryFile}`) return entryId;
      if (source === runtimeId) return runtimeId;
      if (source.endsWith(realSuffix)) {
        const resolved = await this.resolve(source.slice(0, -realSuffix.length), importer, {
          skipSelf: true,
        });
        return resolved?.id;
      }
      // The app's imports (its own and its workspace packages') take the page's copy; third-party
      // libraries inside the app's fallback copy keep their own imports (a CommonJS require cannot wait).
      if (
        shared.has(source) &&
        !importer?.startsWith(sharedPrefix) &&
        !importer?.includes('/node_modules/')
      ) {
        return `${sharedPrefix}${source}`;
      }
      return undefined;
    },
    load(id) {
      if (id === entryId) {
        const gets = Object.entries(options.exposes)
          .map(
            ([name, file]) =>
              `  if (request === ${JSON.stringify(name)}) { const m = await import(${JSON.stringify(`/${file.replace(/^\.\//, '')}`)}); return () => m; }`,
          )
          .join('\n');
        return `import { setShareScope } from ${JSON.stringify(runtimeId)};
export async function init(shareScope) { setShareScope(shareScope); }
export async function get(request) {
${gets}
  throw new Error('This app exposes ' + ${JSON.stringify(Object.keys(options.exposes).join(', '))} + ', not ' + request);
}
`;
      }
      if (id === runtimeId) return runtimeCode;
      if (id.startsWith(sharedPrefix)) {
        const specifier = id.slice(sharedPrefix.length);
        const exported = namesOf(specifier);
        const named = exported.filter((n) => n !== 'default');
        return `import { shared } from ${JSON.stringify(runtimeId)};
const m = await shared(${JSON.stringify(specifier)}, () => import(${JSON.stringify(`${specifier}${realSuffix}`)}));
export default m.default ?? m;
${named.length ? `export const { ${named.join(', ')} } = m;` : ''}
`;
      }
      return undefined;
    },
  };
}
