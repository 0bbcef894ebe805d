// The repo's workspaces as data, so scripts find micro-frontends and site builds without a hard-coded list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface Workspace {
  name: string;
  dir: string;
  scripts: Record<string, string>;
  /** A micro-frontend declares `"webapp": "<app name>"` in its package.json; it is served at /webapp/{app}/. */
  webapp?: string;
}

/** Folders the root package.json leaves out of its workspaces ('!apps/cms': the CMS has its own install). */
function excludedFolders(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return pkg.workspaces.filter((p) => p.startsWith('!')).map((p) => path.join(repoRoot, p.slice(1)));
}

export function workspaces(): Workspace[] {
  const excluded = excludedFolders();
  return ['packages', 'apps'].flatMap((group) => {
    const base = path.join(repoRoot, group);
    if (!existsSync(base)) return [];
    return readdirSync(base)
      .map((name) => path.join(base, name))
      .filter((dir) => existsSync(path.join(dir, 'package.json')) && !excluded.includes(dir))
      .map((dir) => {
        const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
        return { name: pkg.name, dir, scripts: pkg.scripts ?? {}, webapp: pkg.webapp };
      });
  });
}

export const siteDist = path.join(repoRoot, 'apps/site/dist');

/** app name -> its build folder, for every micro-frontend that has been built. */
export function webappDists(): Record<string, string> {
  return Object.fromEntries(
    workspaces()
      .filter((w) => w.webapp)
      .map((w) => [w.webapp!, path.join(w.dir, 'dist')] as const)
      .filter(([, dir]) => existsSync(dir)),
  );
}
