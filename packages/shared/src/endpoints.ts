/**
 * The endpoint table: every API call with the zod schemas of its path params, query, body and
 * answer, keyed by the names of the route table (./routes.ts). The server declares its routes
 * from these entries; code that only sends requests imports ./routes.ts instead, which knows
 * the same calls with these schemas as types only (no zod in its bundle).
 */
import type { z } from 'zod';
import type { RouteEntry } from './route-entry.js';
import {
  checkStatusQuerySchema,
  checkStatusResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  userResponseSchema,
} from './schemas/auth.js';
import {
  bookCommentPathParamsSchema,
  bookPathParamsSchema,
  uploadBookParamsSchema,
} from './schemas/book-params.js';
import {
  bookDetailSchema,
  bookInputSchema,
  bookListResponseSchema,
  bookSchema,
  chapterCommentBodySchema,
  chapterCommentListQuerySchema,
  commentBodySchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentSchema,
  listBooksQuerySchema,
  popularBooksQuerySchema,
  popularBooksResponseSchema,
  rateBodySchema,
  rateResponseSchema,
  saveBookResponseSchema,
  toggleFavoriteResponseSchema,
  toggleLikeResponseSchema,
  updateEntryBodySchema,
} from './schemas/books.js';
import {
  appPasswordCreatedSchema,
  appPasswordCreateSchema,
  appPasswordListSchema,
} from './schemas/books-out.js';
import { idParamsSchema, messageResponseSchema } from './schemas/common.js';
import { importSummarySchema } from './schemas/data-transfer.js';
import { fileJobClientKeyQuerySchema, fileJobListResponseSchema } from './schemas/file-jobs.js';
import {
  highlightExportQuerySchema,
  highlightInputSchema,
  highlightListResponseSchema,
  highlightParamsSchema,
  highlightSchema,
  highlightUpdateSchema,
} from './schemas/highlights.js';
import {
  annotationsExportQuerySchema,
  annotationsImportResultSchema,
  annotationsImportSchema,
} from './schemas/annotations.js';
import { healthResponseSchema } from './schemas/health.js';
import { ssoCallbackQuerySchema, ssoConfigResponseSchema, ssoExchangeBodySchema } from './schemas/sso.js';
import { imageQuerySchema, imageUploadResponseSchema } from './schemas/images.js';
import { importBookResponseSchema } from './schemas/import.js';
import {
  bookmarkBodySchema,
  bookmarkResponseSchema,
  chapterCommentParamsSchema,
  chapterListResponseSchema,
  chapterParamsSchema,
  chapterQuerySchema,
  chapterResponseSchema,
  continueReadingQuerySchema,
  continueReadingResponseSchema,
  deleteChapterCommentResponseSchema,
  positionBodySchema,
  positionQuerySchema,
  readerSettingsSchema,
  readerSettingsUpdateSchema,
  readingSpeedSchema,
  readingPositionSchema,
  readingSessionBodySchema,
  readingSessionSchema,
  voteResponseSchema,
} from './schemas/reader.js';
import {
  achievementsResponseSchema,
  addCollectionBookSchema,
  bookIdParamsSchema,
  collectionBookParamsSchema,
  collectionInputSchema,
  collectionListResponseSchema,
  collectionSchema,
  collectionUpdateSchema,
  goalInputSchema,
  goalListResponseSchema,
  goalSchema,
  goalUpdateSchema,
  historyQuerySchema,
  historyResponseSchema,
  manualLogCreatedResponseSchema,
  manualLogInputSchema,
  manualLogListResponseSchema,
  readingProgressResponseSchema,
  setStatusBodySchema,
  shelfQuerySchema,
  shelfResponseSchema,
  statsSummaryQuerySchema,
  statsSummarySchema,
  statusBoardItemSchema,
  statusBoardSchema,
} from './schemas/reading.js';
import {
  authorFeedParamsSchema,
  bookAnalyticsSchema,
  chapterDraftBodySchema,
  chapterDraftSavedSchema,
  chapterOrderBodySchema,
  chapterReleaseBodySchema,
  createChapterBodySchema,
  revisionListSchema,
  revisionSchema,
  studioBookParamsSchema,
  studioBookSchema,
  studioChapterListSchema,
  studioChapterParamsSchema,
  studioChapterSchema,
  studioChapterSummarySchema,
  studioRevisionParamsSchema,
} from './schemas/studio.js';
import {
  avatarUploadResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  listNotificationsQuerySchema,
  markReadResponseSchema,
  notificationListResponseSchema,
  publicProfileResponseSchema,
  userIdParamsSchema,
} from './schemas/social.js';

