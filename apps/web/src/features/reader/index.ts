/**
 * The chapter reader. Screens elsewhere use the overlay (home, dashboard, library), which loads
 * the reader on first use, and the "Continue reading" list; /book-reader renders BookReaderScreen.
 */
export { prefetchReader } from './api/prefetch-reader';
export { BookReaderScreen } from './components/book-reader-screen';
export { preloadReaderOverlay, ReaderOverlay } from './components/lazy-reader-overlay';
export { READER_SHORTCUTS } from './hooks/use-reader-shortcuts';
