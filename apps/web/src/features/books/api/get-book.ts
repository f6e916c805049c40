import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { booksKeys } from './books-query-keys';

/** One book with its chapters (content included, for the edit form). */
export const getBook = (id: string, signal?: AbortSignal) => api(routes.getBook, { params: { id }, signal });

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: booksKeys.detail(id), queryFn: ({ signal }) => getBook(id, signal) });

export const useBook = (id: string | undefined) =>
  useQuery({ ...bookQueryOptions(id ?? ''), enabled: Boolean(id) });
