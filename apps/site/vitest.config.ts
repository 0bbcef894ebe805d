// Unit tests of the site (server, libraries); Playwright owns e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/site',
    pool: 'threads',
    // Each file in a fresh module cache (the other projects share one: isolate false): the editorial-body
    // test replaces @rental/editorial with vi.mock, which a module cached by an earlier file would bypass.
    isolate: true,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
});
