// Installs the CMS's own dependencies (Directus) on first use: kept out of the root `npm install`,
// which must stay fast (issue 24); a stamp of the lock file and Node version skips later installs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolchainEnv } from './toolchain.ts';

export const cmsDir = join(import.meta.dirname, '..');
const stampFile = join(cmsDir, 'node_modules', '.rental-install-stamp');

function stamp(): string {
  const lock = readFileSync(join(cmsDir, 'package-lock.json'));
  return createHash('sha256').update(lock).update(process.version).digest('hex');
}

/** Runs `npm ci` in apps/cms when its node_modules are missing or were installed from another lock or Node. */
export function ensureInstalled(log: (line: string) => void = console.log): void {
  const wanted = stamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  log('Installing the CMS (apps/cms: Directus and its native modules; takes minutes the first time)...');
  const started = performance.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: cmsDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: toolchainEnv(),
  });
  writeFileSync(stampFile, wanted);
  log(`CMS installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
