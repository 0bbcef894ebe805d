// Unit tests of the pay app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/pay', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
