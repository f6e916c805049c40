/**
 * Importing books from files (EPUB, Markdown, plain text) as drafts: the Import button and its
 * dialog, and the watcher that tells how an import ended when the dialog is not open.
 */
export { ImportBooksButton } from './components/import-books-button';
export { ImportJobsWatcher } from './components/import-jobs-watcher';
