// Unit tests of every workspace; each workspace may add its own vitest.config.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
});
