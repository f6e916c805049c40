/**
 * The endpoint table: every API call with the zod schemas of its path params, query, body and
 * answer, keyed by the names of the route table (./routes.ts). The server declares its routes
 * from these entries; code that only sends requests imports ./routes.ts instead, which knows
 * the same calls with these schemas as types only (no zod in its bundle).
 */
import type { z } from 'zod';
import { ROUTE_TABLE, type RouteEntry } from './routes.js';
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
import { idParamsSchema, messageResponseSchema, pageQuerySchema } from './schemas/common.js';
import { healthResponseSchema } from './schemas/health.js';
import { imageUploadResponseSchema } from './schemas/images.js';
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
  readerSettingsSchema,
  readerSettingsUpdateSchema,
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
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** Statuses the response schema answers with; [200] when left out. */
  readonly status?: readonly SuccessStatus[];
}

export type Endpoint = RouteEntry & EndpointSchemas;

const endpoint = <const R extends RouteEntry, const S extends EndpointSchemas>(
  route: R,
  schemas: S,
): R & S => ({
  ...route,
  ...schemas,
});

const created = [201] as const;
const t = ROUTE_TABLE;

export const endpoints = {
  health: endpoint(t.health, { response: healthResponseSchema }),

  register: endpoint(t.register, {
    body: registerBodySchema,
    response: registerResponseSchema,
    status: created,
  }),
  login: endpoint(t.login, { body: loginBodySchema, response: loginResponseSchema }),
  checkStatus: endpoint(t.checkStatus, {
    query: checkStatusQuerySchema,
    response: checkStatusResponseSchema,
  }),
  getCurrentUser: endpoint(t.getCurrentUser, { response: userResponseSchema }),
  updateProfile: endpoint(t.updateProfile, {
    body: updateProfileBodySchema,
    response: updateProfileResponseSchema,
  }),
  uploadAvatar: endpoint(t.uploadAvatar, { response: avatarUploadResponseSchema }),
  changePassword: endpoint(t.changePassword, {
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
  }),
  logoutEverywhere: endpoint(t.logoutEverywhere, { response: messageResponseSchema }),
  deleteAccount: endpoint(t.deleteAccount, {
    body: deleteAccountBodySchema,
    response: deleteAccountResponseSchema,
  }),
  getPublicProfile: endpoint(t.getPublicProfile, {
    params: userIdParamsSchema,
    response: publicProfileResponseSchema,
  }),

  listBooks: endpoint(t.listBooks, { query: listBooksQuerySchema, response: bookListResponseSchema }),
  popularBooks: endpoint(t.popularBooks, {
    query: popularBooksQuerySchema,
    response: popularBooksResponseSchema,
  }),
  getBook: endpoint(t.getBook, { params: bookPathParamsSchema, response: bookDetailSchema }),
  createBook: endpoint(t.createBook, {
    body: bookInputSchema,
    response: saveBookResponseSchema,
    status: created,
  }),
  updateBook: endpoint(t.updateBook, {
    params: uploadBookParamsSchema,
    body: bookInputSchema,
    response: saveBookResponseSchema,
  }),
  updateEntry: endpoint(t.updateEntry, {
    params: bookPathParamsSchema,
    body: updateEntryBodySchema,
    response: bookSchema,
  }),
  deleteBook: endpoint(t.deleteBook, { params: bookPathParamsSchema, response: messageResponseSchema }),
  toggleLike: endpoint(t.toggleLike, { params: bookPathParamsSchema, response: toggleLikeResponseSchema }),
  toggleFavorite: endpoint(t.toggleFavorite, {
    params: bookPathParamsSchema,
    response: toggleFavoriteResponseSchema,
  }),
  rateBook: endpoint(t.rateBook, {
    params: bookPathParamsSchema,
    body: rateBodySchema,
    response: rateResponseSchema,
  }),
  listBookComments: endpoint(t.listBookComments, {
    params: bookPathParamsSchema,
    query: commentListQuerySchema,
    response: commentListResponseSchema,
  }),
  addBookComment: endpoint(t.addBookComment, {
    params: bookPathParamsSchema,
    body: commentBodySchema,
    response: commentSchema,
    status: created,
  }),
  deleteBookComment: endpoint(t.deleteBookComment, {
    params: bookCommentPathParamsSchema,
    response: messageResponseSchema,
  }),

  uploadImage: endpoint(t.uploadImage, { response: imageUploadResponseSchema, status: created }),

  listChapters: endpoint(t.listChapters, { params: idParamsSchema, response: chapterListResponseSchema }),
  getChapter: endpoint(t.getChapter, {
    params: chapterParamsSchema,
    query: chapterQuerySchema,
    response: chapterResponseSchema,
  }),
  toggleVote: endpoint(t.toggleVote, { params: chapterParamsSchema, response: voteResponseSchema }),
  listChapterComments: endpoint(t.listChapterComments, {
    params: chapterParamsSchema,
    query: pageQuerySchema,
    response: commentListResponseSchema,
  }),
  addChapterComment: endpoint(t.addChapterComment, {
    params: chapterParamsSchema,
    body: commentBodySchema,
    response: commentSchema,
    status: created,
  }),
  deleteChapterComment: endpoint(t.deleteChapterComment, {
    params: chapterCommentParamsSchema,
    response: deleteChapterCommentResponseSchema,
  }),
  getPosition: endpoint(t.getPosition, { params: idParamsSchema, response: readingPositionSchema }),
  savePosition: endpoint(t.savePosition, {
    params: idParamsSchema,
    body: positionBodySchema,
    response: readingPositionSchema,
  }),
  setBookmark: endpoint(t.setBookmark, {
    params: idParamsSchema,
    body: bookmarkBodySchema,
    response: bookmarkResponseSchema,
  }),
  continueReading: endpoint(t.continueReading, {
    query: continueReadingQuerySchema,
    response: continueReadingResponseSchema,
  }),
  getReaderSettings: endpoint(t.getReaderSettings, { response: readerSettingsSchema }),
  updateReaderSettings: endpoint(t.updateReaderSettings, {
    body: readerSettingsUpdateSchema,
    response: readerSettingsSchema,
  }),
  /** 201 for a new session, 200 when the same session id is sent again. */
  recordReadingSession: endpoint(t.recordReadingSession, {
    body: readingSessionBodySchema,
    response: readingSessionSchema,
    status: [200, 201],
  }),

  listGoals: endpoint(t.listGoals, { response: goalListResponseSchema }),
  createGoal: endpoint(t.createGoal, { body: goalInputSchema, response: goalSchema, status: created }),
  updateGoal: endpoint(t.updateGoal, {
    params: idParamsSchema,
    body: goalUpdateSchema,
    response: goalSchema,
  }),
  deleteGoal: endpoint(t.deleteGoal, { params: idParamsSchema, response: messageResponseSchema }),
  listCollections: endpoint(t.listCollections, { response: collectionListResponseSchema }),
  createCollection: endpoint(t.createCollection, {
    body: collectionInputSchema,
    response: collectionSchema,
    status: created,
  }),
  updateCollection: endpoint(t.updateCollection, {
    params: idParamsSchema,
    body: collectionUpdateSchema,
    response: collectionSchema,
  }),
  deleteCollection: endpoint(t.deleteCollection, { params: idParamsSchema, response: messageResponseSchema }),
  addCollectionBook: endpoint(t.addCollectionBook, {
    params: idParamsSchema,
    body: addCollectionBookSchema,
    response: collectionSchema,
  }),
  removeCollectionBook: endpoint(t.removeCollectionBook, {
    params: collectionBookParamsSchema,
    response: collectionSchema,
  }),
  statusBoard: endpoint(t.statusBoard, { response: statusBoardSchema }),
  setBookStatus: endpoint(t.setBookStatus, {
    params: bookIdParamsSchema,
    body: setStatusBodySchema,
    response: statusBoardItemSchema,
  }),
  shelf: endpoint(t.shelf, { query: shelfQuerySchema, response: shelfResponseSchema }),
  statsSummary: endpoint(t.statsSummary, { query: statsSummaryQuerySchema, response: statsSummarySchema }),
  readingProgress: endpoint(t.readingProgress, { response: readingProgressResponseSchema }),
  readingHistory: endpoint(t.readingHistory, { query: historyQuerySchema, response: historyResponseSchema }),
  achievements: endpoint(t.achievements, { response: achievementsResponseSchema }),
  listManualLogs: endpoint(t.listManualLogs, { response: manualLogListResponseSchema }),
  createManualLog: endpoint(t.createManualLog, {
    body: manualLogInputSchema,
    response: manualLogCreatedResponseSchema,
    status: created,
  }),
  deleteManualLog: endpoint(t.deleteManualLog, { params: idParamsSchema, response: messageResponseSchema }),

  listNotifications: endpoint(t.listNotifications, {
    query: listNotificationsQuerySchema,
    response: notificationListResponseSchema,
  }),
  markAllNotificationsRead: endpoint(t.markAllNotificationsRead, { response: markReadResponseSchema }),
  markNotificationRead: endpoint(t.markNotificationRead, {
    params: idParamsSchema,
    response: markReadResponseSchema,
  }),
} satisfies { readonly [K in keyof typeof ROUTE_TABLE]: Endpoint };

export type Endpoints = typeof endpoints;
