// Unit tests of the help center: pure modules in Node, components in jsdom.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/help-center',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
