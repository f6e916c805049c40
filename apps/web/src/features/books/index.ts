/**
 * The shared data layer, the one feature every other may import: books, reading and reader
 * query keys, API calls and query options, optimistic cache updates, the slots through which
 * features show each other (filled in by src/app), and a few shared pieces of UI.
 */
export { findCachedBook, markBookListsStale, patchBookInCaches, refreshBookLists } from './api/book-cache';
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
export { readingSpeedQueryOptions, useReadingSpeed } from './api/reading-speed';
export { updateEntry, useUpdateEntry } from './api/update-entry';
export { useCachedBook } from './api/use-cached-book';
export { BooksPageLayout } from './components/books-page-layout';
export { FavoriteButton, LikeButton } from './components/reaction-buttons';
export { RatingInput } from './components/rating-input';
export { ShelfStatusSelect } from './components/shelf-status-select';
export {
  type CommentsSlotProps,
  type FeatureSlots,
  type ImportBooksSlotProps,
  FeatureSlotsProvider,
  type HighlightsSlotProps,
  type ParagraphMarks,
  type ReaderOverlayProps,
  type TextMark,
  useFeatureSlots,
} from './components/feature-slots';
export { type DebouncedCallback, useDebouncedCallback } from './lib/use-debounced-callback';
