// Unit tests of the check-in app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/check-in', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
