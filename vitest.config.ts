import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const sharedSource = path.resolve(import.meta.dirname, 'packages/shared/src');
/** The shared package from its sources: the root export and its subpaths (see its package.json). */
const alias = [
  { find: /^@quire\/shared$/, replacement: `${sharedSource}/index.ts` },
  { find: /^@quire\/shared\/(.+)$/, replacement: `${sharedSource}/$1.ts` },
];

/**
 * Suites that run on the embedded database only (see `exclude` below): file work (reading,
 * bounding and writing books, feed shapes, the job queue, a sign-in protocol) and the HTTP layer's
 * own checks (tokens, uploads, CORS, fuzzing, route tables), whose storage goes through the same
 * repositories the suites kept on PostgreSQL exercise there.
 */
const POSTGRES_SKIPS = [
  'src/modules/import/**',
  'src/modules/epub/**',
  'src/modules/opds/**',
  'src/modules/file-jobs/**',
  'src/modules/images/**',
  'src/modules/auth/**',
  'src/modules/health/**',
  'src/modules/data-transfer/goodreads-*.int.test.ts',
  'test/security/!(access-matrix).int.test.ts',
  'test/spec-client.int.test.ts',
  'test/spec-compat.int.test.ts',
  'test/own-image-urls.int.test.ts',
  'test/factories.int.test.ts',
];

const integration = (name: string, database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    root: path.resolve(import.meta.dirname, 'apps/server'),
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    // On PostgreSQL, the suites whose subject is file work or the HTTP layer are left out: they
    // store through the same repositories the other suites run on both databases.
    exclude: database === 'postgres' ? POSTGRES_SKIPS : [],
    environment: 'node' as const,
    globalSetup: ['test/global-setup.ts'],
    env: { QUIRE_TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // The files of a worker share their modules (the app's code is imported once per worker, not
    // once per file: that import was about a third of the run). Each file still builds its own app
    // on its own database, and test/close-contexts.ts closes them after its last test.
    isolate: false,
    setupFiles: ['test/close-contexts.ts'],
  },
});

const webRoot = path.resolve(import.meta.dirname, 'apps/web');
const webConfig = path.join(webRoot, 'vitest.config.ts');

/** The web test files (relative to `base`) whose text matches `pattern`. */
function filesCalling(dir: string, pattern: RegExp, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesCalling(full, pattern, base);
    if (!/\.test\.tsx?$/.test(entry.name) || !pattern.test(readFileSync(full, 'utf8'))) return [];
    return [path.relative(base, full)];
  });
}
const webTests = (pattern: RegExp) =>
  ['src', 'build'].flatMap((dir) =>
    filesCalling(path.join(webRoot, dir), pattern).map((file) => path.join(dir, file)),
  );
const webMocking = webTests(/\bvi\.mock\(/);
// (A project's include and exclude add to the web config's, so each project excludes the other's.)
const webSharing = webTests(/^/).filter((file) => !webMocking.includes(file));

/**
 * Timeouts are sized for a loaded machine (a CI runner or two cores shared with other work, where
 * a test can run several times slower than on a quiet one): a test that fails should fail for what
 * it checks, not for the machine. Integration tests build the app on a fresh database: 30 s each,
 * 60 s for their hooks; unit tests 20 s.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'apps/server/scripts/**/*.test.mjs',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // The web app's tests (apps/web/vitest.config.ts), in two projects: files that replace a
      // module with vi.mock get a fresh jsdom and module graph each; the others share them within
      // a worker (a fresh jsdom per file was three quarters of the web tests' time).
      { extends: webConfig, test: { name: 'web', root: webRoot, isolate: false, exclude: webMocking } },
      { extends: webConfig, test: { name: 'web-mocks', root: webRoot, exclude: webSharing } },
      integration('integration', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', 'postgres')] : []),
    ],
  },
});
