// Unit tests of the API client: the client over a stubbed fetch, the error type, the request hook (jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/api-client',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
  },
});
