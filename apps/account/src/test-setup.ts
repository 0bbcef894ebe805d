// Runs before every test file (vitest setupFiles). Files share one module cache (isolate: false in
// vitest.config.ts), so a hook registered by an imported helper would only be registered by the first
// file that imports it: the per-test clean-up is registered here instead.
import { afterEach } from 'vitest';
import { cleanUpMounted } from './app/test-support.tsx';

afterEach(cleanUpMounted);
