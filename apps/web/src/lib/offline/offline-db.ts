import type { Highlight } from '@quire/shared/schemas/highlights';
import type { ChapterListResponse, ChapterResponse, ReadingPosition } from '@quire/shared/schemas/reader';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { signedInUserId } from './queue-owner';

/**
 * A downloaded book: what the reader needs to open it without a connection. Each is kept for the
 * user who downloaded it (`ownerId`): a device shared by two readers shows each only their own
 * downloads, with their own place, and never one reader's private draft to the other.
 */
export interface OfflineBook {
  ownerId: string;
  bookId: string;
  title: string;
  author: string;
  /** The cover's URL; its bytes are in the Cache Storage (COVER_CACHE). */
  coverUrl: string | null;
  toc: ChapterListResponse;
  /** The place as last known on this device (updated by offline saves). */
  position: ReadingPosition | null;
  /** The reader's highlights of the book as last seen (kept while it is downloaded). */
  highlights?: Highlight[];
  chapterCount: number;
  /** Bytes stored for it: chapters and contents as stored here, plus the cover. */
  bytes: number;
  downloadedAt: string;
}

export interface StoredChapter {
  ownerId: string;
  bookId: string;
  number: number;
  chapter: ChapterResponse;
}

/** A write made without a connection, sent when it returns (lib/offline/queue.ts). */
export interface QueuedWrite {
  seq?: number;
  kind: 'position' | 'bookmark' | 'session' | 'highlight' | 'chapterDraft' | 'other';
  bookId: string | null;
  method: 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  path: string;
  body: unknown;
  /** Sent as Idempotency-Key: a retry after a lost answer is recorded once. */
  key: string;
  label: string;
  createdAt: string;
  attempts: number;
  /**
   * The user who made it (signed in when it was made): it is only ever sent with that user's
   * token. Missing on writes queued by versions of the app that did not record it.
   */
  ownerId?: string;
}

export interface SyncLogEntry {
  seq?: number;
  at: string;
  text: string;
  /** The user whose write the note is about; a note without one is shown to anyone. */
  ownerId?: string;
}

interface OfflineSchema extends DBSchema {
  books: { key: [string, string]; value: OfflineBook; indexes: { byOwner: string } };
  chapters: { key: [string, string, number]; value: StoredChapter; indexes: { byBook: [string, string] } };
  queue: { key: number; value: QueuedWrite };
  log: { key: number; value: SyncLogEntry };
}

export const COVER_CACHE = 'quire-offline-covers';
const DB_NAME = 'quire-offline';

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/**
 * The device's offline store (IndexedDB): downloaded books and their chapters (kept per user),
 * queued writes and the sync log. Version 2 keys books and chapters by their user; the downloads
 * of version 1 belonged to nobody in particular and are dropped (their covers stay cached until
 * the browser evicts them), to be downloaded again by whoever wants them.
 */
export function offlineDb() {
  opening ??= openDB<OfflineSchema>(DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
        db.createObjectStore('log', { keyPath: 'seq', autoIncrement: true });
      }
      // Version 1's stores had other keys (named untyped: the schema knows version 2 only).
      const old = db as unknown as Pick<IDBDatabase, 'objectStoreNames' | 'deleteObjectStore'>;
      for (const name of ['books', 'chapters'])
        if (old.objectStoreNames.contains(name)) old.deleteObjectStore(name);
      const books = db.createObjectStore('books', { keyPath: ['ownerId', 'bookId'] });
      books.createIndex('byOwner', 'ownerId');
      const chapters = db.createObjectStore('chapters', { keyPath: ['ownerId', 'bookId', 'number'] });
      chapters.createIndex('byBook', ['ownerId', 'bookId']);
    },
  });
  return opening;
}

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** The signed-in user, whose downloads these calls read and write; null keeps nothing. */
const reader = () => (hasIndexedDb() ? signedInUserId() : null);

export async function getOfflineBook(bookId: string) {
  const owner = reader();
  if (!owner) return undefined;
  return (await offlineDb()).get('books', [owner, bookId]);
}

