// Unit tests of every workspace; each workspace may add its own vitest.config.ts. The repo scripts'
// own helpers (scripts/*.test.ts) run as the `scripts` project.
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to its own process by default: one worker on a two-core CI machine, which
    // mostly waits. Test files are what take the time, so use every core.
    maxWorkers: os.availableParallelism(),
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
});
