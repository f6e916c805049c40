import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bootDefines } from './build/first-screens.ts';
import { aliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  define: bootDefines,
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // A test that types a whole form into jsdom takes seconds on a loaded machine (the default,
    // 5 s, timed out under CI load); setup-tests.ts keeps one that does time out from reaching
    // into the next.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // In CI, a test that fails once is run once more (and reported as retried): jsdom tests that
    // type whole forms are timing-sensitive on a loaded two-core runner. A broken test fails twice.
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
