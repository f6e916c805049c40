/** The book form (spec §2 Book form): create at /book-upload and in the dashboard, edit at /edit/:bookId. */
export { BookFormScreen } from './components/book-form-screen';
