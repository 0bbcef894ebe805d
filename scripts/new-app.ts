// `npm run new-app -- NAME`: a new micro-frontend in apps/NAME from the app template (scripts/app-template,
// ADR 007), registered as a named container, formatted and linked into the workspace. Then the app
// builds, serves at /webapp/NAME/ and passes its own tests; the README says what to fill in next.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const templateDir = path.join(import.meta.dirname, 'app-template');
const placeholder = 'template-app';

/** Why a name cannot be an app's; undefined when it can. */
export function nameProblem(name: string, root = repoRoot): string | undefined {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    return `"${name}" is not a kebab-case name (letters, digits and single dashes, e.g. check-in)`;
  }
  if (name.length > 40) return `"${name}" is longer than 40 characters`;
  if (['site', 'api', 'app', placeholder].includes(name)) return `"${name}" is reserved`;
  if (existsSync(path.join(root, 'apps', name))) return `apps/${name} exists already`;
  return undefined;
}

/** camelCase key of a kebab-case name: 'check-in' -> 'checkIn'. */
export function camelOf(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function templateFiles(dir = templateDir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? templateFiles(full) : [full];
  });
}

/** The new app's files: path relative to apps/NAME -> content, the template with NAME in place. */
export function renderTemplate(name: string): Map<string, string> {
  return new Map(
    templateFiles().map((file) => [
      path.relative(templateDir, file).split(path.sep).join('/'),
      readFileSync(file, 'utf8').replaceAll(placeholder, name),
    ]),
  );
}

/** containers.ts with the app's container added before the end of the table. */
export function withContainer(containers: string, name: string): string {
  const key = camelOf(name);
  if (containers.includes(`app: '${name}'`)) return containers;
  const end = containers.indexOf('} as const;');
  if (end < 0) throw new Error('containers.ts: the table `} as const;` was not found');
  const entry = `  /** ${name} (TODO: the layouts and pages that place it). */\n  ${key}: { id: '${name}-container', app: '${name}' },\n`;
  return `${containers.slice(0, end)}${entry}${containers.slice(end)}`;
}

/** knip.json with the app's entries (its mount, tests and e2e suites), so unused-code checks know the app. */
export function withKnipEntry(knip: string, name: string): string {
  const config = JSON.parse(knip) as { workspaces: Record<string, unknown> };
  config.workspaces[`apps/${name}`] ??= {
    entry: ['src/app/mount.tsx', 'src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

if (import.meta.main) {
  const name = process.argv[2] ?? '';
  const problem = name === '' ? 'give the app a name: npm run new-app -- my-app' : nameProblem(name);
  if (problem) {
    console.error(`new-app: ${problem}`);
    process.exit(1);
  }
  const appDir = path.join(repoRoot, 'apps', name);
  for (const [file, content] of renderTemplate(name)) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), content);
  }
  const containersFile = path.join(repoRoot, 'packages/remote-apps/src/containers.ts');
  writeFileSync(containersFile, withContainer(readFileSync(containersFile, 'utf8'), name));
  const knipFile = path.join(repoRoot, 'knip.json');
  writeFileSync(knipFile, withKnipEntry(readFileSync(knipFile, 'utf8'), name));
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  run('npx', [
    'biome',
    'check',
    '--write',
    `apps/${name}`,
    'packages/remote-apps/src/containers.ts',
    'knip.json',
  ]);
  // The workspace joins package-lock.json (npm ci needs it there).
  run('npm', ['install', '--no-audit', '--no-fund']);
  console.log(`
apps/${name} is ready: a micro-frontend served at /webapp/${name}/ with the container "${camelOf(name)}"
(#${name}-container) in packages/remote-apps/src/containers.ts. Next:
  1. npm run test -w @rental/${name} && npm run build -w @rental/${name}
  2. place the container in a layout or page of the site (<AppContainer name="${camelOf(name)}" />);
     the host mounts the app wherever the container is;
  3. write the README's first paragraph, replace src/features/example with the first feature, and add
     the locale files the app is translated into (src/shared/locales/{locale}.ts);
  4. e2e tests go in apps/${name}/e2e/ (see apps/help-center/e2e).`);
}
