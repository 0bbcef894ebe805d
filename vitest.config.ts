// Unit tests of every workspace; each workspace may add its own vitest.config.ts. The repo scripts'
// own helpers (scripts/*.test.ts) run as the `scripts` project.
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to its own process by default: one worker on a two-core CI machine, which
    // mostly waits. Test files are what take the time, so use every core.
    maxWorkers: os.availableParallelism(),
    // Projects do not inherit `pool` from here: each project's config says `pool: 'threads'` (worker
    // threads rather than child processes took the two-core CI machine's unit stage from 303 s to 238 s,
    // issue 26, 2026-11-25), except the API's, which runs in child processes (its vitest.config.ts says why).
    // apps/cms is not a workspace (its own install, issue 24): its suite runs with `npm run test:cms`.
    projects: ['packages/*', 'apps/*', '!apps/cms', 'scripts'],
  },
});
