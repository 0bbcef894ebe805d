// Vitest project of the API: real HTTP tests on loopback against PGlite (or DATABASE_URL's PostgreSQL).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // Child processes, not worker threads: many PGlite (WebAssembly) instances made and closed by isolates
    // sharing one process crashed V8 in CI ("Check failed: jit_page_->allocations_.erase(addr) == 1",
    // ThreadIsolation::UnregisterWasmAllocation; nodejs/node#64500, open). The other projects use threads.
    pool: 'forks',
    // Files share their process's module cache (no per-file re-import of Fastify, Drizzle, PGlite and
    // the message tables): the project took 110 s instead of 195 s on a quiet two-core machine
    // (2026-11-29). Each file builds its own app and database, and no test relies on module state left
    // by another file; one that starts to must reset it in its own hooks.
    isolate: false,
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/i18n/untranslated.setup.ts'],
    // One migrated, seeded PGlite database dumped once per run; each file's API starts from it (about
    // 0.6 s instead of 4 to 5 s of initdb, migrations and seeds per file).
    globalSetup: ['src/test-template.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll waits for work the API does after answering (the mail outbox, for one). Its default of
    // 1 s failed CI once on PostgreSQL at load 5.7 (an SMTP refusal recorded later than that); 15 s is far
    // above any wait measured, and a poll that passes returns as soon as it does.
    expect: { poll: { timeout: 15_000 } },
  },
});
