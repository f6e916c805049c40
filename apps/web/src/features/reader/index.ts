/**
 * The chapter reader. Screens elsewhere use the overlay (home, dashboard, library) and the
 * "Continue reading" list; /book-reader renders BookReaderScreen.
 */
export { useContinueReading } from './api/get-continue-reading';
export { BookReaderScreen } from './components/book-reader-screen';
export { ReaderOverlay, type ReaderOverlayProps } from './components/reader-overlay';
