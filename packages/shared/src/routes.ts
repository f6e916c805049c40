/**
 * Every API call as method and path, one export per call, for code that only sends requests:
 * `import * as routes from '@quire/shared/routes'`, then `api(routes.listBooks, { query })`.
 * The calls are ./routes.gen.ts, generated from the endpoint table (./endpoints.ts) by
 * `npm run generate:routes` (a unit test fails while it is out of date), so a path is written
 * once, in the table. The params, query and body a call takes and the answer it gets are looked
 * up in the table by the call's method and path, as types only: importing this module adds the
 * strings of the calls used to a bundle, and neither schemas nor zod.
 */
import type { z } from 'zod';
import type { endpoints } from './endpoints.js';
import type { HttpMethod, RouteEntry } from './route-entry.js';

export type { HttpMethod, RouteEntry } from './route-entry.js';
export * from './routes.gen.js';

export type EndpointName = keyof typeof endpoints;

// ---------------------------------------------------------------- types of a call

type Schema = z.ZodType;

/**
 * Path and query values as a caller gives them: the keys (and whether each is optional) of what
 * the schema accepts, with the values it yields. `?limit=5` is a number, `?featured=true` a
 * boolean: the URL carries their text and the schema turns it back.
 */
type UrlValues<S extends Schema> =
  z.input<S> extends infer I
    ? z.output<S> extends infer O
      ? { [K in keyof I]: K extends keyof O ? O[K] : I[K] }
      : never
    : never;

/**
 * A JSON body as a caller gives it: what the schema accepts, except that a field it accepts as
 * anything (coerced or preprocessed) takes the type it yields.
 */
type BodyValues<S extends Schema> =
  z.input<S> extends infer I
    ? z.output<S> extends infer O
      ? I extends object
        ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : I[K]) : I[K] }
        : I
      : never
    : never;

/** What one call takes and answers, derived from its schemas (types only). */
export interface CallTypes {
  params: unknown;
  query: unknown;
  body: unknown;
  response: unknown;
}

type TypesOf<E> = {
  params: E extends { params: infer S extends Schema } ? UrlValues<S> : undefined;
  query: E extends { query: infer S extends Schema } ? UrlValues<S> : undefined;
  body: E extends { body: infer S extends Schema } ? BodyValues<S> : undefined;
  response: E extends { response: infer S extends Schema } ? z.output<S> : undefined;
};

/**
 * A route. The calls of ./routes.gen.ts get their types from the endpoint table; a route made
 * elsewhere may carry them in `types`, which is never present at run time.
 */
export interface Route<T extends CallTypes = CallTypes> extends RouteEntry {
  readonly types?: T;
}

type Table = typeof endpoints;

/**
 * The name of the table's entry with a route's method and path (the table holds each pair once);
 * never for a route whose method or path is not one literal.
 */
type EntryNameOf<R extends RouteEntry> = string extends R['path']
  ? never
  : HttpMethod extends R['method']
    ? never
    : {
        [K in EndpointName]: Table[K] extends { method: R['method']; path: R['path'] } ? K : never;
      }[EndpointName];

type TypesOfRoute<R extends Route> = [EntryNameOf<R>] extends [never]
  ? NonNullable<R['types']>
  : TypesOf<Table[EntryNameOf<R>]>;
/** The path parameters of a call (`{ id: string }` for /api/books/:id). */
export type RouteParams<R extends Route> = TypesOfRoute<R>['params'];
/** The query of a call, values as the caller gives them (numbers and booleans as such). */
export type RouteQuery<R extends Route> = TypesOfRoute<R>['query'];
/** The JSON body of a call, as its schema accepts it. */
export type RouteBody<R extends Route> = TypesOfRoute<R>['body'];
/** The answer of a call (its success status). */
export type RouteResponse<R extends Route> = TypesOfRoute<R>['response'];

/** Fills `:name` segments of a path pattern from params (each value URI-encoded). */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
