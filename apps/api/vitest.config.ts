// Vitest project of the API: real HTTP tests on loopback against PGlite (or DATABASE_URL's PostgreSQL).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // Child processes, not worker threads: many PGlite (WebAssembly) instances made and closed by isolates
    // sharing one process crashed V8 in CI ("Check failed: jit_page_->allocations_.erase(addr) == 1",
    // ThreadIsolation::UnregisterWasmAllocation; nodejs/node#64500, open). The other projects use threads.
    pool: 'forks',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/i18n/untranslated.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll waits for work the API does after answering (the mail outbox, for one). Its default of
    // 1 s failed CI once on PostgreSQL at load 5.7 (an SMTP refusal recorded later than that); 15 s is far
    // above any wait measured, and a poll that passes returns as soon as it does.
    expect: { poll: { timeout: 15_000 } },
  },
});
