import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoints } from './endpoints.js';
import {
  buildPath,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  routes,
} from './routes.js';
import type { BookListResponse } from './schemas/books.js';

describe('the route table', () => {
  it('has one endpoint with schemas per route, with the same method and path', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      const entry = endpoints[name as keyof typeof endpoints];
      expect({ method: entry.method, path: entry.path }).toEqual({ method: route.method, path: route.path });
    }
  });

  it('declares each method and path once', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
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
