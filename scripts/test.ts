// `npm test`: every suite, end-to-end included. Installs what it needs (Chromium from Debian when missing).
// Each stage is timed and the table printed at the end, also when a stage fails (issue 26).
import { chromium, ensureChromium, headlessShell } from './ensure-chromium.ts';
import { run, runBeside, stageTimer } from './run.ts';
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
  // The API's suite on a real PostgreSQL runs beside the end-to-end tests at a lower CPU priority: the
  // browser tests wait on pages much of the time, and the integration tests fill those gaps (about 3 of
  // the 30 minutes of a CI run). It starts after the Chromium stage, so two apt-get never run at once
  // (it installs Debian's postgresql when missing). Its output is printed when it ends.
  const integration = workspaces()
    .filter((w) => w.scripts['test:integration'])
    .map((w) => {
      const title = `integration tests of ${w.name}`;
      const done = timer.beside(title, () => runBeside('npm', ['run', 'test:integration', '-w', w.name]));
      return done.then(
        (output) => ({ title, output, ok: true }),
        (error: Error & { output?: string }) => ({ title, output: error.output ?? String(error), ok: false }),
      );
    });
  let e2e: unknown;
  await timer
    .timed('end-to-end tests (Playwright: HTTP and Chromium)', () => run('npx', ['playwright', 'test']))
    .catch((error: unknown) => {
      e2e = error;
    });
  const results = await timer.timed(
    'integration tests: waiting for the end (they ran beside the end-to-end tests)',
    () => Promise.all(integration),
  );
  for (const result of results) {
    console.log(`\n▶ ${result.title}: ${result.ok ? 'passed' : 'FAILED'} (its output)\n${result.output}`);
  }
  if (e2e) throw e2e;
  const failed = results.filter((r) => !r.ok).map((r) => r.title);
  if (failed.length > 0) throw new Error(`${failed.join(', ')} failed (output above)`);
  console.log(timer.report('All suites passed. Time by stage'));
} catch (error) {
  console.log(timer.report('A suite failed. Time by stage'));
  throw error;
}
