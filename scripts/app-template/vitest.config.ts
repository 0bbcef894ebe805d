// Unit tests of the template-app app (React in jsdom).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@rental/template-app', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
});
