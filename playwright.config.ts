// End-to-end tests of every app, in Debian's Chromium, against the built product served like `npm start` does.
import { defineConfig } from '@playwright/test';

export const e2ePort = Number(process.env.E2E_PORT ?? 4400);

export default defineConfig({
  testDir: '.',
  testMatch: 'apps/*/e2e/**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
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
