import { readerParagraphs } from '@quire/shared/chapter-text';
import { createHash } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  books,
  chapters,
  appPasswords,
  chapterVotes,
  collectionBooks,
  collections,
  comments,
  goals,
  images,
  libraryEntries,
  likes,
  notifications,
  ratings,
  readingSessions,
  users,
} from '../../src/db/schema.js';
import { counterMismatches } from '../faults/harness/databases.js';
import { bookBody } from '../faults/harness/http.js';
import { randomPng } from '../faults/harness/workload.js';
import { type TestContext, type TestUser, useTestContext } from '../helper.js';
import { listOperations, operationKey, PUBLIC_ROUTES } from './openapi-routes.js';

/**
 * The access matrix: a second reader tries to read, change and delete the first reader's books,
 * chapters, library entry (notes, tags, status, progress, bookmark, position), comments, ratings,
 * votes, reading sessions and logs, goals, collections, notifications, avatar and profile. Each
 * attempt is refused (403/404) or touches only the caller's own data, and the owner's rows are
 * byte-for-byte unchanged afterwards. Add a row to CASES for every new route that takes an id.
 */

interface Owned {
  owner: TestUser;
  attacker: TestUser;
  bookId: string;
  attackerBookId: string;
  chapterIds: string[];
  commentId: string;
  chapterCommentId: string;
  sessionId: string;
  goalId: string;
  collectionId: string;
  notificationId: string;
  logId: string;
  avatarImageId: string;
  appPasswordId: string;
  fileJobId: string;
  highlightId: string;
  highlightAnchor: { paragraph: number; start: number; end: number; quote: string };
  /** Strings only the owner may ever see. */
  secrets: string[];
}

interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  multipart?: { field: string; data: Buffer };
}

interface AccessCase {
  module: string;
  name: string;
  request: (o: Owned) => RequestSpec | Promise<RequestSpec>;
  /**
   * 'refused': 403 or 404. 'own-only': the route acts on the caller's own data (2xx allowed).
   * 'read': 2xx, 403 or 404, and the answer contains none of the owner's secrets.
   * 'safe': any answer below 500 (the owner's rows are checked either way).
   * A list: exactly one of these statuses.
   */
  expect: 'refused' | 'own-only' | 'read' | 'safe' | number[];
}

const today = new Date().toISOString().slice(0, 10);

