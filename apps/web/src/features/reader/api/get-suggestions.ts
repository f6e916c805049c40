import * as routes from '@quire/shared/routes';
import type { RouteQuery, RouteResponse } from '@quire/shared/routes';
import type { Book } from '@quire/shared/schemas/books';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';

export type SuggestedBook = Pick<Book, '_id' | 'title' | 'author' | 'category' | 'coverImage'> &
  Partial<Pick<Book, 'coverThumb' | 'chapterCount'>>;

const SUGGESTION_POOL = 12;

/** GET /api/books answers `{ books, totalPages }` (or, per the spec, sometimes a plain list). */
const booksOf = (answer: RouteResponse<typeof routes.listBooks> | Book[]): Book[] =>
  Array.isArray(answer) ? answer : (answer.books ?? []);

const listBooks = (query: RouteQuery<typeof routes.listBooks>, signal?: AbortSignal) =>
  api(routes.listBooks, { query, signal }).then(booksOf);

/**
 * Books to suggest beside a book of `category`: the same category first, then the rest of the
 * catalogue, without duplicates.
 */
export async function getSuggestions(category: string, signal?: AbortSignal): Promise<SuggestedBook[]> {
  const [same, other] = await Promise.all([
    listBooks({ category, limit: SUGGESTION_POOL, sort: 'likes', order: 'desc' }, signal),
    listBooks({ limit: SUGGESTION_POOL, sort: 'createdAt', order: 'desc' }, signal),
  ]);
  const seen = new Set<string>();
  return [...same, ...other].filter((book) => {
    if (seen.has(book._id)) return false;
    seen.add(book._id);
    return true;
  });
}

export const suggestionsQueryOptions = (category: string) =>
  queryOptions({
    queryKey: readerKeys.suggestions(category),
    queryFn: ({ signal }) => getSuggestions(category, signal),
    staleTime: 10 * 60_000,
  });

/** Suggestions for the book being read (never the book itself). */
export function useSuggestions(category: string | undefined, currentBookId: string) {
  return useQuery({
    ...suggestionsQueryOptions(category ?? ''),
    enabled: category !== undefined,
    select: (books) => books.filter((book) => book._id !== currentBookId),
  });
}

/** The newest books of the catalogue (the reader's "start something new" list). */
export const useNewestBooks = (limit: number) =>
  useQuery({
    queryKey: [...readerKeys.all, 'newest', limit],
    queryFn: ({ signal }) => listBooks({ limit, sort: 'createdAt', order: 'desc' }, signal),
    staleTime: 5 * 60_000,
  });
