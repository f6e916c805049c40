/**
 * What the production build does for a page's first screen (decisions 009 and 046), out of
 * vite.config.ts so that it is tested on its own (first-screens.test.ts):
 *
 * - the values src/boot.ts shares with the app (storage keys, the paths of the sign-in check and
 *   the user) and the table of each screen's first requests, made from the route table's
 *   `firstRequests` declarations (app/route-table.ts), put in at build time (`bootDefines`), so
 *   that src/boot.ts imports nothing;
 * - the route-preload module (static/js/route-preload-<hash>.js, the signed-in pages' first
 *   script): src/boot.ts, then the list of code chunks each route needs, and a fixed routine
 *   that preloads the current URL's (routePreload).
 */
import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import * as constants from '../../../packages/shared/src/constants.ts';
import * as calls from '../../../packages/shared/src/routes.gen.ts';
import { firstRequestRoutes, routeModuleChains, type ScreenFirstRequests } from '../src/app/route-table.ts';
import type { BootPaths, BootValues } from '../src/boot.ts';
import type { FirstRequestValue, FirstScreen, ScreenValue } from '../src/first-requests.ts';
import { DEVICE_ID_KEY } from '../src/lib/offline/device.ts';

const fromHere = (relative: string): string =>
  decodeURIComponent(new URL(relative, import.meta.url).pathname);

/** src/boot.ts: the first script of every signed-in page, appended to the route-preload module. */
export const BOOT_ENTRY = fromHere('../src/boot.ts');
/** src/fonts.css: the web fonts, a stylesheet switched on after the first screen (decision 045). */
export const FONTS_ENTRY = fromHere('../src/fonts.css');

