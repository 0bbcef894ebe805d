// Unit tests of @rental/experiments (node; a file that needs a DOM says `// @vitest-environment jsdom`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/experiments', pool: 'threads', isolate: false, include: ['src/**/*.test.{ts,tsx}'] },
});
