import type { Book, BookDetail, BookListResponse } from '@quire/shared/schemas/books';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { booksKeys } from './books-query-keys';

export type BookPatch = Partial<Book> | ((book: Book) => Partial<Book>);

/**
 * Applies a change to one book wherever it is cached (pages, infinite lists, its detail), so a
 * like, favourite, rating, note or tag shows at once on every screen that lists the book.
 */
export function patchBookInCaches(queryClient: QueryClient, bookId: string, patch: BookPatch): void {
  const apply = <T extends Book>(book: T): T =>
    book._id === bookId ? { ...book, ...(typeof patch === 'function' ? patch(book) : patch) } : book;

  queryClient.setQueriesData<BookListResponse>({ queryKey: booksKeys.lists() }, (data) =>
    data?.books ? { ...data, books: data.books.map(apply) } : data,
  );
  queryClient.setQueriesData<InfiniteData<BookListResponse>>({ queryKey: booksKeys.infinite() }, (data) =>
    data?.pages
      ? { ...data, pages: data.pages.map((page) => ({ ...page, books: page.books.map(apply) })) }
      : data,
  );
  queryClient.setQueryData<BookDetail>(booksKeys.detail(bookId), (data) => (data ? apply(data) : data));
}

/** Finds the freshest cached copy of a book (any list or its detail). */
export function findCachedBook(queryClient: QueryClient, bookId: string): Book | undefined {
  const detail = queryClient.getQueryData<BookDetail>(booksKeys.detail(bookId));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<BookListResponse>({ queryKey: booksKeys.lists() })) {
    const found = data?.books?.find((book) => book._id === bookId);
    if (found) return found;
  }
  for (const [, data] of queryClient.getQueriesData<InfiniteData<BookListResponse>>({
    queryKey: booksKeys.infinite(),
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.books.find((book) => book._id === bookId);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Marks every list and count as out of date without refetching the one on screen (a like must
 * not reshuffle the page being looked at); the next visit or page change loads fresh data.
 */
export function markBookListsStale(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: booksKeys.lists(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: booksKeys.infinite(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: booksKeys.counts(), refetchType: 'none' }),
  ]).then(() => undefined);
}

/** Reloads the lists on screen (after reading, progress and status may have changed). */
export function refreshBookLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: booksKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: booksKeys.infinite() }),
  ]).then(() => undefined);
}
