export { ExportBookButtons } from './components/export-book-buttons';
