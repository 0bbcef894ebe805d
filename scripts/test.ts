// `npm test`: every suite, end-to-end included. Installs what it needs (Chromium from Debian when missing).
// Each stage is timed and the table printed at the end, also when a stage fails (issue 26).
import { chromium, ensureChromium, headlessShell } from './ensure-chromium.ts';
import { run, stageTimer } from './run.ts';
import { workspaces } from './workspaces.ts';

// `.ci/run` times `npm ci` itself and hands the figure over, so the table shows every stage of a CI run.
const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
const timer = stageTimer(
  Number.isFinite(installSeconds) && installSeconds > 0
    ? [{ title: 'install (npm ci)', seconds: installSeconds, ok: true }]
    : [],
);

try {
  await timer.timed('API contract: generated app types match the OpenAPI document', () =>
    run('npm', ['run', 'check:contract']),
  );
  await timer.timed('type-check every workspace', () => run('npm', ['run', 'typecheck']));
  await timer.timed('lint: Biome, import boundaries, unused code (knip), .astro types', () =>
    run('npm', ['run', 'lint']),
  );
  await timer.timed('unit tests (Vitest)', () => run('npm', ['run', 'test:unit']));
  await timer.timed('editorial linter over every content file', () =>
    run('npm', ['run', 'lint:editorial', '--', '--app-protocol', 'kestrel', 'content']),
  );
  await timer.timed('build every site and micro-frontend', () => run('npm', ['run', 'build']));
  await timer.timed('size budgets of the built pages and apps (budgets.json)', () =>
    run('npm', ['run', 'budgets']),
  );
  // issue 19: every internal link of every site and language answers 200 or a deliberate redirect.
  await timer.timed('link check: every internal link of every site and language', () =>
    run('npm', ['run', 'check:links']),
  );
  await timer.timed('Chromium for the end-to-end tests (headless shell, and the full browser)', () =>
    ensureChromium([headlessShell, chromium]),
  );
  await timer.timed('end-to-end tests (Playwright: HTTP and Chromium)', () =>
    run('npx', ['playwright', 'test']),
  );
  for (const w of workspaces().filter((w) => w.scripts['test:integration'])) {
    await timer.timed(`integration tests of ${w.name}`, () =>
      run('npm', ['run', 'test:integration', '-w', w.name]),
    );
  }
  console.log(timer.report('All suites passed. Time by stage'));
} catch (error) {
  console.log(timer.report('A suite failed. Time by stage'));
  throw error;
}
