import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DownloadProgress, downloadBook, storageUsed } from '@/lib/offline/download';
import { getOfflineBook, listOfflineBooks, readSyncLog, removeOfflineBook } from '@/lib/offline/offline-db';

export const offlineKeys = {
  all: ['offline'] as const,
  downloads: () => [...offlineKeys.all, 'downloads'] as const,
  book: (bookId: string) => [...offlineKeys.all, 'book', bookId] as const,
  log: () => [...offlineKeys.all, 'log'] as const,
};

/** The books on this device, with the space they and the whole site use. */
export const downloadsQueryOptions = () =>
  queryOptions({
    queryKey: offlineKeys.downloads(),
    queryFn: async () => {
      const books = await listOfflineBooks();
      return { books, usage: await storageUsed(books) };
    },
    networkMode: 'always',
    staleTime: 0,
  });

export const useDownloads = () => useQuery(downloadsQueryOptions());

export const useOfflineBook = (bookId: string) =>
  useQuery({
    queryKey: offlineKeys.book(bookId),
    queryFn: async () => (await getOfflineBook(bookId)) ?? null,
    networkMode: 'always',
  });

export const useSyncLog = () =>
  useQuery({ queryKey: offlineKeys.log(), queryFn: readSyncLog, networkMode: 'always' });

export function useDownloadBook(bookId: string, onProgress: (progress: DownloadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => downloadBook(bookId, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}

export function useRemoveDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) => removeOfflineBook(bookId),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
}
