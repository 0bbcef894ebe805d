// Unit tests of @rental/i18n (node; a file that needs a DOM says `// @vitest-environment jsdom`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/i18n', pool: 'threads', isolate: false, include: ['src/**/*.test.{ts,tsx}'] },
});
