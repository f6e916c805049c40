/** The book form (spec §2 Book form): create at /book-upload and in the dashboard, edit at /edit/:bookId. */
export { BookFormScreen } from './components/book-form-screen';
/** The writer's studio: a book's chapter analytics (/edit/:bookId/analytics). */
export { BookAnalyticsScreen } from './studio/analytics-screen';
export { bookAnalyticsPath } from './studio/studio-keys';
export { bookAnalyticsQueryOptions } from './studio/analytics-api';
