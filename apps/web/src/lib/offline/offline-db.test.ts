import type { ChapterListResponse, ChapterResponse } from '@quire/shared/schemas/reader';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inMemoryIdb } from '@/testing/in-memory-idb';

const idb = vi.hoisted(() => ({ current: null as null | ReturnType<typeof inMemoryIdb> }));
vi.mock('idb', () => ({
  openDB: (...args: never[]) => (idb.current!.openDB as (...a: never[]) => unknown)(...args),
}));

// Fresh modules per test: the database handle and the stored token are module state.
let offlineDb: typeof import('./offline-db');
let tokens: typeof import('../token-storage');

const ALICE = '0b6f3c1e-0000-4000-8000-00000000000a';
const BRUNO = '0b6f3c1e-0000-4000-8000-00000000000b';
const BOOK = '6d1c2a9e-0000-4000-8000-000000000001';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const signInAs = (userId: string) =>
  tokens.setToken(`${base64url({ alg: 'HS256' })}.${base64url({ sub: userId, ver: 0 })}.signature`);

const chapter = { chapterNumber: 1, title: 'Dawn', content: 'Private words.' } as unknown as ChapterResponse;
const book = {
  bookId: BOOK,
  title: 'A private draft',
  author: 'Alice',
  coverUrl: null,
  toc: { chapters: [] } as unknown as ChapterListResponse,
  position: null,
  chapterCount: 1,
  bytes: 10,
  downloadedAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(async () => {
  idb.current = inMemoryIdb();
  vi.resetModules();
  vi.stubGlobal('indexedDB', {});
  offlineDb = await import('./offline-db');
  tokens = await import('../token-storage');
});

describe('downloads on a shared device', () => {
  it('keeps each download for the user who made it', async () => {
    signInAs(ALICE);
    await offlineDb.putOfflineBook(book, [chapter]);
    expect((await offlineDb.listOfflineBooks()).map((b) => b.title)).toEqual(['A private draft']);

    signInAs(BRUNO);
    expect(await offlineDb.listOfflineBooks()).toEqual([]);
    expect(await offlineDb.getOfflineBook(BOOK)).toBeUndefined();
    expect(await offlineDb.getOfflineChapter(BOOK, 1)).toBeUndefined();
    await offlineDb.updateOfflinePosition(BOOK, () => ({ chapter: 1, position: 0.5 }) as never);
    await offlineDb.removeOfflineBook(BOOK);

    signInAs(ALICE);
    expect((await offlineDb.getOfflineBook(BOOK))?.position).toBeNull();
    expect((await offlineDb.getOfflineChapter(BOOK, 1))?.content).toBe('Private words.');
    await offlineDb.removeOfflineBook(BOOK);
    expect(await offlineDb.listOfflineBooks()).toEqual([]);
  });

  it('keeps nothing for nobody', async () => {
    expect(await offlineDb.listOfflineBooks()).toEqual([]);
    await expect(offlineDb.putOfflineBook(book, [chapter])).rejects.toThrow();
  });

  it('drops the downloads of the first version, which belonged to nobody, and keeps the waiting writes', async () => {
    const first = await idb.current!.openDB('quire-offline', 1, {
      upgrade(db) {
        const v1 = db as {
          createObjectStore: (name: string, options: object) => { createIndex: (...a: string[]) => void };
        };
        v1.createObjectStore('books', { keyPath: 'bookId' });
        v1.createObjectStore('chapters', { keyPath: ['bookId', 'number'] }).createIndex('byBook', 'bookId');
        v1.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
        v1.createObjectStore('log', { keyPath: 'seq', autoIncrement: true });
      },
    });
    await first.put('books', { ...book, ownerId: undefined });
    await first.add('queue', { kind: 'position', ownerId: ALICE });

    signInAs(ALICE);
    expect(await offlineDb.listOfflineBooks()).toEqual([]);
    expect(await (await offlineDb.offlineDb()).count('queue')).toBe(1);
  });
});
