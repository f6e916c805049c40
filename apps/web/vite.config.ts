import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup, OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { BOOT_ENTRY, bootDefines, FONTS_ENTRY, routePreload } from './build/first-screens.ts';
import { pwa } from './pwa.config.ts';

const fromHere = (relative: string): string =>
  decodeURIComponent(new URL(relative, import.meta.url).pathname);

/**
 * Shared with vitest.config.ts so tests resolve imports exactly like the app does. The shared
 * package is read from its sources: the root and every subpath (`@quire/shared/constants`,
 * `/messages`, `/domain`, `/endpoints`, `/schemas/<name>`, as its package.json exports them).
 */
export const aliases = [
  { find: /^@quire\/shared$/, replacement: fromHere('../../packages/shared/src/index.ts') },
  { find: /^@quire\/shared\/(.+)$/, replacement: `${fromHere('../../packages/shared/src')}/$1.ts` },
  { find: /^@\//, replacement: `${fromHere('./src')}/` },
];

/**
 * React Router's package exports point at its development build for every condition; that build
 * keeps its development warnings (ENABLE_DEV_WARNINGS = true) and the code behind them. The
 * production build sits next to it with the same modules and API, so production bundles use it.
 * Both entry points are mapped, so the app never mixes the two builds (one router, one context).
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionAliases = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/**
 * The shared contract only declares constants and schemas, and the app's own modules only declare
 * (components, hooks, formatters): importing one runs nothing that matters, so a module whose
 * exports are unused can be dropped. Without this, importing `useContinueReading` from the reader
 * feature's index also pulled the whole reader (its `Intl` formatters and `memo()` calls look like
 * side effects to the bundler). main.tsx, the one module that does something when loaded, and
 * the CSS files are not matched.
 */
const SIDE_EFFECT_FREE_SOURCE =
  /[\\/](?:packages[\\/]shared|apps[\\/]web)[\\/]src[\\/](?!(?:landing-)?main\.tsx$|boot\.ts$).+\.tsx?$/;

/** The landing page's own entry (landing.html): React and the landing page, nothing signed-in. */
const LANDING_ENTRY = fromHere('./src/landing-main.tsx');
const LANDING_ONLY = /[\\/]src[\\/](?:features[\\/]landing[\\/]|app[\\/]routes[\\/]landing\.tsx$)/;
/** What the landing page must never load; checked on every build (checkLandingEntry). */
const SIGNED_IN_LIBRARIES =
  /[\\/]node_modules[\\/](?:react-router|@tanstack|sonner|socket\.io-client|recharts|zod)[\\/]/;

/** Every module the landing entry imports, directly or not (not dynamic imports). */
const landingModules = (ctx: ChunkingContext): Set<string> => {
  const seen = new Set<string>();
  const pending = [LANDING_ENTRY];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};
let landingModuleSet: Set<string> | undefined;
const isLandingModule = (id: string, ctx: ChunkingContext) => {
  landingModuleSet ??= landingModules(ctx);
  return landingModuleSet.has(id);
};

/**
 * A few larger chunks instead of one per shared module: left alone, the bundler made a chunk of
 * every icon and small component shared by two screens, so the library needed 40+ requests (each
 * a round trip on a slow phone network, six at a time over HTTP/1.1). Screens keep their own
 * chunks; what many of them share is grouped:
 * - vendor: React, the router and TanStack Query, which every page runs first;
 * - ui: the icons and the components/ and hooks/ building blocks used by two screens or more;
 * - session: what every signed-in page needs around the screen (auth state, appearance); the toast
 *   library is loaded on its own once the page is quiet (lib/toasts.ts).
 *   Listed module by module (no dependencies pulled in) so the landing page does not load it.
 *   The sign-in check itself is in the entry chunk: the router starts it (see app/router.tsx).
 */
const CHUNK_GROUPS: CodeSplittingGroup[] = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
    priority: 40,
  },
  {
    // The landing page's own code, apart from the entry so that the app's router can load it as
    // the `/` screen without running the landing entry.
    name: (id, ctx) => (LANDING_ONLY.test(id) && isLandingModule(id, ctx) ? 'landing' : null),
    debugName: 'landing',
    includeDependenciesRecursively: false,
    priority: 36,
  },
  {
    // What the landing page shares with the rest of the app (buttons, covers, icons, the API
    // client): one small chunk that loads neither the router nor the query cache.
    name: (id, ctx) => (id !== LANDING_ENTRY && isLandingModule(id, ctx) ? 'public' : null),
    debugName: 'public',
    includeDependenciesRecursively: false,
    priority: 35,
  },
  {
    name: 'vendor',
    test: /[\\/]node_modules[\\/](?:react-router|@tanstack|clsx)[\\/]/,
    priority: 30,
  },
  {
    // zod and its locale/ISO helpers: one chunk, loaded only by the screens that check forms.
    name: 'zod',
    test: /[\\/]node_modules[\\/]zod[\\/]/,
    priority: 25,
  },
  {
    // Also the shared package's small constant and message modules several screens use (a few
    // dozen bytes to a few KB each: each a request of its own otherwise).
    name: 'ui',
    test: /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](?:components|hooks)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/](?:constants|messages)[\\/]/,
    minShareCount: 2,
    priority: 20,
  },
  // The offline store and queue (src/lib/offline, idb): small modules the reader and the shell
  // share, in one request instead of one each.
  {
    name: 'offline',
    test: /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]offline[\\/]|[\\/]node_modules[\\/]idb[\\/]/,
    priority: 18,
  },
  {
    // The app's own code that several signed-in screens share (the books data layer and its
    // feature slots, comments, links, formatters, the screen layouts): one chunk rather than a
    // dozen of a few hundred bytes, each of which was a request of its own.
    name: 'app',
    test: /[\\/]apps[\\/]web[\\/]src[\\/](?:features[\\/](?:books|comments)[\\/]|lib[\\/]|app[\\/](?:feature-slots\.tsx|dashboard[\\/]use-dashboard-tab\.ts|routes[\\/](?:books-page|my-reading)-layout\.tsx))/,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 12,
  },
  {
    name: 'session',
    test: (id: string) =>
      [
        /[\\/]src[\\/]app[\\/]routes[\\/](?:app|protected)-layout\.tsx$/,
        /[\\/]src[\\/]features[\\/]auth[\\/]api[\\/]get-current-user\.ts$/,
        /[\\/]src[\\/]features[\\/]auth[\\/]components[\\/](?:auth-provider|protected-route)\.tsx$/,
        /[\\/]src[\\/]features[\\/]profile[\\/](?:components[\\/]appearance-sync\.tsx|lib[\\/]appearance\.ts)$/,
      ].some((pattern) => pattern.test(id)),
    includeDependenciesRecursively: false,
    priority: 15,
  },
];

