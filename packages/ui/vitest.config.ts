// Unit tests of the building blocks: rendered in jsdom, driven by role queries and keys, checked by axe.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/ui',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
