// Unit tests of the contract, version rules, page context and the host loader (jsdom for the DOM parts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@rental/remote-apps',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
