// Unit tests of the account app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/account',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
});
