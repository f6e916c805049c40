import * as routes from '@quire/shared/routes';
import type { ChapterResponse } from '@quire/shared/schemas/reader';
import { api } from '../api-client';
import { deviceId } from './device';
import { COVER_CACHE, hasIndexedDb, type OfflineBook, putOfflineBook } from './offline-db';

export interface DownloadProgress {
  done: number;
  total: number;
}

const bytesOf = (value: unknown) => new Blob([JSON.stringify(value)]).size;

/** Whether this browser can keep books (IndexedDB and the Cache Storage). */
export const canDownload = () => hasIndexedDb() && typeof caches !== 'undefined';

/**
 * Stores a whole book on the device: its contents, every chapter (fetched with `peek`, so a
 * download is not counted as reading) and the cover. Asks the browser to keep the storage
 * (navigator.storage.persist). Answers the stored book, with the bytes it takes.
 */
export async function downloadBook(bookId: string, onProgress?: (progress: DownloadProgress) => void) {
  if (navigator.storage?.persist) void navigator.storage.persist().catch(() => false);
  const [toc, position, highlights] = await Promise.all([
    api(routes.listChapters, { params: { id: bookId } }),
    api(routes.getPosition, { params: { id: bookId }, query: { deviceId: deviceId() } }),
    // The reader's highlights go with the book (kept up to date while it is read online).
    api(routes.listBookHighlights, { params: { id: bookId } }).catch(() => []),
  ]);
  const total = toc.chapters.length;
  onProgress?.({ done: 0, total });
  const chapters: ChapterResponse[] = [];
  let bytes = bytesOf(toc) + bytesOf(position) + bytesOf(highlights);
  for (const entry of toc.chapters) {
    const chapter = await api(routes.getChapter, {
      params: { id: bookId, number: entry.chapterNumber },
      query: { peek: true },
    });
    chapters.push(chapter);
    bytes += bytesOf(chapter);
    onProgress?.({ done: chapters.length, total });
  }
  let coverUrl: string | null = null;
  if (toc.coverImage) {
    try {
      const response = await fetch(toc.coverImage);
      if (response.ok) {
        const blob = await response.clone().blob();
        await (await caches.open(COVER_CACHE)).put(toc.coverImage, response);
        coverUrl = toc.coverImage;
        bytes += blob.size;
      }
    } catch {
      // A cover that does not come is not worth failing the book for.
    }
  }
  return putOfflineBook(
    {
      bookId,
      title: toc.title,
      author: toc.author,
      coverUrl,
      toc,
      position,
      highlights,
      chapterCount: total,
      bytes,
      downloadedAt: new Date().toISOString(),
    },
    chapters,
  );
}

/** Space used: the bytes of the downloads, and what the browser counts for the whole site. */
export async function storageUsed(books: OfflineBook[]) {
  const stored = books.reduce((sum, book) => sum + book.bytes, 0);
  const estimate = navigator.storage?.estimate ? await navigator.storage.estimate().catch(() => null) : null;
  return { stored, total: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}
