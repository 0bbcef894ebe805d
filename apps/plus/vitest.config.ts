// Unit tests of the plus app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/plus', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
