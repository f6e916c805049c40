import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoints } from './endpoints.js';
import * as routes from './routes.js';
import {
  buildPath,
  type RouteBody,
  type RouteEntry,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from './routes.js';
import type { BookListResponse } from './schemas/books.js';

/** The route exports of the module (it also exports buildPath). */
const routeEntries = Object.entries(routes).filter(
  (entry): entry is [string, RouteEntry] => typeof entry[1] === 'object' && 'path' in entry[1],
);

describe('the route table', () => {
  it('has one route per endpoint, with the same method, path and multipart flag', () => {
    expect(routeEntries.map(([name]) => name).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, route] of routeEntries) {
      const entry = endpoints[name as keyof typeof endpoints];
      expect({ method: entry.method, path: entry.path, multipart: 'multipart' in entry }).toEqual({
        method: route.method,
        path: route.path,
        multipart: route.multipart === true,
      });
    }
  });

  it('declares each method and path once', () => {
    const keys = routeEntries.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every path parameter in the params schema', () => {
    for (const [name, entry] of Object.entries(endpoints)) {
      const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const shape = 'params' in entry ? Object.keys((entry.params as { shape: object }).shape).sort() : [];
      expect(shape, name).toEqual(names);
    }
  });

  it('carries the types of each call', () => {
    expectTypeOf<RouteResponse<typeof routes.listBooks>>().toEqualTypeOf<BookListResponse>();
    expectTypeOf<RouteParams<typeof routes.getChapter>>().toEqualTypeOf<{ id: string; number: number }>();
    expectTypeOf<RouteQuery<typeof routes.listBooks>>().toHaveProperty('favorites');
    expectTypeOf<NonNullable<RouteQuery<typeof routes.listBooks>['favorites']>>().toEqualTypeOf<boolean>();
    expectTypeOf<NonNullable<RouteQuery<typeof routes.listBooks>['page']>>().toEqualTypeOf<number>();
    expectTypeOf<RouteBody<typeof routes.rateBook>>().toEqualTypeOf<{ rating: number }>();
    expectTypeOf<RouteBody<typeof routes.toggleLike>>().toEqualTypeOf<undefined>();
  });
});

describe('buildPath', () => {
  it('fills every :name segment, URI-encoded', () => {
    expect(buildPath('/api/books/:id/chapters/:number', { id: 'a b/c', number: 3 })).toBe(
      '/api/books/a%20b%2Fc/chapters/3',
    );
    expect(buildPath('/api/books', undefined)).toBe('/api/books');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/api/books/:id', {})).toThrow('Missing path parameter "id"');
  });
});
