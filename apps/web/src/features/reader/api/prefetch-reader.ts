import type { QueryClient } from '@tanstack/react-query';
import { bookFrom } from '../lib/reader-link';
import { chapterListQueryOptions } from './get-chapter-list';
import { readerSettingsQueryOptions } from './reader-settings';

/**
 * Asks for what /book-reader?book=<id> opens with (the table of contents and the reader settings)
 * while the reader's code renders; the reader's own queries use these answers. The saved position
 * and the chapter are left to the reader: it asks for the position again whenever a book opens
 * (another device may have moved on), and opening the chapter is what counts the read.
 */
export function prefetchReader(queryClient: QueryClient, search: URLSearchParams): void {
  const bookId = bookFrom(search.get('book'));
  if (!bookId) return;
  void queryClient.prefetchQuery(chapterListQueryOptions(bookId));
  void queryClient.prefetchQuery(readerSettingsQueryOptions());
}
