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
    restoreMocks: true,
    unstubGlobals: true,
  },
});
