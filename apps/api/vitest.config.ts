// Vitest project of the API: real HTTP tests on loopback against PGlite (or DATABASE_URL's PostgreSQL).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/i18n/untranslated.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
