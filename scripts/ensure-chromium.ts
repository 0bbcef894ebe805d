// End-to-end tests drive Debian's Chromium; install it with apt-get when it is missing (never a downloaded browser).
import { existsSync } from 'node:fs';
import { run } from './run.ts';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export async function ensureChromium(): Promise<void> {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`,
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get");
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing`);
}

if (import.meta.main) await ensureChromium();
