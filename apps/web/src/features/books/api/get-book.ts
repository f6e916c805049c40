import type { BookDetail } from '@quire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';
import { booksKeys } from './books-query-keys';

/** One book with its chapters (content included, for the edit form). */
export const getBook = (id: string, signal?: AbortSignal) =>
  get<BookDetail>(`/api/books/${encodeURIComponent(id)}`, { signal });

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: booksKeys.detail(id), queryFn: ({ signal }) => getBook(id, signal) });

export const useBook = (id: string | undefined) =>
  useQuery({ ...bookQueryOptions(id ?? ''), enabled: Boolean(id) });
