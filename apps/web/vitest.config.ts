import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases, bootDefines } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  define: bootDefines,
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
