// Unit tests of the subscription app (React in jsdom). A test that mounts the app takes under a second
// alone, but five and more on a 2-core machine shared with a build and a browser: 15 s each.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/subscription',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 15_000,
  },
});
