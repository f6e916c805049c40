/**
 * Importing books from files (EPUB, Markdown, plain text) as drafts: the Import button and its
 * dialog, and how an import that ended is told when the dialog is not open (FileJobsWatcher).
 */
export { ImportBooksButton } from './components/import-books-button';
export { useImportJobOutcomes } from './lib/import-job-outcomes';
