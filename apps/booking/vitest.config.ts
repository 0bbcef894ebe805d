// Unit tests of the booking app: pure modules in Node; component tests opt into jsdom per file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/booking',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