/** The success statuses a call answers with its response schema. */
export type SuccessStatus = 200 | 201;

/** The schemas of one call. Error answers are `{ message, code }` (errorResponseSchema). */
export interface EndpointSchemas {
  /** The body may be multipart/form-data (a FormData), as well as JSON when it has a schema. */
  readonly multipart?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; left out when the answer is raw bytes (an image), not JSON. */
  readonly response?: z.ZodType;
  /** Statuses the response schema answers with; [200] when left out. */
  readonly status?: readonly SuccessStatus[];
}

export type Endpoint = RouteEntry & EndpointSchemas;

const endpoint = <
  const M extends RouteEntry['method'],
  const P extends string,
  const S extends EndpointSchemas,
>(
  method: M,
  path: P,
  schemas: S,
): { method: M; path: P } & S => ({ method, path, ...schemas });

const created = [201] as const;

export const endpoints = {
  health: endpoint('GET', '/api/health', { response: healthResponseSchema }),

  register: endpoint('POST', '/api/auth/register', {
    body: registerBodySchema,
    response: registerResponseSchema,
    status: created,
  }),
  login: endpoint('POST', '/api/auth/login', { body: loginBodySchema, response: loginResponseSchema }),
  checkStatus: endpoint('GET', '/api/auth/check-status', {
    query: checkStatusQuerySchema,
    response: checkStatusResponseSchema,
  }),
  getCurrentUser: endpoint('GET', '/api/auth/user', { response: userResponseSchema }),
  updateProfile: endpoint('PUT', '/api/auth/user', {
    body: updateProfileBodySchema,
    response: updateProfileResponseSchema,
  }),
  uploadAvatar: endpoint('POST', '/api/auth/user/avatar', {
    multipart: true,
    response: avatarUploadResponseSchema,
  }),
  changePassword: endpoint('PUT', '/api/auth/password', {
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  }),
  logoutEverywhere: endpoint('POST', '/api/auth/logout-all', { response: messageResponseSchema }),
  deleteAccount: endpoint('DELETE', '/api/auth/user', {
    body: deleteAccountBodySchema,
    response: deleteAccountResponseSchema,
  }),
  // Single sign-on through an OpenID Connect provider (decision 051). Start and callback are
  // browser navigations answered with redirects, not JSON.
  ssoConfig: endpoint('GET', '/api/auth/sso', { response: ssoConfigResponseSchema }),
  ssoStart: endpoint('GET', '/api/auth/oidc/start', {}),
  ssoCallback: endpoint('GET', '/api/auth/oidc/callback', { query: ssoCallbackQuerySchema }),
  ssoExchange: endpoint('POST', '/api/auth/oidc/exchange', {
    body: ssoExchangeBodySchema,
    response: loginResponseSchema,
  }),
  getPublicProfile: endpoint('GET', '/api/users/:userId', {
    params: userIdParamsSchema,
    response: publicProfileResponseSchema,
  }),

  listBooks: endpoint('GET', '/api/books', { query: listBooksQuerySchema, response: bookListResponseSchema }),
  popularBooks: endpoint('GET', '/api/books/popular', {
    query: popularBooksQuerySchema,
    response: popularBooksResponseSchema,
  }),
  getBook: endpoint('GET', '/api/books/:id', { params: bookPathParamsSchema, response: bookDetailSchema }),
  createBook: endpoint('POST', '/api/upload-book', {
    multipart: true,
    body: bookInputSchema,
    response: saveBookResponseSchema,
    status: created,
  }),
  updateBook: endpoint('PUT', '/api/upload-book/:bookId', {
    multipart: true,
    params: uploadBookParamsSchema,
    body: bookInputSchema,
    response: saveBookResponseSchema,
  }),
  updateEntry: endpoint('PUT', '/api/books/:id', {
    params: bookPathParamsSchema,
    body: updateEntryBodySchema,
    response: bookSchema,
  }),
  deleteBook: endpoint('DELETE', '/api/books/:id', {
    params: bookPathParamsSchema,
    response: messageResponseSchema,
  }),
  toggleLike: endpoint('POST', '/api/books/:id/like', {
    params: bookPathParamsSchema,
    response: toggleLikeResponseSchema,
  }),
  toggleFavorite: endpoint('POST', '/api/books/:id/favorite', {
    params: bookPathParamsSchema,
    response: toggleFavoriteResponseSchema,
  }),
  rateBook: endpoint('POST', '/api/books/:id/rate', {
    params: bookPathParamsSchema,
    body: rateBodySchema,
    response: rateResponseSchema,
  }),
  listBookComments: endpoint('GET', '/api/books/:id/comments', {
    params: bookPathParamsSchema,
    query: commentListQuerySchema,
    response: commentListResponseSchema,
  }),
  addBookComment: endpoint('POST', '/api/books/:id/comment', {
    params: bookPathParamsSchema,
    body: commentBodySchema,
    response: commentSchema,
    status: created,
  }),
  deleteBookComment: endpoint('DELETE', '/api/books/:id/comments/:commentId', {
    params: bookCommentPathParamsSchema,
    response: messageResponseSchema,
  }),

  uploadImage: endpoint('POST', '/api/images', {
    multipart: true,
    response: imageUploadResponseSchema,
    status: created,
  }),
  /**
   * The image bytes with their own Content-Type, ETag and a year's Cache-Control (304 on a match);
   * `?format=jpeg` answers a JPEG rendition.
   */
  getImage: endpoint('GET', '/api/images/:id', { params: idParamsSchema, query: imageQuerySchema }),
  getImageThumb: endpoint('GET', '/api/images/:id/thumb', {
    params: idParamsSchema,
    query: imageQuerySchema,
  }),

  listChapters: endpoint('GET', '/api/books/:id/chapters', {
    params: idParamsSchema,
    response: chapterListResponseSchema,
  }),
  getChapter: endpoint('GET', '/api/books/:id/chapters/:number', {
    params: chapterParamsSchema,
    query: chapterQuerySchema,
    response: chapterResponseSchema,
  }),
  toggleVote: endpoint('POST', '/api/books/:id/chapters/:number/vote', {
    params: chapterParamsSchema,
    response: voteResponseSchema,
  }),
  listChapterComments: endpoint('GET', '/api/books/:id/chapters/:number/comments', {
    params: chapterParamsSchema,
    query: chapterCommentListQuerySchema,
    response: commentListResponseSchema,
  }),
  addChapterComment: endpoint('POST', '/api/books/:id/chapters/:number/comments', {
    params: chapterParamsSchema,
    body: chapterCommentBodySchema,
    response: commentSchema,
    status: created,
  }),
  deleteChapterComment: endpoint('DELETE', '/api/books/:id/chapters/:number/comments/:commentId', {
    params: chapterCommentParamsSchema,
    response: deleteChapterCommentResponseSchema,
  }),
  getPosition: endpoint('GET', '/api/books/:id/position', {
    params: idParamsSchema,
    query: positionQuerySchema,
    response: readingPositionSchema,
  }),
  savePosition: endpoint('PUT', '/api/books/:id/position', {
    params: idParamsSchema,
    body: positionBodySchema,
    response: readingPositionSchema,
  }),
  setBookmark: endpoint('PUT', '/api/books/:id/bookmark', {
    params: idParamsSchema,
    body: bookmarkBodySchema,
    response: bookmarkResponseSchema,
  }),
  continueReading: endpoint('GET', '/api/reading/continue', {
    query: continueReadingQuerySchema,
    response: continueReadingResponseSchema,
  }),
  getReaderSettings: endpoint('GET', '/api/reader/settings', { response: readerSettingsSchema }),
  updateReaderSettings: endpoint('PUT', '/api/reader/settings', {
    body: readerSettingsUpdateSchema,
    response: readerSettingsSchema,
  }),
  /** 201 for a new session, 200 when the same session id is sent again. */
  recordReadingSession: endpoint('POST', '/api/reading/sessions', {
    body: readingSessionBodySchema,
    response: readingSessionSchema,
    status: [200, 201],
  }),

  listGoals: endpoint('GET', '/api/goals', { response: goalListResponseSchema }),
  createGoal: endpoint('POST', '/api/goals', {
    body: goalInputSchema,
    response: goalSchema,
    status: created,
  }),
  updateGoal: endpoint('PUT', '/api/goals/:id', {
    params: idParamsSchema,
    body: goalUpdateSchema,
    response: goalSchema,
  }),
  deleteGoal: endpoint('DELETE', '/api/goals/:id', {
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  listCollections: endpoint('GET', '/api/collections', { response: collectionListResponseSchema }),
  createCollection: endpoint('POST', '/api/collections', {
    body: collectionInputSchema,
    response: collectionSchema,
    status: created,
  }),
  updateCollection: endpoint('PUT', '/api/collections/:id', {
    params: idParamsSchema,
    body: collectionUpdateSchema,
    response: collectionSchema,
  }),
  deleteCollection: endpoint('DELETE', '/api/collections/:id', {
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  addCollectionBook: endpoint('POST', '/api/collections/:id/books', {
    params: idParamsSchema,
    body: addCollectionBookSchema,
    response: collectionSchema,
  }),
  removeCollectionBook: endpoint('DELETE', '/api/collections/:id/books/:bookId', {
    params: collectionBookParamsSchema,
    response: collectionSchema,
  }),
  statusBoard: endpoint('GET', '/api/library/status-board', { response: statusBoardSchema }),
  setBookStatus: endpoint('PUT', '/api/library/:bookId/status', {
    params: bookIdParamsSchema,
    body: setStatusBodySchema,
    response: statusBoardItemSchema,
  }),
  shelf: endpoint('GET', '/api/library/shelf', { query: shelfQuerySchema, response: shelfResponseSchema }),
  statsSummary: endpoint('GET', '/api/stats/summary', {
    query: statsSummaryQuerySchema,
    response: statsSummarySchema,
  }),
  readingProgress: endpoint('GET', '/api/reading/progress', { response: readingProgressResponseSchema }),
  readingHistory: endpoint('GET', '/api/reading/history', {
    query: historyQuerySchema,
    response: historyResponseSchema,
  }),
  achievements: endpoint('GET', '/api/achievements', { response: achievementsResponseSchema }),
  listManualLogs: endpoint('GET', '/api/reading/logs', { response: manualLogListResponseSchema }),
  createManualLog: endpoint('POST', '/api/reading/logs', {
    body: manualLogInputSchema,
    response: manualLogCreatedResponseSchema,
    status: created,
  }),
  deleteManualLog: endpoint('DELETE', '/api/reading/logs/:id', {
    params: idParamsSchema,
    response: messageResponseSchema,
  }),

  listNotifications: endpoint('GET', '/api/notifications', {
    query: listNotificationsQuerySchema,
    response: notificationListResponseSchema,
  }),
  markAllNotificationsRead: endpoint('PUT', '/api/notifications/read', { response: markReadResponseSchema }),
  markNotificationRead: endpoint('PUT', '/api/notifications/:id/read', {
    params: idParamsSchema,
    response: markReadResponseSchema,
  }),

  // ---------------------------------------------------------------- data transfer (Goodreads / StoryGraph CSV, account export)
  importGoodreads: endpoint('POST', '/api/library/import/goodreads', {
    multipart: true,
    query: fileJobClientKeyQuerySchema,
    response: importSummarySchema,
  }),
  /** The caller's library as a Goodreads export CSV (text/csv, an attachment). */
  exportGoodreadsCsv: endpoint('GET', '/api/library/export/goodreads.csv', {}),
  /** A zip of every row the caller owns, as JSON, with a manifest and a README. */
  exportAccount: endpoint('GET', '/api/account/export', { query: fileJobClientKeyQuerySchema }),
  // ---------------------------------------------------------------- import (books from files)
  /** Multipart field "file": an EPUB, Markdown or plain text file; answers the created draft. */
  importBook: endpoint('POST', '/api/books/import', {
    multipart: true,
    query: fileJobClientKeyQuerySchema,
    response: importBookResponseSchema,
    status: created,
  }),
  // ---------------------------------------------------------------- file jobs (imports and exports the reader follows)
  /** The caller's file jobs of the last 7 days, newest first, at most 50. */
  listFileJobs: endpoint('GET', '/api/file-jobs', { response: fileJobListResponseSchema }),
  /** Dismisses one of the caller's file jobs (the work itself is not undone). */
  dismissFileJob: endpoint('DELETE', '/api/file-jobs/:id', {
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  // Read anywhere: time left from the reader's own speed
  readingSpeed: endpoint('GET', '/api/reading/speed', { response: readingSpeedSchema }),
  // ---------------------------------------------------------------- highlights and notes
  createHighlight: endpoint('POST', '/api/books/:id/chapters/:number/highlights', {
    params: chapterParamsSchema,
    body: highlightInputSchema,
    response: highlightSchema,
    status: created,
  }),
  listBookHighlights: endpoint('GET', '/api/books/:id/highlights', {
    params: idParamsSchema,
    response: highlightListResponseSchema,
  }),
  updateHighlight: endpoint('PATCH', '/api/highlights/:hid', {
    params: highlightParamsSchema,
    body: highlightUpdateSchema,
    response: highlightSchema,
  }),
  deleteHighlight: endpoint('DELETE', '/api/highlights/:hid', {
    params: highlightParamsSchema,
    response: messageResponseSchema,
  }),
  /** Markdown (text/markdown): the book, then per chapter each quote with its note and a link back. */
  exportHighlights: endpoint('GET', '/api/highlights/export.md', { query: highlightExportQuerySchema }),
  /** The book's highlights as a W3C Web Annotation collection (application/ld+json). */
  exportHighlightsWebAnnotation: endpoint('GET', '/api/highlights/export.jsonld', {
    query: annotationsExportQuerySchema,
  }),
  /** The book's highlights as a Readium Annotation Set about its EPUB export (application/json). */
  exportHighlightsReadium: endpoint('GET', '/api/highlights/export.annotation', {
    query: annotationsExportQuerySchema,
  }),
  /** Highlights from either format, placed on the book's text; a second import of the same file adds nothing. */
  importHighlights: endpoint('POST', '/api/books/:id/highlights/import', {
    params: idParamsSchema,
    body: annotationsImportSchema,
    response: annotationsImportResultSchema,
  }),
  // Books in and out: EPUB export and the e-reader apps' (OPDS) app passwords
  /** The book as an EPUB 3 file (application/epub+zip, an attachment). */
  exportBookEpub: endpoint('GET', '/api/books/:id/export.epub', { params: bookPathParamsSchema }),
  /** The book as Markdown (text/markdown, an attachment): its chapters' documents (decision 053). */
  exportBookMarkdown: endpoint('GET', '/api/books/:id/export.md', { params: bookPathParamsSchema }),
  listAppPasswords: endpoint('GET', '/api/profile/app-passwords', { response: appPasswordListSchema }),
  createAppPassword: endpoint('POST', '/api/profile/app-passwords', {
    body: appPasswordCreateSchema,
    response: appPasswordCreatedSchema,
    status: created,
  }),
  revokeAppPassword: endpoint('DELETE', '/api/profile/app-passwords/:id', {
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
  // ---------------------------------------------------------------- the writer's studio (decisions 059, 060)
  // The book owner's (or an admin's) only: anyone else gets 404.
  /** The book's chapters for the editor, in order, drafts and scheduled ones included. */
  getStudioBook: endpoint('GET', '/api/books/:bookId/studio', {
    params: studioBookParamsSchema,
    response: studioBookSchema,
  }),
  /** A new last chapter; a draft when the book is published. */
  createChapter: endpoint('POST', '/api/books/:bookId/chapters', {
    params: studioBookParamsSchema,
    body: createChapterBodySchema,
    response: studioChapterSchema,
    status: created,
  }),
  /** Renumbers the book's chapters 1..N in the order sent (every chapter id once). */
  reorderChapters: endpoint('PUT', '/api/books/:bookId/chapters/order', {
    params: studioBookParamsSchema,
    body: chapterOrderBodySchema,
    response: studioChapterListSchema,
  }),
  /** One chapter with its document and latest revision, for the editor. */
  getChapterDraft: endpoint('GET', '/api/books/:bookId/chapters/:chapterId/draft', {
    params: studioChapterParamsSchema,
    response: studioChapterSchema,
  }),
  /**
   * The autosave. 409 (chapterDraftConflictSchema: message, code 'REVISION_CONFLICT', current)
   * when baseRevision is not the chapter's latest revision; nothing is written then.
   */
  saveChapterDraft: endpoint('PUT', '/api/books/:bookId/chapters/:chapterId/draft', {
    params: studioChapterParamsSchema,
    body: chapterDraftBodySchema,
    response: chapterDraftSavedSchema,
  }),
  /** 400 'Cannot remove the last chapter' for a book's only chapter. */
  deleteChapter: endpoint('DELETE', '/api/books/:bookId/chapters/:chapterId', {
    params: studioChapterParamsSchema,
    response: messageResponseSchema,
  }),
  /** Draft, published or scheduled (at releaseAt), silent release, comment lock. */
  setChapterRelease: endpoint('PATCH', '/api/books/:bookId/chapters/:chapterId/release', {
    params: studioChapterParamsSchema,
    body: chapterReleaseBodySchema,
    response: studioChapterSummarySchema,
  }),
  /** The chapter's kept revisions, newest first. */
  listChapterRevisions: endpoint('GET', '/api/books/:bookId/chapters/:chapterId/revisions', {
    params: studioChapterParamsSchema,
    response: revisionListSchema,
  }),
  getChapterRevision: endpoint('GET', '/api/books/:bookId/chapters/:chapterId/revisions/:revision', {
    params: studioRevisionParamsSchema,
    response: revisionSchema,
  }),
  /** Writes a new revision equal to that one; answers the new revision (with its document). */
  restoreChapterRevision: endpoint(
    'POST',
    '/api/books/:bookId/chapters/:chapterId/revisions/:revision/restore',
    { params: studioRevisionParamsSchema, response: revisionSchema },
  ),
  bookAnalytics: endpoint('GET', '/api/books/:bookId/analytics', {
    params: studioBookParamsSchema,
    response: bookAnalyticsSchema,
  }),
  /** The same figures as CSV (text/csv, an attachment): the chapters, a blank line, the daily series. */
  bookAnalyticsCsv: endpoint('GET', '/api/books/:bookId/analytics.csv', { params: studioBookParamsSchema }),
  /** Public, no account: a published book's published chapters as Atom 1.0 (application/atom+xml). */
  bookFeed: endpoint('GET', '/api/books/:bookId/feed.atom', { params: studioBookParamsSchema }),
  /** Public, no account: the published chapters of a writer's published books as Atom 1.0. */
  authorFeed: endpoint('GET', '/api/users/:userId/feed.atom', { params: authorFeedParamsSchema }),
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
