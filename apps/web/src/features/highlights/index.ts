/**
 * Highlights and private notes: the reader's layer (the Highlights slot, filled in by the app),
 * the Notes & Highlights list and the book page's section. Other features reach the reader's
 * layer through useFeatureSlots().Highlights, never by importing this.
 */
export { bookHighlightsQueryOptions, highlightsKeys, useBookHighlights } from './api/highlights';
export { BookHighlightsSection } from './components/book-highlights-section';
export { HighlightsLayer } from './components/highlights-layer';
