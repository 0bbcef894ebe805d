// Unit tests of @rental/markets (node; a file that needs a DOM says `// @vitest-environment jsdom`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/markets', pool: 'threads', isolate: false, include: ['src/**/*.test.{ts,tsx}'] },
});
