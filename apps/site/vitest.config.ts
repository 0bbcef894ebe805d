// Unit tests of the site (server, libraries); Playwright owns e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/site',
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
});
