/**
 * Import boundaries, checked by `npm run lint` (depcruise). See docs/development.md and
 * docs/decisions/014-web-features-as-islands.md.
 */

/** Web features may import only their own files and the shared books data layer. */
const SHARED_FEATURE = 'books';

/** Test code may reach anything it needs (the database included). */
const TEST_FILES = ['\\.test\\.tsx?$', '^apps/server/test/'];

/**
 * TEMPORARY: files that still import Drizzle outside a repository; each is being moved behind a
 * repository. Remove an entry as soon as its file is fixed.
 */
const DRIZZLE_EXCEPTIONS = [
  '^apps/server/src/plugins/auth\\.ts$', // reads the user for a token: moves to the users repository
  '^apps/server/src/modules/auth/token\\.service\\.ts$', // token rows: moves to a tokens repository
  '^apps/server/src/db/seed/', // the seed writes rows directly: moves to the repositories
];

/**
 * TEMPORARY: the one known import cycle, reading.routes.ts ↔ the child route modules it registers
 * (library, goals, collections), which import helpers back from it. Remove once it is broken up.
 */
const CYCLE_EXCEPTIONS = [
  '^apps/server/src/modules/reading/(reading|library|goals|collections)\\.routes\\.ts$',
];

/** The composition root opens the database and hands it to the app: it may name db/client. */
const COMPOSITION_ROOT = ['^apps/server/src/(app|server)\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, in any package.',
      from: { pathNot: CYCLE_EXCEPTIONS },
      to: { circular: true },
    },
    {
      name: 'web-features-are-islands',
      severity: 'error',
      comment: `A web feature imports only itself and features/${SHARED_FEATURE} (which imports no other feature); compose features in src/app.`,
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', `^apps/web/src/features/${SHARED_FEATURE}/`],
      },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      comment: 'src/app composes features, never the other way round.',
      from: { path: '^apps/web/src/(features|components|hooks|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'drizzle-only-in-repositories',
      severity: 'error',
      comment: 'Only repositories and src/db talk to the database (Drizzle, db/client).',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '\\.repository\\.ts$',
          '^apps/server/src/db/(?!seed/)',
          ...TEST_FILES,
          ...COMPOSITION_ROOT,
          ...DRIZZLE_EXCEPTIONS,
        ],
      },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^apps/server/src/db/client\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/\\.vite'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
