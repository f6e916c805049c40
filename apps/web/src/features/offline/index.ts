export { DownloadBookButton } from './components/download-book-button';
export { DownloadsScreen } from './components/downloads-screen';
