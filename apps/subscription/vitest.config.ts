// Unit tests of the subscription app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/subscription', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
