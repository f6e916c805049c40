import * as routes from '@quire/shared/routes';
import { buildPath } from '@quire/shared/routes';
import type { BookmarkBody, PositionBody, ReadingPosition } from '@quire/shared/schemas/reader';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';
import { deviceId, deviceKind } from '@/lib/offline/device';
import { getOfflineBook, updateOfflinePosition } from '@/lib/offline/offline-db';
import { readDeviceSync, writeDeviceSync } from '@/lib/offline/position-sync-store';
import { enqueueWrite, sendOrQueue } from '@/lib/offline/queue';
import { offlineFallback } from '@/lib/offline/offline-fallback';

/** The caller's place in the book, said from this device's point of view (fromOtherDevice). */
export const getReadingPosition = (bookId: string, signal?: AbortSignal) =>
  offlineFallback(
    () => api(routes.getPosition, { params: { id: bookId }, query: { deviceId: deviceId() }, signal }),
    async () => {
      const book = await getOfflineBook(bookId);
      return book ? (book.position ?? emptyPosition(bookId)) : undefined;
    },
  );

const emptyPosition = (bookId: string): ReadingPosition => ({
  bookId,
  chapter: null,
  position: 0,
  progress: 0,
  status: null,
  bookmarkChapter: null,
  startedAt: null,
  finishedAt: null,
  lastReadAt: null,
});

/**
 * Saves where the caller is, saying which device and when (decision 031). `keepalive` lets the
 * request outlive the page (pagehide). Without a connection the save waits on the device (the
 * offline queue) and the answer is the place as this device now knows it.
 */
export async function saveReadingPosition(
  bookId: string,
  place: Pick<PositionBody, 'chapter' | 'position' | 'chosen'>,
  { keepalive = false } = {},
): Promise<ReadingPosition> {
  const readAt = new Date().toISOString();
  const body: PositionBody = {
    ...place,
    deviceId: deviceId(),
    deviceLabel: deviceKind(),
    readAt,
    syncedAt: readDeviceSync(bookId).syncedAt,
  };
  const here = { chapter: place.chapter, position: place.position, readAt };
  const local = (old: ReadingPosition | null): ReadingPosition => ({
    ...(old ?? emptyPosition(bookId)),
    chapter: place.chapter,
    position: place.position,
    lastReadAt: readAt,
    readAt,
    deviceLabel: body.deviceLabel,
    fromOtherDevice: false,
    applied: true,
  });
  const queue = async (ownerId: string) => {
    writeDeviceSync(bookId, { place: here });
    await enqueueWrite({
      kind: 'position',
      ownerId,
      bookId,
      method: routes.savePosition.method,
      path: buildPath(routes.savePosition.path, { id: bookId }),
      body,
      label: `your place in chapter ${place.chapter}`,
    });
    let answer = local(null);
    await updateOfflinePosition(bookId, (old) => (answer = local(old)));
    return answer;
  };
  return sendOrQueue(async () => {
    const answer = await api(routes.savePosition, { params: { id: bookId }, body, keepalive });
    if (answer.applied !== false) writeDeviceSync(bookId, { place: here, syncedAt: answer.readAt ?? readAt });
    await updateOfflinePosition(bookId, () => answer).catch(() => undefined);
    return answer;
  }, queue);
}

/** Sets or clears the bookmark; without a connection it waits on the device. */
export function setBookmark(bookId: string, body: BookmarkBody) {
  return sendOrQueue(
    () => api(routes.setBookmark, { params: { id: bookId }, body }),
    async (ownerId) => {
      await enqueueWrite({
        kind: 'bookmark',
        ownerId,
        bookId,
        method: routes.setBookmark.method,
        path: buildPath(routes.setBookmark.path, { id: bookId }),
        body,
        label: body.chapter === null ? 'removing a bookmark' : `a bookmark on chapter ${body.chapter}`,
      });
      await updateOfflinePosition(bookId, (old) => ({
        ...(old ?? emptyPosition(bookId)),
        bookmarkChapter: body.chapter,
      }));
      return { bookmarkChapter: body.chapter };
    },
  );
}

export const readingPositionQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: readerKeys.position(bookId),
    queryFn: ({ signal }) => getReadingPosition(bookId, signal),
    // Another device may have moved on since: always ask when the book is opened.
    staleTime: 0,
    refetchOnMount: 'always',
    networkMode: 'always',
  });

export const useReadingPosition = (bookId: string) => useQuery(readingPositionQueryOptions(bookId));

/** Sets or clears the one bookmark of the book, optimistically. */
export function useSetBookmark(bookId: string) {
  const queryClient = useQueryClient();
  const key = readerKeys.position(bookId);
  const write = (bookmarkChapter: number | null) =>
    queryClient.setQueryData<ReadingPosition>(key, (old) => (old ? { ...old, bookmarkChapter } : old));
  return useMutation({
    mutationFn: (chapter: number | null) => setBookmark(bookId, { chapter }),
    networkMode: 'always',
    onMutate: async (chapter) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReadingPosition>(key)?.bookmarkChapter ?? null;
      write(chapter);
      return { previous };
    },
    onError: (_error, _chapter, context) => write(context?.previous ?? null),
    onSuccess: (answer) => write(answer.bookmarkChapter),
  });
}
