import * as constants from '@quire/shared/constants';
import * as calls from '@quire/shared/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { firstRequestRoutes, PROTECTED_ROUTES, routeModuleChains } from '../src/app/route-table';
import { firstRequestsFor } from '../src/first-requests';
import {
  bootDefines,
  FONTS_PLACEHOLDER,
  firstScreenTable,
  pathPattern,
  routePreloadPlan,
  routePreloadSource,
} from './first-screens';

const BOOK = '0b6f3a1c-2d4e-4f5a-8b9c-0d1e2f3a4b5c';
/** A value for each query parameter a declaration reads from the page's URL. */
const SAMPLE_SEARCH: Record<string, string> = { book: BOOK, chapter: '3' };

const declared = firstRequestRoutes();
const callPaths = new Map(
  Object.entries(calls).flatMap(([name, call]) => ('path' in call ? [[name, call.path]] : [])),
);
const pathOf = (call: string) => callPaths.get(call);
const table = () => JSON.parse(bootDefines.__QUIRE_FIRST_SCREENS__) as ReturnType<typeof firstScreenTable>;

describe("the boot script's table of first requests", () => {
  it('is made from the route table: one screen per route that declares first requests, in its order', () => {
    expect(declared.map(({ path }) => path)).toEqual(
      PROTECTED_ROUTES.filter((route) => 'firstRequests' in route).map(({ path }) => `/${path}`),
    );
    expect(table()).toEqual(firstScreenTable(declared));
    expect(table().map(({ pattern }) => pattern)).toEqual(declared.map(({ path }) => pathPattern(path)));
    for (const [index, { firstRequests }] of declared.entries()) {
      const screen = table()[index]!;
      expect(screen.requests.map(({ path }) => path)).toEqual(
        firstRequests.requests.map(({ call }) => pathOf(call)),
      );
    }
  });

  it("puts in the shared constants' values", () => {
    const library = table().find(({ pattern }) => new RegExp(pattern, 'i').test('/book-library'));
    expect(library?.requests[0]?.query).toEqual({
      page: 1,
      limit: constants.LIBRARY_PAGE_SIZE,
      sort: constants.DEFAULT_BOOK_SORT,
      order: constants.DEFAULT_BOOK_ORDER,
    });
  });

  it('gives every declared request a complete address on a page that has every value', () => {
    for (const [index, { path, firstRequests }] of declared.entries()) {
      const url = new URL(`http://quire.test${path.replace(/:\w+/g, 'x')}`);
      const searched = new Set(
        firstRequests.requests.flatMap((request) =>
          [...Object.values(request.params ?? {}), ...Object.values(request.query ?? {})].flatMap((value) =>
            typeof value === 'object' && 'search' in value ? [value.search] : [],
          ),
        ),
      );
      for (const name of [...searched, ...Object.keys(firstRequests.needs ?? {})]) {
        expect(SAMPLE_SEARCH, `a sample value for ?${name}=`).toHaveProperty(name);
        if (!firstRequests.onlyWithoutQuery) url.searchParams.set(name, SAMPLE_SEARCH[name]!);
      }
      const addresses = firstRequestsFor([table()[index]!], url, 'device-1');
      expect(addresses, path).toHaveLength(firstRequests.requests.length);
      for (const [at, address] of addresses.entries()) {
        expect(address, path).not.toMatch(/:\w/);
        const callPath = pathOf(firstRequests.requests[at]!.call)!;
        expect(address.split('?')[0]).toMatch(new RegExp(`^${callPath.replace(/:\w+/g, '[^/]+')}$`));
      }
    }
  });

  it('fails the build on a declaration that does not fit its call', () => {
    const screen = (request: object) =>
      [{ path: '/x', firstRequests: { requests: [request] } }] as Parameters<typeof firstScreenTable>[0];
    expect(() => firstScreenTable(screen({ call: 'getChapter', params: { id: 'a' } }))).toThrow(/parameters/);
    expect(() => firstScreenTable(screen({ call: 'readingSpeed', params: { id: 'a' } }))).toThrow(
      /parameters/,
    );
    expect(() => firstScreenTable(screen({ call: 'deleteBook', params: { id: 'a' } }))).toThrow(/not a GET/);
    expect(() =>
      firstScreenTable(screen({ call: 'listBooks', query: { limit: { constant: 'NO_SUCH_CONSTANT' } } })),
    ).toThrow(/NO_SUCH_CONSTANT/);
  });
});

describe('the route-preload module', () => {
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    name = 'x',
    isEntry = false,
  ) => ({
    fileName,
    moduleIds,
    imports,
    name,
    isEntry,
  });
  const chains = [
    { path: '/book-library', modules: ['app-layout', 'book-library'] },
    { path: '/book/:bookId', modules: ['app-layout', 'book'] },
  ];
  const chunks = [
    chunk(
      'static/js/index.js',
      ['/w/src/main.tsx', '/w/src/app/routes/app-layout.tsx'],
      ['static/js/vendor.js'],
      'index',
      true,
    ),
    chunk('static/js/vendor.js', ['/w/node_modules/react-router/index.js']),
    chunk(
      'static/js/book-library.js',
      ['/w/src/app/routes/book-library.tsx'],
      ['static/js/app.js', 'static/js/vendor.js'],
    ),
    chunk('static/js/book.js', ['/w/src/app/routes/book.tsx'], ['static/js/app.js']),
    chunk('static/js/app.js', ['/w/src/lib/links.ts']),
  ];

  it("lists each route's chunks that index.html does not load, each file once", () => {
    expect(routePreloadPlan(chunks, chains)).toEqual({
      files: ['static/js/book-library.js', 'static/js/app.js', 'static/js/book.js'],
      routes: [
        ['^/book-library/?$', [0, 1]],
        ['^/book/[^/]+/?$', [2, 1]],
      ],
    });
    expect(() => routePreloadPlan(chunks, [{ path: '/nope', modules: ['nope'] }])).toThrow(/nope/);
  });

  it('knows every module of the route table (the real chains)', () => {
    const modules = [...new Set(routeModuleChains().flatMap(({ modules }) => modules))];
    const all = modules.map((module) => chunk(`static/js/${module}.js`, [`/w/src/app/routes/${module}.tsx`]));
    const plan = routePreloadPlan(all);
    expect(plan.routes.map(([pattern]) => pattern)).toEqual(
      routeModuleChains().map(({ path }) => pathPattern(path)),
    );
  });

  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it('is the boot script with its fonts filled in, the plan as data prerender.mjs reads, and a routine that preloads the route', () => {
    const plan = routePreloadPlan(chunks, chains);
    const boot = `const fonts = "${FONTS_PLACEHOLDER}";\nglobalThis.bootFonts = fonts;\nexport {};\n`;
    const source = routePreloadSource(boot, '/static/css/fonts-1.css', plan);
    expect(source).toContain('const fonts = "/static/css/fonts-1.css";');
    expect(source).not.toMatch(/^export/m);
    // As scripts/prerender.mjs reads them back.
    expect(JSON.parse(/const files = (.*);/.exec(source)![1]!)).toEqual(plan.files);
    expect(JSON.parse(/const routes = (.*);/.exec(source)![1]!)).toEqual(plan.routes);
    expect(() => routePreloadSource('const nothing = 1;', '/f.css', plan)).toThrow(/fonts/);

    window.history.replaceState(null, '', '/book/1234');
    new Function(source)();
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/static/js/book.js', '/static/js/app.js']);
  });
});
