import type { HighlightColor } from '@quire/shared/constants/highlights';
import * as routes from '@quire/shared/routes';
import { buildPath } from '@quire/shared/routes';
import type { Highlight, HighlightInput } from '@quire/shared/schemas/highlights';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, apiWithHeaders } from '@/lib/api-client';
import { fileNameOf } from '@/lib/download-file';
import { getOfflineHighlights, hasIndexedDb, keepOfflineHighlights } from '@/lib/offline/offline-db';
import { offlineFallback } from '@/lib/offline/offline-fallback';
import { enqueueWrite, onQueuedAnswer, sendOrQueue } from '@/lib/offline/queue';

/** The id of a highlight made without a connection, until the server has it (its queued write's key). */
const WAITING_PREFIX = 'offline-';
export const isWaitingToSync = (highlight: Pick<Highlight, '_id'>) =>
  highlight._id.startsWith(WAITING_PREFIX);

export const highlightsKeys = {
  all: ['highlights'] as const,
  book: (bookId: string) => ['highlights', bookId] as const,
};

/** The caller's highlights of a book, in reading order (private: never shared between users). */
export const bookHighlightsQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: highlightsKeys.book(bookId),
    // A downloaded book keeps its highlights on the device: shown after an offline reload too.
    queryFn: ({ signal }) =>
      offlineFallback(
        () => api(routes.listBookHighlights, { params: { id: bookId }, signal }),
        () => getOfflineHighlights(bookId),
      ),
    networkMode: 'always',
    staleTime: 60_000,
  });

/**
 * Keeps a book's list with its download, when it is downloaded (nothing otherwise): the ones
 * waiting to sync are in the offline queue, not in the list kept.
 */
async function keepOnDevice(bookId: string, list: Highlight[]) {
  if (!hasIndexedDb()) return;
  await keepOfflineHighlights(
    bookId,
    list.filter((highlight) => !isWaitingToSync(highlight)),
  ).catch(() => undefined);
}

/**
 * The caller's highlights of a book. One made offline shows at once and is replaced by the
 * server's copy when the queue sends it.
 */
export function useBookHighlights(bookId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onQueuedAnswer((item, answer) => {
        if (item.kind !== 'highlight' || item.bookId !== bookId) return;
        queryClient.setQueryData<Highlight[]>(highlightsKeys.book(bookId), (list) =>
          placeInList(
            (list ?? []).filter((highlight) => highlight._id !== `${WAITING_PREFIX}${item.key}`),
            answer as Highlight,
          ),
        );
      }),
    [bookId, queryClient],
  );
  const query = useQuery(bookHighlightsQueryOptions(bookId));
  // Every list the reader sees goes with a downloaded book (the ones waiting to sync are in the queue).
  const { data } = query;
  useEffect(() => {
    if (data) void keepOnDevice(bookId, data);
  }, [bookId, data]);
  return query;
}

/**
 * Saves a highlight; without a connection it waits on the device (the offline queue, sent in
 * order with its own Idempotency-Key) and is answered with a local copy until then.
 */
async function createHighlight(
  bookId: string,
  chapterNumber: number,
  body: HighlightInput,
): Promise<Highlight> {
  const queue = async (ownerId: string): Promise<Highlight> => {
    const key = await enqueueWrite({
      kind: 'highlight',
      ownerId,
      bookId,
      method: routes.createHighlight.method,
      path: buildPath(routes.createHighlight.path, { id: bookId, number: chapterNumber }),
      body,
      label: `a highlight in chapter ${chapterNumber}`,
    });
    const now = new Date().toISOString();
    return {
      _id: `${WAITING_PREFIX}${key}`,
      bookId,
      chapterNumber,
      chapterTitle: null,
      paragraph: body.paragraph,
      blockId: null,
      start: body.start,
      end: body.end,
      quote: body.quote,
      prefix: '',
      suffix: '',
      color: body.color,
      note: body.note ?? null,
      detached: false,
      createdAt: now,
      updatedAt: now,
    };
  };
  return sendOrQueue(
    () => api(routes.createHighlight, { params: { id: bookId, number: chapterNumber }, body }),
    queue,
  );
}

