// The repository's import boundaries (issue 13 §7), checked on every `npm run check` (`npm run
// check:imports`): each import is resolved to a file and judged by where both ends live.
//   app-imports-app            an app's source imports another app (the site may import an app's
//                              `/prerender` entry: it builds the app's first view with it)
//   relative-into-workspace    a relative path leaves its workspace into another one (use its package entry)
//   package-imports-app        a package imports an app
//   feature-imports-feature    a feature of an app imports another feature (shared code goes to shared/)
//   app-imports-shared-library an app imports a library the page shares (react-aria-components,
//                              react-hook-form, i18next, openapi-fetch…) instead of the package that wraps it
// Import cycles are Biome's noImportCycles (biome.json), in the same `npm run check`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';

/** A workspace of the repository. */
export interface Area {
  /** Package name, e.g. '@rental/booking'. */
  name: string;
  /** Folder relative to the repository root, e.g. 'apps/booking'. */
  dir: string;
  kind: 'app' | 'package';
}

/** One broken rule. */
export interface Violation {
  rule: string;
  file: string;
  line: number;
  specifier: string;
  message: string;
}

/**
 * Libraries an app takes through the package that wraps them (so the page shares one copy): apps import
 * @rental/ui, @rental/i18n and @rental/api-client, never these.
 */
export const wrappedLibraries: Readonly<Record<string, string>> = {
  'react-aria-components': '@rental/ui',
  'react-aria': '@rental/ui',
  'react-stately': '@rental/ui',
  'react-hook-form': '@rental/ui',
  '@hookform/resolvers': '@rental/ui',
  i18next: '@rental/i18n',
  'react-i18next': '@rental/i18n',
  'openapi-fetch': '@rental/api-client',
};

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.astro'];
const skippedFolders = new Set(['node_modules', 'dist', '.astro', '.data', 'test-results', 'screenshots']);

/** The workspaces under `root` (apps/* and packages/* with a package.json). */
export function areasOf(root: string): Area[] {
  return (['apps', 'packages'] as const).flatMap((group) => {
    const base = path.join(root, group);
    if (!existsSync(base)) return [];
    return readdirSync(base)
      .filter((name) => existsSync(path.join(base, name, 'package.json')))
      .map((name) => ({
        name: (JSON.parse(readFileSync(path.join(base, name, 'package.json'), 'utf8')) as { name: string })
          .name,
        dir: `${group}/${name}`,
        kind: group === 'apps' ? ('app' as const) : ('package' as const),
      }));
  });
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return skippedFolders.has(name) || name.startsWith('.') ? [] : sourceFiles(full);
    return sourceExtensions.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The import specifiers of a source file, with their lines. */
export function importsOf(file: string, code: string): Array<{ specifier: string; line: number }> {
  const lineAt = (offset: number) => code.slice(0, offset).split('\n').length;
  if (file.endsWith('.astro')) {
    // Frontmatter and <script> imports of an .astro file.
    return [...code.matchAll(/(?:^|\n)\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g)].map((m) => ({
      specifier: m[1]!,
      line: lineAt(m.index ?? 0),
    }));
  }
  const { module } = parseSync(file, code);
  const found = [
    ...module.staticImports.map((i) => ({ specifier: i.moduleRequest.value, start: i.start })),
    ...module.staticExports.flatMap((e) =>
      e.entries.flatMap((x) =>
        x.moduleRequest ? [{ specifier: x.moduleRequest.value, start: e.start }] : [],
      ),
    ),
    ...module.dynamicImports.flatMap((d) => {
      const literal = code.slice(d.moduleRequest.start, d.moduleRequest.end);
      return /^['"`][^'"`$]*['"`]$/.test(literal)
        ? [{ specifier: literal.slice(1, -1), start: d.start }]
        : [];
    }),
  ];
  const seen = new Set<string>();
  return found
    .map(({ specifier, start }) => ({ specifier, line: lineAt(start) }))
    .filter(({ specifier, line }) => !seen.has(`${line}|${specifier}`) && seen.add(`${line}|${specifier}`));
}

/** The area a repository path belongs to (longest folder match). */
function areaOf(areas: readonly Area[], relative: string): Area | undefined {
  return areas.find((a) => relative === a.dir || relative.startsWith(`${a.dir}/`));
}

/** The feature folder of a path inside an app ('apps/booking/src/features/search/x.ts' -> 'search'). */
function featureOf(area: Area, relative: string): string | undefined {
  const inside = relative.slice(area.dir.length + 1);
  return /^src\/features\/([^/]+)\//.exec(inside)?.[1];
}

/** Checks every source file of every workspace under `root`. */
export function checkImports(root: string, areas: readonly Area[] = areasOf(root)): Violation[] {
  const byName = new Map(areas.map((a) => [a.name, a]));
  const violations: Violation[] = [];
  for (const area of areas) {
    for (const file of sourceFiles(path.join(root, area.dir))) {
      const relativeFile = path.relative(root, file).split(path.sep).join('/');
      const inSource = relativeFile.startsWith(`${area.dir}/src/`);
      const fromFeature = featureOf(area, relativeFile);
      for (const { specifier, line } of importsOf(file, readFileSync(file, 'utf8'))) {
        const report = (rule: string, message: string) =>
          violations.push({ rule, file: relativeFile, line, specifier, message });
        let target: Area | undefined;
        let targetPath: string | undefined;
        if (specifier.startsWith('.')) {
          targetPath = path
            .relative(root, path.resolve(path.dirname(file), specifier.split('?')[0]!))
            .split(path.sep)
            .join('/');
          target = areaOf(areas, targetPath);
          if (target && target !== area) {
            report(
              'relative-into-workspace',
              `${specifier} reaches into ${target.dir}: import its package entry (${target.name}…) instead`,
            );
          }
        } else {
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0]!;
          target = byName.get(name);
          const wrapper = wrappedLibraries[name];
          if (area.kind === 'app' && inSource && wrapper && !area.name.startsWith('@rental/site')) {
            report(
              'app-imports-shared-library',
              `${name} is shared through ${wrapper}: import it from there`,
            );
          }
        }
        if (!target || target === area) {
          if (targetPath && fromFeature) {
            const toFeature = featureOf(area, targetPath);
            if (toFeature && toFeature !== fromFeature) {
              report(
                'feature-imports-feature',
                `feature "${fromFeature}" imports feature "${toFeature}": move what both need to src/shared/ (or let src/app compose them)`,
              );
            }
          }
          continue;
        }
        if (area.kind === 'package' && target.kind === 'app') {
          report(
            'package-imports-app',
            `the package ${area.name} imports the app ${target.name}: apps use packages, not the other way`,
          );
        } else if (
          area.kind === 'app' &&
          target.kind === 'app' &&
          inSource &&
          // The site builds an app's first view through the app's prerender entry (issue 16).
          !(area.name === '@rental/site' && specifier === `${target.name}/prerender`)
        ) {
          report(
            'app-imports-app',
            `${area.name} imports the app ${target.name}: apps meet only through packages and the page`,
          );
        }
      }
    }
  }
  return violations;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const started = performance.now();
  const violations = checkImports(root);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import boundary violation(s) (scripts/check-imports.ts), ${seconds} s.`,
    );
    process.exit(1);
  }
  console.log(`Import boundaries hold (scripts/check-imports.ts), ${seconds} s.`);
}
