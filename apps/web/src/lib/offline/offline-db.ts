import type { ChapterListResponse, ChapterResponse, ReadingPosition } from '@quire/shared/schemas/reader';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { signedInUserId } from './queue-owner';

/** A downloaded book: what the reader needs to open it without a connection. */
export interface OfflineBook {
  bookId: string;
  title: string;
  author: string;
  /** The cover's URL; its bytes are in the Cache Storage (COVER_CACHE). */
  coverUrl: string | null;
  toc: ChapterListResponse;
  /** The place as last known on this device (updated by offline saves). */
  position: ReadingPosition | null;
  chapterCount: number;
  /** Bytes stored for it: chapters and contents as stored here, plus the cover. */
  bytes: number;
  downloadedAt: string;
}

export interface StoredChapter {
  bookId: string;
  number: number;
  chapter: ChapterResponse;
}

/** A write made without a connection, sent when it returns (lib/offline/queue.ts). */
export interface QueuedWrite {
  seq?: number;
  kind: 'position' | 'bookmark' | 'session' | 'highlight' | 'other';
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
  books: { key: string; value: OfflineBook };
  chapters: { key: [string, number]; value: StoredChapter; indexes: { byBook: string } };
  queue: { key: number; value: QueuedWrite };
  log: { key: number; value: SyncLogEntry };
}

export const COVER_CACHE = 'quire-offline-covers';
const DB_NAME = 'quire-offline';

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The device's offline store (IndexedDB): downloaded books, their chapters, queued writes. */
export function offlineDb() {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('books', { keyPath: 'bookId' });
      const chapters = db.createObjectStore('chapters', { keyPath: ['bookId', 'number'] });
      chapters.createIndex('byBook', 'bookId');
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('log', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return opening;
}

export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function getOfflineBook(bookId: string) {
  if (!hasIndexedDb()) return undefined;
  return (await offlineDb()).get('books', bookId);
}

export async function getOfflineChapter(bookId: string, number: number) {
  if (!hasIndexedDb()) return undefined;
  return (await (await offlineDb()).get('chapters', [bookId, number]))?.chapter;
}

export async function listOfflineBooks() {
  if (!hasIndexedDb()) return [];
  const books = await (await offlineDb()).getAll('books');
  return books.sort((a, b) => b.downloadedAt.localeCompare(a.downloadedAt));
}

/** Keeps the downloaded copy's place in step with the reader's (so it reopens there offline). */
export async function updateOfflinePosition(
  bookId: string,
  update: (old: ReadingPosition | null) => ReadingPosition,
) {
  if (!hasIndexedDb()) return;
  const db = await offlineDb();
  const tx = db.transaction('books', 'readwrite');
  const book = await tx.store.get(bookId);
  if (book) await tx.store.put({ ...book, position: update(book.position) });
  await tx.done;
}

export async function removeOfflineBook(bookId: string) {
  const db = await offlineDb();
  const book = await db.get('books', bookId);
  const tx = db.transaction(['books', 'chapters'], 'readwrite');
  const keys = await tx.objectStore('chapters').index('byBook').getAllKeys(bookId);
  await Promise.all([
    ...keys.map((key) => tx.objectStore('chapters').delete(key)),
    tx.objectStore('books').delete(bookId),
  ]);
  await tx.done;
  if (book?.coverUrl && 'caches' in window) await (await caches.open(COVER_CACHE)).delete(book.coverUrl);
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
