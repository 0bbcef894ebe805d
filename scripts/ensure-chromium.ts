// Browsers come from Debian, installed with apt-get when missing (never a downloaded browser):
// - the end-to-end tests drive Debian's Chromium headless shell (ADR 009: about a fifth less CPU than the
//   full browser for the same tests on a 2-core machine);
// - benches, Lighthouse and screenshots measure what a visitor gets, in Debian's full Chromium.
import { existsSync } from 'node:fs';
import { run } from './run.ts';

/** A Debian package and the executable it installs. */
type Browser = { package: string; path: string };

/** The full browser (benches, Lighthouse, screenshots); CHROME_PATH overrides it. */
export const chromium: Browser = {
  package: 'chromium',
  path: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};
/** The headless shell the end-to-end tests drive; E2E_CHROME_PATH overrides it. */
export const headlessShell: Browser = {
  package: 'chromium-headless-shell',
  path: process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
};

export async function ensureChromium(browsers: Browser[] = [headlessShell]): Promise<void> {
  const missing = browsers.filter((b) => !existsSync(b.path));
  if (missing.length === 0) return;
  const packages = missing.map((b) => b.package);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missing.map((b) => b.path).join(' and ')} missing. Install with: sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Installing Debian's ${packages.join(' and ')} with apt-get (missing)`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', ...packages], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  for (const b of missing)
    if (!existsSync(b.path)) throw new Error(`apt-get finished but ${b.path} is still missing`);
}

if (import.meta.main) await ensureChromium([headlessShell, chromium]);
