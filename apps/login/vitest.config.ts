// Unit tests of the login app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/login',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