/** Puts a highlight in its place in the book's list (reading order), replacing an older copy. */
function placeInList(list: Highlight[] | undefined, highlight: Highlight): Highlight[] {
  const others = (list ?? []).filter((item) => item._id !== highlight._id);
  const at = others.findIndex(
    (item) =>
      (item.chapterNumber ?? Number.MAX_SAFE_INTEGER) >
        (highlight.chapterNumber ?? Number.MAX_SAFE_INTEGER) ||
      (item.chapterNumber === highlight.chapterNumber &&
        !item.detached &&
        (item.paragraph > highlight.paragraph ||
          (item.paragraph === highlight.paragraph && item.start > highlight.start))) ||
      (item.chapterNumber === highlight.chapterNumber && item.detached && !highlight.detached),
  );
  return at === -1 ? [...others, highlight] : [...others.slice(0, at), highlight, ...others.slice(at)];
}

/**
 * Changes the book's list the reader sees, after the downloaded copy has the change: a highlight
 * that shows is one an offline reload still shows (the page may close right after).
 */
async function changeList(
  queryClient: QueryClient,
  bookId: string,
  change: (list: Highlight[]) => Highlight[],
) {
  const key = highlightsKeys.book(bookId);
  await keepOnDevice(bookId, change(queryClient.getQueryData<Highlight[]>(key) ?? []));
  queryClient.setQueryData<Highlight[]>(key, (list) => change(list ?? []));
}

export function useCreateHighlight(bookId: string, chapterNumber: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HighlightInput) => createHighlight(bookId, chapterNumber, body),
    // Offline it is kept on the device (createHighlight), not paused until the connection returns.
    networkMode: 'always',
    onSuccess: (highlight) => changeList(queryClient, bookId, (list) => placeInList(list, highlight)),
  });
}

export function useUpdateHighlight(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; color?: HighlightColor; note?: string | null }) =>
      api(routes.updateHighlight, { params: { hid: id }, body }),
    onSuccess: (highlight) =>
      changeList(queryClient, bookId, (list) =>
        list.map((item) => (item._id === highlight._id ? highlight : item)),
      ),
  });
}

export function useDeleteHighlight(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(routes.deleteHighlight, { params: { hid: id } }),
    onSuccess: (_answer, id) =>
      changeList(queryClient, bookId, (list) => list.filter((item) => item._id !== id)),
  });
}

/** The file name the server gives an export (Content-Disposition filename*), else a plain one. */

/** Saves text the server answered as a file named by its Content-Disposition. */
function saveFile(text: string, type: string, headers: Headers, fallback: string) {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(headers, fallback);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadHighlightsMarkdown(bookId: string) {
  const { data, headers } = await apiWithHeaders(routes.exportHighlights, {
    query: { bookId },
    headers: { Accept: 'text/markdown' },
  });
  saveFile(String(data ?? ''), 'text/markdown;charset=utf-8', headers, 'highlights.md');
}

/** The book's highlights as annotations: W3C Web Annotation (JSON-LD) or Readium (decision 054). */
export async function downloadHighlightsAnnotations(bookId: string, format: 'web' | 'readium') {
  const route = format === 'web' ? routes.exportHighlightsWebAnnotation : routes.exportHighlightsReadium;
  const { data, headers } = await apiWithHeaders(route, { query: { bookId } });
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  const fallback = format === 'web' ? 'highlights.jsonld' : 'highlights.annotation';
  saveFile(text, format === 'web' ? 'application/ld+json' : 'application/json', headers, fallback);
}

/** Imports an annotation file's highlights into the book; answers what the server did. */
export function useImportAnnotations(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown) =>
      api(routes.importHighlights, { params: { id: bookId }, body: file as never }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: highlightsKeys.book(bookId) }),
  });
}