/** A React Router path pattern as a regular expression for location.pathname (case-insensitive). */
export const pathPattern = (path: string): string =>
  path === '/' ? '^/$' : `^${path.replace(/[.*+?()[\]{}|\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;

const callPath = (name: string): string => {
  const call = (calls as Record<string, { method: string; path: string } | undefined>)[name];
  if (call?.method !== 'GET')
    throw new Error(`first requests: ${name} is not a GET call of the endpoint table`);
  return call.path;
};

const screenValue = (value: FirstRequestValue): ScreenValue => {
  if (typeof value !== 'object' || !('constant' in value)) return value;
  const found = (constants as Record<string, unknown>)[value.constant];
  if (typeof found !== 'string' && typeof found !== 'number')
    throw new Error(`first requests: ${value.constant} is not a string or number constant`);
  return found;
};

const screenValues = (values: Readonly<Record<string, FirstRequestValue>> | undefined) =>
  values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, screenValue(value)]));

/**
 * The table src/boot.ts reads: each declared screen's path pattern and its requests with their
 * calls' paths and the constants' values. Fails on a request that leaves a `:parameter` of its
 * path without a value, or that names one its path does not have.
 */
export function firstScreenTable(
  routes: { path: string; firstRequests: ScreenFirstRequests }[] = firstRequestRoutes(),
): FirstScreen[] {
  return routes.map(({ path, firstRequests }) => ({
    pattern: pathPattern(path),
    ...(firstRequests.needs && { needs: { ...firstRequests.needs } }),
    ...(firstRequests.onlyWithoutQuery && { onlyWithoutQuery: true }),
    requests: firstRequests.requests.map((request) => {
      const requestPath = callPath(request.call);
      const wanted = [...requestPath.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const given = Object.keys(request.params ?? {}).sort();
      if (wanted.join() !== given.join())
        throw new Error(
          `first requests of ${path}: ${request.call} (${requestPath}) is given the parameters [${given}]`,
        );
      const params = screenValues(request.params);
      const query = screenValues(request.query);
      return { path: requestPath, ...(params && { params }), ...(query && { query }) };
    }),
  }));
}

/** The paths src/boot.ts asks for on every signed-in page, from the endpoint table. */
const bootPaths: BootPaths = {
  checkStatus: calls.checkStatus.path,
  getCurrentUser: calls.getCurrentUser.path,
};

/**
 * What src/boot.ts shares with the app, put in at build time so that it imports nothing (it
 * runs before any of the app's code is loaded): storage keys, the two paths of every page (each
 * on its own, `__QUIRE_PATHS__.checkStatus`, so the build writes the string where it is used) and
 * the first requests of each screen (`__QUIRE_FIRST_SCREENS__`, JSON data).
 */
export const bootDefines = {
  __QUIRE_BOOT__: JSON.stringify({
    tokenKey: constants.TOKEN_STORAGE_KEY,
    deviceIdKey: DEVICE_ID_KEY,
    checkStatusKey: constants.CHECK_STATUS_KEY,
  } satisfies BootValues),
  __QUIRE_FIRST_SCREENS__: JSON.stringify(firstScreenTable()),
  ...Object.fromEntries(
    Object.entries(bootPaths).map(([name, path]) => [`__QUIRE_PATHS__.${name}`, JSON.stringify(path)]),
  ),
};

const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;

/** The chunk files to preload for each route pattern: indexes into `files`. */
export interface RoutePreloadPlan {
  files: string[];
  routes: (readonly [pattern: string, indexes: number[]])[];
}

/**
 * For each route of the route table, the code chunks its modules need (with what they import)
 * that index.html does not already load.
 */
export function routePreloadPlan(
  chunks: Pick<OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'name' | 'moduleIds'>[],
  chains: { path: string; modules: string[] }[] = routeModuleChains(),
): RoutePreloadPlan {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withStaticImports = (start: { fileName: string }[]) => {
    const seen = new Set<string>();
    const pending = start.map((chunk) => chunk.fileName);
    for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
      if (seen.has(fileName)) continue;
      seen.add(fileName);
      pending.push(...(byFileName.get(fileName)?.imports ?? []));
    }
    return seen;
  };
  const inHtml = withStaticImports(chunks.filter((chunk) => chunk.isEntry && chunk.name === 'index'));
  const chunksOfModule = new Map<string, { fileName: string }[]>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const name = ROUTE_MODULE.exec(id)?.[1];
      if (name) chunksOfModule.set(name, [...(chunksOfModule.get(name) ?? []), chunk]);
    }
  }
  const files: string[] = [];
  const routes = chains.map(({ path, modules }) => {
    const needed = modules.flatMap((module) => {
      const found = chunksOfModule.get(module);
      if (!found) throw new Error(`route-preload: no chunk holds the route module ${module}`);
      return found;
    });
    const indexes = [...withStaticImports(needed)]
      .filter((fileName) => !inHtml.has(fileName))
      .map((fileName) => (files.includes(fileName) ? files.indexOf(fileName) : files.push(fileName) - 1));
    return [pathPattern(path), indexes] as const;
  });
  return { files, routes };
}

/**
 * Adds <link rel="modulepreload"> for the chunks of the route the page's URL matches. It runs as
 * written here, after src/boot.ts, with `files` and `routes` (the plan) declared before it.
 */
const PRELOAD_ROUTINE = `const route = routes.find(([pattern]) => new RegExp(pattern, 'i').test(location.pathname));
for (const index of route ? route[1] : []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = '/' + files[index];
  document.head.append(link);
}
`;

/** The boot script's placeholder for the web fonts' stylesheet (src/boot.ts FONTS_STYLESHEET). */
export const FONTS_PLACEHOLDER = '%QUIRE_FONTS_STYLESHEET%';

/**
 * The route-preload module: the built src/boot.ts (its fonts stylesheet filled in, its empty
 * export dropped), the plan as data (one `const` line each, which scripts/prerender.mjs reads
 * back), then the fixed preload routine.
 */
export function routePreloadSource(bootCode: string, fontsHref: string, plan: RoutePreloadPlan): string {
  const withFonts = bootCode.replace(FONTS_PLACEHOLDER, fontsHref);
  if (withFonts === bootCode) throw new Error('route-preload: boot.ts has no fonts stylesheet to fill in');
  return [
    withFonts.replace(/^export\s*\{[^}]*\};?\s*$/m, ''),
    "// Generated by apps/web/build/first-screens.ts (routePreload): starts loading the current route's code chunks.",
    `const files = ${JSON.stringify(plan.files)};`,
    `const routes = ${JSON.stringify(plan.routes)};`,
    PRELOAD_ROUTINE,
  ].join('\n');
}

/**
 * Lets a page start downloading its screen's code together with the app's entry chunks. Each
 * screen is a lazily loaded chunk (plus the layouts around it), so it is otherwise only asked
 * for once the entry chunks are downloaded and running: a second round of requests on the
 * critical path. This writes a tiny module (static/js/route-preload-<hash>.js, loaded `async`
 * from index.html) that adds <link rel="modulepreload"> for the chunks the current URL's route
 * modules need (app/route-table.ts), minus those index.html already preloads. The router's own
 * imports then find them loaded. An inline script would do without the request, but the
 * server's Content-Security-Policy only allows scripts from the site (script-src 'self').
 */
export function routePreload(): Plugin {
  return {
    name: 'quire:route-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const plan = routePreloadPlan(chunks);
        // src/boot.ts goes first in the same file: it starts the page's first data requests.
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === BOOT_ENTRY);
        if (!boot) throw new Error('route-preload: the build has no src/boot.ts entry');
        if (boot.imports.length > 0 || boot.dynamicImports.length > 0)
          throw new Error(`route-preload: src/boot.ts must import nothing, it imports ${boot.imports}`);
        delete bundle[boot.fileName];
        // The web fonts' stylesheet (src/fonts.css, an input of its own): boot.ts switches it on.
        const fonts = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.originalFileNames.includes('src/fonts.css'),
        );
        if (!fonts) throw new Error('route-preload: the build has no src/fonts.css stylesheet');
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.facadeModuleId === FONTS_ENTRY) delete bundle[file.fileName];
        const source = routePreloadSource(boot.code, `/${fonts.fileName}`, plan);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `static/js/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script type="module" async crossorigin src="/${fileName}"></script>`;
        const document = String(html.source);
        const at = document.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload: index.html has no module script');
        html.source = `${document.slice(0, at)}${tag}\n    ${document.slice(at)}`;
      },
    },
  };
}
