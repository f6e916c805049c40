/**
 * Every API call as method and path, one export per call, for code that only sends requests:
 * `import * as routes from '@quire/shared/routes'`, then `api(routes.listBooks, { query })`.
 * Each is typed from the endpoint table (./endpoints.ts), which holds the same calls with their
 * zod schemas: the params, query and body a call takes and the answer it gets are known here as
 * types only, and a method or path that differs from the table's does not compile. Importing
 * this module adds the strings of the calls used to a bundle, and neither schemas nor zod.
 */
import type { z } from 'zod';
import type { endpoints } from './endpoints.js';
import type { RouteEntry } from './route-entry.js';

export type { HttpMethod, RouteEntry } from './route-entry.js';

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

/** A route carrying the types of its call. `types` is never present at run time. */
export interface Route<T extends CallTypes = CallTypes> extends RouteEntry {
  readonly types?: T;
}

type Table = typeof endpoints;

/** The route of one endpoint: its method, path and multipart flag, with the types of its call. */
export type RouteOf<K extends EndpointName> = Route<TypesOf<Table[K]>> &
  Pick<Table[K], Extract<keyof Table[K], keyof RouteEntry>>;

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

// ---------------------------------------------------------------- health

export const health: RouteOf<'health'> = { method: 'GET', path: '/api/health' };

// ---------------------------------------------------------------- auth

export const register: RouteOf<'register'> = { method: 'POST', path: '/api/auth/register' };
export const login: RouteOf<'login'> = { method: 'POST', path: '/api/auth/login' };
export const checkStatus: RouteOf<'checkStatus'> = { method: 'GET', path: '/api/auth/check-status' };
export const getCurrentUser: RouteOf<'getCurrentUser'> = { method: 'GET', path: '/api/auth/user' };
export const updateProfile: RouteOf<'updateProfile'> = { method: 'PUT', path: '/api/auth/user' };
export const uploadAvatar: RouteOf<'uploadAvatar'> = {
  method: 'POST',
  path: '/api/auth/user/avatar',
  multipart: true,
};
export const changePassword: RouteOf<'changePassword'> = { method: 'PUT', path: '/api/auth/password' };
export const logoutEverywhere: RouteOf<'logoutEverywhere'> = { method: 'POST', path: '/api/auth/logout-all' };
export const deleteAccount: RouteOf<'deleteAccount'> = { method: 'DELETE', path: '/api/auth/user' };
export const getPublicProfile: RouteOf<'getPublicProfile'> = { method: 'GET', path: '/api/users/:userId' };

// ---------------------------------------------------------------- books

export const listBooks: RouteOf<'listBooks'> = { method: 'GET', path: '/api/books' };
export const popularBooks: RouteOf<'popularBooks'> = { method: 'GET', path: '/api/books/popular' };
export const getBook: RouteOf<'getBook'> = { method: 'GET', path: '/api/books/:id' };
export const createBook: RouteOf<'createBook'> = {
  method: 'POST',
  path: '/api/upload-book',
  multipart: true,
};
export const updateBook: RouteOf<'updateBook'> = {
  method: 'PUT',
  path: '/api/upload-book/:bookId',
  multipart: true,
};
export const updateEntry: RouteOf<'updateEntry'> = { method: 'PUT', path: '/api/books/:id' };
export const deleteBook: RouteOf<'deleteBook'> = { method: 'DELETE', path: '/api/books/:id' };
export const toggleLike: RouteOf<'toggleLike'> = { method: 'POST', path: '/api/books/:id/like' };
export const toggleFavorite: RouteOf<'toggleFavorite'> = { method: 'POST', path: '/api/books/:id/favorite' };
export const rateBook: RouteOf<'rateBook'> = { method: 'POST', path: '/api/books/:id/rate' };
export const listBookComments: RouteOf<'listBookComments'> = {
  method: 'GET',
  path: '/api/books/:id/comments',
};
export const addBookComment: RouteOf<'addBookComment'> = { method: 'POST', path: '/api/books/:id/comment' };
export const deleteBookComment: RouteOf<'deleteBookComment'> = {
  method: 'DELETE',
  path: '/api/books/:id/comments/:commentId',
};

