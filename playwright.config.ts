// End-to-end tests of every app, in Debian's Chromium, against the built product served like `npm start` does.
import { defineConfig } from '@playwright/test';
import { sites } from '@rental/markets';
import { serializeChoice, storageKey } from './apps/site/src/consent/rules.ts';

export const e2ePort = Number(process.env.E2E_PORT ?? 4400);

/**
 * Every site origin starts with the consent banner answered (limited use): the banner is modal, and
 * only the consent suites test it (they start from an empty state with `test.use({ storageState })`).
 */
const consentAnswered = {
  cookies: [],
  origins: sites.map((site) => ({
    origin: `http://${site.id}.localhost:${e2ePort}`,
    localStorage: [{ name: storageKey, value: serializeChoice({ performance: false, at: Date.now() }) }],
  })),
};

export default defineConfig({
  testDir: '.',
  testMatch: 'apps/*/e2e/**/*.spec.ts',
  // Parallel local runs (several engineers, one work tree) each pass their own folder.
  outputDir: process.env.PW_OUTPUT ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // Two cores run the product, two browsers and the API at once in CI: retries absorb a stall, a real failure fails all three tries.
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? [['list', { printSteps: false }]] : 'list',
  timeout: 60_000,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
    storageState: consentAnswered,
  },
  webServer: {
    command: 'node scripts/start.ts --no-build --quiet',
    url: `http://localhost:${e2ePort}/sites.json`,
    env: { PORT: String(e2ePort), API_PORT: String(e2ePort + 1) },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
