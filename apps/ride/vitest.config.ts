// Unit tests of the ride app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/ride',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