const CASES: AccessCase[] = [
  // books and chapters (chapters are edited through the book form)
  {
    module: 'books',
    name: 'read the owner’s book with their entry',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}` }),
  },
  {
    module: 'books',
    name: 'list books',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/books?limit=50' }),
  },
  {
    module: 'books',
    name: 'list “mine” books',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/books?mine=true' }),
  },
  {
    module: 'books',
    name: 'replace the book and its chapters',
    expect: 'refused',
    request: (o) => ({
      method: 'PUT',
      url: `/api/upload-book/${o.bookId}`,
      payload: bookBody('Hijacked', '9781111111111'),
    }),
  },
  {
    module: 'books',
    name: 'delete the book',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/books/${o.bookId}` }),
  },
  {
    module: 'chapters',
    name: 'edit the attacker’s own book naming the owner’s chapter ids',
    expect: 'safe',
    request: (o) => ({
      method: 'PUT',
      url: `/api/upload-book/${o.attackerBookId}`,
      payload: {
        ...bookBody('Attacker’s Book', '9780000000024'),
        chapters: o.chapterIds.map((id) => ({
          _id: id,
          title: 'Overwritten',
          content: 'Overwritten by someone else',
        })),
      },
    }),
  },
  {
    module: 'chapters',
    name: 'create a book naming the owner’s chapter ids',
    expect: 'safe',
    request: (o) => ({
      method: 'POST',
      url: '/api/upload-book',
      payload: {
        ...bookBody('Chapter Thief', '9780000000031'),
        chapters: o.chapterIds.map((id) => ({ _id: id, title: 'Stolen', content: 'Stolen chapter' })),
      },
    }),
  },
  {
    module: 'chapters',
    name: 'read the table of contents',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/chapters` }),
  },
  {
    module: 'chapters',
    name: 'read a chapter',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/chapters/1?peek=true` }),
  },
  // the writer's studio (decisions 059, 060): the owner's only, 404 to anyone else
  ...(
    [
      ['read the book’s studio', (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/studio` })],
      [
        'add a chapter',
        (o) => ({ method: 'POST', url: `/api/books/${o.bookId}/chapters`, payload: { title: 'Injected' } }),
      ],
      [
        'reorder the chapters',
        (o) => ({
          method: 'PUT',
          url: `/api/books/${o.bookId}/chapters/order`,
          payload: { chapterIds: [...o.chapterIds].reverse() },
        }),
      ],
      [
        'read a chapter’s draft',
        (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/chapters/${o.chapterIds[0]}/draft` }),
      ],
      [
        'autosave over a chapter',
        (o) => ({
          method: 'PUT',
          url: `/api/books/${o.bookId}/chapters/${o.chapterIds[0]}/draft`,
          payload: { title: 'Overwritten', doc: { type: 'doc', content: [] }, baseRevision: 1 },
        }),
      ],
      [
        'delete a chapter',
        (o) => ({ method: 'DELETE', url: `/api/books/${o.bookId}/chapters/${o.chapterIds[0]}` }),
      ],
      [
        'unpublish a chapter and lock its comments',
        (o) => ({
          method: 'PATCH',
          url: `/api/books/${o.bookId}/chapters/${o.chapterIds[0]}/release`,
          payload: { status: 'draft', commentsLocked: true },
        }),
      ],
      [
        'list a chapter’s revisions',
        (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/chapters/${o.chapterIds[0]}/revisions` }),
      ],
      [
        'read a chapter’s revision',
        (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/chapters/${o.chapterIds[0]}/revisions/1` }),
      ],
      [
        'restore a chapter’s revision',
        (o) => ({
          method: 'POST',
          url: `/api/books/${o.bookId}/chapters/${o.chapterIds[0]}/revisions/1/restore`,
        }),
      ],
      ['read the book’s analytics', (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/analytics` })],
      [
        'download the book’s analytics',
        (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/analytics.csv` }),
      ],
    ] as [string, AccessCase['request']][]
  ).map(([name, request]): AccessCase => ({ module: 'studio', name, expect: [404], request })),
  // the library entry: notes, tags, status, progress, position, bookmark, favourite
  {
    module: 'entries',
    name: 'write notes, tags, status and progress on the same book',
    expect: 'own-only',
    request: (o) => ({
      method: 'PUT',
      url: `/api/books/${o.bookId}`,
      payload: { notes: 'mine now', tags: ['stolen'], status: 'Completed', progress: 100 },
    }),
  },
  {
    module: 'entries',
    name: 'set status on the same book',
    expect: 'own-only',
    request: (o) => ({
      method: 'PUT',
      url: `/api/library/${o.bookId}/status`,
      payload: { status: 'Want to Read' },
    }),
  },
  {
    module: 'progress',
    name: 'read the reading position',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/position` }),
  },
  {
    module: 'progress',
    name: 'save a reading position',
    expect: 'own-only',
    request: (o) => ({
      method: 'PUT',
      url: `/api/books/${o.bookId}/position`,
      payload: { chapter: 1, position: 0.1 },
    }),
  },
  {
    module: 'bookmarks',
    name: 'set a bookmark',
    expect: 'own-only',
    request: (o) => ({ method: 'PUT', url: `/api/books/${o.bookId}/bookmark`, payload: { chapter: null } }),
  },
  {
    module: 'progress',
    name: 'record a reading session reusing the owner’s session id',
    expect: [403, 404, 409],
    request: (o) => ({
      method: 'POST',
      url: '/api/reading/sessions',
      payload: {
        id: o.sessionId,
        bookId: o.bookId,
        chapterNumber: 1,
        startedAt: new Date(Date.now() - 120_000).toISOString(),
        endedAt: new Date(Date.now() - 60_000).toISOString(),
        activeSeconds: 30,
        wordsRead: 1,
      },
    }),
  },
  {
    module: 'progress',
    name: 'continue reading',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/reading/continue' }),
  },
  {
    module: 'progress',
    name: 'reading progress',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/reading/progress' }),
  },
  {
    module: 'progress',
    name: 'reading history',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/reading/history' }),
  },
  {
    module: 'progress',
    name: 'stats summary',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/stats/summary' }),
  },
  {
    module: 'progress',
    name: 'achievements',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/achievements' }),
  },
  {
    module: 'entries',
    name: 'shelf',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/library/shelf' }),
  },
  {
    module: 'entries',
    name: 'status board',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/library/status-board' }),
  },
  // comments and chapter comments
  {
    module: 'comments',
    name: 'delete the owner’s comment',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/books/${o.bookId}/comments/${o.commentId}` }),
  },
  {
    module: 'comments',
    name: 'delete the owner’s comment through another book',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/books/${o.attackerBookId}/comments/${o.commentId}` }),
  },
  {
    module: 'comments',
    name: 'delete the owner’s chapter comment',
    expect: 'refused',
    request: (o) => ({
      method: 'DELETE',
      url: `/api/books/${o.bookId}/chapters/1/comments/${o.chapterCommentId}`,
    }),
  },
  {
    module: 'comments',
    name: 'delete the owner’s chapter comment as a book comment',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/books/${o.bookId}/comments/${o.chapterCommentId}` }),
  },
  {
    module: 'comments',
    name: 'read the comments',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/comments` }),
  },
  // ratings and votes: the caller's own, never the owner's
  {
    module: 'ratings',
    name: 'rate the book (own rating only)',
    expect: 'own-only',
    request: (o) => ({ method: 'POST', url: `/api/books/${o.bookId}/rate`, payload: { rating: 1 } }),
  },
  // the caller's own reactions to the owner's book: allowed, and they touch only the caller's rows
  {
    module: 'ratings',
    name: 'like the book (own like only)',
    expect: 'own-only',
    request: (o) => ({ method: 'POST', url: `/api/books/${o.bookId}/like` }),
  },
  {
    module: 'entries',
    name: 'favourite the book (own entry only)',
    expect: 'own-only',
    request: (o) => ({ method: 'POST', url: `/api/books/${o.bookId}/favorite` }),
  },
  {
    module: 'comments',
    name: 'comment on the book (own comment)',
    expect: 'own-only',
    request: (o) => ({
      method: 'POST',
      url: `/api/books/${o.bookId}/comment`,
      payload: { content: 'A fair review' },
    }),
  },
  {
    module: 'chapters',
    name: 'vote for a chapter (own vote only)',
    expect: 'own-only',
    request: (o) => ({ method: 'POST', url: `/api/books/${o.bookId}/chapters/1/vote` }),
  },
  {
    module: 'comments',
    name: 'read the chapter comments',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/chapters/1/comments` }),
  },
  {
    module: 'comments',
    name: 'comment on a chapter (own comment)',
    expect: 'own-only',
    request: (o) => ({
      method: 'POST',
      url: `/api/books/${o.bookId}/chapters/1/comments`,
      payload: { content: 'Nice chapter' },
    }),
  },
  // goals
  {
    module: 'goals',
    name: 'list goals',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/goals' }),
  },
  {
    module: 'goals',
    name: 'change the owner’s goal',
    expect: 'refused',
    request: (o) => ({ method: 'PUT', url: `/api/goals/${o.goalId}`, payload: { target: 999 } }),
  },
  {
    module: 'goals',
    name: 'delete the owner’s goal',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/goals/${o.goalId}` }),
  },
  // collections
  {
    module: 'collections',
    name: 'list collections',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/collections' }),
  },
  {
    module: 'collections',
    name: 'rename the owner’s collection',
    expect: 'refused',
    request: (o) => ({
      method: 'PUT',
      url: `/api/collections/${o.collectionId}`,
      payload: { name: 'Hijacked' },
    }),
  },
  {
    module: 'collections',
    name: 'delete the owner’s collection',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/collections/${o.collectionId}` }),
  },
  {
    module: 'collections',
    name: 'add a book to the owner’s collection',
    expect: 'refused',
    request: (o) => ({
      method: 'POST',
      url: `/api/collections/${o.collectionId}/books`,
      payload: { bookId: o.attackerBookId },
    }),
  },
  {
    module: 'collections',
    name: 'remove a book from the owner’s collection',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/collections/${o.collectionId}/books/${o.bookId}` }),
  },
  // reading logs
  {
    module: 'logs',
    name: 'list reading logs',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/reading/logs' }),
  },
  {
    module: 'logs',
    name: 'delete the owner’s reading log',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/reading/logs/${o.logId}` }),
  },
  // notifications
  {
    module: 'notifications',
    name: 'list notifications',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/notifications' }),
  },
  {
    module: 'notifications',
    name: 'mark the owner’s notification read',
    expect: 'refused',
    request: (o) => ({ method: 'PUT', url: `/api/notifications/${o.notificationId}/read` }),
  },
  {
    module: 'notifications',
    name: 'mark all read (own only)',
    expect: 'own-only',
    request: () => ({ method: 'PUT', url: '/api/notifications/read' }),
  },
  // profile, avatar, settings
  {
    module: 'profile',
    name: 'read the owner’s private profile',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/users/${o.owner.id}` }),
  },
  {
    module: 'profile',
    name: 'read own profile',
    expect: 'read',
    request: () => ({ method: 'GET', url: '/api/auth/user' }),
  },
  {
    module: 'profile',
    name: 'take the owner’s e-mail address',
    expect: [409],
    request: (o) => ({
      method: 'PUT',
      url: '/api/auth/user',
      payload: profileBody(o.owner.email.toUpperCase()),
    }),
  },
  {
    module: 'profile',
    name: 'make oneself an admin',
    expect: 'own-only',
    request: (o) => ({
      method: 'PUT',
      url: '/api/auth/user',
      payload: { ...profileBody(o.attacker.email), role: 'admin' },
    }),
  },
  {
    module: 'avatar',
    name: 'upload an avatar (own only)',
    expect: 'own-only',
    request: async () => ({
      method: 'POST',
      url: '/api/auth/user/avatar',
      multipart: { field: 'avatar', data: await randomPng() },
    }),
  },
  {
    module: 'profile',
    name: 'reader settings (own only)',
    expect: 'own-only',
    request: () => ({ method: 'PUT', url: '/api/reader/settings', payload: { fontSize: 22 } }),
  },
  // books in and out: EPUB export, app passwords for e-reader apps
  {
    module: 'epub',
    name: 'export the owner’s published book',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/export.epub` }),
  },
  {
    module: 'epub',
    name: 'export the owner’s published book as Markdown',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/export.md` }),
  },
  {
    module: 'highlights',
    name: 'import annotations into the owner’s book (the caller’s own highlights)',
    expect: 'own-only',
    request: (o) => ({
      method: 'POST',
      url: `/api/books/${o.bookId}/highlights/import`,
      payload: { type: 'AnnotationSet', items: [] },
    }),
  },
  {
    module: 'app-passwords',
    name: 'list app passwords (own only)',
    expect: 'own-only',
    request: () => ({ method: 'GET', url: '/api/profile/app-passwords' }),
  },
  {
    module: 'app-passwords',
    name: 'revoke the owner’s app password',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/profile/app-passwords/${o.appPasswordId}` }),
  },
  // file jobs: each reader's own imports and exports
  {
    module: 'file-jobs',
    name: 'list file jobs (own only)',
    expect: 'own-only',
    request: () => ({ method: 'GET', url: '/api/file-jobs' }),
  },
  {
    module: 'file-jobs',
    name: 'dismiss the owner’s file job',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/file-jobs/${o.fileJobId}` }),
  },
  // highlights and notes: private to their reader
  {
    module: 'highlights',
    name: 'highlight a passage of the owner’s book (the caller’s own highlight)',
    expect: 'own-only',
    request: (o) => ({
      method: 'POST',
      url: `/api/books/${o.bookId}/chapters/1/highlights`,
      payload: { ...o.highlightAnchor, color: 'green', note: 'attacker note' },
    }),
  },
  {
    module: 'highlights',
    name: 'list highlights of the owner’s book (only the caller’s own)',
    expect: 'read',
    request: (o) => ({ method: 'GET', url: `/api/books/${o.bookId}/highlights` }),
  },
  {
    module: 'highlights',
    name: 'recolour or annotate the owner’s highlight',
    expect: 'refused',
    request: (o) => ({
      method: 'PATCH',
      url: `/api/highlights/${o.highlightId}`,
      payload: { color: 'pink', note: 'hijacked' },
    }),
  },
  {
    module: 'highlights',
    name: 'remove the owner’s highlight',
    expect: 'refused',
    request: (o) => ({ method: 'DELETE', url: `/api/highlights/${o.highlightId}` }),
  },
];

function profileBody(email: string) {
  return {
    name: 'Attacker',
    email,
    bio: 'attacker bio',
    avatar: null,
    readingPreferences: [],
    notificationSettings: {
      emailNotifications: false,
      newComments: true,
      newLikes: true,
      newRatings: true,
      newChapters: true,
      achievementAlerts: true,
    },
    privacySettings: { publicProfile: true, showReadingActivity: true, showBookshelf: true },
    theme: 'dark',
    language: 'en',
  };
}

let ctx: TestContext;
let owned: Owned;

async function call(user: TestUser, spec: RequestSpec) {
  if (spec.multipart) {
    const boundary = `----quire${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${spec.multipart.field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      spec.multipart.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.request({
      method: spec.method,
      url: spec.url,
      token: user.token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }
  return ctx.request({
    method: spec.method,
    url: spec.url,
    token: user.token,
    ...(spec.payload !== undefined ? { payload: spec.payload as object } : {}),
  });
}

async function ok(user: TestUser, spec: RequestSpec) {
  const res = await call(user, spec);
  if (res.statusCode >= 300) throw new Error(`${spec.method} ${spec.url} -> ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Counters other readers' own likes, ratings, reads, votes and comments move (checked separately). */
const OTHERS_COUNTERS = [
  'likesCount',
  'favoritesCount',
  'ratingSum',
  'ratingCount',
  'ratingAvg',
  'downloads',
  'commentsCount',
  'readsCount',
  'votesCount',
];

/** Every row that belongs to the owner (or to the owner's book), in a stable, comparable form. */
async function snapshotOwner(o: Owned) {
  const db = ctx.database.db;
  const ownerBooks = await db.select({ id: books.id }).from(books).where(eq(books.ownerId, o.owner.id));
  const bookIds = [o.bookId, ...ownerBooks.map((b) => b.id)];
  const rows = async (table: PgTable, where: ReturnType<typeof eq> | undefined) =>
    // biome-ignore lint/suspicious/noExplicitAny: one generic select over several tables
    (await (db.select().from(table as any) as any).where(where)) as Record<string, unknown>[];
  const ownerCollections = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.userId, o.owner.id));
  const snapshot = {
    user: await rows(users, eq(users.id, o.owner.id)),
    books: await rows(books, inArray(books.id, bookIds)),
    chapters: await rows(chapters, inArray(chapters.bookId, bookIds)),
    entries: await rows(libraryEntries, eq(libraryEntries.userId, o.owner.id)),
    likes: await rows(likes, eq(likes.userId, o.owner.id)),
    ratings: await rows(ratings, eq(ratings.userId, o.owner.id)),
    comments: await rows(comments, eq(comments.userId, o.owner.id)),
    votes: await rows(chapterVotes, eq(chapterVotes.userId, o.owner.id)),
    sessions: await rows(readingSessions, eq(readingSessions.userId, o.owner.id)),
    goals: await rows(goals, eq(goals.userId, o.owner.id)),
    collections: await rows(collections, eq(collections.userId, o.owner.id)),
    collectionBooks: ownerCollections.length
      ? await rows(
          collectionBooks,
          inArray(
            collectionBooks.collectionId,
            ownerCollections.map((c) => c.id),
          ),
        )
      : [],
    notifications: await rows(notifications, eq(notifications.userId, o.owner.id)),
    avatar: await rows(images, or(eq(images.id, o.avatarImageId))),
    appPasswords: await rows(appPasswords, eq(appPasswords.userId, o.owner.id)),
  };
  // Counters move with other readers' own reactions; everything the owner wrote stays as it was.
  return JSON.parse(
    JSON.stringify(snapshot, (key, value) => {
      if (value?.type === 'Buffer' && Array.isArray(value.data))
        return createHash('sha256').update(Buffer.from(value.data)).digest('hex');
      if (OTHERS_COUNTERS.includes(key)) return undefined;
      return value;
    }),
  );
}

beforeAll(async () => {
  ctx = await useTestContext();
  const owner = await ctx.signUp({ name: 'Owner Reader' });
  const attacker = await ctx.signUp({ name: 'Attacker Reader' });
  const bystander = await ctx.signUp({ name: 'Bystander Reader' });

  // The owner: a private profile with a secret bio, an avatar, a book, an entry full of notes...
  const privateProfile = {
    ...profileBody(owner.email),
    name: 'Owner Reader',
    bio: 'OWNER-SECRET-BIO',
    privacySettings: { publicProfile: false, showReadingActivity: false, showBookshelf: false },
  };
  await ok(owner, { method: 'PUT', url: '/api/auth/user', payload: privateProfile });
  const avatar = await ok(owner, {
    method: 'POST',
    url: '/api/auth/user/avatar',
    multipart: { field: 'avatar', data: await randomPng() },
  });
  const avatarImageId = String(avatar.avatarUrl).split('/').pop()!;
  const book = await ok(owner, {
    method: 'POST',
    url: '/api/upload-book',
    payload: bookBody('Owner’s Book', '9780000000017'),
  });
  const bookId = book._id as string;
  const attackerBook = await ok(attacker, {
    method: 'POST',
    url: '/api/upload-book',
    payload: bookBody('Attacker’s Book', '9780000000024'),
  });
  await ok(owner, {
    method: 'PUT',
    url: `/api/books/${bookId}`,
    payload: { notes: 'OWNER-SECRET-NOTE', tags: ['owner-secret-tag'], status: 'Reading', progress: 40 },
  });
  await ok(owner, { method: 'POST', url: `/api/books/${bookId}/favorite` });
  // Authors neither like nor rate their own books: the owner's like and rating rows are on another's.
  await ok(owner, { method: 'POST', url: `/api/books/${attackerBook._id}/like` });
  await ok(owner, { method: 'POST', url: `/api/books/${attackerBook._id}/rate`, payload: { rating: 4 } });
  const comment = await ok(owner, {
    method: 'POST',
    url: `/api/books/${bookId}/comment`,
    payload: { content: 'Owner comment' },
  });
  const chapterComment = await ok(owner, {
    method: 'POST',
    url: `/api/books/${bookId}/chapters/1/comments`,
    payload: { content: 'Owner chapter comment' },
  });
  await ok(owner, { method: 'POST', url: `/api/books/${bookId}/chapters/1/vote` });
  await ok(owner, {
    method: 'PUT',
    url: `/api/books/${bookId}/position`,
    payload: { chapter: 2, position: 0.5 },
  });
  await ok(owner, { method: 'PUT', url: `/api/books/${bookId}/bookmark`, payload: { chapter: 2 } });
  const sessionId = crypto.randomUUID();
  await ok(owner, {
    method: 'POST',
    url: '/api/reading/sessions',
    payload: {
      id: sessionId,
      bookId,
      chapterNumber: 1,
      startedAt: new Date(Date.now() - 600_000).toISOString(),
      endedAt: new Date(Date.now() - 300_000).toISOString(),
      activeSeconds: 200,
      wordsRead: 10,
    },
  });
  const goal = await ok(owner, {
    method: 'POST',
    url: '/api/goals',
    payload: { type: 'books', target: 7, timeframe: 'monthly', startDate: today },
  });
  const collection = await ok(owner, {
    method: 'POST',
    url: '/api/collections',
    payload: { name: 'OWNER-SECRET-COLLECTION', description: 'private list' },
  });
  await ok(owner, { method: 'POST', url: `/api/collections/${collection.id}/books`, payload: { bookId } });
  const { log } = await ok(owner, { method: 'POST', url: '/api/reading/logs', payload: { kind: 'hour' } });
  await ok(owner, { method: 'PUT', url: '/api/reader/settings', payload: { fontSize: 20 } });
  const appPassword = await ok(owner, {
    method: 'POST',
    url: '/api/profile/app-passwords',
    payload: { name: 'OWNER-SECRET-DEVICE' },
  });
  const chapterOne = await ok(owner, { method: 'GET', url: `/api/books/${bookId}/chapters/1` });
  const firstParagraph = readerParagraphs(chapterOne.content as string)[0]!;
  const highlightAnchor = { paragraph: 0, start: 0, end: Math.min(12, firstParagraph.length), quote: '' };
  highlightAnchor.quote = firstParagraph.slice(highlightAnchor.start, highlightAnchor.end);
  const highlight = await ok(owner, {
    method: 'POST',
    url: `/api/books/${bookId}/chapters/1/highlights`,
    payload: { ...highlightAnchor, color: 'yellow', note: 'OWNER-SECRET-HIGHLIGHT-NOTE' },
  });
  if (typeof highlight._id !== 'string') throw new Error('the owner’s highlight has no id');
  // ...and a notification, from a third reader commenting on the owner's book.
  await ok(bystander, {
    method: 'POST',
    url: `/api/books/${bookId}/comment`,
    payload: { content: 'Bystander comment' },
  });
  let notificationId: string | undefined;
  for (let i = 0; i < 50 && !notificationId; i++) {
    const list = await ok(owner, { method: 'GET', url: '/api/notifications' });
    notificationId = list.notifications[0]?._id;
    if (!notificationId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!notificationId) throw new Error('the owner got no notification');

  // The owner's account export leaves a file job (and no row elsewhere).
  const exported = await ctx.request({ method: 'GET', url: '/api/account/export', token: owner.token });
  if (exported.statusCode !== 200) throw new Error(`the owner's export failed: ${exported.statusCode}`);
  const fileJobs = await ok(owner, { method: 'GET', url: '/api/file-jobs' });
  const fileJobId = fileJobs.jobs[0]?.id as string;

  owned = {
    owner,
    attacker,
    bookId,
    attackerBookId: attackerBook._id,
    chapterIds: (book.chapters as { _id: string }[]).map((c) => c._id),
    commentId: comment._id,
    chapterCommentId: chapterComment._id,
    sessionId,
    goalId: goal.id,
    collectionId: collection.id,
    notificationId,
    logId: log.id,
    avatarImageId,
    appPasswordId: appPassword.appPassword.id,
    fileJobId,
    highlightId: highlight._id,
    highlightAnchor,
    secrets: [
      'OWNER-SECRET-HIGHLIGHT-NOTE',
      highlight._id,
      'OWNER-SECRET-DEVICE',
      appPassword.appPassword.id,
      appPassword.secret,
      owner.email,
      'OWNER-SECRET-BIO',
      'OWNER-SECRET-NOTE',
      'owner-secret-tag',
      'OWNER-SECRET-COLLECTION',
      sessionId,
      goal.id,
      collection.id,
      notificationId,
      log.id,
    ],
  };
});

const withoutGroupState = ({
  message: _message,
  actorId: _actorId,
  actorCount: _actorCount,
  createdAt: _createdAt,
  ...rest
}: Record<string, unknown>) => rest;

describe('access matrix: another reader against the owner’s data', () => {
  it.each(CASES.map((c) => [`${c.module}: ${c.name}`, c] as const))('%s', async (_, testCase) => {
    const before = await snapshotOwner(owned);
    const spec = await testCase.request(owned);
    const res = await call(owned.attacker, spec);
    const where = `${spec.method} ${spec.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (testCase.expect === 'refused') expect([403, 404], where).toContain(res.statusCode);
    else if (testCase.expect === 'own-only') expect(res.statusCode, where).toBeLessThan(300);
    else if (testCase.expect === 'read') expect([200, 403, 404], where).toContain(res.statusCode);
    else if (testCase.expect === 'safe') expect(res.statusCode, where).toBeLessThan(500);
    else expect(testCase.expect, where).toContain(res.statusCode);
    for (const secret of owned.secrets) expect(res.body, `${where} leaks ${secret}`).not.toContain(secret);
    const after = await snapshotOwner(owned);
    // Other readers' own likes, ratings and comments may notify the owner: new rows are fine,
    // the owner's existing notifications must stay as they were.
    const known = new Set(before.notifications.map((n: { id: string }) => n.id));
    after.notifications = after.notifications.filter((n: { id: string }) => known.has(n.id));
    // An unread notification about the same thing takes that activity as a group (decision 016):
    // only who it names, how many, and when (so the order) may change; never whose it is, where it
    // links, or whether it was read.
    if (testCase.expect === 'own-only')
      for (const snapshot of [before, after])
        snapshot.notifications = snapshot.notifications
          .map(withoutGroupState)
          .sort((a: Record<string, unknown>, b: Record<string, unknown>) =>
            String(a.id).localeCompare(String(b.id)),
          );
    expect(after, where).toEqual(before);
  });

  it('covers every documented route that takes an id (add a case when a route is added)', async () => {
    const operations = await listOperations(ctx);
    const covered = new Set<string>();
    for (const testCase of CASES) {
      const spec = await testCase.request(owned);
      const path = spec.url.split('?')[0]!;
      const match = operations.find(
        (op) =>
          op.method === spec.method && new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
      );
      if (match) covered.add(operationKey(match));
    }
    const withIds = operations.filter((op) => op.path.includes('{') && !PUBLIC_ROUTES.has(operationKey(op)));
    expect(withIds.map(operationKey).filter((key) => !covered.has(key))).toEqual([]);
  });

  it('kept every counter equal to the rows it counts', async () => {
    const runner = {
      query: async <T>(text: string) =>
        ((await ctx.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
      close: async () => undefined,
    };
    expect(await counterMismatches(runner)).toEqual([]);
  });

  it('left the attacker a reader, and the owner’s token and data working', async () => {
    const [attacker] = await ctx.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, owned.attacker.id));
    expect(attacker?.role).toBe('reader');
    const me = await ok(owned.owner, { method: 'GET', url: '/api/auth/user' });
    expect(me.bio).toBe('OWNER-SECRET-BIO');
    const entry = await ok(owned.owner, { method: 'GET', url: `/api/books/${owned.bookId}` });
    expect(entry).toMatchObject({
      notes: 'OWNER-SECRET-NOTE',
      tags: ['owner-secret-tag'],
      status: 'Reading',
    });
    console.info(
      `[security] access matrix: ${CASES.length} cases over ${new Set(CASES.map((c) => c.module)).size} modules`,
    );
  });
});
