/**
 * The books data layer shared by the books screens (library, book form, home, catalogue):
 * API calls and query options, optimistic cache updates, and a few shared pieces of UI.
 */
export { findCachedBook, markBookListsStale, patchBookInCaches, refreshBookLists } from './api/book-cache';
export {
  addComment,
  COMMENTS_PAGE_SIZE,
  type CommentPage,
  useAddComment,
  useBookComments,
  useDeleteComment,
} from './api/book-comments';
export {
  rateBook,
  toggleFavorite,
  toggleLike,
  useRateBook,
  useToggleFavorite,
  useToggleLike,
} from './api/book-reactions';
export { type BookListParams, booksKeys } from './api/books-query-keys';
export { deleteBook, useDeleteBook } from './api/delete-book';
export {
  continueReadingQueryOptions,
  getContinueReading,
  useContinueReading,
} from './api/get-continue-reading';
export { bookQueryOptions, getBook, useBook } from './api/get-book';
export { type TrendingBook, useTrendingBooks } from './api/get-trending';
export {
  bookCountQueryOptions,
  booksInfiniteQueryOptions,
  booksListQueryOptions,
  listBooks,
  useBookCount,
  useBooksInfinite,
  useBooksList,
} from './api/list-books';
export {
  type BookSaveInput,
  createBook,
  type SaveBookResponse,
  saveBookErrorMessage,
  toBookFormData,
  updateBook,
  useSaveBook,
} from './api/save-book';
export { readerKeys } from './api/reader-query-keys';
export { updateEntry, useUpdateEntry } from './api/update-entry';
export { useCachedBook } from './api/use-cached-book';
export { BooksPageLayout } from './components/books-page-layout';
export { FavoriteButton, LikeButton } from './components/reaction-buttons';
export {
  type ReaderOverlayProps,
  type ReaderSlot,
  ReaderSlotProvider,
  useReaderSlot,
} from './components/reader-slot';
export { type DebouncedCallback, useDebouncedCallback } from './lib/use-debounced-callback';