// ---------------------------------------------------------------- images

export const uploadImage: RouteOf<'uploadImage'> = { method: 'POST', path: '/api/images', multipart: true };
export const getImage: RouteOf<'getImage'> = { method: 'GET', path: '/api/images/:id' };
export const getImageThumb: RouteOf<'getImageThumb'> = { method: 'GET', path: '/api/images/:id/thumb' };

// ---------------------------------------------------------------- reader

export const listChapters: RouteOf<'listChapters'> = { method: 'GET', path: '/api/books/:id/chapters' };
export const getChapter: RouteOf<'getChapter'> = { method: 'GET', path: '/api/books/:id/chapters/:number' };
export const toggleVote: RouteOf<'toggleVote'> = {
  method: 'POST',
  path: '/api/books/:id/chapters/:number/vote',
};
export const listChapterComments: RouteOf<'listChapterComments'> = {
  method: 'GET',
  path: '/api/books/:id/chapters/:number/comments',
};
export const addChapterComment: RouteOf<'addChapterComment'> = {
  method: 'POST',
  path: '/api/books/:id/chapters/:number/comments',
};
export const deleteChapterComment: RouteOf<'deleteChapterComment'> = {
  method: 'DELETE',
  path: '/api/books/:id/chapters/:number/comments/:commentId',
};
export const getPosition: RouteOf<'getPosition'> = { method: 'GET', path: '/api/books/:id/position' };
export const savePosition: RouteOf<'savePosition'> = { method: 'PUT', path: '/api/books/:id/position' };
export const setBookmark: RouteOf<'setBookmark'> = { method: 'PUT', path: '/api/books/:id/bookmark' };
export const continueReading: RouteOf<'continueReading'> = { method: 'GET', path: '/api/reading/continue' };
export const getReaderSettings: RouteOf<'getReaderSettings'> = {
  method: 'GET',
  path: '/api/reader/settings',
};
export const updateReaderSettings: RouteOf<'updateReaderSettings'> = {
  method: 'PUT',
  path: '/api/reader/settings',
};
export const recordReadingSession: RouteOf<'recordReadingSession'> = {
  method: 'POST',
  path: '/api/reading/sessions',
};

// ---------------------------------------------------------------- reading

export const listGoals: RouteOf<'listGoals'> = { method: 'GET', path: '/api/goals' };
export const createGoal: RouteOf<'createGoal'> = { method: 'POST', path: '/api/goals' };
export const updateGoal: RouteOf<'updateGoal'> = { method: 'PUT', path: '/api/goals/:id' };
export const deleteGoal: RouteOf<'deleteGoal'> = { method: 'DELETE', path: '/api/goals/:id' };
export const listCollections: RouteOf<'listCollections'> = { method: 'GET', path: '/api/collections' };
export const createCollection: RouteOf<'createCollection'> = { method: 'POST', path: '/api/collections' };
export const updateCollection: RouteOf<'updateCollection'> = { method: 'PUT', path: '/api/collections/:id' };
export const deleteCollection: RouteOf<'deleteCollection'> = {
  method: 'DELETE',
  path: '/api/collections/:id',
};
export const addCollectionBook: RouteOf<'addCollectionBook'> = {
  method: 'POST',
  path: '/api/collections/:id/books',
};
export const removeCollectionBook: RouteOf<'removeCollectionBook'> = {
  method: 'DELETE',
  path: '/api/collections/:id/books/:bookId',
};
export const statusBoard: RouteOf<'statusBoard'> = { method: 'GET', path: '/api/library/status-board' };
export const setBookStatus: RouteOf<'setBookStatus'> = { method: 'PUT', path: '/api/library/:bookId/status' };
export const shelf: RouteOf<'shelf'> = { method: 'GET', path: '/api/library/shelf' };
export const statsSummary: RouteOf<'statsSummary'> = { method: 'GET', path: '/api/stats/summary' };
export const readingProgress: RouteOf<'readingProgress'> = { method: 'GET', path: '/api/reading/progress' };
export const readingHistory: RouteOf<'readingHistory'> = { method: 'GET', path: '/api/reading/history' };
export const achievements: RouteOf<'achievements'> = { method: 'GET', path: '/api/achievements' };
export const listManualLogs: RouteOf<'listManualLogs'> = { method: 'GET', path: '/api/reading/logs' };
export const createManualLog: RouteOf<'createManualLog'> = { method: 'POST', path: '/api/reading/logs' };
export const deleteManualLog: RouteOf<'deleteManualLog'> = {
  method: 'DELETE',
  path: '/api/reading/logs/:id',
};