/**
 * Fails the build when the landing page's entry would load signed-in libraries (the router, the
 * query cache, toasts, charts, zod): its budget is React and the page itself (decision 040).
 */
function checkLandingEntry(): Plugin {
  return {
    name: 'quire:check-landing-entry',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'landing');
      if (!entry) return; // the server-side (prerender) build
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const pending = [entry.fileName];
      const seen = new Set<string>();
      for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
        if (seen.has(fileName)) continue;
        seen.add(fileName);
        const chunk = byFileName.get(fileName);
        const offending = chunk?.moduleIds.find((id) => SIGNED_IN_LIBRARIES.test(id));
        if (offending) {
          throw new Error(`The landing page would load ${offending} (through ${fileName})`);
        }
        pending.push(...(chunk?.imports ?? []));
      }
    },
  };
}

const STATIC_ASSET_DIRS: Record<string, string> = { '.css': 'static/css' };

export default defineConfig(({ mode, isSsrBuild }) => {
  // loadEnv also picks up VITE_* variables from the process environment.
  const env = loadEnv(mode, fromHere('.'), 'VITE_');
  const apiTarget = env.VITE_API_TARGET || 'http://localhost:3000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
    '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
  };

  return {
    plugins: [react(), tailwindcss(), routePreload(), checkLandingEntry(), pwa()],
    define: bootDefines,
    resolve: {
      alias: [...aliases, ...(mode === 'production' ? productionAliases : [])],
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Every browser the app supports has <link rel="modulepreload">: no polyfill chunk to load.
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild
        ? // The server-side build of src/prerender.tsx, run once by scripts/prerender.mjs: one file,
          // since nothing downloads it. The screens the app loads lazily are imported statically
          // by prerender.tsx (it renders them), so splitting them off would achieve nothing.
          { output: { entryFileNames: '[name].js', codeSplitting: false } }
        : {
            // The app (index.html, every route), the prerendered landing page's own entry, and the
            // first script of the signed-in pages (src/boot.ts, appended to the route-preload module)
            // and the web fonts' own stylesheet.
            input: {
              index: fromHere('./index.html'),
              landing: fromHere('./landing.html'),
              boot: BOOT_ENTRY,
              fonts: FONTS_ENTRY,
            },
            // Without this, importing one constant from a module would keep everything that module
            // does at load time, as far as the bundler can tell; see above.
            treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE_SOURCE.test(id) ? false : undefined) },
            output: {
              codeSplitting: { groups: CHUNK_GROUPS },
              // The spec serves lazily loaded code chunks from static/js/ under the site root.
              entryFileNames: 'static/js/[name]-[hash].js',
              chunkFileNames: 'static/js/[name]-[hash].js',
              assetFileNames: (asset) => {
                const name = asset.names[0] ?? '';
                const extension = name.slice(name.lastIndexOf('.'));
                const dir = STATIC_ASSET_DIRS[extension] ?? 'static/media';
                return `${dir}/[name]-[hash][extname]`;
              },
            },
          },
    },
  };
});
