/**
 * Every API call as method and path, for code that only sends requests. Its types come from the
 * endpoint table (./endpoints.ts), which puts the zod schemas of each call on these routes: the
 * params, query and body a call takes and the answer it gets are known here as types only, so
 * importing this module adds a few strings to a bundle and neither the schemas nor zod.
 */
import type { z } from 'zod';
import type { endpoints } from './endpoints.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call: its method and path pattern (`:name` segments are filled from params). */
export interface RouteEntry {
  readonly method: HttpMethod;
  readonly path: string;
  /** The body may be multipart/form-data (a FormData), as well as JSON when it has a schema. */
  readonly multipart?: true;
}

/** The route table. The endpoint table (./endpoints.ts) adds each call's schemas to these. */
export const ROUTE_TABLE = {
  // ------------------------------------------------------------ health
  health: { method: 'GET', path: '/api/health' },

  // ------------------------------------------------------------ auth and profile
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  checkStatus: { method: 'GET', path: '/api/auth/check-status' },
  getCurrentUser: { method: 'GET', path: '/api/auth/user' },
  updateProfile: { method: 'PUT', path: '/api/auth/user' },
  uploadAvatar: { method: 'POST', path: '/api/auth/user/avatar', multipart: true },
  changePassword: { method: 'PUT', path: '/api/auth/password' },
  logoutEverywhere: { method: 'POST', path: '/api/auth/logout-all' },
  deleteAccount: { method: 'DELETE', path: '/api/auth/user' },
  getPublicProfile: { method: 'GET', path: '/api/users/:userId' },

  // ------------------------------------------------------------ books
  listBooks: { method: 'GET', path: '/api/books' },
  popularBooks: { method: 'GET', path: '/api/books/popular' },
  getBook: { method: 'GET', path: '/api/books/:id' },
  createBook: { method: 'POST', path: '/api/upload-book', multipart: true },
  updateBook: { method: 'PUT', path: '/api/upload-book/:bookId', multipart: true },
  updateEntry: { method: 'PUT', path: '/api/books/:id' },
  deleteBook: { method: 'DELETE', path: '/api/books/:id' },
  toggleLike: { method: 'POST', path: '/api/books/:id/like' },
  toggleFavorite: { method: 'POST', path: '/api/books/:id/favorite' },
  rateBook: { method: 'POST', path: '/api/books/:id/rate' },
  listBookComments: { method: 'GET', path: '/api/books/:id/comments' },
  addBookComment: { method: 'POST', path: '/api/books/:id/comment' },
  deleteBookComment: { method: 'DELETE', path: '/api/books/:id/comments/:commentId' },

  // ------------------------------------------------------------ images
  uploadImage: { method: 'POST', path: '/api/images', multipart: true },

  // ------------------------------------------------------------ reader
  listChapters: { method: 'GET', path: '/api/books/:id/chapters' },
  getChapter: { method: 'GET', path: '/api/books/:id/chapters/:number' },
  toggleVote: { method: 'POST', path: '/api/books/:id/chapters/:number/vote' },
  listChapterComments: { method: 'GET', path: '/api/books/:id/chapters/:number/comments' },
  addChapterComment: { method: 'POST', path: '/api/books/:id/chapters/:number/comments' },
  deleteChapterComment: { method: 'DELETE', path: '/api/books/:id/chapters/:number/comments/:commentId' },
  getPosition: { method: 'GET', path: '/api/books/:id/position' },
  savePosition: { method: 'PUT', path: '/api/books/:id/position' },
  setBookmark: { method: 'PUT', path: '/api/books/:id/bookmark' },
  continueReading: { method: 'GET', path: '/api/reading/continue' },
  getReaderSettings: { method: 'GET', path: '/api/reader/settings' },
  updateReaderSettings: { method: 'PUT', path: '/api/reader/settings' },
  recordReadingSession: { method: 'POST', path: '/api/reading/sessions' },

  // ------------------------------------------------------------ my reading
  listGoals: { method: 'GET', path: '/api/goals' },
  createGoal: { method: 'POST', path: '/api/goals' },
  updateGoal: { method: 'PUT', path: '/api/goals/:id' },
  deleteGoal: { method: 'DELETE', path: '/api/goals/:id' },
  listCollections: { method: 'GET', path: '/api/collections' },
  createCollection: { method: 'POST', path: '/api/collections' },
  updateCollection: { method: 'PUT', path: '/api/collections/:id' },
  deleteCollection: { method: 'DELETE', path: '/api/collections/:id' },
  addCollectionBook: { method: 'POST', path: '/api/collections/:id/books' },
  removeCollectionBook: { method: 'DELETE', path: '/api/collections/:id/books/:bookId' },
  statusBoard: { method: 'GET', path: '/api/library/status-board' },
  setBookStatus: { method: 'PUT', path: '/api/library/:bookId/status' },
  shelf: { method: 'GET', path: '/api/library/shelf' },
  statsSummary: { method: 'GET', path: '/api/stats/summary' },
  readingProgress: { method: 'GET', path: '/api/reading/progress' },
  readingHistory: { method: 'GET', path: '/api/reading/history' },
  achievements: { method: 'GET', path: '/api/achievements' },
  listManualLogs: { method: 'GET', path: '/api/reading/logs' },
  createManualLog: { method: 'POST', path: '/api/reading/logs' },
  deleteManualLog: { method: 'DELETE', path: '/api/reading/logs/:id' },

  // ------------------------------------------------------------ notifications
  listNotifications: { method: 'GET', path: '/api/notifications' },
  markAllNotificationsRead: { method: 'PUT', path: '/api/notifications/read' },
  markNotificationRead: { method: 'PUT', path: '/api/notifications/:id/read' },
} as const satisfies Record<string, RouteEntry>;

export type EndpointName = keyof typeof ROUTE_TABLE;

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

/** A route carrying the types of its call. `types` is never present at run time. */
export interface Route<T extends CallTypes = CallTypes> extends RouteEntry {
  readonly types?: T;
}

type Table = typeof endpoints;

export type Routes = {
  readonly [K in EndpointName]: Route<TypesOf<Table[K]>> & (typeof ROUTE_TABLE)[K];
};

/** Every API call by name: `routes.listBooks` is GET /api/books, typed with its query and answer. */
export const routes: Routes = ROUTE_TABLE;

type TypesOfRoute<R extends Route> = NonNullable<R['types']>;
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
