// End-to-end tests of every app, in Debian's Chromium, against the built product served like `npm start` does.
import { defineConfig } from '@playwright/test';
import type { RepoTestOptions } from '@rental/testing';
import { serializeChoice, storageKey } from './apps/site/src/consent/rules.ts';
import { e2eServiceToken } from './packages/testing/src/sites.ts';
import { headlessShell } from './scripts/ensure-chromium.ts';

export const e2ePort = Number(process.env.E2E_PORT ?? 4400);

export default defineConfig<RepoTestOptions>({
  testDir: '.',
  testMatch: 'apps/*/e2e/**/*.spec.ts',
  // Parallel local runs (several engineers, one work tree) each pass their own folder.
  outputDir: process.env.PW_OUTPUT ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // At most two retries in CI; a test that needed one is listed as flaky by the timing reporter, to be fixed.
  retries: process.env.CI ? 2 : 0,
  // The timing reporter prints each spec file's time, the slowest tests and the flaky ones (issue 26).
  reporter: [['list', { printSteps: false }], ['./scripts/e2e-timing-reporter.ts']],
  timeout: 60_000,
  use: {
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium headless shell (ADR 009), installed by scripts/ensure-chromium.ts.
      executablePath: headlessShell.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace costs every test: booking-flow and chrome together took 37 user-CPU seconds without
    // and 50 with 'retain-on-failure' (2026-11-29). CI records one on a failed test's first retry; a local
    // run keeps the trace of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A fresh context per test would register the service worker and precache the shell every time;
    // the service-worker suite allows it.
    serviceWorkers: 'block',
    // Every page starts with the consent banner answered (limited use): the banner is modal, and only
    // the consent suites test it (they start from an empty state with `test.use({ initialStorage: {} })`).
    initialStorage: { [storageKey]: serializeChoice({ performance: false, at: Date.now() }) },
  },
  webServer: {
    command: 'node scripts/start.ts --no-build --quiet',
    url: `http://localhost:${e2ePort}/sites.json`,
    // The suites sign up and look up bookings many times from 127.0.0.1: no throttling (apps/api config).
    // A ride goes through every status in a few seconds instead of minutes (issue 18); each status still
    // lasts at least a second, which the live-view test needs to see it.
    env: {
      PORT: String(e2ePort),
      API_PORT: String(e2ePort + 1),
      API_THROTTLE: 'relaxed',
      RIDE_SIMULATOR_SPEED: '60',
      // An in-memory database of its own: a `npm start` beside it keeps .data/pglite (PGlite has no lock;
      // two servers on one folder fail to start or corrupt it).
      API_DATA_DIR: 'memory://',
      // The back office's calls (approving a business application, recording a return: issue 20).
      API_SERVICE_TOKEN: e2eServiceToken,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
