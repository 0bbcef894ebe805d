// Prints the gzip bytes of the JavaScript a page runs (issue 4 bench): a content page without app
// containers (React islands counted apart) and a page with app containers (the app loader, loaded by
// dynamic import, counted apart). Target: runtime under 20 KB gzip on the content page.
// Usage: npx node apps/site/src/runtime/bench.ts [dist folder] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The content page budget of the runtime JS (issue 4 "Done when"). */
export const runtimeBudgetBytes = 20 * 1024;

// Minified chunks quote specifiers with ", ' or a backtick.
const staticImport = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{0,2}\/[^"'`]+\.m?js)["'`]/g;
const dynamicImport = /import\(\s*["'`](\.{0,2}\/[^"'`]+\.m?js)["'`]\s*\)/g;
const viteDeps = /["'`](\.{0,2}\/?_astro\/[^"'`]+\.m?js)["'`]/g;

export interface PageJs {
  page: string;
  runtime: Map<string, number>;
  islands: Map<string, number>;
  lazy: Map<string, number>;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

/** Resolves an import specifier of a chunk to its URL path below the build root. */
function resolve(fromUrl: string, spec: string): string {
  return spec.startsWith('/') ? spec : new URL(spec, `http://x${fromUrl}`).pathname;
}

/** Every chunk a module reaches by static imports; dynamic imports are collected apart. */
function walk(root: string, entry: string, seen: Set<string>, dynamic: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const source = readFileSync(path.join(root, entry), 'utf8');
  for (const [, spec] of source.matchAll(staticImport)) walk(root, resolve(entry, spec!), seen, dynamic);
  for (const [, spec] of source.matchAll(dynamicImport)) dynamic.add(resolve(entry, spec!));
  // Vite's preload lists name the chunks of a dynamic import: lazy as well.
  for (const [, spec] of source.matchAll(viteDeps)) {
    const url = resolve(entry, spec!.startsWith('_astro') ? `/${spec}` : spec!);
    if (!seen.has(url)) dynamic.add(url);
  }
}

export function measurePage(root: string, htmlFile: string): PageJs {
  const html = readFileSync(htmlFile, 'utf8');
  const page = `/${path.relative(root, htmlFile).replace(/\/?index\.html$/, '')}`;
  const entries = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const islandEntries = [
    ...html.matchAll(/<astro-island[^>]*?component-url="([^"]+)"[^>]*?renderer-url="([^"]+)"/g),
  ].flatMap((m) => [m[1]!, m[2]!]);
  const runtimeSeen = new Set<string>();
  const dynamic = new Set<string>();
  for (const entry of entries) walk(root, entry, runtimeSeen, dynamic);
  const islandSeen = new Set<string>();
  const islandDynamic = new Set<string>();
  for (const entry of islandEntries) walk(root, entry, islandSeen, islandDynamic);
  const lazySeen = new Set<string>();
  const lazyDynamic = new Set<string>();
  for (const entry of dynamic) if (!runtimeSeen.has(entry)) walk(root, entry, lazySeen, lazyDynamic);
  const sizes = (set: Set<string>, exclude: Set<string>[] = []) =>
    new Map(
      [...set]
        .filter((f) => !exclude.some((e) => e.has(f)))
        .map((f) => [f, gzipBytes(path.join(root, f))] as const),
    );
  return {
    page,
    runtime: sizes(runtimeSeen),
    islands: sizes(islandSeen, [runtimeSeen]),
    lazy: sizes(lazySeen, [runtimeSeen, islandSeen]),
  };
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A site's built HTML pages, with or without app containers (data-app). */
function findPages(root: string, siteId: string): { plain?: string; withApps?: string } {
  const found: { plain?: string; withApps?: string } = {};
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'page-data') visit(file);
        continue;
      }
      if (name !== 'index.html') continue;
      const html = readFileSync(file, 'utf8');
      // Content pages only: the runtime meta names their page data.
      if (!html.includes('data-page-data=')) continue;
      const hasApps = /\sdata-app="/.test(html);
      if (hasApps && !found.withApps) found.withApps = file;
      if (!hasApps && !found.plain) found.plain = file;
    }
  };
  visit(path.join(root, siteId));
  return found;
}

function report(label: string, js: PageJs, lazyLabel: string): string[] {
  const lines = [`${label}: ${js.page}`];
  lines.push(
    `  runtime JS (module scripts and their static imports): ${total(js.runtime)} bytes gzip (${kb(total(js.runtime))})`,
  );
  for (const [file, bytes] of [...js.runtime].sort((a, b) => b[1] - a[1]))
    lines.push(`    ${String(bytes).padStart(7)}  ${file}`);
  lines.push(`  React islands (apart): ${total(js.islands)} bytes gzip (${kb(total(js.islands))})`);
  lines.push(`  ${lazyLabel} (dynamic imports, apart): ${total(js.lazy)} bytes gzip (${kb(total(js.lazy))})`);
  for (const [file, bytes] of [...js.lazy].sort((a, b) => b[1] - a[1]))
    lines.push(`    ${String(bytes).padStart(7)}  ${file}`);
  return lines;
}

if (import.meta.main) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const root = path.resolve(args[0] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist'));
  const { plain, withApps } = findPages(root, 'de');
  const lines: string[] = [];
  const result: Record<string, number> = {};
  if (plain) {
    const js = measurePage(root, plain);
    lines.push(...report('content page without app containers', js, 'lazy chunks (debug panel, app loader)'));
    result.contentPageRuntimeGzip = total(js.runtime);
    result.contentPageIslandsGzip = total(js.islands);
  } else {
    lines.push('no content page without app containers found on the de site');
  }
  if (withApps) {
    const js = measurePage(root, withApps);
    lines.push(...report('page with app containers', js, 'app loader and other lazy chunks'));
    result.appPageRuntimeGzip = total(js.runtime);
    result.appPageIslandsGzip = total(js.islands);
    result.appPageLazyGzip = total(js.lazy);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else console.log(lines.join('\n'));
  const runtime = result.contentPageRuntimeGzip ?? 0;
  console.log(
    `runtime JS on a content page: ${runtime} bytes gzip, budget ${runtimeBudgetBytes}: ${runtime <= runtimeBudgetBytes ? 'within' : 'OVER'}`,
  );
  if (runtime > runtimeBudgetBytes) process.exitCode = 1;
}