// ---------------------------------------------------------------- notifications

export const listNotifications: RouteOf<'listNotifications'> = { method: 'GET', path: '/api/notifications' };
export const markAllNotificationsRead: RouteOf<'markAllNotificationsRead'> = {
  method: 'PUT',
  path: '/api/notifications/read',
};
export const markNotificationRead: RouteOf<'markNotificationRead'> = {
  method: 'PUT',
  path: '/api/notifications/:id/read',
};

// ---------------------------------------------------------------- data transfer (Goodreads / StoryGraph CSV, account export)

export const importGoodreads: RouteOf<'importGoodreads'> = {
  method: 'POST',
  path: '/api/library/import/goodreads',
  multipart: true,
};
export const exportGoodreadsCsv: RouteOf<'exportGoodreadsCsv'> = {
  method: 'GET',
  path: '/api/library/export/goodreads.csv',
};
export const exportAccount: RouteOf<'exportAccount'> = { method: 'GET', path: '/api/account/export' };
// ---------------------------------------------------------------- import (books from files)

export const importBook: RouteOf<'importBook'> = {
  method: 'POST',
  path: '/api/books/import',
  multipart: true,
};
// ---------------------------------------------------------------- file jobs

export const listFileJobs: RouteOf<'listFileJobs'> = { method: 'GET', path: '/api/file-jobs' };
export const dismissFileJob: RouteOf<'dismissFileJob'> = { method: 'DELETE', path: '/api/file-jobs/:id' };
// ---------------------------------------------------------------- read anywhere: time left

export const readingSpeed: RouteOf<'readingSpeed'> = { method: 'GET', path: '/api/reading/speed' };
// ---------------------------------------------------------------- highlights and notes

export const createHighlight: RouteOf<'createHighlight'> = {
  method: 'POST',
  path: '/api/books/:id/chapters/:number/highlights',
};
export const listBookHighlights: RouteOf<'listBookHighlights'> = {
  method: 'GET',
  path: '/api/books/:id/highlights',
};
export const updateHighlight: RouteOf<'updateHighlight'> = { method: 'PATCH', path: '/api/highlights/:hid' };
export const deleteHighlight: RouteOf<'deleteHighlight'> = { method: 'DELETE', path: '/api/highlights/:hid' };
export const exportHighlights: RouteOf<'exportHighlights'> = {
  method: 'GET',
  path: '/api/highlights/export.md',
};

// ---------------------------------------------------------------- books in and out: EPUB export, app passwords

export const exportBookEpub: RouteOf<'exportBookEpub'> = {
  method: 'GET',
  path: '/api/books/:id/export.epub',
};
export const listAppPasswords: RouteOf<'listAppPasswords'> = {
  method: 'GET',
  path: '/api/profile/app-passwords',
};
export const createAppPassword: RouteOf<'createAppPassword'> = {
  method: 'POST',
  path: '/api/profile/app-passwords',
};
export const revokeAppPassword: RouteOf<'revokeAppPassword'> = {
  method: 'DELETE',
  path: '/api/profile/app-passwords/:id',
};
