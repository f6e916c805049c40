/** Importing books from files (EPUB, Markdown, plain text) as drafts: the Import button and its dialog. */
export { ImportBooksButton } from './components/import-books-button';
