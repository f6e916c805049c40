export { DownloadBookButton } from './components/download-book-button';
export { DownloadShelfButton } from './components/download-shelf-button';
export { DownloadsScreen } from './components/downloads-screen';
