import path from 'node:path';
import { defineConfig } from 'vitest/config';

const sharedSource = path.resolve(import.meta.dirname, 'packages/shared/src');
/** The shared package from its sources: the root export and its subpaths (see its package.json). */
const alias = [
  { find: /^@quire\/shared$/, replacement: `${sharedSource}/index.ts` },
  { find: /^@quire\/shared\/(.+)$/, replacement: `${sharedSource}/$1.ts` },
];

const integration = (name: string, database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    root: path.resolve(import.meta.dirname, 'apps/server'),
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    environment: 'node' as const,
    globalSetup: ['test/global-setup.ts'],
    env: { QUIRE_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      integration('integration', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
