// Unit tests of the repository's scripts (import boundaries, the app generator).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scripts', pool: 'threads', isolate: false, include: ['*.test.ts'], environment: 'node' },
});
