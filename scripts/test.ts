// `npm test`: every suite, end-to-end included. Installs what it needs (Chromium from Debian when missing).
import { ensureChromium } from './ensure-chromium.ts';
import { run, step } from './run.ts';
import { workspaces } from './workspaces.ts';

const started = performance.now();

step('type-check, lint and unit tests (npm run check)');
await run('npm', ['run', 'check']);

step('editorial linter over every content file');
await run('npm', ['run', 'lint:editorial', '--', '--app-protocol', 'kestrel', 'content']);

step('build every site and micro-frontend');
await run('npm', ['run', 'build']);

step('Chromium for the end-to-end tests');
await ensureChromium();

step('end-to-end tests (Playwright, Chromium)');
await run('npx', ['playwright', 'test']);

for (const w of workspaces().filter((w) => w.scripts['test:integration'])) {
  step(`integration tests of ${w.name}`);
  await run('npm', ['run', 'test:integration', '-w', w.name]);
}

console.log(`\nAll suites passed in ${((performance.now() - started) / 60000).toFixed(1)} min.`);