export async function getOfflineChapter(bookId: string, number: number) {
  const owner = reader();
  if (!owner) return undefined;
  return (await (await offlineDb()).get('chapters', [owner, bookId, number]))?.chapter;
}

/** The highlights kept with a downloaded book (undefined when it is not downloaded). */
export async function getOfflineHighlights(bookId: string) {
  return (await getOfflineBook(bookId))?.highlights;
}

/** Keeps the latest list of a book's highlights with its download; nothing when it is not downloaded. */
export async function keepOfflineHighlights(bookId: string, highlights: Highlight[]) {
  const owner = reader();
  if (!owner) return;
  const db = await offlineDb();
  const tx = db.transaction('books', 'readwrite');
  const book = await tx.store.get([owner, bookId]);
  if (book) await tx.store.put({ ...book, highlights });
  await tx.done;
}

/** The signed-in user's downloads, newest first. */
export async function listOfflineBooks() {
  const owner = reader();
  if (!owner) return [];
  const books = await (await offlineDb()).transaction('books').store.index('byOwner').getAll(owner);
  return books.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
}

/** Stores a downloaded book and its chapters for the signed-in user (replacing an earlier copy). */
export async function putOfflineBook(book: Omit<OfflineBook, 'ownerId'>, chapters: ChapterResponse[]) {
  const ownerId = reader();
  if (!ownerId) throw new Error('Sign in to download books.');
  const db = await offlineDb();
  const tx = db.transaction(['books', 'chapters'], 'readwrite');
  const stored = { ...book, ownerId };
  await Promise.all([
    ...chapters.map((chapter) =>
      tx
        .objectStore('chapters')
        .put({ ownerId, bookId: book.bookId, number: chapter.chapterNumber, chapter }),
    ),
    tx.objectStore('books').put(stored),
  ]);
  await tx.done;
  return stored;
}

/** Keeps the downloaded copy's place in step with the reader's (so it reopens there offline). */
export async function updateOfflinePosition(
  bookId: string,
  update: (old: ReadingPosition | null) => ReadingPosition,
) {
  const owner = reader();
  if (!owner) return;
  const db = await offlineDb();
  const tx = db.transaction('books', 'readwrite');
  const book = await tx.store.get([owner, bookId]);
  if (book) await tx.store.put({ ...book, position: update(book.position) });
  await tx.done;
}

/** Removes the signed-in user's copy; the cover goes too unless another user's copy shows it. */
export async function removeOfflineBook(bookId: string) {
  const owner = reader();
  if (!owner) return;
  const db = await offlineDb();
  const book = await db.get('books', [owner, bookId]);
  const tx = db.transaction(['books', 'chapters'], 'readwrite');
  const keys = await tx.objectStore('chapters').index('byBook').getAllKeys([owner, bookId]);
  await Promise.all([
    ...keys.map((key) => tx.objectStore('chapters').delete(key)),
    tx.objectStore('books').delete([owner, bookId]),
  ]);
  await tx.done;
  if (!book?.coverUrl || !('caches' in window)) return;
  const stillShown = (await db.getAll('books')).some((other) => other.coverUrl === book.coverUrl);
  if (!stillShown) await (await caches.open(COVER_CACHE)).delete(book.coverUrl);
}

export async function appendSyncLog(text: string, ownerId?: string) {
  const db = await offlineDb();
  await db.add('log', { at: new Date().toISOString(), text, ...(ownerId ? { ownerId } : {}) });
  // Keep the last 50 notes.
  const keys = await db.getAllKeys('log');
  await Promise.all(keys.slice(0, Math.max(0, keys.length - 50)).map((key) => db.delete('log', key)));
}

/** The sync log as the signed-in user may read it: notes about their writes and notes about nobody's. */
export async function readSyncLog() {
  if (!hasIndexedDb()) return [];
  const reader = signedInUserId();
  const entries = await (await offlineDb()).getAll('log');
  return entries.filter((entry) => entry.ownerId === undefined || entry.ownerId === reader).reverse();
}
