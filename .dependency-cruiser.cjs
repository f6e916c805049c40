/**
 * Import boundaries, checked by `npm run lint` (depcruise). See docs/development.md and
 * docs/decisions/014-web-features-as-islands.md.
 */

/** Web features may import only their own files and the shared books data layer. */
const SHARED_FEATURE = 'books';

/** Test code may reach anything it needs (the database included). */
const TEST_FILES = ['\\.test\\.tsx?$', '^apps/server/test/'];

/**
 * The composition roots open the database and hand it on: the app, the server, and
 * src/composition.ts (which hands it to every repository). They may name db/client, never query
 * through Drizzle.
 */
const COMPOSITION_ROOT = ['^apps/server/src/(app|server|composition)\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, in any package.',
      from: {},
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
        pathNot: ['\\.repository\\.ts$', '^apps/server/src/db/', ...TEST_FILES, ...COMPOSITION_ROOT],
      },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^apps/server/src/db/client\\.ts$'] },
    },
    {
      name: 'server-modules-meet-through-services',
      severity: 'error',
      comment:
        'A server module uses another only through its service or repository (built once in src/composition.ts); helpers more than one module needs live in src/lib, src/http or src/db, never inside a module.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TEST_FILES },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '\\.(service|repository)\\.ts$'],
      },
    },
    {
      name: 'server-lib-is-neutral',
      severity: 'error',
      comment: 'src/lib holds helpers the modules share: it imports no module, so no arrow runs back up.',
      from: { path: '^apps/server/src/(lib|http|db|policies)/', pathNot: TEST_FILES },
      to: { path: '^apps/server/src/modules/' },
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
